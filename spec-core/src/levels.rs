//! Check levels and per-rule settings, applied to findings after the checks ran.
//!
//! - `basic`: files parse, match the schema, names are unique, tokenMapping is well-formed and
//!   every referenced token exists; token files are valid (the conformance rules are warnings
//!   below `strict` unless they make a referenced token unusable).
//! - `standard` (the default): basic, plus alignment of specs with code and tokens.
//! - `strict`: standard with warnings promoted to errors (notes never are), plus completeness.
//!
//! Each rule belongs to the lowest level that runs it ([`crate::rules::Rule::level`]). A rule
//! set explicitly to `allow`, `warn` or `deny` (uispec.toml `[rules]`, `-A`/`-W`/`-D` on the
//! command line) runs at every level with exactly that outcome: the level never changes it.

use std::collections::BTreeMap;
use std::fmt;

use crate::diagnostics::{Diagnostic, Diagnostics, Severity};
use crate::rules::{RULES, RuleId};
pub use crate::severity::Level;

/// An explicit per-rule setting, like clippy's `allow` / `warn` / `deny`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleSetting {
    /// Never reported.
    Allow,
    /// Reported as a warning.
    Warn,
    /// Reported as an error.
    Deny,
}

impl RuleSetting {
    /// Parses `allow`, `warn` or `deny`.
    pub fn from_name(name: &str) -> Option<RuleSetting> {
        match name {
            "allow" => Some(RuleSetting::Allow),
            "warn" => Some(RuleSetting::Warn),
            "deny" => Some(RuleSetting::Deny),
            _ => None,
        }
    }
}

/// The level and the per-rule settings of a run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleConfig {
    /// The level.
    pub level: Level,
    /// Explicit settings by rule id; later entries of the same rule replace earlier ones.
    pub settings: BTreeMap<&'static str, RuleSetting>,
}

/// A rule id that is not in the catalog, with the closest known ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRule {
    /// The id as written.
    pub id: String,
    /// "did you mean" candidates.
    pub suggestion: Option<&'static str>,
}

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rule `{}`", self.id)?;
        match self.suggestion {
            Some(suggestion) => write!(f, "; did you mean `{suggestion}`?"),
            None => write!(f, "; `uispec explain --list` lists the rules"),
        }
    }
}

impl std::error::Error for UnknownRule {}

impl RuleConfig {
    /// A configuration at `level` with no explicit settings.
    pub fn new(level: Level) -> Self {
        RuleConfig {
            level,
            settings: BTreeMap::new(),
        }
    }

    /// Sets one rule explicitly.
    pub fn set(&mut self, id: &str, setting: RuleSetting) -> Result<(), UnknownRule> {
        let rule = RuleId::from_id(id).ok_or_else(|| UnknownRule {
            id: id.to_owned(),
            suggestion: crate::reader::did_you_mean(
                id,
                &RULES.iter().map(|rule| rule.id).collect::<Vec<_>>(),
            ),
        })?;
        self.settings.insert(rule.as_str(), setting);
        Ok(())
    }

    /// Whether findings of `rule` can be reported at all: checks that cost something skip
    /// their work when this is false.
    pub fn enabled(&self, rule: RuleId) -> bool {
        match self.settings.get(rule.as_str()) {
            Some(setting) => *setting != RuleSetting::Allow,
            None => rule.rule().level <= self.level,
        }
    }

    /// The finding as this configuration reports it, or `None` when it is not reported.
    pub fn apply(&self, mut diagnostic: Diagnostic) -> Option<Diagnostic> {
        match self.settings.get(diagnostic.rule.as_str()) {
            Some(RuleSetting::Allow) => return None,
            Some(RuleSetting::Warn) => diagnostic.severity = Severity::Warning,
            Some(RuleSetting::Deny) => diagnostic.severity = Severity::Error,
            None => {
                if diagnostic.rule.rule().level > self.level {
                    return None;
                }
                if self.level == Level::Strict && diagnostic.severity == Severity::Warning {
                    diagnostic.severity = Severity::Error;
                }
            }
        }
        Some(diagnostic)
    }

    /// Applies the configuration to every finding, keeping their order.
    pub fn apply_all(&self, diags: Diagnostics) -> Diagnostics {
        let mut out = Diagnostics::new();
        for diagnostic in diags.into_vec() {
            if let Some(diagnostic) = self.apply(diagnostic) {
                out.push(diagnostic);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::{Location, SourceFile};

    fn finding(rule: RuleId, severity: Severity) -> Diagnostic {
        let file = SourceFile::new("specs/a.json", "{}");
        Diagnostic::new(rule, Location::new(&file, 0..1), "m").with_severity(severity)
    }

    #[test]
    fn levels_filter_and_strict_promotes_warnings_only() {
        let basic = RuleConfig::new(Level::Basic);
        let strict = RuleConfig::new(Level::Strict);
        let aligned = finding(RuleId::PROP_MISSING_IN_CODE, Severity::Error);
        assert!(basic.apply(aligned.clone()).is_none());
        assert!(RuleConfig::default().apply(aligned).is_some());
        let warning = finding(RuleId::TOKEN_DEPRECATED, Severity::Warning);
        assert_eq!(
            strict.apply(warning.clone()).unwrap().severity,
            Severity::Error
        );
        assert_eq!(
            RuleConfig::default().apply(warning).unwrap().severity,
            Severity::Warning
        );
        let note = finding(RuleId::EVENT_MISSING_IN_CODE, Severity::Note);
        assert_eq!(strict.apply(note).unwrap().severity, Severity::Note);
        let completeness = finding(RuleId::COMPONENT_NO_SPEC, Severity::Warning);
        assert!(RuleConfig::default().apply(completeness).is_none());
    }

    #[test]
    fn explicit_settings_win_over_levels() {
        let mut config = RuleConfig::new(Level::Strict);
        config.set("token-deprecated", RuleSetting::Warn).unwrap();
        config
            .set("prop-type-mismatch", RuleSetting::Allow)
            .unwrap();
        let deprecated = finding(RuleId::TOKEN_DEPRECATED, Severity::Warning);
        assert_eq!(
            config.apply(deprecated).unwrap().severity,
            Severity::Warning
        );
        assert!(
            config
                .apply(finding(RuleId::PROP_TYPE_MISMATCH, Severity::Error))
                .is_none()
        );
        let mut basic = RuleConfig::new(Level::Basic);
        basic.set("component-no-spec", RuleSetting::Deny).unwrap();
        assert!(basic.enabled(RuleId::COMPONENT_NO_SPEC));
        assert_eq!(
            basic
                .apply(finding(RuleId::COMPONENT_NO_SPEC, Severity::Warning))
                .unwrap()
                .severity,
            Severity::Error
        );
        let error = config
            .set("token-deprecatd", RuleSetting::Deny)
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown rule `token-deprecatd`; did you mean `token-deprecated`?"
        );
    }
}
