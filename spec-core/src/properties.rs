//! The tokenMapping property vocabulary, in one table: each property as specs spell it, the
//! token types that fit it (`token-type-mismatch`), the CSS properties it sets (`uispec css`),
//! whether the language server offers it in completion (the other rows are accepted
//! spellings of the same thing), and what it paints ([`Paint`], for the contrast rules). Names are compared after [`match_key`], so `borderColor`,
//! `border-color` and `border_color` are one; the `padding…`, `margin…` and `inset…` families
//! fit dimensions whatever their side (`paddingTop`). A property outside the table is open:
//! its tokens are not type-checked, and CSS writes it kebab-cased (a note says so). docs/styles.md
//! shows the table.

use crate::naming::match_key;
use crate::tokens::TokenType as T;

/// One property of the vocabulary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct Property {
    /// As specs spell it (`borderColor`).
    pub name: &'static str,
    /// The token types that fit it.
    pub types: &'static [T],
    /// The CSS properties that get the token's value (`size` sets `width` and `height`); empty
    /// for the typography family, whose token is written as its longhands.
    pub css: &'static [&'static str],
    /// Whether completion offers it; `false` for a second spelling (`boxShadow` of `shadow`).
    pub offered: bool,
    /// What it paints, for the contrast rules.
    pub paint: Paint,
    /// The pseudo-element the declaration goes on (`placeholderColor` → `::placeholder`).
    pub pseudo_element: Option<&'static str>,
    /// The CSS properties a gradient token sets instead of [`Property::css`] (`background`
    /// with a gradient sets `background-image`); empty when the same.
    pub gradient_css: &'static [&'static str],
    /// The row this one is another spelling of (`textColor` of `color`).
    pub same_as: Option<&'static str>,
}

impl Property {
    const fn on(mut self, pseudo_element: &'static str) -> Property {
        self.pseudo_element = Some(pseudo_element);
        self
    }

    const fn same_as(mut self, name: &'static str) -> Property {
        self.same_as = Some(name);
        self
    }

    const fn gradient(mut self, css: &'static [&'static str]) -> Property {
        self.gradient_css = css;
        self
    }

    /// The CSS properties a token of type `ty` sets.
    pub fn css_for(&self, ty: Option<T>) -> &'static [&'static str] {
        match ty {
            Some(T::Gradient) if !self.gradient_css.is_empty() => self.gradient_css,
            _ => self.css,
        }
    }

    /// Whether the property styles text, so its part shows text: a text colour, the
    /// typography family, or a font, line-height or letter-spacing property.
    pub fn styles_text(&self) -> bool {
        self.paint == Paint::Text
            || self.types == [T::Typography]
            || (self.css.iter()).any(|css| {
                css.starts_with("font-") || matches!(*css, "line-height" | "letter-spacing")
            })
    }

    /// The row this one is another spelling of, itself when none: two entries of one part
    /// whose properties have the same override each other (`color` and `textColor`).
    pub fn canonical(&'static self) -> &'static Property {
        self.same_as.and_then(property).unwrap_or(self)
    }
}

/// What a colour property paints, as the contrast rules read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Paint {
    /// Text: its colour against the background behind it (`contrast-text`).
    Text,
    /// The part's background, behind its text and its parts.
    Background,
    /// A boundary that identifies a control (a border, a focus outline).
    Boundary,
    /// Not a colour the contrast rules compare (a size, an icon's fill, a shadow).
    Other,
}

const fn p(
    name: &'static str,
    types: &'static [T],
    css: &'static [&'static str],
    offered: bool,
    paint: Paint,
) -> Property {
    Property {
        name,
        types,
        css,
        offered,
        paint,
        pseudo_element: None,
        gradient_css: &[],
        same_as: None,
    }
}

/// The vocabulary, offered properties first, in the order completion lists them.
pub const PROPERTIES: &[Property] = &[
    p(
        "background",
        &[T::Color, T::Gradient],
        &["background-color"],
        true,
        Paint::Background,
    )
    .gradient(&["background-image"]),
    p(
        "backgroundImage",
        &[T::Gradient],
        &["background-image"],
        true,
        Paint::Other,
    ),
    p("color", &[T::Color], &["color"], true, Paint::Text),
    p("textColor", &[T::Color], &["color"], true, Paint::Text).same_as("color"),
    p("iconColor", &[T::Color], &["color"], true, Paint::Other),
    p(
        "borderColor",
        &[T::Color],
        &["border-color"],
        true,
        Paint::Boundary,
    ),
    p(
        "outlineColor",
        &[T::Color],
        &["outline-color"],
        true,
        Paint::Boundary,
    ),
    p(
        "placeholderColor",
        &[T::Color],
        &["color"],
        true,
        Paint::Text,
    )
    .on("::placeholder"),
    p(
        "caretColor",
        &[T::Color],
        &["caret-color"],
        true,
        Paint::Other,
    ),
    p("fill", &[T::Color], &["fill"], true, Paint::Other),
    p("stroke", &[T::Color], &["stroke"], true, Paint::Other),
    p("gap", &[T::Dimension], &["gap"], true, Paint::Other),
    p("rowGap", &[T::Dimension], &["row-gap"], true, Paint::Other),
    p(
        "columnGap",
        &[T::Dimension],
        &["column-gap"],
        true,
        Paint::Other,
    ),
    p("padding", &[T::Dimension], &["padding"], true, Paint::Other),
    p(
        "paddingX",
        &[T::Dimension],
        &["padding-inline"],
        true,
        Paint::Other,
    ),
    p(
        "paddingY",
        &[T::Dimension],
        &["padding-block"],
        true,
        Paint::Other,
    ),
    p("margin", &[T::Dimension], &["margin"], true, Paint::Other),
    p(
        "marginX",
        &[T::Dimension],
        &["margin-inline"],
        true,
        Paint::Other,
    ),
    p(
        "marginY",
        &[T::Dimension],
        &["margin-block"],
        true,
        Paint::Other,
    ),
    p("inset", &[T::Dimension], &["inset"], true, Paint::Other),
    p(
        "radius",
        &[T::Dimension],
        &["border-radius"],
        true,
        Paint::Other,
    ),
    p(
        "borderRadius",
        &[T::Dimension],
        &["border-radius"],
        true,
        Paint::Other,
    ),
    p("width", &[T::Dimension], &["width"], true, Paint::Other),
    p("height", &[T::Dimension], &["height"], true, Paint::Other),
    p(
        "minWidth",
        &[T::Dimension],
        &["min-width"],
        true,
        Paint::Other,
    ),
    p(
        "maxWidth",
        &[T::Dimension],
        &["max-width"],
        true,
        Paint::Other,
    ),
    p(
        "minHeight",
        &[T::Dimension],
        &["min-height"],
        true,
        Paint::Other,
    ),
    p(
        "maxHeight",
        &[T::Dimension],
        &["max-height"],
        true,
        Paint::Other,
    ),
    p(
        "size",
        &[T::Dimension],
        &["width", "height"],
        true,
        Paint::Other,
    ),
    p(
        "borderWidth",
        &[T::Dimension],
        &["border-width"],
        true,
        Paint::Other,
    ),
    p(
        "outlineWidth",
        &[T::Dimension],
        &["outline-width"],
        true,
        Paint::Other,
    ),
    p(
        "outlineOffset",
        &[T::Dimension],
        &["outline-offset"],
        true,
        Paint::Other,
    ),
    p(
        "fontSize",
        &[T::Dimension],
        &["font-size"],
        true,
        Paint::Other,
    ),
    p(
        "letterSpacing",
        &[T::Dimension],
        &["letter-spacing"],
        true,
        Paint::Other,
    ),
    p(
        "fontFamily",
        &[T::FontFamily],
        &["font-family"],
        true,
        Paint::Other,
    ),
    p(
        "fontWeight",
        &[T::FontWeight],
        &["font-weight"],
        true,
        Paint::Other,
    ),
    p(
        "lineHeight",
        &[T::Number, T::Dimension],
        &["line-height"],
        true,
        Paint::Other,
    ),
    p("opacity", &[T::Number], &["opacity"], true, Paint::Other),
    p("zIndex", &[T::Number], &["z-index"], true, Paint::Other),
    p("shadow", &[T::Shadow], &["box-shadow"], true, Paint::Other),
    p(
        "elevation",
        &[T::Shadow],
        &["box-shadow"],
        true,
        Paint::Other,
    ),
    p("typography", &[T::Typography], &[], true, Paint::Other),
    p("border", &[T::Border], &["border"], true, Paint::Other),
    p(
        "borderStyle",
        &[T::StrokeStyle],
        &["border-style"],
        true,
        Paint::Other,
    ),
    p(
        "transition",
        &[T::Transition],
        &["transition"],
        true,
        Paint::Other,
    ),
    p(
        "duration",
        &[T::Duration],
        &["transition-duration"],
        true,
        Paint::Other,
    ),
    p(
        "delay",
        &[T::Duration],
        &["transition-delay"],
        true,
        Paint::Other,
    ),
    p(
        "easing",
        &[T::CubicBezier],
        &["transition-timing-function"],
        true,
        Paint::Other,
    ),
    p(
        "gradient",
        &[T::Gradient],
        &["background-image"],
        true,
        Paint::Other,
    ),
    p(
        "backgroundColor",
        &[T::Color],
        &["background-color"],
        false,
        Paint::Background,
    )
    .same_as("background"),
    p(
        "boxShadow",
        &[T::Shadow],
        &["box-shadow"],
        false,
        Paint::Other,
    )
    .same_as("shadow"),
    p("textStyle", &[T::Typography], &[], false, Paint::Other).same_as("typography"),
    p("font", &[T::Typography], &[], false, Paint::Other).same_as("typography"),
    p(
        "strokeStyle",
        &[T::StrokeStyle],
        &["border-style"],
        false,
        Paint::Other,
    ),
    p(
        "transitionDuration",
        &[T::Duration],
        &["transition-duration"],
        false,
        Paint::Other,
    ),
    p(
        "timingFunction",
        &[T::CubicBezier],
        &["transition-timing-function"],
        false,
        Paint::Other,
    ),
    p(
        "insetX",
        &[T::Dimension],
        &["inset-inline"],
        false,
        Paint::Other,
    ),
    p(
        "insetY",
        &[T::Dimension],
        &["inset-block"],
        false,
        Paint::Other,
    ),
];

/// Families whose every side fits dimensions (`paddingTop`, `margin-inline-end`, `insetBlock`).
const FAMILIES: &[&str] = &["padding", "margin", "inset"];

/// The vocabulary's entry for `property` (any spelling), if it has one.
///
/// ```
/// use uispec_core::properties::property;
///
/// assert_eq!(property("border-color").unwrap().css, ["border-color"]);
/// assert_eq!(property("box_shadow").unwrap().name, "boxShadow");
/// assert!(property("paddingTop").is_none());
/// ```
pub fn property(property: &str) -> Option<&'static Property> {
    let mut buffer = [0; 32];
    let owned;
    let key = match crate::naming::match_key_in(property, &mut buffer) {
        Some(key) => key,
        None => {
            owned = match_key(property);
            owned.as_str()
        }
    };
    find(key)
}

/// The entry whose name has the match key `key`: a scan of 59 short names, each compared byte
/// by byte and mostly refused at its first (this runs for every mapped entry).
fn find(key: &str) -> Option<&'static Property> {
    PROPERTIES.iter().find(|p| {
        let mut name = (p.name.bytes())
            .filter(|b| !matches!(b, b'_' | b'-' | b' '))
            .map(|b| b.to_ascii_lowercase());
        key.bytes().all(|k| name.next() == Some(k)) && name.next().is_none()
    })
}

/// The token types that fit `property`, or `None` for a property outside the vocabulary.
///
/// ```
/// use uispec_core::properties::types;
/// use uispec_core::tokens::TokenType;
///
/// assert_eq!(types("border-color"), Some(&[TokenType::Color][..]));
/// assert_eq!(types("paddingTop"), Some(&[TokenType::Dimension][..]));
/// assert_eq!(types("cursor"), None);
/// ```
pub fn types(name: &str) -> Option<&'static [T]> {
    if let Some(found) = property(name) {
        return Some(found.types);
    }
    let key = match_key(name);
    let family = FAMILIES.iter().find(|family| key.starts_with(*family))?;
    find(family).map(|p| p.types)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tokens::TokenType;

    #[test]
    fn property_types_cover_the_presets_vocabulary() {
        for property in [
            "background",
            "textColor",
            "borderColor",
            "outlineColor",
            "placeholderColor",
        ] {
            assert_eq!(
                types(property),
                Some(&[TokenType::Color][..])
                    .filter(|_| property != "background")
                    .or(types("background")),
                "{property}"
            );
        }
        for property in [
            "paddingX",
            "paddingY",
            "gap",
            "height",
            "minHeight",
            "width",
            "size",
            "radius",
            "borderWidth",
            "outlineWidth",
            "fontSize",
        ] {
            assert_eq!(
                types(property),
                Some(&[TokenType::Dimension][..]),
                "{property}"
            );
        }
        assert_eq!(types("font-weight"), Some(&[TokenType::FontWeight][..]));
        assert_eq!(
            types("lineHeight"),
            Some(&[TokenType::Number, TokenType::Dimension][..])
        );
    }

    #[test]
    fn every_name_is_one_property_and_every_offered_one_fits_a_type() {
        for (i, entry) in PROPERTIES.iter().enumerate() {
            assert_eq!(property(entry.name).map(|p| p.name), Some(entry.name));
            let later = &PROPERTIES[i + 1..];
            assert!(
                later
                    .iter()
                    .all(|other| match_key(other.name) != match_key(entry.name)),
                "{} twice",
                entry.name
            );
            assert!(!entry.types.is_empty(), "{}", entry.name);
            // Another spelling names a row that is no other spelling, and sets what it sets.
            if let Some(name) = entry.same_as {
                let canonical = property(name).unwrap_or_else(|| panic!("{name}"));
                assert!(canonical.same_as.is_none(), "{name}");
                assert_eq!(
                    (canonical.css, canonical.paint),
                    (entry.css, entry.paint),
                    "{}",
                    entry.name
                );
            }
        }
        let text: Vec<&str> = (PROPERTIES.iter())
            .filter(|p| p.paint == Paint::Text)
            .map(|p| p.name)
            .collect();
        assert_eq!(text, ["color", "textColor", "placeholderColor"]);
        let styles_text = |name| property(name).is_some_and(Property::styles_text);
        for name in [
            "color",
            "placeholderColor",
            "fontSize",
            "typography",
            "letterSpacing",
        ] {
            assert!(styles_text(name), "{name}");
        }
        for name in ["background", "iconColor", "gap", "borderColor"] {
            assert!(!styles_text(name), "{name}");
        }
        assert_eq!(
            property("background").map(|p| p.paint),
            Some(Paint::Background)
        );
        assert_eq!(
            property("borderColor").map(|p| p.paint),
            Some(Paint::Boundary)
        );
        let offered = PROPERTIES.iter().take_while(|p| p.offered).count();
        assert!(
            PROPERTIES[offered..].iter().all(|p| !p.offered),
            "offered ones first"
        );
    }
}
