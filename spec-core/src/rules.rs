//! The catalog of rules: every finding uispec reports carries one of these stable ids.
//!
//! A rule id never changes meaning once released; `uispec explain <rule>` prints [`Rule::docs`].
//! To add a rule: add a `static` here with its docs (what it checks, why, an example, how to
//! fix), add it to [`RULES`], and a `RuleId` constant pointing at it.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::diagnostics::Severity;

/// Documentation and defaults of one rule.
#[derive(Debug)]
pub struct Rule {
    /// Stable kebab-case id.
    pub id: &'static str,
    /// Severity when neither the level nor the configuration changes it.
    pub default_severity: Severity,
    /// One line: what the rule checks.
    pub summary: &'static str,
    /// Markdown: why, an example, how to fix.
    pub docs: &'static str,
}

/// A reference to a [`Rule`] of the catalog; cheap to copy, compared by id.
#[derive(Clone, Copy)]
pub struct RuleId(&'static Rule);

impl RuleId {
    /// The file is not valid JSON.
    pub const JSON_SYNTAX: RuleId = RuleId(&JSON_SYNTAX);
    /// A JSON object has the same key twice.
    pub const JSON_DUPLICATE_KEY: RuleId = RuleId(&JSON_DUPLICATE_KEY);
    /// A file exceeds a size, nesting or number limit.
    pub const JSON_LIMIT: RuleId = RuleId(&JSON_LIMIT);
    /// A spec does not match the component spec schema.
    pub const SPEC_SCHEMA: RuleId = RuleId(&SPEC_SCHEMA);
    /// Two specs have the same name.
    pub const SPEC_DUPLICATE_NAME: RuleId = RuleId(&SPEC_DUPLICATE_NAME);
    /// A file could not be read.
    pub const IO_ERROR: RuleId = RuleId(&IO_ERROR);

    /// The stable id, e.g. `spec-schema`.
    pub fn as_str(self) -> &'static str {
        self.0.id
    }

    /// The rule's severity before levels and configuration apply.
    pub fn default_severity(self) -> Severity {
        self.0.default_severity
    }

    /// The rule's documentation.
    pub fn rule(self) -> &'static Rule {
        self.0
    }

    /// Looks a rule up by id.
    pub fn from_id(id: &str) -> Option<RuleId> {
        RULES
            .iter()
            .find(|rule| rule.id == id)
            .map(|rule| RuleId(rule))
    }
}

impl PartialEq for RuleId {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}

impl Eq for RuleId {}

impl Hash for RuleId {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state);
    }
}

impl fmt::Debug for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RuleId({})", self.0.id)
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.id)
    }
}

/// Every rule, in catalog order.
pub static RULES: &[&Rule] = &[
    &JSON_SYNTAX,
    &JSON_DUPLICATE_KEY,
    &JSON_LIMIT,
    &SPEC_SCHEMA,
    &SPEC_DUPLICATE_NAME,
    &IO_ERROR,
];

static JSON_SYNTAX: Rule = Rule {
    id: "json-syntax",
    default_severity: Severity::Error,
    summary: "the file is not valid JSON",
    docs: "Spec and token files are strict JSON (RFC 8259): no comments, no trailing commas, \
double-quoted strings only.\n\n\
Example: `{\"name\": \"Button\",}` has a trailing comma.\n\n\
Fix: remove the character the caret points at, or add the missing one.",
};

static JSON_DUPLICATE_KEY: Rule = Rule {
    id: "json-duplicate-key",
    default_severity: Severity::Error,
    summary: "a JSON object has the same key twice",
    docs: "JSON parsers disagree on duplicate keys (most keep the last silently), so a second \
`\"description\"` hides the first one from some tools and not others. JSON Schema cannot see \
duplicates, so this rule checks them.\n\n\
Example: `{\"name\": \"Button\", \"name\": \"IconButton\"}`.\n\n\
Fix: keep one of the two entries.",
};

static JSON_LIMIT: Rule = Rule {
    id: "json-limit",
    default_severity: Severity::Error,
    summary: "a file exceeds uispec's size, nesting or number limits",
    docs: "uispec refuses files over 16 MiB, JSON nested deeper than 128 levels, and numbers \
outside the range of a 64-bit float. These are far beyond any real spec; hitting one usually \
means a generated file went wrong.\n\n\
Fix: split the file, flatten the structure, or use a smaller number.",
};

static SPEC_SCHEMA: Rule = Rule {
    id: "spec-schema",
    default_severity: Severity::Error,
    summary: "a spec does not match the component spec schema",
    docs: "Every spec must match the component spec schema (`uispec schema` prints it): `name` \
is required and non-empty, every field has its type (`props` is an array of objects with `name` \
and `type`, `complexity` is one of `simple`, `moderate`, `complex`, ...), and unknown keys are \
rejected so that typos do not go unnoticed. Keys beginning with `x-` are vendor extensions and \
are allowed on every object; `$schema` is allowed at the top. `null` is only allowed as a \
prop's `default`.\n\n\
Example: `{\"name\": \"Button\", \"desciption\": \"...\"}` (did you mean `description`?).\n\n\
Fix: follow the help line; editors show the schema's descriptions when the spec has \
`\"$schema\": \"../.uispec/component-spec.schema.json\"`.",
};

static SPEC_DUPLICATE_NAME: Rule = Rule {
    id: "spec-duplicate-name",
    default_severity: Severity::Error,
    summary: "two specs have the same name",
    docs: "A spec's identity is its `name`, not its file name: it is how code components are \
matched to specs. Two files with one name make that match ambiguous.\n\n\
Example: `specs/button.json` and `specs/legacy/button.json` both say `\"name\": \"Button\"`.\n\n\
Fix: rename one of the components, or delete the stale file.",
};

static IO_ERROR: Rule = Rule {
    id: "io-error",
    default_severity: Severity::Error,
    summary: "a file could not be read",
    docs: "A spec or token file could not be read: it was removed while uispec ran, it is not \
readable by the current user, or it is not UTF-8.\n\n\
Fix: check the file's permissions and encoding (uispec reads UTF-8 only).",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_ids_are_unique_kebab_case() {
        let mut seen = std::collections::HashSet::new();
        for rule in RULES {
            assert!(seen.insert(rule.id), "duplicate rule id {}", rule.id);
            assert!(
                rule.id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "rule id {} is not kebab-case",
                rule.id
            );
            assert_eq!(RuleId::from_id(rule.id).map(RuleId::as_str), Some(rule.id));
        }
    }
}
