//! Terminal output: results on stdout, messages and diagnostics on stderr, with
//! colour decided once from `--color`, NO_COLOR and whether stderr is a terminal.

use std::io::{IsTerminal, Write};

use uispec_core::formats::inert;

use crate::opts::{ColorChoice, GlobalOpts};

/// Where and how the command talks to the user.
#[derive(Debug)]
pub(crate) struct Output {
    quiet: bool,
    verbose: bool,
    color: bool,
}

const RED_BOLD: &str = "\x1b[1;31m";
const YELLOW_BOLD: &str = "\x1b[1;33m";
const BOLD: &str = "\x1b[1m";
const RESET: &str = "\x1b[0m";

impl Output {
    pub(crate) fn new(global: &GlobalOpts) -> Self {
        let color = match global.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::io::stderr().is_terminal()
            }
        };
        Output {
            quiet: global.quiet,
            verbose: global.verbose > 0,
            color,
        }
    }

    /// The findings to print: all of them, or with `-q` ("nothing but errors") the errors.
    pub(crate) fn shown<'d>(
        &self,
        diagnostics: &'d [uispec_core::Diagnostic],
    ) -> std::borrow::Cow<'d, [uispec_core::Diagnostic]> {
        if !self.quiet {
            return std::borrow::Cow::Borrowed(diagnostics);
        }
        let errors = diagnostics
            .iter()
            .filter(|d| d.severity == uispec_core::Severity::Error);
        std::borrow::Cow::Owned(errors.cloned().collect())
    }

    /// Whether diagnostics on stderr are coloured.
    pub(crate) fn color(&self) -> bool {
        self.color
    }

    /// A rendered diagnostic on stderr, followed by a blank line (never suppressed: `-q` keeps
    /// errors).
    pub(crate) fn diagnostic(&self, rendered: &str) {
        let _ = write!(std::io::stderr().lock(), "{rendered}\n\n");
    }

    /// A result line on stdout (suppressed by `-q`).
    pub(crate) fn result(&self, line: &str) -> std::io::Result<()> {
        if self.quiet {
            return Ok(());
        }
        self.data(&format!("{}\n", inert(line)))
    }

    /// Data on stdout that the user asked for (`--stdout`, `schema`): never suppressed.
    pub(crate) fn data(&self, text: &str) -> std::io::Result<()> {
        let mut stdout = std::io::stdout().lock();
        stdout.write_all(text.as_bytes())?;
        stdout.flush()
    }

    /// A detail shown with `-v`.
    pub(crate) fn verbose(&self, line: &str) {
        if self.verbose && !self.quiet {
            let _ = writeln!(std::io::stderr(), "{}", inert(line));
        }
    }

    /// `error: …` on stderr (never suppressed).
    pub(crate) fn error(&self, message: &str) {
        self.prefixed(RED_BOLD, "error", message);
    }

    /// `warning: …` on stderr (suppressed by `-q`).
    pub(crate) fn warning(&self, message: &str) {
        if !self.quiet {
            self.prefixed(YELLOW_BOLD, "warning", message);
        }
    }

    /// `note: …` on stderr (suppressed by `-q`).
    pub(crate) fn note(&self, message: &str) {
        if !self.quiet {
            self.prefixed(BOLD, "note", message);
        }
    }

    /// `help: …` under a previous message.
    pub(crate) fn help(&self, message: &str) {
        if !self.quiet {
            let _ = writeln!(std::io::stderr(), "  = help: {}", inert(message));
        }
    }

    /// Messages name files and things from files a stranger may have written: nothing in
    /// them reaches the terminal as a control sequence (`uispec_core::formats::inert`).
    fn prefixed(&self, style: &str, label: &str, message: &str) {
        let message = inert(message);
        let mut stderr = std::io::stderr().lock();
        let _ = if self.color {
            writeln!(stderr, "{style}{label}{RESET}: {message}")
        } else {
            writeln!(stderr, "{label}: {message}")
        };
    }
}
