//! The `tokenMapping` grammar (seed §2.8, DESIGN §2).
//!
//! Key: `part.property[:state][axis=value]…` — a part and a property separated by a dot, an
//! optional `:state`, then zero or more `[axis=value]` selectors, each axis at most once (more
//! than one selector is uispec's documented extension). Value: exactly one W3C DTCG reference,
//! `{group.token}`.
//!
//! ```
//! use uispec_core::token_mapping::{MappingKey, parse_reference};
//!
//! let key = MappingKey::parse("root.background:hover[variant=primary]").unwrap();
//! assert_eq!((key.part, key.property, key.state), ("root", "background", Some("hover")));
//! assert_eq!(key.selectors, [("variant", "primary")]);
//! assert_eq!(parse_reference("{color.action.primary.background}").unwrap(), ["color", "action", "primary", "background"]);
//! ```

use std::fmt;

/// The grammar, shown in error messages.
pub const KEY_GRAMMAR: &str = "part.property[:state][axis=value]";

/// A parsed tokenMapping key, borrowing from the key text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MappingKey<'k> {
    /// The anatomy part (`root`).
    pub part: &'k str,
    /// The styled property (`background`).
    pub property: &'k str,
    /// The state after `:` (`hover`).
    pub state: Option<&'k str>,
    /// `[axis=value]` selectors, in order.
    pub selectors: Vec<(&'k str, &'k str)>,
}

/// Why a key or reference does not follow the grammar; the message says what was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GrammarError(pub String);

impl fmt::Display for GrammarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GrammarError {}

fn is_ident(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

fn is_value(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.')
}

impl<'k> MappingKey<'k> {
    /// Parses a key.
    pub fn parse(key: &'k str) -> Result<Self, GrammarError> {
        let error = |what: &str| GrammarError(format!("{what}; expected `{KEY_GRAMMAR}`"));
        let (head, mut rest) = match key.find('[') {
            Some(index) => key.split_at(index),
            None => (key, ""),
        };
        let (path, state) = match head.split_once(':') {
            Some((path, state)) if is_ident(state) => (path, Some(state)),
            Some(_) => return Err(error("the state after `:` is not a name")),
            None => (head, None),
        };
        let Some((part, property)) = path.split_once('.') else {
            return Err(error("no `.` between part and property"));
        };
        if !is_ident(part) {
            return Err(error("the part is not a name"));
        }
        if !is_ident(property) {
            return Err(error("the property is not a name"));
        }
        let mut selectors: Vec<(&str, &str)> = Vec::new();
        while !rest.is_empty() {
            let Some(close) = rest.find(']') else {
                return Err(error("a `[` is never closed"));
            };
            let inner = &rest[1..close];
            let Some((axis, value)) = inner.split_once('=') else {
                return Err(error("a selector has no `=`"));
            };
            if !is_ident(axis) || !is_value(value) {
                return Err(error("a selector is not `[axis=value]`"));
            }
            if selectors.iter().any(|(seen, _)| *seen == axis) {
                return Err(GrammarError(format!("the axis `{axis}` is selected twice")));
            }
            selectors.push((axis, value));
            rest = &rest[close + 1..];
            if !rest.is_empty() && !rest.starts_with('[') {
                return Err(error("unexpected text after a selector"));
            }
        }
        Ok(MappingKey {
            part,
            property,
            state,
            selectors,
        })
    }
}

/// Parses a tokenMapping value: exactly one DTCG curly-brace reference. Returns the path
/// segments.
pub fn parse_reference(value: &str) -> Result<Vec<&str>, GrammarError> {
    let inner = value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .ok_or_else(|| {
            GrammarError(
                "expected exactly one token reference in braces, e.g. `{color.text.default}`"
                    .to_owned(),
            )
        })?;
    let segments: Vec<&str> = inner.split('.').collect();
    let valid = |segment: &&str| {
        !segment.is_empty() && !segment.contains(['{', '}']) && !segment.starts_with('$')
    };
    if segments.iter().all(valid) {
        Ok(segments)
    } else {
        Err(GrammarError(format!(
            "`{value}` is not a token path: use dot-separated names, e.g. `{{color.text.default}}`"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys() {
        let key = MappingKey::parse("label.fontSize[size=sm][variant=primary]").unwrap();
        assert_eq!(key.selectors, [("size", "sm"), ("variant", "primary")]);
        assert_eq!(MappingKey::parse("root.gap").unwrap().state, None);
        for bad in [
            "root",
            "root.",
            ".x",
            "root.bg:",
            "root.bg[size]",
            "root.bg[size=sm",
            "root.bg[a=b][a=c]",
            "root.bg[a=b]x",
            "1root.bg",
        ] {
            assert!(MappingKey::parse(bad).is_err(), "{bad} should be rejected");
        }
    }

    #[test]
    fn references() {
        assert!(parse_reference("color.text").is_err());
        assert!(parse_reference("{color..text}").is_err());
        assert!(parse_reference("{a}{b}").is_err());
        assert_eq!(parse_reference("{space.2}").unwrap(), ["space", "2"]);
    }
}
