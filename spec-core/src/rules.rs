//! The catalog of rules: every finding uispec reports carries one of these stable ids.
//!
//! A rule id never changes meaning once released; `uispec explain <rule>` prints [`Rule::docs`].
//! To add a rule: add one entry to the `rules!` table below (its id, default severity, level,
//! a one-line summary and its page: what it checks, why, an example, how to fix), and one
//! fixture folder under `spec-core/tests/rules/<rule-id>/` holding the smallest project that
//! fires it. The entry is the whole declaration: it makes the `RuleId` constant and the
//! catalog entry together, so no rule can exist that `explain`, `-A`/`-D` and `[rules]` do not
//! know.

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

impl Rule {
    /// Where the rule's page lives on the web: see [`RuleId::url`].
    pub fn url(&self) -> String {
        format!("https://uispec.dev/rules/{}", self.id)
    }
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
    /// The stable id, e.g. `spec-schema`.
    pub fn as_str(self) -> &'static str {
        self.0.id
    }

    /// Where the rule's page lives on the web (`uispec explain <rule>` prints the same text):
    /// the `docs` address of the JSON report, SARIF's `helpUri`, the language server's code
    /// link.
    pub fn url(self) -> String {
        self.0.url()
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

/// Declares the catalog. For each entry: the rule's `static`, the [`RuleId`] constant of the
/// same name (documented by its id and summary) and its place in [`RULES`], in table order.
macro_rules! rules {
    ($(
        $name:ident {
            id: $id:literal,
            severity: $severity:ident,
            level: $level:ident,
            summary: $summary:literal,
            docs: $docs:literal,
        }
    )*) => {
        impl RuleId {
            $(
                #[doc = concat!("`", $id, "`: ", $summary, ".")]
                pub const $name: RuleId = RuleId(&$name);
            )*
        }

        $(
            static $name: Rule = Rule {
                id: $id,
                default_severity: Severity::$severity,
                level: Level::$level,
                summary: $summary,
                docs: $docs,
            };
        )*

        /// Every rule, in catalog order.
        pub static RULES: &[&Rule] = &[$(&$name),*];

        rules!(@each ($) $($name $id)*);
    };
    // `$d` is a `$` handed in, so that the macro written here can have variables of its own.
    (@each ($d:tt) $($name:ident $id:literal)*) => {
        /// Calls the macro `callback` with every rule as `NAME "id"`, in catalog order: code
        /// made per rule outside this crate follows the catalog (the rules tests make one
        /// `#[test]` per rule fixture with it, so a rule without a fixture does not compile).
        #[doc(hidden)]
        #[macro_export]
        macro_rules! for_each_rule {
            ($d callback:ident) => {
                $d callback! { $($name $id)* }
            };
        }
    };
}

rules! {
    JSON_SYNTAX {
        id: "json-syntax",
        severity: Error,
        level: Basic,
        summary: "the file is not valid JSON",
        docs: "Spec and token files are strict JSON (RFC 8259): no comments, no trailing commas, \
double-quoted strings only.\n\n\
Example: `{\"name\": \"Button\",}` has a trailing comma.\n\n\
Fix: remove the character the caret points at, or add the missing one.",
    }

    JSON_DUPLICATE_KEY {
        id: "json-duplicate-key",
        severity: Error,
        level: Basic,
        summary: "a JSON object has the same key twice",
        docs: "JSON parsers disagree on duplicate keys (most keep the last silently), so a second \
`\"description\"` hides the first one from some tools and not others. JSON Schema cannot see \
duplicates, so this rule checks them.\n\n\
Example: `{\"name\": \"Button\", \"name\": \"IconButton\"}`.\n\n\
Fix: keep one of the two entries.",
    }

    JSON_LIMIT {
        id: "json-limit",
        severity: Error,
        level: Basic,
        summary: "a file exceeds uispec's size, nesting or number limits",
        docs: "uispec refuses files over 16 MiB, JSON nested deeper than 128 levels, and numbers \
outside the range of a 64-bit float. These are far beyond any real spec; hitting one usually \
means a generated file went wrong.\n\n\
Fix: split the file, flatten the structure, or use a smaller number.",
    }

    SPEC_SCHEMA {
        id: "spec-schema",
        severity: Error,
        level: Basic,
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
    }

    SPEC_DUPLICATE_NAME {
        id: "spec-duplicate-name",
        severity: Error,
        level: Basic,
        summary: "two specs have the same name",
        docs: "A spec's identity is its `name`, not its file name: it is how code components are \
matched to specs. Two files with one name make that match ambiguous.\n\n\
Example: `specs/button.json` and `specs/legacy/button.json` both say `\"name\": \"Button\"`.\n\n\
Fix: rename one of the components, or delete the stale file.",
    }

    SPEC_DUPLICATE_ITEM {
        id: "spec-duplicate-item",
        severity: Error,
        level: Basic,
        summary: "a spec lists two items with one name",
        docs: "Within one spec, variant axes, props, slots, anatomy parts and events are each \
identified by name, compared the way spec and code are matched (without case, `_`, `-` or \
spaces: `onClick` and `on_click` are one name). Two with one name make the generated code \
collide and the comparison with the code ambiguous. (Repeated values inside `values` or \
`states` are schema errors.)\n\n\
Example: two props named `size`, or an axis `Size` next to an axis `size`.\n\n\
Fix: merge the two items, or rename one.",
    }

    IO_ERROR {
        id: "io-error",
        severity: Error,
        level: Basic,
        summary: "a file could not be read",
        docs: "A spec or token file could not be read: it was removed while uispec ran, it is not \
readable by the current user, or it is not UTF-8.\n\n\
Fix: check the file's permissions and encoding (uispec reads UTF-8 only).",
    }

    TOKEN_MAPPING_SYNTAX {
        id: "token-mapping-syntax",
        severity: Error,
        level: Basic,
        summary: "a tokenMapping key or value does not follow the grammar",
        docs: "tokenMapping keys are `part.property[:state][axis=value]` (several `[axis=value]` selectors, each axis once, are allowed) and values are exactly one token reference in braces, `{group.token}`.\n\nExample: `\"root.background[variant]\": \"color.primary\"` has a selector without a value and a reference without braces.\n\nFix: `\"root.background[variant=primary]\": \"{color.primary}\"`.",
    }

    TOKEN_MISSING {
        id: "token-missing",
        severity: Error,
        level: Basic,
        summary: "a tokenMapping value references a token that does not exist",
        docs: "Every token a spec references must exist in the project's token files: otherwise the component cannot be styled as specified. With a resolver, the token must exist in every permutation of modifier contexts (`[tokens] policy = \"all\"`, the default), in one (`any`), or in the default one (`default`).\n\nExample: `{color.primay}` when the tokens define `{color.primary}`.\n\nFix: follow the \"did you mean\" hint, or add the token to a token file.",
    }

    TOKEN_STRUCTURE {
        id: "token-structure",
        severity: Warning,
        level: Basic,
        summary: "a token file's structure is not DTCG: a token with children, unknown properties, a non-object member",
        docs: "DTCG token files are trees of groups and tokens (Format Module 2025.10 §5–§6). An object with `$value` (or a token-level `$ref`) is a token; any other object is a group. A token cannot also have children, and only the `$`-properties of the spec are allowed on tokens and groups.\n\nExample: `{\"accent\": {\"$value\": …, \"hover\": {\"$value\": …}}}` is both a token and a group.\n\nFix: move children into a group of their own, or the token into the group's `$root`; put tool data under `$extensions`.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
    }

    TOKEN_NAME {
        id: "token-name",
        severity: Warning,
        level: Basic,
        summary: "a token or group name is not allowed",
        docs: "Names may not start with `$` (reserved for DTCG properties) and may not contain `{`, `}` or `.`, which the reference syntax uses (§5.1.1). Names that differ only in case are allowed but warned about.\n\nExample: a token named `spacing.small` cannot be referenced: `{spacing.small}` means the token `small` in the group `spacing`.\n\nFix: use `-` or `_` in names, or nest groups.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
    }

    TOKEN_TYPE {
        id: "token-type",
        severity: Warning,
        level: Basic,
        summary: "a token has no type, or an unknown one",
        docs: "Every token needs a `$type` (§5.2.2): its own, its group's, or the type of the token it references. Types are the thirteen of the spec, case-sensitive.\n\nFix: add `$type` to the token or to its group.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
    }

    TOKEN_VALUE {
        id: "token-value",
        severity: Warning,
        level: Basic,
        summary: "a token's value does not fit its type",
        docs: "Each type has a value format (Format Module §8–§9, Color Module): colours are `{colorSpace, components, alpha?, hex?}` with components in range for the space, dimensions `{value, unit}` with `px` or `rem`, durations with `ms` or `s`, composite types have all their required parts.\n\nFix: follow the help line; it names the expected format.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
    }

    TOKEN_REFERENCE {
        id: "token-reference",
        severity: Error,
        level: Basic,
        summary: "a reference is malformed or points at nothing usable",
        docs: "Curly-brace references `{group.token}` must name an existing token (not a group: use `{group.$root}` for a group's root token); JSON Pointer references `{\"$ref\": \"#/group/token/$value/…\"}` must point at an existing value, never at metadata such as `$type`.\n\nFix: correct the path; the help line suggests the nearest existing name.",
    }

    TOKEN_REFERENCE_TYPE {
        id: "token-reference-type",
        severity: Warning,
        level: Basic,
        summary: "a reference points at a token of the wrong type",
        docs: "A reference must point at a value of the type its position expects (§7.5.3, §9): a colour token cannot alias a dimension, a border's `width` must reference a dimension.\n\nFix: point at a token of the expected type, or change the token's `$type`.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
    }

    TOKEN_CYCLE {
        id: "token-cycle",
        severity: Error,
        level: Basic,
        summary: "references or `$extends` form a cycle",
        docs: "References must not be circular (§7.2.3): when `a` aliases `b` and `b` aliases `a`, neither has a value. Every member of the cycle is reported.\n\nFix: make one of the tokens hold an explicit value.",
    }

    TOKEN_EXTENDS {
        id: "token-extends",
        severity: Error,
        level: Basic,
        summary: "a group's `$extends` cannot be resolved",
        docs: "`$extends` (§6.4) must reference an existing group (not a token), and extensions must not form a cycle, which extending one's own ancestor does. Siblings may extend the same group.\n\nFix: point `$extends` at a group, e.g. `\"$extends\": \"{button}\"`.",
    }

    TOKEN_METADATA {
        id: "token-metadata",
        severity: Warning,
        level: Basic,
        summary: "`$description`, `$deprecated` or `$extensions` has the wrong type",
        docs: "`$description` is a string, `$deprecated` a boolean or a reason string, `$extensions` an object (§5.2).\n\nFix: follow the help line.\n\nA conformance rule: a warning at `basic` and `standard`, an error at `strict`; an error at every level when the finding makes a token that a spec references unusable (the reference is shown).",
    }

    TOKEN_OVERRIDE {
        id: "token-override",
        severity: Note,
        level: Basic,
        summary: "a token defined in an earlier file is replaced by a later one",
        docs: "When several token files define the same token, the later file (in the documented load order) replaces the whole token: nothing is merged property by property, so no stale `hex` or `$description` survives from the earlier definition.\n\nFix: nothing, when the replacement is intended (themes and brand layers work this way); otherwise remove one definition. `[rules] token-override = \"allow\"` silences the note.",
    }

    TOKEN_LEGACY_FORMAT {
        id: "token-legacy-format",
        severity: Error,
        level: Basic,
        summary: "a token file is in a pre-DTCG format (Style Dictionary, Tokens Studio)",
        docs: "uispec reads W3C DTCG 2025.10 files. Files with `value`/`type` keys (Style Dictionary, Tokens Studio's legacy format) or Tokens Studio's multi-set exports are recognised and reported instead of being misread.\n\nFix: set `compat = true` under `[tokens]` in uispec.toml to read them as they are, or convert them to DTCG.",
    }

    TOKEN_RESOLVER {
        id: "token-resolver",
        severity: Error,
        level: Basic,
        summary: "a resolver document (`*.resolver.json`) is invalid",
        docs: "Resolver documents (Resolver Module 2025.10) need `version: \"2025.10\"`, a non-empty `resolutionOrder` of references to `sets` and `modifiers` (or inline ones with `type` and `name`), modifiers with at least two `contexts` and a `default` among them, and no circular or misdirected references.\n\nFix: follow the help line.",
    }

    CODE_SYNTAX {
        id: "code-syntax",
        severity: Error,
        level: Standard,
        summary: "a Rust component file does not parse",
        docs: "uispec reads component code with syn, the parser Rust's procedural macros use, without compiling the crate. A file that does not parse cannot be analysed; the other files still are. Files nesting brackets deeper than 256 levels, or with more than 1,024 operators in a row, are refused as well: no hand-written component looks like that, and parsing them could exhaust the stack.\n\nExample: `fn Button(label: String -> impl IntoView` (a missing `)`).\n\nFix: fix the syntax; `cargo check` reports the same place.",
    }

    CODE_MACRO {
        id: "code-macro",
        severity: Warning,
        level: Standard,
        summary: "a component is declared inside a macro call and cannot be analysed",
        docs: "uispec reads source code as written and does not expand macros, so a `#[component]` function or a `#[derive(Props)]` struct inside `some_macro! { … }` is invisible to it: its props cannot be checked against a spec.\n\nExample: `components! { #[component] fn Button() -> impl IntoView { … } }`.\n\nFix: declare the component outside the macro, or write its spec by hand (`uispec add Button`).",
    }

    CODE_FRAMEWORK {
        id: "code-framework",
        severity: Error,
        level: Standard,
        summary: "the framework of a component cannot be told",
        docs: "Leptos, Dioxus and Yew share the `#[component]` attribute but not its rules (a bare `Option<T>` prop is required in Leptos and optional in Dioxus). uispec tells them apart by a qualified attribute (`#[leptos::component]`), the return type (`impl IntoView`, `Element`, `Html`), a `&Props` parameter, and the `use` items of the file and the crate. When none of these decides, the component is skipped.\n\nFix: set `framework = \"leptos\"` (or `dioxus`, `yew`) in uispec.toml, or pass `--framework` to `uispec spec:infer`.",
    }

    CODE_NO_COMPONENT {
        id: "code-no-component",
        severity: Warning,
        level: Basic,
        summary: "a file given to `spec:infer` holds no component",
        docs: "`uispec spec:infer` found no `#[component]` / `#[function_component]` function and no `impl Component` in a Rust file. For a file named on the command line this is a warning (a component was expected there); for the files of a directory it is one note listing them, since helper modules are normal.\n\nFix: nothing, if the file has no component; otherwise check that its attribute is written out (not produced by a macro).",
    }

    INFER_SKIPPED {
        id: "infer-skipped",
        severity: Note,
        level: Basic,
        summary: "`spec:infer` left components out because they are not public API",
        docs: "A component that is not public API cannot be used outside its crate: in a library it is an internal piece of a public component (thaw's date picker has a private `Panel`), so `spec:infer` writes specs for public components only and lists the others in this note. Public API means what rustdoc would show: `pub` in a module that is `pub` all the way from `lib.rs`, or re-exported by a `pub use` (a glob `pub use panel::*` included). `pub fn Panel` in a private `mod panel;` that nothing re-exports is not, nor is an item re-exported with `pub(crate) use`; items under `#[cfg(test)]` are not read at all. A file no `lib.rs` reaches (a binary's module) keeps the item's own `pub`.\n\nFix: pass `--include-private` to infer their specs too (an application's components are often private).",
    }

    SPEC_CODEGEN {
        id: "spec-codegen",
        severity: Error,
        level: Basic,
        summary: "a spec cannot become Rust items",
        docs: "`uispec-build`'s `generate` (and the `#[component_spec]` macro) turn each variant value into an enum variant named in UpperCamelCase (`with-icon` → `WithIcon`, `2xl` → `V2Xl`). Two values that give the same identifier (`x-l` and `xL`) cannot both exist.\n\nFix: rename one of the values in the spec.",
    }

    INFER_APPROXIMATION {
        id: "infer-approximation",
        severity: Note,
        level: Basic,
        summary: "something in the code has no exact counterpart in the inferred spec",
        docs: "A spec describes a component in framework-neutral terms, so `spec:infer` says where it had to approximate: a Rust type with no spec counterpart is kept as `object`, a default computed at run time (`Uuid::new_v4().to_string()`) is left out, a variant prop that is required in code has no such marker in the spec.\n\nFix: review the listed fields in the written spec and complete them by hand.",
    }

    SPEC_ORG_SCHEMA {
        id: "spec-org-schema",
        severity: Error,
        level: Basic,
        summary: "a spec does not satisfy the organisation's extra JSON Schema",
        docs: "uispec.toml may name an extra JSON Schema (`schema = \"org.schema.json\"`) with an organisation's own rules — every spec must have a `category`, names must start with a prefix. Every spec is checked against it, on top of the component spec schema.\n\nExample: the schema requires `description` and `specs/chip.json` has none.\n\nFix: follow the message, which quotes the schema's own error; or change the schema.",
    }

    DEFAULT_VARIANT_UNKNOWN {
        id: "default-variant-unknown",
        severity: Error,
        level: Standard,
        summary: "`defaultVariants` names an unknown variant axis or value",
        docs: "`defaultVariants` maps a variant axis to one of its values. An axis that is not in `variants`, or a value that is not among the axis's `values`, is a typo or a leftover from a rename, and code generated from the spec would not compile.\n\nExample: `\"defaultVariants\": {\"size\": \"medium\"}` while the axis `size` has the values `sm`, `md`, `lg`.\n\nFix: use one of the listed values, or add the value to the axis.",
    }

    TOKEN_MAPPING_SELECTOR {
        id: "token-mapping-selector",
        severity: Error,
        level: Standard,
        summary: "a tokenMapping key names an unknown part, state, variant axis or value",
        docs: "In `part.property[:state][axis=value]`, the part must be one of the spec's `anatomy` parts (when it has an anatomy), the state one of its `states` (when it lists states), and every selector an axis of `variants` with one of its values. Otherwise the token is mapped for something that never exists.\n\nExample: `\"label.color[variant=primay]\"` (the axis `variant` has `primary`).\n\nFix: use the name the help line suggests, or add the part, state or value to the spec.",
    }

    DEPENDENCY_UNKNOWN {
        id: "dependency-unknown",
        severity: Error,
        level: Standard,
        summary: "`dependencies` names a spec that does not exist",
        docs: "`dependencies` lists the other components this one is built from, by spec name. A name with no spec in the project points at nothing: the dependency graph, and tools that render it, are wrong.\n\nExample: `\"dependencies\": [\"Icon\"]` with no spec named `Icon`.\n\nFix: add the spec (`uispec add Icon`), fix the name, or remove the entry.",
    }

    PROP_DEFAULT_TYPE {
        id: "prop-default-type",
        severity: Error,
        level: Standard,
        summary: "a prop's default does not fit its type",
        docs: "A prop's `default` must be a value of its `type` as uispec's type vocabulary reads it: `boolean` takes `true`/`false`, `number` a number, `\"sm\" | \"md\"` one of the literals, `string[]` an array of strings. `null` fits every type (no default).\n\nExample: `{\"name\": \"disabled\", \"type\": \"boolean\", \"default\": \"false\"}`.\n\nFix: write the value in the type's form (`false` without quotes).",
    }

    TOKEN_DEPRECATED {
        id: "token-deprecated",
        severity: Warning,
        level: Standard,
        summary: "a tokenMapping value references a deprecated token",
        docs: "A token (or its group) marked `$deprecated` should not be used by new mappings; the DTCG format lets the deprecation say what to use instead, and the message quotes it.\n\nExample: `{color.brand}` with `\"$deprecated\": \"use color.action.primary\"`.\n\nFix: reference the replacement; `[rules] token-deprecated = \"allow\"` silences the rule.",
    }

    TOKEN_TYPE_MISMATCH {
        id: "token-type-mismatch",
        severity: Warning,
        level: Standard,
        summary: "a mapped token's `$type` cannot fit the property",
        docs: "Known properties expect tokens of certain DTCG types: `background`, `color`, `border-color` a `color`; `padding`, `gap`, `radius`, `width` a `dimension`; `shadow` a `shadow`; `font-family` a `fontFamily`; and so on (the table is `uispec_core::properties`, shown in docs/styles.md). A mapping to a token of another type is almost always the wrong token. Unknown properties are not checked.\n\nExample: `\"root.background\": \"{space.2}\"` (a dimension).\n\nFix: reference a token of the expected type.",
    }

    SPEC_NO_COMPONENT {
        id: "spec-no-component",
        severity: Error,
        level: Standard,
        summary: "a spec has no component in the code",
        docs: "A spec is the source of truth for a component; when component code is configured (`components`, default `src/`), every spec must have a component of the same name (compared ignoring case, `_` and `-`), or one that names the spec in `#[component_spec(\"…\")]`.\n\nExample: `specs/date-picker.json` names `DatePicker`, and no `#[component] fn DatePicker` exists.\n\nFix: implement the component, rename it to match, or remove the spec. Projects without code are not checked.",
    }

    COMPONENT_AMBIGUOUS {
        id: "component-ambiguous",
        severity: Error,
        level: Standard,
        summary: "several components in the code have the spec's name",
        docs: "A spec is bound to its component by its `x-source` stamp (`path`, and `component` when the spec's name differs from the component's), else by name (ignoring case, `_` and `-`). When two public components share the spec's name (a `Button` in `src/button.rs` and another in `src/legacy/button.rs`) and no stamp says which, uispec cannot tell which one the spec describes, and compares it with neither rather than with the wrong one.\n\nThe same rule warns at a public component that no spec is bound to while a spec of its name describes another: nothing checks it.\n\nFix: say which in the spec, `\"x-source\": {\"path\": \"src/button.rs\"}`; give each component its own spec (`uispec spec:infer` names same-named components after their modules, `NewYorkButton`, and stamps `\"component\": \"Button\"`); or rename one of the components.",
    }

    COMPONENT_NO_SPEC {
        id: "component-no-spec",
        severity: Warning,
        level: Strict,
        summary: "a public component in the code has no spec",
        docs: "At the `strict` level every public component of the configured code must be described by a spec, so the design system has no undocumented parts. Components that are not public API (not `pub`, or in a private module nothing re-exports, when the configured code includes `lib.rs`) are internal pieces and are not checked.\n\nExample: `pub fn Tooltip` in `src/tooltip.rs` and no spec named `Tooltip`.\n\nFix: `uispec spec:infer src/tooltip.rs` writes a starting spec; or make the component private.",
    }

    PROP_MISSING_IN_CODE {
        id: "prop-missing-in-code",
        severity: Error,
        level: Standard,
        summary: "a spec prop or variant axis has no parameter in the component",
        docs: "Every prop and every variant axis of a spec must be a prop of its component (a field of its props struct, or a parameter of its function), matched by name ignoring case, `_` and `-` (`fullWidth` ≡ `full_width`). A `UiNode` prop may be a slot, and a function prop a callback.\n\nExample: the spec of `Button` has `loading`, and `fn Button` has no `loading` parameter.\n\nFix: add the prop to the component, or remove it from the spec.",
    }

    PROP_SPELLING {
        id: "prop-spelling",
        severity: Warning,
        level: Standard,
        summary: "a prop's words differ between spec and code",
        docs: "A spec prop is matched to its parameter ignoring case, `_` and `-`, so `fullWidth` binds `full_width`. The words must still be the same: the code spells the prop as callers write it, and the spec's name in Rust's snake case is what its callers expect. A rename that only moves a word break (`formnovalidate` to `form_novalidate`) changes every caller and would otherwise go unnoticed.\n\nExample: the spec of `Button` has `formnovalidate` and `fn Button` has `form_novalidate`.\n\nFix: rename one side so both say the same words (the spec `formNovalidate`, or the code `formnovalidate`).",
    }

    PROP_REQUIRED_MISMATCH {
        id: "prop-required-mismatch",
        severity: Error,
        level: Standard,
        summary: "a prop or slot is required on one side and optional on the other",
        docs: "Required-ness is read with the framework's own rule: in Leptos a prop is optional with `#[prop(optional)]`, `optional_no_strip` or `default = …` (a bare `Option<T>` is required); in Dioxus with `#[props(default…)]`/`optional`, or as an `Option<T>` (unless `!optional`); in Yew with `#[prop_or_default]`, `prop_or` or `prop_or_else`. A spec prop is optional unless `\"required\": true`.\n\nExample: the spec says `label` is required and the Leptos parameter has `#[prop(optional)]`.\n\nFix: the help line says what to change on the code side; or change `required` in the spec.",
    }

    PROP_TYPE_MISMATCH {
        id: "prop-type-mismatch",
        severity: Error,
        level: Standard,
        summary: "a prop's type in the spec and in the code disagree",
        docs: "The spec's free-text type is read with uispec's type vocabulary and compared with the Rust type after wrappers (`Option`, `Signal`, `MaybeProp`, …) are looked through: `string` ↔ `String`/`&str`/`AttrValue`/…, `boolean` ↔ `bool`, `number` ↔ integers and floats, string-literal unions ↔ enums with exactly those value strings, `T[]` ↔ `Vec<T>`, `UiNode` ↔ children and node types, functions ↔ callbacks. Types uispec cannot interpret on either side (`object`, `Date`, a custom struct) are not compared.\n\nExample: the spec says `\"type\": \"number\"` and the field is `max_length: Option<String>`.\n\nFix: change one side.",
    }

    PROP_DEFAULT_MISMATCH {
        id: "prop-default-mismatch",
        severity: Error,
        level: Standard,
        summary: "a prop's or variant axis's default differs between spec and code",
        docs: "When both sides state a default — the spec's `default` (or `defaultVariants` for an axis) and a literal default in the code (`#[prop(default = 3)]`, `#[props(default = \"md\".into())]`, `#[prop_or(true)]`, or the `Default` of the type for `optional` / `prop_or_default`, such as an enum's `#[default]` variant) — they must be equal. A default the code computes at run time is not compared. A spec default for a prop the code leaves without one (an optional `Option`) is a mismatch too.\n\nExample: `defaultVariants.size` is `md` and `ButtonSize`'s `#[default]` is `Large`.\n\nFix: change one side.",
    }

    VARIANT_VALUES_MISMATCH {
        id: "variant-values-mismatch",
        severity: Error,
        level: Standard,
        summary: "a variant axis has different values in the spec and the code enum",
        docs: "The values of a spec axis (or of a string-literal union prop) and the value strings of the enum behind the code prop must be the same set. Value strings come from serde/strum renames, else the string literals of an `as_str`-like method's match arms, else the kebab-case of the variant names.\n\nExample: the spec's `variant` has `ghost`, and `enum ButtonVariant` has no variant whose string is `ghost`.\n\nFix: add or rename enum variants (or their `as_str` strings), or change the spec's values.",
    }

    EVENT_MISSING_IN_CODE {
        id: "event-missing-in-code",
        severity: Error,
        level: Standard,
        summary: "a spec event has no callback prop in the component",
        docs: "Every event of a spec (`onClick`) must be a callback prop of its component (`on_click`, `onclick`, matched ignoring case and `_`). For Leptos it is a note when a listener would do instead: Leptos hands `on:` listeners (`<Button on:click=…>`) to the component's root element, which hears the event when it bubbles and the root is the element that fires it (any element for mouse events, a focusable one for key events, a form control for `input` / `change`, a `<form>` for `submit`). Otherwise (`blur`, `focus`, a custom event, a `<div>` root for `change`) it is a warning. When the component has a callback the spec does not describe, the event was likely renamed on one side: the finding says which callback (`did it become on_press?`) and is never just a note.\n\nExample: the spec of `Dialog` has `onOpenChange` and the Dioxus component has no `on_open_change: EventHandler<bool>`.\n\nFix: add the callback prop, or remove the event from the spec.",
    }

    SLOT_MISSING_IN_CODE {
        id: "slot-missing-in-code",
        severity: Error,
        level: Standard,
        summary: "a spec slot has no node prop in the component",
        docs: "Every slot of a spec must be a prop of a node type in its component: `children` (`Children`, `Element`, `Html`), a named node prop (`footer: Option<Html>`, `icon: ViewFn`), or a Leptos `#[slot]`.\n\nExample: the spec of `Dialog` has a `footer` slot and the component has no `footer` prop.\n\nFix: add the prop, or remove the slot from the spec.",
    }

    CODE_NOT_IN_SPEC {
        id: "code-not-in-spec",
        severity: Warning,
        level: Strict,
        summary: "the component has a prop, event or slot its spec does not describe",
        docs: "At the `strict` level the spec must describe the whole public surface of its component: every prop, variant axis, event and slot. HTML pass-through attributes (`class`, `id`, `style`, `node_ref`, Dioxus `extends`) are exempt.\n\nExample: `fn Button(…, tooltip: Option<String>)` and the spec of `Button` has no `tooltip`.\n\nFix: add it to the spec (`uispec spec:infer --stdout` shows what uispec reads), or remove it from the code.",
    }

    REQUIRED_NOT_IN_SPEC {
        id: "required-not-in-spec",
        severity: Error,
        level: Standard,
        summary: "the component requires a prop, event or slot its spec does not describe",
        docs: "A caller written from the spec does not pass it, so the call no longer compiles: adding a required prop to a component breaks every caller. Reported from the `standard` level on (an optional prop the spec does not describe is only `code-not-in-spec`, at `strict`). When a spec prop is missing from the code and this one has its type, the finding says it may be that prop renamed.\n\nExample: `fn Button(label: String, tone: Tone)`, where `tone` has no `#[prop(optional)]` or default, and the spec of `Button` has no `tone`.\n\nFix: add it to the spec as required (and tell the callers: it is a breaking change), or give it a default in the code so existing callers keep working.",
    }

    SPEC_DESCRIPTION {
        id: "spec-description",
        severity: Warning,
        level: Strict,
        summary: "a spec, prop, variant axis, slot or event has no description",
        docs: "At the `strict` level every part of a spec is documented: the component, its props, axes, slots and events. Descriptions become docs in generated code and in design tools.\n\nFix: add `\"description\"`.",
    }

    ACCESSIBILITY_MISSING {
        id: "accessibility-missing",
        severity: Warning,
        level: Strict,
        summary: "an interactive component's spec has no accessibility section",
        docs: "An interactive component needs an `accessibility` section with at least a `role` (WAI-ARIA APG), so that implementations agree on semantics. Interactive is what the component's markup shows: an element that takes focus (a native control, a link, a `tabindex`), one with a handler of user input (`on:click`, `onkeydown`, …), or one with a role the user operates (`button`, `switch`, `tab`, `option`, `dialog`: the roles of the APG patterns with a keyboard contract), in its own markup or in a component of the project it renders. Never its name: a `DialogDescription` that renders a `<p>` is not interactive. A spec whose component is not read (no code, or none implements it) is interactive when it binds a value through a model prop (`checked`, `value`, `open`, `selected`, `pressed`, `expanded`).\n\nExample: `Switch` renders `<button role=\"switch\" on:click=…>`, and its spec has no `accessibility`.\n\nFix: add `accessibility` (the `enrich-spec` prompt of `uispec mcp` can draft it), or the preset's section (`uispec add <preset> --stdout`).",
    }

    KEYBOARD_MISSING {
        id: "keyboard-missing",
        severity: Warning,
        level: Strict,
        summary: "the spec's ARIA role has an APG keyboard pattern, and the spec lists no keyboard interactions",
        docs: "The WAI-ARIA Authoring Practices define keyboard behaviour for widget roles: `button` (Enter, Space), `checkbox` (Space), `dialog` (Escape, Tab), `tablist` (arrows, Home, End), `combobox`, `listbox`, `menu`, `radiogroup`, `slider`, `switch` and others. A spec with such a role must list its `keyboardInteractions`.\n\nFix: add `accessibility.keyboardInteractions`, e.g. `[{\"key\": \"Enter\", \"description\": \"Activates the button.\"}]`.",
    }

    KEYBOARD_KEY_UNKNOWN {
        id: "keyboard-key-unknown",
        severity: Warning,
        level: Strict,
        summary: "a keyboard interaction names a key that is not a W3C UI Events key",
        docs: "Keys in `keyboardInteractions` are W3C UI Events `key` values (`Enter`, `Space`, `Escape`, `Tab`, `ArrowDown`, `Home`, `PageUp`, `F1`, single characters) or `+`-joined combinations with modifiers (`Shift+Tab`, `Control+A`), so that tests and docs can rely on them.\n\nExample: `\"key\": \"Esc\"` (the key value is `Escape`).\n\nFix: use the name the help line suggests.",
    }

    CONTRAST_TEXT {
        id: "contrast-text",
        severity: Error,
        level: Standard,
        summary: "a part's text does not contrast enough with the background behind it",
        docs: "WCAG 2.2 SC 1.4.3 asks text to reach 4.5:1 against its background (3:1 for large text: 24 px, or 18.66 px bold); `[a11y] level = \"AAA\"` holds it to SC 1.4.6's 7:1 and 4.5:1. The spec's tokenMapping says which colours each part shows, so uispec checks every text colour (`color`, `textColor`, `placeholderColor`) against the background behind it — the part's own `background`, over the root's, over the surface `[a11y] surface` names — in every state and variant value the mapping distinguishes, and in every theme of the resolver. Translucent colours are composed over what is beneath. The `disabled` state is exempt, as WCAG exempts inactive components. Text with no opaque background under it (no mapping and no surface) is not judged: name the surface to have every text checked.\n\nExample: the primary Button's label is `#0f172a` on `#2563eb` in the dark theme: 3.45:1.\n\nFix: the help names the nearest token of the text token's group that passes; use it, or change the background. `docs/accessibility.md` explains the rule.",
    }

    CONTRAST_NON_TEXT {
        id: "contrast-non-text",
        severity: Warning,
        level: Standard,
        summary: "the border or focus outline of an interactive component's part does not contrast enough with the background next to it",
        docs: "WCAG 2.2 SC 1.4.11 asks the visual information that identifies a control and its state to reach 3:1 against the colours next to it. For an interactive component (its spec's `accessibility.role` is one the user operates, or it has a model prop such as `checked` or `value`; never by its name), uispec checks each mapped `outlineColor` (a focus ring is how keyboard users find focus) and each `borderColor` against the background outside the part — the enclosing part's, up to the root's, over `[a11y] surface` — in every state, variant value and theme, as `contrast-text` does. Borders are judged on the parts that take focus (those the tokenMapping styles under `:focus`, `:focus-visible` or `:focus-within`: a field, a checkbox's box, a select's trigger), not on components identified by their content (roles such as `button`, `link`, `tab` and `option`; `docs/accessibility.md` lists them), nor where the part's own fill already reaches 3:1 against what is around it. `disabled` is exempt.\n\nExample: a text field's border `#cbd5e1` on a white page: 1.48:1; the field cannot be told from the page.\n\nFix: the help names the nearest token of the border token's group that passes; use it, or give the part a fill that stands out. `docs/accessibility.md` explains the rule.",
    }

    FOCUS_INDICATOR_MISSING {
        id: "focus-indicator-missing",
        severity: Warning,
        level: Strict,
        summary: "an interactive component's spec maps no visible focus indicator",
        docs: "WCAG 2.2 SC 2.4.7 asks every keyboard-operable component to show where focus is (SC 2.4.13 at AAA asks it to be large and contrasting). An interactive component (its spec's `accessibility.role` is one the user operates, or it has a model prop such as `checked`; never by its name) whose spec has a tokenMapping must map a `:focus` (or `:focus-visible`, `:focus-within`) entry that changes an outline, a border or a shadow, on some part. Dialogs (`dialog`, `alertdialog`) are exempt: focus moves to the controls inside them, which have their own specs. It runs at `strict`, with the other completeness rules of a spec's accessibility (`accessibility-missing`, `keyboard-missing`): a spec that styles a control but not its focus is incomplete.\n\nExample: a Select whose tokenMapping styles `:hover` and `:open` but nothing on `:focus`.\n\nFix: map `<part>.outlineColor:focus` and `<part>.outlineWidth:focus` (or a `borderColor` / `shadow` under `:focus`) to your focus-ring tokens.",
    }

    ROLE_MISMATCH {
        id: "role-mismatch",
        severity: Error,
        level: Standard,
        summary: "the component's markup does not render the ARIA role its spec promises",
        docs: "The spec's `accessibility.role` is what assistive technology announces. uispec reads the component's markup (`view!`, `html!`, `rsx!`) and looks for an element with that role: written (`role=\"checkbox\"`, or the generated `ROLE` constant) or implied by the element as HTML-AAM maps it (`<button>` is a button, `<input type=\"checkbox\">` a checkbox, `<a href>` a link, `<dialog>` a dialog; the table is in `docs/accessibility.md`).\n\nAn element carrying the root part (or the element the markup starts with) that has another role is an error; no element with the role at all is a warning. What the reader cannot see (markup built elsewhere, a role bound at run time, another component) is a note.\n\nExample: the spec says `button`, and the component renders `<a href=…>`: a link.\n\nFix: render the native element of the role, or write `role=` on the element that plays it.",
    }

    ARIA_ATTRIBUTE_MISSING {
        id: "aria-attribute-missing",
        severity: Warning,
        level: Standard,
        summary: "an ARIA attribute the spec lists, or one the element's role requires, is not rendered",
        docs: "Each attribute of `accessibility.ariaAttributes` must be on some element of the component, static or bound, unless an element exposes it natively (`aria-checked` of `<input type=\"checkbox\">`, `aria-disabled` of a control with `disabled`, `aria-level` of `<h2>`). An element given a role by `role=` must also carry the states that role requires: `aria-checked` for `checkbox`, `radio`, `switch`; `aria-expanded` for `combobox`; `aria-valuenow` for `slider`; `aria-level` for `heading`: what WAI-ARIA 1.2 requires, as axe-core 4.x has it.\n\nExample: the spec lists `aria-describedby` and the markup never renders it.\n\nFix: render the attribute, bound to the state it reflects, or remove it from the spec.",
    }

    PART_NOT_RENDERED {
        id: "part-not-rendered",
        severity: Warning,
        level: Standard,
        summary: "a part the tokenMapping styles is not rendered with the attributes the stylesheet selects on",
        docs: "`uispec css` selects each part by `[data-scope][data-part]`, each variant value by `data-<axis>` on the part, and states without a platform selector by `data-state`. A part the tokenMapping styles must be rendered with those attributes, or its styles silently never apply. uispec reads `data-part` as a literal (`\"label\"`) or the generated `PART_*` constant. With a markup convention of the project's own (`[css.selectors]` in uispec.toml), the markers it replaces are not asked for: a `part` or `root` template turns the rule off, a `variant` template (or `variant-on = \"root\"`) stops it asking for `data-<axis>`, and a part with a selector of its own in the spec (`\"x-selector\"`) is not asked for `data-part`.\n\nExample: `label.fontSize[size=sm]` is mapped, and the label's `<span>` renders `data-part` but not `data-size`: small labels keep the default size.\n\nFix: render the attributes the finding names on the part's element.",
    }

    RENDER_UNBUILDABLE {
        id: "render-unbuildable",
        severity: Error,
        level: Standard,
        summary: "`uispec test` cannot render a component: a required prop has a type it cannot build, or the framework has no server renderer it drives",
        docs: "`uispec test` renders every component bound to a spec by calling it from a generated harness crate, with its props filled from the spec and the code: optional props left out, `bool` `false`, strings their name as words, numbers `0`, variant axes their values, callbacks a no-op, `children` text. A required prop of any other type (a struct, a `Vec`, a node other than `children`) needs a value from the project.\n\nExample: `Select` requires `options: Vec<SelectOption>`.\n\nFix: give the value as one Rust expression in uispec.toml, under the component's name:\n\n```toml\n[test.props.Select]\noptions = \"vec![SelectOption::new(\\\"a\\\", \\\"A\\\")]\"\n```\n\nThe harness imports the crate's root (`use my_crate::*;`), so write paths from there.",
    }

    RENDER_FAILED {
        id: "render-failed",
        severity: Error,
        level: Standard,
        summary: "the harness that renders the components did not build or run, a component panicked while rendering, or the browser failed",
        docs: "`uispec test` builds a harness crate under `target/uispec/harness/` that depends on the project's crate, runs it to render every component on the server, and shows each render in headless Chromium. A failure of any step is this finding, with what cargo, the component or the browser said.\n\nExample: `Tabs` panics when rendered with no tabs.\n\nFix: what the message says; for a panic, give the props that avoid it in `[test.props.<Component>]`.",
    }

    RENDER_ROLE {
        id: "render-role",
        severity: Error,
        level: Standard,
        summary: "in the browser, the rendered component's root has another role than the spec's",
        docs: "`uispec test` asks Chromium's accessibility tree for the computed role of the element carrying the root part in every render: what a screen reader announces, after HTML-AAM's mapping of native elements and any `role` attribute. It must be the spec's `accessibility.role`. A render whose root is hidden (a closed dialog) is not asked.\n\nExample: the spec says `button` and the component renders `<a href>`: a link.\n\nFix: render the native element of the role, or write `role` on the root.",
    }

    RENDER_NAME {
        id: "render-name",
        severity: Error,
        level: Standard,
        summary: "in the browser, the rendered component's root has a role that needs an accessible name, and has none",
        docs: "Roles such as `button`, `link`, `checkbox`, `dialog`, `img` and `textbox` must have an accessible name (WAI-ARIA's \"name required\"). `uispec test` reads the computed name of the root from Chromium's accessibility tree, with the props it renders the component with (text children, string props as words).\n\nExample: a `Dialog` whose `aria-labelledby` points at an id the markup never renders.\n\nFix: give the root a name: visible text, `aria-label`, or `aria-labelledby` naming a rendered label.",
    }

    RENDER_ARIA {
        id: "render-aria",
        severity: Error,
        level: Standard,
        summary: "in the browser, an ARIA state the spec lists is missing, or a state the render sets does not show (or shows while not set)",
        docs: "Two checks on every render. Each state attribute of `accessibility.ariaAttributes` (`aria-disabled`, `aria-busy`, `aria-expanded`, `aria-checked`, `aria-pressed`, `aria-selected`, `aria-invalid`, `aria-readonly`, `aria-required`) must be on some element of the component, or exposed natively (`disabled`, `required`, `readonly`, a native checkbox's checkedness). And a state the render sets through its prop (`loading=true`) must show by one of the selectors the stylesheet uses for it (`[aria-busy=\"true\"]`, `[data-loading]`; `[css.states]` when the project has its own), while a render without it must not.\n\nExample: `Button loading=true` renders no `aria-busy`.\n\nFix: bind the attribute to the prop: `aria-busy=move || loading.get().to_string()`.",
    }

    RENDER_PART_MISSING {
        id: "render-part-missing",
        severity: Error,
        level: Standard,
        summary: "in the browser, no element of the rendered component carries the marker of its root, or of a part the tokenMapping styles",
        docs: "The stylesheet reaches a part only through its marker (`[data-scope][data-part]`, or the project's convention). `uispec test` looks for each marker in every render: the root must be in each, and every part the tokenMapping styles (unless the spec marks it `\"required\": false`) in at least one.\n\nExample: `Button`'s label `<span>` lost its `data-part`: the label's font tokens never apply.\n\nFix: mark the element with the part's marker.",
    }

    RENDER_STYLE {
        id: "render-style",
        severity: Error,
        level: Standard,
        summary: "in the browser, a part of the rendered component does not show the token its tokenMapping entry names",
        docs: "`uispec test` compares, in every theme, each tokenMapping entry with the computed style of the part in a render where that entry is the one deciding the property (an entry with a state beats one without, more variant selectors beat fewer; pointer and focus states are forced over the DevTools protocol, other states set the way the stylesheet selects them). Both sides go through Chromium's value computation, so `#2563eb` and `rgb(37 99 235)` are equal. An entry no render decides (its combination of variant values is not rendered, or its part only shows with content uispec does not give) is not compared. A popup's parts are compared once more in the live render, after a key opened it, each `:hover` entry with the pointer moved over its part, each `:active` entry with the pointer pressed on it, and each `:focus` entry where a key moved focus onto its part, as the component's own code shows them.\n\nExample: the Button's root renders `class=\"bg-red-600\"` from a utility stylesheet, which beats the generated `[data-variant=\"primary\"]` rule: its background is not `{color.action.primary.background}`.\n\nFix: remove what overrides the generated rule (a class, an inline style, a rule of the application's stylesheet), or change the tokenMapping if the design changed.",
    }

    RENDER_AXE {
        id: "render-axe",
        severity: Error,
        level: Standard,
        summary: "axe-core finds a WCAG 2.2 A or AA violation in a rendered component",
        docs: "`uispec test` runs axe-core (its WCAG 2.0, 2.1 and 2.2 A and AA rules) on every render of every component, in every theme. A popup a key opened in the live render (`render-keyboard`) is judged by the same rules, open, in every theme. Each rule broken is one finding per component, at its first render, with the element's markup; critical and serious violations are errors, moderate and minor ones warnings. The finding's help links axe's page on the rule.\n\nExample: `image-alt`: an `<img>` without `alt`.\n\nFix: what axe's page says.",
    }

    RENDER_KEYBOARD {
        id: "render-keyboard",
        severity: Error,
        level: Standard,
        summary: "a key of the component's keyboard contract does not do what it must in the live render",
        docs: "`uispec test` builds the renders for the browser too (the framework's client renderer, `wasm32-unknown-unknown`, bound with `wasm-bindgen`), mounts each in Chromium and presses the keys of its keyboard contract: the keys the WAI-ARIA Authoring Practices pattern of its role requires, and the keys its spec's `accessibility.keyboardInteractions` lists. Each key is judged against the page just before it, by the effect the pattern's table gives it (`uispec explain` of the pattern; `docs/testing.md`): focus moves to the next, previous, first or last item (wrapping as the pattern says), the focused item becomes the selected one, a state flips, the element is activated (its `onClick` called once), Tab enters the component on one element, a modal dialog keeps focus inside on Tab and closes on Escape, giving focus back (not leaving it on the page's body), a popup opens and closes by its keys. A key only the spec lists must change something a user can observe.\n\nExample: a tab list whose ArrowRight handler changes a counter that nothing reads: focus stays on the first tab.\n\nFix: handle the key so that it has the pattern's effect; the finding says what was expected and what happened.",
    }

    RENDER_EVENT {
        id: "render-event",
        severity: Error,
        level: Standard,
        summary: "a key changed the live component, moved focus into or out of it, or typed into it, and the spec's event for that was not called; or a modal dialog's close button did not close it",
        docs: "While the live checks press a component's keys (`render-keyboard`), every spec event is given a callback that records its call. When a key changes an item's `aria-selected`, `aria-checked`, `aria-pressed` or `aria-expanded`, the spec's event for that change (`onValueChange`, `onCheckedChange`, `onPressedChange`, `onOpenChange`, and the like) must have been called: a caller that holds the value learns of the user's change only through it. So must `onFocus` / `onFocusIn` when a key moves focus into the component, `onBlur` / `onFocusOut` when one moves it out, and, when a character typed into a text field goes into its value, `onInput`, `onChange` and `onValueChange` (by that key, or by the Tab after it that leaves the field: the DOM's `change` fires then). One finding per event, at the spec's `events` entry. And a modal dialog's close button (named Close, Dismiss or ×), clicked in the render mounted again, must close it as Escape does: hidden, or its closing event called.\n\nExample: a tab list whose ArrowRight selects the next tab without calling `onValueChange`; a text field whose `onChange` is declared and never called.\n\nFix: call the event wherever the component changes the state itself.",
    }

    RENDER_FOCUS {
        id: "render-focus",
        severity: Error,
        level: Standard,
        summary: "an element a key focused in the live render shows no focus indicator a user can see",
        docs: "While the live checks press a component's keys (`render-keyboard`), each of its items that a key moves focus onto is measured as the page paints it in the `:focus-visible` state the keyboard gave it, with the component's own handlers running: its outline (style, width, offset, colour), the layers of its box-shadow, and the colours next to the outline (the element's own background for an outline drawn inside it, what is behind it otherwise). It is a finding when nothing shows focus (no outline of at least 1px, no box-shadow that paints), or when the outline, and every box-shadow ring (a layer with a spread, no blur, no offset), has less than 3:1 against the colour next to it (a ring: against both colours next to it, outside and inside) (WCAG 2.2 1.4.11 non-text contrast; 2.4.7 asks that focus be visible), or when another element, painting an opaque background, is on top of the focused element at every point where the page would hit it (2.4.11 focus not obscured); one finding per component, at the first item. A shadow with a blur or an offset is taken as visible: what it paints next to what is not known. The server-side style comparisons force `:focus-visible` on the markup as rendered; this one sees what a handler or script does when focus arrives.\n\nExample: a Button whose `focus` handler sets `outline: none` on itself.\n\nFix: give `:focus-visible` an outline of at least 2px in a colour with 3:1 against its surroundings, and leave it alone in handlers.",
    }

    RENDER_FOCUS_AREA {
        id: "render-focus-area",
        severity: Warning,
        level: Strict,
        summary: "a focus indicator a key showed in the live render is smaller than WCAG 2.2 2.4.13 (AAA) asks",
        docs: "Of the items a key focuses in the live render whose focus indicator shows (`render-focus`), the first whose indicator is too small for WCAG 2.2 2.4.13 (focus appearance, AAA): the area it paints with 3:1 against what those pixels showed without focus (the colour behind the element, outside it; its own background, inside it) must be at least that of a band 2px thick along the inside of the element's edge. The outline is measured from its width and offset, a box-shadow ring by ring from its spreads, and the element's box as laid out. The browser's own ring (`outline-style: auto`) is not judged, nor is a shadow with a blur or an offset (what it paints where is not known). AAA: reported at `level = \"strict\"` only.\n\nExample: a Button focused by Tab shows a 1px outline in a colour with 3:1: visible, but thinner than 2.4.13 asks.\n\nFix: draw `:focus-visible` at least 2px thick all round the element (`outline: 2px solid`, or a ring with a 2px spread) in a colour with 3:1 against what it covers.",
    }

    RENDER_CHANGED {
        id: "render-changed",
        severity: Error,
        level: Standard,
        summary: "a render differs from its approved baseline: its picture, its accessibility tree or its computed styles",
        docs: "`uispec test` keeps, for each render of each component in each theme, a baseline in the project (`uispec-baselines/<component>/`, `[test.baselines] folder`): the picture, the accessibility snapshot (roles, names, states), the markup, and the computed styles of each part with the token each tokenMapping entry gives them. A render whose picture differs beyond the threshold (`[test.baselines] threshold` and `pixels`, anti-aliased pixels ignored), whose accessibility snapshot differs (even when the picture looks the same), or whose computed styles differ is reported once per render and theme, with what caused it: a token whose value changed (its path, both values, where it is defined), a tokenMapping entry that maps another token, a style no token gives (a stylesheet rule), the markup, or \"pixels only\" when nothing uispec tracks changed (a font, an image). Markup that changed with no visible, accessible or computed effect is not a change.\n\nExample: `color.action.primary` moved one step of its scale: every Button render that paints with it, in each theme where its value moved, is one finding naming the token and both values.\n\nFix: when the change is intended, `uispec test --accept <Component>` records the current state as the baseline (commit it with the change); otherwise undo the cause. The report page `target/uispec/report/index.html` shows before, after and the difference.",
    }

    RENDER_BASELINE {
        id: "render-baseline",
        severity: Note,
        level: Standard,
        summary: "a visual baseline that cannot be compared as it is: of a render that no longer exists, or taken on another platform",
        docs: "Said of a baseline entry whose render `uispec test` no longer makes (a variant value removed: `--accept` removes the entry and its picture), and once per component whose pictures were taken on another platform (operating system, architecture, browser version: fonts and rasterizing differ between them, so those pictures are not compared pixel by pixel; the accessibility snapshots and styles still are).\n\nExample: a baseline recorded on a laptop's Chromium 155, compared on CI's Chromium 156.\n\nFix: record baselines where CI runs (`uispec test --accept` there), and accept to drop entries of renders that are gone.",
    }

    RENDER_BASELINE_INVALID {
        id: "render-baseline-invalid",
        severity: Error,
        level: Standard,
        summary: "a visual baseline file or picture uispec cannot read: not JSON of its shape, too large, a link out of the project, or a picture that is not a PNG of its size",
        docs: "Baselines arrive in pull requests like any input, so each is read bounded (a baseline file at most 16 MiB, a picture at most 16 MiB and 4096×4096 pixels, at most 10,000 pictures and 1 GiB in a run), never through a symbolic link that leads out of the project, and checked for the shape uispec writes (ids that are plain file names, every field of its type). A file or picture that fails is this error, never a crash or a silent pass: its renders are not compared.\n\nExample: a merge conflict left `<<<<<<<` in `uispec-baselines/button/baseline.json`.\n\nFix: record the component again (`uispec test --accept <Component>`), or restore the file from version control.",
    }

    RENDER_UNTRIED {
        id: "render-untried",
        severity: Note,
        level: Standard,
        summary: "keys of the component's keyboard contract that the live checks could not try",
        docs: "Said once per component: the keys `uispec test` did not judge in the live render, each with why (the render has fewer than two items to move among, the effect is not tried live yet, the key is across the component's orientation, the run stopped), and once per run when the live checks did not run at all (no `wasm32-unknown-unknown` standard library, no `wasm-bindgen` of the lock file's version: the note says what to install).\n\nExample: `Tabs` rendered with one tab: its arrow keys cannot be judged.\n\nFix: nothing is wrong; give the component props that render more items (`[test.props.<Component>]`) to have the keys judged.",
    }

    VARIANT_NOT_RENDERED {
        id: "variant-not-rendered",
        severity: Warning,
        level: Standard,
        summary: "a variant axis of the spec is an enum the component's markup never renders, so no stylesheet can select its values",
        docs: "A variant axis is something a stylesheet selects on (`[data-size=\"sm\"]`, `.button--sm`, whatever the markup convention is), so the component must render the axis's value into an attribute of its markup: a class, a `data-` attribute, a style. uispec follows each attribute's value through the component's `let` bindings (docs/code-inference.md); an enum prop whose value reaches no attribute steers behaviour (when content is built, which edge stays in view), and one that reaches only ARIA attributes or `data-state` is a state. Either way the axis's tokenMapping selectors never match. Not reported when the value goes to another component or a spread of attributes, or no markup is read: it may be rendered there.\n\nExample: the Dialog's spec has the variant axis `mount` (`lazy`, `eager`), and `Dialog` uses `mount` only to decide when to build its content.\n\nFix: make it a prop typed by its values (`{\"name\": \"mount\", \"type\": \"\\\"lazy\\\" | \\\"eager\\\"\"}`; `uispec spec:infer --stdout` writes it so), list a state's values under `states`, or render the value on the parts it styles.",
    }

    KEYBOARD_UNHANDLED {
        id: "keyboard-unhandled",
        severity: Warning,
        level: Standard,
        summary: "a key of the spec's keyboard table is handled by no element of the component",
        docs: "Each key of `accessibility.keyboardInteractions` must be handled: natively by an element (`<button>` handles Enter and Space, `<a href>` Enter, a checkbox input Space, `<dialog>` Escape, text inputs their editing keys, `<select>` its arrows; Tab moves focus to any focusable element; the table is in `docs/accessibility.md`), or by a keyboard handler of the component (`on:keydown`, `onkeydown`, or a listener on `window`/`document` such as `window_event_listener` or `use_event_listener`) that compares the key (`\"Escape\"`, `Key::Escape`, `\" \"` for Space), in the handler, the local closure it names or a function of the same file it calls. The markup read includes the project's components it renders, and a key may be handled by the component that provides a context it reads. The keys the APG pattern of its role requires are asked too when the spec does not list them (a `spinbutton`'s arrows).\n\nExample: the Dialog's spec promises Escape, and its markup has no `<dialog>` and no handler comparing `\"Escape\"`.\n\nFix: handle the key in a `keydown` handler, or render a native element that handles it.",
    }

    DESIGN_VARIANT_MISSING {
        id: "design-variant-missing",
        severity: Error,
        level: Standard,
        summary: "Figma's component and the spec do not have the same variant axes",
        docs: "Checked by `uispec validate --design` for specs imported from Figma (they carry an `x-source` stamp): the component set in Figma is read again and compared with the spec, the source of truth.\n\nExample: a designer added the axis `Density` to the Figma component set; the spec has no `density` variant.\n\nFix: add the axis to the spec (then to the code), or remove it from the Figma component set. An axis the spec has and Figma lost is reported at the spec's axis.",
    }

    DESIGN_VARIANT_VALUES {
        id: "design-variant-values",
        severity: Error,
        level: Standard,
        summary: "a variant axis has different values in the spec and in Figma",
        docs: "Values are compared the way the importer writes them (`Extra Large` is `extra-large`). One value added and one removed is reported as a likely rename.\n\nExample: the spec's `size` has `sm`, `md`, `lg`; the Figma set now has Small, Medium, Large, Extra Large.\n\nFix: make the spec's values and the Figma variants the same set; `uispec design-tool:import <link> --stdout` shows what Figma has now.",
    }

    DESIGN_PROP_MISSING {
        id: "design-prop-missing",
        severity: Error,
        level: Standard,
        summary: "Figma's component has a property the spec has no prop or slot for",
        docs: "BOOLEAN and TEXT component properties become props, INSTANCE_SWAP properties become slots, two-valued True/False axes become boolean props.\n\nExample: Figma's Button has the BOOLEAN property `Has Icon`; the spec has no `hasIcon` prop.\n\nFix: add the prop (or slot) to the spec, or remove the property in Figma.",
    }

    DESIGN_DEFAULT_CHANGED {
        id: "design-default-changed",
        severity: Error,
        level: Standard,
        summary: "a default differs between the spec and Figma",
        docs: "Compared: `defaultVariants` with the Figma set's default variant, and prop defaults with the default values of BOOLEAN and TEXT properties.\n\nExample: the spec's default `size` is `md`; in Figma the default variant is `Size=Large`.\n\nFix: set the same default in both.",
    }

    DESIGN_SOURCE {
        id: "design-source",
        severity: Error,
        level: Standard,
        summary: "the Figma component a spec was imported from cannot be read",
        docs: "`uispec validate --design` reads the node named by the spec's `x-source` stamp (`fileKey`, `nodeId`). It reports here when the file or the node is gone, the token has no access, or the API cannot be reached.\n\nExample: the component set was deleted, so `nodes[\"1:39\"]` is `null`.\n\nFix: import the component again from its new link (`uispec design-tool:import <link> --force`), or check `FIGMA_TOKEN` and the network.",
    }

    CSS_NAME_COLLISION {
        id: "css-name-collision",
        severity: Error,
        level: Basic,
        summary: "two tokens would be the same CSS custom property",
        docs: "`uispec css` writes each token as a custom property named by its path joined with `-`: `{color.action.primary}` is `--color-action-primary`. Two paths that differ only in where the dots are (`{a.b-c}` and `{a-b.c}`) would both be `--a-b-c`, and one would silently replace the other. Neither is written, and the mappings that use the second are left out.\n\nExample: `{space.x-1}` and `{space-x.1}`.\n\nFix: rename one of the tokens.",
    }

    CSS_VALUE {
        id: "css-value",
        severity: Warning,
        level: Basic,
        summary: "a token's value has no CSS form",
        docs: "`uispec css` writes every token a spec maps in CSS syntax (colours in their colour space, dimensions with their unit, composites as shorthands or longhands). A value CSS cannot express is left out, with the mappings that use it: a unit CSS does not have (`dp`), a colour space it does not know, a `typography` token mapped to a property that takes one value.\n\nExample: `{\"value\": 16, \"unit\": \"dp\"}`.\n\nFix: give the token a value in a CSS unit, or map a property that fits it (`typography` for a typography token).",
    }

    CSS_PROPERTY {
        id: "css-property",
        severity: Note,
        level: Standard,
        summary: "a tokenMapping property is outside the styling vocabulary",
        docs: "The properties of tokenMapping keys are translated to CSS through a vocabulary (`background` is `background-color`, `paddingX` is `padding-inline`, `radius` is `border-radius`; the table is in docs/styles.md). A property outside it is written as its kebab-cased name, which is right for most CSS properties and wrong for an invented one.\n\nExample: `\"root.glow\": \"{shadow.lg}\"` is written as `glow: …`, which no browser reads.\n\nFix: use a property of the vocabulary or a CSS property's name; `[rules] css-property = \"allow\"` when the name is meant.",
    }

    CSS_SELECTOR {
        id: "css-selector",
        severity: Warning,
        level: Basic,
        summary: "a part's own selector is not one uispec can write",
        docs: "An anatomy part may carry a selector of its own (`\"x-selector\": \".dialog-backdrop\"`) when the library marks that one part unlike the convention of `[css.selectors]`. It is copied into the stylesheet, so it is parsed as one compound selector with `{component}` and `{part}` as the only names, and refused when anything in it could end the rule, start another or end an inlined `<style>`. A refused selector is not used: the part is selected by the convention.\n\nExample: `\"x-selector\": \".backdrop } body { color: red\"`.\n\nFix: write one compound selector (classes, attributes, an element name, pseudo-classes), or remove the key to use the convention.",
    }

    CSS_STATE {
        id: "css-state",
        severity: Note,
        level: Standard,
        summary: "a state has no platform selector",
        docs: "`uispec css` writes each state of a tokenMapping key as the selectors the platform uses for it (`hover` is `:hover`, `disabled` is `:disabled` or `aria-disabled=\"true\"`, `open` is `[open]` or `data-state=\"open\"`; the table is in docs/styles.md). A state outside that table is selected by `[data-state~=\"<state>\"]`, which the component must render itself.\n\nExample: `\"content.opacity:closing\"` needs `data-state=\"closing\"` on the content part.\n\nFix: render the `data-state` attribute, or use a state of the table.",
    }
}

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
