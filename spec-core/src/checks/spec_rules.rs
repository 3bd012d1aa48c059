//! Rules about specs alone (or specs among each other), without code or tokens:
//! `spec-duplicate-item`, `default-variant-unknown`, `dependency-unknown`,
//! `prop-default-type` (standard) and the completeness rules of `strict`: `spec-description`,
//! `keyboard-missing`, `keyboard-key-unknown`.

use crate::hash::Set as HashSet;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::levels::RuleConfig;
use crate::naming::{match_key, same_match_key};
use crate::reader::{SpecDocument, did_you_mean, push_pointer, suggestion};
use crate::rules::RuleId;
use crate::vocabulary::SpecType;

/// W3C UI Events named key values accepted in `keyboardInteractions`, plus `Space` (the
/// name the APG uses for `" "`). Single characters and `F1`–`F24` are accepted
/// too.
pub const KEY_NAMES: &[&str] = &[
    "Enter",
    "Tab",
    "Space",
    "Escape",
    "Backspace",
    "Delete",
    "Insert",
    "ArrowDown",
    "ArrowUp",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "PageUp",
    "PageDown",
    "Shift",
    "Control",
    "Alt",
    "Meta",
    "AltGraph",
    "CapsLock",
    "ContextMenu",
    "Clear",
    "Help",
    "Print",
    "Pause",
];

/// Runs the rules on one spec alone: every rule of this module but `dependency-unknown`,
/// which needs the other specs ([`check_dependencies`]).
pub fn check_spec(diags: &mut Diagnostics, doc: &SpecDocument, config: &RuleConfig) {
    duplicate_items(diags, doc);
    default_variants(diags, doc);
    prop_defaults(diags, doc);
    if config.enabled(RuleId::SPEC_DESCRIPTION) {
        descriptions(diags, doc);
    }
    accessibility(diags, doc);
    if config.enabled(RuleId::FOCUS_INDICATOR_MISSING) {
        focus_indicator(diags, doc);
    }
}

/// `focus-indicator-missing`: an interactive component whose spec styles it (a tokenMapping)
/// maps, on some part, a `:focus` (`:focus-visible`, `:focus-within`) entry that changes an
/// outline, a border or a shadow. A spec without a tokenMapping says nothing of styles.
fn focus_indicator(diags: &mut Diagnostics, doc: &SpecDocument) {
    let spec = &doc.spec;
    let focus_inside = crate::apg::Pattern::for_spec(spec)
        .and_then(|p| p.role)
        .and_then(crate::roles::role)
        .is_some_and(|role| role.focus_inside);
    if spec.token_mapping.is_empty() || !crate::roles::is_interactive(spec) || focus_inside {
        return;
    }
    let shows_focus = doc.mapping().any(|entry| {
        entry.parsed.is_ok_and(|key| {
            let focus = key.state.is_some_and(|s| crate::states::is_focus(s.text));
            let property = match_key(key.property.text);
            focus
                && ["outline", "border", "shadow", "ring"]
                    .iter()
                    .any(|visible| property.contains(visible))
        })
    });
    if shows_focus {
        return;
    }
    diags.push(
        Diagnostic::new(
            RuleId::FOCUS_INDICATOR_MISSING,
            doc.key_location("/tokenMapping"),
            format!(
                "`{}` is interactive and its tokenMapping shows no focus: no `:focus` entry changes an outline, a border or a shadow",
                spec.name
            ),
        )
        .with_label("no focus style here")
        .with_help("map `<part>.outlineColor:focus` and `<part>.outlineWidth:focus` (or a border or shadow under `:focus`) on the part that takes focus"),
    );
}

/// `dependency-unknown` for every document: each `dependencies` entry names a spec of the
/// project.
pub fn check_dependencies(
    diags: &mut Diagnostics,
    documents: &[&SpecDocument],
    config: &RuleConfig,
) {
    if !config.enabled(RuleId::DEPENDENCY_UNKNOWN) {
        return;
    }
    let names: HashSet<&str> = documents.iter().map(|d| d.spec.name.as_str()).collect();
    for doc in documents {
        dependencies(diags, doc, &names);
    }
}

/// `spec-duplicate-item`: two axes, props, slots, parts or events whose names match (as spec
/// and code names are matched), reported at the second with the first as related.
fn duplicate_items(diags: &mut Diagnostics, doc: &SpecDocument) {
    // A partial model leaves out list items the reader rejected, so its indices would not be
    // the file's: the check waits until the file reads cleanly.
    if doc.errors > 0 {
        return;
    }
    let spec = &doc.spec;
    duplicates(
        diags,
        doc,
        ("variants", "variant axis"),
        &spec.variants,
        |v| &v.name,
    );
    duplicates(diags, doc, ("props", "prop"), &spec.props, |p| &p.name);
    duplicates(diags, doc, ("slots", "slot"), &spec.slots, |s| &s.name);
    duplicates(
        diags,
        doc,
        ("anatomy", "anatomy part"),
        &spec.anatomy,
        |a| &a.name,
    );
    duplicates(diags, doc, ("events", "event"), &spec.events, |e| &e.name);
}

/// [`duplicate_items`] for the list under `key`, whose items are each a `what`.
fn duplicates<T>(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    (key, what): (&str, &str),
    items: &[T],
    name: impl Fn(&T) -> &str,
) {
    let repeats = crate::repeats::repeats(
        items,
        |item| Some(match_key(name(item))),
        |a, b| same_match_key(name(a), name(b)),
    );
    for (index, earlier) in repeats {
        let name_here = name(&items[index]);
        let name_there = name(&items[earlier]);
        let same = if name_there == name_here {
            format!("the {what} `{name_here}` is listed twice")
        } else {
            format!(
                "the {what} `{name_here}` has the name of `{name_there}` (names match without case, `_` and `-`)"
            )
        };
        diags.push(
            Diagnostic::new(
                RuleId::SPEC_DUPLICATE_ITEM,
                doc.location(&format!("/{key}/{index}/name")),
                same,
            )
            .with_label("a second one")
            .with_related(doc.location(&format!("/{key}/{earlier}/name")), "the first")
            .with_help(format!(
                "merge the two, or rename one: a spec lists each {what} once"
            )),
        );
    }
}

fn default_variants(diags: &mut Diagnostics, doc: &SpecDocument) {
    let spec = &doc.spec;
    for (axis, value) in &spec.default_variants {
        let pointer = push_pointer("/defaultVariants", axis);
        let Some(variant) = spec.variants.iter().find(|v| &v.name == axis) else {
            let axes: Vec<&str> = spec.variants.iter().map(|v| v.name.as_str()).collect();
            diags.push(
                Diagnostic::new(
                    RuleId::DEFAULT_VARIANT_UNKNOWN,
                    doc.key_location(&pointer),
                    format!("`defaultVariants` names `{axis}`, which is not a variant axis"),
                )
                .with_label("unknown axis")
                .with_help(suggestion(axis, &axes, "variant axes")),
            );
            continue;
        };
        if !variant.values.contains(value) {
            let values: Vec<&str> = variant.values.iter().map(String::as_str).collect();
            diags.push(
                Diagnostic::new(
                    RuleId::DEFAULT_VARIANT_UNKNOWN,
                    doc.location(&pointer),
                    format!("`{value}` is not a value of the variant axis `{axis}`"),
                )
                .with_label("unknown value")
                .with_help(suggestion(value, &values, "values")),
            );
        }
    }
}

fn dependencies(diags: &mut Diagnostics, doc: &SpecDocument, names: &HashSet<&str>) {
    for (i, dependency) in doc.spec.dependencies.iter().enumerate() {
        if names.contains(dependency.as_str()) {
            continue;
        }
        let known: Vec<&str> = names.iter().copied().collect();
        diags.push(
            Diagnostic::new(
                RuleId::DEPENDENCY_UNKNOWN,
                doc.location(&format!("/dependencies/{i}")),
                format!("no spec is named `{dependency}`"),
            )
            .with_label("unknown dependency")
            .with_help(match did_you_mean(dependency, &known) {
                Some(name) => format!("did you mean `{name}`?"),
                None => format!("add its spec (`uispec add {dependency}`), or remove the entry"),
            }),
        );
    }
}

fn prop_defaults(diags: &mut Diagnostics, doc: &SpecDocument) {
    for (i, prop) in doc.spec.props.iter().enumerate() {
        let Some(default) = &prop.default else {
            continue;
        };
        let ty = SpecType::parse(&prop.ty);
        if ty.accepts(default) {
            continue;
        }
        diags.push(
            Diagnostic::new(
                RuleId::PROP_DEFAULT_TYPE,
                doc.location(&format!("/props/{i}/default")),
                format!(
                    "the default of `{}` does not fit its type `{}`",
                    prop.name, prop.ty
                ),
            )
            .with_label(format!("not a value of `{}`", prop.ty))
            .with_help(default_help(&ty)),
        );
    }
}

fn default_help(ty: &SpecType) -> String {
    match ty {
        SpecType::Boolean => "write `true` or `false`, without quotes".to_owned(),
        SpecType::Number => "write a number, without quotes".to_owned(),
        SpecType::String => "write a string in double quotes".to_owned(),
        SpecType::Literals(values) => format!(
            "use one of {}",
            values
                .iter()
                .map(|v| format!("\"{v}\""))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        _ => "write a value of the prop's type, or `null` for none".to_owned(),
    }
}

fn descriptions(diags: &mut Diagnostics, doc: &SpecDocument) {
    let spec = &doc.spec;
    let mut missing = |pointer: String, what: String| {
        diags.push(
            Diagnostic::new(
                RuleId::SPEC_DESCRIPTION,
                doc.location(&pointer),
                format!("{what} has no description"),
            )
            .with_label("undocumented")
            .with_help("add \"description\": a sentence on what it is for"),
        );
    };
    if spec.description.is_none() {
        missing("/name".to_owned(), format!("the spec `{}`", spec.name));
    }
    for (i, p) in spec.props.iter().enumerate() {
        if p.description.is_none() {
            missing(format!("/props/{i}/name"), format!("prop `{}`", p.name));
        }
    }
    for (i, v) in spec.variants.iter().enumerate() {
        if v.description.is_none() {
            missing(
                format!("/variants/{i}/name"),
                format!("variant axis `{}`", v.name),
            );
        }
    }
    for (i, s) in spec.slots.iter().enumerate() {
        if s.description.is_none() {
            missing(format!("/slots/{i}/name"), format!("slot `{}`", s.name));
        }
    }
    for (i, e) in spec.events.iter().enumerate() {
        if e.description.is_none() {
            missing(format!("/events/{i}/name"), format!("event `{}`", e.name));
        }
    }
}

fn accessibility(diags: &mut Diagnostics, doc: &SpecDocument) {
    let spec = &doc.spec;
    // Without a section, `checks::interactive` says whether the component needs one.
    let Some(a11y) = &spec.accessibility else {
        return;
    };
    if let Some(role) = a11y.role.as_deref()
        && crate::roles::has_keyboard_contract(role)
        && a11y.keyboard_interactions.is_empty()
    {
        diags.push(
            Diagnostic::new(
                RuleId::KEYBOARD_MISSING,
                doc.location("/accessibility/role"),
                format!("the role `{role}` has a keyboard pattern, and `{}` lists no keyboard interactions", spec.name),
            )
            .with_label("role with keyboard behaviour")
            .with_help("add \"keyboardInteractions\" from the WAI-ARIA Authoring Practices pattern for this role"),
        );
    }
    for (i, interaction) in a11y.keyboard_interactions.iter().enumerate() {
        for key in interaction.key.split('+') {
            if is_key_name(key) {
                continue;
            }
            diags.push(
                Diagnostic::new(
                    RuleId::KEYBOARD_KEY_UNKNOWN,
                    doc.location(&format!("/accessibility/keyboardInteractions/{i}/key")),
                    format!("`{key}` is not a W3C UI Events key name"),
                )
                .with_label("unknown key")
                .with_help(match key_suggestion(key) {
                    Some(name) => format!("did you mean `{name}`?"),
                    None => "use a key value such as `Enter`, `Space`, `Escape`, `ArrowDown`, or a single character; join combinations with `+` (`Shift+Tab`)".to_owned(),
                }),
            );
        }
    }
}

/// Whether `key` is a key name `keyboardInteractions` may use (one part of a `+`-joined
/// combination): a W3C UI Events named key value, `Space`, a single character, or `F1`–`F24`.
pub fn is_key_name(key: &str) -> bool {
    KEY_NAMES.contains(&key)
        || key.chars().count() == 1
        || key
            .strip_prefix('F')
            .and_then(|n| n.parse::<u8>().ok())
            .is_some_and(|n| (1..=24).contains(&n))
}

/// Common spellings that are not key values.
fn key_suggestion(key: &str) -> Option<&'static str> {
    let alias = match key.to_ascii_lowercase().as_str() {
        "esc" => Some("Escape"),
        "ctrl" => Some("Control"),
        "cmd" | "command" | "super" | "win" => Some("Meta"),
        "option" | "opt" => Some("Alt"),
        "return" => Some("Enter"),
        "del" => Some("Delete"),
        "spacebar" | " " => Some("Space"),
        "up" => Some("ArrowUp"),
        "down" => Some("ArrowDown"),
        "left" => Some("ArrowLeft"),
        "right" => Some("ArrowRight"),
        "pgup" => Some("PageUp"),
        "pgdn" | "pgdown" => Some("PageDown"),
        _ => None,
    };
    alias.or_else(|| did_you_mean(key, KEY_NAMES))
}

#[cfg(test)]
mod tests {
    use crate::diagnostics::{Diagnostics, SourceFile};

    /// The prop findings of a spec whose props are `p0`… (`count` of them) and then `P_7`.
    fn duplicate_props(count: usize) -> Vec<String> {
        let props: Vec<String> = (0..count)
            .map(|i| format!("{{\"name\": \"p{i}\", \"type\": \"string\"}}"))
            .chain(["{\"name\": \"P_7\", \"type\": \"string\"}".to_owned()])
            .collect();
        let text = format!("{{\"name\": \"Chip\", \"props\": [{}]}}", props.join(", "));
        let mut diags = Diagnostics::new();
        let doc = crate::read_spec(&mut diags, &SourceFile::new("chip.json", text)).unwrap();
        assert!(diags.as_slice().is_empty(), "{diags:?}");
        super::duplicate_items(&mut diags, &doc);
        diags.as_slice().iter().map(|d| d.message.clone()).collect()
    }

    #[test]
    fn short_and_long_lists_find_the_same_duplicates() {
        let expected =
            ["the prop `P_7` has the name of `p7` (names match without case, `_` and `-`)"];
        assert_eq!(duplicate_props(10), expected);
        assert_eq!(
            duplicate_props(crate::repeats::PAIRWISE_UP_TO + 8),
            expected
        );
    }
}
