//! `--format json`: one versioned JSON document per run, described by
//! `schema/report.schema.json` (`REPORT_SCHEMA_JSON`). The same diagnostic shape serves the
//! MCP server's `validate` tool and uispec-build's `Report`.
//!
//! Version 1:
//!
//! ```json
//! {
//!   "version": 1,
//!   "tool": {"name": "uispec", "version": "0.1.0"},
//!   "summary": {"errors": 1, "warnings": 0, "notes": 0, "specs": 4, "components": 4},
//!   "diagnostics": [{
//!     "rule": "prop-missing-in-code", "severity": "error",
//!     "message": "the prop `loading` is not in the component `Button`",
//!     "location": {"path": "specs/button.json", "start": {"line": 7, "column": 15},
//!                  "end": {"line": 7, "column": 24}, "byteStart": 120, "byteEnd": 129},
//!     "label": "no such prop in the code",
//!     "related": [{"message": "`Button` is declared here", "location": {…}}],
//!     "help": "add `loading` to `Button`, or remove the prop from the spec",
//!     "docs": "https://uispec.dev/rules/prop-missing-in-code"
//!   }]
//! }
//! ```
//!
//! Lines and columns are 1-based, columns count Unicode scalar values; `end` is exclusive.

use crate::ser::impl_serialize;

use crate::baseline::Comparison;
use crate::diagnostics::{Diagnostic, Location, Severity};

/// The version of the shape; a breaking change increments it.
pub const VERSION: u32 = 1;

/// The JSON Schema of the report.
pub const REPORT_SCHEMA_JSON: &str = include_str!("../../schema/report.schema.json");

/// What was checked, for the summary.
#[derive(Debug, Clone, Copy, Default)]
pub struct Checked {
    /// Specs read.
    pub specs: usize,
    /// Components read.
    pub components: usize,
}

struct Report<'a> {
    version: u32,
    tool: Tool,
    summary: Summary,
    baseline: Option<WireBaseline>,
    diagnostics: Vec<WireDiagnostic<'a>>,
}

/// How the run compares with the baseline, when there is one: `diagnostics` then holds only
/// the new findings.
struct WireBaseline {
    new: usize,
    unchanged: usize,
    fixed: usize,
}

struct Tool {
    name: &'static str,
    version: &'static str,
}

struct Summary {
    errors: usize,
    warnings: usize,
    notes: usize,
    specs: usize,
    components: usize,
}

/// One diagnostic on the wire.
struct WireDiagnostic<'a> {
    rule: &'static str,
    severity: &'static str,
    message: &'a str,
    location: WireLocation<'a>,
    label: Option<&'a str>,
    related: Vec<WireRelated<'a>>,
    help: Option<&'a str>,
    docs: String,
}

struct WireRelated<'a> {
    message: &'a str,
    location: WireLocation<'a>,
}

/// A location on the wire.
pub(crate) struct WireLocation<'a> {
    pub(crate) path: &'a str,
    pub(crate) start: LineCol,
    pub(crate) end: LineCol,
    pub(crate) byte_start: usize,
    pub(crate) byte_end: usize,
}

pub(crate) struct LineCol {
    pub(crate) line: usize,
    pub(crate) column: usize,
}

impl_serialize!(Report<'a> {
    "version" => version,
    "tool" => tool,
    "summary" => summary,
    "baseline" => baseline [skip Option::is_none],
    "diagnostics" => diagnostics,
});

impl_serialize!(WireBaseline {
    "new" => new,
    "unchanged" => unchanged,
    "fixed" => fixed,
});

impl_serialize!(Tool {
    "name" => name,
    "version" => version,
});

impl_serialize!(Summary {
    "errors" => errors,
    "warnings" => warnings,
    "notes" => notes,
    "specs" => specs,
    "components" => components,
});

impl_serialize!(WireDiagnostic<'a> {
    "rule" => rule,
    "severity" => severity,
    "message" => message,
    "location" => location,
    "label" => label [skip Option::is_none],
    "related" => related [skip Vec::is_empty],
    "help" => help [skip Option::is_none],
    "docs" => docs,
});

impl_serialize!(WireRelated<'a> {
    "message" => message,
    "location" => location,
});

impl_serialize!(WireLocation<'a> {
    "path" => path,
    "start" => start,
    "end" => end,
    "byteStart" => byte_start,
    "byteEnd" => byte_end,
});

impl_serialize!(LineCol {
    "line" => line,
    "column" => column,
});

impl<'a> WireLocation<'a> {
    pub(crate) fn new(location: &'a Location) -> Self {
        let (start, end) = location.file.range_line_col(&location.span);
        WireLocation {
            path: location.file.path(),
            start: LineCol {
                line: start.line,
                column: start.column,
            },
            end: LineCol {
                line: end.line,
                column: end.column,
            },
            byte_start: location.span.start,
            byte_end: location.span.end,
        }
    }
}

/// The report as pretty JSON, ending with a newline.
pub fn render(diagnostics: &[Diagnostic], scope: Checked) -> String {
    render_compared(diagnostics, scope, None)
}

/// [`render`] of the new findings of a run compared with a baseline, with the `baseline`
/// counts.
pub fn render_compared(
    diagnostics: &[Diagnostic],
    scope: Checked,
    compared: Option<&Comparison>,
) -> String {
    let mut report = report(diagnostics, scope);
    report.baseline = compared.map(|c| WireBaseline {
        new: c.new_count(),
        unchanged: c.states.len() - c.new_count(),
        fixed: c.fixed_count(),
    });
    // Plain data with string keys: serialising cannot fail.
    let mut text = serde_json::to_string_pretty(&report).unwrap_or_default();
    text.push('\n');
    text
}

/// The report as a JSON value (the MCP `validate` tool's structured content).
pub fn to_value(diagnostics: &[Diagnostic], scope: Checked) -> serde_json::Value {
    serde_json::to_value(report(diagnostics, scope)).unwrap_or_default()
}

fn report(diagnostics: &[Diagnostic], scope: Checked) -> Report<'_> {
    let count = |s| diagnostics.iter().filter(|d| d.severity == s).count();
    Report {
        version: VERSION,
        tool: Tool {
            name: "uispec",
            version: env!("CARGO_PKG_VERSION"),
        },
        summary: Summary {
            errors: count(Severity::Error),
            warnings: count(Severity::Warning),
            notes: count(Severity::Note),
            specs: scope.specs,
            components: scope.components,
        },
        baseline: None,
        diagnostics: diagnostics
            .iter()
            .map(|d| WireDiagnostic {
                rule: d.rule.as_str(),
                severity: d.severity.as_str(),
                message: &d.message,
                location: WireLocation::new(&d.primary),
                label: d.label.as_deref(),
                related: d
                    .related
                    .iter()
                    .map(|r| WireRelated {
                        message: &r.message,
                        location: WireLocation::new(&r.location),
                    })
                    .collect(),
                help: d.help.as_deref(),
                docs: d.rule.url(),
            })
            .collect(),
    }
}
