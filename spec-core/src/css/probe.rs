//! What the stylesheet does, asked by the other front ends without writing it: each
//! tokenMapping entry's declarations resolved in one permutation ([`mapped_styles`]), for the
//! documentation's token matrix, `uispec test`'s style comparison and the style proof; a
//! token's custom property name and CSS value.

use super::*;

/// One tokenMapping entry as the stylesheet applies it, with its token resolved in one
/// permutation: what the part's computed style shows in that theme when the entry's variants
/// and state hold (and no more specific entry for the same property does). A documentation
/// page shows it; the browser proof compares it with what Chromium computes.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct MappedStyle {
    /// The tokenMapping key, as written.
    pub key: String,
    /// The token's path, dot-joined.
    pub token: String,
    /// The part's `data-part` value.
    pub part: String,
    /// The pseudo-element the rule styles (`::placeholder`).
    pub pseudo_element: Option<&'static str>,
    /// The state, as the spec spells it.
    pub state: Option<String>,
    /// `(axis, value)` selectors, as written.
    pub selectors: Vec<(String, String)>,
    /// `(CSS property, value)`: the value with every reference resolved (`#2563eb`, never
    /// `var()`).
    pub declarations: Vec<(String, String)>,
    /// Where the declarations stand in the stylesheet (see [`decides`]).
    pub rank: Rank,
}

/// The tokenMapping entries of `doc` that the stylesheet writes, resolved in `set` (one
/// permutation's tree), in file order. Entries whose token does not resolve in `set` or has no
/// CSS form are left out, as the stylesheet leaves them out.
pub fn mapped_styles(doc: &SpecDocument, set: &TokenSet) -> Vec<MappedStyle> {
    let mut ignored = Diagnostics::new();
    mapping_entries(doc, Some(set))
        .into_iter()
        .filter_map(|entry| {
            let (properties, pseudo_element) =
                entry_properties(doc, &entry, set.token_type(entry.id), &mut ignored)?;
            let value = Writer::concrete(set).token(entry.id).ok()?;
            let declarations = properties
                .into_iter()
                .map(|(css, longhand)| {
                    let value = match (&value, longhand) {
                        (CssValue::One(one), None) => Some(one.clone()),
                        (CssValue::Longhands(all), Some(suffix)) => all
                            .iter()
                            .find(|(name, _)| *name == suffix)
                            .map(|(_, v)| v.clone()),
                        _ => None,
                    };
                    value.map(|v| (css, v))
                })
                .collect::<Option<Vec<_>>>()?;
            Some(MappedStyle {
                token: entry.token.join("."),
                part: to_kebab(&entry.part),
                pseudo_element,
                state: entry.state,
                selectors: entry.selectors,
                declarations,
                key: entry.key,
                rank: entry.rank,
            })
        })
        .collect()
}

/// The custom property `uispec css` declares for the token at `path`
/// (`--color-action-primary-background`). Two paths may share one (`a.b-c`, `a-b.c`): the
/// stylesheet then declares neither and says so.
pub fn custom_property_name(path: &[&str]) -> String {
    custom_property(path.iter().copied())
}

/// The token's value in CSS syntax with every reference resolved in `set` (`#2563eb`, `8px`,
/// `0 1px 2px 0 #0000001a`); a typography token as its longhand declarations
/// (`font-family: "Inter"; font-size: 16px; …`), usable as a `style` attribute. `None` when
/// the token has no CSS form.
pub fn css_value(set: &TokenSet, id: NodeId) -> Option<String> {
    match Writer::concrete(set).token(id).ok()? {
        CssValue::One(value) => Some(value),
        CssValue::Longhands(all) => Some(
            all.iter()
                .map(|(name, value)| format!("{name}: {value}"))
                .collect::<Vec<_>>()
                .join("; "),
        ),
    }
}
