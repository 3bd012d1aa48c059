//! Strict JSON with byte ranges: the one reader of every JSON file uispec reads (specs, token
//! files, resolver documents), with the limits below and the checks JSON Schema cannot see
//! (duplicate keys). The parser itself is the private `reader::parser`; this module holds the
//! tree it builds and turns its errors into diagnostics.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use super::parser::{self, Duplicate, Syntax, SyntaxError};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::rules::RuleId;

/// Largest file uispec reads.
pub const MAX_FILE_BYTES: usize = crate::confine::MAX_INPUT_BYTES;
/// Deepest nesting of objects and arrays uispec reads; the root container is depth 1.
pub const MAX_DEPTH: usize = 128;

/// Text in a parsed tree: borrowed from a static table for the words a kind of file repeats
/// (see [`Vocabulary`]), owned otherwise.
pub type Text = Cow<'static, str>;

/// The words a kind of JSON file repeats, shared instead of allocated at each occurrence. One
/// table per kind: a word list matches by length, then bytes, so every word costs each string
/// of the file a little, and a token file's words are of no use in a spec (adding the spec
/// keys to the token table made a 30,000-token load 10% slower).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vocabulary {
    /// Token and resolver files: `$value`, `$type`, `colorSpace`, `px`, … (a large token file
    /// allocates a third as much this way).
    Tokens,
    /// Specs: the keys of every spec object (a spec's keys are half of its strings).
    Specs,
}

impl Vocabulary {
    /// The shared copy of a well-known word, or an owned copy of any other text. A `match` on
    /// string literals compiles to a comparison by length, then bytes: cheaper than the
    /// allocation it saves.
    pub(crate) fn intern(self, text: &str) -> Text {
        macro_rules! words {
            ($($word:literal)|*) => {
                match text {
                    $($word => Cow::Borrowed($word),)*
                    _ => Cow::Owned(text.to_owned()),
                }
            };
        }
        match self {
            Vocabulary::Tokens => words!(
                "$value"
                    | "$type"
                    | "$ref"
                    | "$description"
                    | "$deprecated"
                    | "$extensions"
                    | "$extends"
                    | "$root"
                    | "colorSpace"
                    | "components"
                    | "alpha"
                    | "hex"
                    | "value"
                    | "unit"
                    | "px"
                    | "rem"
                    | "ms"
                    | "s"
                    | "srgb"
                    | "color"
                    | "dimension"
                    | "number"
                    | "fontFamily"
                    | "fontWeight"
                    | "fontSize"
                    | "letterSpacing"
                    | "lineHeight"
                    | "duration"
                    | "cubicBezier"
                    | "strokeStyle"
                    | "border"
                    | "transition"
                    | "shadow"
                    | "gradient"
                    | "typography"
                    | "offsetX"
                    | "offsetY"
                    | "blur"
                    | "spread"
                    | "inset"
                    | "delay"
                    | "timingFunction"
                    | "dashArray"
                    | "lineCap"
                    | "width"
                    | "style"
                    | "position"
                    | "none"
                    | "solid"
            ),
            // Every key of `crate::model::keys` (a test keeps the two in step).
            Vocabulary::Specs => words!(
                "$schema"
                    | "name"
                    | "description"
                    | "category"
                    | "complexity"
                    | "props"
                    | "variants"
                    | "defaultVariants"
                    | "slots"
                    | "anatomy"
                    | "tokenMapping"
                    | "states"
                    | "events"
                    | "dependencies"
                    | "accessibility"
                    | "guidelines"
                    | "type"
                    | "required"
                    | "default"
                    | "values"
                    | "role"
                    | "ariaAttributes"
                    | "keyboardInteractions"
                    | "key"
            ),
        }
    }
}

/// A JSON value with the byte range it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Json {
    /// Byte range in its file.
    pub span: Range<usize>,
    /// The value.
    pub kind: JsonKind,
}

/// The JSON value itself.
#[derive(Debug, Clone, PartialEq)]
pub enum JsonKind {
    /// `null`.
    Null,
    /// `true` / `false`.
    Bool(bool),
    /// A number that fits an `f64` (larger ones are reported when read).
    Number(f64),
    /// A string (well-known words are shared, not allocated: see [`Text`]).
    String(Text),
    /// An array.
    Array(Vec<Json>),
    /// An object, members in file order with the range of each key.
    Object(Vec<Member>),
}

/// One member of a JSON object.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    /// The key.
    pub key: Text,
    /// The key's byte range, quotes included.
    pub key_span: Range<usize>,
    /// The value.
    pub value: Json,
}

impl Json {
    /// The member `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.members()?
            .iter()
            .find(|m| m.key == key)
            .map(|m| &m.value)
    }

    /// The members of an object, `None` for other values.
    pub fn members(&self) -> Option<&[Member]> {
        match &self.kind {
            JsonKind::Object(members) => Some(members),
            _ => None,
        }
    }

    /// The members of an object, to take values out of (a reader that builds its own model
    /// from the tree moves strings instead of copying them).
    pub(crate) fn members_mut(&mut self) -> Option<&mut [Member]> {
        match &mut self.kind {
            JsonKind::Object(members) => Some(members),
            _ => None,
        }
    }

    /// The elements of an array, to take values out of.
    pub(crate) fn as_array_mut(&mut self) -> Option<&mut [Json]> {
        match &mut self.kind {
            JsonKind::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            JsonKind::String(text) => Some(text),
            _ => None,
        }
    }

    /// The number, if this is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self.kind {
            JsonKind::Number(number) => Some(number),
            _ => None,
        }
    }

    /// The elements, if this is an array.
    pub fn as_array(&self) -> Option<&[Json]> {
        match &self.kind {
            JsonKind::Array(items) => Some(items),
            _ => None,
        }
    }

    /// "a string", "an object", …: how the value is named in messages.
    pub fn kind_name(&self) -> &'static str {
        match self.kind {
            JsonKind::Null => "null",
            JsonKind::Bool(_) => "a boolean",
            JsonKind::Number(_) => "a number",
            JsonKind::String(_) => "a string",
            JsonKind::Array(_) => "an array",
            JsonKind::Object(_) => "an object",
        }
    }

    /// The `$ref` of a JSON Pointer reference object `{"$ref": "#/…"}` (an object with other
    /// members too is still treated as one, and reported by the caller).
    pub fn pointer_ref(&self) -> Option<&Json> {
        self.get("$ref")
    }

    /// Converts to a `serde_json::Value` (for APIs and output formats).
    pub fn to_value(&self) -> serde_json::Value {
        match &self.kind {
            JsonKind::Null => serde_json::Value::Null,
            JsonKind::Bool(b) => serde_json::Value::Bool(*b),
            // Whole numbers come back as integers (`1`, not `1.0`), as they were most likely written.
            JsonKind::Number(n) if n.fract() == 0.0 && n.abs() < 9_007_199_254_740_992.0 => {
                serde_json::Value::Number((*n as i64).into())
            }
            JsonKind::Number(n) => serde_json::Number::from_f64(*n)
                .map_or(serde_json::Value::Null, serde_json::Value::Number),
            JsonKind::String(s) => serde_json::Value::String(s.to_string()),
            JsonKind::Array(items) => {
                serde_json::Value::Array(items.iter().map(Json::to_value).collect())
            }
            JsonKind::Object(members) => serde_json::Value::Object(
                members
                    .iter()
                    .map(|m| (m.key.to_string(), m.value.to_value()))
                    .collect(),
            ),
        }
    }
}

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
