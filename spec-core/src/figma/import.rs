//! Figma component → component spec. No AI, no network: a function
//! of the response. Every judgement call (a True/False axis read as a boolean prop, a `State`
//! axis read as states, two names that collide, bindings left out) is a warning.
//!
//! | Figma | spec |
//! |---|---|
//! | set / component name (`Forms/Button`) | `name` (`Button`), category guessed |
//! | its description (response maps) | `description` |
//! | VARIANT definitions, else child names `Size=Large, State=Hover` | `variants`, `defaultVariants` |
//! | an axis named State / Interaction, or whose values are all interaction states | `states` |
//! | a two-valued True/False (Yes/No, On/Off) axis | a boolean prop (a state when named Hover, Focus, Pressed, Active) |
//! | BOOLEAN `Has Icon#4:64` / TEXT `Label#2:0` | boolean / string props, with defaults |
//! | INSTANCE_SWAP `Icon#3:0`, SLOT | `slots` |
//! | the default variant's layers | `anatomy` (`root` first; optional when a BOOLEAN drives it or a variant lacks it) |
//! | bound variables, with variable names | `tokenMapping` (`root.background` → `{color.action.primary}`) |
//!
//! Props, variant axes and slots keep their Figma property under `x-figma`, so a later drift
//! check can find them again after a rename.
//!
//! A new mapping (a property type, a styled field): `add_axis`, the definitions loop in `import` or
//! `bindings` here, a case in `tests/data/figma/button-set.nodes.json` with its reviewed snapshot,
//! and the table in `docs/figma-import.md`. What the drift check compares is `figma/drift.rs`.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Value, json};

use super::api::{ComponentMeta, Loaded, Node};
use super::url::is_node_id;
use crate::model::{AnatomyPart, ComponentSpec, Extensions, Prop, Slot, Variant};
use crate::naming::{guess_category, match_key, to_camel, to_pascal};

/// What the importer needs besides the response.
#[derive(Debug, Clone, Default)]
pub struct Context {
    /// The file key the response came from (the branch key for a branch).
    pub file_key: String,
    /// Variable id → name (`color/action/primary`), when the variables endpoint answered.
    pub variables: Option<BTreeMap<String, String>>,
}

/// One imported component.
#[derive(Debug, Clone)]
pub struct Imported {
    /// The spec, with its `x-source` stamp.
    pub spec: ComponentSpec,
    /// The node it came from.
    pub node_id: String,
    /// Judgement calls, one sentence each.
    pub warnings: Vec<String>,
}

/// Why nothing could be imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SelectError {
    /// The component set of the linked variant or instance is not in the response: ask for
    /// this node.
    Refetch(String),
    /// The linked instance is of a component from a library file: resolve its key
    /// (`GET /v1/components/:key`) and import from that file.
    Library {
        /// The component's key.
        key: String,
        /// Its name, for messages.
        name: String,
    },
    /// A problem with the link or the file.
    Failed {
        /// What is wrong.
        message: String,
        /// What to do.
        help: String,
    },
}

fn failed(message: impl Into<String>, help: impl Into<String>) -> SelectError {
    SelectError::Failed {
        message: message.into(),
        help: help.into(),
    }
}

/// The components a link names: the set or component itself, the set of a linked variant or
/// instance, or the components inside a linked page, section or frame (or the whole file when
/// there is no node id) — all of them with `all`, else exactly one.
pub fn select<'a>(
    loaded: &'a Loaded,
    node_id: Option<&str>,
    all: bool,
) -> Result<Vec<&'a Node>, SelectError> {
    let Some(id) = node_id else {
        return components_below(
            loaded,
            &loaded.roots.iter().collect::<Vec<_>>(),
            "the file",
            all,
        );
    };
    let Some(node) = loaded.find(id) else {
        return Err(failed(
            format!("the file `{}` has no node `{id}`", loaded.file_name),
            "the layer may have been deleted, or the link is to another file: copy the link again",
        ));
    };
    match node.kind.as_str() {
        "COMPONENT_SET" => Ok(vec![node]),
        "COMPONENT" => match loaded
            .components
            .get(id)
            .and_then(|meta| meta.component_set_id.as_deref())
        {
            Some(set) => loaded
                .find(set)
                .map(|s| vec![s])
                .ok_or_else(|| SelectError::Refetch(set.to_owned())),
            None => Ok(vec![node]),
        },
        "INSTANCE" => {
            let Some(component) = node.component_id.as_deref() else {
                return Err(failed(
                    format!(
                        "the instance `{}` does not say which component it is",
                        node.name
                    ),
                    "link the component set itself",
                ));
            };
            let meta = loaded.components.get(component);
            if let Some(meta) = meta.filter(|m| m.remote) {
                return Err(SelectError::Library {
                    key: meta.key.clone(),
                    name: meta.name.clone(),
                });
            }
            let target = meta
                .and_then(|m| m.component_set_id.as_deref())
                .unwrap_or(component);
            loaded
                .find(target)
                .map(|t| vec![t])
                .ok_or_else(|| SelectError::Refetch(target.to_owned()))
        }
        _ => components_below(loaded, &[node], &format!("`{}`", node.name), all),
    }
}

fn components_below<'a>(
    loaded: &'a Loaded,
    roots: &[&'a Node],
    what: &str,
    all: bool,
) -> Result<Vec<&'a Node>, SelectError> {
    fn walk<'a>(node: &'a Node, out: &mut Vec<&'a Node>) {
        match node.kind.as_str() {
            // Variants are imported through their set; nothing inside a component is one.
            "COMPONENT_SET" | "COMPONENT" => out.push(node),
            _ => node.children.iter().for_each(|child| walk(child, out)),
        }
    }
    let mut found = Vec::new();
    roots.iter().for_each(|root| walk(root, &mut found));
    match found.len() {
        0 => Err(failed(
            format!("{what} has no components"),
            "link a component set (in Figma: select it, then \"Copy link to selection\")",
        )),
        1 => Ok(found),
        _ if all => Ok(found),
        n => {
            let list: Vec<String> = found
                .iter()
                .take(20)
                .map(|node| {
                    format!(
                        "  {} (node-id={})",
                        display_name(loaded, node),
                        node.id.replace(':', "-")
                    )
                })
                .collect();
            let more = if n > 20 {
                format!("\n  … and {} more", n - 20)
            } else {
                String::new()
            };
            Err(failed(
                format!(
                    "{what} has {n} components; which one?\n{}{more}",
                    list.join("\n")
                ),
                "add `?node-id=<id>` to the link (or link the component set itself), or pass --all to import every one",
            ))
        }
    }
}

/// A set's or component's name as the response's maps give it (they hold the library names).
fn display_name<'a>(loaded: &'a Loaded, node: &'a Node) -> &'a str {
    meta_of(loaded, node)
        .map(|meta| meta.name.as_str())
        .filter(|name| !name.is_empty())
        .unwrap_or(&node.name)
}

/// A set's or component's entry in the response's maps (names, descriptions, links).
fn meta_of<'a>(loaded: &'a Loaded, node: &Node) -> Option<&'a ComponentMeta> {
    loaded
        .component_sets
        .get(&node.id)
        .or_else(|| loaded.components.get(&node.id))
}

/// Imports one component set or component (as [`select`] returned it).
pub fn import(loaded: &Loaded, node: &Node, context: &Context) -> Imported {
    let mut warnings = Vec::new();
    let raw_name = display_name(loaded, node).to_owned();
    let mut spec = ComponentSpec::new(spec_name(&raw_name, &mut warnings));
    spec.category = guess_category(&spec.name).map(str::to_owned);
    let meta = meta_of(loaded, node);
    spec.description = meta
        .map(|m| m.description.trim().to_owned())
        .filter(|d| !d.is_empty());

    let variants: Vec<&Node> = if node.kind == "COMPONENT_SET" {
        node.children
            .iter()
            .filter(|c| c.kind == "COMPONENT")
            .collect()
    } else {
        Vec::new()
    };
    let mut names = Names::default();
    let mut axes = Axes::from_definitions(node, &variants, &mut warnings);
    let default_variant = axes.default_variant(&variants).unwrap_or(node);
    let definitions = node
        .component_property_definitions
        .clone()
        .unwrap_or_default();
    for (key, definition) in &definitions {
        let kind = definition
            .get("type")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let default = definition.get("defaultValue");
        match kind {
            "VARIANT" => {
                if let Some(axis) = axes.take(key) {
                    add_axis(&mut spec, &mut names, axis, &mut warnings);
                }
            }
            "BOOLEAN" | "TEXT" => {
                let (ty, default) = if kind == "BOOLEAN" {
                    ("boolean", default.and_then(Value::as_bool).map(Value::Bool))
                } else {
                    ("string", default.and_then(Value::as_str).map(|s| json!(s)))
                };
                let name = names.unique(key, prop_name(key), &mut warnings);
                spec.props.push(prop(name, ty, default, key));
            }
            "INSTANCE_SWAP" | "SLOT" => {
                let name = names.unique(key, prop_name(key), &mut warnings);
                let description = default
                    .and_then(Value::as_str)
                    .and_then(|id| loaded.components.get(id))
                    .map(|meta| format!("Default: `{}`.", meta.name));
                spec.slots.push(Slot {
                    name,
                    description,
                    required: false,
                    extensions: figma_property(key),
                });
            }
            other => warnings.push(format!(
                "the property `{key}` has the type `{other}`, which uispec does not know yet; it was left out"
            )),
        }
    }
    // Axes read from variant names (no definitions for them).
    for axis in axes.rest() {
        add_axis(&mut spec, &mut names, axis, &mut warnings);
    }

    anatomy(&mut spec, loaded, default_variant, &variants, &mut warnings);
    token_mapping(&mut spec, default_variant, context, &mut warnings);
    let mut source = json!({
        "tool": "figma",
        "fileKey": context.file_key,
        "nodeId": node.id,
        "name": raw_name,
        "version": loaded.version,
        "lastModified": loaded.last_modified,
    });
    let links: Vec<&str> = meta
        .map(|m| {
            m.documentation_links
                .iter()
                .map(|l| l.uri.as_str())
                .collect()
        })
        .unwrap_or_default();
    if !links.is_empty() {
        source["documentationLinks"] = json!(links);
    }
    spec.extensions.insert("x-source".to_owned(), source);
    Imported {
        spec,
        node_id: node.id.clone(),
        warnings,
    }
}

/// `Forms/Button` → `Button`: the last segment of a slash path, in PascalCase.
fn spec_name(raw: &str, warnings: &mut Vec<String>) -> String {
    let last = raw
        .rsplit('/')
        .map(str::trim)
        .find(|s| !s.is_empty())
        .unwrap_or(raw);
    let name = to_pascal(last);
    if name.is_empty() {
        warnings.push(format!(
            "the name `{raw}` has no letters or digits; the spec is named `Component`: rename it"
        ));
        return "Component".to_owned();
    }
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        // Code Connect's rule: a component name cannot start with a digit.
        return format!("_{name}");
    }
    name
}

/// `Has Icon#4:64` → `hasIcon`: the `#id` suffix of BOOLEAN, TEXT and INSTANCE_SWAP keys
/// dropped, then camelCase.
fn prop_name(key: &str) -> String {
    to_camel(strip_id(key))
}

fn strip_id(key: &str) -> &str {
    match key.rsplit_once('#') {
        Some((name, id)) if is_node_id(id) => name,
        _ => key,
    }
}

/// `Extra Large` → `extra-large`, `2XL` → `2xl`: lowercase, anything else a dash (Code
/// Connect's rule, so the two tools agree).
fn value_name(raw: &str) -> String {
    let mut out = String::new();
    for c in raw.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

fn figma_property(key: &str) -> Extensions {
    Extensions::from([("x-figma".to_owned(), json!({ "property": key }))])
}

fn prop(name: String, ty: &str, default: Option<Value>, key: &str) -> Prop {
    Prop {
        name,
        ty: ty.to_owned(),
        required: false,
        default,
        description: None,
        extensions: figma_property(key),
    }
}

/// Names taken so far among props, variant axes and slots (one namespace in code), so that
/// two Figma properties never become one spec name.
#[derive(Debug, Default)]
struct Names {
    taken: BTreeMap<String, String>,
    fallbacks: usize,
}

impl Names {
    fn unique(&mut self, raw: &str, base: String, warnings: &mut Vec<String>) -> String {
        let base = if base.is_empty() {
            self.fallbacks += 1;
            let fallback = format!("property{}", self.fallbacks);
            warnings.push(format!(
                "the property `{raw}` has no letters or digits; it is named `{fallback}`: rename it"
            ));
            fallback
        } else {
            base
        };
        let mut name = base.clone();
        let mut n = 1;
        while self.taken.contains_key(&match_key(&name)) {
            n += 1;
            name = format!("{base}{n}");
        }
        if let Some(other) = (n > 1).then(|| self.taken.get(&match_key(&base))).flatten() {
            warnings.push(format!(
                "the properties `{other}` and `{raw}` both give the name `{base}`; `{raw}` is named `{name}`"
            ));
        }
        self.taken.insert(match_key(&name), raw.to_owned());
        name
    }
}

/// One variant axis: its Figma name, options and default, in Figma's spelling.
#[derive(Debug, Clone)]
struct Axis {
    key: String,
    options: Vec<String>,
    default: Option<String>,
}

/// The variant axes of a set, from its definitions, else from its variants' names.
#[derive(Debug, Default)]
struct Axes {
    axes: Vec<Axis>,
}

impl Axes {
    fn from_definitions(node: &Node, variants: &[&Node], warnings: &mut Vec<String>) -> Axes {
        let parsed: Vec<Vec<(String, String)>> = variants
            .iter()
            .map(|v| parse_variant_name(&v.name))
            .collect();
        let mut axes = Axes::default();
        for (key, definition) in node.component_property_definitions.iter().flatten() {
            if definition.get("type").and_then(Value::as_str) != Some("VARIANT") {
                continue;
            }
            let mut options: Vec<String> = definition
                .get("variantOptions")
                .and_then(Value::as_array)
                .map(|o| {
                    o.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default();
            if options.is_empty() {
                options = values_of(&parsed, key);
            }
            let default = definition
                .get("defaultValue")
                .and_then(Value::as_str)
                .map(str::to_owned);
            axes.axes.push(Axis {
                key: key.clone(),
                options,
                default,
            });
        }
        if axes.axes.is_empty() && parsed.iter().any(|pairs| !pairs.is_empty()) {
            warnings.push(
                "the set has no variant definitions (an older file); the axes were read from its variants' names"
                    .to_owned(),
            );
            let mut keys: Vec<String> = Vec::new();
            for (key, _) in parsed.iter().flatten() {
                if !keys.contains(key) {
                    keys.push(key.clone());
                }
            }
            for key in keys {
                let default = parsed
                    .first()
                    .and_then(|pairs| pairs.iter().find(|(k, _)| *k == key))
                    .map(|(_, v)| v.clone());
                axes.axes.push(Axis {
                    options: values_of(&parsed, &key),
                    key,
                    default,
                });
            }
        }
        axes
    }

    /// The variant whose name has every default value, else the first.
    fn default_variant<'a>(&self, variants: &[&'a Node]) -> Option<&'a Node> {
        variants
            .iter()
            .find(|variant| {
                let pairs = parse_variant_name(&variant.name);
                self.axes.iter().all(|axis| {
                    axis.default.as_ref().is_none_or(|default| {
                        pairs.iter().any(|(k, v)| *k == axis.key && v == default)
                    })
                })
            })
            .or(variants.first())
            .copied()
    }

    fn take(&mut self, key: &str) -> Option<Axis> {
        let index = self.axes.iter().position(|axis| axis.key == key)?;
        Some(self.axes.remove(index))
    }

    fn rest(self) -> Vec<Axis> {
        self.axes
    }
}

/// `Size=Large, State=Hover` → `[(Size, Large), (State, Hover)]`.
fn parse_variant_name(name: &str) -> Vec<(String, String)> {
    name.split(", ")
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect()
}

fn values_of(parsed: &[Vec<(String, String)>], key: &str) -> Vec<String> {
    let mut values: Vec<String> = Vec::new();
    for (_, value) in parsed.iter().flatten().filter(|(k, _)| k == key) {
        if !values.contains(value) {
            values.push(value.clone());
        }
    }
    values
}

const BOOLEAN_WORDS: [&str; 6] = ["true", "false", "yes", "no", "on", "off"];
const TRUE_WORDS: [&str; 3] = ["true", "yes", "on"];
/// Values of an interaction-state axis; the first four are the resting state.
const STATE_WORDS: [&str; 12] = [
    "default",
    "rest",
    "enabled",
    "normal",
    "hover",
    "hovered",
    "pressed",
    "active",
    "focus",
    "focused",
    "focus-visible",
    "disabled",
];
const STATE_AXES: [&str; 4] = ["state", "states", "interaction", "interactionstate"];

/// Adds an axis as what it is: a boolean prop, states, or a variant axis.
fn add_axis(spec: &mut ComponentSpec, names: &mut Names, axis: Axis, warnings: &mut Vec<String>) {
    let key = &axis.key;
    let lower: Vec<String> = axis
        .options
        .iter()
        .map(|o| o.trim().to_lowercase())
        .collect();
    let boolean = lower.len() == 2 && lower.iter().all(|o| BOOLEAN_WORDS.contains(&o.as_str()));
    let state_name = STATE_WORDS[4..].contains(&value_name(key).as_str());
    if boolean && state_name {
        let state = value_name(key);
        warnings.push(format!(
            "the variant axis `{key}` ({}) is read as the state `{state}`",
            axis.options.join("/")
        ));
        push_state(spec, state);
        return;
    }
    if boolean {
        let name = names.unique(key, prop_name(key), warnings);
        let default = axis
            .default
            .as_deref()
            .map(|d| TRUE_WORDS.contains(&d.trim().to_lowercase().as_str()));
        warnings.push(format!(
            "the variant axis `{key}` ({}) is read as the boolean prop `{name}`",
            axis.options.join("/")
        ));
        spec.props
            .push(prop(name, "boolean", default.map(Value::Bool), key));
        return;
    }
    let values: Vec<String> = axis.options.iter().map(|o| value_name(o)).collect();
    let all_states = values.len() >= 2 && values.iter().all(|v| STATE_WORDS.contains(&v.as_str()));
    if STATE_AXES.contains(&match_key(key).as_str()) || all_states {
        let states: Vec<String> = values
            .into_iter()
            .filter(|v| !v.is_empty() && !STATE_WORDS[..4].contains(&v.as_str()))
            .collect();
        warnings.push(format!(
            "the variant axis `{key}` is read as interaction states ({}), not a variant",
            states.join(", ")
        ));
        for state in states {
            push_state(spec, state);
        }
        return;
    }
    let name = names.unique(key, prop_name(key), warnings);
    if is_placeholder(key) {
        warnings.push(format!(
            "the variant axis `{key}` has Figma's placeholder name; rename it in Figma (and `{name}` in the spec)"
        ));
    }
    let mut unique: Vec<String> = Vec::new();
    for (raw, value) in axis.options.iter().zip(values) {
        let mut value = if value.is_empty() {
            let fallback = format!("value{}", unique.len() + 1);
            warnings.push(format!(
                "the value `{raw}` of `{key}` has no letters or digits; it is named `{fallback}`"
            ));
            fallback
        } else {
            value
        };
        if unique.contains(&value) {
            let base = value.clone();
            let mut n = 2;
            while unique.contains(&value) {
                value = format!("{base}-{n}");
                n += 1;
            }
            warnings.push(format!(
                "two values of `{key}` give `{base}`; `{raw}` is named `{value}`"
            ));
        }
        if axis.default.as_deref() == Some(raw) {
            spec.default_variants.insert(name.clone(), value.clone());
        }
        unique.push(value);
    }
    spec.variants.push(Variant {
        name,
        values: unique,
        description: None,
        extensions: figma_property(key),
    });
}

/// `Property 1`, the name Figma gives a new variant property.
fn is_placeholder(key: &str) -> bool {
    key.strip_prefix("Property ")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

fn push_state(spec: &mut ComponentSpec, state: String) {
    if !spec.states.contains(&state) {
        spec.states.push(state);
    }
}

/// `root`, then the default variant's layers, then layers only other variants have.
fn anatomy(
    spec: &mut ComponentSpec,
    loaded: &Loaded,
    default: &Node,
    variants: &[&Node],
    warnings: &mut Vec<String>,
) {
    spec.anatomy.push(AnatomyPart {
        name: "root".to_owned(),
        description: Some("The component's outer frame.".to_owned()),
        required: true,
        extensions: Extensions::new(),
    });
    let in_every_variant = |layer: &str| {
        variants
            .iter()
            .all(|v| v.children.iter().any(|c| c.name == layer))
    };
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let mut taken: BTreeSet<String> = BTreeSet::from(["root".to_owned()]);
    let others = variants
        .iter()
        .filter(|v| v.id != default.id)
        .flat_map(|v| v.children.iter());
    for (layer, from_default) in default
        .children
        .iter()
        .map(|c| (c, true))
        .chain(others.map(|c| (c, false)))
    {
        if !seen.insert(layer.name.clone()) && !from_default {
            continue;
        }
        let base = to_camel(&layer.name);
        let base = if base.is_empty() {
            "layer".to_owned()
        } else {
            base
        };
        let mut name = base.clone();
        let mut n = 1;
        while taken.contains(&name) {
            n += 1;
            name = format!("{base}{n}");
        }
        if n > 1 && from_default {
            warnings.push(format!(
                "two layers give the part name `{base}`; the layer `{}` ({}) is the part `{name}`",
                layer.name, layer.id
            ));
        }
        taken.insert(name.clone());
        let optional = layer.component_property_references.contains_key("visible")
            || layer.visible == Some(false)
            || !from_default
            || !in_every_variant(&layer.name);
        spec.anatomy.push(AnatomyPart {
            name,
            description: Some(describe_layer(loaded, layer)),
            required: !optional,
            extensions: Extensions::new(),
        });
    }
}

fn describe_layer(loaded: &Loaded, layer: &Node) -> String {
    match layer.kind.as_str() {
        "TEXT" => format!("The text layer `{}`.", layer.name),
        "INSTANCE" => match layer
            .component_id
            .as_deref()
            .and_then(|id| loaded.components.get(id))
        {
            Some(meta) => format!(
                "The layer `{}`, an instance of `{}`.",
                layer.name, meta.name
            ),
            None => format!("The layer `{}`, an instance.", layer.name),
        },
        kind => format!(
            "The layer `{}` ({}).",
            layer.name,
            kind.to_lowercase().replace('_', " ")
        ),
    }
}

/// Bound variables of the default variant's frame and direct layers → `part.property`
/// mappings, when the variable names are known.
fn token_mapping(
    spec: &mut ComponentSpec,
    default: &Node,
    context: &Context,
    warnings: &mut Vec<String>,
) {
    let parts: Vec<(String, &Node)> = std::iter::once(("root".to_owned(), default))
        .chain(
            spec.anatomy
                .iter()
                .skip(1)
                .zip(&default.children)
                .map(|(part, layer)| (part.name.clone(), layer)),
        )
        .collect();
    let mut unnamed: Vec<String> = Vec::new();
    for (part, layer) in parts {
        for (property, variable) in bindings(layer) {
            let key = format!("{part}.{property}");
            if spec.token_mapping.contains_key(&key) {
                continue;
            }
            let name = context
                .variables
                .as_ref()
                .and_then(|names| names.get(&variable));
            match name.map(|name| token_path(name)) {
                Some(Some(path)) => {
                    spec.token_mapping.insert(key, path);
                }
                Some(None) => warnings.push(format!(
                    "`{key}` is bound to the variable `{}`, whose name is not a token path; the mapping was left out",
                    name.map(String::as_str).unwrap_or_default()
                )),
                None => unnamed.push(key),
            }
        }
    }
    if !unnamed.is_empty() {
        let why = if context.variables.is_some() {
            "their variables are not in the file's local variables (library variables?)"
        } else {
            "the variables' names are unknown (Figma's variables endpoint answers on Enterprise plans only)"
        };
        warnings.push(format!(
            "{} bound to Figma variables, left out of tokenMapping because {why}: {}",
            if unnamed.len() == 1 {
                "one property is"
            } else {
                "some properties are"
            },
            unnamed.join(", ")
        ));
    }
}

/// Whether a component binds any variable: only then are the variables' names worth a request.
pub fn uses_variables(node: &Node) -> bool {
    !bindings(node).is_empty() || node.children.iter().any(uses_variables)
}

/// The variable bound to each styled property of a layer, in a fixed order.
fn bindings(layer: &Node) -> Vec<(&'static str, String)> {
    let text = layer.kind == "TEXT";
    let mut out = Vec::new();
    let paint = |paints: &[Value]| paints.iter().find_map(|p| alias(p.get("boundVariables")?));
    let fill = layer
        .bound_variables
        .get("fills")
        .and_then(alias)
        .or_else(|| paint(&layer.fills));
    if let Some(id) = fill {
        out.push((if text { "textColor" } else { "background" }, id));
    }
    let stroke = layer
        .bound_variables
        .get("strokes")
        .and_then(alias)
        .or_else(|| paint(&layer.strokes));
    if let Some(id) = stroke {
        out.push(("borderColor", id));
    }
    const FIELDS: [(&str, &str); 20] = [
        ("cornerRadius", "borderRadius"),
        ("topLeftRadius", "borderRadius"),
        ("rectangleCornerRadii", "borderRadius"),
        ("strokeWeight", "borderWidth"),
        ("individualStrokeWeights", "borderWidth"),
        ("paddingTop", "paddingTop"),
        ("paddingRight", "paddingRight"),
        ("paddingBottom", "paddingBottom"),
        ("paddingLeft", "paddingLeft"),
        ("itemSpacing", "gap"),
        ("fontSize", "fontSize"),
        ("fontFamily", "fontFamily"),
        ("fontWeight", "fontWeight"),
        ("lineHeight", "lineHeight"),
        ("letterSpacing", "letterSpacing"),
        ("opacity", "opacity"),
        ("width", "width"),
        ("height", "height"),
        ("minWidth", "minWidth"),
        ("minHeight", "minHeight"),
    ];
    for (field, property) in FIELDS {
        if let Some(id) = layer.bound_variables.get(field).and_then(alias)
            && !out.iter().any(|(p, _)| *p == property)
        {
            out.push((property, id));
        }
    }
    out
}

/// The first `VARIABLE_ALIAS` id in a binding (an alias, an array of them, or a map).
fn alias(value: &Value) -> Option<String> {
    match value {
        Value::Object(object)
            if object.get("type").and_then(Value::as_str) == Some("VARIABLE_ALIAS") =>
        {
            object.get("id").and_then(Value::as_str).map(str::to_owned)
        }
        Value::Object(object) => object.values().find_map(alias),
        Value::Array(items) => items.iter().find_map(alias),
        _ => None,
    }
}

/// `color/action/primary` → `{color.action.primary}`, or `None` when a segment cannot be a
/// token name (empty, with `.`, `{` or `}`, or starting with `$`).
fn token_path(variable: &str) -> Option<String> {
    let segments: Vec<&str> = variable.split('/').map(str::trim).collect();
    let valid = segments
        .iter()
        .all(|s| !s.is_empty() && !s.starts_with('$') && !s.contains(['.', '{', '}']));
    valid.then(|| format!("{{{}}}", segments.join(".")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let mut warnings = Vec::new();
        assert_eq!(spec_name("Forms/Icon Button", &mut warnings), "IconButton");
        assert_eq!(spec_name("2 Column", &mut warnings), "_2Column");
        assert_eq!(spec_name("⭐️", &mut warnings), "Component");
        assert_eq!(prop_name("Has Icon#4:64"), "hasIcon");
        assert_eq!(prop_name("↳ Icon L#12:3"), "iconL");
        assert_eq!(prop_name("Label"), "label");
        assert_eq!(value_name("Extra Large"), "extra-large");
        assert_eq!(value_name("2XL"), "2xl");
        assert_eq!(value_name(" With / Icon "), "with-icon");
        assert_eq!(
            token_path("color/action/primary").as_deref(),
            Some("{color.action.primary}")
        );
        assert_eq!(token_path("space/1.5"), None);
        let mut names = Names::default();
        assert_eq!(
            names.unique("textMsg#1:0", "textMsg".into(), &mut warnings),
            "textMsg"
        );
        assert_eq!(
            names.unique("TextMsg#2:0", "textMsg".into(), &mut warnings),
            "textMsg2"
        );
        assert!(
            warnings
                .last()
                .unwrap()
                .contains("`textMsg#1:0` and `TextMsg#2:0`")
        );
    }
}
