//! How serious a finding is, and the check level that runs a rule: the two grades every rule
//! of [`crate::rules`] is declared with. A leaf module, so that the rule catalog, the
//! diagnostics that carry rule ids and the level settings that change severities depend on it
//! and not on each other in a circle. Re-exported as `diagnostics::Severity` and
//! `levels::Level`.

use std::fmt;

/// How serious a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Information that never fails anything.
    Note,
    /// A problem that fails only `strict` runs or `--max-warnings`.
    Warning,
    /// A problem that fails the run.
    Error,
}

impl Severity {
    /// The lowercase name used in every output format: `error`, `warning` or `note`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A check level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Level {
    /// Files are well-formed and references resolve.
    Basic,
    /// Basic, plus alignment of specs, code and tokens. The default.
    #[default]
    Standard,
    /// Standard with warnings as errors, plus completeness.
    Strict,
}

impl Level {
    /// Every level, lowest first.
    pub const ALL: [Level; 3] = [Level::Basic, Level::Standard, Level::Strict];

    /// The name used in configuration and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Basic => "basic",
            Level::Standard => "standard",
            Level::Strict => "strict",
        }
    }

    /// Parses a level name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == name)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
