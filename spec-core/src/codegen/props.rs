//! The props struct of a spec per target: plain data, Leptos, Dioxus, Yew.

use std::fmt::Write;

use serde_json::Value;

use super::enums::{Enum, enum_items};
use super::{CodegenError, NONE, Options, SERDE_DERIVE, check_unique, enum_name, variant_ident};
use crate::framework::{EventField, Profile, WhenOptional};
use crate::model::ComponentSpec;
use crate::naming::{field_ident, match_key};
use crate::vocabulary::SpecType;

/// `<name>`: one public field per variant axis (typed with its enum) and per prop of the spec,
/// and, for Dioxus and Yew, per slot and event:
///
/// | spec | field |
/// |---|---|
/// | `boolean` / `string` / `number` | `bool` / `String` / `f64` |
/// | `"a" \| "b"` | an enum `<Spec><Prop>` like a variant axis (`ButtonType`) |
/// | `boolean \| "mixed"` | such an enum of `true`, `false` and the strings |
/// | `T[]` | `Vec<T>` |
/// | another PascalCase name (`SelectOption`) | that type, which the crate defines or imports |
/// | a slot, `UiNode` | Dioxus `Element`, Yew `Html`; left out for Leptos (`Children` is a parameter) |
/// | an event, a function | Dioxus `Option<EventHandler<P>>`, Yew `Callback<P>` ([`event_payload`]); left out for Leptos |
/// | a prop that is neither required nor defaulted, an axis without default | `Option<T>` |
///
/// Defaults come from the spec: a `Default` impl for plain data (no framework, Leptos), the
/// framework's attributes for Dioxus (`#[props(default = …)]`) and Yew (`#[prop_or(…)]`,
/// `#[prop_or_default]`). Field names are snake_case (`fullWidth` → `full_width`), keywords
/// raw (`r#type`), DOM events joined (`onclick`) as Dioxus and Yew write them; a prop named
/// like a variant axis is the axis. What cannot be typed is listed in the struct's docs.
pub(super) fn props_struct(
    out: &mut String,
    spec: &ComponentSpec,
    name: &str,
    options: &Options,
    vis: &str,
) -> Result<(), CodegenError> {
    let profile = options.target.profile();
    let mut fields: Vec<Field> = Vec::new();
    for variant in &spec.variants {
        let ty = enum_name(&spec.name, &variant.name);
        let presence = match spec.default_variants.contains_key(&variant.name) {
            // The enum's `#[default]` is the spec's default.
            true => Presence::TypeDefault,
            false => Presence::Optional,
        };
        fields.push(Field::new(&variant.name, ty, presence));
    }
    let mut left_out = Vec::new();
    let taken = |fields: &[Field], name: &str| {
        fields
            .iter()
            .any(|f| match_key(&f.spec_name) == match_key(name))
    };
    for prop in &spec.props {
        if taken(&fields, &prop.name) {
            continue;
        }
        let spec_type = SpecType::parse(&prop.ty);
        let enum_name = enum_name(&spec.name, &prop.name);
        let Some(ty) = rust_type(&spec_type, &enum_name) else {
            let framework_field = match spec_type {
                SpecType::UiNode => node_field(profile, &prop.name, prop.required),
                SpecType::Function(_) => event_field(profile, &prop.name),
                _ => None,
            };
            match framework_field {
                Some(field) => fields.push(field),
                None => left_out.push(format!("`{}` ({})", prop.name, prop.ty)),
            }
            continue;
        };
        if let RustType::Enum { values } = &ty.kind {
            let idents: Vec<String> = values.iter().map(|v| variant_ident(v)).collect();
            check_unique(spec, &prop.name, values, &idents)?;
            let default = prop
                .default
                .as_ref()
                .and_then(Value::as_str)
                .map(str::to_owned);
            let default = default.filter(|d| values.contains(d));
            enum_items(
                out,
                &Enum {
                    doc: format!("The values of the prop `{}`", prop.name),
                    name: &enum_name,
                    axis: &prop.name,
                    attribute: None,
                    classes: None,
                    values,
                    idents: &idents,
                    default: default.as_ref(),
                    serde: options.serde,
                    marker_trait: profile.enum_marker_trait,
                    vis,
                },
            );
        }
        let presence = match prop.default.as_ref().and_then(|d| ty.literal(d)) {
            Some(expr) => Presence::Default(expr),
            None if prop.required => Presence::Required,
            None => Presence::Optional,
        };
        fields.push(Field::new(&prop.name, ty.path, presence));
    }
    for slot in &spec.slots {
        if taken(&fields, &slot.name) {
            continue;
        }
        match node_field(profile, &slot.name, slot.required) {
            Some(field) => fields.push(field),
            None => left_out.push(format!("the slot `{}`", slot.name)),
        }
    }
    for event in &spec.events {
        if taken(&fields, &event.name) {
            continue;
        }
        match event_field(profile, &event.name) {
            Some(field) => fields.push(field),
            None => left_out.push(format!("the event `{}`", event.name)),
        }
    }
    let _ = writeln!(out, "/// The props of `{}`, from its spec.", spec.name);
    if !left_out.is_empty() {
        let _ = writeln!(
            out,
            "///\n/// Not fields here (component parameters, or types uispec cannot name): {}.",
            left_out.join(", ")
        );
    }
    // Serde and `Debug` stop at the framework's node and callback types.
    let plain = profile.plain_data;
    let serde = options.serde && plain;
    let derives = profile.props_derive;
    let _ = writeln!(
        out,
        "#[derive({derives})]{}\n{vis}struct {name} {{",
        if serde { SERDE_DERIVE } else { "" }
    );
    for field in &fields {
        if serde {
            let _ = writeln!(out, "    #[serde(rename = {:?})]", field.spec_name);
        }
        let _ = writeln!(out, "    /// `{}`", field.spec_name);
        if let Some(attribute) = field.presence.attribute(profile) {
            let _ = writeln!(out, "    {attribute}");
        }
        let _ = writeln!(out, "    {vis}{}: {},", field.ident, field.full_type());
    }
    let _ = writeln!(out, "}}\n");
    if plain {
        let _ = writeln!(
            out,
            "impl ::core::default::Default for {name} {{\n    fn default() -> Self {{\n        Self {{"
        );
        for field in &fields {
            let _ = writeln!(
                out,
                "            {}: {},",
                field.ident,
                field.presence.value()
            );
        }
        let _ = writeln!(out, "        }}\n    }}\n}}\n");
    }
    Ok(())
}

/// A field of the props struct.
struct Field {
    spec_name: String,
    ident: String,
    /// The type, without the `Option` of [`Presence::Optional`].
    ty: String,
    presence: Presence,
}

impl Field {
    fn new(spec_name: &str, ty: String, presence: Presence) -> Field {
        Field {
            spec_name: spec_name.to_owned(),
            ident: field_ident(spec_name),
            ty,
            presence,
        }
    }

    fn full_type(&self) -> String {
        match self.presence {
            Presence::Optional => format!("::core::option::Option<{}>", self.ty),
            _ => self.ty.clone(),
        }
    }
}

/// What a caller who leaves a field out gets.
enum Presence {
    /// Nothing: the caller must give it (the plain `Default` uses the type's).
    Required,
    /// The spec's default, as an expression.
    Default(String),
    /// The type's own default (Yew's `Html` and `Callback`).
    TypeDefault,
    /// `None`: the field is an `Option`.
    Optional,
    /// Whatever the framework gives (Dioxus `children`, always optional there).
    Framework,
}

impl Presence {
    /// The target's attribute for it.
    fn attribute(&self, profile: &Profile) -> Option<String> {
        match self {
            Presence::Default(expr) => profile
                .default_attribute
                .map(|(before, after)| format!("{before}{expr}{after}")),
            Presence::TypeDefault => profile.type_default_attribute.map(str::to_owned),
            Presence::Optional => profile.option_attribute.map(str::to_owned),
            Presence::Required | Presence::Framework => None,
        }
    }

    /// What an optional field is, by the target's choice.
    fn optional(when: WhenOptional) -> Presence {
        match when {
            WhenOptional::Option => Presence::Optional,
            WhenOptional::TypeDefault => Presence::TypeDefault,
        }
    }

    /// The value in a plain `Default` impl.
    fn value(&self) -> String {
        match self {
            Presence::Default(expr) => expr.clone(),
            Presence::Optional => NONE.to_owned(),
            _ => "::core::default::Default::default()".to_owned(),
        }
    }
}

/// A slot or `UiNode` prop: the target's node type (Dioxus `Element`, Yew `Html`); none for
/// Leptos (`Children` is a parameter) and plain data.
fn node_field(profile: &Profile, name: &str, required: bool) -> Option<Field> {
    let node = profile.node.as_ref()?;
    let presence = if node.children_implicit && match_key(name) == "children" {
        Presence::Framework
    } else if required {
        Presence::Required
    } else {
        Presence::optional(node.when_optional)
    };
    Some(Field::new(name, node.ty.to_owned(), presence))
}

/// An event or function prop: the target's callback (an optional Dioxus `EventHandler`, a Yew
/// `Callback`); none for Leptos (its components take callbacks as parameters, and forward DOM
/// events) and plain data.
fn event_field(profile: &Profile, name: &str) -> Option<Field> {
    let event = profile.event.as_ref()?;
    let payload = event_payload(event, name);
    let mut field = Field::new(
        name,
        format!("{}<{payload}>", event.callback),
        Presence::optional(event.when_optional),
    );
    if let Some(dom) = dom_event(name) {
        // `onclick`, as the frameworks name DOM event props; custom ones stay snake_case.
        field.ident = format!("on{dom}");
    }
    Some(field)
}

/// The DOM event an event name stands for (`onClick` → `click`), when it is one.
fn dom_event(name: &str) -> Option<&'static str> {
    let rest = match_key(name);
    let rest = rest.strip_prefix("on")?;
    DOM_EVENTS
        .iter()
        .map(|(event, _)| *event)
        .find(|e| *e == rest)
}

/// DOM events and their payload kind.
const DOM_EVENTS: &[(&str, Payload)] = &[
    ("click", Payload::Mouse),
    ("dblclick", Payload::Mouse),
    ("mousedown", Payload::Mouse),
    ("mouseup", Payload::Mouse),
    ("mouseenter", Payload::Mouse),
    ("mouseleave", Payload::Mouse),
    ("keydown", Payload::Keyboard),
    ("keyup", Payload::Keyboard),
    ("focus", Payload::Focus),
    ("blur", Payload::Focus),
    ("input", Payload::Input),
    ("change", Payload::Change),
    ("submit", Payload::Submit),
];

#[derive(Clone, Copy)]
enum Payload {
    Mouse,
    Keyboard,
    Focus,
    Input,
    Change,
    Submit,
}

/// The payload type of an event's callback: the framework's DOM event type for DOM events
/// (`onClick` → `MouseEvent`), `()` for the spec's own events, whose payload the spec does not
/// type.
fn event_payload(event: &EventField, name: &str) -> String {
    let Some(kind) = dom_event(name)
        .and_then(|dom| DOM_EVENTS.iter().find(|(event, _)| *event == dom))
        .map(|(_, kind)| *kind)
    else {
        return "()".to_owned();
    };
    let [input, change, submit] = event.form_events;
    let ty = match kind {
        Payload::Mouse => "MouseEvent",
        Payload::Keyboard => "KeyboardEvent",
        Payload::Focus => "FocusEvent",
        Payload::Input => input,
        Payload::Change => change,
        Payload::Submit => submit,
    };
    format!("{}{ty}", event.events_path)
}

/// A spec type as a Rust type.
struct Typed {
    path: String,
    kind: RustType,
}

enum RustType {
    Bool,
    String,
    Number,
    Enum {
        values: Vec<String>,
    },
    Vec(Box<Typed>),
    /// A type the crate defines (`SelectOption`).
    Named,
}

/// `SelectOption`: a name that can be a Rust type of the user's crate (not `object`,
/// `Record<string, unknown>` or `React.CSSProperties`).
fn is_type_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric())
}

fn rust_type(ty: &SpecType, enum_name: &str) -> Option<Typed> {
    let (path, kind) = match ty {
        SpecType::Boolean => ("bool".to_owned(), RustType::Bool),
        SpecType::String => ("::std::string::String".to_owned(), RustType::String),
        SpecType::Number => ("f64".to_owned(), RustType::Number),
        SpecType::Literals(values) => (
            enum_name.to_owned(),
            RustType::Enum {
                values: values.clone(),
            },
        ),
        SpecType::Named(name) if is_type_name(name) => (name.clone(), RustType::Named),
        // `boolean | "indeterminate"`: one enum of `true`, `false` and the strings (their
        // `as_str()` is what `aria-checked` takes).
        SpecType::Union(members)
            if members
                .iter()
                .all(|m| matches!(m, SpecType::Boolean | SpecType::Literals(_))) =>
        {
            let values = members
                .iter()
                .flat_map(|m| match m {
                    SpecType::Literals(values) => values.clone(),
                    _ => vec!["true".to_owned(), "false".to_owned()],
                })
                .collect();
            (enum_name.to_owned(), RustType::Enum { values })
        }
        SpecType::Array(item) => {
            let item = rust_type(item, enum_name)?;
            (
                format!("::std::vec::Vec<{}>", item.path),
                RustType::Vec(Box::new(item)),
            )
        }
        _ => return None,
    };
    Some(Typed { path, kind })
}

impl Typed {
    /// A Rust expression for a spec default, when it fits the type.
    fn literal(&self, value: &Value) -> Option<String> {
        match (&self.kind, value) {
            (RustType::Bool, Value::Bool(b)) => Some(b.to_string()),
            (RustType::String, Value::String(s)) => {
                Some(format!("::std::string::String::from({s:?})"))
            }
            (RustType::Number, Value::Number(n)) => n.as_f64().map(|f| format!("{f:?}_f64")),
            (RustType::Enum { values }, Value::String(s)) if values.contains(s) => {
                Some(format!("{}::{}", self.path, variant_ident(s)))
            }
            (RustType::Enum { values }, Value::Bool(b)) if values.contains(&b.to_string()) => {
                Some(format!("{}::{}", self.path, variant_ident(&b.to_string())))
            }
            (RustType::Vec(item), Value::Array(items)) => {
                let items: Option<Vec<String>> = items.iter().map(|v| item.literal(v)).collect();
                Some(format!("::std::vec![{}]", items?.join(", ")))
            }
            _ => None,
        }
    }
}
