//! A component as its author wrote it: what [`super::extract`] returns.
//!
//! The model keeps Rust's view (identifiers as written, types as written, the framework's
//! required-ness) next to the spec's view (spec names, [`SpecType`]), so that inference can
//! write a spec and validation can compare one without reading the code again. Every item has
//! a [`Location`] for diagnostics. The model serialises to JSON (locations as
//! `path:line:column`) for snapshots and `--format json` output.

use std::sync::Arc;

use serde::{Serialize, Serializer};
use serde_json::Value;

use super::markup::{Markup, Reach};
use crate::diagnostics::Location;
use crate::ser::{impl_serialize, is_false, serialize_as_str};
use crate::vocabulary::SpecType;

pub use crate::framework::Framework;

/// One component found in code.
#[derive(Debug, Clone)]
pub struct Component {
    /// The component's name: the function or struct ident (`Button`), or the argument of Yew's
    /// `#[function_component(Button)]`.
    pub name: String,
    /// The framework whose rules were applied.
    pub framework: Framework,
    /// Where the component's name is written.
    pub location: Location,
    /// The doc comment of the function or struct, without `///` markers.
    pub doc: Option<String>,
    /// Data props, in declaration order (events and slots are listed apart).
    pub props: Vec<CodeProp>,
    /// Props whose type is a same-crate unit enum: the variant axes.
    pub variants: Vec<VariantAxis>,
    /// Callback props (`on_click`, `onkeydown`).
    pub events: Vec<CodeEvent>,
    /// Props of a node type (`children`, `footer: Option<Html>`), and Leptos `#[slot]` props.
    pub slots: Vec<CodeSlot>,
    /// States inferred from boolean props (`disabled`, `open`, ...).
    pub states: Vec<String>,
    /// Parts suggested by sibling components with evidence (`CardHeader` → `header` when the
    /// card's markup, docs or context say so) and `data-slot` attributes in the markup.
    pub anatomy: Vec<String>,
    /// Parameters that are not props: HTML attribute pass-through (`class`, `id`, `node_ref`),
    /// Dioxus `#[props(extends = …)]` fields, Leptos `marker` / `PhantomData` parameters.
    pub passthrough: Vec<Passthrough>,
    /// Leptos forwards DOM events (`on:click`) to a component's root without a prop, so a
    /// spec event missing from the props need not be an error there.
    pub forwards_dom_events: bool,
    /// The element the component's markup starts with (`button` in `view! { <button …>` or
    /// `rsx! { button { … } }`),
    /// when it starts with an element rather than another component: the element a
    /// forwarded DOM listener ends up on.
    pub root_element: Option<String>,
    /// What the component's markup renders: elements, attributes, handlers (shared: the
    /// crate is put together anew after every change, from facts kept per file).
    pub markup: Arc<Markup>,
    /// The contexts (by type name) it provides to what it renders: `DialogState` for a dialog
    /// whose parts read it.
    pub provides: Vec<String>,
    /// The contexts (by type name) it cannot render without, provided by an ancestor: a
    /// dialog title's `expect_context::<DialogState>()`.
    pub requires: Vec<String>,
    /// Public API: `pub` and reachable from the crate's `lib.rs` (through `pub mod` or a
    /// `pub use`); just `pub` when no `lib.rs` reaches the file. Others are usually internal
    /// pieces of a public one (`spec:infer` skips them unless asked).
    pub public: bool,
    /// The path a user of the library names it by, below the crate's name
    /// (`["accordion", "Accordion"]`, `["prelude", "Button"]`, `["Button"]`): the shortest its
    /// `pub mod`s and `pub use`s give it. `None` when it is no public API of a library.
    pub path: Option<Vec<String>>,
}

/// A data prop.
#[derive(Debug, Clone)]
pub struct CodeProp {
    /// The identifier as written (`r#type`, `full_width`).
    pub rust_name: String,
    /// The name a spec uses (`type`, `fullWidth`): camelCase without `r#`.
    pub name: String,
    /// The Rust type as written in the source.
    pub rust_type: String,
    /// The type in the spec's vocabulary.
    pub spec_type: SpecType,
    /// Whether a caller must give it, under the framework's own rule.
    pub required: bool,
    /// The default a caller gets when leaving it out, if any.
    pub default: Option<DefaultValue>,
    /// The doc comment, without `///` markers.
    pub doc: Option<String>,
    /// Where the prop's name is written.
    pub location: Location,
}

/// A prop's default.
#[derive(Debug, Clone, PartialEq)]
pub enum DefaultValue {
    /// A value known at analysis time (`true`, `"md"`, an enum value's string).
    Literal(Value),
    /// An expression that needs running (`Uuid::new_v4().to_string()`), as written.
    Computed(String),
}

/// A variant axis: a prop whose type is a unit-only enum of the crate.
#[derive(Debug, Clone)]
pub struct VariantAxis {
    /// The prop as written (`appearance`).
    pub rust_name: String,
    /// The axis name a spec uses.
    pub name: String,
    /// The enum's name (`ButtonAppearance`).
    pub rust_enum: String,
    /// The prop's type as written (`Option<RwSignal<CheckedState>>`): how a value is given.
    pub rust_type: String,
    /// The enum's values in declaration order.
    pub values: Vec<VariantValue>,
    /// The value a caller gets when leaving the prop out (`None` when the prop is required or
    /// an `Option`).
    pub default: Option<String>,
    /// Whether a caller must give it.
    pub required: bool,
    /// `#[non_exhaustive]`: more values may come.
    pub open: bool,
    /// The prop's doc comment, else the enum's.
    pub doc: Option<String>,
    /// Where the prop's name is written.
    pub location: Location,
    /// Where the enum is declared (possibly another file).
    pub enum_location: Location,
    /// The path a user of the library names the enum by, below the crate's name, when it is
    /// public (see [`Component::path`]).
    pub enum_path: Option<Vec<String>>,
    /// How far the markup takes the prop's value: an axis whose value is never rendered, or
    /// only into state attributes, steers behaviour or a state and is inferred as a prop.
    pub reach: Reach,
}

/// One value of a variant axis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantValue {
    /// The enum variant (`Primary`).
    pub rust_ident: String,
    /// The value string (`primary`).
    pub value: String,
    /// Where the string came from.
    pub source: ValueSource,
}

/// How a variant's value string was found, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueSource {
    /// `#[serde(rename = …)]` / `rename_all`, `#[strum(serialize = …)]` / `serialize_all`.
    Rename,
    /// A string literal in a match arm of `as_str` / `class` / `Display::fmt` and friends.
    MatchArm,
    /// The kebab-case of the variant identifier.
    Ident,
}

/// A callback prop.
#[derive(Debug, Clone)]
pub struct CodeEvent {
    /// The identifier as written (`on_click`, `onkeydown`).
    pub rust_name: String,
    /// The spec's event name (`onClick`, `onKeyDown`).
    pub name: String,
    /// The Rust type as written.
    pub rust_type: String,
    /// The payload type (`MouseEvent`), when the callback takes one.
    pub payload: Option<String>,
    /// What the callback returns, when it returns a value (`bool` of `Callback<bool, bool>`).
    pub output: Option<String>,
    /// Whether a caller must give a handler.
    pub required: bool,
    /// The doc comment.
    pub doc: Option<String>,
    /// Where the prop's name is written.
    pub location: Location,
}

/// A composition point: `children`, or a named prop of a node type.
#[derive(Debug, Clone)]
pub struct CodeSlot {
    /// The identifier as written.
    pub rust_name: String,
    /// The spec's slot name (`children`, `startIcon`).
    pub name: String,
    /// The Rust type as written.
    pub rust_type: String,
    /// Whether a caller must fill it.
    pub required: bool,
    /// Whether it can be filled more than once (a `Vec` of Leptos `#[slot]` structs).
    pub multiple: bool,
    /// The doc comment.
    pub doc: Option<String>,
    /// Where the prop's name is written.
    pub location: Location,
}

/// A parameter that is not a prop of the spec.
#[derive(Debug, Clone)]
pub struct Passthrough {
    /// The identifier as written.
    pub rust_name: String,
    /// Why it is not a prop.
    pub kind: PassthroughKind,
    /// Where it is written.
    pub location: Location,
}

/// Why a parameter is not a prop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PassthroughKind {
    /// A standard HTML attribute forwarded to the markup (`class`, `id`, `style`, `node_ref`).
    Html,
    /// Dioxus `#[props(extends = GlobalAttributes, extends = button)]`: the named attribute sets.
    Extends(Vec<String>),
    /// Leptos `#[prop(marker)]` or a `PhantomData` field.
    Marker,
}

impl_serialize!(Component {
    "name" => name,
    "framework" => framework,
    "location" => location [with location],
    "doc" => doc [skip Option::is_none],
    "props" => props,
    "variants" => variants [skip Vec::is_empty],
    "events" => events [skip Vec::is_empty],
    "slots" => slots [skip Vec::is_empty],
    "states" => states [skip Vec::is_empty],
    "anatomy" => anatomy [skip Vec::is_empty],
    "passthrough" => passthrough [skip Vec::is_empty],
    "forwards_dom_events" => forwards_dom_events [skip is_false],
    "root_element" => root_element [skip Option::is_none],
    "public" => public,
});

impl_serialize!(CodeProp {
    "rust_name" => rust_name,
    "name" => name,
    "rust_type" => rust_type,
    "spec_type" => spec_type [with ToString::to_string],
    "required" => required,
    "default" => default [skip Option::is_none],
    "doc" => doc [skip Option::is_none],
    "location" => location [with location],
});

impl_serialize!(VariantAxis {
    "rust_name" => rust_name,
    "name" => name,
    "rust_enum" => rust_enum,
    "values" => values,
    "default" => default [skip Option::is_none],
    "required" => required,
    "open" => open [skip is_false],
    "doc" => doc [skip Option::is_none],
    "location" => location [with location],
    "enum_location" => enum_location [with location],
    "reach" => reach [skip is_styled],
});

fn is_styled(reach: &Reach) -> bool {
    *reach == Reach::Styled
}

impl Serialize for Reach {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(match self {
            Reach::Styled => "styled",
            Reach::State => "state",
            Reach::Never => "never",
            Reach::Unknown => "unknown",
        })
    }
}

impl_serialize!(VariantValue {
    "rust_ident" => rust_ident,
    "value" => value,
    "source" => source,
});

impl_serialize!(CodeEvent {
    "rust_name" => rust_name,
    "name" => name,
    "rust_type" => rust_type,
    "payload" => payload [skip Option::is_none],
    "output" => output [skip Option::is_none],
    "required" => required,
    "doc" => doc [skip Option::is_none],
    "location" => location [with location],
});

impl_serialize!(CodeSlot {
    "rust_name" => rust_name,
    "name" => name,
    "rust_type" => rust_type,
    "required" => required,
    "multiple" => multiple [skip is_false],
    "doc" => doc [skip Option::is_none],
    "location" => location [with location],
});

impl_serialize!(Passthrough {
    "rust_name" => rust_name,
    "kind" => kind,
    "location" => location [with location],
});

serialize_as_str!(Framework);

impl ValueSource {
    fn as_str(self) -> &'static str {
        match self {
            ValueSource::Rename => "rename",
            ValueSource::MatchArm => "match-arm",
            ValueSource::Ident => "ident",
        }
    }
}

serialize_as_str!(ValueSource);

/// `{"literal": value}` or `{"computed": "source text"}`.
impl Serialize for DefaultValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            DefaultValue::Literal(value) => {
                serializer.serialize_newtype_variant("DefaultValue", 0, "literal", value)
            }
            DefaultValue::Computed(text) => {
                serializer.serialize_newtype_variant("DefaultValue", 1, "computed", text)
            }
        }
    }
}

/// `"html"`, `{"extends": [...]}` or `"marker"`.
impl Serialize for PassthroughKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            PassthroughKind::Html => {
                serializer.serialize_unit_variant("PassthroughKind", 0, "html")
            }
            PassthroughKind::Extends(names) => {
                serializer.serialize_newtype_variant("PassthroughKind", 1, "extends", names)
            }
            PassthroughKind::Marker => {
                serializer.serialize_unit_variant("PassthroughKind", 2, "marker")
            }
        }
    }
}

/// `path:line:column`.
fn location(location: &Location) -> String {
    location.to_string()
}

/// An item under `#[component_spec("…")]`, as written: the code reader records it, and the
/// session supplies the items the macro would generate for it (they exist only after
/// expansion, and uispec reads source unexpanded).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SpecUse {
    /// The spec's path as written in the attribute.
    pub path: String,
    /// `framework = "…"`, as written.
    pub framework: Option<String>,
    /// The unit struct it is on, or `None` for a component function.
    pub on_struct: Option<String>,
}

/// The project's components by name, to follow what one renders: `<RootWith …>` in a
/// `Root`, `ButtonPrimitive { … }` in a `Button`.
#[derive(Debug, Default)]
pub struct Rendered<'a> {
    by_name: crate::hash::Map<&'a str, Vec<&'a Component>>,
    dependencies: Option<&'a super::Dependencies>,
}

impl<'a> Rendered<'a> {
    /// Indexes `components`.
    pub fn new(components: &'a [Component]) -> Rendered<'a> {
        let mut by_name: crate::hash::Map<&str, Vec<&Component>> = Default::default();
        for component in components {
            by_name.entry(&component.name).or_default().push(component);
        }
        Rendered {
            by_name,
            dependencies: None,
        }
    }

    /// With what the components render from their `dependencies` (see
    /// `CodeIndex::dependencies`).
    pub fn with(self, dependencies: &'a super::Dependencies) -> Rendered<'a> {
        Rendered {
            dependencies: Some(dependencies),
            ..self
        }
    }

    /// The component that `from` renders at `opaque`, when the reader can tell which: of the
    /// crate's components of that name, the one in `from`'s file, else the only one (a
    /// library has many a `Root`); with none of that name, the one read from a dependency.
    /// What a dependency's component renders is not followed.
    pub fn resolve(
        &self,
        from: &Component,
        opaque: &super::markup::Opaque,
    ) -> Option<&'a Component> {
        let name = opaque.component.as_deref()?;
        if self.dependencies.is_some_and(|d| d.holds(from)) {
            return None;
        }
        let file = from.location.file.path();
        let Some(candidates) = self.by_name.get(name) else {
            return self.dependencies?.get(file, opaque);
        };
        candidates
            .iter()
            .find(|c| c.location.file.path() == file)
            .or(match candidates.as_slice() {
                [only] => Some(only),
                _ => None,
            })
            .copied()
    }
}
