//! Renderers: diagnostics → text. One module per output format; each owns its wire types
//! (`Diagnostic` never derives `Serialize`, so a field added to it cannot change a machine
//! format by accident). Renderers never decide severity.
//!
//! A new output format: a module here with its own wire types, a `Format` value in the CLI's
//! `cmd/validate.rs`, and a test that parses or schema-validates what it prints.

mod direct;
#[cfg(feature = "validate")]
pub mod github;
pub mod human;
#[cfg(feature = "validate")]
pub mod json;
#[cfg(feature = "validate")]
pub mod junit;
#[cfg(feature = "validate")]
pub mod sarif;
mod snippets;

/// `text` with nothing a terminal or a log viewer acts on: C0 control characters (but line
/// feed and tab) become their control pictures (ESC → `␛`), DEL becomes `␡`, and C1 controls
/// (`U+009B` starts a sequence on some terminals) and bidirectional overrides and isolates
/// (which reorder what is shown) become `\u{…}`. Names in findings come from files a stranger
/// may have written: an OSC 52 sequence in a dependency name would set the reader's
/// clipboard, OSC 0 its window title.
pub fn inert(text: &str) -> std::borrow::Cow<'_, str> {
    fn acted_on(c: char) -> bool {
        (c.is_control() && c != '\n' && c != '\t')
            || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    }
    if !text.chars().any(acted_on) {
        return text.into();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            c if !acted_on(c) => out.push(c),
            '\u{0}'..='\u{1f}' => out.push(char::from_u32(0x2400 + c as u32).unwrap_or('?')),
            '\u{7f}' => out.push('\u{2421}'),
            c => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
        }
    }
    out.into()
}

/// `diagnostic` with its message, label, help and related messages [`inert`]; borrowed when
/// they already are, which is nearly always.
pub(crate) fn inert_diagnostic(
    diagnostic: &crate::Diagnostic,
) -> std::borrow::Cow<'_, crate::Diagnostic> {
    let texts = std::iter::once(diagnostic.message.as_str())
        .chain(diagnostic.label.as_deref())
        .chain(diagnostic.help.as_deref())
        .chain(diagnostic.related.iter().map(|r| r.message.as_str()));
    if texts
        .into_iter()
        .all(|text| matches!(inert(text), std::borrow::Cow::Borrowed(_)))
    {
        return std::borrow::Cow::Borrowed(diagnostic);
    }
    let mut safe = diagnostic.clone();
    let fix = |text: &mut String| *text = inert(text).into_owned();
    fix(&mut safe.message);
    safe.label.as_mut().map(fix);
    safe.help.as_mut().map(fix);
    safe.related.iter_mut().for_each(|r| fix(&mut r.message));
    std::borrow::Cow::Owned(safe)
}

/// Whether to colour the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// Plain text: files, pipes, build scripts (Cargo strips colours anyway), snapshots.
    Plain,
    /// ANSI colours for a terminal.
    Color,
}

/// For a finding about a spec whose other side is component code (a related location in a
/// `.rs` file), the same finding seen from each code location: on a pull request that changed
/// only code, CI annotations must land on the changed line, not on the untouched spec. The
/// spec side becomes the related location, and the message says where it is.
#[cfg(feature = "validate")]
pub(crate) fn code_sides(d: &crate::Diagnostic) -> Vec<crate::Diagnostic> {
    d.related
        .iter()
        .filter(|r| {
            r.location.file.path().ends_with(".rs")
                && r.location.file.path() != d.primary.file.path()
        })
        .map(|r| {
            let mut mirrored = crate::Diagnostic::new(
                d.rule,
                r.location.clone(),
                format!("{} (the spec side: {})", d.message, d.primary),
            )
            .with_severity(d.severity)
            .with_label(r.message.clone())
            .with_related(d.primary.clone(), d.label.clone().unwrap_or_default());
            mirrored.help.clone_from(&d.help);
            mirrored
        })
        .collect()
}
