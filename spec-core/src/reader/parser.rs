//! The byte-level strict JSON parser behind [`super::json`]: one pass straight into [`Json`]
//! with byte ranges, allocating only the values it keeps, checking nesting depth and duplicate
//! keys on the way. On bad input it stops at the first problem and says what and where
//! ([`SyntaxError`]), so the reader can explain it the way rustc would.
//!
//! Every file uispec reads goes through it: specs, token files (tens of thousands of tokens,
//! read on every validation), resolver documents and configuration-free probes. It replaced
//! both jsonc-parser (specs) and a token-only parser: one reader, so a fix or a speed-up lands
//! once (see `benches/benches/reader.rs` and `benches/specs/compare.sh` for the figures).

use std::ops::Range;

use super::tree::{Json, JsonKind, MAX_DEPTH, Member, Text, Vocabulary};

/// A repeated key: the key, the range of the repeat, the range of the first.
pub(crate) type Duplicate = (String, Range<usize>, Range<usize>);

/// What is wrong with a text that is not strict JSON (RFC 8259).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Syntax {
    /// Nothing but whitespace.
    Empty,
    /// `,` before a closing bracket.
    TrailingComma,
    /// `//` or `/* */`.
    Comment,
    /// `'text'`.
    SingleQuote,
    /// Two entries with nothing between them.
    ExpectedComma,
    /// A key that is not a double-quoted string.
    ExpectedKey,
    /// A key not followed by `:`.
    ExpectedColon,
    /// A bare word or stray character where a value belongs.
    ExpectedValue,
    /// `{` with no matching `}`.
    UnterminatedObject,
    /// `[` with no matching `]`.
    UnterminatedArray,
    /// `"` with no closing quote.
    UnterminatedString,
    /// A second value after the root one.
    MultipleRoots,
    /// `+1`, `.5`, `01`, `1.`, `0x1F`, `NaN`, `Infinity`.
    BadNumber,
    /// A number outside the `f64` range (`1e999`).
    NumberOutOfRange,
    /// `\x`, or a `\u` escape that is not four hex digits or a valid surrogate pair.
    BadEscape,
    /// A byte under U+0020 inside a string.
    RawControl,
    /// Containers nested deeper than [`MAX_DEPTH`].
    TooDeep,
}

/// Where a text stops being strict JSON, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SyntaxError {
    pub kind: Syntax,
    /// The bytes at fault: the stray character, the comment, the unclosed bracket.
    pub span: Range<usize>,
}

type Parsed<T> = Result<T, SyntaxError>;

/// Parses a whole text: one value, whitespace around it. Repeated keys are returned, not
/// refused (they are findings, not syntax errors).
pub(crate) fn parse_text(text: &str, vocabulary: Vocabulary) -> Parsed<(Json, Vec<Duplicate>)> {
    let mut parser = Parser::new(text, vocabulary);
    parser.skip_ws()?;
    if parser.at == parser.bytes.len() {
        return Err(parser.error(Syntax::Empty, 0..text.len()));
    }
    let value = parser.value()?;
    parser.finish()?;
    Ok((value, parser.duplicates))
}

/// Parses a text whose root is an object, handing each top-level member to `sink` as soon as
/// it is complete, so the caller can build it (and free its parsed form) before the rest is
/// parsed. Returns the repeated keys found, or `None` (bad JSON, a root that is not an object,
/// or a root that is a token: a `$value` or `$ref` member), in which case the caller discards
/// what it built and parses the file whole, which explains the problem.
#[cfg(feature = "validate")]
pub(crate) fn stream_root(text: &str, mut sink: impl FnMut(Member)) -> Option<Vec<Duplicate>> {
    if text.len() > super::tree::MAX_FILE_BYTES {
        return None;
    }
    let mut parser = Parser::new(text, Vocabulary::Tokens);
    parser.skip_ws().ok()?;
    if parser.peek() != Some(b'{') {
        return None;
    }
    parser.enter().ok()?;
    parser.at += 1;
    // Top-level keys as written, for the duplicate check (members leave as they complete).
    let mut keys: crate::hash::Map<&str, Range<usize>> = crate::hash::Map::default();
    parser.skip_ws().ok()?;
    if parser.peek() != Some(b'}') {
        loop {
            let (key, key_span) = parser.key().ok()?;
            if matches!(key.as_ref(), "$value" | "$ref") {
                return None;
            }
            let raw = &text[key_span.start + 1..key_span.end - 1];
            if let Some(first) = keys.insert(raw, key_span.clone()) {
                parser
                    .duplicates
                    .push((key.to_string(), key_span.clone(), first));
            }
            let value = parser.member_value().ok()?;
            let after = value.span.end;
            sink(Member {
                key,
                key_span,
                value,
            });
            if parser.end_of_list(b'}', after).ok()? {
                break;
            }
        }
    }
    parser.at += 1;
    parser.finish().ok()?;
    Some(parser.duplicates)
}

struct Parser<'t> {
    bytes: &'t [u8],
    text: &'t str,
    vocabulary: Vocabulary,
    at: usize,
    depth: usize,
    duplicates: Vec<Duplicate>,
    /// Members of the objects being parsed, innermost last.
    members: Vec<Member>,
    /// Elements of the arrays being parsed, innermost last.
    items: Vec<Json>,
}

impl<'t> Parser<'t> {
    fn new(text: &'t str, vocabulary: Vocabulary) -> Self {
        Parser {
            bytes: text.as_bytes(),
            text,
            vocabulary,
            at: 0,
            depth: 0,
            duplicates: Vec::new(),
            members: Vec::new(),
            items: Vec::new(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn error(&self, kind: Syntax, span: Range<usize>) -> SyntaxError {
        SyntaxError { kind, span }
    }

    /// The error for the byte at the cursor, which cannot start what was expected.
    fn unexpected(&self, expected: Syntax) -> SyntaxError {
        let at = self.at;
        match self.bytes[at] {
            b'/' if matches!(self.bytes.get(at + 1), Some(b'/' | b'*')) => {
                self.error(Syntax::Comment, at..self.comment_end(at))
            }
            b'\'' => self.error(Syntax::SingleQuote, at..at + 1),
            b'+' | b'.' => self.error(Syntax::BadNumber, at..self.word_end(at)),
            _ if self.text[at..].starts_with("NaN") || self.text[at..].starts_with("Infinity") => {
                self.error(Syntax::BadNumber, at..self.word_end(at))
            }
            _ => {
                let end = self.word_end(at).max(at + self.char_len(at));
                self.error(expected, at..end)
            }
        }
    }

    fn char_len(&self, at: usize) -> usize {
        self.text[at..].chars().next().map_or(1, char::len_utf8)
    }

    /// The end of a run of word characters starting at `at` (a bare word, a number-like token).
    fn word_end(&self, at: usize) -> usize {
        self.bytes[at..]
            .iter()
            .position(|b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'+' | b'-')))
            .map_or(self.bytes.len(), |p| at + p)
    }

    /// The end of the comment starting at `at`: the line for `//`, the `*/` for `/*`.
    fn comment_end(&self, at: usize) -> usize {
        let rest = &self.text[at + 2..];
        let end = if self.bytes[at + 1] == b'/' {
            rest.find(['\n', '\r']).unwrap_or(rest.len())
        } else {
            rest.find("*/").map_or(rest.len(), |p| p + 2)
        };
        at + 2 + end
    }

    /// After the root value: only whitespace may follow.
    fn finish(&mut self) -> Parsed<()> {
        self.skip_ws()?;
        match self.peek() {
            None => Ok(()),
            Some(_) => {
                let at = self.at;
                Err(match self.unexpected(Syntax::MultipleRoots) {
                    error if error.kind == Syntax::Comment => error,
                    _ => self.error(Syntax::MultipleRoots, at..at + self.char_len(at)),
                })
            }
        }
    }

    /// An object key (after optional whitespace), with its range, quotes included.
    fn key(&mut self) -> Parsed<(Text, Range<usize>)> {
        self.skip_ws()?;
        let start = self.at;
        match self.peek() {
            Some(b'"') => {}
            None => return Err(self.error(Syntax::ExpectedKey, start..start)),
            Some(b'}') => return Err(self.error(Syntax::ExpectedKey, start..start + 1)),
            Some(_) => return Err(self.unexpected(Syntax::ExpectedKey)),
        }
        let key = self.string()?;
        Ok((key, start..self.at))
    }

    /// `: value` after a key.
    fn member_value(&mut self) -> Parsed<Json> {
        self.skip_ws()?;
        match self.peek() {
            Some(b':') => self.at += 1,
            None => return Err(self.error(Syntax::ExpectedColon, self.at..self.at)),
            Some(_) => {
                let at = self.at;
                return Err(self.error(Syntax::ExpectedColon, at..at + self.char_len(at)));
            }
        }
        self.skip_ws()?;
        self.value()
    }

    /// After an element that ended at `after`: `,` (more follow, `false`) or `close` (the list
    /// ends, `true`). A comma right before `close` is a trailing comma.
    fn end_of_list(&mut self, close: u8, after: usize) -> Parsed<bool> {
        self.skip_ws()?;
        match self.peek() {
            Some(b',') => {
                let comma = self.at;
                self.at += 1;
                self.skip_ws()?;
                if self.peek() == Some(close) {
                    return Err(self.error(Syntax::TrailingComma, comma..comma + 1));
                }
                Ok(false)
            }
            Some(byte) if byte == close => Ok(true),
            // The end of the text: the caller reports the unclosed bracket.
            None => Err(self.error(Syntax::ExpectedComma, self.at..self.at)),
            Some(b'/') if matches!(self.bytes.get(self.at + 1), Some(b'/' | b'*')) => {
                Err(self.unexpected(Syntax::ExpectedComma))
            }
            // Where the comma belongs: right after the element.
            Some(_) => Err(self.error(Syntax::ExpectedComma, after..after + self.char_len(after))),
        }
    }

    fn skip_ws(&mut self) -> Parsed<()> {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.bytes.get(self.at) {
            self.at += 1;
        }
        Ok(())
    }

    fn value(&mut self) -> Parsed<Json> {
        let start = self.at;
        let kind = match self.peek() {
            Some(b'{') => self.object()?,
            Some(b'[') => self.array()?,
            Some(b'"') => JsonKind::String(self.string()?),
            Some(b't') if self.bytes[start..].starts_with(b"true") => {
                self.literal(4, JsonKind::Bool(true))
            }
            Some(b'f') if self.bytes[start..].starts_with(b"false") => {
                self.literal(5, JsonKind::Bool(false))
            }
            Some(b'n') if self.bytes[start..].starts_with(b"null") => {
                self.literal(4, JsonKind::Null)
            }
            Some(b'-' | b'0'..=b'9') => JsonKind::Number(self.number()?),
            None => return Err(self.error(Syntax::ExpectedValue, start..start)),
            Some(_) => return Err(self.unexpected(Syntax::ExpectedValue)),
        };
        Ok(Json {
            span: start..self.at,
            kind,
        })
    }

    fn literal(&mut self, len: usize, kind: JsonKind) -> JsonKind {
        self.at += len;
        kind
    }

    fn enter(&mut self) -> Parsed<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error(Syntax::TooDeep, self.at..self.at + 1));
        }
        Ok(())
    }

    /// An object. Members collect on a stack shared by the whole parse and move into a Vec of
    /// exactly their number at the end: no growth reallocations, no spare capacity kept. The
    /// move is `split_off`, one copy of the block (collecting a `drain` moved them one by one:
    /// a tenth of a large token load).
    fn object(&mut self) -> Parsed<JsonKind> {
        let open = self.at;
        self.enter()?;
        self.at += 1;
        let start = self.members.len();
        let mut seen: Option<crate::hash::Map<&'t str, usize>> = None;
        let body = (|| {
            self.skip_ws()?;
            if self.peek() == Some(b'}') {
                return Ok(());
            }
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
                let after = value.span.end;
                self.members.push(Member {
                    key,
                    key_span,
                    value,
                });
                if self.end_of_list(b'}', after)? {
                    return Ok(());
                }
            }
        })();
        self.close(body, open, Syntax::UnterminatedObject)?;
        Ok(JsonKind::Object(self.members.split_off(start)))
    }

    fn array(&mut self) -> Parsed<JsonKind> {
        let open = self.at;
        self.enter()?;
        self.at += 1;
        let start = self.items.len();
        let body = (|| {
            self.skip_ws()?;
            if self.peek() == Some(b']') {
                return Ok(());
            }
            loop {
                self.skip_ws()?;
                let value = self.value()?;
                let after = value.span.end;
                self.items.push(value);
                if self.end_of_list(b']', after)? {
                    return Ok(());
                }
            }
        })();
        self.close(body, open, Syntax::UnterminatedArray)?;
        Ok(JsonKind::Array(self.items.split_off(start)))
    }

    /// Ends a container opened at `open`: steps over its closing bracket, or, when its body
    /// ran into the end of the text, blames the bracket that was never closed (an error
    /// spanning to the end of the file would say less).
    fn close(&mut self, body: Parsed<()>, open: usize, unterminated: Syntax) -> Parsed<()> {
        if let Err(error) = body {
            let at_end = error.span.start == self.bytes.len()
                && !matches!(
                    error.kind,
                    Syntax::UnterminatedObject | Syntax::UnterminatedArray
                );
            return Err(if at_end {
                self.error(unterminated, open..open + 1)
            } else {
                error
            });
        }
        self.at += 1;
        self.depth -= 1;
        Ok(())
    }

    /// A string starting at the opening quote (RFC 8259 §7).
    fn string(&mut self) -> Parsed<Text> {
        let open = self.at;
        let start = open + 1;
        let unterminated = self.error(Syntax::UnterminatedString, open..open + 1);
        // Fast path: no escapes. Find the first byte that ends or interrupts the plain run.
        let mut at = plain_end(self.bytes, start).ok_or_else(|| unterminated.clone())?;
        match self.bytes[at] {
            b'"' => {
                self.at = at + 1;
                return Ok(self.vocabulary.intern(&self.text[start..at]));
            }
            b'\\' => {}
            _ => return Err(self.error(Syntax::RawControl, at..at + 1)),
        }
        let mut out = String::from(&self.text[start..at]);
        loop {
            match self.bytes.get(at).copied() {
                None => return Err(unterminated),
                Some(b'"') => {
                    self.at = at + 1;
                    return Ok(Text::Owned(out));
                }
                Some(b'\\') => {
                    let escape = at;
                    at += 1;
                    let escaped = match self.bytes.get(at).copied() {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            let (c, next) = self.unicode_escape(escape)?;
                            at = next;
                            out.push(c);
                            continue;
                        }
                        None => return Err(unterminated),
                        Some(_) => {
                            let end = at + self.char_len(at);
                            return Err(self.error(Syntax::BadEscape, escape..end));
                        }
                    };
                    out.push(escaped);
                    at += 1;
                }
                Some(0..=0x1f) => return Err(self.error(Syntax::RawControl, at..at + 1)),
                Some(_) => {
                    // Copy the run up to the next quote or backslash at once.
                    let run_end = plain_end(self.bytes, at).unwrap_or(self.bytes.len());
                    out.push_str(&self.text[at..run_end]);
                    at = run_end;
                }
            }
        }
    }

    /// `\uXXXX` (with a surrogate pair when needed) whose backslash is at `escape`; returns the
    /// character and the index after the escape.
    fn unicode_escape(&self, escape: usize) -> Parsed<(char, usize)> {
        let hex = |from: usize| -> Option<u32> {
            let digits = self.text.get(from..from + 4)?;
            digits
                .bytes()
                .all(|b| b.is_ascii_hexdigit())
                .then(|| u32::from_str_radix(digits, 16).ok())?
        };
        let bad = |end: usize| self.error(Syntax::BadEscape, escape..end.min(self.bytes.len()));
        let first = hex(escape + 2).ok_or_else(|| bad(escape + 2))?;
        if (0xD800..0xDC00).contains(&first) {
            let second = (self.bytes.get(escape + 6..escape + 8) == Some(b"\\u"))
                .then(|| hex(escape + 8))
                .flatten()
                .filter(|second| (0xDC00..0xE000).contains(second))
                .ok_or_else(|| bad(escape + 6))?;
            let c = char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                .ok_or_else(|| bad(escape + 12))?;
            return Ok((c, escape + 12));
        }
        let c = char::from_u32(first).ok_or_else(|| bad(escape + 6))?;
        Ok((c, escape + 6))
    }

    /// A number (RFC 8259 §6 grammar), as an `f64`.
    fn number(&mut self) -> Parsed<f64> {
        let start = self.at;
        let bad = |p: &Self| p.error(Syntax::BadNumber, start..p.word_end(start).max(start + 1));
        let digits = |p: &mut Self| {
            let from = p.at;
            while p.bytes.get(p.at).is_some_and(u8::is_ascii_digit) {
                p.at += 1;
            }
            p.at > from
        };
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let int_start = self.at;
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => {
                digits(self);
            }
            _ => return Err(bad(self)),
        }
        // Small integers (`0`, `16`, `400`) are most numbers in token files: exact in an f64,
        // and much cheaper to convert by hand than through the float parser.
        let next = self.peek();
        if !matches!(next, Some(b'.' | b'e' | b'E' | b'0'..=b'9' | b'x' | b'X'))
            && self.at - int_start <= 15
        {
            let magnitude = self.bytes[int_start..self.at]
                .iter()
                .fold(0u64, |n, d| n * 10 + u64::from(d - b'0')) as f64;
            return Ok(if negative { -magnitude } else { magnitude });
        }
        if let Some(b'0'..=b'9' | b'x' | b'X') = next {
            // `01`, `0x1F`: leading zeros and hexadecimal are not JSON.
            if self.bytes[int_start] == b'0' {
                return Err(bad(self));
            }
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !digits(self) {
                return Err(bad(self));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if !digits(self) {
                return Err(bad(self));
            }
        }
        self.text[start..self.at]
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .ok_or_else(|| self.error(Syntax::NumberOutOfRange, start..self.at))
    }
}

/// The first byte from `at` on that ends or interrupts a plain run of string text: a quote, a
/// backslash or a control character.
///
/// Eight bytes at a time (the SWAR tests of "Bit Twiddling Hacks", as serde_json does it):
/// strings are most of a spec's bytes, and this loop was a seventh of the parse. In each test a
/// byte can be flagged wrongly only above a byte flagged rightly, so the lowest flag is exact.
fn plain_end(bytes: &[u8], at: usize) -> Option<usize> {
    const ONES: u64 = u64::from_le_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_le_bytes([0x80; 8]);
    let is_end = |b: &u8| *b == b'"' || *b == b'\\' || *b < 0x20;
    let mut start = at;
    while let Some(chunk) = bytes.get(start..start + 8) {
        let word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        let zero_byte = |x: u64| x.wrapping_sub(ONES) & !x;
        let flags = (zero_byte(word ^ (ONES * u64::from(b'"')))
            | zero_byte(word ^ (ONES * u64::from(b'\\')))
            | (word.wrapping_sub(ONES * 0x20) & !word))
            & HIGH;
        if flags != 0 {
            return Some(start + (flags.trailing_zeros() / 8) as usize);
        }
        start += 8;
    }
    bytes[start..].iter().position(is_end).map(|p| start + p)
}

/// Records a repeated key among `members` (the current object's so far). Small objects compare
/// keys directly; large ones (a group of hundreds of tokens) switch to a hash of the keys as
/// written.
fn check_duplicate<'t>(
    text: &'t str,
    members: &[Member],
    duplicates: &mut Vec<Duplicate>,
    seen: &mut Option<crate::hash::Map<&'t str, usize>>,
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
        let mut map: crate::hash::Map<&str, usize> = members
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

    fn error(text: &str) -> (Syntax, &str) {
        let error = parse_text(text, Vocabulary::Tokens).expect_err(text);
        (error.kind, &text[error.span])
    }

    #[test]
    fn agrees_with_serde_json_on_values() {
        let text = r#"{"a": [1, -2.5e-3, true, null, "x\"\u00e9\ud83d\ude00\n"], "b": {"c": {}}, "d": [], "e": 1E+2, "f": -9223372036854775808}"#;
        let (json, duplicates) = parse_text(text, Vocabulary::Tokens).unwrap();
        assert!(duplicates.is_empty());
        let expected: serde_json::Value = serde_json::from_str(text).unwrap();
        assert_eq!(super::super::json::to_json_value(&json, text), expected);
    }

    #[test]
    fn spans_and_duplicates() {
        let (json, duplicates) = parse_text(r#"{"a": 1, "a": "x"}"#, Vocabulary::Tokens).unwrap();
        let members = json.members().unwrap();
        assert_eq!(members[1].key_span, 9..12);
        assert_eq!(members[1].value.span, 14..17);
        assert_eq!(duplicates, vec![("a".to_owned(), 9..12, 1..4)]);
    }

    /// Each error names its cause and points at the bytes at fault, as the diagnostics show them.
    #[test]
    fn errors_say_what_and_where() {
        for (text, kind, at) in [
            ("  \n", Syntax::Empty, "  \n"),
            ("{\"a\": 1,}", Syntax::TrailingComma, ","),
            ("[1, 2, ]", Syntax::TrailingComma, ","),
            ("{\n  // note\n  \"a\": 1}", Syntax::Comment, "// note"),
            ("[1 /* x */]", Syntax::Comment, "/* x */"),
            ("{'a': 1}", Syntax::SingleQuote, "'"),
            ("{\"a\": 1 \"b\": 2}", Syntax::ExpectedComma, " "),
            ("[1é]", Syntax::ExpectedComma, "é"),
            ("{a: 1}", Syntax::ExpectedKey, "a"),
            ("{\"a\" 1}", Syntax::ExpectedColon, "1"),
            ("{\"a\": }", Syntax::ExpectedValue, "}"),
            ("[tru]", Syntax::ExpectedValue, "tru"),
            ("{\"a\": [1, 2", Syntax::UnterminatedArray, "["),
            ("{\"a\": 1", Syntax::UnterminatedObject, "{"),
            ("{\"a\":", Syntax::UnterminatedObject, "{"),
            ("[\"abc", Syntax::UnterminatedString, "\""),
            ("{} {}", Syntax::MultipleRoots, "{"),
            ("[01]", Syntax::BadNumber, "01"),
            ("[0x1F]", Syntax::BadNumber, "0x1F"),
            ("[+1]", Syntax::BadNumber, "+1"),
            ("[.5]", Syntax::BadNumber, ".5"),
            ("[1.]", Syntax::BadNumber, "1."),
            ("[NaN]", Syntax::BadNumber, "NaN"),
            ("[-Infinity]", Syntax::BadNumber, "-Infinity"),
            ("[1e999]", Syntax::NumberOutOfRange, "1e999"),
            ("[\"a\\x\"]", Syntax::BadEscape, "\\x"),
            ("[\"\\ud800\"]", Syntax::BadEscape, "\\ud800"),
            ("[\"\\u12G4\"]", Syntax::BadEscape, "\\u"),
            ("[\"a\tb\"]", Syntax::RawControl, "\t"),
            ("[\"a\\n\nb\"]", Syntax::RawControl, "\n"),
        ] {
            assert_eq!(error(text), (kind, at), "{text:?}");
        }
    }

    proptest::proptest! {
        /// The eight-at-a-time scan finds what a byte-by-byte one finds, wherever it starts.
        #[test]
        fn plain_end_finds_the_first_end(
            bytes in proptest::collection::vec(
                proptest::prop_oneof![
                    4 => 0x20u8..0x7f,
                    1 => proptest::sample::select(vec![b'"', b'\\', 0x00, 0x1f, 0x20, 0x21, 0x7f, 0x80, 0xa2, 0xdc, 0xff]),
                ],
                0..40,
            ),
            from in 0usize..40,
        ) {
            let from = from.min(bytes.len());
            let naive = bytes[from..]
                .iter()
                .position(|&b| b == b'"' || b == b'\\' || b < 0x20)
                .map(|p| from + p);
            proptest::prop_assert_eq!(plain_end(&bytes, from), naive);
        }
    }

    #[test]
    fn nesting_is_bounded() {
        let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
        assert!(parse_text(&ok, Vocabulary::Tokens).is_ok());
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        let error = parse_text(&deep, Vocabulary::Tokens).unwrap_err();
        assert_eq!(error.kind, Syntax::TooDeep);
        assert_eq!(error.span, MAX_DEPTH..MAX_DEPTH + 1);
    }

    #[test]
    fn streaming_hands_over_each_member_and_refuses_what_it_cannot_stream() {
        let mut keys = Vec::new();
        let duplicates = stream_root(r#"{"a": {"$value": 1}, "b": [], "a": 2}"#, |member| {
            keys.push(member.key.to_string())
        })
        .unwrap();
        assert_eq!(keys, ["a", "b", "a"]);
        assert_eq!(duplicates.len(), 1);
        for text in [r#"{"$value": 1}"#, "[1]", "{\"a\": 1,}", "{} x"] {
            assert!(stream_root(text, |_| {}).is_none(), "{text}");
        }
    }
}
