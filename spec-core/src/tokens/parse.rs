//! A strict JSON parser straight into [`Json`] with byte ranges, for token files.
//!
//! Token files are large (tens of thousands of tokens) and every one is read on every
//! validation, so they skip jsonc-parser's general AST: this parser makes one pass, allocates
//! only the values it keeps, checks nesting depth and duplicate keys on the way, and hands the
//! caller an owned tree. It only has to *detect* bad JSON: when it fails, the file goes through
//! the spec reader's jsonc-parser path, which explains the error (`reader::json::parse`). The
//! profile that led here: jsonc-parser plus the AST conversion were 45% of loading a 9,000-token
//! file; this parser brings the whole load under half the time (see `benches/benches/tokens.rs`).

use std::ops::Range;
use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::json::{Json, JsonKind, Member, Text, intern};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, SourceFile};
use crate::reader::json::{MAX_DEPTH, MAX_FILE_BYTES, too_large};
use crate::rules::RuleId;

/// Parses a token file. Problems are reported to `diags` (by the jsonc-parser path for syntax
/// errors, so the messages are the same as for specs); `None` when the file is not usable JSON.
pub(crate) fn parse_file(diags: &mut Diagnostics, file: &Arc<SourceFile>) -> Option<Json> {
    let text = file.text();
    if text.len() > MAX_FILE_BYTES {
        diags.push(too_large(file, text.len() as u64));
        return None;
    }
    let mut parser = Parser::new(text);
    let value = parser
        .skip_ws()
        .and_then(|()| parser.value())
        .and_then(|value| {
            parser.skip_ws()?;
            (parser.at == parser.bytes.len()).then_some(value)
        });
    match value {
        Some(value) => {
            report_duplicates(diags, file, parser.duplicates);
            Some(value)
        }
        // The general parser finds and explains the problem; if it accepts the file after all,
        // its tree is converted.
        None => {
            let root = crate::reader::json::parse(diags, file)?;
            match Json::from_ast(&root) {
                Ok(json) => Some(json),
                Err(span) => {
                    diags.push(
                        Diagnostic::new(
                            RuleId::JSON_LIMIT,
                            Location::new(file, span),
                            "number out of range",
                        )
                        .with_help("use a smaller number"),
                    );
                    None
                }
            }
        }
    }
}

/// A repeated key: the key, the range of the repeat, the range of the first.
pub(crate) type Duplicate = (String, Range<usize>, Range<usize>);

/// Files smaller than this are parsed in one go: their parsed form is small anyway.
pub(crate) const STREAM_MIN_BYTES: usize = 64 * 1024;

/// Parses a file whose root is an object, handing each top-level member to `sink` as soon as it
/// is complete, so the caller can build it (and free its parsed form) before the rest is parsed.
/// Returns the repeated keys found, or `None` — bad JSON, a root that is not an object, or a root
/// that is a token — in which case the caller discards what it built and takes the sequential
/// path, which explains the problem.
pub(crate) fn stream_root(
    file: &SourceFile,
    mut sink: impl FnMut(Member),
) -> Option<Vec<Duplicate>> {
    let text = file.text();
    if text.len() > MAX_FILE_BYTES {
        return None;
    }
    let mut parser = Parser::new(text);
    parser.skip_ws()?;
    if parser.bytes.get(parser.at) != Some(&b'{') {
        return None;
    }
    parser.enter()?;
    parser.at += 1;
    // Top-level keys as written, for the duplicate check (members leave as they complete).
    let mut keys: FxHashMap<&str, Range<usize>> = FxHashMap::default();
    parser.skip_ws()?;
    if parser.bytes.get(parser.at) != Some(&b'}') {
        loop {
            let (key, key_span) = parser.key()?;
            if matches!(key.as_ref(), "$value" | "$ref") {
                return None;
            }
            let raw = &text[key_span.start + 1..key_span.end - 1];
            if let Some(first) = keys.insert(raw, key_span.clone()) {
                parser
                    .duplicates
                    .push((key.to_string(), key_span.clone(), first));
            }
            let value = parser.member_value()?;
            sink(Member {
                key,
                key_span,
                value,
            });
            if parser.end_of_list(b'}')? {
                break;
            }
        }
    }
    parser.at += 1;
    parser.skip_ws()?;
    (parser.at == parser.bytes.len()).then_some(parser.duplicates)
}

/// Reports repeated keys found by the parser.
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

struct Parser<'t> {
    bytes: &'t [u8],
    text: &'t str,
    at: usize,
    depth: usize,
    duplicates: Vec<Duplicate>,
    /// Members of the objects being parsed, innermost last.
    members: Vec<Member>,
    /// Elements of the arrays being parsed, innermost last.
    items: Vec<Json>,
}

impl<'t> Parser<'t> {
    fn new(text: &'t str) -> Self {
        Parser {
            bytes: text.as_bytes(),
            text,
            at: 0,
            depth: 0,
            duplicates: Vec::new(),
            members: Vec::new(),
            items: Vec::new(),
        }
    }

    /// An object key (after optional whitespace), with its range, quotes included.
    fn key(&mut self) -> Option<(Text, Range<usize>)> {
        self.skip_ws()?;
        let start = self.at;
        if self.bytes.get(self.at) != Some(&b'"') {
            return None;
        }
        let key = self.string()?;
        Some((key, start..self.at))
    }

    /// `: value` after a key.
    fn member_value(&mut self) -> Option<Json> {
        self.skip_ws()?;
        if self.bytes.get(self.at) != Some(&b':') {
            return None;
        }
        self.at += 1;
        self.skip_ws()?;
        self.value()
    }

    /// After an element: `,` (more follow, `false`) or `close` (the list ends, `true`).
    fn end_of_list(&mut self, close: u8) -> Option<bool> {
        self.skip_ws()?;
        match *self.bytes.get(self.at)? {
            b',' => {
                self.at += 1;
                Some(false)
            }
            byte if byte == close => Some(true),
            _ => None,
        }
    }

    fn skip_ws(&mut self) -> Option<()> {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.bytes.get(self.at) {
            self.at += 1;
        }
        Some(())
    }

    fn value(&mut self) -> Option<Json> {
        let start = self.at;
        let kind = match *self.bytes.get(self.at)? {
            b'{' => self.object()?,
            b'[' => self.array()?,
            b'"' => JsonKind::String(self.string()?),
            b't' => self.literal(b"true", JsonKind::Bool(true))?,
            b'f' => self.literal(b"false", JsonKind::Bool(false))?,
            b'n' => self.literal(b"null", JsonKind::Null)?,
            b'-' | b'0'..=b'9' => JsonKind::Number(self.number()?),
            _ => return None,
        };
        Some(Json {
            span: start..self.at,
            kind,
        })
    }

    fn literal(&mut self, word: &[u8], kind: JsonKind) -> Option<JsonKind> {
        self.bytes[self.at..].starts_with(word).then(|| {
            self.at += word.len();
            kind
        })
    }

    fn enter(&mut self) -> Option<()> {
        self.depth += 1;
        (self.depth <= MAX_DEPTH).then_some(())
    }

    /// An object. Members collect on a stack shared by the whole parse and move into a Vec of
    /// exactly their number at the end: no growth reallocations, no spare capacity kept. The
    /// move is `split_off`, one copy of the block (collecting a `drain` moved them one by one:
    /// a tenth of a large load).
    fn object(&mut self) -> Option<JsonKind> {
        self.enter()?;
        self.at += 1;
        let start = self.members.len();
        let mut seen: Option<FxHashMap<&'t str, usize>> = None;
        self.skip_ws()?;
        if self.bytes.get(self.at) != Some(&b'}') {
            loop {
                let (key, key_span) = self.key()?;
                check_duplicate(
                    self.text,
                    &self.members[start..],
                    &mut self.duplicates,
                    &mut seen,
                    &key,
                    &key_span,
                );
                let value = self.member_value()?;
                self.members.push(Member {
                    key,
                    key_span,
                    value,
                });
                if self.end_of_list(b'}')? {
                    break;
                }
            }
        }
        self.at += 1;
        self.depth -= 1;
        Some(JsonKind::Object(self.members.split_off(start)))
    }

    fn array(&mut self) -> Option<JsonKind> {
        self.enter()?;
        self.at += 1;
        let start = self.items.len();
        self.skip_ws()?;
        if self.bytes.get(self.at) != Some(&b']') {
            loop {
                self.skip_ws()?;
                let value = self.value()?;
                self.items.push(value);
                if self.end_of_list(b']')? {
                    break;
                }
            }
        }
        self.at += 1;
        self.depth -= 1;
        Some(JsonKind::Array(self.items.split_off(start)))
    }

    /// A string starting at the opening quote; `None` on any invalid escape or control
    /// character (RFC 8259 §7).
    fn string(&mut self) -> Option<Text> {
        let start = self.at + 1;
        let mut at = start;
        // Fast path: no escapes. Find the first byte that ends or interrupts the plain run.
        at = self.bytes[at..]
            .iter()
            .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
            .map(|p| at + p)?;
        match self.bytes[at] {
            b'"' => {
                self.at = at + 1;
                return Some(intern(&self.text[start..at]));
            }
            b'\\' => {}
            _ => return None,
        }
        let mut out = String::from(&self.text[start..at]);
        loop {
            match *self.bytes.get(at)? {
                b'"' => {
                    self.at = at + 1;
                    return Some(Text::Owned(out));
                }
                b'\\' => {
                    at += 1;
                    let escaped = match *self.bytes.get(at)? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let (c, next) = self.unicode_escape(at + 1)?;
                            at = next;
                            out.push(c);
                            continue;
                        }
                        _ => return None,
                    };
                    out.push(escaped);
                    at += 1;
                }
                0..=0x1f => return None,
                _ => {
                    // Copy the run up to the next quote or backslash at once.
                    let run_end = self.bytes[at..]
                        .iter()
                        .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
                        .map_or(self.bytes.len(), |p| at + p);
                    out.push_str(&self.text[at..run_end]);
                    at = run_end;
                }
            }
        }
    }

    /// `\uXXXX` (with a surrogate pair when needed) starting at the first hex digit; returns the
    /// character and the index after the escape.
    fn unicode_escape(&self, at: usize) -> Option<(char, usize)> {
        let hex = |from: usize| -> Option<u32> {
            u32::from_str_radix(self.text.get(from..from + 4)?, 16).ok()
        };
        let first = hex(at)?;
        if (0xD800..0xDC00).contains(&first) {
            if self.bytes.get(at + 4..at + 6)? != b"\\u" {
                return None;
            }
            let second = hex(at + 6)?;
            if !(0xDC00..0xE000).contains(&second) {
                return None;
            }
            let c = char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))?;
            return Some((c, at + 10));
        }
        Some((char::from_u32(first)?, at + 4))
    }

    /// A number (RFC 8259 §6 grammar); `None` when malformed or outside the `f64` range.
    fn number(&mut self) -> Option<f64> {
        let start = self.at;
        let digits = |p: &mut Self| {
            let from = p.at;
            while p.bytes.get(p.at).is_some_and(u8::is_ascii_digit) {
                p.at += 1;
            }
            p.at > from
        };
        let negative = self.bytes.get(self.at) == Some(&b'-');
        if negative {
            self.at += 1;
        }
        let int_start = self.at;
        match self.bytes.get(self.at) {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => {
                digits(self);
            }
            _ => return None,
        }
        // Small integers (`0`, `16`, `400`) are most numbers in token files: exact in an f64,
        // and much cheaper to convert by hand than through the float parser.
        let plain_int = !matches!(self.bytes.get(self.at), Some(b'.' | b'e' | b'E'));
        if plain_int && self.at - int_start <= 15 {
            let magnitude = self.bytes[int_start..self.at]
                .iter()
                .fold(0u64, |n, d| n * 10 + u64::from(d - b'0')) as f64;
            return Some(if negative { -magnitude } else { magnitude });
        }
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            if !digits(self) {
                return None;
            }
        }
        if let Some(b'e' | b'E') = self.bytes.get(self.at) {
            self.at += 1;
            if let Some(b'+' | b'-') = self.bytes.get(self.at) {
                self.at += 1;
            }
            if !digits(self) {
                return None;
            }
        }
        self.text[start..self.at]
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
    }
}

/// Records a repeated key among `members` (the current object's so far). Small objects compare
/// keys directly; large ones (a group of hundreds of tokens) switch to a hash of the keys as
/// written.
fn check_duplicate<'t>(
    text: &'t str,
    members: &[Member],
    duplicates: &mut Vec<Duplicate>,
    seen: &mut Option<FxHashMap<&'t str, usize>>,
    key: &str,
    key_span: &Range<usize>,
) {
    let raw = |span: &Range<usize>| &text[span.start + 1..span.end - 1];
    let earlier = match seen {
        Some(seen) => seen.insert(raw(key_span), members.len()),
        None => members.iter().position(|m| m.key == key),
    };
    if let Some(first) = earlier.map(|index| members[index].key_span.clone()) {
        duplicates.push((key.to_string(), key_span.clone(), first));
    }
    if seen.is_none() && members.len() == 16 {
        let mut map: FxHashMap<&str, usize> = members
            .iter()
            .enumerate()
            .map(|(i, m)| (raw(&m.key_span), i))
            .collect();
        map.insert(raw(key_span), members.len());
        *seen = Some(map);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (Option<Json>, Diagnostics) {
        let mut diags = Diagnostics::new();
        let json = parse_file(&mut diags, &SourceFile::new("t.json", text));
        (json, diags)
    }

    #[test]
    fn agrees_with_serde_json_on_values() {
        let text = r#"{"a": [1, -2.5e-3, true, null, "x\"\u00e9\ud83d\ude00\n"], "b": {"c": {}}, "d": []}"#;
        let (json, diags) = parse(text);
        assert!(diags.is_empty());
        let expected: serde_json::Value = serde_json::from_str(text).unwrap();
        assert_eq!(json.unwrap().to_value(), expected);
    }

    #[test]
    fn spans_and_duplicates() {
        let (json, diags) = parse(r#"{"a": 1, "a": "x"}"#);
        let json = json.unwrap();
        let members = json.members().unwrap();
        assert_eq!(members[1].key_span, 9..12);
        assert_eq!(members[1].value.span, 14..17);
        assert_eq!(diags.as_slice()[0].rule, RuleId::JSON_DUPLICATE_KEY);
    }

    #[test]
    fn bad_json_is_explained_by_the_general_parser() {
        for text in [
            "{\"a\": 1,}",
            "{'a': 1}",
            "[1 2]",
            "{\"a\": 01}",
            "\"\\x\"",
            "{\"a\": 1e999}",
            "[",
            "1 2",
        ] {
            let (json, diags) = parse(text);
            assert!(json.is_none(), "{text}");
            assert!(diags.has_errors(), "{text}");
        }
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        let (json, diags) = parse(&deep);
        assert!(json.is_none());
        assert_eq!(diags.as_slice()[0].rule, RuleId::JSON_LIMIT);
    }
}
