//! The `tokenMapping` grammar, parsed into typed forms with the byte
//! range of every piece, so a finding can point at the exact part of a key.
//!
//! Key: `part.property[:state][axis=value]…` — a part and a property separated by a dot, an
//! optional `:state`, then zero or more `[axis=value]` selectors, each axis at most once (more
//! than one selector is uispec's documented extension). Value: exactly one W3C DTCG reference,
//! `{group.token}`, read with the token engine's own reference parser.
//!
//! ```
//! use uispec_core::token_mapping::{MappingKey, parse_reference};
//!
//! let key = MappingKey::parse("root.background:hover[variant=primary]").unwrap();
//! assert_eq!((key.part.text, key.property.text), ("root", "background"));
//! assert_eq!(key.state.as_ref().map(|s| s.text), Some("hover"));
//! assert_eq!(key.selectors[0].1.span, 30..37); // `primary`
//! assert_eq!(parse_reference("{color.action.primary.background}").unwrap(), ["color", "action", "primary", "background"]);
//! let error = MappingKey::parse("root.background[variant]").unwrap_err();
//! assert_eq!(error.span, 15..24);
//! assert!(error.message.contains("part.property[:state][axis=value]"));
//! ```

use std::fmt;
use std::ops::Range;

/// The grammar, shown in error messages.
pub const KEY_GRAMMAR: &str = "part.property[:state][axis=value]";

/// A piece of a key and its byte range within the key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece<'k> {
    /// The text.
    pub text: &'k str,
    /// Its range in the key string.
    pub span: Range<usize>,
}

/// A parsed tokenMapping key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MappingKey<'k> {
    /// The anatomy part (`root`).
    pub part: Piece<'k>,
    /// The styled property (`background`).
    pub property: Piece<'k>,
    /// The state after `:` (`hover`).
    pub state: Option<Piece<'k>>,
    /// `[axis=value]` selectors, in order.
    pub selectors: Vec<(Piece<'k>, Piece<'k>)>,
}

/// The key in its written form, `part.property[:state][axis=value]…`: what [`MappingKey::parse`]
/// reads back to the same pieces (tools that write keys, such as a code action, print them so).
impl fmt::Display for MappingKey<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.part.text, self.property.text)?;
        if let Some(state) = &self.state {
            write!(f, ":{}", state.text)?;
        }
        for (axis, value) in &self.selectors {
            write!(f, "[{}={}]", axis.text, value.text)?;
        }
        Ok(())
    }
}

/// Why a key or value does not follow the grammar: what is wrong, and where (a byte range in
/// the key or value string).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrammarError {
    /// The message, which shows the grammar.
    pub message: String,
    /// The offending part of the string.
    pub span: Range<usize>,
}

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for GrammarError {}

// Byte-level on purpose: every tokenMapping key of every spec is parsed on each validation
// (40,000 keys in a 1,000-spec project), and names are ASCII: a non-ASCII byte fails both tests
// exactly as its character would.
fn is_ident(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes
        .first()
        .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-'))
}

fn is_value(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// The first `byte` in `text[from..to]`, as an index into `text`. A plain loop: for strings
/// this short it beats `str::find`'s searcher.
fn find_byte(text: &str, byte: u8, from: usize, to: usize) -> Option<usize> {
    text.as_bytes()[from..to]
        .iter()
        .position(|b| *b == byte)
        .map(|p| from + p)
}

fn piece(key: &str, range: Range<usize>) -> Piece<'_> {
    Piece {
        text: &key[range.clone()],
        span: range,
    }
}

impl<'k> MappingKey<'k> {
    /// Parses a key.
    pub fn parse(key: &'k str) -> Result<Self, GrammarError> {
        let error = |what: &str, span: Range<usize>| GrammarError {
            message: format!("{what}; expected `{KEY_GRAMMAR}`"),
            span,
        };
        let head_end = find_byte(key, b'[', 0, key.len()).unwrap_or(key.len());
        let (path_end, state) = match find_byte(key, b':', 0, head_end) {
            Some(colon) => {
                let state = piece(key, colon + 1..head_end);
                if !is_ident(state.text) {
                    return Err(error("the state after `:` is not a name", colon..head_end));
                }
                (colon, Some(state))
            }
            None => (head_end, None),
        };
        let Some(dot) = find_byte(key, b'.', 0, path_end) else {
            return Err(error("no `.` between part and property", 0..path_end));
        };
        let (part, property) = (piece(key, 0..dot), piece(key, dot + 1..path_end));
        if !is_ident(part.text) {
            return Err(error("the part is not a name", part.span));
        }
        if !is_ident(property.text) {
            return Err(error("the property is not a name", property.span));
        }
        let mut selectors: Vec<(Piece<'k>, Piece<'k>)> = Vec::new();
        let mut at = head_end;
        while at < key.len() {
            if key.as_bytes()[at] != b'[' {
                return Err(error("unexpected text after a selector", at..key.len()));
            }
            let Some(close) = find_byte(key, b']', at, key.len()) else {
                return Err(error("a `[` is never closed", at..key.len()));
            };
            let Some(equals) = find_byte(key, b'=', at, close) else {
                return Err(error("a selector has no `=`", at..close + 1));
            };
            let (axis, value) = (piece(key, at + 1..equals), piece(key, equals + 1..close));
            if !is_ident(axis.text) || !is_value(value.text) {
                return Err(error("a selector is not `[axis=value]`", at..close + 1));
            }
            if selectors.iter().any(|(seen, _)| seen.text == axis.text) {
                return Err(GrammarError {
                    message: format!("the axis `{}` is selected twice", axis.text),
                    span: at..close + 1,
                });
            }
            selectors.push((axis, value));
            at = close + 1;
        }
        Ok(MappingKey {
            part,
            property,
            state,
            selectors,
        })
    }
}

use crate::tokens::TokenType;

/// Which token types fit a styled property, for the warning when a mapping points at a token
/// that cannot style it. Properties are compared after `naming::match_key` (so `borderColor`,
/// `border-color` and `border_color` are one), and the `padding…`, `margin…`, `inset…` families
/// by prefix. The set of properties is open: any other name gets no check.
pub const PROPERTY_TYPES: &[(&str, &[TokenType])] = &[
    ("background", &[TokenType::Color, TokenType::Gradient]),
    ("backgroundcolor", &[TokenType::Color]),
    ("backgroundimage", &[TokenType::Gradient]),
    ("color", &[TokenType::Color]),
    ("textcolor", &[TokenType::Color]),
    ("bordercolor", &[TokenType::Color]),
    ("outlinecolor", &[TokenType::Color]),
    ("placeholdercolor", &[TokenType::Color]),
    ("iconcolor", &[TokenType::Color]),
    ("caretcolor", &[TokenType::Color]),
    ("fill", &[TokenType::Color]),
    ("stroke", &[TokenType::Color]),
    ("padding", &[TokenType::Dimension]),
    ("margin", &[TokenType::Dimension]),
    ("inset", &[TokenType::Dimension]),
    ("gap", &[TokenType::Dimension]),
    ("rowgap", &[TokenType::Dimension]),
    ("columngap", &[TokenType::Dimension]),
    ("radius", &[TokenType::Dimension]),
    ("borderradius", &[TokenType::Dimension]),
    ("width", &[TokenType::Dimension]),
    ("height", &[TokenType::Dimension]),
    ("minwidth", &[TokenType::Dimension]),
    ("maxwidth", &[TokenType::Dimension]),
    ("minheight", &[TokenType::Dimension]),
    ("maxheight", &[TokenType::Dimension]),
    ("size", &[TokenType::Dimension]),
    ("borderwidth", &[TokenType::Dimension]),
    ("outlinewidth", &[TokenType::Dimension]),
    ("outlineoffset", &[TokenType::Dimension]),
    ("fontsize", &[TokenType::Dimension]),
    ("letterspacing", &[TokenType::Dimension]),
    ("fontfamily", &[TokenType::FontFamily]),
    ("fontweight", &[TokenType::FontWeight]),
    ("lineheight", &[TokenType::Number, TokenType::Dimension]),
    ("opacity", &[TokenType::Number]),
    ("zindex", &[TokenType::Number]),
    ("shadow", &[TokenType::Shadow]),
    ("boxshadow", &[TokenType::Shadow]),
    ("elevation", &[TokenType::Shadow]),
    ("typography", &[TokenType::Typography]),
    ("textstyle", &[TokenType::Typography]),
    ("font", &[TokenType::Typography]),
    ("border", &[TokenType::Border]),
    ("borderstyle", &[TokenType::StrokeStyle]),
    ("strokestyle", &[TokenType::StrokeStyle]),
    ("transition", &[TokenType::Transition]),
    ("duration", &[TokenType::Duration]),
    ("transitionduration", &[TokenType::Duration]),
    ("delay", &[TokenType::Duration]),
    ("easing", &[TokenType::CubicBezier]),
    ("timingfunction", &[TokenType::CubicBezier]),
    ("gradient", &[TokenType::Gradient]),
];

/// Property families matched by prefix (`paddingX`, `margin-top`, `insetBlock`).
const PREFIXES: &[&str] = &["padding", "margin", "inset"];

/// The token types that fit `property`, or `None` for a property uispec does not know.
///
/// ```
/// use uispec_core::token_mapping::property_types;
/// use uispec_core::tokens::TokenType;
///
/// assert_eq!(property_types("border-color"), Some(&[TokenType::Color][..]));
/// assert_eq!(property_types("paddingX"), Some(&[TokenType::Dimension][..]));
/// assert_eq!(property_types("cursor"), None);
/// ```
pub fn property_types(property: &str) -> Option<&'static [TokenType]> {
    let mut buffer = [0; 32];
    let owned;
    let key = match crate::naming::match_key_in(property, &mut buffer) {
        Some(key) => key,
        None => {
            owned = crate::naming::match_key(property);
            owned.as_str()
        }
    };
    let exact = PROPERTY_TYPES.iter().find(|(name, _)| *name == key);
    let family = || {
        PREFIXES
            .iter()
            .find(|prefix| key.starts_with(*prefix))
            .and_then(|prefix| PROPERTY_TYPES.iter().find(|(n, _)| n == prefix))
    };
    exact.or_else(family).map(|(_, types)| *types)
}

/// Parses a tokenMapping value: exactly one DTCG curly-brace reference. Returns the path
/// segments.
pub fn parse_reference(value: &str) -> Result<Vec<&str>, GrammarError> {
    crate::tokens::reference::parse_curly(value).map_err(|problem| GrammarError {
        message: format!(
            "{problem}; a tokenMapping value is one reference, e.g. `{{color.text.default}}`"
        ),
        span: 0..value.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        let key = MappingKey::parse("label.fontSize[size=sm][variant=primary]").unwrap();
        let selectors: Vec<(&str, &str)> = key
            .selectors
            .iter()
            .map(|(a, v)| (a.text, v.text))
            .collect();
        assert_eq!(selectors, [("size", "sm"), ("variant", "primary")]);
        assert_eq!(MappingKey::parse("root.gap").unwrap().state, None);
        for (bad, span) in [
            ("root", 0..4),
            ("root.", 5..5),
            (".x", 0..0),
            ("root.bg:", 7..8),
            ("root.bg[size]", 7..13),
            ("root.bg[size=sm", 7..15),
            ("root.bg[a=b][a=c]", 12..17),
            ("root.bg[a=b]x", 12..13),
            ("1root.bg", 0..5),
        ] {
            assert_eq!(
                MappingKey::parse(bad).map_err(|e| e.span),
                Err(span),
                "{bad}"
            );
        }
    }

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
                property_types(property),
                Some(&[TokenType::Color][..])
                    .filter(|_| property != "background")
                    .or(property_types("background")),
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
                property_types(property),
                Some(&[TokenType::Dimension][..]),
                "{property}"
            );
        }
        assert_eq!(
            property_types("font-weight"),
            Some(&[TokenType::FontWeight][..])
        );
        assert_eq!(
            property_types("lineHeight"),
            Some(&[TokenType::Number, TokenType::Dimension][..])
        );
    }

    #[test]
    fn references() {
        assert!(parse_reference("color.text").is_err());
        assert!(parse_reference("{color..text}").is_err());
        assert!(parse_reference("{a}{b}").is_err());
        assert_eq!(parse_reference("{space.2}").unwrap(), ["space", "2"]);
        assert!(
            parse_reference("{color.red.$value}")
                .unwrap_err()
                .message
                .contains("remove `.$value`")
        );
    }
}
