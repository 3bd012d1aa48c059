//! The human renderer: rustc-style snippets through annotate-snippets, the renderer rustc and
//! Cargo use.

use annotate_snippets::renderer::DecorStyle;
use annotate_snippets::{AnnotationKind, Group, Level, Origin, Renderer, Snippet};

use crate::diagnostics::{Diagnostic, Severity};

/// Whether to colour the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Plain text: files, pipes, build scripts (Cargo strips colours anyway), snapshots.
    Plain,
    /// ANSI colours for a terminal.
    Color,
}

/// Renders one diagnostic as rustc would:
///
/// ```text
/// error[spec-schema]: unknown key `desciption` in the spec
///  --> specs/button.json:3:3
///   |
/// 3 |   "desciption": "A button",
///   |   ^^^^^^^^^^^^ unknown key
///   |
///   = help: did you mean `description`?
/// ```
///
/// The result ends without a newline.
pub fn render(diagnostic: &Diagnostic, style: Style) -> String {
    let level = match diagnostic.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
    };
    let primary_file = &diagnostic.primary.file;
    let mut primary = AnnotationKind::Primary.span(diagnostic.primary.span.clone());
    if let Some(label) = &diagnostic.label {
        primary = primary.label(label.as_str());
    }
    let mut snippet = Snippet::source(primary_file.text())
        .path(primary_file.path())
        .annotation(primary);
    let mut other_files = Vec::new();
    for related in &diagnostic.related {
        let annotation = AnnotationKind::Context
            .span(related.location.span.clone())
            .label(related.message.as_str());
        if std::sync::Arc::ptr_eq(&related.location.file, primary_file) {
            snippet = snippet.annotation(annotation);
        } else {
            let file = &related.location.file;
            other_files.push(
                Snippet::source(file.text())
                    .path(file.path())
                    .annotation(annotation),
            );
        }
    }
    let headline = headline(&diagnostic.message);
    let title = level
        .primary_title(headline.as_ref())
        .id(diagnostic.rule.as_str());
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

/// Renders every diagnostic, separated by blank lines, then a summary line such as
/// `error: 3 errors, 1 warning in 2 files` (nothing when the list is empty).
pub fn render_all(diagnostics: &[Diagnostic], style: Style) -> String {
    let mut out = String::new();
    for diagnostic in diagnostics {
        out.push_str(&render(diagnostic, style));
        out.push_str("\n\n");
    }
    if let Some(summary) = summary(diagnostics) {
        out.push_str(&summary);
        out.push('\n');
    }
    out
}

/// `3 errors, 1 warning` over the findings, or `None` when there are none.
pub fn summary(diagnostics: &[Diagnostic]) -> Option<String> {
    let count = |severity| {
        diagnostics
            .iter()
            .filter(|d| d.severity == severity)
            .count()
    };
    let parts: Vec<String> = [
        (Severity::Error, "error"),
        (Severity::Warning, "warning"),
        (Severity::Note, "note"),
    ]
    .into_iter()
    .filter_map(|(severity, noun)| {
        let n = count(severity);
        (n > 0).then(|| format!("{n} {noun}{}", if n == 1 { "" } else { "s" }))
    })
    .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// `2 errors, 1 warning in 4 specs and 4 components`, or `no problems in …`.
#[cfg(feature = "validate")]
pub fn summary_line(diagnostics: &[Diagnostic], scope: super::json::Scope) -> String {
    let plural = |n: usize, noun: &str| format!("{n} {noun}{}", if n == 1 { "" } else { "s" });
    let mut checked = plural(scope.specs, "spec");
    if scope.components > 0 {
        checked.push_str(&format!(" and {}", plural(scope.components, "component")));
    }
    match summary(diagnostics) {
        Some(found) => format!("{found} in {checked}"),
        None => format!("no problems in {checked}"),
    }
}

/// The longest headline shown, in characters: a 10,000-character name quoted in a message
/// would otherwise fill the terminal. Machine formats keep the whole message.
const MAX_HEADLINE: usize = 300;

/// The message, cut at [`MAX_HEADLINE`] characters with a note of how much was left out.
fn headline(message: &str) -> std::borrow::Cow<'_, str> {
    match message.char_indices().nth(MAX_HEADLINE) {
        None => message.into(),
        Some((at, _)) => {
            let rest = message[at..].chars().count();
            format!("{}… ({rest} more characters)", &message[..at]).into()
        }
    }
}
