//! The component spec (seed §2): plain data, serialised in a fixed key order.

use std::collections::BTreeMap;
use std::fmt;

use indexmap::IndexMap;
use serde::Serialize;
use serde_json::Value;

/// Vendor extensions: keys beginning with `x-`, kept on round trip and written sorted, after
/// the fields of the seed's table.
pub type Extensions = BTreeMap<String, Value>;

/// One UI component, as described by one spec file (seed §2.1).
///
/// Fields are in the seed's table order, which is also the order [`ComponentSpec::to_json`]
/// writes them in. Absent optional fields take the seed's defaults.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ComponentSpec {
    /// `$schema`: the schema the file declares, for editors. Written first.
    #[serde(rename = "$schema", skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// Component name; the spec's identity (matched against component code).
    pub name: String,
    /// Short description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Free-text category (seed §2.9: actions, forms, feedback, navigation, data-display, layout).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    /// Complexity level; `moderate` when absent.
    pub complexity: Complexity,
    /// Component properties.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub props: Vec<Prop>,
    /// Variation axes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variants: Vec<Variant>,
    /// Variant axis name → default value, in file order.
    #[serde(skip_serializing_if = "IndexMap::is_empty")]
    pub default_variants: IndexMap<String, String>,
    /// Composition points.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub slots: Vec<Slot>,
    /// Structural parts.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub anatomy: Vec<AnatomyPart>,
    /// `part.property[:state][axis=value]` → `{token.path}`, in file order.
    #[serde(skip_serializing_if = "IndexMap::is_empty")]
    pub token_mapping: IndexMap<String, String>,
    /// Interactive states (`hover`, `focus`, `open`, ...).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub states: Vec<String>,
    /// Handlers the component emits (`onClick`), kept apart from props (seed §6).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<Event>,
    /// Names of other specs this component is built from.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub dependencies: Vec<String>,
    /// Accessibility requirements; absent when the file has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accessibility: Option<Accessibility>,
    /// Free-text usage guidelines.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub guidelines: Vec<String>,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

impl ComponentSpec {
    /// A spec with only a name and every other field at its default (seed §2.1 rule 1).
    pub fn new(name: impl Into<String>) -> Self {
        ComponentSpec {
            schema: None,
            name: name.into(),
            description: None,
            category: None,
            complexity: Complexity::default(),
            props: Vec::new(),
            variants: Vec::new(),
            default_variants: IndexMap::new(),
            slots: Vec::new(),
            anatomy: Vec::new(),
            token_mapping: IndexMap::new(),
            states: Vec::new(),
            events: Vec::new(),
            dependencies: Vec::new(),
            accessibility: None,
            guidelines: Vec::new(),
            extensions: Extensions::new(),
        }
    }

    /// The stable serialisation (DESIGN §2): `$schema` first, then the seed's table order, then
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

// serde's `skip_serializing_if` passes a reference.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(value: &bool) -> bool {
    !*value
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_true(value: &bool) -> bool {
    *value
}

/// Complexity level (seed §2.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "lowercase")]
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
    /// Every value, in the seed's order.
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

/// A component property (seed §2.2).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Prop {
    /// Prop name.
    pub name: String,
    /// Free-text type (`string`, `boolean`, `UiNode`, `() => void`, `"sm" | "md"`, ...).
    #[serde(rename = "type")]
    pub ty: String,
    /// Whether the prop must be given; `false` when absent (and not written when `false`).
    #[serde(skip_serializing_if = "is_false")]
    pub required: bool,
    /// Default value: any JSON value, `null` included. `None` when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    /// Description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

/// A variation axis (seed §2.3).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Variant {
    /// Axis name (`variant`, `size`).
    pub name: String,
    /// Allowed values, in order.
    pub values: Vec<String>,
    /// Description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

/// A composition point (seed §2.4).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Slot {
    /// Slot name.
    pub name: String,
    /// Description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Whether the slot must be filled; `false` when absent (and not written when `false`).
    #[serde(skip_serializing_if = "is_false")]
    pub required: bool,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

/// A structural part (seed §2.5).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnatomyPart {
    /// Part name (`root`, `label`, `icon`).
    pub name: String,
    /// Description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Whether the part is always present; **`true`** when absent (seed §2.5), and not written
    /// when `true`.
    #[serde(skip_serializing_if = "is_true")]
    pub required: bool,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

/// A handler the component emits (seed §2.6).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Event {
    /// Handler name (`onClick`).
    pub name: String,
    /// Description.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

/// Accessibility requirements (seed §2.7).
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Accessibility {
    /// ARIA role.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
    /// Required ARIA attributes.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aria_attributes: Vec<String>,
    /// Keyboard interactions.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub keyboard_interactions: Vec<KeyboardInteraction>,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}

/// One key (or `+`-joined combination) and what it does (seed §2.7).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KeyboardInteraction {
    /// `Enter`, `Space`, `Shift+Tab`, ...
    pub key: String,
    /// What the key does.
    pub description: String,
    /// `x-*` keys.
    #[serde(flatten)]
    pub extensions: Extensions,
}
