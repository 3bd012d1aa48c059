//! Findings about the user's files: [`Diagnostic`], its [`Severity`], [`Location`]s, and the
//! [`Diagnostics`] collector that every reader and check receives.
//!
//! Findings are values, never `Err`: a reader reports a problem, carries on, and returns what
//! it could read, so a user sees every mistake of a file at once (serde's `Ctxt`, rust-analyzer's
//! "parsing never fails"). Renderers in [`crate::formats`] turn them into text; they never decide
//! severity.

mod source;

use std::fmt;
use std::ops::Range;
use std::sync::Arc;

pub use source::{LineCol, SourceFile};

use crate::rules::RuleId;
pub use crate::severity::Severity;

/// A byte range in a source file.
#[derive(Debug, Clone)]
pub struct Location {
    /// The file the range points into.
    pub file: Arc<SourceFile>,
    /// Byte range; may be empty (a point, e.g. end of file).
    pub span: Range<usize>,
}

impl Location {
    /// A location in `file` covering `span`.
    pub fn new(file: &Arc<SourceFile>, span: Range<usize>) -> Self {
        Location {
            file: Arc::clone(file),
            span,
        }
    }

    /// 1-based line and column of the start of the range.
    pub fn start(&self) -> LineCol {
        self.file.line_col(self.span.start)
    }

    /// 1-based line and column of the (exclusive) end of the range.
    pub fn end(&self) -> LineCol {
        self.file.line_col(self.span.end)
    }
}

impl fmt::Display for Location {
    /// `path:line:column`, the form editors and terminals turn into links.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let LineCol { line, column } = self.start();
        write!(f, "{}:{line}:{column}", self.file.path())
    }
}

/// A secondary location: the other side of a mismatch, the first of two duplicates.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Related {
    /// Where it is.
    pub location: Location,
    /// What it is, shown as the label under it.
    pub message: String,
}

/// One finding: what is wrong, where, and how to fix it.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Diagnostic {
    /// Stable kebab-case rule id (`spec-schema`), documented by `uispec explain <rule>`.
    pub rule: RuleId,
    /// Error, warning or note.
    pub severity: Severity,
    /// One sentence, lowercase start, no trailing period: what is wrong.
    pub message: String,
    /// The narrowest node involved: the key for an unknown key, the value for a bad value.
    pub primary: Location,
    /// Text under the caret at the primary location.
    pub label: Option<String>,
    /// Other places that explain the finding.
    pub related: Vec<Related>,
    /// How to fix it.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A new diagnostic of `rule` at `primary`; its severity is the rule's default.
    pub fn new(rule: RuleId, primary: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: rule.default_severity(),
            rule,
            message: message.into(),
            primary,
            label: None,
            related: Vec::new(),
            help: None,
        }
    }

    /// Sets the label shown under the caret.
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// Sets the help line.
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// Adds a related location.
    pub fn with_related(mut self, location: Location, message: impl Into<String>) -> Self {
        self.related.push(Related {
            location,
            message: message.into(),
        });
        self
    }

    /// Overrides the severity.
    pub fn with_severity(mut self, severity: Severity) -> Self {
        self.severity = severity;
        self
    }
}

/// Collects diagnostics; passed as the first (context) parameter to readers and checks.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// An empty collector.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a finding.
    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.items.push(diagnostic);
    }

    /// Whether any finding is an error.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }

    /// Number of findings of one severity.
    pub fn count(&self, severity: Severity) -> usize {
        self.items.iter().filter(|d| d.severity == severity).count()
    }

    /// The findings so far, in the order they were found.
    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.items
    }

    /// Sorts the findings from `index` on by position (file, then offset); the sort is stable,
    /// so findings at one position keep their order.
    pub fn sort_from(&mut self, index: usize) {
        if let Some(tail) = self.items.get_mut(index..) {
            tail.sort_by(|a, b| {
                (a.primary.file.path(), a.primary.span.start)
                    .cmp(&(b.primary.file.path(), b.primary.span.start))
            });
        }
    }

    /// Removes repeated findings (same rule, place and message) from `index` on, keeping the
    /// first of each. Engines that look at one value from several sides (a token and its
    /// copies made by `$extends`) use it instead of tracking what they reported.
    pub fn dedup_from(&mut self, index: usize) {
        let Some(tail) = self.items.get(index..) else {
            return;
        };
        let mut seen = std::collections::HashSet::new();
        let kept: Vec<Diagnostic> = tail
            .iter()
            .filter(|d| {
                seen.insert((
                    d.rule.as_str(),
                    d.primary.file.path().to_owned(),
                    d.primary.span.clone(),
                    d.message.clone(),
                ))
            })
            .cloned()
            .collect();
        self.items.truncate(index);
        self.items.extend(kept);
    }

    /// Drops the findings from `len` on (work that is being redone another way).
    pub fn truncate(&mut self, len: usize) {
        self.items.truncate(len);
    }

    /// Whether nothing was found.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Consumes the collector.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.items
    }
}

impl Extend<Diagnostic> for Diagnostics {
    fn extend<T: IntoIterator<Item = Diagnostic>>(&mut self, iter: T) {
        self.items.extend(iter);
    }
}
