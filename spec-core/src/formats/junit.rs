//! `--format junit`: JUnit XML, which CI systems (GitLab, Jenkins, Azure) show as test
//! results. One test suite per file with findings, one test case per finding (errors and
//! warnings are failures, notes pass with their text in `system-out`); a clean run is one
//! passing test case, so the CI still shows that validation ran.

use std::collections::BTreeMap;

use crate::diagnostics::{Diagnostic, Severity};
use crate::formats::human::{Style, render as render_human};

/// The XML document, ending with a newline.
pub fn render(diagnostics: &[Diagnostic]) -> String {
    let failures = diagnostics
        .iter()
        .filter(|d| d.severity != Severity::Note)
        .count();
    let tests = diagnostics.len().max(1);
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"uispec validate\" tests=\"{tests}\" failures=\"{failures}\" errors=\"0\">\n"
    );
    if diagnostics.is_empty() {
        out.push_str("  <testsuite name=\"uispec\" tests=\"1\" failures=\"0\" errors=\"0\">\n    <testcase name=\"validate\" classname=\"uispec\"/>\n  </testsuite>\n");
    }
    let mut by_file: BTreeMap<&str, Vec<&Diagnostic>> = BTreeMap::new();
    for d in diagnostics {
        by_file.entry(d.primary.file.path()).or_default().push(d);
    }
    for (file, findings) in by_file {
        let failed = findings
            .iter()
            .filter(|d| d.severity != Severity::Note)
            .count();
        out.push_str(&format!(
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failed}\" errors=\"0\">\n",
            escape(file),
            findings.len()
        ));
        for d in findings {
            let name = format!("{} at {}", d.rule, d.primary);
            let body = escape(&render_human(d, Style::Plain));
            out.push_str(&format!(
                "    <testcase name=\"{}\" classname=\"uispec.{}\" file=\"{}\">\n",
                escape(&name),
                d.rule,
                escape(file)
            ));
            if d.severity == Severity::Note {
                out.push_str(&format!("      <system-out>{body}</system-out>\n"));
            } else {
                out.push_str(&format!(
                    "      <failure type=\"{}\" message=\"{}\">{body}</failure>\n",
                    d.severity,
                    escape(&d.message)
                ));
            }
            out.push_str("    </testcase>\n");
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}

/// XML text and attribute escaping; control characters XML 1.0 cannot hold are dropped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' | '\t' | '\r' => out.push(c),
            c if (c as u32) < 0x20 => {}
            c => out.push(c),
        }
    }
    out
}
