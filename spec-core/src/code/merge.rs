//! `spec:infer --merge`: a spec inferred again from changed code, merged into the spec on disk
//! without losing what people wrote.
//!
//! Each field belongs to one side:
//!
//! | owner | fields |
//! |---|---|
//! | code | the set and order of `props`, `variants`, `events` and `slots`; a prop's `type`, `required` and `default`; an axis's `values`; a slot's `required`; `defaultVariants` of the code's axes; `x-source.tool` and `x-source.framework` |
//! | people | `name`, `description`, `category`, `complexity`, `anatomy`, `tokenMapping`, `states`, `dependencies`, `accessibility`, `guidelines`, every item's `description`, every `x-*` key, and of `x-source` every key but `tool` and `framework` (its `path` and `component` bind the spec to its component: set by hand, they stay) |
//!
//! An item new to the spec comes with what the code says of it (its doc comment as
//! description); an item already in the spec keeps its people-owned fields. An item the code
//! no longer has is removed, and what referred to it is reported: its `defaultVariants` entry
//! (removed with it, being the code's default) and the `tokenMapping` entries that select it
//! (kept: they are people's work, and `validate` points at them until they are edited). Merging
//! the same code twice changes nothing the second time.

use std::collections::{HashMap, HashSet};
use std::fmt;

use serde_json::Value;

use crate::model::{ComponentSpec, Prop};
use crate::token_mapping::MappingKey;

/// What merging changed in one spec, in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Change {
    /// A prop, axis, event or slot the code added (`kind`, name).
    Added(&'static str, String),
    /// One the code no longer has.
    Removed(&'static str, String),
    /// A code-owned field of a prop or slot changed: kind, name, field, old and new value.
    Changed(&'static str, String, &'static str, String, String),
    /// Values added to or removed from an axis (`+` or `-`, axis, value).
    Value(char, String, String),
    /// A `defaultVariants` entry changed or went with its axis or value: axis, old, new.
    Default(String, Option<String>, Option<String>),
    /// A key of the `x-source` stamp set or changed: key, old, new.
    Source(String, Option<String>, Option<String>),
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Change::Added(kind, name) => write!(f, "+{kind} `{name}`"),
            Change::Removed(kind, name) => write!(f, "-{kind} `{name}`"),
            Change::Changed(kind, name, field, old, new) => {
                write!(f, "~{kind} `{name}` {field}: {old} → {new}")
            }
            Change::Value(sign, axis, value) => write!(f, "{sign}value `{value}` of `{axis}`"),
            Change::Default(axis, old, new) => {
                write!(f, "~default of `{axis}`: {} → {}", show(old), show(new))
            }
            Change::Source(key, old, new) => {
                write!(f, "~x-source.{key}: {} → {}", show(old), show(new))
            }
        }
    }
}

fn show(value: &Option<String>) -> String {
    value
        .as_deref()
        .map_or("none".to_owned(), |v| format!("`{v}`"))
}

/// The result of [`merge`].
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Merged {
    /// The merged spec.
    pub spec: ComponentSpec,
    /// What changed; empty when the spec already matched the code.
    pub changes: Vec<Change>,
    /// `tokenMapping` keys that select an axis or value the code no longer has (kept).
    pub stale_mappings: Vec<String>,
}

/// Merges `inferred` (from the code) into `existing` (the spec on disk), as the module docs say.
pub fn merge(existing: &ComponentSpec, inferred: &ComponentSpec) -> Merged {
    let mut spec = existing.clone();
    let mut changes = Vec::new();

    spec.props = merge_items(
        &existing.props,
        &inferred.props,
        |p| &p.name,
        &mut changes,
        "prop",
        |old, new, changes| {
            let mut prop = old.clone();
            let show_default = |p: &Prop| {
                p.default
                    .as_ref()
                    .map_or("none".to_owned(), Value::to_string)
            };
            for (field, before, after) in [
                ("type", old.ty.clone(), new.ty.clone()),
                (
                    "required",
                    old.required.to_string(),
                    new.required.to_string(),
                ),
                ("default", show_default(old), show_default(new)),
            ] {
                if before != after {
                    changes.push(Change::Changed(
                        "prop",
                        old.name.clone(),
                        field,
                        before,
                        after,
                    ));
                }
            }
            prop.ty.clone_from(&new.ty);
            prop.required = new.required;
            prop.default.clone_from(&new.default);
            prop
        },
    );

    spec.variants = merge_items(
        &existing.variants,
        &inferred.variants,
        |v| &v.name,
        &mut changes,
        "axis",
        |old, new, changes| {
            for value in new.values.iter().filter(|v| !old.values.contains(v)) {
                changes.push(Change::Value('+', old.name.clone(), value.clone()));
            }
            for value in old.values.iter().filter(|v| !new.values.contains(v)) {
                changes.push(Change::Value('-', old.name.clone(), value.clone()));
            }
            let mut axis = old.clone();
            axis.values.clone_from(&new.values);
            axis
        },
    );

    spec.events = merge_items(
        &existing.events,
        &inferred.events,
        |e| &e.name,
        &mut changes,
        "event",
        |old, _, _| old.clone(),
    );

    spec.slots = merge_items(
        &existing.slots,
        &inferred.slots,
        |s| &s.name,
        &mut changes,
        "slot",
        |old, new, changes| {
            if old.required != new.required {
                changes.push(Change::Changed(
                    "slot",
                    old.name.clone(),
                    "required",
                    old.required.to_string(),
                    new.required.to_string(),
                ));
            }
            let mut slot = old.clone();
            slot.required = new.required;
            slot
        },
    );

    // Defaults of the code's axes are the code's; an axis the code gives no default keeps a
    // default people chose while it is still one of its values.
    let mut defaults = crate::ordered::OrderedMap::new();
    for axis in &spec.variants {
        let old = existing.default_variants.get(&axis.name).cloned();
        let new = match inferred.default_variants.get(&axis.name) {
            Some(value) => Some(value.clone()),
            None => old.clone().filter(|v| axis.values.contains(v)),
        };
        if old != new {
            changes.push(Change::Default(axis.name.clone(), old, new.clone()));
        }
        if let Some(value) = new {
            defaults.insert(axis.name.clone(), value);
        }
    }
    for (axis, value) in existing.default_variants.iter() {
        if !spec.variants.iter().any(|v| v.name == *axis) {
            changes.push(Change::Default(axis.clone(), Some(value.clone()), None));
        }
    }
    spec.default_variants = defaults;

    if let Some(Value::Object(inferred_source)) = inferred.extensions.get("x-source") {
        let mut source = match existing.extensions.get("x-source") {
            Some(Value::Object(existing)) => existing.clone(),
            _ => serde_json::Map::new(),
        };
        for (key, value) in inferred_source {
            let code_owned = key == "tool" || key == "framework";
            let old = source.get(key).cloned();
            if old.as_ref() == Some(value) || (!code_owned && old.is_some()) {
                continue;
            }
            let text = |v: Option<&Value>| {
                v.map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_owned))
            };
            changes.push(Change::Source(
                key.clone(),
                text(old.as_ref()),
                text(Some(value)),
            ));
            source.insert(key.clone(), value.clone());
        }
        spec.extensions
            .insert("x-source".to_owned(), Value::Object(source));
    }

    let stale_mappings = existing
        .token_mapping
        .keys()
        .filter(|key| {
            MappingKey::parse(key).is_ok_and(|key| {
                key.selectors.iter().any(|(axis, value)| {
                    spec.variants
                        .iter()
                        .find(|v| v.name == axis.text)
                        .is_none_or(|v| !v.values.iter().any(|x| x == value.text))
                        && existing.variants.iter().any(|v| {
                            v.name == axis.text && v.values.iter().any(|x| x == value.text)
                        })
                })
            })
        })
        .cloned()
        .collect();
    Merged {
        spec,
        changes,
        stale_mappings,
    }
}

/// The code's items in the code's order: each one already in the spec merged by `update`, new
/// ones as inferred; the spec's items the code lacks are dropped. Additions and removals go to
/// `changes`.
fn merge_items<T: Clone>(
    existing: &[T],
    inferred: &[T],
    name: impl Fn(&T) -> &String,
    changes: &mut Vec<Change>,
    kind: &'static str,
    update: impl Fn(&T, &T, &mut Vec<Change>) -> T,
) -> Vec<T> {
    // By name, the first of a name as a reader of the spec would take it.
    let mut old_by_name: HashMap<&String, &T> = HashMap::new();
    for old in existing.iter().rev() {
        old_by_name.insert(name(old), old);
    }
    let new_names: HashSet<&String> = inferred.iter().map(&name).collect();
    let mut out = Vec::with_capacity(inferred.len());
    for new in inferred {
        match old_by_name.get(name(new)) {
            Some(old) => out.push(update(old, new, changes)),
            None => {
                changes.push(Change::Added(kind, name(new).clone()));
                out.push(new.clone());
            }
        }
    }
    for old in existing {
        if !new_names.contains(name(old)) {
            changes.push(Change::Removed(kind, name(old).clone()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Variant;

    fn prop(name: &str, ty: &str, required: bool) -> Prop {
        Prop {
            name: name.to_owned(),
            ty: ty.to_owned(),
            required,
            default: None,
            description: None,
            extensions: Default::default(),
        }
    }

    fn axis(name: &str, values: &[&str]) -> Variant {
        Variant {
            name: name.to_owned(),
            values: values.iter().map(|v| (*v).to_owned()).collect(),
            description: None,
            extensions: Default::default(),
        }
    }

    #[test]
    fn code_facts_change_and_human_fields_stay() {
        let mut existing = ComponentSpec::new("Button");
        existing.description = Some("Written by a person.".to_owned());
        let mut label = prop("label", "string", true);
        label.description = Some("The text.".to_owned());
        label
            .extensions
            .insert("x-figma".to_owned(), Value::from("Label"));
        existing.props = vec![label, prop("legacy", "boolean", false)];
        existing.variants = vec![axis("size", &["sm", "md"]), axis("tone", &["info"])];
        existing
            .default_variants
            .insert("size".to_owned(), "md".to_owned());
        existing
            .default_variants
            .insert("tone".to_owned(), "info".to_owned());
        existing.token_mapping.insert(
            "root.background[tone=info]".to_owned(),
            "{color.info}".to_owned(),
        );
        existing
            .token_mapping
            .insert("root.padding[size=sm]".to_owned(), "{space.sm}".to_owned());
        existing.guidelines = vec!["Use one primary button per view.".to_owned()];

        let mut inferred = ComponentSpec::new("Button");
        inferred.description = Some("From the doc comment.".to_owned());
        let mut new_label = prop("label", "string", false);
        new_label.description = Some("Doc comment.".to_owned());
        inferred.props = vec![new_label, prop("icon", "string", false)];
        inferred.variants = vec![axis("size", &["sm", "md", "lg"])];
        inferred
            .default_variants
            .insert("size".to_owned(), "md".to_owned());

        let merged = merge(&existing, &inferred);
        let spec = &merged.spec;
        assert_eq!(spec.description.as_deref(), Some("Written by a person."));
        assert_eq!(spec.props[0].description.as_deref(), Some("The text."));
        assert!(spec.props[0].extensions.contains_key("x-figma"));
        assert!(!spec.props[0].required);
        assert_eq!(spec.props[1].name, "icon");
        assert_eq!(spec.props.len(), 2);
        assert_eq!(spec.variants[0].values, ["sm", "md", "lg"]);
        assert_eq!(spec.guidelines, existing.guidelines);
        assert_eq!(spec.token_mapping, existing.token_mapping, "kept");
        assert!(!spec.default_variants.contains_key("tone"));
        assert_eq!(merged.stale_mappings, ["root.background[tone=info]"]);
        let changes: Vec<String> = merged.changes.iter().map(ToString::to_string).collect();
        assert_eq!(
            changes,
            [
                "~prop `label` required: true → false",
                "+prop `icon`",
                "-prop `legacy`",
                "+value `lg` of `size`",
                "-axis `tone`",
                "~default of `tone`: `info` → none",
            ]
        );
        let again = merge(spec, &inferred);
        assert_eq!(again.spec, *spec);
        assert!(again.changes.is_empty(), "{:?}", again.changes);
        assert!(
            again.stale_mappings.is_empty(),
            "reported once, when the axis went"
        );
    }
}
