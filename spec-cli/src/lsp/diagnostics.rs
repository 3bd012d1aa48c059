//! uispec's findings as LSP diagnostics: the rule id as the code, linking to the rule's page,
//! the help line in the message, related locations, `deprecated` on deprecated tokens, and
//! the "did you mean" replacement in `data` for the quick fix (`actions.rs`).

use std::ops::Range;
use std::path::Path;

use lsp_types::{
    CodeDescription, DiagnosticRelatedInformation, DiagnosticSeverity, DiagnosticTag,
    NumberOrString, Url,
};
use serde_json::json;

use uispec_core::rules::RuleId;
use uispec_core::{Diagnostic, Severity};

use super::text::Locator;

/// The findings in LSP form.
pub(crate) fn to_lsp(root: &Path, found: &[Diagnostic]) -> Vec<lsp_types::Diagnostic> {
    let mut lines = Locator::new(root);
    found
        .iter()
        .map(|d| {
            let related = d
                .related
                .iter()
                .filter_map(|r| {
                    Some(DiagnosticRelatedInformation {
                        location: lines.location(&r.location)?,
                        message: r.message.clone(),
                    })
                })
                .collect::<Vec<_>>();
            let mut message = d.message.clone();
            if let Some(help) = &d.help {
                message.push_str("\nhelp: ");
                message.push_str(help);
            }
            let data = replacement(d).map(|(span, new_text)| {
                json!({"fix": {"range": lines.range(&d.primary.file, &span), "newText": new_text}})
            });
            lsp_types::Diagnostic {
                range: lines.range(&d.primary.file, &d.primary.span),
                severity: Some(match d.severity {
                    Severity::Error => DiagnosticSeverity::ERROR,
                    Severity::Warning => DiagnosticSeverity::WARNING,
                    _ => DiagnosticSeverity::INFORMATION,
                }),
                code: Some(NumberOrString::String(d.rule.as_str().to_owned())),
                code_description: Url::parse(&d.rule.url())
                    .ok()
                    .map(|href| CodeDescription { href }),
                source: Some("uispec".to_owned()),
                message,
                related_information: (!related.is_empty()).then_some(related),
                tags: (d.rule == RuleId::TOKEN_DEPRECATED).then(|| vec![DiagnosticTag::DEPRECATED]),
                data,
            }
        })
        .collect()
}

/// The "did you mean `x`?" (or "did you mean {a.b}?") of a finding as an edit: the written
/// text (inside its quotes when the finding points at a whole JSON string) replaced by the
/// suggestion.
fn replacement(d: &Diagnostic) -> Option<(Range<usize>, String)> {
    let help = d.help.as_deref()?;
    let rest = &help[help.find("did you mean ")? + "did you mean ".len()..];
    let suggestion = match rest.strip_prefix('`') {
        Some(quoted) => &quoted[..quoted.find('`')?],
        None => rest.split(|c: char| c == '?' || c.is_whitespace()).next()?,
    };
    let span = d.primary.span.clone();
    let written = d.primary.file.text().get(span.clone())?;
    let span = if written.len() >= 2 && written.starts_with('"') && written.ends_with('"') {
        span.start + 1..span.end - 1
    } else {
        span
    };
    (!span.is_empty() && !suggestion.is_empty()).then(|| (span, suggestion.to_owned()))
}
