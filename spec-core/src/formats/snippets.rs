//! Findings drawn by annotate-snippets, the renderer rustc and Cargo use: every shape, and the
//! definition of the layout that [`super::direct`] reproduces for the common one.

use std::ops::Range;
use std::sync::Arc;

use annotate_snippets::renderer::DecorStyle;
use annotate_snippets::{AnnotationKind, Group, Level, Origin, Renderer, Snippet};

use super::Style;
use crate::diagnostics::{Diagnostic, Related, Severity, SourceFile};

/// [`super::human::render`] through annotate-snippets, whatever the finding's shape.
pub(crate) fn draw(diagnostic: &Diagnostic, headline: &str, style: Style) -> String {
    let level = match diagnostic.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
    };
    let primary_file = &diagnostic.primary.file;
    let same_file: Vec<&Related> = diagnostic
        .related
        .iter()
        .filter(|r| Arc::ptr_eq(&r.location.file, primary_file))
        .collect();
    // The renderer is handed only the lines it shows, numbered from where they start: handed
    // the whole file, it spent its time preparing lines it never printed (a 400 KB token file
    // with 1,000 findings took 54 ms to render, against under 1 ms to load).
    let spans =
        std::iter::once(&diagnostic.primary.span).chain(same_file.iter().map(|r| &r.location.span));
    let (window, first_line) = shown_lines(primary_file, spans);
    let mut origins = Vec::new();
    let spans: Vec<&Range<usize>> = std::iter::once(&diagnostic.primary.span)
        .chain(same_file.iter().map(|r| &r.location.span))
        .collect();
    let window = cut_long_line(primary_file, window, &spans, &mut origins);
    let shift = |span: &Range<usize>| within(span, &window);
    let mut primary = AnnotationKind::Primary.span(shift(&diagnostic.primary.span));
    if let Some(label) = &diagnostic.label {
        primary = primary.label(label.as_str());
    }
    let mut snippet = Snippet::source(&primary_file.text()[window.clone()])
        .line_start(first_line)
        .path(primary_file.path())
        .annotation(primary);
    for related in &same_file {
        snippet = snippet.annotation(
            AnnotationKind::Context
                .span(shift(&related.location.span))
                .label(related.message.as_str()),
        );
    }
    let mut other_files = Vec::new();
    for related in &diagnostic.related {
        if Arc::ptr_eq(&related.location.file, primary_file) {
            continue;
        }
        let file = &related.location.file;
        let span = &related.location.span;
        let (window, first_line) = shown_lines(file, std::iter::once(span));
        let window = cut_long_line(file, window, &[span], &mut origins);
        other_files.push(
            Snippet::source(&file.text()[window.clone()])
                .line_start(first_line)
                .path(file.path())
                .annotation(
                    AnnotationKind::Context
                        .span(within(span, &window))
                        .label(related.message.as_str()),
                ),
        );
    }
    let title = level.primary_title(headline).id(diagnostic.rule.as_str());
    // A finding about a whole file that has no text (unreadable, missing) shows only its path.
    let mut group = if primary_file.text().is_empty() && diagnostic.primary.span.is_empty() {
        title.element(Origin::path(primary_file.path()))
    } else {
        title.element(snippet)
    };
    for snippet in other_files {
        group = group.element(snippet);
    }
    if let Some(help) = &diagnostic.help {
        group = group.element(Level::HELP.message(help.as_str()));
    }
    let report: [Group<'_>; 1] = [group];
    let renderer = match style {
        Style::Plain => Renderer::plain(),
        Style::Color => Renderer::styled(),
    };
    let mut drawn = renderer.decor_style(DecorStyle::Ascii).render(&report);
    // A cut line starts inside the file's line: its origin says the column in the whole line.
    for (drawn_origin, real_origin) in origins {
        drawn = drawn.replacen(&drawn_origin, &real_origin, 1);
    }
    drawn
}

/// Lines longer than this are shown cut around their span (annotate-snippets costs time in
/// the length of every line it is given, and shows a terminal's width of it anyway).
const LONG_LINE: usize = 1024;
/// How much of a long line is kept on each side of the spans, and between their ends.
const KEPT_AROUND: usize = 128;
const KEPT_SPANS: usize = 2048;

/// `window` (whole lines of `file`, from [`shown_lines`]) cut around `spans` (the first is the
/// one the origin names) when it is one line longer than [`LONG_LINE`]: from before the first
/// span to after the last, at most [`KEPT_SPANS`] from the first's start; the origin
/// annotate-snippets will print for the cut, with the one it must say instead, is added to
/// `origins`.
fn cut_long_line(
    file: &SourceFile,
    window: Range<usize>,
    spans: &[&Range<usize>],
    origins: &mut Vec<(String, String)>,
) -> Range<usize> {
    let text = file.text();
    let one_line = || file.line_col(window.start).line == file.line_col(window.end - 1).line;
    if window.len() <= LONG_LINE || !one_line() {
        return window;
    }
    let origin = spans[0].start.clamp(window.start, window.end);
    let first = spans
        .iter()
        .map(|s| s.start.clamp(window.start, window.end))
        .min()
        .unwrap_or(origin)
        .max(origin.saturating_sub(KEPT_SPANS));
    let last = spans
        .iter()
        .map(|s| s.end.clamp(window.start, window.end))
        .max()
        .unwrap_or(origin)
        .clamp(origin, (first + KEPT_SPANS).min(window.end));
    let floor = |mut at: usize| {
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let cut = floor(first.saturating_sub(KEPT_AROUND).max(window.start))
        ..floor((last + KEPT_AROUND).min(window.end));
    let real = file.line_col(origin);
    let drawn = text[cut.start..origin].chars().count() + 1;
    let at = |column: usize| format!("{}:{}:{column}", file.path(), real.line);
    origins.push((at(drawn), at(real.column)));
    cut
}

/// The whole lines of `file` that `spans` touch (clamped to the text), and the number of the
/// first.
fn shown_lines<'a>(
    file: &SourceFile,
    spans: impl Iterator<Item = &'a Range<usize>>,
) -> (Range<usize>, usize) {
    let len = file.text().len();
    let (start, end) = spans.fold((len, 0), |(start, end), span| {
        (start.min(span.start.min(len)), end.max(span.end.min(len)))
    });
    file.lines_around(&(start.min(end)..end))
}

/// `span` relative to `window`, which holds it (what lies outside is clamped to its edges).
fn within(span: &Range<usize>, window: &Range<usize>) -> Range<usize> {
    let at = |offset: usize| offset.clamp(window.start, window.end) - window.start;
    at(span.start)..at(span.end.max(span.start))
}
