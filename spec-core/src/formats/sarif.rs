//! `--format sarif`: SARIF 2.1.0 (OASIS), the format GitHub code scanning and most CI
//! dashboards import. One run; the driver lists every rule with its page (`helpUri`) and
//! default level; results carry stable fingerprints (rule, file and the flagged text, not line
//! numbers, so moving a spec entry does not make it a new alert). Columns count Unicode code
//! points (`columnKind`), as uispec's do. A finding about a spec and its component code is
//! also a result at the code location, where code scanning annotates it.

use serde_json::{Value, json};

use crate::ser::impl_serialize;

use crate::baseline::{Comparison, State};
use crate::diagnostics::{Diagnostic, Location, Severity};
use crate::rules::RULES;

/// The SARIF schema URI written into the log.
pub const SCHEMA_URI: &str = "https://json.schemastore.org/sarif-2.1.0.json";

struct Log {
    schema: &'static str,
    version: &'static str,
    runs: Vec<Value>,
}

impl_serialize!(Log {
    "$schema" => schema,
    "version" => version,
    "runs" => runs,
});

/// The log as pretty JSON, ending with a newline.
pub fn render(diagnostics: &[Diagnostic]) -> String {
    render_compared(diagnostics, None)
}

/// [`render`] of every finding of a run compared with a baseline: each result carries its
/// `baselineState` (`new` or `unchanged`), and each finding of the baseline the run no longer
/// has is a result of state `absent` (kind `pass`, without a location: the baseline records
/// what a finding is about, not where it was; `properties.count` says how many there were).
pub fn render_compared(diagnostics: &[Diagnostic], compared: Option<&Comparison>) -> String {
    let fixed = compared.map_or(&[][..], |c| c.fixed.as_slice());
    // Only the rules that fired, in catalog order: every rule's docs made a five-result log
    // 103 KB. `uispec explain` and each rule's `helpUri` have the rest.
    let fired: Vec<&crate::rules::Rule> = RULES
        .iter()
        .copied()
        .filter(|rule| {
            diagnostics.iter().any(|d| d.rule.as_str() == rule.id)
                || fixed.iter().any(|(f, _)| f.rule == rule.id)
        })
        .collect();
    let rules: Vec<Value> = fired
        .iter()
        .map(|rule| {
            json!({
                "id": rule.id,
                "shortDescription": {"text": rule.summary},
                "fullDescription": {"text": rule.docs},
                "help": {"text": rule.docs, "markdown": rule.docs},
                "helpUri": rule.url(),
                "defaultConfiguration": {"level": level(rule.default_severity)},
                "properties": {"uispec-level": rule.level.as_str()},
            })
        })
        .collect();
    // Each finding, then the same finding at each code location it involves (see
    // `super::code_sides`): GitHub code scanning annotates a result's first location only.
    let state = |index: usize| {
        compared.map(|c| match c.states.get(index) {
            Some(State::Unchanged) => "unchanged",
            _ => "new",
        })
    };
    let mut results: Vec<Value> = diagnostics
        .iter()
        .enumerate()
        .flat_map(|(index, d)| {
            std::iter::once(std::borrow::Cow::Borrowed(d))
                .chain(
                    super::code_sides(d)
                        .into_iter()
                        .map(std::borrow::Cow::Owned),
                )
                .map(move |d| (state(index), d))
        })
        .map(|(state, d)| {
            let d = d.as_ref();
            let index = fired.iter().position(|r| r.id == d.rule.as_str());
            let mut message = d.message.clone();
            if let Some(help) = &d.help {
                message.push_str("\nhelp: ");
                message.push_str(help);
            }
            let mut result = json!({
                "ruleId": d.rule.as_str(),
                "ruleIndex": index,
                "level": level(d.severity),
                "message": {"text": message},
                "locations": [location(&d.primary, d.label.as_deref())],
                "relatedLocations": d.related.iter().enumerate().map(|(i, r)| {
                    let mut l = location(&r.location, Some(&r.message));
                    l["id"] = json!(i);
                    l
                }).collect::<Vec<_>>(),
                "partialFingerprints": {"uispecFingerprint/v1": fingerprint(d)},
            });
            if let Some(state) = state {
                result["baselineState"] = json!(state);
            }
            result
        })
        .collect();
    for (f, count) in fixed {
        let result = json!({
            "ruleId": f.rule,
            "ruleIndex": fired.iter().position(|r| r.id == f.rule),
            "kind": "pass",
            "level": "none",
            "message": {"text": format!("fixed since the baseline: {}", f.message)},
            "baselineState": "absent",
            "properties": {"subject": f.subject, "at": f.at, "count": count},
        });
        results.push(result);
    }
    let log = Log {
        schema: SCHEMA_URI,
        version: "2.1.0",
        runs: vec![json!({
            "tool": {"driver": {
                "name": "uispec",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": "https://uispec.dev",
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": "The project root."}}},
            "results": results,
        })],
    };
    let mut text = serde_json::to_string_pretty(&log).unwrap_or_default();
    text.push('\n');
    text
}

fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn location(location: &Location, message: Option<&str>) -> Value {
    let (start, end) = location.file.range_line_col(&location.span);
    let path = location.file.path();
    let artifact = if path.starts_with('/') {
        json!({"uri": format!("file://{path}")})
    } else {
        json!({"uri": path, "uriBaseId": "%SRCROOT%"})
    };
    let mut value = json!({
        "physicalLocation": {
            "artifactLocation": artifact,
            "region": {
                "startLine": start.line,
                "startColumn": start.column,
                "endLine": end.line,
                "endColumn": end.column,
            },
        },
    });
    if let Some(message) = message {
        value["message"] = json!({"text": message});
    }
    value
}

/// FNV-1a over the rule, the path and the flagged text: stable across line moves and runs.
fn fingerprint(d: &Diagnostic) -> String {
    let flagged = d
        .primary
        .file
        .text()
        .get(d.primary.span.clone())
        .unwrap_or_default();
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in [d.rule.as_str(), d.primary.file.path(), flagged, &d.message] {
        for byte in part.bytes().chain([0xff]) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}
