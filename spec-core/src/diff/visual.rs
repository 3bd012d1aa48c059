//! The visual side: the renders whose approved look (the visual baselines `uispec test` keeps
//! in each revision, `checks::visual`) differs between the base and the head, each with what
//! caused it, read as `uispec test` reads a change: a token's value in a theme, a tokenMapping
//! entry that maps another token, a style no token gives, the markup, or the pixels only.
//!
//! Both sides' baselines are approved states, so a change here is one a pull request
//! accepted with `uispec test --accept`: nothing is rendered, no browser runs. Which stylesheet
//! rule gave a style is not asked (that needs the page), so such a change is said as "a
//! stylesheet rule, or the markup".

use std::sync::Arc;

use super::{Change, Kind, Reach, Renames, Side, was_named};
use crate::SourceFile;
use crate::checks::visual::{self, Baseline, Picture};
use crate::diagnostics::Diagnostics;
use crate::validate::Session;

/// One side's visual baselines, read by the command: each component's file and what it holds.
#[derive(Debug, Default)]
pub struct Baselines {
    /// Each component's baseline file, and what it holds.
    pub files: Vec<(Arc<SourceFile>, Baseline)>,
}

impl Baselines {
    fn of(&self, component: &str) -> Option<&(Arc<SourceFile>, Baseline)> {
        self.files.iter().find(|(_, b)| b.component == component)
    }
}

/// Both sides' baselines, and how a render's pictures compare (the command reads and compares
/// the PNGs).
pub struct Visual<'a> {
    /// The base's baselines.
    pub base: &'a Baselines,
    /// The head's.
    pub head: &'a Baselines,
    /// How the pictures of the entry `id` of the component compare, between the base's
    /// baseline file and the head's (taken on the same platform: pictures from two are not
    /// compared).
    pub picture: &'a dyn Fn(&str, [&SourceFile; 2], &str) -> Picture,
}

impl std::fmt::Debug for Visual<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (f.debug_struct("Visual")
            .field("base", self.base)
            .field("head", self.head))
        .finish_non_exhaustive()
    }
}

/// Adds a `render-changed` change to `out` for each render of a head's spec (`renamed`: the
/// specs that had another name in the base) whose approved look differs from the base's.
pub(super) fn compare(
    head: &Session,
    visual: &Visual<'_>,
    renamed: &Renames,
    out: &mut Vec<Change>,
) {
    for doc in head.specs() {
        let name = &doc.spec.name;
        let was_named = was_named(renamed, name);
        let (Some((old_file, old)), Some((file, now))) =
            (visual.base.of(was_named), visual.head.of(name))
        else {
            continue;
        };
        let token_at = |theme: &str, path: &str| {
            let permutation = (head.tokens().permutations.iter()).find(|p| p.label() == theme)?;
            let segments: Vec<&str> = path.split('.').collect();
            let set = &permutation.set;
            Some(set.location(set.lookup_unsuggested(&segments).ok()?))
        };
        let same_platform = old.platform == now.platform;
        let picture = |id: &str| match same_platform {
            true => (visual.picture)(name, [old_file, file], id),
            false => Picture::NotCompared,
        };
        let compared = visual::compare(
            &mut Diagnostics::new(),
            doc,
            (file, old),
            &now.entries,
            picture,
            token_at,
            &mut |_, asked| vec![None; asked.len()],
        );
        for change in compared.changes {
            let drawn = match change.pixels {
                Some(pixels) => format!(" ({pixels} pixels differ)"),
                None => String::new(),
            };
            out.push(Change {
                kind: Kind::RenderChanged,
                component: Some(name.clone()),
                token: None,
                message: format!(
                    "`{}` looks different in the {} theme{drawn}: {}",
                    change.render,
                    change.theme,
                    change.causes.join("; ")
                ),
                // In the head's file, where the entry now is.
                location: visual::entry_at(file, &change.id),
                side: Side::Head,
                reach: Reach::default(),
            });
        }
    }
}
