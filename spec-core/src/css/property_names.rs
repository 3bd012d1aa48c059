//! What a tokenMapping property means in CSS: the CSS properties it sets, from the one
//! vocabulary (`crate::properties`), else CSS's own property names in any spelling. Names are
//! compared after `naming::match_key`, so `paddingX`, `padding-x` and `padding_x` are one.
//! (A state's selectors are `crate::states`'.)

use crate::naming::match_key;
use crate::tokens::TokenType;

/// Whether `property` (a spec property) takes a `typography` token's longhands: the
/// vocabulary's typography family (`typography`, `textStyle`, `font`).
pub(crate) fn is_typography(property: &str) -> bool {
    crate::properties::property(property).is_some_and(|p| p.types == [TokenType::Typography])
}

/// How `property` is written for a token of type `ty`: the CSS properties it sets and the
/// pseudo-element they go on, from the vocabulary's row, else a CSS property's own name in any
/// spelling (`min-height`, `fontSize`); `None` for a name that is neither.
pub(crate) fn css(
    property: &str,
    ty: Option<TokenType>,
) -> Option<(&'static [&'static str], Option<&'static str>)> {
    if let Some(found) = crate::properties::property(property).filter(|p| !p.css.is_empty()) {
        return Some((found.css_for(ty), found.pseudo_element));
    }
    let key = match_key(property);
    let own = CSS_PROPERTIES
        .iter()
        .position(|css| match_key(css) == key)?;
    Some((std::slice::from_ref(&CSS_PROPERTIES[own]), None))
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

/// The computed CSS longhands a visual baseline keeps for each part
/// (`uispec_core::checks::visual`), each with its initial value in Chromium: a property at that value is left out, so an entry lists what the part sets.
pub const TRACKED: &[(&str, &str)] = &[
    ("display", "inline"),
    ("width", "auto"),
    ("height", "auto"),
    ("color", ""),
    ("background-color", "rgba(0, 0, 0, 0)"),
    ("background-image", "none"),
    ("border-top-width", "0px"),
    ("border-right-width", "0px"),
    ("border-bottom-width", "0px"),
    ("border-left-width", "0px"),
    ("border-top-style", "none"),
    ("border-right-style", "none"),
    ("border-bottom-style", "none"),
    ("border-left-style", "none"),
    ("border-top-color", ""),
    ("border-right-color", ""),
    ("border-bottom-color", ""),
    ("border-left-color", ""),
    ("border-top-left-radius", "0px"),
    ("border-top-right-radius", "0px"),
    ("border-bottom-right-radius", "0px"),
    ("border-bottom-left-radius", "0px"),
    ("padding-top", "0px"),
    ("padding-right", "0px"),
    ("padding-bottom", "0px"),
    ("padding-left", "0px"),
    ("row-gap", "normal"),
    ("column-gap", "normal"),
    ("font-family", ""),
    ("font-size", ""),
    ("font-weight", "400"),
    ("line-height", "normal"),
    ("letter-spacing", "normal"),
    ("text-decoration-line", "none"),
    ("box-shadow", "none"),
    ("outline-style", "none"),
    ("outline-width", "3px"),
    ("outline-color", ""),
    ("outline-offset", "0px"),
    ("opacity", "1"),
];

/// Those of [`TRACKED`] an element inherits from its parent unless a rule gives its own.
pub const INHERITED: &[&str] = &[
    "color",
    "font-family",
    "font-size",
    "font-weight",
    "line-height",
    "letter-spacing",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn properties_have_their_css_forms() {
        let sets = |name, ty| css(name, ty).map(|(css, _)| css);
        assert_eq!(sets("fontSize", None), Some(&["font-size"][..]));
        assert_eq!(sets("min-height", None), Some(&["min-height"][..]));
        assert_eq!(sets("paddingX", None), Some(&["padding-inline"][..]));
        assert_eq!(sets("size", None), Some(&["width", "height"][..]));
        let gradient = sets("background", Some(TokenType::Gradient));
        assert_eq!(gradient, Some(&["background-image"][..]));
        let placeholder = css("placeholderColor", Some(TokenType::Color));
        assert_eq!(placeholder.and_then(|(_, on)| on), Some("::placeholder"));
        assert!(css("glow", None).is_none());
    }
}
