//! The common shape of a finding drawn directly, byte for byte as annotate-snippets draws it.
//!
//! annotate-snippets lays every snippet out in a grid of styled characters, which costs about
//! 10 ns per character printed; a report of 1,000 findings prints more text than the files it
//! is about hold, so drawing it cost nearly three times as much as loading those files. Most
//! findings have one shape: one-line spans, each on a line of its own, in plain ASCII lines
//! short enough that nothing is cut. For that shape the layout is a few fixed rules, and this
//! module writes it straight into a string.
//!
//! Everything else (spans over several lines, two spans on one line, tabs, control or non-ASCII
//! characters, lines long enough to be cut, deep indentation) returns `None` and goes to
//! annotate-snippets, which stays the one definition of the layout: the tests below draw
//! thousands of generated findings both ways, plain and in colour, and require the same bytes.

use std::fmt::Write;
use std::ops::Range;
use std::sync::Arc;

use annotate_snippets::renderer::{DEFAULT_TERM_WIDTH, Style as Paint};

use super::Style;
use crate::diagnostics::{Diagnostic, Severity, SourceFile};

/// `diagnostic` as annotate-snippets would draw it in `style` (its headline already cut to
/// length), or `None` when it is not of the shape this module draws.
pub(crate) fn render(diagnostic: &Diagnostic, headline: &str, style: Style) -> Option<String> {
    let primary_file = &diagnostic.primary.file;
    let mut own = vec![Mark::new(
        primary_file,
        &diagnostic.primary.span,
        diagnostic.label.as_deref(),
        true,
    )?];
    let mut others = Vec::new();
    for related in &diagnostic.related {
        let file = &related.location.file;
        let mark = Mark::new(file, &related.location.span, Some(&related.message), false)?;
        if Arc::ptr_eq(file, primary_file) {
            own.push(mark);
        } else if file.path() == primary_file.path() {
            // Another copy of the primary file: annotate-snippets matches snippets by path.
            return None;
        } else {
            others.push(mark);
        }
    }
    own.sort_by_key(|mark| mark.line);
    if own.windows(2).any(|pair| pair[0].line == pair[1].line) {
        return None;
    }
    let help = diagnostic.help.as_deref();
    if ![headline, primary_file.path()]
        .into_iter()
        .chain(help)
        .chain(others.iter().map(|mark| mark.file.path()))
        .all(printable)
    {
        return None;
    }

    let max_line = own.iter().chain(&others).map(|m| m.line).max()?;
    let gutter = max_line.to_string().len();
    let mut out = Layout {
        out: String::with_capacity(256),
        gutter,
        // Wider lines are cut by annotate-snippets, which this module does not do.
        width: DEFAULT_TERM_WIDTH.checked_sub(gutter + 3)?,
        palette: Palette::new(style, diagnostic.severity),
        current: Paint::new(),
    };
    let palette = out.palette;

    for part in [
        diagnostic.severity.as_str(),
        "[",
        diagnostic.rule.as_str(),
        "]",
    ] {
        out.put(part, palette.level);
    }
    out.put(": ", palette.emphasis);
    out.put(headline, palette.emphasis);
    out.newline();

    let primary = own.iter().find(|mark| mark.primary)?;
    out.origin("--> ", primary);
    out.block(&own)?;
    for mark in &others {
        out.separator();
        out.origin("::: ", mark);
        out.block(std::slice::from_ref(mark))?;
    }
    if let Some(help) = help {
        out.separator();
        out.pad(gutter + 1);
        out.put("= ", palette.line_number);
        out.put("help", palette.emphasis);
        out.put(": ", Paint::new());
        out.put(help, Paint::new());
        out.newline();
    }
    out.out.pop(); // the last newline: the result ends without one, as annotate-snippets' does
    Some(out.out)
}

/// The styles of annotate-snippets' renderer: its defaults in colour, nothing in plain text.
#[derive(Clone, Copy)]
struct Palette {
    /// The level's word and rule id, the primary underline and its label.
    level: Paint,
    /// Line numbers, gutters, arrows.
    line_number: Paint,
    /// The headline and `help`.
    emphasis: Paint,
    /// Underlines and labels of related locations.
    context: Paint,
}

impl Palette {
    fn new(style: Style, severity: Severity) -> Self {
        use annotate_snippets::renderer as r;
        match style {
            Style::Plain => Palette {
                level: Paint::new(),
                line_number: Paint::new(),
                emphasis: Paint::new(),
                context: Paint::new(),
            },
            Style::Color => Palette {
                level: match severity {
                    Severity::Error => r::DEFAULT_ERROR_STYLE,
                    Severity::Warning => r::DEFAULT_WARNING_STYLE,
                    Severity::Note => r::DEFAULT_NOTE_STYLE,
                },
                line_number: r::DEFAULT_LINE_NUM_STYLE,
                emphasis: r::DEFAULT_EMPHASIS_STYLE,
                context: r::DEFAULT_CONTEXT_STYLE,
            },
        }
    }
}

/// One span to underline: on a single line of `file`, with that line's text.
struct Mark<'a> {
    file: &'a SourceFile,
    /// 1-based line number.
    line: usize,
    /// The line's text, without its newline.
    text: &'a str,
    /// 0-based column of the span (bytes, which are characters: the line is ASCII).
    column: usize,
    len: usize,
    label: Option<&'a str>,
    primary: bool,
}

impl<'a> Mark<'a> {
    /// The mark, or `None` when the span is empty, spans lines, or sits on a line (or has a
    /// label) that is not plain printable ASCII.
    fn new(
        file: &'a Arc<SourceFile>,
        span: &Range<usize>,
        label: Option<&'a str>,
        primary: bool,
    ) -> Option<Self> {
        if span.start >= span.end || span.end > file.text().len() || label == Some("") {
            return None;
        }
        let (window, line) = file.lines_around(span);
        // A line wider than a terminal is cut, which annotate-snippets does: not read further.
        if window.len() > DEFAULT_TERM_WIDTH + 1 {
            return None;
        }
        let text = file.text()[window.clone()].strip_suffix('\n')?;
        let column = span.start - window.start;
        if span.end > window.start + text.len() || !printable(text) || !label.is_none_or(printable)
        {
            return None;
        }
        Some(Mark {
            file,
            line,
            text,
            column,
            len: span.end - span.start,
            label,
            primary,
        })
    }
}

/// The text being written, and the measures every line of it shares.
struct Layout {
    out: String,
    /// Digits of the largest line number shown: the width of the line-number column.
    gutter: usize,
    /// The widest source line drawn whole.
    width: usize,
    palette: Palette,
    /// The style in effect on the current line.
    current: Paint,
}

impl Layout {
    /// Appends `text` in `style`. Like annotate-snippets, a change of style resets the old one
    /// and starts the new one, and a line ends with a reset.
    fn put(&mut self, text: &str, style: Paint) {
        if text.is_empty() {
            return;
        }
        self.styled(style).push_str(text);
    }

    /// The text, with `style` in effect for what is appended next (which must not be empty).
    fn styled(&mut self, style: Paint) -> &mut String {
        self.switch(style);
        &mut self.out
    }

    fn switch(&mut self, style: Paint) {
        if style == self.current {
            return;
        }
        // Writing to a String cannot fail.
        let _ = write!(self.out, "{:#}{}", self.current, style);
        self.current = style;
    }

    fn newline(&mut self) {
        self.switch(Paint::new());
        self.out.push('\n');
    }

    fn pad(&mut self, n: usize) {
        if n > 0 {
            self.switch(Paint::new());
            self.out.extend(std::iter::repeat_n(' ', n));
        }
    }

    /// ` --> path:line:column` (`:::` for a file other than the primary one).
    fn origin(&mut self, arrow: &str, mark: &Mark<'_>) {
        self.pad(self.gutter);
        self.put(arrow, self.palette.line_number);
        let out = self.styled(Paint::new());
        let _ = write!(
            out,
            "{}:{}:{}",
            mark.file.path(),
            mark.line,
            mark.column + 1
        );
        self.newline();
    }

    /// The empty gutter line, `  |`.
    fn separator(&mut self) {
        self.pad(self.gutter + 1);
        self.put("|", self.palette.line_number);
        self.newline();
    }

    /// `12 | text`, the number right-aligned in the gutter.
    fn source_line(&mut self, line: usize, text: &str) {
        let gutter = self.gutter;
        let _ = write!(self.styled(self.palette.line_number), "{line:>gutter$}");
        self.pad(1);
        self.put("|", self.palette.line_number);
        if !text.is_empty() {
            self.pad(1);
            self.put(text, Paint::new());
        }
        self.newline();
    }

    /// The lines of one file: each mark's line with its underline, one unmarked line between
    /// two marks drawn as it is, more than one elided as `...`. `None` when a line would be cut
    /// or indented far enough that annotate-snippets would trim the left margin.
    fn block(&mut self, marks: &[Mark<'_>]) -> Option<()> {
        let indent = marks
            .iter()
            .filter(|m| !m.text.trim_start().is_empty())
            .map(|m| m.text.len() - m.text.trim_start().len())
            .chain(marks.iter().map(|m| m.column))
            .min()?;
        // annotate-snippets trims an indentation deeper than this (its margin rules).
        if indent > 26 {
            return None;
        }
        self.separator();
        for (i, mark) in marks.iter().enumerate() {
            if mark.text.len() > self.width {
                return None;
            }
            self.source_line(mark.line, mark.text);
            self.pad(self.gutter + 1);
            self.put("|", self.palette.line_number);
            self.pad(mark.column + 1);
            let (underline, style) = if mark.primary {
                ('^', self.palette.level)
            } else {
                ('-', self.palette.context)
            };
            self.styled(style)
                .extend(std::iter::repeat_n(underline, mark.len));
            if let Some(label) = mark.label {
                self.pad(1);
                self.put(label, style);
            }
            self.newline();
            match marks.get(i + 1).map(|next| next.line - mark.line) {
                Some(2) => {
                    let between = mark.file.line(mark.line + 1)?;
                    if between.len() > self.width || !printable(between) {
                        return None;
                    }
                    self.source_line(mark.line + 1, between);
                }
                Some(gap) if gap > 2 => {
                    self.put("...", self.palette.line_number);
                    self.newline();
                }
                _ => {}
            }
        }
        Some(())
    }
}

/// Plain printable ASCII: what every renderer shows the same and every terminal draws one
/// column wide.
fn printable(text: &str) -> bool {
    text.bytes().all(|b| (0x20..0x7f).contains(&b))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};

    use super::*;
    use crate::Location;
    use crate::formats::snippets::draw;
    use crate::rules::RuleId;

    /// A line of a generated file: mostly plain ASCII, sometimes what sends a finding to
    /// annotate-snippets (a tab, a non-ASCII letter, a carriage return, a long or deeply
    /// indented line).
    fn line() -> impl Strategy<Value = String> {
        (
            prop_oneof![12 => 0..12usize, 1 => 20..40usize],
            "[ -~]{0,60}",
            prop_oneof![40 => Just(""), 1 => Just("\t"), 1 => Just("é"), 1 => Just("\r")],
            prop_oneof![30 => Just(0usize), 1 => 100..160usize],
        )
            .prop_map(|(indent, text, odd, long)| {
                format!("{}{text}{odd}{}", " ".repeat(indent), "x".repeat(long))
            })
    }

    /// A file of generated lines after `filler` short ones, so line numbers cross 9, 99 and
    /// 999 and the gutter changes width.
    fn file(path: &'static str) -> impl Strategy<Value = Arc<SourceFile>> {
        (
            prop_oneof![Just(0usize), Just(5), Just(93), Just(995)],
            prop::collection::vec(line(), 1..12),
            any::<bool>(),
        )
            .prop_map(move |(filler, lines, newline)| {
                let mut text = "    \"filler\": true,\n".repeat(filler) + &lines.join("\n");
                if newline {
                    text.push('\n');
                }
                SourceFile::new(path, text)
            })
    }

    /// A span in `file`: mostly a piece of one line, sometimes empty or running past the
    /// line's end.
    fn span(file: &SourceFile, (line, column, len): (usize, usize, usize)) -> Range<usize> {
        let starts: Vec<usize> = std::iter::once(0)
            .chain(file.text().match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        // One of the last lines: the generated ones, or the filler just before them.
        let first = starts[starts.len().saturating_sub(1 + line % 14)];
        let line_len = file.text()[first..]
            .find('\n')
            .unwrap_or(file.text().len() - first);
        let column = column % (line_len + 1);
        let room = line_len - column;
        let len = if len < 56 {
            len % (room + 1)
        } else {
            room + len
        };
        let start = first + column;
        start..(start + len).min(file.text().len())
    }

    fn text() -> impl Strategy<Value = String> {
        prop_oneof![30 => "[ -~]{1,30}", 1 => Just(String::new()), 1 => Just("a → b".to_owned())]
    }

    type Pick = (usize, usize, usize);

    fn finding() -> impl Strategy<Value = Diagnostic> {
        let pick = || (0..14usize, 0..80usize, 0..64usize);
        (
            (file("tokens/a.json"), file("specs/b.json")),
            pick(),
            prop::option::of(text()),
            prop::collection::vec((any::<bool>(), pick(), text()), 0..3),
            (prop::option::of(text()), text(), 0..3usize),
        )
            .prop_map(
                |((a, b), primary, label, related, (help, message, severity)): (
                    _,
                    Pick,
                    _,
                    Vec<(bool, Pick, String)>,
                    _,
                )| {
                    let mut d = Diagnostic::new(
                        RuleId::TOKEN_REFERENCE,
                        Location::new(&a, span(&a, primary)),
                        message,
                    )
                    .with_severity([Severity::Error, Severity::Warning, Severity::Note][severity]);
                    d.label = label;
                    d.help = help;
                    for (other, at, message) in related {
                        let file = if other { &b } else { &a };
                        d = d.with_related(Location::new(file, span(file, at)), message);
                    }
                    d
                },
            )
    }

    /// Whatever this module draws is what annotate-snippets draws, byte for byte; and it draws
    /// a good share of the generated findings (not passing by declining everything).
    #[test]
    fn draws_what_annotate_snippets_draws() {
        let drawn = AtomicUsize::new(0);
        let cases = 4_000;
        let mut runner = TestRunner::new(Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&finding(), |d| {
                for style in [Style::Plain, Style::Color] {
                    if let Some(direct) = render(&d, &d.message, style) {
                        drawn.fetch_add(1, Ordering::Relaxed);
                        prop_assert_eq!(direct, draw(&d, &d.message, style));
                    }
                }
                Ok(())
            })
            .unwrap();
        let drawn = drawn.into_inner();
        assert!(
            drawn * 4 > 2 * cases as usize,
            "only {drawn} of {cases} drawn directly"
        );
    }
}
