//! What a tokenMapping key means in CSS: each property as the CSS properties it sets (from the
//! one vocabulary, `crate::properties`, plus CSS's own property names), and each state as the
//! selectors the platform uses for it. The tables are the reference docs/styles.md shows;
//! names are compared after `naming::match_key`, so `paddingX`, `padding-x` and `padding_x` are
//! one.

use crate::naming::match_key;
use crate::tokens::TokenType;

/// How one spec property is written in CSS.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Property {
    /// The CSS properties that get the token's value (`size` sets `width` and `height`).
    pub(crate) css: Vec<&'static str>,
    /// A pseudo-element the declaration goes on (`placeholderColor` → `::placeholder`).
    pub(crate) pseudo_element: Option<&'static str>,
    /// Whether the property is in the vocabulary; one outside it is written kebab-cased and
    /// noted.
    pub(crate) known: bool,
}

/// Whether `property` (a spec property) takes a `typography` token's longhands: the
/// vocabulary's typography family (`typography`, `textStyle`, `font`).
pub(crate) fn is_typography(property: &str) -> bool {
    crate::properties::property(property).is_some_and(|p| p.types == [TokenType::Typography])
}

/// How `property` is written for a token of type `ty`: the vocabulary's CSS properties, else a
/// CSS property's own name in any spelling (`min-height`, `fontSize`), else unknown.
pub(crate) fn property(property: &str, ty: Option<TokenType>) -> Property {
    let key = match_key(property);
    let known = |css: Vec<&'static str>| Property {
        css,
        pseudo_element: None,
        known: true,
    };
    if key == "placeholdercolor" {
        return Property {
            css: vec!["color"],
            pseudo_element: Some("::placeholder"),
            known: true,
        };
    }
    if key == "background" && ty == Some(TokenType::Gradient) {
        return known(vec!["background-image"]);
    }
    if let Some(found) = crate::properties::property(property).filter(|p| !p.css.is_empty()) {
        return known(found.css.to_vec());
    }
    match CSS_PROPERTIES.iter().find(|css| match_key(css) == key) {
        Some(css) => known(vec![css]),
        None => Property {
            css: Vec::new(),
            pseudo_element: None,
            known: false,
        },
    }
}

/// CSS properties a spec names in camelCase (`fontSize` → `font-size`).
const CSS_PROPERTIES: &[&str] = &[
    "padding",
    "padding-top",
    "padding-right",
    "padding-bottom",
    "padding-left",
    "padding-inline",
    "padding-block",
    "padding-inline-start",
    "padding-inline-end",
    "padding-block-start",
    "padding-block-end",
    "margin",
    "margin-top",
    "margin-right",
    "margin-bottom",
    "margin-left",
    "margin-inline",
    "margin-block",
    "inset",
    "gap",
    "row-gap",
    "column-gap",
    "border-radius",
    "width",
    "height",
    "min-width",
    "max-width",
    "min-height",
    "max-height",
    "border-width",
    "outline-width",
    "outline-offset",
    "font-size",
    "letter-spacing",
    "font-family",
    "font-weight",
    "line-height",
    "opacity",
    "z-index",
    "box-shadow",
    "border",
    "transition",
    "transition-duration",
    "transition-delay",
    "transition-timing-function",
];

/// The selectors of `state`, or `None` for a state the platform has no form for (the caller
/// writes `[data-state~="<state>"]` and notes it).
pub(crate) fn state(state: &str) -> Option<&'static [&'static str]> {
    crate::states::state(state).map(|state| state.selectors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_and_states_have_their_css_forms() {
        assert_eq!(property("fontSize", None).css, ["font-size"]);
        assert_eq!(property("min-height", None).css, ["min-height"]);
        assert_eq!(property("paddingX", None).css, ["padding-inline"]);
        assert_eq!(property("size", None).css, ["width", "height"]);
        assert_eq!(
            property("background", Some(TokenType::Gradient)).css,
            ["background-image"]
        );
        let placeholder = property("placeholderColor", Some(TokenType::Color));
        assert_eq!(placeholder.pseudo_element, Some("::placeholder"));
        assert!(!property("glow", None).known);
        assert_eq!(state("focus-visible"), state("focus"));
        assert!(state("closing").is_none());
    }
}
