//! The contrast side of the accessibility contract: each tokenMapping entry the contrast rules
//! judge (`checks::contrast_ratios`, the worst over the variants and states it paints in),
//! per theme, in the base and the head. An entry that passed in a theme and fails there now is
//! a change; one judged on one side only (a new entry, a theme gone) is not.
//!
//! Only the specs a change can have moved are judged again: those whose spec changed, and
//! those a token change reaches.

use std::collections::{BTreeMap, BTreeSet};

use super::{Change, Kind, Reach, Renames, Side, was_named};
use crate::SpecDocument;
use crate::checks::contrast_ratios;
use crate::reader::push_pointer;
use crate::validate::Session;

/// Adds a change to `out` for each entry of the specs `names` (the head's names; `renamed`:
/// the specs that had another name in the base) that passed in some theme and fails now.
pub(super) fn compare(
    base: &Session,
    head: &Session,
    (names, renamed): (&BTreeSet<String>, &Renames),
    out: &mut Vec<Change>,
) {
    let themes = |session: &Session| -> Vec<String> {
        (session.tokens().permutations.iter())
            .map(|permutation| permutation.label())
            .collect()
    };
    let (old_themes, new_themes) = (themes(base), themes(head));
    let old_specs: BTreeMap<&str, &SpecDocument> = base
        .specs()
        .map(|doc| (doc.spec.name.as_str(), doc))
        .collect();
    for doc in head
        .specs()
        .filter(|doc| names.contains(doc.spec.name.as_str()))
    {
        let name = &doc.spec.name;
        let was_named = was_named(renamed, name);
        let Some(old) = old_specs.get(was_named) else {
            continue;
        };
        let before = contrast_ratios(old, base.tokens(), &base.inputs().a11y);
        let now = contrast_ratios(doc, head.tokens(), &head.inputs().a11y);
        for (key, ratios) in &now {
            let Some((_, was)) = before.iter().find(|(k, _)| k == key) else {
                continue;
            };
            for (at, ratio) in ratios.iter().enumerate() {
                let Some(ratio) = ratio.filter(|r| !r.passes()) else {
                    continue;
                };
                let theme = &new_themes[at];
                let passed = (old_themes.iter().position(|t| t == theme))
                    .and_then(|i| was.get(i).copied().flatten())
                    .filter(|r| r.passes());
                let Some(passed) = passed else { continue };
                out.push(Change {
                    kind: Kind::ContrastFailed,
                    component: Some(name.clone()),
                    token: None,
                    message: format!(
                        "the contrast of `{key}` fails in {theme}: {}, below {} (was {})",
                        ratio.value_text(),
                        ratio.threshold_text(),
                        passed.value_text()
                    ),
                    location: doc.key_location(&push_pointer("/tokenMapping", key)),
                    side: Side::Head,
                    reach: Reach::default(),
                });
            }
        }
    }
}
