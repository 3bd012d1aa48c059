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

/// The byte ranges of a parsed key, kept in place of its pieces so the parsed form does not
/// borrow the key.
#[derive(Debug, Clone)]
struct KeyShape {
    part: Range<usize>,
    property: Range<usize>,
    state: Option<Range<usize>>,
    selectors: Vec<(Range<usize>, Range<usize>)>,
}

impl KeyShape {
    fn of(key: &MappingKey<'_>) -> KeyShape {
        KeyShape {
            part: key.part.span.clone(),
            property: key.property.span.clone(),
            state: key.state.as_ref().map(|s| s.span.clone()),
            selectors: (key.selectors.iter())
                .map(|(axis, value)| (axis.span.clone(), value.span.clone()))
                .collect(),
        }
    }

    /// The pieces again, over the key they were parsed from.
    fn on<'k>(&self, key: &'k str) -> MappingKey<'k> {
        MappingKey {
            part: piece(key, self.part.clone()),
            property: piece(key, self.property.clone()),
            state: self.state.clone().map(|span| piece(key, span)),
            selectors: (self.selectors.iter())
                .map(|(axis, value)| (piece(key, axis.clone()), piece(key, value.clone())))
                .collect(),
        }
    }
}

/// A spec's tokenMapping, each key and value parsed once, in the mapping's order: the pieces
/// and reference segments as byte ranges (or why they do not follow the grammar). A
/// [`SpecDocument`](crate::reader::SpecDocument) keeps one ([`mapping`](crate::reader::SpecDocument::mapping)),
/// so the checks, the stylesheet, the uses of tokens, the documentation site and the language
/// server's colours and references read the same parse. Two places parse a key themselves, on
/// purpose: completion reads the one key under the cursor in the editor's text, which is newer
/// than any spec the session read; `spec:infer --merge` reads the keys of a spec it has just
/// merged, which no file holds.
#[derive(Debug, Clone, Default)]
pub struct ParsedMapping {
    entries: Vec<ParsedEntry>,
}

/// One entry's key shape and reference segments (ranges into the value), or their errors.
type ParsedEntry = (
    Result<KeyShape, GrammarError>,
    Result<Vec<Range<usize>>, GrammarError>,
);

/// One tokenMapping entry, parsed: what [`ParsedMapping`] hands out.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct MappingEntry<'d> {
    /// The key as written.
    pub key: &'d str,
    /// The value as written.
    pub value: &'d str,
    /// The key's pieces, or why it does not follow the grammar.
    pub parsed: Result<MappingKey<'d>, &'d GrammarError>,
    /// The reference's path segments, or why the value is not one reference.
    pub reference: Result<Vec<&'d str>, &'d GrammarError>,
}

impl ParsedMapping {
    /// Parses every entry of `mapping`.
    pub(crate) fn parse(mapping: &crate::ordered::OrderedMap<String, String>) -> ParsedMapping {
        let entries = mapping
            .iter()
            .map(|(key, value)| {
                let shape = MappingKey::parse(key).map(|k| KeyShape::of(&k));
                // Segments are slices of `value`: their offsets are where they start in it.
                let start = value.as_ptr() as usize;
                let reference = parse_reference(value).map(|segments| {
                    (segments.iter())
                        .map(|s| {
                            (s.as_ptr() as usize - start)..(s.as_ptr() as usize - start + s.len())
                        })
                        .collect()
                });
                (shape, reference)
            })
            .collect();
        ParsedMapping { entries }
    }

    /// The entries of `mapping`, which must be the map this was parsed from.
    pub(crate) fn entries<'d>(
        &'d self,
        mapping: &'d crate::ordered::OrderedMap<String, String>,
    ) -> impl Iterator<Item = MappingEntry<'d>> {
        mapping
            .iter()
            .zip(&self.entries)
            .map(|((key, value), (shape, reference))| MappingEntry {
                key,
                value,
                parsed: shape.as_ref().map(|shape| shape.on(key)),
                reference: reference
                    .as_ref()
                    .map(|spans| spans.iter().map(|span| &value[span.clone()]).collect()),
            })
    }
}

/// Parses a tokenMapping value: exactly one DTCG curly-brace reference. Returns the path
/// segments.
pub fn parse_reference(value: &str) -> Result<Vec<&str>, GrammarError> {
    crate::reference::parse_curly(value).map_err(|problem| GrammarError {
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
    fn a_kept_parse_gives_what_parsing_again_gives() {
        let mut mapping = crate::ordered::OrderedMap::new();
        for (key, value) in [
            (
                "label.fontSize:hover[size=sm][variant=primary]",
                "{font.size.sm}",
            ),
            ("root.background", "color.text"),
            ("root..color", "{a}{b}"),
            ("icon.fill[tone=danger]", "{color.danger.$root}"),
        ] {
            mapping.insert(key.to_owned(), value.to_owned());
        }
        let parsed = ParsedMapping::parse(&mapping);
        let entries: Vec<MappingEntry<'_>> = parsed.entries(&mapping).collect();
        assert_eq!(entries.len(), 4);
        for entry in entries {
            assert_eq!(
                entry.parsed.map_err(Clone::clone),
                MappingKey::parse(entry.key)
            );
            assert_eq!(
                entry.reference.map_err(Clone::clone),
                parse_reference(entry.value)
            );
        }
    }

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
