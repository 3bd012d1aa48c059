//! Rust items from specs: one enum per variant axis and a metadata type per spec, as source
//! text. `uispec-build` writes them to `OUT_DIR` (`Config::generate`); the
//! `#[component_spec]` macro will emit the same items from the same generator.
//!
//! For a spec `Button` with the axis `size: sm | md | lg` (default `md`):
//!
//! ```text
//! #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
//! pub enum ButtonSize { Sm, #[default] Md, Lg }
//! impl ButtonSize {
//!     {vis}const ALL: &'static [Self] = &[Self::Sm, Self::Md, Self::Lg];
//!     pub const NAMES: &'static [&'static str] = &["sm", "md", "lg"];
//!     {vis}const fn as_str(&self) -> &'static str { … }
//! }
//! // + Display, FromStr (the error names the expected values), AsRef<str>
//! pub struct ButtonSpec;   // NAME, PROPS, VARIANTS, SLOTS, EVENTS, STATES, TOKEN_MAPPING,
//!                          // ROLE, ARIA_ATTRIBUTES
//! ```
//!
//! Identifiers: UpperCamelCase of the value (`with-icon` → `WithIcon`), `V` before a leading
//! digit (`2xl` → `V2Xl`), `Self` as `Self_`; two values with one identifier are an error. The
//! generator has no dependencies, so build scripts stay lean: it writes plain source text.

use std::fmt::Write;

use serde_json::Value;

use crate::framework::Framework;
use crate::model::ComponentSpec;
use crate::naming::{field_ident, match_key, to_pascal};
use crate::vocabulary::SpecType;

/// Why items cannot be generated for a spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodegenError {
    /// What is wrong, naming the spec and the axis.
    pub message: String,
}

/// The enum identifier of a variant value.
pub fn variant_ident(value: &str) -> String {
    let ident = to_pascal(value);
    match ident.chars().next() {
        None => "Empty".to_owned(),
        Some(c) if c.is_ascii_digit() => format!("V{ident}"),
        _ if ident == "Self" => "Self_".to_owned(),
        _ => ident,
    }
}

/// The name of the enum generated for a variant axis or a string-literal prop `member` of the
/// spec `spec_name`: `ButtonSize` for `Button`'s `size`.
pub fn enum_name(spec_name: &str, member: &str) -> String {
    format!("{}{}", to_pascal(spec_name), to_pascal(member))
}

/// What to generate besides the variant enums and the metadata type.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// Derive serde's `Serialize` / `Deserialize` with the spec's strings (the user's crate
    /// must depend on serde with `derive`).
    pub serde: bool,
    /// Also a props struct of this name (`ButtonProps`): see [`props_struct`].
    pub props: Option<String>,
    /// The visibility of every generated item and field (`pub(crate)`; empty for private),
    /// `pub` when `None`: the macro gives the items the annotated struct's.
    pub visibility: Option<String>,
    /// The framework whose props the struct is (see [`props_struct`]); `None` for plain data.
    pub framework: Option<Framework>,
    /// Put the metadata consts on this type, which exists already (the macro's annotated
    /// struct), instead of declaring `<Spec>Spec`.
    pub metadata_on: Option<String>,
}

/// The items of one spec, as Rust source: the variant enums and the metadata type.
pub fn spec_items(spec: &ComponentSpec) -> Result<String, CodegenError> {
    items(spec, &Options::default())
}

/// The items of one spec under `options`.
pub fn items(spec: &ComponentSpec, options: &Options) -> Result<String, CodegenError> {
    let base = to_pascal(&spec.name);
    if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
        return Err(CodegenError {
            message: format!("`{}` cannot be a Rust type name", spec.name),
        });
    }
    let vis = match options.visibility.as_deref() {
        None => "pub ".to_owned(),
        Some("") => String::new(),
        Some(vis) => format!("{vis} "),
    };
    let mut out = String::new();
    let mut axes = Vec::new();
    for variant in &spec.variants {
        let name = enum_name(&spec.name, &variant.name);
        let idents: Vec<String> = variant.values.iter().map(|v| variant_ident(v)).collect();
        check_unique(spec, &variant.name, &variant.values, &idents)?;
        let default = spec.default_variants.get(&variant.name);
        enum_items(
            &mut out,
            &Enum {
                doc: format!("The variant axis `{}`", variant.name),
                name: &name,
                axis: &variant.name,
                values: &variant.values,
                idents: &idents,
                default,
                serde: options.serde,
                framework: options.framework,
                vis: &vis,
            },
        );
        axes.push((variant.name.clone(), name));
    }
    if let Some(props) = &options.props {
        props_struct(&mut out, spec, props, options, &vis)?;
    }
    let list = |items: &mut dyn Iterator<Item = String>| items.collect::<Vec<_>>().join(", ");
    let metadata = match &options.metadata_on {
        Some(existing) => existing.clone(),
        None => {
            let _ = writeln!(
                out,
                "/// The spec `{}`: its name and surface, for checks at run time.",
                spec.name
            );
            let _ = writeln!(
                out,
                "#[derive(Debug, Clone, Copy)]\n{vis}struct {base}Spec;\n"
            );
            format!("{base}Spec")
        }
    };
    let _ = writeln!(out, "impl {metadata} {{");
    let _ = writeln!(
        out,
        "    /// The spec's name.\n    {vis}const NAME: &'static str = {:?};",
        spec.name
    );
    let _ = writeln!(
        out,
        "    /// Props: (spec name, Rust field name, type, required, default as JSON text).\n    {vis}const PROPS: &'static [(&'static str, &'static str, &'static str, bool, ::core::option::Option<&'static str>)] = &[{}];",
        list(&mut spec.props.iter().map(|p| {
            let default = match &p.default {
                Some(value) => format!("::core::option::Option::Some({:?})", value.to_string()),
                None => NONE.to_owned(),
            };
            format!(
                "({:?}, {:?}, {:?}, {}, {default})",
                p.name,
                field_ident(&p.name),
                p.ty,
                p.required
            )
        }))
    );
    let _ = writeln!(
        out,
        "    /// Variant axes and their values.\n    {vis}const VARIANTS: &'static [(&'static str, &'static [&'static str])] = &[{}];",
        list(
            &mut axes
                .iter()
                .map(|(axis, name)| format!("({axis:?}, {name}::NAMES)"))
        )
    );
    let _ = writeln!(
        out,
        "    /// Slots: (name, required).\n    {vis}const SLOTS: &'static [(&'static str, bool)] = &[{}];",
        list(
            &mut spec
                .slots
                .iter()
                .map(|s| format!("({:?}, {})", s.name, s.required))
        )
    );
    let _ = writeln!(
        out,
        "    /// Events.\n    {vis}const EVENTS: &'static [&'static str] = &[{}];",
        list(&mut spec.events.iter().map(|e| format!("{:?}", e.name)))
    );
    let _ = writeln!(
        out,
        "    /// Interactive states.\n    {vis}const STATES: &'static [&'static str] = &[{}];",
        list(&mut spec.states.iter().map(|s| format!("{s:?}")))
    );
    let _ = writeln!(
        out,
        "    /// tokenMapping: (`part.property[:state][axis=value]`, `{{token.path}}`).\n    {vis}const TOKEN_MAPPING: &'static [(&'static str, &'static str)] = &[{}];",
        list(
            &mut spec
                .token_mapping
                .iter()
                .map(|(key, token)| format!("({key:?}, {token:?})"))
        )
    );
    let accessibility = spec.accessibility.as_ref();
    let role = accessibility
        .and_then(|a| a.role.as_ref())
        .map_or(NONE.to_owned(), |role| {
            format!("::core::option::Option::Some({role:?})")
        });
    let _ = writeln!(
        out,
        "    /// The ARIA role, to render as `role`.\n    {vis}const ROLE: ::core::option::Option<&'static str> = {role};"
    );
    let _ = writeln!(
        out,
        "    /// The ARIA attributes the spec requires.\n    {vis}const ARIA_ATTRIBUTES: &'static [&'static str] = &[{}];\n}}\n",
        list(
            &mut accessibility
                .map(|a| a.aria_attributes.as_slice())
                .unwrap_or_default()
                .iter()
                .map(|a| format!("{a:?}"))
        )
    );
    Ok(out)
}

/// One generated enum: a variant axis, or a prop whose type is a union of strings.
struct Enum<'a> {
    /// What the values are: "The variant axis `size`", "The values of the prop `type`".
    doc: String,
    name: &'a str,
    axis: &'a str,
    values: &'a [String],
    idents: &'a [String],
    default: Option<&'a String>,
    serde: bool,
    /// Yew: the enum is `ImplicitClone`, as its props must be.
    framework: Option<Framework>,
    /// `pub ` (with its space) or empty.
    vis: &'a str,
}

fn enum_items(out: &mut String, e: &Enum<'_>) {
    let Enum {
        ref doc,
        name,
        axis,
        values,
        idents,
        default,
        serde,
        framework,
        vis,
    } = *e;
    let derives = if default.is_some() {
        "Debug, Clone, Copy, PartialEq, Eq, Hash, Default"
    } else {
        "Debug, Clone, Copy, PartialEq, Eq, Hash"
    };
    let _ = writeln!(
        out,
        "/// {doc}.\n#[derive({derives})]{}\n{vis}enum {name} {{",
        if serde { SERDE_DERIVE } else { "" }
    );
    for (value, ident) in values.iter().zip(idents) {
        if default == Some(value) {
            let _ = writeln!(out, "    #[default]");
        }
        if serde {
            let _ = writeln!(out, "    #[serde(rename = {value:?})]");
        }
        let _ = writeln!(out, "    /// `{value}`\n    {ident},");
    }
    let _ = writeln!(out, "}}\n\nimpl {name} {{");
    let all: Vec<String> = idents.iter().map(|i| format!("Self::{i}")).collect();
    let names: Vec<String> = values.iter().map(|v| format!("{v:?}")).collect();
    let _ = writeln!(
        out,
        "    /// Every value, in the spec's order.\n    {vis}const ALL: &'static [Self] = &[{}];",
        all.join(", ")
    );
    let _ = writeln!(
        out,
        "    /// The spec's value strings, in order.\n    {vis}const NAMES: &'static [&'static str] = &[{}];",
        names.join(", ")
    );
    let _ = writeln!(
        out,
        "    /// The spec's string for this value.\n    {vis}const fn as_str(&self) -> &'static str {{\n        match self {{"
    );
    for (value, ident) in values.iter().zip(idents) {
        let _ = writeln!(out, "            Self::{ident} => {value:?},");
    }
    let _ = writeln!(out, "        }}\n    }}\n}}\n");
    let _ = writeln!(
        out,
        "impl ::core::fmt::Display for {name} {{\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {{\n        f.write_str(self.as_str())\n    }}\n}}\n"
    );
    let _ = writeln!(
        out,
        "impl ::core::convert::AsRef<str> for {name} {{\n    fn as_ref(&self) -> &str {{\n        self.as_str()\n    }}\n}}\n"
    );
    let _ = writeln!(
        out,
        "impl ::core::str::FromStr for {name} {{\n    type Err = ::std::string::String;\n\n    fn from_str(s: &str) -> ::core::result::Result<Self, Self::Err> {{\n        match s {{"
    );
    for (value, ident) in values.iter().zip(idents) {
        let _ = writeln!(out, "            {value:?} => Ok(Self::{ident}),");
    }
    let _ = writeln!(
        out,
        "            _ => Err(::std::format!(\"unknown {axis} `{{s}}`: expected one of {}\")),\n        }}\n    }}\n}}\n",
        values.join(", ")
    );
    if framework == Some(Framework::Yew) {
        let _ = writeln!(out, "impl ::yew::html::ImplicitClone for {name} {{}}\n");
    }
}

/// `None`, written so that a user's own `None` cannot shadow it.
const NONE: &str = "::core::option::Option::None";

const SERDE_DERIVE: &str = "\n#[derive(::serde::Serialize, ::serde::Deserialize)]";

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
fn props_struct(
    out: &mut String,
    spec: &ComponentSpec,
    name: &str,
    options: &Options,
    vis: &str,
) -> Result<(), CodegenError> {
    let framework = options.framework;
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
                SpecType::UiNode => node_field(framework, &prop.name, prop.required),
                SpecType::Function(_) => event_field(framework, &prop.name),
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
                    values,
                    idents: &idents,
                    default: default.as_ref(),
                    serde: options.serde,
                    framework,
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
        match node_field(framework, &slot.name, slot.required) {
            Some(field) => fields.push(field),
            None => left_out.push(format!("the slot `{}`", slot.name)),
        }
    }
    for event in &spec.events {
        if taken(&fields, &event.name) {
            continue;
        }
        match event_field(framework, &event.name) {
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
    let plain = !matches!(framework, Some(Framework::Dioxus | Framework::Yew));
    let serde = options.serde && plain;
    let derives = match framework {
        Some(Framework::Dioxus) => "::dioxus::prelude::Props, Clone, PartialEq",
        Some(Framework::Yew) => "::yew::Properties, Clone, PartialEq",
        _ => "Debug, Clone, PartialEq",
    };
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
        if let Some(attribute) = field.presence.attribute(framework) {
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
    /// The framework's attribute for it.
    fn attribute(&self, framework: Option<Framework>) -> Option<String> {
        match (framework, self) {
            (Some(Framework::Dioxus), Presence::Default(expr)) => {
                Some(format!("#[props(default = {expr})]"))
            }
            (Some(Framework::Dioxus), Presence::TypeDefault) => Some("#[props(default)]".into()),
            (Some(Framework::Yew), Presence::Default(expr)) => Some(format!("#[prop_or({expr})]")),
            (Some(Framework::Yew), Presence::TypeDefault | Presence::Optional) => {
                Some("#[prop_or_default]".into())
            }
            _ => None,
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

/// A slot or `UiNode` prop: Dioxus `Element`, Yew `Html`; none for Leptos and plain data.
fn node_field(framework: Option<Framework>, name: &str, required: bool) -> Option<Field> {
    const ELEMENT: &str = "::dioxus::prelude::Element";
    const HTML: &str = "::yew::Html";
    let (ty, presence) = match framework? {
        Framework::Dioxus if match_key(name) == "children" => (ELEMENT, Presence::Framework),
        Framework::Dioxus if required => (ELEMENT, Presence::Required),
        Framework::Dioxus => (ELEMENT, Presence::Optional),
        Framework::Yew if required => (HTML, Presence::Required),
        Framework::Yew => (HTML, Presence::TypeDefault),
        Framework::Leptos => return None,
    };
    Some(Field::new(name, ty.to_owned(), presence))
}

/// An event or function prop: an optional Dioxus `EventHandler`, a Yew `Callback`; none for
/// Leptos (its components take callbacks as parameters, and forward DOM events).
fn event_field(framework: Option<Framework>, name: &str) -> Option<Field> {
    let framework = framework.filter(|f| *f != Framework::Leptos)?;
    let payload = event_payload(framework, name);
    let mut field = match framework {
        Framework::Dioxus => Field::new(
            name,
            format!("::dioxus::prelude::EventHandler<{payload}>"),
            Presence::Optional,
        ),
        _ => Field::new(
            name,
            format!("::yew::Callback<{payload}>"),
            Presence::TypeDefault,
        ),
    };
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

/// The payload type of an event's callback (rust-ui.md's table): the framework's DOM event
/// type for DOM events (`onClick` → `MouseEvent`), `()` for the spec's own events, whose
/// payload the spec does not type.
fn event_payload(framework: Framework, name: &str) -> String {
    let Some(kind) = dom_event(name)
        .and_then(|dom| DOM_EVENTS.iter().find(|(event, _)| *event == dom))
        .map(|(_, kind)| *kind)
    else {
        return "()".to_owned();
    };
    let ty = match (framework, kind) {
        (_, Payload::Mouse) => "MouseEvent",
        (_, Payload::Keyboard) => "KeyboardEvent",
        (_, Payload::Focus) => "FocusEvent",
        (Framework::Yew, Payload::Input) => "InputEvent",
        (Framework::Yew, Payload::Change) => "Event",
        (Framework::Yew, Payload::Submit) => "SubmitEvent",
        (_, Payload::Input | Payload::Change | Payload::Submit) => "FormEvent",
    };
    match framework {
        Framework::Yew => format!("::yew::events::{ty}"),
        _ => format!("::dioxus::prelude::{ty}"),
    }
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

fn check_unique(
    spec: &ComponentSpec,
    axis: &str,
    values: &[String],
    idents: &[String],
) -> Result<(), CodegenError> {
    for (i, ident) in idents.iter().enumerate() {
        if let Some(j) = idents[..i].iter().position(|other| other == ident) {
            return Err(CodegenError {
                message: format!(
                    "the values `{}` and `{}` of `{}.{}` both become the identifier `{ident}`",
                    values[j], values[i], spec.name, axis
                ),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;

    #[test]
    fn identifiers_for_any_value() {
        assert_eq!(variant_ident("with-icon"), "WithIcon");
        assert_eq!(variant_ident("2xl"), "V2Xl");
        assert_eq!(variant_ident("self"), "Self_");
        assert_eq!(variant_ident("type"), "Type");
    }

    #[test]
    fn button_items() {
        let spec = Preset::find("button").unwrap().spec();
        let items = spec_items(&spec).unwrap();
        assert!(items.contains("pub enum ButtonSize {\n    /// `sm`\n    Sm,\n    #[default]\n    /// `md`\n    Md,"), "{items}");
        assert!(
            items.contains("pub const NAMES: &'static [&'static str] = &[\"sm\", \"md\", \"lg\"];")
        );
        assert!(items.contains("(\"size\", ButtonSize::NAMES)"));
    }

    #[test]
    fn props_structs_of_every_preset() {
        for preset in crate::presets::PRESETS {
            let spec = preset.spec();
            let options = Options {
                serde: preset.id == "button",
                props: Some(format!("{}Props", spec.name)),
                ..Options::default()
            };
            let items = items(&spec, &options).unwrap();
            insta::assert_snapshot!(format!("props_{}", preset.id), items);
        }
    }

    /// The props structs as each framework gets them; the metadata and the enums are the
    /// same as in [`props_structs_of_every_preset`].
    #[test]
    fn framework_props_of_every_preset() {
        for preset in crate::presets::PRESETS {
            let spec = preset.spec();
            for framework in Framework::ALL {
                let options = Options {
                    props: Some(format!("{}Props", spec.name)),
                    framework: Some(framework),
                    ..Options::default()
                };
                let items = items(&spec, &options).unwrap();
                let start = items.find("/// The props of").unwrap();
                let end = items.find("/// The spec `").unwrap();
                insta::assert_snapshot!(
                    format!("{framework}_props_{}", preset.id),
                    &items[start..end]
                );
            }
        }
    }

    #[test]
    fn colliding_values_are_an_error() {
        let mut spec = ComponentSpec::new("Chip");
        spec.variants.push(crate::model::Variant {
            name: "size".into(),
            values: vec!["x-l".into(), "xL".into()],
            description: None,
            extensions: Default::default(),
        });
        let error = spec_items(&spec).unwrap_err();
        assert_eq!(
            error.message,
            "the values `x-l` and `xL` of `Chip.size` both become the identifier `XL`"
        );
    }
}
