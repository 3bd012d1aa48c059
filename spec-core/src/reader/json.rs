//! Strict JSON parsing with byte ranges (jsonc-parser with every leniency off), the limits of
//! DESIGN §7, and the checks JSON Schema cannot see (duplicate keys).

use std::collections::hash_map::Entry;
use std::ops::Range;
use std::sync::Arc;

use jsonc_parser::ast::{Object, ObjectPropName, Value};
use jsonc_parser::errors::ParseErrorKind;
use jsonc_parser::{CollectOptions, ParseOptions, parse_to_ast};

use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::rules::RuleId;

/// Largest file uispec reads (DESIGN §7).
pub const MAX_FILE_BYTES: usize = crate::confine::MAX_INPUT_BYTES;
/// Deepest JSON nesting uispec reads (DESIGN §7); the root value is depth 1.
pub const MAX_DEPTH: usize = 128;

const STRICT: ParseOptions = ParseOptions {
    allow_comments: false,
    allow_loose_object_property_names: false,
    allow_trailing_commas: false,
    allow_missing_commas: false,
    allow_single_quoted_strings: false,
    allow_hexadecimal_numbers: false,
    allow_unary_plus_numbers: false,
    allow_bare_decimal_point_numbers: false,
    allow_non_finite_numbers: false,
    allow_extended_string_escapes: false,
};

/// Parses `file` as strict JSON. Syntax errors, limit violations and duplicate keys are
/// reported to `diags`; `None` when the file could not be parsed or exceeds a limit.
pub fn parse<'a>(diags: &mut Diagnostics, file: &'a Arc<SourceFile>) -> Option<Value<'a>> {
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
    let value = match parse_quiet(text) {
        Ok(value) => value,
        Err(error) => {
            let range = error.range();
            // An unterminated object or array spans to the end of the file: point at its
            // opening bracket instead.
            let range = match error.kind() {
                ParseErrorKind::UnterminatedArray | ParseErrorKind::UnterminatedObject => {
                    range.start..range.start + 1
                }
                _ => range.start..range.end,
            };
            diags.push(syntax_diagnostic(file, range, error.kind()));
            return None;
        }
    };
    if let Some(at) = raw_control_in_string(text) {
        let code = u32::from(text.as_bytes()[at]);
        diags.push(
            Diagnostic::new(
                RuleId::JSON_SYNTAX,
                Location::new(file, at..at + 1),
                format!("a raw control character (U+{code:04X}) inside a string"),
            )
            .with_label("not allowed in a JSON string")
            .with_help(match code {
                0x0A => "write a line break as `\\n`".to_owned(),
                0x09 => "write a tab as `\\t`".to_owned(),
                _ => format!("write it as the escape `\\u{code:04X}`"),
            }),
        );
        return None;
    }
    let Some(value) = value else {
        diags.push(
            Diagnostic::new(
                RuleId::JSON_SYNTAX,
                Location::new(file, 0..text.len()),
                "the file is empty",
            )
            .with_label("expected a JSON object")
            .with_help("a spec is a JSON object with at least a name: {\"name\": \"Button\"}"),
        );
        return None;
    };
    let mut structure = StructureCheck {
        diags,
        file,
        too_deep: false,
    };
    structure.visit(&value, 1);
    (!structure.too_deep).then_some(value)
}

/// The byte offset of the first raw control character (U+0000–U+001F) inside a string:
/// strict JSON forbids them, and the parser lets them through.
fn raw_control_in_string(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut in_string = false;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => in_string = !in_string,
            b'\\' if in_string => at += 1,
            byte if in_string && byte < 0x20 => return Some(at),
            _ => {}
        }
        at += 1;
    }
    None
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

/// Parses strict JSON without reporting anything (for texts already read and reported on).
/// Nesting is bounded by the parser's own limit, so walking the result cannot overflow.
pub(crate) fn parse_quiet(
    text: &str,
) -> Result<Option<Value<'_>>, jsonc_parser::errors::ParseError> {
    let collect = CollectOptions {
        comments: jsonc_parser::CommentCollectionStrategy::Off,
        tokens: false,
    };
    parse_to_ast(text, &collect, &STRICT).map(|result| result.value)
}

fn syntax_diagnostic(
    file: &Arc<SourceFile>,
    range: Range<usize>,
    kind: &ParseErrorKind,
) -> Diagnostic {
    use ParseErrorKind as K;
    let (message, help) = match kind {
        K::NestingDepthExceeded => {
            return Diagnostic::new(
                RuleId::JSON_LIMIT,
                Location::new(file, range),
                format!("JSON nested deeper than {MAX_DEPTH} levels"),
            )
            .with_help("flatten the structure");
        }
        K::TrailingCommasNotAllowed => (
            "trailing comma",
            "remove this comma: JSON does not allow one after the last entry",
        ),
        K::CommentsNotAllowed => (
            "comments are not allowed in JSON",
            "move the text into a `description`, or an `x-` key",
        ),
        K::SingleQuotedStringsNotAllowed => (
            "single-quoted string",
            "JSON strings use double quotes: \"like this\"",
        ),
        K::ExpectedComma => ("expected a comma", "separate entries with `,`"),
        K::ExpectedStringObjectProperty | K::UnexpectedWord => (
            "expected a double-quoted key or value",
            "JSON keys and strings are double-quoted: {\"name\": \"Button\"}",
        ),
        K::ExpectedColonAfterObjectKey => {
            ("expected `:` after the key", "write keys as \"key\": value")
        }
        K::UnterminatedObject => ("this object is never closed", "add the missing `}`"),
        K::UnterminatedArray => ("this array is never closed", "add the missing `]`"),
        K::MultipleRootJsonValues => (
            "more than one JSON value in the file",
            "a spec file holds exactly one JSON object",
        ),
        K::HexadecimalNumbersNotAllowed
        | K::UnaryPlusNumbersNotAllowed
        | K::BareDecimalPointNumbersNotAllowed
        | K::NonFiniteNumbersNotAllowed => {
            ("not a JSON number", "write numbers like 12, -0.5 or 1e3")
        }
        _ => ("invalid JSON", "check the JSON syntax at this position"),
    };
    let detail = lowercase_first(&kind.to_string());
    Diagnostic::new(RuleId::JSON_SYNTAX, Location::new(file, range), message)
        .with_label(detail)
        .with_help(help)
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}

/// One pass over the tree: the nesting limit and duplicate keys.
struct StructureCheck<'d> {
    diags: &'d mut Diagnostics,
    file: &'d Arc<SourceFile>,
    too_deep: bool,
}

impl StructureCheck<'_> {
    fn visit(&mut self, value: &Value<'_>, depth: usize) {
        if self.too_deep {
            return;
        }
        if depth > MAX_DEPTH {
            let range = value_range(value);
            self.diags.push(
                Diagnostic::new(
                    RuleId::JSON_LIMIT,
                    Location::new(self.file, range.start..range.start + 1),
                    format!("JSON nested deeper than {MAX_DEPTH} levels"),
                )
                .with_label("this value is too deep")
                .with_help("flatten the structure"),
            );
            self.too_deep = true;
            return;
        }
        match value {
            Value::Object(object) => {
                self.check_duplicates(object);
                for prop in &object.properties {
                    self.visit(&prop.value, depth + 1);
                }
            }
            Value::Array(array) => {
                for element in &array.elements {
                    self.visit(element, depth + 1);
                }
            }
            _ => {}
        }
    }

    fn check_duplicates(&mut self, object: &Object<'_>) {
        let props = &object.properties;
        // Spec objects have a handful of keys: comparing each with the earlier ones is cheaper
        // than hashing. Large maps (token mappings) switch to a hash set of seen keys.
        let mut seen: rustc_hash::FxHashMap<&str, usize> = Default::default();
        for (index, prop) in props.iter().enumerate() {
            let key = key_str(&prop.name);
            let earlier = if props.len() <= 16 {
                props[..index].iter().position(|p| key_str(&p.name) == key)
            } else {
                match seen.entry(key) {
                    Entry::Occupied(first) => Some(*first.get()),
                    Entry::Vacant(slot) => {
                        slot.insert(index);
                        None
                    }
                }
            };
            if let Some(earlier) = earlier {
                self.report_duplicate(
                    key,
                    name_range(&prop.name),
                    name_range(&props[earlier].name),
                );
            }
        }
    }

    fn report_duplicate(&mut self, key: &str, range: Range<usize>, first: Range<usize>) {
        self.diags.push(
            Diagnostic::new(
                RuleId::JSON_DUPLICATE_KEY,
                Location::new(self.file, range),
                format!("duplicate key `{key}`"),
            )
            .with_label("defined again here")
            .with_related(Location::new(self.file, first), "first defined here")
            .with_help("keep one of the two entries: JSON tools disagree on which one wins"),
        );
    }
}

/// Byte range of a value.
pub fn value_range(value: &Value<'_>) -> Range<usize> {
    let range = match value {
        Value::StringLit(v) => v.range,
        Value::NumberLit(v) => v.range,
        Value::BooleanLit(v) => v.range,
        Value::Object(v) => v.range,
        Value::Array(v) => v.range,
        Value::NullKeyword(v) => v.range,
    };
    range.start..range.end
}

/// The text of an object key.
pub fn key_str<'b>(name: &'b ObjectPropName<'_>) -> &'b str {
    match name {
        ObjectPropName::String(lit) => &lit.value,
        ObjectPropName::Word(lit) => lit.value,
    }
}

/// Byte range of an object key, quotes included.
pub fn name_range(name: &ObjectPropName<'_>) -> Range<usize> {
    let range = match name {
        ObjectPropName::String(lit) => lit.range,
        ObjectPropName::Word(lit) => lit.range,
    };
    range.start..range.end
}

/// "a string", "an object", ...: how a value is named in messages.
pub fn kind_name(value: &Value<'_>) -> &'static str {
    match value {
        Value::StringLit(_) => "a string",
        Value::NumberLit(_) => "a number",
        Value::BooleanLit(_) => "a boolean",
        Value::Object(_) => "an object",
        Value::Array(_) => "an array",
        Value::NullKeyword(_) => "null",
    }
}

/// Converts a node to a `serde_json::Value` (for `default` and `x-*` values). `Err` carries
/// the range of a number that does not fit a 64-bit float.
pub fn to_json_value(value: &Value<'_>) -> Result<serde_json::Value, Range<usize>> {
    Ok(match value {
        Value::StringLit(v) => serde_json::Value::String(v.value.to_string()),
        Value::NumberLit(v) => match serde_json::from_str::<serde_json::Number>(v.value) {
            Ok(number) => serde_json::Value::Number(number),
            Err(_) => return Err(v.range.start..v.range.end),
        },
        Value::BooleanLit(v) => serde_json::Value::Bool(v.value),
        Value::NullKeyword(_) => serde_json::Value::Null,
        Value::Array(array) => serde_json::Value::Array(
            array
                .elements
                .iter()
                .map(to_json_value)
                .collect::<Result<_, _>>()?,
        ),
        Value::Object(object) => serde_json::Value::Object(
            object
                .properties
                .iter()
                .map(|prop| {
                    Ok::<_, Range<usize>>((
                        key_str(&prop.name).to_owned(),
                        to_json_value(&prop.value)?,
                    ))
                })
                .collect::<Result<_, _>>()?,
        ),
    })
}
