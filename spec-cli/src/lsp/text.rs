//! Positions as the Language Server Protocol counts them: a zero-based line and a column in
//! UTF-16 code units (the one encoding every client supports), against uispec's byte offsets.
//! A line ends at `\n`, `\r\n` or a lone `\r`, the three ends the protocol names; the end is
//! not part of the line, so a column past the end of a line stops before it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use lsp_types::{Position, Range, TextDocumentContentChangeEvent};
use uispec_core::{Location, SourceFile};

/// Where each line of a text starts, for converting offsets and positions.
#[derive(Debug)]
pub(crate) struct LineIndex<'t> {
    text: &'t str,
    starts: Cow<'t, [usize]>,
}

/// Whether a line starts at byte `at` of `bytes` (`at` > 0): the byte before ends a line.
fn starts_line(bytes: &[u8], at: usize) -> bool {
    let end = bytes[at - 1];
    end == b'\n' || (end == b'\r' && bytes.get(at) != Some(&b'\n'))
}

/// The start of every line of `text`.
fn line_starts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let mut starts = vec![0];
    starts.extend((1..=bytes.len()).filter(|&at| starts_line(bytes, at)));
    starts
}

impl<'t> LineIndex<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        LineIndex {
            text,
            starts: Cow::Owned(line_starts(text)),
        }
    }

    /// The index of `text` from line starts computed before.
    fn over(text: &'t str, starts: &'t [usize]) -> Self {
        LineIndex {
            text,
            starts: Cow::Borrowed(starts),
        }
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

/// Applies the changes of one `didChange`, in order (each range is in the text the previous
/// change left). The line starts are updated around each edit rather than recomputed: one
/// notification of 20,000 edits to a 1 MB document took 14.7 s when every edit re-indexed the
/// whole text.
pub(crate) fn apply_changes(text: &mut String, changes: Vec<TextDocumentContentChangeEvent>) {
    let mut starts = line_starts(text);
    for change in changes {
        let Some(range) = change.range else {
            *text = change.text;
            starts = line_starts(text);
            continue;
        };
        let span = LineIndex::over(text, &starts).span(range);
        let (old_end, new_end) = (span.end, span.start + change.text.len());
        text.replace_range(span.clone(), &change.text);
        // Whether a line starts at `at` depends on the bytes at `at - 1` and `at`: only starts
        // from `span.start` to the end of the inserted text can change; those after it move.
        let first = starts.partition_point(|&at| at < span.start.max(1));
        let after = starts.partition_point(|&at| at <= old_end);
        let bytes = text.as_bytes();
        let window = (span.start.max(1)..=new_end)
            .filter(|&at| starts_line(bytes, at))
            .collect::<Vec<_>>();
        let moved = first + window.len();
        starts.splice(first..after, window);
        for at in &mut starts[moved..] {
            *at = *at - old_end + new_end;
        }
    }
}

/// Core locations as LSP ones, each file's lines indexed once however many locations point
/// into it (a chain of 999 aliases in one file once re-indexed that file 999 times).
pub(crate) struct Locator<'r> {
    root: &'r Path,
    /// By file identity; the `Arc` keeps the address from being reused.
    files: HashMap<*const SourceFile, (Arc<SourceFile>, Vec<usize>)>,
}

impl<'r> Locator<'r> {
    /// Locations become file URIs under `root`.
    pub(crate) fn new(root: &'r Path) -> Self {
        Locator {
            root,
            files: HashMap::new(),
        }
    }

    /// The LSP range of `span` in `file`.
    pub(crate) fn range(&mut self, file: &Arc<SourceFile>, span: &std::ops::Range<usize>) -> Range {
        let (file, starts) = self
            .files
            .entry(Arc::as_ptr(file))
            .or_insert_with(|| (Arc::clone(file), line_starts(file.text())));
        LineIndex::over(file.text(), starts).range(span)
    }

    /// A core [`Location`] as an LSP one; `None` when its path makes no file URI.
    pub(crate) fn location(&mut self, location: &Location) -> Option<lsp_types::Location> {
        let uri = lsp_types::Url::from_file_path(self.root.join(location.file.path())).ok()?;
        let range = self.range(&location.file, &location.span);
        Some(lsp_types::Location::new(uri, range))
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
        apply_changes(&mut text, vec![change.clone()]);
        assert_eq!(text, "{\r\n  \"é\": \"{color.primary}\"\r\n}");
        let whole = TextDocumentContentChangeEvent {
            range: None,
            range_length: None,
            text: "{}".to_owned(),
        };
        apply_changes(&mut text, vec![whole, change]);
        assert_eq!(text, "{}ry");
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
            apply_changes(&mut changed, vec![change]);
            proptest::prop_assert_eq!(changed, expected);
        }

        /// Line starts kept up to date across the edits of one notification are the starts of
        /// the text each edit leaves: a run of edits lands where one at a time would.
        #[test]
        fn a_run_of_changes_lands_like_one_at_a_time(
            text in TEXT,
            edits in proptest::collection::vec((TEXT, 0..8u32, 0..30u32, 0..8u32, 0..30u32), 1..8),
        ) {
            let changes: Vec<_> = edits
                .into_iter()
                .map(|(new, l0, c0, l1, c1)| TextDocumentContentChangeEvent {
                    range: Some(Range::new(Position::new(l0, c0), Position::new(l1, c1))),
                    range_length: None,
                    text: new,
                })
                .collect();
            let mut expected = text.clone();
            for change in changes.clone() {
                apply_changes(&mut expected, vec![change]);
            }
            let mut changed = text;
            apply_changes(&mut changed, changes);
            proptest::prop_assert_eq!(changed, expected);
        }
    }
}
