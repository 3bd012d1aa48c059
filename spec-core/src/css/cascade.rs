//! The cascade of the stylesheet `uispec css` writes, once. Every selector the stylesheet
//! writes is inside `:where()`, so all have the same (zero) specificity and the order of the
//! rules decides: of the tokenMapping entries that hold for an element, the one with the
//! greatest [`Rank`] paints. The writer orders its rules by it; the contrast rules, `uispec
//! test`'s style comparison and the examples' style proof ask it which entry paints
//! ([`decides`]), so the stylesheet, the contrast verdict and the browser check agree by
//! construction.

use std::collections::BTreeMap;

use crate::hash::Map;
use crate::naming::to_kebab;
use crate::reader::SpecDocument;

use super::MappedStyle;

/// Where an entry's declaration stands in the stylesheet; the greater comes later and wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rank {
    /// 0 without a state; with one, 1 + the state's place in the spec's `states` (a state the
    /// spec does not list comes after every listed one): every state rule follows every plain
    /// one, and a later state wins over an earlier one where both hold.
    state: usize,
    /// How many variant values the entry selects: a more specific rule comes later.
    selectors: usize,
    /// Which rule the entry is in, by the rule's first entry in the file: rules of one rank
    /// keep the file's order.
    rule: usize,
    /// The entry's place in the file: in one rule, a later entry's declaration replaces an
    /// earlier one's.
    entry: usize,
}

impl Rank {
    /// The rank of the rule the entry is in: what the stylesheet's rules are sorted by.
    pub(super) fn rule(self) -> Rank {
        Rank { entry: 0, ..self }
    }

    /// Whether, on an element where both entries' states hold, `other`'s may paint over this
    /// one's: its state stands at or after this one's (at the same place, the variant values
    /// and the file's order decide).
    pub fn yields_to_state_of(self, other: Rank) -> bool {
        other.state >= self.state
    }
}

/// The rank of each tokenMapping entry of one spec, in [`SpecDocument::mapping`]'s order.
#[derive(Debug)]
pub struct Cascade(Vec<Option<Rank>>);

/// What makes two entries one rule: the part, the pseudo-element, the state and the variant
/// values (as a set).
type RuleKey<'d> = (
    String,
    Option<&'static str>,
    Option<&'d str>,
    Vec<(&'d str, &'d str)>,
);

impl Cascade {
    /// The ranks of `doc`'s entries; an entry whose key does not parse has none.
    pub fn of(doc: &SpecDocument) -> Cascade {
        let states = &doc.spec.states;
        let mut rules: Map<RuleKey<'_>, usize> = Map::default();
        let ranks = doc
            .mapping()
            .enumerate()
            .map(|(entry, mapped)| {
                let key = mapped.parsed.ok()?;
                let state = key.state.map(|s| s.text);
                let mut selectors: Vec<(&str, &str)> = key
                    .selectors
                    .iter()
                    .map(|(a, v)| (a.text, v.text))
                    .collect();
                selectors.sort_unstable();
                let pseudo =
                    crate::properties::property(key.property.text).and_then(|p| p.pseudo_element);
                let count = selectors.len();
                let next = rules.len();
                let rule = *rules
                    .entry((to_kebab(key.part.text), pseudo, state, selectors))
                    .or_insert(next);
                Some(Rank {
                    state: state.map_or(0, |state| {
                        states
                            .iter()
                            .position(|s| s == state)
                            .map_or(states.len() + 1, |i| i + 1)
                    }),
                    selectors: count,
                    rule,
                    entry,
                })
            })
            .collect();
        Cascade(ranks)
    }

    /// The rank of the `index`th entry of the spec's tokenMapping.
    pub fn rank(&self, index: usize) -> Option<Rank> {
        self.0.get(index).copied().flatten()
    }
}

/// Whether `entry` is the one that paints its properties of its part when the spec is in
/// `variants` with the entry's state shown (and no other): it holds there, and every other
/// entry of `all` that holds there and sets one of its properties ranks below it.
pub fn decides(
    entry: &MappedStyle,
    all: &[MappedStyle],
    variants: &BTreeMap<String, String>,
) -> bool {
    let holds = |e: &MappedStyle| {
        (e.state.is_none() || e.state == entry.state)
            && (e.selectors.iter()).all(|(axis, value)| variants.get(axis) == Some(value))
    };
    let sets = |e: &MappedStyle| {
        (e.declarations.iter())
            .any(|(css, _)| entry.declarations.iter().any(|(mine, _)| mine == css))
    };
    holds(entry)
        && all.iter().all(|other| {
            other.key == entry.key
                || other.part != entry.part
                || other.pseudo_element != entry.pseudo_element
                || !sets(other)
                || !holds(other)
                || other.rank < entry.rank
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SourceFile;
    use crate::diagnostics::Diagnostics;

    #[test]
    fn a_state_rule_follows_every_plain_one_however_specific() {
        let file = SourceFile::new(
            "chip.json",
            r#"{"name": "Chip", "states": ["hover", "disabled"], "tokenMapping": {
                "label.color:disabled": "{a}",
                "label.color[tone=bold][size=sm]": "{b}",
                "label.color:hover": "{c}",
                "label.color": "{d}",
                "label.color[size=sm][tone=bold]": "{e}",
                "label.color:focus": "{f}"
            }}"#,
        );
        let doc = crate::reader::read_spec(&mut Diagnostics::new(), &file).expect("a spec");
        let cascade = Cascade::of(&doc);
        let mut order: Vec<usize> = (0..6).collect();
        order.sort_by_key(|&i| cascade.rank(i));
        // Plain before state; more selectors later; the same selectors in another order are
        // the same rule; a state the spec does not list comes after the listed ones.
        assert_eq!(order, [3, 1, 4, 2, 0, 5]);
    }
}
