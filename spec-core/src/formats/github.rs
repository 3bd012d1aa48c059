//! `--format github`: GitHub Actions workflow commands (`::error file=…,line=…::message`),
//! which GitHub shows as annotations on the pull request's diff, and a Markdown table for
//! `$GITHUB_STEP_SUMMARY`.
//!
//! Escaping follows the runner's rules: in messages `%`, `\r` and `\n` are percent-encoded;
//! in properties also `:` and `,`.

use crate::diagnostics::{Diagnostic, Severity};

/// One annotation line per diagnostic, each ending with a newline. A finding about a spec
/// that points at component code too (a related location in a `.rs` file) is also annotated
/// there (`render::code_sides`): a pull request that changed only code shows the
/// finding on the changed line, not only on a spec file it did not touch.
pub fn render(diagnostics: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diagnostics {
        annotate(&mut out, d);
        for code_side in super::code_sides(d) {
            annotate(&mut out, &code_side);
        }
    }
    out
}

/// The workflow command of one finding, at its primary location.
fn annotate(out: &mut String, d: &Diagnostic) {
    let d = &*super::inert_diagnostic(d);
    let command = match d.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "notice",
    };
    let mut message = d.message.clone();
    if let Some(help) = &d.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    let location = &d.primary;
    let (start, end) = location.file.range_line_col(&location.span);
    out.push_str(&format!(
        "::{command} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
        property(&super::inert(location.file.path())),
        start.line,
        start.column,
        end.line,
        end.column,
        property(&format!("uispec {}", d.rule)),
        data(&message)
    ));
}

/// A Markdown summary for `$GITHUB_STEP_SUMMARY`: `uispec <command>`, a headline and a table
/// of findings (for `uispec test`, a changed render is one row: `render-changed`).
pub fn step_summary(diagnostics: &[Diagnostic], command: &str, headline: &str) -> String {
    let mut out = format!("### uispec {command}\n\n{headline}\n");
    if diagnostics.is_empty() {
        return out;
    }
    out.push_str("\n| severity | rule | location | message |\n|---|---|---|---|\n");
    for d in diagnostics {
        out.push_str(&format!(
            "| {} | [`{}`]({}) | `{}` | {} |\n",
            d.severity,
            d.rule,
            d.rule.url(),
            // A file name may hold a newline or a `|`, which would break the table.
            super::inert(&cell(&d.primary.to_string()).replace('`', "'")),
            cell(&markdown_text(&super::inert(&d.message)))
        ));
    }
    out
}

/// A message: `%`, CR and LF encoded.
pub(crate) fn data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A property value: also `:` and `,`.
pub(crate) fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

/// Text shown as itself in GitHub Markdown: the step summary renders HTML and Markdown, and
/// messages quote names from files a stranger may have written (a `$deprecated` of
/// `<img src=…>` would load an image for every reader of the summary). `<`, `>` and `&` become
/// entities; Markdown's punctuation is escaped with a backslash, so no link, image, emphasis
/// or code span is made from a name.
pub(crate) fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '(' | ')' | '!' | '~' | '#' | '{' | '}' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// A Markdown table cell: no pipes or line breaks (of any kind).
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping() {
        assert_eq!(data("50% done\r\nnext"), "50%25 done%0D%0Anext");
        assert_eq!(property("a:b,c%"), "a%3Ab%2Cc%25");
        assert_eq!(cell("a | b\nc"), "a \\| b c");
        assert_eq!(
            markdown_text("<img src=x> & ![a](b) `c`"),
            "&lt;img src=x&gt; &amp; \\!\\[a\\]\\(b\\) \\`c\\`"
        );
    }
}
