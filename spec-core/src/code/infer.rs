//! A spec from a component model (`uispec spec:infer`): no AI, only what the code says.
//!
//! | spec field | from |
//! |---|---|
//! | `name` | the component's name |
//! | `description` | the first paragraph of its doc comment |
//! | `category` | the member lists of `naming::CATEGORIES` ([`naming::guess_category`]) |
//! | `complexity` | `simple` without variants or named slots and with ≤ 3 props; `complex` with ≥ 4 parts besides the root or ≥ 3 named slots; else `moderate` |
//! | `props` | data props (not events, slots, variant axes or HTML pass-through), camelCase names, types through the type vocabulary (`vocabulary.rs`), the framework's required-ness, literal defaults |
//! | `variants`, `defaultVariants` | props typed by a unit enum of the crate whose value the markup renders into an attribute that is not a state's (a class, a `data-` attribute, a style), or may (it goes to another component, or no markup was read); the others are props typed by the union of their values, and those rendered only into state attributes add their values that name known states to `states` |
//! | `slots` | `children` and props of a node type |
//! | `events` | callback props named `on…` |
//! | `states` | boolean props named like a state (`disabled`, `open`, …) |
//! | `anatomy` | `root`, plus sibling components with evidence (`CardHeader` in the markup) and `data-slot` values |
//!
//! What the spec cannot say is a note (`infer-approximation`): a type kept as `object`, a
//! computed default left out.

use serde_json::{Value, json};

use super::markup::Reach;
use super::model::{Component, DefaultValue, VariantAxis};
use crate::diagnostics::{Diagnostic, Diagnostics, Severity};
use crate::model::{
    AnatomyPart, Complexity, ComponentSpec, Event, Extensions, Prop, Slot, Variant,
};
use crate::naming;
use crate::rules::RuleId;
use crate::vocabulary::SpecType;

/// The spec `component` implies. `source_path` is the component file as it should appear in
/// the `x-source` stamp (relative to the project). Notes on what could not be expressed go to
/// `diags`.
pub fn to_spec(diags: &mut Diagnostics, component: &Component, source_path: &str) -> ComponentSpec {
    let mut spec = ComponentSpec::new(component.name.clone());
    spec.description = component
        .doc
        .as_deref()
        .and_then(super::attrs::first_paragraph);
    spec.category = naming::guess_category(&component.name).map(str::to_owned);
    for prop in &component.props {
        let mut default = match &prop.default {
            Some(DefaultValue::Literal(value)) => Some(value.clone()),
            Some(DefaultValue::Computed(code)) => {
                note(
                    diags,
                    component,
                    &prop.location,
                    format!(
                        "prop `{}`: the default `{code}` is computed, so the spec has none",
                        prop.name
                    ),
                );
                None
            }
            None => None,
        };
        if holds_object(&prop.spec_type) {
            note(
                diags,
                component,
                &prop.location,
                format!(
                    "prop `{}`: type `{}` kept as `{}`",
                    prop.name, prop.rust_type, prop.spec_type
                ),
            );
        }
        if default.as_ref().is_some_and(|d| !prop.spec_type.accepts(d)) {
            default = None;
        }
        spec.props.push(Prop {
            name: prop.name.clone(),
            ty: prop.spec_type.to_string(),
            required: prop.required,
            default,
            description: prop.doc.as_deref().and_then(super::attrs::first_paragraph),
            extensions: Extensions::new(),
        });
    }
    let mut states = component.states.clone();
    for axis in &component.variants {
        if matches!(axis.reach, Reach::Never | Reach::State) || is_aria(axis) {
            axis_as_prop(diags, component, axis, &mut spec, &mut states);
            continue;
        }
        spec.variants.push(Variant {
            name: axis.name.clone(),
            values: unique_values(diags, component, axis),
            description: axis.doc.as_deref().and_then(super::attrs::first_paragraph),
            extensions: Extensions::new(),
        });
        if let Some(default) = &axis.default {
            spec.default_variants
                .insert(axis.name.clone(), default.clone());
        }
        if axis.required {
            note(
                diags,
                component,
                &axis.location,
                format!(
                    "variant `{}`: the prop is required in code; specs have no required variants",
                    axis.name
                ),
            );
        }
    }
    for slot in &component.slots {
        let mut extensions = Extensions::new();
        if slot.multiple {
            extensions.insert("x-multiple".to_owned(), Value::Bool(true));
        }
        spec.slots.push(Slot {
            name: slot.name.clone(),
            description: slot.doc.as_deref().and_then(super::attrs::first_paragraph),
            required: slot.required,
            extensions,
        });
    }
    // Every component has a root, the element its markup starts with: the part a
    // tokenMapping styles first and the stylesheet selects on.
    spec.anatomy.push(AnatomyPart {
        name: "root".to_owned(),
        description: None,
        required: true,
        extensions: Extensions::new(),
    });
    for part in component.anatomy.iter().filter(|p| *p != "root") {
        spec.anatomy.push(AnatomyPart {
            name: part.clone(),
            description: None,
            required: false,
            extensions: Extensions::new(),
        });
    }
    spec.states = states;
    for event in &component.events {
        spec.events.push(Event {
            name: event.name.clone(),
            description: event.doc.as_deref().and_then(super::attrs::first_paragraph),
            required: event.required,
            extensions: Extensions::new(),
        });
    }
    spec.complexity = complexity(&spec, component);
    spec.extensions.insert(
        "x-source".to_owned(),
        json!({
            "tool": "spec:infer",
            "framework": component.framework.as_str(),
            "path": source_path,
        }),
    );
    spec
}

fn complexity(spec: &ComponentSpec, component: &Component) -> Complexity {
    let named_slots = spec.slots.iter().filter(|s| s.name != "children").count();
    let composite = component.anatomy.len() >= 4;
    if composite || named_slots >= 3 {
        Complexity::Complex
    } else if spec.variants.is_empty() && named_slots == 0 && spec.props.len() <= 3 {
        Complexity::Simple
    } else {
        Complexity::Moderate
    }
}

/// Whether a type is or holds `object`, the vocabulary's "no counterpart".
fn holds_object(ty: &SpecType) -> bool {
    match ty {
        SpecType::Named(name) => name == "object",
        SpecType::Array(item) => holds_object(item),
        SpecType::Union(types) => types.iter().any(holds_object),
        _ => false,
    }
}

fn note(
    diags: &mut Diagnostics,
    component: &Component,
    location: &crate::diagnostics::Location,
    message: String,
) {
    diags.push(
        Diagnostic::new(RuleId::INFER_APPROXIMATION, location.clone(), message)
            .with_severity(Severity::Note)
            .with_label(format!("in `{}`", component.name)),
    );
}

/// An enum prop the markup does not render as a variant: a prop typed by the union of its
/// values. Rendered only into state attributes (`aria-checked`, `data-state`), its values
/// that name a state (`checked`, `indeterminate`, `open`, …) are states too.
/// Whether the axis is an ARIA attribute's value (`aria_live: AriaLive`, `aria_current`):
/// what assistive technology reads, never a visual variant.
fn is_aria(axis: &VariantAxis) -> bool {
    crate::naming::match_key(&axis.rust_name).starts_with("aria")
}

fn axis_as_prop(
    diags: &mut Diagnostics,
    component: &Component,
    axis: &VariantAxis,
    spec: &mut ComponentSpec,
    states: &mut Vec<String>,
) {
    let values = unique_values(diags, component, axis);
    let why = if is_aria(axis) {
        "is an ARIA attribute's, which no stylesheet varies on"
    } else if axis.reach == Reach::State {
        "is rendered only into state attributes"
    } else {
        "is never rendered into an attribute"
    };
    note(
        diags,
        component,
        &axis.location,
        format!(
            "`{}`: the value of `{}` {why}, so it is a prop, not a variant axis",
            axis.name, axis.rust_enum
        ),
    );
    if axis.reach == Reach::State {
        for value in &values {
            if crate::states::is_state_prop(value) && !states.contains(value) {
                states.push(value.clone());
            }
        }
    }
    spec.props.push(Prop {
        name: axis.name.clone(),
        ty: SpecType::Literals(values).to_string(),
        required: axis.required,
        default: axis.default.clone().map(Value::String),
        description: axis.doc.as_deref().and_then(super::attrs::first_paragraph),
        extensions: Extensions::new(),
    });
}

/// The axis's value strings, each once: two enum variants can give one string (colliding
/// `#[serde(rename)]`s), and a spec lists a value once. The repeats are noted.
fn unique_values(
    diags: &mut Diagnostics,
    component: &Component,
    axis: &VariantAxis,
) -> Vec<String> {
    let mut values: Vec<String> = Vec::with_capacity(axis.values.len());
    for value in &axis.values {
        if values.contains(&value.value) {
            note(
                diags,
                component,
                &axis.location,
                format!(
                    "variant `{}`: `{}` gives the value `{}` again; the spec lists it once",
                    axis.name, value.rust_ident, value.value
                ),
            );
        } else {
            values.push(value.value.clone());
        }
    }
    values
}
