//! The JSON tree the parser builds (`reader::parser`) and every reader walks: values with the
//! byte range they came from, the shared words of each kind of file, and the limits. A leaf of
//! the reader: it imports nothing of it.

use std::borrow::Cow;
use std::ops::Range;

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
