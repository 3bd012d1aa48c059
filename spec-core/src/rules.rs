//! The catalog of rules: every finding uispec reports carries one of these stable ids.
//!
//! A rule id never changes meaning once released; `uispec explain <rule>` prints [`Rule::docs`].
//! To add a rule: add a `static` here with its docs (what it checks, why, an example, how to
//! fix), add it to [`RULES`], and a `RuleId` constant pointing at it.

use std::fmt;
use std::hash::{Hash, Hasher};

use crate::severity::{Level, Severity};

/// Documentation and defaults of one rule.
#[derive(Debug)]
pub struct Rule {
    /// Stable kebab-case id.
    pub id: &'static str,
    /// Severity when neither the level nor the configuration changes it.
    pub default_severity: Severity,
    /// The lowest level that runs the rule.
    pub level: Level,
    /// One line: what the rule checks.
    pub summary: &'static str,
    /// Markdown: why, an example, how to fix.
    pub docs: &'static str,
}

/// A reference to a [`Rule`] of the catalog; cheap to copy, compared by id.
#[derive(Clone, Copy)]
pub struct RuleId(&'static Rule);

/// The rules that hold token files to the letter of the DTCG format. Tools in wide use accept
/// what they report (`dp` units, `$type: "string"`, 3-digit hex), so a finding of theirs is a
/// warning below `strict`, unless it makes a token that a spec references unusable.
const CONFORMANCE: [RuleId; 6] = [
    RuleId::TOKEN_STRUCTURE,
    RuleId::TOKEN_NAME,
    RuleId::TOKEN_TYPE,
    RuleId::TOKEN_VALUE,
    RuleId::TOKEN_REFERENCE_TYPE,
    RuleId::TOKEN_METADATA,
];

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
    /// One spec lists two axes, props, slots, anatomy parts or events with one name.
    pub const SPEC_DUPLICATE_ITEM: RuleId = RuleId(&SPEC_DUPLICATE_ITEM);
    /// A file could not be read.
    pub const IO_ERROR: RuleId = RuleId(&IO_ERROR);
    /// A tokenMapping key or value does not follow the grammar.
    pub const TOKEN_MAPPING_SYNTAX: RuleId = RuleId(&TOKEN_MAPPING_SYNTAX);
    /// A tokenMapping value references a token that does not exist.
    pub const TOKEN_MISSING: RuleId = RuleId(&TOKEN_MISSING);
    /// A token file's structure is not DTCG: a token with children, unknown properties, a non-object member.
    pub const TOKEN_STRUCTURE: RuleId = RuleId(&TOKEN_STRUCTURE);
    /// A token or group name is not allowed.
    pub const TOKEN_NAME: RuleId = RuleId(&TOKEN_NAME);
    /// A token has no type, or an unknown one.
    pub const TOKEN_TYPE: RuleId = RuleId(&TOKEN_TYPE);
    /// A token's value does not fit its type.
    pub const TOKEN_VALUE: RuleId = RuleId(&TOKEN_VALUE);
    /// A reference is malformed or points at nothing usable.
    pub const TOKEN_REFERENCE: RuleId = RuleId(&TOKEN_REFERENCE);
    /// A reference points at a token of the wrong type.
    pub const TOKEN_REFERENCE_TYPE: RuleId = RuleId(&TOKEN_REFERENCE_TYPE);
    /// References or `$extends` form a cycle.
    pub const TOKEN_CYCLE: RuleId = RuleId(&TOKEN_CYCLE);
    /// A group's `$extends` cannot be resolved.
    pub const TOKEN_EXTENDS: RuleId = RuleId(&TOKEN_EXTENDS);
    /// `$description`, `$deprecated` or `$extensions` has the wrong type.
    pub const TOKEN_METADATA: RuleId = RuleId(&TOKEN_METADATA);
    /// A token defined in an earlier file is replaced by a later one.
    pub const TOKEN_OVERRIDE: RuleId = RuleId(&TOKEN_OVERRIDE);
    /// A token file is in a pre-DTCG format (Style Dictionary, Tokens Studio).
    pub const TOKEN_LEGACY_FORMAT: RuleId = RuleId(&TOKEN_LEGACY_FORMAT);
    /// A resolver document (`*.resolver.json`) is invalid.
    pub const TOKEN_RESOLVER: RuleId = RuleId(&TOKEN_RESOLVER);

    /// A Rust component file does not parse.
    pub const CODE_SYNTAX: RuleId = RuleId(&CODE_SYNTAX);
    /// A component is declared inside a macro call and cannot be analysed.
    pub const CODE_MACRO: RuleId = RuleId(&CODE_MACRO);
    /// The framework of a component cannot be told.
    pub const CODE_FRAMEWORK: RuleId = RuleId(&CODE_FRAMEWORK);
    /// A file given to `spec:infer` holds no component.
    pub const CODE_NO_COMPONENT: RuleId = RuleId(&CODE_NO_COMPONENT);
    /// A spec cannot become Rust items (two values give one identifier).
    pub const SPEC_CODEGEN: RuleId = RuleId(&SPEC_CODEGEN);
    /// `spec:infer` left components out: not public API.
    pub const INFER_SKIPPED: RuleId = RuleId(&INFER_SKIPPED);
    /// Something in the code has no exact counterpart in the inferred spec.
    pub const INFER_APPROXIMATION: RuleId = RuleId(&INFER_APPROXIMATION);
    /// A spec does not satisfy the organisation's extra JSON Schema.
    pub const SPEC_ORG_SCHEMA: RuleId = RuleId(&SPEC_ORG_SCHEMA);
    /// `defaultVariants` names an unknown variant axis or value.
    pub const DEFAULT_VARIANT_UNKNOWN: RuleId = RuleId(&DEFAULT_VARIANT_UNKNOWN);
    /// A tokenMapping key names an unknown part, state, variant axis or value.
    pub const TOKEN_MAPPING_SELECTOR: RuleId = RuleId(&TOKEN_MAPPING_SELECTOR);
    /// `dependencies` names a spec that does not exist.
    pub const DEPENDENCY_UNKNOWN: RuleId = RuleId(&DEPENDENCY_UNKNOWN);
    /// A prop's default does not fit its type.
    pub const PROP_DEFAULT_TYPE: RuleId = RuleId(&PROP_DEFAULT_TYPE);
    /// A tokenMapping value references a deprecated token.
    pub const TOKEN_DEPRECATED: RuleId = RuleId(&TOKEN_DEPRECATED);
    /// A mapped token's `$type` cannot fit the property.
    pub const TOKEN_TYPE_MISMATCH: RuleId = RuleId(&TOKEN_TYPE_MISMATCH);
    /// A spec has no component in the code.
    pub const SPEC_NO_COMPONENT: RuleId = RuleId(&SPEC_NO_COMPONENT);
    /// Several components in the code have the spec's name.
    pub const COMPONENT_AMBIGUOUS: RuleId = RuleId(&COMPONENT_AMBIGUOUS);
    /// A public component in the code has no spec.
    pub const COMPONENT_NO_SPEC: RuleId = RuleId(&COMPONENT_NO_SPEC);
    /// A spec prop or variant axis has no parameter in the component.
    pub const PROP_MISSING_IN_CODE: RuleId = RuleId(&PROP_MISSING_IN_CODE);
    /// A prop or slot is required on one side and optional on the other.
    pub const PROP_REQUIRED_MISMATCH: RuleId = RuleId(&PROP_REQUIRED_MISMATCH);
    /// A prop's type in the spec and in the code disagree.
    pub const PROP_TYPE_MISMATCH: RuleId = RuleId(&PROP_TYPE_MISMATCH);
    /// A prop's or variant axis's default differs between spec and code.
    pub const PROP_DEFAULT_MISMATCH: RuleId = RuleId(&PROP_DEFAULT_MISMATCH);
    /// A variant axis has different values in the spec and the code enum.
    pub const VARIANT_VALUES_MISMATCH: RuleId = RuleId(&VARIANT_VALUES_MISMATCH);
    /// A spec event has no callback prop in the component.
    pub const EVENT_MISSING_IN_CODE: RuleId = RuleId(&EVENT_MISSING_IN_CODE);
    /// A spec slot has no node prop in the component.
    pub const SLOT_MISSING_IN_CODE: RuleId = RuleId(&SLOT_MISSING_IN_CODE);
    /// The component has a prop, event or slot its spec does not describe.
    pub const CODE_NOT_IN_SPEC: RuleId = RuleId(&CODE_NOT_IN_SPEC);
    /// The component requires a prop, event or slot its spec does not describe.
    pub const REQUIRED_NOT_IN_SPEC: RuleId = RuleId(&REQUIRED_NOT_IN_SPEC);
    /// A spec, prop, variant axis, slot or event has no description.
    pub const SPEC_DESCRIPTION: RuleId = RuleId(&SPEC_DESCRIPTION);
    /// An interactive component's spec has no accessibility section.
    pub const ACCESSIBILITY_MISSING: RuleId = RuleId(&ACCESSIBILITY_MISSING);
    /// The spec's ARIA role has an APG keyboard pattern, and the spec lists no keyboard interactions.
    pub const KEYBOARD_MISSING: RuleId = RuleId(&KEYBOARD_MISSING);
    /// A keyboard interaction names a key that is not a W3C UI Events key.
    pub const KEYBOARD_KEY_UNKNOWN: RuleId = RuleId(&KEYBOARD_KEY_UNKNOWN);
    /// Figma's component has a variant axis the spec lacks, or lost one the spec has.
    pub const DESIGN_VARIANT_MISSING: RuleId = RuleId(&DESIGN_VARIANT_MISSING);
    /// A variant axis has different values in the spec and in Figma.
    pub const DESIGN_VARIANT_VALUES: RuleId = RuleId(&DESIGN_VARIANT_VALUES);
    /// Figma's component has a property (or instance swap) the spec has no prop (or slot) for.
    pub const DESIGN_PROP_MISSING: RuleId = RuleId(&DESIGN_PROP_MISSING);
    /// A default differs between the spec and Figma.
    pub const DESIGN_DEFAULT_CHANGED: RuleId = RuleId(&DESIGN_DEFAULT_CHANGED);
    /// The Figma component a spec was imported from cannot be read.
    pub const DESIGN_SOURCE: RuleId = RuleId(&DESIGN_SOURCE);
    /// `css-name-collision`.
    pub const CSS_NAME_COLLISION: RuleId = RuleId(&CSS_NAME_COLLISION);
    /// `css-value`.
    pub const CSS_VALUE: RuleId = RuleId(&CSS_VALUE);
    /// `css-property`.
    pub const CSS_PROPERTY: RuleId = RuleId(&CSS_PROPERTY);
    /// `css-state`.
    pub const CSS_STATE: RuleId = RuleId(&CSS_STATE);

    /// The stable id, e.g. `spec-schema`.
    pub fn as_str(self) -> &'static str {
        self.0.id
    }

    /// Whether the rule holds token files to the letter of the DTCG format (`token-value`,
    /// `token-type`, …): a warning below `strict` unless a spec's token is unusable because of it.
    pub fn is_conformance(self) -> bool {
        CONFORMANCE.contains(&self)
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
    &SPEC_DUPLICATE_ITEM,
    &IO_ERROR,
    &TOKEN_MAPPING_SYNTAX,
    &TOKEN_MISSING,
    &TOKEN_STRUCTURE,
    &TOKEN_NAME,
    &TOKEN_TYPE,
    &TOKEN_VALUE,
    &TOKEN_REFERENCE,
    &TOKEN_REFERENCE_TYPE,
    &TOKEN_CYCLE,
    &TOKEN_EXTENDS,
    &TOKEN_METADATA,
    &TOKEN_OVERRIDE,
    &TOKEN_LEGACY_FORMAT,
    &TOKEN_RESOLVER,
    &CODE_SYNTAX,
    &CODE_MACRO,
    &CODE_FRAMEWORK,
    &CODE_NO_COMPONENT,
    &INFER_SKIPPED,
    &SPEC_CODEGEN,
    &INFER_APPROXIMATION,
    &SPEC_ORG_SCHEMA,
    &DEFAULT_VARIANT_UNKNOWN,
    &TOKEN_MAPPING_SELECTOR,
    &DEPENDENCY_UNKNOWN,
    &PROP_DEFAULT_TYPE,
    &TOKEN_DEPRECATED,
    &TOKEN_TYPE_MISMATCH,
    &SPEC_NO_COMPONENT,
    &COMPONENT_AMBIGUOUS,
    &COMPONENT_NO_SPEC,
    &PROP_MISSING_IN_CODE,
    &PROP_REQUIRED_MISMATCH,
    &PROP_TYPE_MISMATCH,
    &PROP_DEFAULT_MISMATCH,
    &VARIANT_VALUES_MISMATCH,
    &EVENT_MISSING_IN_CODE,
    &SLOT_MISSING_IN_CODE,
    &CODE_NOT_IN_SPEC,
    &REQUIRED_NOT_IN_SPEC,
    &SPEC_DESCRIPTION,
    &ACCESSIBILITY_MISSING,
    &KEYBOARD_MISSING,
    &KEYBOARD_KEY_UNKNOWN,
    &DESIGN_VARIANT_MISSING,
    &DESIGN_VARIANT_VALUES,
    &DESIGN_PROP_MISSING,
    &DESIGN_DEFAULT_CHANGED,
    &DESIGN_SOURCE,
    &CSS_NAME_COLLISION,
    &CSS_VALUE,
    &CSS_PROPERTY,
    &CSS_STATE,
];

static JSON_SYNTAX: Rule = Rule {
    id: "json-syntax",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "the file is not valid JSON",
    docs: "Spec and token files are strict JSON (RFC 8259): no comments, no trailing commas, \
double-quoted strings only.\n\n\
Example: `{\"name\": \"Button\",}` has a trailing comma.\n\n\
Fix: remove the character the caret points at, or add the missing one.",
};

static JSON_DUPLICATE_KEY: Rule = Rule {
    id: "json-duplicate-key",
    default_severity: Severity::Error,
    level: Level::Basic,
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
    level: Level::Basic,
    summary: "a file exceeds uispec's size, nesting or number limits",
    docs: "uispec refuses files over 16 MiB, JSON nested deeper than 128 levels, and numbers \
outside the range of a 64-bit float. These are far beyond any real spec; hitting one usually \
means a generated file went wrong.\n\n\
Fix: split the file, flatten the structure, or use a smaller number.",
};

static SPEC_SCHEMA: Rule = Rule {
    id: "spec-schema",
    default_severity: Severity::Error,
    level: Level::Basic,
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
    level: Level::Basic,
    summary: "two specs have the same name",
    docs: "A spec's identity is its `name`, not its file name: it is how code components are \
matched to specs. Two files with one name make that match ambiguous.\n\n\
Example: `specs/button.json` and `specs/legacy/button.json` both say `\"name\": \"Button\"`.\n\n\
Fix: rename one of the components, or delete the stale file.",
};

static SPEC_DUPLICATE_ITEM: Rule = Rule {
    id: "spec-duplicate-item",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a spec lists two items with one name",
    docs: "Within one spec, variant axes, props, slots, anatomy parts and events are each \
identified by name, compared the way spec and code are matched (without case, `_`, `-` or \
spaces: `onClick` and `on_click` are one name). Two with one name make the generated code \
collide and the comparison with the code ambiguous. (Repeated values inside `values` or \
`states` are schema errors.)\n\n\
Example: two props named `size`, or an axis `Size` next to an axis `size`.\n\n\
Fix: merge the two items, or rename one.",
};

static IO_ERROR: Rule = Rule {
    id: "io-error",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a file could not be read",
    docs: "A spec or token file could not be read: it was removed while uispec ran, it is not \
readable by the current user, or it is not UTF-8.\n\n\
Fix: check the file's permissions and encoding (uispec reads UTF-8 only).",
};

static TOKEN_STRUCTURE: Rule = Rule {
    id: "token-structure",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a token file's structure is not DTCG: a token with children, unknown properties, a non-object member",
    docs: "DTCG token files are trees of groups and tokens (Format Module 2025.10 §5–§6). An object with `$value` (or a token-level `$ref`) is a token; any other object is a group. A token cannot also have children, and only the `$`-properties of the spec are allowed on tokens and groups.\n\nExample: `{\"accent\": {\"$value\": …, \"hover\": {\"$value\": …}}}` is both a token and a group.\n\nFix: move children into a group of their own, or the token into the group's `$root`; put tool data under `$extensions`.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
};

static TOKEN_NAME: Rule = Rule {
    id: "token-name",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a token or group name is not allowed",
    docs: "Names may not start with `$` (reserved for DTCG properties) and may not contain `{`, `}` or `.`, which the reference syntax uses (§5.1.1). Names that differ only in case are allowed but warned about.\n\nExample: a token named `spacing.small` cannot be referenced: `{spacing.small}` means the token `small` in the group `spacing`.\n\nFix: use `-` or `_` in names, or nest groups.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
};

static TOKEN_TYPE: Rule = Rule {
    id: "token-type",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a token has no type, or an unknown one",
    docs: "Every token needs a `$type` (§5.2.2): its own, its group's, or the type of the token it references. Types are the thirteen of the spec, case-sensitive.\n\nFix: add `$type` to the token or to its group.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
};

static TOKEN_VALUE: Rule = Rule {
    id: "token-value",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a token's value does not fit its type",
    docs: "Each type has a value format (Format Module §8–§9, Color Module): colours are `{colorSpace, components, alpha?, hex?}` with components in range for the space, dimensions `{value, unit}` with `px` or `rem`, durations with `ms` or `s`, composite types have all their required parts.\n\nFix: follow the help line; it names the expected format.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
};

static TOKEN_REFERENCE: Rule = Rule {
    id: "token-reference",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a reference is malformed or points at nothing usable",
    docs: "Curly-brace references `{group.token}` must name an existing token (not a group: use `{group.$root}` for a group's root token); JSON Pointer references `{\"$ref\": \"#/group/token/$value/…\"}` must point at an existing value, never at metadata such as `$type`.\n\nFix: correct the path; the help line suggests the nearest existing name.",
};

static TOKEN_REFERENCE_TYPE: Rule = Rule {
    id: "token-reference-type",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a reference points at a token of the wrong type",
    docs: "A reference must point at a value of the type its position expects (§7.5.3, §9): a colour token cannot alias a dimension, a border's `width` must reference a dimension.\n\nFix: point at a token of the expected type, or change the token's `$type`.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
};

static TOKEN_CYCLE: Rule = Rule {
    id: "token-cycle",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "references or `$extends` form a cycle",
    docs: "References must not be circular (§7.2.3): when `a` aliases `b` and `b` aliases `a`, neither has a value. Every member of the cycle is reported.\n\nFix: make one of the tokens hold an explicit value.",
};

static TOKEN_EXTENDS: Rule = Rule {
    id: "token-extends",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a group's `$extends` cannot be resolved",
    docs: "`$extends` (§6.4) must reference an existing group (not a token), and extensions must not form a cycle, which extending one's own ancestor does. Siblings may extend the same group.\n\nFix: point `$extends` at a group, e.g. `\"$extends\": \"{button}\"`.",
};

static TOKEN_METADATA: Rule = Rule {
    id: "token-metadata",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "`$description`, `$deprecated` or `$extensions` has the wrong type",
    docs: "`$description` is a string, `$deprecated` a boolean or a reason string, `$extensions` an object (§5.2).\n\nFix: follow the help line.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
};

static TOKEN_OVERRIDE: Rule = Rule {
    id: "token-override",
    default_severity: Severity::Note,
    level: Level::Basic,
    summary: "a token defined in an earlier file is replaced by a later one",
    docs: "When several token files define the same token, the later file (in the documented load order) replaces the whole token: nothing is merged property by property, so no stale `hex` or `$description` survives from the earlier definition.\n\nFix: nothing, when the replacement is intended (themes and brand layers work this way); otherwise remove one definition. `[rules] token-override = \"allow\"` silences the note.",
};

static TOKEN_LEGACY_FORMAT: Rule = Rule {
    id: "token-legacy-format",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a token file is in a pre-DTCG format (Style Dictionary, Tokens Studio)",
    docs: "uispec reads W3C DTCG 2025.10 files. Files with `value`/`type` keys (Style Dictionary, Tokens Studio's legacy format) or Tokens Studio's multi-set exports are recognised and reported instead of being misread.\n\nFix: set `compat = true` under `[tokens]` in uispec.toml to read them as they are, or convert them to DTCG.",
};

static TOKEN_RESOLVER: Rule = Rule {
    id: "token-resolver",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a resolver document (`*.resolver.json`) is invalid",
    docs: "Resolver documents (Resolver Module 2025.10) need `version: \"2025.10\"`, a non-empty `resolutionOrder` of references to `sets` and `modifiers` (or inline ones with `type` and `name`), modifiers with at least two `contexts` and a `default` among them, and no circular or misdirected references.\n\nFix: follow the help line.",
};

static TOKEN_MAPPING_SYNTAX: Rule = Rule {
    id: "token-mapping-syntax",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a tokenMapping key or value does not follow the grammar",
    docs: "tokenMapping keys are `part.property[:state][axis=value]` (several `[axis=value]` selectors, each axis once, are allowed) and values are exactly one token reference in braces, `{group.token}`.\n\nExample: `\"root.background[variant]\": \"color.primary\"` has a selector without a value and a reference without braces.\n\nFix: `\"root.background[variant=primary]\": \"{color.primary}\"`.",
};

static TOKEN_MISSING: Rule = Rule {
    id: "token-missing",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a tokenMapping value references a token that does not exist",
    docs: "Every token a spec references must exist in the project's token files: otherwise the component cannot be styled as specified. With a resolver, the token must exist in every permutation of modifier contexts (`[tokens] policy = \"all\"`, the default), in one (`any`), or in the default one (`default`).\n\nExample: `{color.primay}` when the tokens define `{color.primary}`.\n\nFix: follow the \"did you mean\" hint, or add the token to a token file.",
};

static CODE_SYNTAX: Rule = Rule {
    id: "code-syntax",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a Rust component file does not parse",
    docs: "uispec reads component code with syn, the parser Rust's procedural macros use, without compiling the crate. A file that does not parse cannot be analysed; the other files still are. Files nesting brackets deeper than 256 levels, or with more than 1,024 operators in a row, are refused as well: no hand-written component looks like that, and parsing them could exhaust the stack.\n\nExample: `fn Button(label: String -> impl IntoView` (a missing `)`).\n\nFix: fix the syntax; `cargo check` reports the same place.",
};

static CODE_MACRO: Rule = Rule {
    id: "code-macro",
    default_severity: Severity::Warning,
    level: Level::Standard,
    summary: "a component is declared inside a macro call and cannot be analysed",
    docs: "uispec reads source code as written and does not expand macros, so a `#[component]` function or a `#[derive(Props)]` struct inside `some_macro! { … }` is invisible to it: its props cannot be checked against a spec.\n\nExample: `components! { #[component] fn Button() -> impl IntoView { … } }`.\n\nFix: declare the component outside the macro, or write its spec by hand (`uispec add Button`).",
};

static CODE_FRAMEWORK: Rule = Rule {
    id: "code-framework",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "the framework of a component cannot be told",
    docs: "Leptos, Dioxus and Yew share the `#[component]` attribute but not its rules (a bare `Option<T>` prop is required in Leptos and optional in Dioxus). uispec tells them apart by a qualified attribute (`#[leptos::component]`), the return type (`impl IntoView`, `Element`, `Html`), a `&Props` parameter, and the `use` items of the file and the crate. When none of these decides, the component is skipped.\n\nFix: set `framework = \"leptos\"` (or `dioxus`, `yew`) in uispec.toml, or pass `--framework` to `uispec spec:infer`.",
};

static CODE_NO_COMPONENT: Rule = Rule {
    id: "code-no-component",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a file given to `spec:infer` holds no component",
    docs: "`uispec spec:infer` found no `#[component]` / `#[function_component]` function and no `impl Component` in a Rust file. For a file named on the command line this is a warning (a component was expected there); for the files of a directory it is one note listing them, since helper modules are normal.\n\nFix: nothing, if the file has no component; otherwise check that its attribute is written out (not produced by a macro).",
};

static SPEC_CODEGEN: Rule = Rule {
    id: "spec-codegen",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a spec cannot become Rust items",
    docs: "`uispec-build`'s `generate` (and the `#[component_spec]` macro) turn each variant value into an enum variant named in UpperCamelCase (`with-icon` → `WithIcon`, `2xl` → `V2Xl`). Two values that give the same identifier (`x-l` and `xL`) cannot both exist.\n\nFix: rename one of the values in the spec.",
};

static INFER_SKIPPED: Rule = Rule {
    id: "infer-skipped",
    default_severity: Severity::Note,
    level: Level::Basic,
    summary: "`spec:infer` left components out because they are not public API",
    docs: "A component that is not public API cannot be used outside its crate: in a library it is an internal piece of a public component (thaw's date picker has a private `Panel`), so `spec:infer` writes specs for public components only and lists the others in this note. Public API means what rustdoc would show: `pub` in a module that is `pub` all the way from `lib.rs`, or re-exported by a `pub use` (a glob `pub use panel::*` included). `pub fn Panel` in a private `mod panel;` that nothing re-exports is not, nor is an item re-exported with `pub(crate) use`; items under `#[cfg(test)]` are not read at all. A file no `lib.rs` reaches (a binary's module) keeps the item's own `pub`.\n\nFix: pass `--include-private` to infer their specs too (an application's components are often private).",
};

static INFER_APPROXIMATION: Rule = Rule {
    id: "infer-approximation",
    default_severity: Severity::Note,
    level: Level::Basic,
    summary: "something in the code has no exact counterpart in the inferred spec",
    docs: "A spec describes a component in framework-neutral terms, so `spec:infer` says where it had to approximate: a Rust type with no spec counterpart is kept as `object`, a default computed at run time (`Uuid::new_v4().to_string()`) is left out, a variant prop that is required in code has no such marker in the spec.\n\nFix: review the listed fields in the written spec and complete them by hand.",
};

static SPEC_ORG_SCHEMA: Rule = Rule {
    id: "spec-org-schema",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "a spec does not satisfy the organisation's extra JSON Schema",
    docs: "uispec.toml may name an extra JSON Schema (`schema = \"org.schema.json\"`) with an organisation's own rules — every spec must have a `category`, names must start with a prefix. Every spec is checked against it, on top of the component spec schema.\n\nExample: the schema requires `description` and `specs/chip.json` has none.\n\nFix: follow the message, which quotes the schema's own error; or change the schema.",
};

static DEFAULT_VARIANT_UNKNOWN: Rule = Rule {
    id: "default-variant-unknown",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "`defaultVariants` names an unknown variant axis or value",
    docs: "`defaultVariants` maps a variant axis to one of its values. An axis that is not in `variants`, or a value that is not among the axis's `values`, is a typo or a leftover from a rename, and code generated from the spec would not compile.\n\nExample: `\"defaultVariants\": {\"size\": \"medium\"}` while the axis `size` has the values `sm`, `md`, `lg`.\n\nFix: use one of the listed values, or add the value to the axis.",
};

static TOKEN_MAPPING_SELECTOR: Rule = Rule {
    id: "token-mapping-selector",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a tokenMapping key names an unknown part, state, variant axis or value",
    docs: "In `part.property[:state][axis=value]`, the part must be one of the spec's `anatomy` parts (when it has an anatomy), the state one of its `states` (when it lists states), and every selector an axis of `variants` with one of its values. Otherwise the token is mapped for something that never exists.\n\nExample: `\"label.color[variant=primay]\"` (the axis `variant` has `primary`).\n\nFix: use the name the help line suggests, or add the part, state or value to the spec.",
};

static DEPENDENCY_UNKNOWN: Rule = Rule {
    id: "dependency-unknown",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "`dependencies` names a spec that does not exist",
    docs: "`dependencies` lists the other components this one is built from, by spec name. A name with no spec in the project points at nothing: the dependency graph, and tools that render it, are wrong.\n\nExample: `\"dependencies\": [\"Icon\"]` with no spec named `Icon`.\n\nFix: add the spec (`uispec add Icon`), fix the name, or remove the entry.",
};

static PROP_DEFAULT_TYPE: Rule = Rule {
    id: "prop-default-type",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a prop's default does not fit its type",
    docs: "A prop's `default` must be a value of its `type` as uispec's type vocabulary reads it: `boolean` takes `true`/`false`, `number` a number, `\"sm\" | \"md\"` one of the literals, `string[]` an array of strings. `null` fits every type (no default).\n\nExample: `{\"name\": \"disabled\", \"type\": \"boolean\", \"default\": \"false\"}`.\n\nFix: write the value in the type's form (`false` without quotes).",
};

static TOKEN_DEPRECATED: Rule = Rule {
    id: "token-deprecated",
    default_severity: Severity::Warning,
    level: Level::Standard,
    summary: "a tokenMapping value references a deprecated token",
    docs: "A token (or its group) marked `$deprecated` should not be used by new mappings; the DTCG format lets the deprecation say what to use instead, and the message quotes it.\n\nExample: `{color.brand}` with `\"$deprecated\": \"use color.action.primary\"`.\n\nFix: reference the replacement; `[rules] token-deprecated = \"allow\"` silences the rule.",
};

static TOKEN_TYPE_MISMATCH: Rule = Rule {
    id: "token-type-mismatch",
    default_severity: Severity::Warning,
    level: Level::Standard,
    summary: "a mapped token's `$type` cannot fit the property",
    docs: "Known properties expect tokens of certain DTCG types: `background`, `color`, `border-color` a `color`; `padding`, `gap`, `radius`, `width` a `dimension`; `shadow` a `shadow`; `font-family` a `fontFamily`; and so on (the table is in `uispec_core::token_mapping`). A mapping to a token of another type is almost always the wrong token. Unknown properties are not checked.\n\nExample: `\"root.background\": \"{space.2}\"` (a dimension).\n\nFix: reference a token of the expected type.",
};

static SPEC_NO_COMPONENT: Rule = Rule {
    id: "spec-no-component",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a spec has no component in the code",
    docs: "A spec is the source of truth for a component; when component code is configured (`components`, default `src/`), every spec must have a component of the same name (compared ignoring case, `_` and `-`), or one that names the spec in `#[component_spec(\"…\")]`.\n\nExample: `specs/date-picker.json` names `DatePicker`, and no `#[component] fn DatePicker` exists.\n\nFix: implement the component, rename it to match, or remove the spec. Projects without code are not checked.",
};

static COMPONENT_NO_SPEC: Rule = Rule {
    id: "component-no-spec",
    default_severity: Severity::Warning,
    level: Level::Strict,
    summary: "a public component in the code has no spec",
    docs: "At the `strict` level every public component of the configured code must be described by a spec, so the design system has no undocumented parts. Components that are not public API (not `pub`, or in a private module nothing re-exports, when the configured code includes `lib.rs`) are internal pieces and are not checked.\n\nExample: `pub fn Tooltip` in `src/tooltip.rs` and no spec named `Tooltip`.\n\nFix: `uispec spec:infer src/tooltip.rs` writes a starting spec; or make the component private.",
};

static PROP_MISSING_IN_CODE: Rule = Rule {
    id: "prop-missing-in-code",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a spec prop or variant axis has no parameter in the component",
    docs: "Every prop and every variant axis of a spec must be a prop of its component (a field of its props struct, or a parameter of its function), matched by name ignoring case, `_` and `-` (`fullWidth` ≡ `full_width`). A `UiNode` prop may be a slot, and a function prop a callback.\n\nExample: the spec of `Button` has `loading`, and `fn Button` has no `loading` parameter.\n\nFix: add the prop to the component, or remove it from the spec.",
};

static PROP_REQUIRED_MISMATCH: Rule = Rule {
    id: "prop-required-mismatch",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a prop or slot is required on one side and optional on the other",
    docs: "Required-ness is read with the framework's own rule: in Leptos a prop is optional with `#[prop(optional)]`, `optional_no_strip` or `default = …` (a bare `Option<T>` is required); in Dioxus with `#[props(default…)]`/`optional`, or as an `Option<T>` (unless `!optional`); in Yew with `#[prop_or_default]`, `prop_or` or `prop_or_else`. A spec prop is optional unless `\"required\": true`.\n\nExample: the spec says `label` is required and the Leptos parameter has `#[prop(optional)]`.\n\nFix: the help line says what to change on the code side; or change `required` in the spec.",
};

static PROP_TYPE_MISMATCH: Rule = Rule {
    id: "prop-type-mismatch",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a prop's type in the spec and in the code disagree",
    docs: "The spec's free-text type is read with uispec's type vocabulary and compared with the Rust type after wrappers (`Option`, `Signal`, `MaybeProp`, …) are looked through: `string` ↔ `String`/`&str`/`AttrValue`/…, `boolean` ↔ `bool`, `number` ↔ integers and floats, string-literal unions ↔ enums with exactly those value strings, `T[]` ↔ `Vec<T>`, `UiNode` ↔ children and node types, functions ↔ callbacks. Types uispec cannot interpret on either side (`object`, `Date`, a custom struct) are not compared.\n\nExample: the spec says `\"type\": \"number\"` and the field is `max_length: Option<String>`.\n\nFix: change one side.",
};

static PROP_DEFAULT_MISMATCH: Rule = Rule {
    id: "prop-default-mismatch",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a prop's or variant axis's default differs between spec and code",
    docs: "When both sides state a default — the spec's `default` (or `defaultVariants` for an axis) and a literal default in the code (`#[prop(default = 3)]`, `#[props(default = \"md\".into())]`, `#[prop_or(true)]`, or the `Default` of the type for `optional` / `prop_or_default`, such as an enum's `#[default]` variant) — they must be equal. A default the code computes at run time is not compared. A spec default for a prop the code leaves without one (an optional `Option`) is a mismatch too.\n\nExample: `defaultVariants.size` is `md` and `ButtonSize`'s `#[default]` is `Large`.\n\nFix: change one side.",
};

static VARIANT_VALUES_MISMATCH: Rule = Rule {
    id: "variant-values-mismatch",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a variant axis has different values in the spec and the code enum",
    docs: "The values of a spec axis (or of a string-literal union prop) and the value strings of the enum behind the code prop must be the same set. Value strings come from serde/strum renames, else the string literals of an `as_str`-like method's match arms, else the kebab-case of the variant names.\n\nExample: the spec's `variant` has `ghost`, and `enum ButtonVariant` has no variant whose string is `ghost`.\n\nFix: add or rename enum variants (or their `as_str` strings), or change the spec's values.",
};

static EVENT_MISSING_IN_CODE: Rule = Rule {
    id: "event-missing-in-code",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a spec event has no callback prop in the component",
    docs: "Every event of a spec (`onClick`) must be a callback prop of its component (`on_click`, `onclick`, matched ignoring case and `_`). For Leptos it is a note when a listener would do instead: Leptos hands `on:` listeners (`<Button on:click=…>`) to the component's root element, which hears the event when it bubbles and the root is the element that fires it (any element for mouse events, a focusable one for key events, a form control for `input` / `change`, a `<form>` for `submit`). Otherwise (`blur`, `focus`, a custom event, a `<div>` root for `change`) it is a warning.\n\nExample: the spec of `Dialog` has `onOpenChange` and the Dioxus component has no `on_open_change: EventHandler<bool>`.\n\nFix: add the callback prop, or remove the event from the spec.",
};

static SLOT_MISSING_IN_CODE: Rule = Rule {
    id: "slot-missing-in-code",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a spec slot has no node prop in the component",
    docs: "Every slot of a spec must be a prop of a node type in its component: `children` (`Children`, `Element`, `Html`), a named node prop (`footer: Option<Html>`, `icon: ViewFn`), or a Leptos `#[slot]`.\n\nExample: the spec of `Dialog` has a `footer` slot and the component has no `footer` prop.\n\nFix: add the prop, or remove the slot from the spec.",
};

static CODE_NOT_IN_SPEC: Rule = Rule {
    id: "code-not-in-spec",
    default_severity: Severity::Warning,
    level: Level::Strict,
    summary: "the component has a prop, event or slot its spec does not describe",
    docs: "At the `strict` level the spec must describe the whole public surface of its component: every prop, variant axis, event and slot. HTML pass-through attributes (`class`, `id`, `style`, `node_ref`, Dioxus `extends`) are exempt.\n\nExample: `fn Button(…, tooltip: Option<String>)` and the spec of `Button` has no `tooltip`.\n\nFix: add it to the spec (`uispec spec:infer --stdout` shows what uispec reads), or remove it from the code.",
};

static COMPONENT_AMBIGUOUS: Rule = Rule {
    id: "component-ambiguous",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "several components in the code have the spec's name",
    docs: "Specs and components are matched by name (ignoring case, `_` and `-`). When two public components share the spec's name (a `Button` in `src/button.rs` and another in `src/legacy/button.rs`), uispec cannot tell which one the spec describes, and compares it with neither rather than with the wrong one.\n\nThe spec's `x-source` stamp decides when it names one of their files: `\"x-source\": {\"path\": \"src/button.rs\"}` (`uispec spec:infer` writes it).\n\nFix: add or correct `x-source.path` in the spec, or rename one of the components.",
};

static REQUIRED_NOT_IN_SPEC: Rule = Rule {
    id: "required-not-in-spec",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "the component requires a prop, event or slot its spec does not describe",
    docs: "A caller written from the spec does not pass it, so the call no longer compiles: adding a required prop to a component breaks every caller. Reported from the `standard` level on (an optional prop the spec does not describe is only `code-not-in-spec`, at `strict`). When a spec prop is missing from the code and this one has its type, the finding says it may be that prop renamed.\n\nExample: `fn Button(label: String, tone: Tone)`, where `tone` has no `#[prop(optional)]` or default, and the spec of `Button` has no `tone`.\n\nFix: add it to the spec as required (and tell the callers: it is a breaking change), or give it a default in the code so existing callers keep working.",
};

static SPEC_DESCRIPTION: Rule = Rule {
    id: "spec-description",
    default_severity: Severity::Warning,
    level: Level::Strict,
    summary: "a spec, prop, variant axis, slot or event has no description",
    docs: "At the `strict` level every part of a spec is documented: the component, its props, axes, slots and events. Descriptions become docs in generated code and in design tools.\n\nFix: add `\"description\"`.",
};

static ACCESSIBILITY_MISSING: Rule = Rule {
    id: "accessibility-missing",
    default_severity: Severity::Warning,
    level: Level::Strict,
    summary: "an interactive component's spec has no accessibility section",
    docs: "Interactive components — those implementing a WAI-ARIA APG pattern with a keyboard contract (found by the spec's `accessibility.role`, else its name: `Switch`, `Slider`, `Combobox`, `Dialog`, …), or bound to a value through a model prop (`checked`, `value`, `open`, `selected`, `pressed`, `expanded`) — need an `accessibility` section with at least a `role` (WAI-ARIA APG), so implementations agree on semantics.\n\nFix: add `accessibility` (the `enrich-spec` prompt of `uispec mcp` can draft it), or the preset's section (`uispec add <preset> --stdout`).",
};

static KEYBOARD_MISSING: Rule = Rule {
    id: "keyboard-missing",
    default_severity: Severity::Warning,
    level: Level::Strict,
    summary: "the spec's ARIA role has an APG keyboard pattern, and the spec lists no keyboard interactions",
    docs: "The WAI-ARIA Authoring Practices define keyboard behaviour for widget roles: `button` (Enter, Space), `checkbox` (Space), `dialog` (Escape, Tab), `tablist` (arrows, Home, End), `combobox`, `listbox`, `menu`, `radiogroup`, `slider`, `switch` and others. A spec with such a role must list its `keyboardInteractions`.\n\nFix: add `accessibility.keyboardInteractions`, e.g. `[{\"key\": \"Enter\", \"description\": \"Activates the button.\"}]`.",
};

static KEYBOARD_KEY_UNKNOWN: Rule = Rule {
    id: "keyboard-key-unknown",
    default_severity: Severity::Warning,
    level: Level::Strict,
    summary: "a keyboard interaction names a key that is not a W3C UI Events key",
    docs: "Keys in `keyboardInteractions` are W3C UI Events `key` values (`Enter`, `Space`, `Escape`, `Tab`, `ArrowDown`, `Home`, `PageUp`, `F1`, single characters) or `+`-joined combinations with modifiers (`Shift+Tab`, `Control+A`), so that tests and docs can rely on them.\n\nExample: `\"key\": \"Esc\"` (the key value is `Escape`).\n\nFix: use the name the help line suggests.",
};

static DESIGN_VARIANT_MISSING: Rule = Rule {
    id: "design-variant-missing",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "Figma's component and the spec do not have the same variant axes",
    docs: "Checked by `uispec validate --design` for specs imported from Figma (they carry an `x-source` stamp): the component set in Figma is read again and compared with the spec, the source of truth.\n\nExample: a designer added the axis `Density` to the Figma component set; the spec has no `density` variant.\n\nFix: add the axis to the spec (then to the code), or remove it from the Figma component set. An axis the spec has and Figma lost is reported at the spec's axis.",
};

static DESIGN_VARIANT_VALUES: Rule = Rule {
    id: "design-variant-values",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a variant axis has different values in the spec and in Figma",
    docs: "Values are compared the way the importer writes them (`Extra Large` is `extra-large`). One value added and one removed is reported as a likely rename.\n\nExample: the spec's `size` has `sm`, `md`, `lg`; the Figma set now has Small, Medium, Large, Extra Large.\n\nFix: make the spec's values and the Figma variants the same set; `uispec design-tool:import <link> --stdout` shows what Figma has now.",
};

static DESIGN_PROP_MISSING: Rule = Rule {
    id: "design-prop-missing",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "Figma's component has a property the spec has no prop or slot for",
    docs: "BOOLEAN and TEXT component properties become props, INSTANCE_SWAP properties become slots, two-valued True/False axes become boolean props.\n\nExample: Figma's Button has the BOOLEAN property `Has Icon`; the spec has no `hasIcon` prop.\n\nFix: add the prop (or slot) to the spec, or remove the property in Figma.",
};

static DESIGN_DEFAULT_CHANGED: Rule = Rule {
    id: "design-default-changed",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "a default differs between the spec and Figma",
    docs: "Compared: `defaultVariants` with the Figma set's default variant, and prop defaults with the default values of BOOLEAN and TEXT properties.\n\nExample: the spec's default `size` is `md`; in Figma the default variant is `Size=Large`.\n\nFix: set the same default in both.",
};

static DESIGN_SOURCE: Rule = Rule {
    id: "design-source",
    default_severity: Severity::Error,
    level: Level::Standard,
    summary: "the Figma component a spec was imported from cannot be read",
    docs: "`uispec validate --design` reads the node named by the spec's `x-source` stamp (`fileKey`, `nodeId`). It reports here when the file or the node is gone, the token has no access, or the API cannot be reached.\n\nExample: the component set was deleted, so `nodes[\"1:39\"]` is `null`.\n\nFix: import the component again from its new link (`uispec design-tool:import <link> --force`), or check `FIGMA_TOKEN` and the network.",
};

static CSS_NAME_COLLISION: Rule = Rule {
    id: "css-name-collision",
    default_severity: Severity::Error,
    level: Level::Basic,
    summary: "two tokens would be the same CSS custom property",
    docs: "`uispec css` writes each token as a custom property named by its path joined with `-`: `{color.action.primary}` is `--color-action-primary`. Two paths that differ only in where the dots are (`{a.b-c}` and `{a-b.c}`) would both be `--a-b-c`, and one would silently replace the other. Neither is written, and the mappings that use the second are left out.\n\nExample: `{space.x-1}` and `{space-x.1}`.\n\nFix: rename one of the tokens.",
};

static CSS_VALUE: Rule = Rule {
    id: "css-value",
    default_severity: Severity::Warning,
    level: Level::Basic,
    summary: "a token's value has no CSS form",
    docs: "`uispec css` writes every token a spec maps in CSS syntax (colours in their colour space, dimensions with their unit, composites as shorthands or longhands). A value CSS cannot express is left out, with the mappings that use it: a unit CSS does not have (`dp`), a colour space it does not know, a `typography` token mapped to a property that takes one value.\n\nExample: `{\"value\": 16, \"unit\": \"dp\"}`.\n\nFix: give the token a value in a CSS unit, or map a property that fits it (`typography` for a typography token).",
};

static CSS_PROPERTY: Rule = Rule {
    id: "css-property",
    default_severity: Severity::Note,
    level: Level::Standard,
    summary: "a tokenMapping property is outside the styling vocabulary",
    docs: "The properties of tokenMapping keys are translated to CSS through a vocabulary (`background` is `background-color`, `paddingX` is `padding-inline`, `radius` is `border-radius`; the table is in docs/styles.md). A property outside it is written as its kebab-cased name, which is right for most CSS properties and wrong for an invented one.\n\nExample: `\"root.glow\": \"{shadow.lg}\"` is written as `glow: …`, which no browser reads.\n\nFix: use a property of the vocabulary or a CSS property's name; `[rules] css-property = \"allow\"` when the name is meant.",
};

static CSS_STATE: Rule = Rule {
    id: "css-state",
    default_severity: Severity::Note,
    level: Level::Standard,
    summary: "a state has no platform selector",
    docs: "`uispec css` writes each state of a tokenMapping key as the selectors the platform uses for it (`hover` is `:hover`, `disabled` is `:disabled` or `aria-disabled=\"true\"`, `open` is `[open]` or `data-state=\"open\"`; the table is in docs/styles.md). A state outside that table is selected by `[data-state~=\"<state>\"]`, which the component must render itself.\n\nExample: `\"content.opacity:closing\"` needs `data-state=\"closing\"` on the content part.\n\nFix: render the `data-state` attribute, or use a state of the table.",
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

    #[test]
    fn every_rule_page_says_how_to_fix() {
        for rule in RULES {
            assert!(
                rule.docs.contains("Fix:"),
                "{} has no `Fix:` paragraph",
                rule.id
            );
            assert!(
                !rule.summary.ends_with('.'),
                "{}: summaries are fragments",
                rule.id
            );
        }
    }
}
