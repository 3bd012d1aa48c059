//! Strict JSON with byte ranges: the one reader of every JSON file uispec reads (specs, token
//! files, resolver documents), with the limits below and the checks JSON Schema cannot see
//! (duplicate keys). The parser itself is the private `reader::parser`, and the tree it builds
//! is `reader::tree` (re-exported here); this module runs the parser and turns its errors into
//! diagnostics. Imports go one way: `json` → `parser` → `tree`.

use std::sync::Arc;

use super::parser::{self, Duplicate, Syntax, SyntaxError};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::rules::RuleId;

pub use super::tree::{Json, JsonKind, MAX_DEPTH, MAX_FILE_BYTES, Member, Text, Vocabulary};

/// Parses `file`, a kind of file that repeats the words of `vocabulary`, as strict JSON. Syntax
/// errors, limit violations and duplicate keys are reported to `diags`; `None` when the file is
/// not JSON or exceeds a limit.
pub fn parse(
    diags: &mut Diagnostics,
    file: &Arc<SourceFile>,
    vocabulary: Vocabulary,
) -> Option<Json> {
    let text = file.text();
    if text.len() > MAX_FILE_BYTES {
        diags.push(too_large(file, text.len() as u64));
        return None;
    }
    if text.starts_with('\u{feff}') {
        diags.push(
            Diagnostic::new(
                RuleId::JSON_SYNTAX,
                Location::new(file, 0..3),
                "the file starts with a byte order mark (U+FEFF)",
            )
            .with_label("byte order mark")
            .with_help(
                "save the file as UTF-8 without a BOM: JSON texts must not start with one \
                 (RFC 8259 §8.1), and other JSON tools refuse it too",
            ),
        );
        return None;
    }
    match parser::parse_text(text, vocabulary) {
        Ok((value, duplicates)) => {
            report_duplicates(diags, file, duplicates);
            Some(value)
        }
        Err(error) => {
            diags.push(syntax_diagnostic(file, error));
            None
        }
    }
}

/// Parses strict JSON without reporting anything (for texts already read and reported on).
pub(crate) fn parse_quiet(text: &str, vocabulary: Vocabulary) -> Option<Json> {
    parser::parse_text(text, vocabulary)
        .ok()
        .map(|(value, _)| value)
}

/// `json-limit` for a file over [`MAX_FILE_BYTES`] of `len` bytes.
pub fn too_large(file: &Arc<SourceFile>, len: u64) -> Diagnostic {
    Diagnostic::new(
        RuleId::JSON_LIMIT,
        Location::new(file, 0..0),
        format!("file is {len} bytes, over the limit of 16 MiB"),
    )
    .with_help("split it into several files")
}

/// Reports repeated keys found by the parser, each at the repeat with the first as related.
pub(crate) fn report_duplicates(
    diags: &mut Diagnostics,
    file: &Arc<SourceFile>,
    duplicates: Vec<Duplicate>,
) {
    for (key, again, first) in duplicates {
        diags.push(
            Diagnostic::new(
                RuleId::JSON_DUPLICATE_KEY,
                Location::new(file, again),
                format!("duplicate key `{key}`"),
            )
            .with_label("defined again here")
            .with_related(Location::new(file, first), "first defined here")
            .with_help("keep one of the two entries: JSON tools disagree on which one wins"),
        );
    }
}

fn syntax_diagnostic(file: &Arc<SourceFile>, error: SyntaxError) -> Diagnostic {
    let text = file.text();
    let location = Location::new(file, error.span.clone());
    let (message, label, help): (String, &str, String) = match error.kind {
        Syntax::TooDeep => {
            return Diagnostic::new(
                RuleId::JSON_LIMIT,
                location,
                format!("JSON nested deeper than {MAX_DEPTH} levels"),
            )
            .with_label("this value is too deep")
            .with_help("flatten the structure");
        }
        Syntax::NumberOutOfRange => {
            return Diagnostic::new(RuleId::JSON_LIMIT, location, "number out of range")
                .with_label("does not fit a 64-bit float")
                .with_help("use a smaller number, or a string");
        }
        Syntax::Empty => (
            "the file is empty".into(),
            "expected a JSON object",
            "a spec is a JSON object with at least a name: {\"name\": \"Button\"}".into(),
        ),
        Syntax::TrailingComma => (
            "trailing comma".into(),
            "trailing commas are not allowed",
            "remove this comma: JSON does not allow one after the last entry".into(),
        ),
        Syntax::Comment => (
            "comments are not allowed in JSON".into(),
            "comments are not allowed",
            "move the text into a `description`, or an `x-` key".into(),
        ),
        Syntax::SingleQuote => (
            "single-quoted string".into(),
            "single-quoted strings are not allowed",
            "JSON strings use double quotes: \"like this\"".into(),
        ),
        Syntax::ExpectedComma => (
            "expected a comma".into(),
            "expected comma",
            "separate entries with `,`".into(),
        ),
        Syntax::ExpectedKey => (
            "expected a double-quoted key".into(),
            "expected a string key",
            "JSON keys are double-quoted: {\"name\": \"Button\"}".into(),
        ),
        Syntax::ExpectedColon => (
            "expected `:` after the key".into(),
            "expected colon",
            "write keys as \"key\": value".into(),
        ),
        Syntax::ExpectedValue => (
            "expected a JSON value".into(),
            "not a JSON value",
            "values are double-quoted strings, numbers, true, false, null, objects and arrays"
                .into(),
        ),
        Syntax::UnterminatedObject => (
            "this object is never closed".into(),
            "unterminated object",
            "add the missing `}`".into(),
        ),
        Syntax::UnterminatedArray => (
            "this array is never closed".into(),
            "unterminated array",
            "add the missing `]`".into(),
        ),
        Syntax::UnterminatedString => (
            "this string is never closed".into(),
            "unterminated string",
            "add the closing `\"`".into(),
        ),
        Syntax::MultipleRoots => (
            "more than one JSON value in the file".into(),
            "a second value",
            "a JSON file holds exactly one value; for a spec, one object".into(),
        ),
        Syntax::BadNumber => (
            "not a JSON number".into(),
            "not a JSON number",
            "write numbers like 12, -0.5 or 1e3".into(),
        ),
        Syntax::BadEscape => (
            "invalid escape in a string".into(),
            "invalid escape",
            "the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX (a surrogate pair for \
             characters above U+FFFF)"
                .into(),
        ),
        Syntax::RawControl => {
            let code = u32::from(text.as_bytes()[error.span.start]);
            (
                format!("a raw control character (U+{code:04X}) inside a string"),
                "not allowed in a JSON string",
                match code {
                    0x0A => "write a line break as `\\n`".to_owned(),
                    0x09 => "write a tab as `\\t`".to_owned(),
                    _ => format!("write it as the escape `\\u{code:04X}`"),
                },
            )
        }
    };
    Diagnostic::new(RuleId::JSON_SYNTAX, location, message)
        .with_label(label)
        .with_help(help)
}

/// Converts a node of the text `text` to a `serde_json::Value` (for a prop's `default` and
/// `x-*` values). Numbers keep the exactness they were written with (`-9223372036854775808`
/// stays an integer), which the tree's `f64` alone would lose.
pub fn to_json_value(value: &Json, text: &str) -> serde_json::Value {
    match &value.kind {
        JsonKind::Number(number) => text
            .get(value.span.clone())
            .and_then(|raw| serde_json::from_str::<serde_json::Number>(raw).ok())
            .or_else(|| serde_json::Number::from_f64(*number))
            .map_or(serde_json::Value::Null, serde_json::Value::Number),
        JsonKind::Array(items) => {
            serde_json::Value::Array(items.iter().map(|item| to_json_value(item, text)).collect())
        }
        JsonKind::Object(members) => serde_json::Value::Object(
            members
                .iter()
                .map(|m| (m.key.to_string(), to_json_value(&m.value, text)))
                .collect(),
        ),
        _ => value.to_value(),
    }
}

#[cfg(test)]
mod tests {
    use super::Vocabulary;
    use crate::model::keys;

    /// The spec vocabulary is the set of spec keys: a key added to the model is shared too.
    #[test]
    fn the_spec_vocabulary_holds_every_spec_key() {
        let lists = [
            keys::SPEC,
            keys::PROP,
            keys::VARIANT,
            keys::SLOT,
            keys::ANATOMY_PART,
            keys::EVENT,
            keys::ACCESSIBILITY,
            keys::KEYBOARD_INTERACTION,
        ];
        for key in lists.concat() {
            let text = Vocabulary::Specs.intern(key);
            assert!(matches!(text, std::borrow::Cow::Borrowed(_)), "{key}");
        }
        assert!(matches!(
            Vocabulary::Specs.intern("Button"),
            std::borrow::Cow::Owned(_)
        ));
    }
}
