//! Positions as the Language Server Protocol counts them: a zero-based line and a column in
//! UTF-16 code units (the one encoding every client supports), against uispec's byte offsets.
//! A line ends at `\n`, `\r\n` or a lone `\r`, the three ends the protocol names; the end is
//! not part of the line, so a column past the end of a line stops before it.

use lsp_types::{Position, Range, TextDocumentContentChangeEvent};

/// Where each line of a text starts, for converting offsets and positions.
#[derive(Debug)]
pub(crate) struct LineIndex<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

impl<'t> LineIndex<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        let bytes = text.as_bytes();
        let mut starts = vec![0];
        starts.extend(bytes.iter().enumerate().filter_map(|(i, b)| {
            let ends_line = *b == b'\n' || (*b == b'\r' && bytes.get(i + 1) != Some(&b'\n'));
            ends_line.then_some(i + 1)
        }));
        LineIndex { text, starts }
    }

    /// Where line `line` (which exists) ends, before its line end.
    fn line_end(&self, line: usize) -> usize {
        let Some(&next) = self.starts.get(line + 1) else {
            return self.text.len();
        };
        let crlf = next >= 2 && &self.text.as_bytes()[next - 2..next] == b"\r\n";
        next - if crlf { 2 } else { 1 }
    }

    /// The position of byte `offset` (clamped to the text, and back to a character boundary).
    pub(crate) fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|start| *start <= offset) - 1;
        let column = self.text[self.starts[line]..offset].encode_utf16().count();
        Position::new(to_u32(line), to_u32(column))
    }

    /// The byte offset of `position`. A line past the end is the end of the text; a column
    /// past the end of its line is the line's end; a column inside a character (half of a
    /// surrogate pair) is that character's start.
    pub(crate) fn offset(&self, position: Position) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return self.text.len();
        };
        let line = &self.text[start..self.line_end(position.line as usize).max(start)];
        let mut units = 0;
        for (i, c) in line.char_indices() {
            units += c.len_utf16();
            if units > position.character as usize {
                return start + i;
            }
        }
        start + line.len()
    }

    pub(crate) fn range(&self, span: &std::ops::Range<usize>) -> Range {
        Range::new(self.position(span.start), self.position(span.end))
    }

    pub(crate) fn span(&self, range: Range) -> std::ops::Range<usize> {
        let start = self.offset(range.start);
        start..self.offset(range.end).max(start)
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Applies one change the client sent (a range replaced, or the whole text).
pub(crate) fn apply_change(text: &mut String, change: TextDocumentContentChangeEvent) {
    match change.range {
        Some(range) => {
            let span = LineIndex::new(text).span(range);
            text.replace_range(span, &change.text);
        }
        None => *text = change.text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_utf16_units() {
        // `é` is 2 bytes and 1 unit; `😀` is 4 bytes and 2 units (a surrogate pair).
        let text = "{\"é😀\": \"x\"}\n";
        let index = LineIndex::new(text);
        let x = text.find('x').unwrap();
        assert_eq!(index.position(x), Position::new(0, 9));
        assert_eq!(index.offset(Position::new(0, 9)), x);
        // Inside the pair: the emoji's start.
        let emoji = text.find('😀').unwrap();
        assert_eq!(index.offset(Position::new(0, 4)), emoji);
        assert_eq!(index.offset(Position::new(0, 3)), emoji);
        // An offset inside a character goes back to its start.
        assert_eq!(index.position(emoji + 1), Position::new(0, 3));
    }

    #[test]
    fn a_lone_carriage_return_ends_a_line() {
        let text = "{\r  \"a\": 1\r}\r";
        let index = LineIndex::new(text);
        assert_eq!(index.position(text.find('1').unwrap()), Position::new(1, 7));
        assert_eq!(
            index.offset(Position::new(1, 80)),
            text.find("\r}").unwrap()
        );
        assert_eq!(index.position(text.len()), Position::new(3, 0));
    }

    #[test]
    fn crlf_lines_end_before_the_carriage_return() {
        let text = "{\r\n  \"név\": 1\r\n}";
        let index = LineIndex::new(text);
        assert_eq!(index.position(text.find('1').unwrap()), Position::new(1, 9));
        assert_eq!(index.offset(Position::new(1, 9)), text.find('1').unwrap());
        // Past the end of line 1: before its `\r`.
        assert_eq!(
            index.offset(Position::new(1, 80)),
            text.find("1\r").unwrap() + 1
        );
        assert_eq!(index.position(text.len()), Position::new(2, 1));
        // Past the last line: the end.
        assert_eq!(index.offset(Position::new(9, 0)), text.len());
    }

    #[test]
    fn changes_apply_by_utf16_range() {
        let mut text = "{\r\n  \"é\": \"{color.primay}\"\r\n}".to_owned();
        let change = TextDocumentContentChangeEvent {
            range: Some(Range::new(Position::new(1, 20), Position::new(1, 21))),
            range_length: None,
            text: "ry".to_owned(),
        };
        apply_change(&mut text, change);
        assert_eq!(text, "{\r\n  \"é\": \"{color.primary}\"\r\n}");
        apply_change(
            &mut text,
            TextDocumentContentChangeEvent {
                range: None,
                range_length: None,
                text: "{}".to_owned(),
            },
        );
        assert_eq!(text, "{}");
    }

    /// Texts with every line ending and characters of 1 to 4 bytes and 1 or 2 UTF-16 units.
    const TEXT: &str = "[a\u{e9}\u{1f600}\r\n ]{0,40}";

    proptest::proptest! {
        /// Any position a client sends lands on a character boundary of the text.
        #[test]
        fn any_position_is_a_boundary(text in TEXT, line in 0..12u32, character in 0..60u32) {
            let offset = LineIndex::new(&text).offset(Position::new(line, character));
            proptest::prop_assert!(text.is_char_boundary(offset));
        }

        /// Offset → position → offset comes back, except between a `\r` and its `\n`, which is
        /// not a place on any line.
        #[test]
        fn positions_round_trip(text in TEXT, offset in 0..200usize) {
            let index = LineIndex::new(&text);
            let mut offset = offset.min(text.len());
            while !text.is_char_boundary(offset)
                || (text[..offset].ends_with('\r') && text[offset..].starts_with('\n'))
            {
                offset -= 1;
            }
            proptest::prop_assert_eq!(index.offset(index.position(offset)), offset);
        }

        /// A change with any range replaces exactly the span that range names.
        #[test]
        fn any_change_applies(text in TEXT, new in TEXT, a in (0..12u32, 0..60u32), b in (0..12u32, 0..60u32)) {
            let range = Range::new(Position::new(a.0, a.1), Position::new(b.0, b.1));
            let span = LineIndex::new(&text).span(range);
            let expected = format!("{}{new}{}", &text[..span.start], &text[span.end..]);
            let mut changed = text.clone();
            let change = TextDocumentContentChangeEvent { range: Some(range), range_length: None, text: new };
            apply_change(&mut changed, change);
            proptest::prop_assert_eq!(changed, expected);
        }
    }
}
