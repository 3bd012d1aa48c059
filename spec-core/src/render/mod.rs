//! Renderers: diagnostics → text. One module per output format; each owns its wire types
//! (`Diagnostic` never derives `Serialize`, so a field added to it cannot change a machine
//! format by accident). Renderers never decide severity.

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
