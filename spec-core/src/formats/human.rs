//! The human renderer: rustc-style snippets, the common shape drawn directly (`render::direct`),
//! the rest by annotate-snippets, the renderer rustc and Cargo use (`render::snippets`).

use crate::diagnostics::{Diagnostic, Severity};

pub use super::Style;

/// Renders one diagnostic as rustc would (the common shape drawn directly, the rest by
/// annotate-snippets; both give the same bytes):
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
    let diagnostic = &*super::inert_diagnostic(diagnostic);
    let headline = headline(&diagnostic.message);
    super::direct::render(diagnostic, &headline, style)
        .unwrap_or_else(|| super::snippets::draw(diagnostic, &headline, style))
}

/// Renders every diagnostic, separated by blank lines (a file's routine conformance findings
/// past the first few folded into one line, see [`entries`]), then the [`rule_table`] and a
/// summary line such as `3 errors, 1 warning` (nothing when the list is empty).
pub fn render_all(diagnostics: &[Diagnostic], style: Style) -> String {
    // Snippets are rendered on a few threads: 1,000 findings print more text than the files
    // they are about hold (a 250 KB token file gives 420 KB of report), and the shapes that
    // go to annotate-snippets cost about 10 ns per character.
    let rendered = crate::parallel::map(
        "uispec-render",
        None,
        &entries(diagnostics),
        RENDER_PER_THREAD,
        |_, entry, _| match entry {
            Entry::Finding(diagnostic) => render(diagnostic, style),
            Entry::Folded(line) => line.clone(),
        },
    );
    let mut out = String::with_capacity(rendered.iter().map(|r| r.len() + 2).sum::<usize>());
    for entry in rendered {
        out.push_str(&entry);
        out.push_str("\n\n");
    }
    if let Some(table) = rule_table(diagnostics) {
        out.push_str(&table);
        out.push_str("\n\n");
    }
    if let Some(summary) = summary(diagnostics) {
        out.push_str(&summary);
        out.push('\n');
    }
    out
}

/// The fewest findings worth a rendering thread of their own (a thread costs about as much as
/// rendering a few dozen).
const RENDER_PER_THREAD: usize = 128;

/// How many findings of one conformance rule in one token file are shown in full; the rest are
/// counted in one line. A token set converted from another tool can have hundreds of the same
/// finding, which would bury everything else.
pub const FOLD_AFTER: usize = 3;

/// One item of the human output.
#[derive(Debug)]
pub enum Entry<'a> {
    /// A finding, shown in full.
    Finding(&'a Diagnostic),
    /// The line that counts a group's findings not shown:
    /// `tokens/x.json: 209 × token-type (unknown `$type` "string"), first 3 shown; …`.
    Folded(String),
}

/// The findings as the human output shows them, in order. Findings of a conformance rule
/// ([`RuleId::is_conformance`](crate::rules::RuleId::is_conformance)) in one file are shown up
/// to [`FOLD_AFTER`], then counted in one line right after the last one shown; one that points
/// into another file (a spec that references the token, which makes it an error) is always
/// shown. Machine formats list every finding.
pub fn entries(diagnostics: &[Diagnostic]) -> Vec<Entry<'_>> {
    let foldable = |d: &Diagnostic| {
        d.rule.is_conformance()
            && d.related
                .iter()
                .all(|r| r.location.file.path() == d.primary.file.path())
    };
    let key = |d: &Diagnostic| (d.primary.file.path().to_owned(), d.rule.as_str());
    let mut groups: std::collections::HashMap<(String, &str), Vec<&Diagnostic>> =
        std::collections::HashMap::new();
    for d in diagnostics.iter().filter(|d| foldable(d)) {
        groups.entry(key(d)).or_default().push(d);
    }
    let mut seen: std::collections::HashMap<(String, &str), usize> =
        std::collections::HashMap::new();
    let mut out = Vec::with_capacity(diagnostics.len());
    for d in diagnostics {
        if !foldable(d) {
            out.push(Entry::Finding(d));
            continue;
        }
        let group = &groups[&key(d)];
        let n = seen.entry(key(d)).or_default();
        *n += 1;
        if *n <= FOLD_AFTER || group.len() <= FOLD_AFTER {
            out.push(Entry::Finding(d));
        }
        if *n == FOLD_AFTER && group.len() > FOLD_AFTER {
            out.push(Entry::Folded(folded_line(group)));
        }
    }
    out
}

/// `tokens/x.json: 209 × token-type (unknown `$type` "string"), first 3 shown; …`: the
/// message that repeats most in the group, or the rule's summary when none repeats.
fn folded_line(group: &[&Diagnostic]) -> String {
    let first = group[0];
    let mut counts: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for d in group {
        *counts.entry(&d.message).or_default() += 1;
    }
    let mut seen = std::collections::HashSet::new();
    let common = group
        .iter()
        .map(|d| d.message.as_str())
        .filter(|m| seen.insert(*m))
        .map(|m| (m, counts[m]))
        .max_by_key(|(_, n)| *n)
        .filter(|(_, n)| *n > 1)
        .map_or(first.rule.rule().summary, |(m, _)| m);
    format!(
        "{}: {} × {} ({}), first {FOLD_AFTER} shown; `uispec validate --format json` lists all",
        first.primary.file.path(),
        group.len(),
        first.rule,
        headline(common),
    )
}

/// More findings than this and the human output ends with [`rule_table`]: past a screenful, an
/// overview is what a reader needs first (a freshly inferred library at strict gives thousands
/// of lines).
pub const RULE_TABLE_AFTER: usize = 20;

/// How many findings each rule gave, most first (errors before warnings and notes on a tie),
/// as a table under the findings; `None` for
/// [`RULE_TABLE_AFTER`] findings or fewer.
///
/// ```text
/// findings by rule:
///     120  warning  code-not-in-spec
///      35  error    prop-missing-in-code
/// ```
pub fn rule_table(diagnostics: &[Diagnostic]) -> Option<String> {
    if diagnostics.len() <= RULE_TABLE_AFTER {
        return None;
    }
    let mut counts: Vec<((&str, Severity), usize)> = Vec::new();
    for d in diagnostics {
        let key = (d.rule.as_str(), d.severity);
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => counts.push((key, 1)),
        }
    }
    counts.sort_by(|((rule_a, sev_a), a), ((rule_b, sev_b), b)| {
        b.cmp(a).then(sev_b.cmp(sev_a)).then(rule_a.cmp(rule_b))
    });
    let width = counts.first().map_or(1, |(_, n)| n.to_string().len());
    let mut out = String::from("findings by rule:");
    for ((rule, severity), n) in counts {
        let severity = match severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        out.push_str(&format!("\n  {n:>width$}  {severity:<7}  {rule}"));
    }
    Some(out)
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
pub fn summary_line(diagnostics: &[Diagnostic], scope: super::json::Checked) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::{Location, SourceFile};
    use crate::rules::RuleId;

    /// Past [`RENDER_PER_THREAD`] findings the snippets are drawn on several threads; the
    /// output is still every finding, in order.
    #[test]
    fn findings_rendered_on_threads_keep_their_order() {
        let text: String = (0..600).map(|i| format!("line {i}\n")).collect();
        let file = SourceFile::new("specs/a.json", text);
        let findings: Vec<Diagnostic> = (0..600)
            .map(|i| {
                let at = file.text().find(&format!("line {i}\n")).unwrap();
                Diagnostic::new(
                    RuleId::SPEC_SCHEMA,
                    Location::new(&file, at..at + 4),
                    format!("finding {i}"),
                )
            })
            .collect();
        let out = render_all(&findings, Style::Plain);
        let expected: String = findings
            .iter()
            .map(|d| render(d, Style::Plain) + "\n\n")
            .collect();
        assert!(out.starts_with(&expected), "findings out of order");
        assert!(out.contains("589 | line 588"), "{}", &out[..200]);
    }

    #[test]
    fn many_findings_end_with_a_count_per_rule() {
        let file = SourceFile::new("specs/a.json", "{}");
        let finding = |rule, severity| {
            Diagnostic::new(rule, Location::new(&file, 0..1), "x").with_severity(severity)
        };
        let mut findings: Vec<Diagnostic> = (0..12)
            .map(|_| finding(RuleId::CODE_NOT_IN_SPEC, Severity::Warning))
            .collect();
        findings.extend((0..5).map(|_| finding(RuleId::SPEC_DESCRIPTION, Severity::Warning)));
        findings.extend((0..3).map(|_| finding(RuleId::PROP_MISSING_IN_CODE, Severity::Error)));
        assert_eq!(rule_table(&findings), None, "20 findings fit a screen");
        findings.push(finding(RuleId::JSON_SYNTAX, Severity::Error));
        assert_eq!(
            rule_table(&findings).unwrap(),
            "findings by rule:\n  12  warning  code-not-in-spec\n   5  warning  spec-description\n   3  error    prop-missing-in-code\n   1  error    json-syntax"
        );
    }
}
