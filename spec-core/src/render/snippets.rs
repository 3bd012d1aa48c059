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
        let (window, first_line) = shown_lines(file, std::iter::once(&related.location.span));
        let span = &related.location.span;
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
    renderer.decor_style(DecorStyle::Ascii).render(&report)
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
