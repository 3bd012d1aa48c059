//! The component spec: plain data, serialised in a fixed key order.

use std::collections::BTreeMap;
use std::fmt;

use crate::ordered::OrderedMap;
use serde::Serialize;

use crate::ser::{impl_serialize, is_false, is_true, serialize_as_str};
use serde_json::Value;

/// Vendor extensions: keys beginning with `x-`, kept on round trip and written sorted, after
/// the spec's own fields.
pub type Extensions = BTreeMap<String, Value>;

/// One UI component, as described by one spec file.
///
/// Fields are in the order of the spec format's field list ([`crate::model::keys::SPEC`]),
/// which is also the order [`ComponentSpec::to_json`] writes them in. An absent optional field
/// takes its default: `None`, an empty list or map, `complexity` `simple`.
#[derive(Debug, Clone, PartialEq)]
pub struct ComponentSpec {
    /// `$schema`: the schema the file declares, for editors. Written first.
    pub schema: Option<String>,
    /// Component name; the spec's identity (matched against component code).
    pub name: String,
    /// Short description.
    pub description: Option<String>,
    /// Free-text category (commonly actions, forms, feedback, navigation, data-display, layout).
    pub category: Option<String>,
    /// Complexity level; `moderate` when absent.
    pub complexity: Complexity,
    /// Component properties.
    pub props: Vec<Prop>,
    /// Variation axes.
    pub variants: Vec<Variant>,
    /// Variant axis name → default value, in file order.
    pub default_variants: OrderedMap<String, String>,
    /// Composition points.
    pub slots: Vec<Slot>,
    /// Structural parts.
    pub anatomy: Vec<AnatomyPart>,
    /// `part.property[:state][axis=value]` → `{token.path}`, in file order.
    pub token_mapping: OrderedMap<String, String>,
    /// Interactive states (`hover`, `focus`, `open`, ...).
    pub states: Vec<String>,
    /// Handlers the component emits (`onClick`), kept apart from props.
    pub events: Vec<Event>,
    /// Names of other specs this component is built from.
    pub dependencies: Vec<String>,
    /// Accessibility requirements; absent when the file has none.
    pub accessibility: Option<Accessibility>,
    /// Free-text usage guidelines.
    pub guidelines: Vec<String>,
    /// `x-*` keys.
    pub extensions: Extensions,
}

impl ComponentSpec {
    /// A spec with only a name and every other field at its default (only `name` is required).
    pub fn new(name: impl Into<String>) -> Self {
        ComponentSpec {
            schema: None,
            name: name.into(),
            description: None,
            category: None,
            complexity: Complexity::default(),
            props: Vec::new(),
            variants: Vec::new(),
            default_variants: OrderedMap::new(),
            slots: Vec::new(),
            anatomy: Vec::new(),
            token_mapping: OrderedMap::new(),
            states: Vec::new(),
            events: Vec::new(),
            dependencies: Vec::new(),
            accessibility: None,
            guidelines: Vec::new(),
            extensions: Extensions::new(),
        }
    }

    /// The stable serialisation: `$schema` first, then the format's key order (`model/keys.rs`), then
    /// `x-*` keys sorted; 2-space indent and a trailing newline, so generated files diff cleanly.
    /// Empty arrays and maps are left out (they are the defaults); `complexity` is always written.
    pub fn to_json(&self) -> String {
        to_pretty_json(self)
    }
}

/// Serialises with 2-space indentation and a trailing newline.
fn to_pretty_json(value: &impl Serialize) -> String {
    // Serialising plain data with string keys into a String cannot fail.
    let mut text = serde_json::to_string_pretty(value).unwrap_or_default();
    text.push('\n');
    text
}

impl_serialize!(ComponentSpec [flatten extensions] {
    "$schema" => schema [skip Option::is_none],
    "name" => name,
    "description" => description [skip Option::is_none],
    "category" => category [skip Option::is_none],
    "complexity" => complexity,
    "props" => props [skip Vec::is_empty],
    "variants" => variants [skip Vec::is_empty],
    "defaultVariants" => default_variants [skip OrderedMap::is_empty],
    "slots" => slots [skip Vec::is_empty],
    "anatomy" => anatomy [skip Vec::is_empty],
    "tokenMapping" => token_mapping [skip OrderedMap::is_empty],
    "states" => states [skip Vec::is_empty],
    "events" => events [skip Vec::is_empty],
    "dependencies" => dependencies [skip Vec::is_empty],
    "accessibility" => accessibility [skip Option::is_none],
    "guidelines" => guidelines [skip Vec::is_empty],
});

impl_serialize!(Prop [flatten extensions] {
    "name" => name,
    "type" => ty,
    "required" => required [skip is_false],
    "default" => default [skip Option::is_none],
    "description" => description [skip Option::is_none],
});

impl_serialize!(Variant [flatten extensions] {
    "name" => name,
    "values" => values,
    "description" => description [skip Option::is_none],
});

impl_serialize!(Slot [flatten extensions] {
    "name" => name,
    "description" => description [skip Option::is_none],
    "required" => required [skip is_false],
});

impl_serialize!(AnatomyPart [flatten extensions] {
    "name" => name,
    "description" => description [skip Option::is_none],
    "required" => required [skip is_true],
});

impl_serialize!(Event [flatten extensions] {
    "name" => name,
    "description" => description [skip Option::is_none],
    "required" => required [skip is_false],
});

impl_serialize!(Accessibility [flatten extensions] {
    "role" => role [skip Option::is_none],
    "ariaAttributes" => aria_attributes [skip Vec::is_empty],
    "keyboardInteractions" => keyboard_interactions [skip Vec::is_empty],
});

impl_serialize!(KeyboardInteraction [flatten extensions] {
    "key" => key,
    "description" => description,
});

serialize_as_str!(Complexity);

/// Complexity level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Complexity {
    /// Basic component, few props, no complex state.
    Simple,
    /// Component with variants, moderate state. The default.
    #[default]
    Moderate,
    /// Composite component, multiple parts, rich state.
    Complex,
}

impl Complexity {
    /// Every value, from the least to the most complex.
    pub const ALL: [Complexity; 3] = [
        Complexity::Simple,
        Complexity::Moderate,
        Complexity::Complex,
    ];

    /// The JSON string of the value.
    pub fn as_str(self) -> &'static str {
        match self {
            Complexity::Simple => "simple",
            Complexity::Moderate => "moderate",
            Complexity::Complex => "complex",
        }
    }

    /// Parses the JSON string of a value.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == name)
    }
}

impl fmt::Display for Complexity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A component property.
#[derive(Debug, Clone, PartialEq)]
pub struct Prop {
    /// Prop name.
    pub name: String,
    /// Free-text type (`string`, `boolean`, `UiNode`, `() => void`, `"sm" | "md"`, ...).
    pub ty: String,
    /// Whether the prop must be given; `false` when absent (and not written when `false`).
    pub required: bool,
    /// Default value: any JSON value, `null` included. `None` when absent.
    pub default: Option<Value>,
    /// Description.
    pub description: Option<String>,
    /// `x-*` keys.
    pub extensions: Extensions,
}

/// A variation axis.
#[derive(Debug, Clone, PartialEq)]
pub struct Variant {
    /// Axis name (`variant`, `size`).
    pub name: String,
    /// Allowed values, in order.
    pub values: Vec<String>,
    /// Description.
    pub description: Option<String>,
    /// `x-*` keys.
    pub extensions: Extensions,
}

/// A composition point.
#[derive(Debug, Clone, PartialEq)]
pub struct Slot {
    /// Slot name.
    pub name: String,
    /// Description.
    pub description: Option<String>,
    /// Whether the slot must be filled; `false` when absent (and not written when `false`).
    pub required: bool,
    /// `x-*` keys.
    pub extensions: Extensions,
}

/// A structural part.
#[derive(Debug, Clone, PartialEq)]
pub struct AnatomyPart {
    /// Part name (`root`, `label`, `icon`).
    pub name: String,
    /// Description.
    pub description: Option<String>,
    /// Whether the part is always present; **`true`** when absent, and not written
    /// when `true`.
    pub required: bool,
    /// `x-*` keys.
    pub extensions: Extensions,
}

/// A handler the component emits.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    /// Handler name (`onClick`).
    pub name: String,
    /// Description.
    pub description: Option<String>,
    /// Whether a caller must give a handler (Yew's callback prop without `prop_or`); `false` by
    /// default.
    pub required: bool,
    /// `x-*` keys.
    pub extensions: Extensions,
}

/// Accessibility requirements.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Accessibility {
    /// ARIA role.
    pub role: Option<String>,
    /// Required ARIA attributes.
    pub aria_attributes: Vec<String>,
    /// Keyboard interactions.
    pub keyboard_interactions: Vec<KeyboardInteraction>,
    /// `x-*` keys.
    pub extensions: Extensions,
}

/// One key (or `+`-joined combination) and what it does.
#[derive(Debug, Clone, PartialEq)]
pub struct KeyboardInteraction {
    /// `Enter`, `Space`, `Shift+Tab`, ...
    pub key: String,
    /// What the key does.
    pub description: String,
    /// `x-*` keys.
    pub extensions: Extensions,
}
