//! Source files held in memory, and byte offset → line:column conversion.

use std::ops::Range;
use std::sync::{Arc, OnceLock};

/// One file's text, shared by every diagnostic that points into it.
///
/// Diagnostics keep an [`Arc<SourceFile>`] so that each renderer can show the snippet and compute
/// line:column without a side table of files.
#[derive(Debug)]
pub struct SourceFile {
    path: String,
    text: String,
    /// Byte offset of the start of every line, computed on first use: the happy path (a valid
    /// file) never needs it.
    line_starts: OnceLock<Vec<usize>>,
    /// How many characters come before every [`BLOCK`]th byte (rounded down to a character
    /// boundary), computed on first use: a column is then counted over at most one block, so
    /// thousands of findings on one long line cost linear time, not the line's length each.
    char_marks: OnceLock<Vec<usize>>,
}

/// The bytes between two entries of [`SourceFile::char_marks`].
const BLOCK: usize = 256;

/// A 1-based line and column. Columns count Unicode scalar values (SARIF's
/// `unicodeCodePoints`), so an `é` before the error moves the caret by one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct LineCol {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column, in Unicode scalar values.
    pub column: usize,
}

impl SourceFile {
    /// A file as it will be shown in diagnostics: `path` is the display path (relative to the
    /// project where possible), `text` its whole content.
    pub fn new(path: impl Into<String>, text: impl Into<String>) -> Arc<Self> {
        Arc::new(SourceFile {
            path: path.into(),
            text: text.into(),
            line_starts: OnceLock::new(),
            char_marks: OnceLock::new(),
        })
    }

    /// The display path given at creation.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The whole text of the file.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether `other` is shown under the same path with the same text: what was read from
    /// one is true of the other (the two sides of `uispec diff`).
    pub fn same(&self, other: &SourceFile) -> bool {
        self.path == other.path && self.text == other.text
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        })
    }

    /// The line and column of a byte offset. Offsets past the end, or inside a UTF-8 sequence,
    /// are clamped to the nearest preceding character boundary.
    pub fn line_col(&self, offset: usize) -> LineCol {
        let offset = floor_char_boundary(&self.text, offset);
        let starts = self.line_starts();
        let line = starts
            .partition_point(|&start| start <= offset)
            .saturating_sub(1);
        let column = self.chars_before(offset) - self.chars_before(starts[line]) + 1;
        LineCol {
            line: line + 1,
            column,
        }
    }

    /// How many characters the text holds before the byte `offset`, a character boundary.
    fn chars_before(&self, offset: usize) -> usize {
        let text = &self.text;
        if offset < BLOCK {
            return text[..offset].chars().count();
        }
        // Entry `i`: the characters before byte `i * BLOCK`, rounded down to a boundary.
        let marks = self.char_marks.get_or_init(|| {
            let mut marks = vec![0];
            let (mut count, mut at) = (0, 0);
            for block in 1..=text.len() / BLOCK {
                let next = floor_char_boundary(text, block * BLOCK);
                count += text[at..next].chars().count();
                marks.push(count);
                at = next;
            }
            marks
        });
        let block = (offset / BLOCK).min(marks.len() - 1);
        let from = floor_char_boundary(text, block * BLOCK);
        marks[block] + text[from..offset].chars().count()
    }

    /// The whole lines `range` touches, as a byte range (with the last line's newline), and
    /// the 1-based number of the first: what a snippet of the range needs of the file. A range
    /// at the very end of a file that ends with a newline gets the last line.
    pub fn lines_around(&self, range: &Range<usize>) -> (Range<usize>, usize) {
        let text = &self.text;
        let starts = self.line_starts();
        let start = floor_char_boundary(text, range.start);
        let end = floor_char_boundary(text, range.end.max(range.start));
        let mut first = starts.partition_point(|&s| s <= start).saturating_sub(1);
        if starts[first] == text.len() && first > 0 {
            first -= 1;
        }
        let last = starts.partition_point(|&s| s <= end).saturating_sub(1);
        let window_end = starts.get(last + 1).copied().unwrap_or(text.len());
        (starts[first]..window_end.max(starts[first]), first + 1)
    }

    /// The text of 1-based line `line`, without its newline; `None` past the last line.
    pub fn line(&self, line: usize) -> Option<&str> {
        let starts = self.line_starts();
        let start = *starts.get(line.checked_sub(1)?)?;
        let end = starts.get(line).map_or(self.text.len(), |next| next - 1);
        Some(&self.text[start..end])
    }

    /// Start and end line:column of a byte range (the end is exclusive, like the range).
    pub fn range_line_col(&self, range: &Range<usize>) -> (LineCol, LineCol) {
        (self.line_col(range.start), self.line_col(range.end))
    }
}

fn floor_char_boundary(text: &str, offset: usize) -> usize {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_lines_and_unicode_columns() {
        let file = SourceFile::new("a.json", "{\n  \"é\": 1,\n\"x\"}");
        assert_eq!(file.line_col(0), LineCol { line: 1, column: 1 });
        assert_eq!(file.line_col(2), LineCol { line: 2, column: 1 });
        // `1` comes after two spaces, `"é"` (3 characters, 4 bytes), `:` and a space.
        let one = file.text().find('1').unwrap();
        assert_eq!(file.line_col(one), LineCol { line: 2, column: 8 });
        assert_eq!(file.line_col(10_000), file.line_col(file.text().len()));
    }

    /// Columns on a long line are counted through the block marks: the same answer as
    /// counting every character, with multi-byte characters across block edges.
    #[test]
    fn columns_on_long_lines_count_characters() {
        let text: String = (0..20_000)
            .map(|i| if i % 7 == 0 { 'é' } else { 'a' })
            .chain("\nend".chars())
            .collect();
        let file = SourceFile::new("a.json", text.clone());
        for offset in [0, 1, 4095, 4096, 4097, 8193, 12_000, 22_856, text.len() - 1] {
            let offset = floor_char_boundary(&text, offset);
            let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
            let expected = text[line_start..offset].chars().count() + 1;
            assert_eq!(file.line_col(offset).column, expected, "at {offset}");
        }
    }

    #[test]
    fn lines_around_a_range_are_whole_lines() {
        let file = SourceFile::new("a.json", "{\n  \"a\": 1,\n  \"b\": 2\n}\n");
        let b = file.text().find("\"b\"").unwrap();
        assert_eq!(file.lines_around(&(b..b + 3)), (12..21, 3));
        let a = file.text().find("\"a\"").unwrap();
        assert_eq!(file.lines_around(&(a..b)), (2..21, 2));
        let len = file.text().len();
        assert_eq!(file.lines_around(&(len..len)), (21..23, 4));
        assert_eq!(file.lines_around(&(0..0)), (0..2, 1));
    }
}
