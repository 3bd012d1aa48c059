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
}

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
        let column = self.text[starts[line]..offset].chars().count() + 1;
        LineCol {
            line: line + 1,
            column,
        }
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
