//! Specs against component code (the `standard` and `strict` levels): every spec has its
//! component; props, variant axes, events and slots exist on both sides with the same
//! required-ness, types, defaults and values; at `strict`, every public component has a spec
//! and the spec describes all of it.
//!
//! Names match ignoring case, `_`, `-` and `r#`. A code node prop (children,
//! `Element`, `Html`) satisfies a spec slot or `UiNode` prop; a callback satisfies a spec event
//! or function prop; an enum prop satisfies a variant axis or a string-literal union prop.
//! Findings sit on the spec (the source of truth), with the code as a related location —
//! except `code-not-in-spec`, which points at the code that the spec misses.

mod compare;
mod events;
mod props;
mod signature;
mod slots;
mod variants;

pub use signature::check_signature;

use crate::hash::{Map as HashMap, Set as HashSet};

use crate::binding::{Bindings, Bound, bind, code_name};
use compare::types_agree;

use serde_json::Value;

use crate::code::markup::Reach;
use crate::code::{Component, DefaultValue};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity};
use crate::levels::RuleConfig;
use crate::naming::{field_ident, match_key};
use crate::reader::SpecDocument;
use crate::rules::RuleId;
use crate::vocabulary::SpecType;

/// Checks every spec against the components read from the project's code.
pub fn check_alignment(
    diags: &mut Diagnostics,
    documents: &[&SpecDocument],
    components: &[Component],
    config: &RuleConfig,
) {
    let bindings = bind(documents, components);
    for (doc, bound) in &bindings.specs {
        check_bound(diags, doc, bound, components, config);
    }
    check_unbound(diags, &bindings, components);
}

/// Checks `doc` against what [`bind`] bound it to among `components`.
pub(crate) fn check_bound(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    bound: &Bound<'_>,
    components: &[Component],
    config: &RuleConfig,
) {
    match bound {
        Bound::One(component) => check_pair(diags, doc, component, config),
        Bound::Several(candidates) => diags.push(ambiguous(doc, candidates)),
        Bound::Elsewhere { path, others } => diags.push(elsewhere(doc, path, others)),
        Bound::Nothing => diags.push(no_component(doc, components)),
    }
}

/// Reports the public components no spec is bound to.
pub(crate) fn check_unbound(
    diags: &mut Diagnostics,
    bindings: &Bindings<'_, '_>,
    components: &[Component],
) {
    for (component, namesake) in bindings.unbound(components) {
        diags.push(match namesake {
            Some(doc) => unbound_namesake(component, doc),
            None => Diagnostic::new(
                RuleId::COMPONENT_NO_SPEC,
                component.location.clone(),
                format!("the component `{}` has no spec", component.name),
            )
            .with_label("no spec describes it")
            .with_help(format!(
                "`uispec spec:infer {}` writes one from this code",
                component.location.file.path()
            )),
        });
    }
}

/// Checks `doc` against `component`, the one that implements it (bound by
/// [`check_alignment`], or by `#[component_spec]` on the component itself).
pub(crate) fn check_pair(
    diags: &mut Diagnostics,
    doc: &SpecDocument,
    component: &Component,
    config: &RuleConfig,
) {
    Pair {
        doc,
        component,
        strict: config.enabled(RuleId::CODE_NOT_IN_SPEC),
    }
    .check(diags);
}

/// A public component of a spec's name that the spec is not bound to (it describes another
/// of that name): checked by no spec, which must not go unsaid.
fn unbound_namesake(component: &Component, doc: &SpecDocument) -> Diagnostic {
    Diagnostic::new(
        RuleId::COMPONENT_AMBIGUOUS,
        component.location.clone(),
        format!(
            "the component `{}` is checked by no spec: the spec `{}` describes another component of this name",
            component.name, doc.spec.name
        ),
    )
    .with_severity(Severity::Warning)
    .with_label("no spec describes this one")
    .with_related(doc.location("/name"), "bound to another component")
    .with_help(format!(
        "give it its own spec: `uispec spec:infer {}` writes one named after its module, bound to it by `x-source`",
        component.location.file.path()
    ))
}

/// The stamp names a file and framework the component is not in, and the namesakes are of
/// another framework: comparing with them would check the spec against the wrong code.
fn elsewhere(doc: &SpecDocument, path: &str, others: &[&Component]) -> Diagnostic {
    let mut diagnostic = Diagnostic::new(
        RuleId::SPEC_NO_COMPONENT,
        doc.location("/x-source"),
        format!(
            "no component `{}` in `{path}`, where the spec's `x-source` says it is",
            code_name(doc)
        ),
    )
    .with_label("the component is not here");
    for component in others {
        diagnostic = diagnostic.with_related(
            component.location.clone(),
            format!("a {} component of this name", component.framework.as_str()),
        );
    }
    diagnostic.with_help("correct `x-source.path` (and `framework`) to where the component is, or add that crate to `components` in uispec.toml")
}

fn ambiguous(doc: &SpecDocument, candidates: &[&Component]) -> Diagnostic {
    let mut diagnostic = Diagnostic::new(
        RuleId::COMPONENT_AMBIGUOUS,
        doc.location("/name"),
        format!(
            "{} components are named `{}`: which one does the spec describe?",
            candidates.len(),
            doc.spec.name
        ),
    )
    .with_label("matches several components");
    for component in candidates {
        diagnostic = diagnostic.with_related(component.location.clone(), "one of them");
    }
    let example = candidates
        .first()
        .map_or("src/…", |c| c.location.file.path());
    diagnostic.with_help(format!(
        "say which in the spec: \"x-source\": {{\"path\": \"{example}\"}}, or rename one of the components"
    ))
}

fn no_component(doc: &SpecDocument, components: &[Component]) -> Diagnostic {
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    let help = match crate::reader::did_you_mean(&doc.spec.name, &names) {
        Some(name) => format!(
            "did you mean the component `{name}`? Names must match, ignoring case, `_` and `-`"
        ),
        None => format!(
            "implement `{}` in the configured component code, or remove the spec",
            doc.spec.name
        ),
    };
    Diagnostic::new(
        RuleId::SPEC_NO_COMPONENT,
        doc.location("/name"),
        format!("no component implements the spec `{}`", doc.spec.name),
    )
    .with_label("no component of this name")
    .with_help(help)
}

/// A piece of a component that a spec entry can match.
#[derive(Clone, Copy)]
enum Member<'c> {
    Prop(&'c crate::code::CodeProp),
    Axis(&'c crate::code::VariantAxis),
    Event(&'c crate::code::CodeEvent),
    Slot(&'c crate::code::CodeSlot),
}

impl Member<'_> {
    fn rust_name(&self) -> &str {
        match self {
            Member::Prop(p) => &p.rust_name,
            Member::Axis(a) => &a.rust_name,
            Member::Event(e) => &e.rust_name,
            Member::Slot(s) => &s.rust_name,
        }
    }

    fn spec_name(&self) -> &str {
        match self {
            Member::Prop(p) => &p.name,
            Member::Axis(a) => &a.name,
            Member::Event(e) => &e.name,
            Member::Slot(s) => &s.name,
        }
    }

    fn location(&self) -> &Location {
        match self {
            Member::Prop(p) => &p.location,
            Member::Axis(a) => &a.location,
            Member::Event(e) => &e.location,
            Member::Slot(s) => &s.location,
        }
    }

    fn required(&self) -> bool {
        match self {
            Member::Prop(p) => p.required,
            Member::Axis(a) => a.required,
            Member::Event(e) => e.required,
            Member::Slot(s) => s.required,
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Member::Prop(_) => "prop",
            Member::Axis(_) => "variant prop",
            Member::Event(_) => "callback",
            Member::Slot(_) => "slot",
        }
    }

    /// The member's type in the spec vocabulary.
    fn spec_type(&self) -> SpecType {
        match self {
            Member::Prop(p) => p.spec_type.clone(),
            Member::Axis(a) => {
                SpecType::Literals(a.values.iter().map(|v| v.value.clone()).collect())
            }
            Member::Event(_) => SpecType::Function("function".to_owned()),
            Member::Slot(_) => SpecType::UiNode,
        }
    }
}

struct Pair<'a> {
    doc: &'a SpecDocument,
    component: &'a Component,
    strict: bool,
}

/// The component's members by key, and which of them the spec's entries have claimed.
struct Claims<'c> {
    /// By the Rust name and by the spec name inference gives it (a Leptos `#[slot]` prop
    /// `dialog_footer` is the slot `footer` of `Dialog`).
    by_key: HashMap<String, Member<'c>>,
    /// Parameters that are no props (`class`, a Dioxus `extends`): a spec prop of their name
    /// is not missing.
    passthrough: HashSet<String>,
    used: HashSet<String>,
}

/// A spec entry with no member in the code: where its finding goes among the pair's, its
/// index, and the entry. Reported once every entry has claimed its member, since it may have
/// been renamed into one that nothing claimed.
type Missing<'s, T> = (usize, usize, &'s T);

impl Pair<'_> {
    fn check(&self, all: &mut Diagnostics) {
        // The pair's findings collect here first: a missing prop's finding is written last
        // (it may name a renamed prop nothing else claimed) but goes back to its place.
        let diags = &mut Diagnostics::new();
        let component = self.component;
        let members: Vec<Member<'_>> = component
            .props
            .iter()
            .map(Member::Prop)
            .chain(component.variants.iter().map(Member::Axis))
            .chain(component.events.iter().map(Member::Event))
            .chain(component.slots.iter().map(Member::Slot))
            .collect();
        let mut claims = Claims {
            by_key: members
                .iter()
                .flat_map(|m| {
                    [
                        (match_key(m.spec_name()), *m),
                        (match_key(m.rust_name()), *m),
                    ]
                })
                .collect(),
            passthrough: component
                .passthrough
                .iter()
                .map(|p| match_key(&p.rust_name))
                .collect(),
            used: HashSet::default(),
        };
        let missing_props = self.check_props(diags, &mut claims);
        self.check_variants(diags, &mut claims);
        let missing_events = self.check_events(diags, &mut claims);
        self.check_slots(diags, &mut claims);
        // With each member's position among the component's, for the rename guess.
        let used = &claims.used;
        let unclaimed: Vec<(usize, Member<'_>)> = members
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, m)| {
                !used.contains(&match_key(m.rust_name()))
                    && !used.contains(&match_key(m.spec_name()))
            })
            .collect();
        let (placed, renamed) = self.missing_members(&unclaimed, missing_props, missing_events);
        self.check_unclaimed(diags, &unclaimed, &renamed);
        let mut found = std::mem::take(diags).into_vec();
        // Back to front, so each place is still where it was.
        for (place, diagnostic) in placed.into_iter().rev() {
            found.insert(place, diagnostic);
        }
        all.extend(found);
    }

    /// The findings of missing props and events, each with the member it was likely renamed
    /// into (the nearest unclaimed one of its kind and type), and those renames by the
    /// member's key, for the unclaimed members' findings to point back.
    fn missing_members<'s>(
        &self,
        unclaimed: &[(usize, Member<'_>)],
        missing_props: Vec<Missing<'s, crate::model::Prop>>,
        missing_events: Vec<Missing<'s, crate::model::Event>>,
    ) -> (Vec<(usize, Diagnostic)>, HashMap<String, &'s str>) {
        let mut renamed: HashMap<String, &str> = HashMap::default();
        let mut placed = Vec::new();
        for (place, i, prop) in missing_props {
            let at = format!("/props/{i}");
            let mut diagnostic =
                self.missing(RuleId::PROP_MISSING_IN_CODE, &at, "prop", &prop.name);
            if let Some(candidate) = rename_candidate(prop, i, unclaimed, &renamed) {
                renamed.insert(match_key(candidate.rust_name()), &prop.name);
                diagnostic = diagnostic
                    .with_related(candidate.location().clone(), "a prop of the same type the spec does not describe")
                    .with_help(format!(
                        "did it become `{}`? Then rename it in the spec; else add `{}` to the component, or remove it from the spec",
                        candidate.rust_name(),
                        prop.name
                    ));
            }
            placed.push((place, diagnostic));
        }
        for (place, i, event) in missing_events {
            let candidate = unclaimed.iter().map(|(_, m)| *m).find(|m| {
                matches!(m, Member::Event(_)) && !renamed.contains_key(&match_key(m.rust_name()))
            });
            if let Some(candidate) = candidate {
                renamed.insert(match_key(candidate.rust_name()), &event.name);
            }
            placed.push((place, self.missing_event(i, &event.name, candidate)));
        }
        placed.sort_by_key(|(place, _)| *place);

        (placed, renamed)
    }

    /// The component's members no spec entry claimed: a required one is always a finding,
    /// an optional one at `strict`.
    fn check_unclaimed(
        &self,
        diags: &mut Diagnostics,
        unclaimed: &[(usize, Member<'_>)],
        renamed: &HashMap<String, &str>,
    ) {
        let component = self.component;
        for (_, member) in unclaimed {
            let was = renamed.get(&match_key(member.rust_name())).copied();
            let renamed_help = |otherwise: &str| match was {
                Some(old) => format!(
                    "if it is the spec's `{old}` renamed, rename it in the spec; else {otherwise}"
                ),
                None => otherwise.to_owned(),
            };
            if member.required() {
                diags.push(
                    Diagnostic::new(
                        RuleId::REQUIRED_NOT_IN_SPEC,
                        member.location().clone(),
                        format!(
                            "`{}` requires the {} `{}`, which its spec does not describe",
                            component.name,
                            member.kind(),
                            member.rust_name()
                        ),
                    )
                    .with_label("required, and not in the spec")
                    .with_related(self.doc.location("/name"), "the spec")
                    .with_help(renamed_help(
                        "add it to the spec as required (a breaking change for every caller), or give it a default in the code",
                    )),
                );
            } else if self.strict {
                diags.push(
                    Diagnostic::new(
                        RuleId::CODE_NOT_IN_SPEC,
                        member.location().clone(),
                        format!("the {} `{}` of `{}` is not in its spec", member.kind(), member.rust_name(), component.name),
                    )
                    .with_label("not described by the spec")
                    .with_related(self.doc.location("/name"), "the spec")
                    .with_help(renamed_help("add it to the spec (`uispec spec:infer --stdout` shows how uispec reads it), or remove it from the code")),
                );
            }
        }
    }

    fn missing(&self, rule: RuleId, at: &str, what: &str, name: &str) -> Diagnostic {
        let component = self.component;
        Diagnostic::new(
            rule,
            self.doc.location(&format!("{at}/name")),
            format!(
                "the {what} `{name}` is not in the component `{}`",
                component.name
            ),
        )
        .with_label(format!(
            "no such {} in the code",
            if what == "event" { "callback" } else { "prop" }
        ))
        .with_related(
            component.location.clone(),
            format!("`{}` is declared here", component.name),
        )
        .with_help(format!(
            "add `{}` to `{}`, or remove the {what} from the spec",
            field_ident(name),
            component.name
        ))
    }
}

/// Whether a spec type and a code type agree. Types uispec cannot interpret (`object`, a
/// custom name) agree with anything; a spec literal union accepts a code `String` (wider, as
/// many codebases type such props); values of two literal unions are compared apart
/// (`variant-values-mismatch`).
/// The unclaimed prop that the spec's missing `prop` (the spec's prop number `index`) most
/// likely became: a prop (or variant prop) of a type that agrees, not linked to another missing
/// prop yet, nearest in position (the order of the code's props against the spec's).
fn rename_candidate<'m>(
    prop: &crate::model::Prop,
    index: usize,
    unclaimed: &[(usize, Member<'m>)],
    taken: &HashMap<String, &str>,
) -> Option<Member<'m>> {
    let spec_type = SpecType::parse(&prop.ty);
    unclaimed
        .iter()
        .filter(|(_, m)| matches!(m, Member::Prop(_) | Member::Axis(_)))
        .filter(|(_, m)| !taken.contains_key(&match_key(m.rust_name())))
        .filter(|(_, m)| types_agree(&spec_type, &m.spec_type()))
        .min_by_key(|(position, _)| position.abs_diff(index))
        .map(|(_, m)| *m)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::diagnostics::SourceFile;
    use crate::levels::Level;

    /// `rule: message` of each finding of `spec` (JSON) against the Leptos component `code`,
    /// at `level`, before levels and settings are applied.
    fn findings(spec: &str, code: &str, level: Level) -> Vec<String> {
        check(spec, code, level)
            .iter()
            .map(|d| format!("{}: {}", d.rule.as_str(), d.message))
            .collect()
    }

    fn check(spec: &str, code: &str, level: Level) -> Vec<Diagnostic> {
        let mut diags = Diagnostics::new();
        let doc = crate::reader::read_spec(&mut diags, &SourceFile::new("specs/x.json", spec))
            .expect("the spec reads");
        let source: Arc<SourceFile> = SourceFile::new("src/lib.rs", code);
        let components = crate::code::extract(
            &mut diags,
            &[source],
            &crate::code::Options {
                framework: Some(crate::framework::Framework::Leptos),
            },
        );
        assert!(diags.is_empty(), "{:?}", diags.as_slice());
        check_alignment(&mut diags, &[&doc], &components, &RuleConfig::new(level));
        diags.into_vec()
    }

    const BADGE: &str = "use leptos::prelude::*;\n#[component]\npub fn Badge(\n    #[prop(optional)]\n    tone: String,\n    #[prop(optional)]\n    on_dismiss: Option<Callback<()>>,\n) -> impl IntoView {\n    view! { <span></span> }\n}\n";

    #[test]
    fn an_aligned_pair_has_no_finding() {
        let spec = r#"{"name": "Badge", "props": [{"name": "tone", "type": "string"}], "events": [{"name": "onDismiss"}]}"#;
        assert_eq!(findings(spec, BADGE, Level::Strict), Vec::<String>::new());
    }

    #[test]
    fn renamed_props_and_events_point_at_what_they_became() {
        let spec = r#"{"name": "Badge", "props": [{"name": "color", "type": "string"}], "events": [{"name": "onClose"}]}"#;
        let found = findings(spec, BADGE, Level::Strict);
        assert_eq!(
            found,
            [
                "prop-missing-in-code: the prop `color` is not in the component `Badge`",
                "event-missing-in-code: the event `onClose` is not in the component `Badge`",
                "code-not-in-spec: the prop `tone` of `Badge` is not in its spec",
                "code-not-in-spec: the callback `on_dismiss` of `Badge` is not in its spec",
            ]
        );
        let found = check(spec, BADGE, Level::Strict);
        let helps: Vec<&str> = found.iter().filter_map(|d| d.help.as_deref()).collect();
        assert!(helps[0].starts_with("did it become `tone`?"), "{helps:?}");
        assert!(
            helps[1].starts_with("did it become `on_dismiss`?"),
            "{helps:?}"
        );
        assert!(
            helps[2].starts_with("if it is the spec's `color` renamed"),
            "{helps:?}"
        );
        assert!(
            helps[3].starts_with("if it is the spec's `onClose` renamed"),
            "{helps:?}"
        );
    }

    #[test]
    fn required_ness_and_defaults_are_compared() {
        let spec = r#"{"name": "Badge", "props": [{"name": "tone", "type": "string", "required": true}, {"name": "size", "type": "string", "default": "md"}], "events": [{"name": "onDismiss"}]}"#;
        let code = BADGE.replace(
            "    #[prop(optional)]\n    tone: String,",
            "    #[prop(optional)]\n    tone: String,\n    #[prop(default = \"sm\".to_string())]\n    size: String,",
        );
        assert_eq!(
            findings(spec, &code, Level::Standard),
            [
                "prop-required-mismatch: `tone` is required in the spec but optional in `Badge`",
                "prop-default-mismatch: the default of `size` is `\"md\"` in the spec but `\"sm\"` in `Badge`",
            ]
        );
    }
}
