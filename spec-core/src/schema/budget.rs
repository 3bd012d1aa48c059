//! A bound on the work of checking one value against a JSON Schema, decided before the schema
//! is compiled.
//!
//! A validator evaluates every subschema a value reaches, and `$ref` lets a small schema reach
//! one subschema many times: forty `$defs`, each an `anyOf` of two `$ref`s to the next, make
//! 2⁴⁰ evaluations of every value, days of CPU from a 3 KB file in a pull request. So the schema
//! is first walked the way a validator expands it, `$ref`s followed, and refused once that
//! expansion passes [`MAX_SUBSCHEMAS`]. The walk stops there, so it costs at most that many
//! steps itself. A reference back into a subschema being expanded (a recursive schema) counts
//! once: its recursion is bounded by the depth of the value checked, not by the schema.
//!
//! References are followed within the schema only (`#/json/pointer`, `#anchor`, and `$id`s of
//! its own subschemas); it has no others, since schemas are compiled without network or file
//! access.

use std::collections::HashMap;

use serde_json::Value;

/// Subschemas one value may be checked against. Real schemas stay far below it: the built-in
/// component spec schema, fully expanded, has about 1,000.
pub const MAX_SUBSCHEMAS: usize = 100_000;

/// Keywords whose values are data, not subschemas: a `$ref` inside them is not a reference.
const DATA_KEYWORDS: &[&str] = &["const", "default", "enum", "examples"];

/// How many subschemas one value may be checked against (`$ref`s expanded), or `None` past
/// [`MAX_SUBSCHEMAS`].
pub fn subschemas(schema: &Value) -> Option<usize> {
    let mut targets = Targets::default();
    targets.collect(schema);
    let mut walk = Walk {
        root: schema,
        targets: &targets,
        expanding: Vec::new(),
        seen: 0,
    };
    walk.value(schema).ok().map(|()| walk.seen)
}

/// What a `$ref` can name besides a JSON Pointer: anchors and `$id`s, from one pass over the
/// schema.
#[derive(Default)]
struct Targets<'s> {
    anchors: HashMap<&'s str, &'s Value>,
    ids: HashMap<&'s str, &'s Value>,
}

impl<'s> Targets<'s> {
    fn collect(&mut self, value: &'s Value) {
        match value {
            Value::Object(members) => {
                for (key, child) in members {
                    match (key.as_str(), child) {
                        ("$anchor" | "$dynamicAnchor", Value::String(name)) => {
                            self.anchors.insert(name, value);
                        }
                        ("$id", Value::String(id)) => {
                            let id = id.trim_end_matches('#');
                            self.ids.insert(id, value);
                            self.ids.insert(last_segment(id), value);
                        }
                        (key, _) if DATA_KEYWORDS.contains(&key) => {}
                        _ => self.collect(child),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|item| self.collect(item)),
            _ => {}
        }
    }

    /// The subschema `reference` names, if it is one of this schema's own.
    fn resolve(&self, root: &'s Value, reference: &str) -> Option<&'s Value> {
        let (base, fragment) = reference.split_once('#').unwrap_or((reference, ""));
        let resource = if base.is_empty() {
            root
        } else {
            // `$id`s are matched as written or by their last segments: enough to follow a
            // schema's references to itself without resolving URIs.
            *self
                .ids
                .get(base)
                .or_else(|| self.ids.get(last_segment(base)))?
        };
        let fragment = percent_decode(fragment);
        if fragment.is_empty() {
            Some(resource)
        } else if fragment.starts_with('/') {
            resource.pointer(&fragment)
        } else {
            self.anchors.get(fragment.as_str()).copied()
        }
    }
}

/// The expansion walk; `Err` once it passes the budget.
struct Walk<'s, 't> {
    root: &'s Value,
    targets: &'t Targets<'s>,
    /// The references being expanded, by address: a reference back into one is recursion.
    expanding: Vec<usize>,
    seen: usize,
}

impl<'s> Walk<'s, '_> {
    fn value(&mut self, value: &'s Value) -> Result<(), ()> {
        match value {
            Value::Object(members) => {
                self.seen += 1;
                if self.seen > MAX_SUBSCHEMAS {
                    return Err(());
                }
                for (key, child) in members {
                    match (key.as_str(), child) {
                        ("$ref" | "$dynamicRef", Value::String(reference)) => {
                            self.reference(reference)?
                        }
                        (key, _) if DATA_KEYWORDS.contains(&key) => {}
                        _ => self.value(child)?,
                    }
                }
                Ok(())
            }
            Value::Array(items) => items.iter().try_for_each(|item| self.value(item)),
            _ => Ok(()),
        }
    }

    fn reference(&mut self, reference: &str) -> Result<(), ()> {
        let Some(target) = self.targets.resolve(self.root, reference) else {
            return Ok(());
        };
        let address = std::ptr::from_ref(target).addr();
        if self.expanding.contains(&address) {
            return Ok(());
        }
        self.expanding.push(address);
        let result = self.value(target);
        self.expanding.pop();
        result
    }
}

fn last_segment(uri: &str) -> &str {
    uri.rsplit('/').next().unwrap_or(uri)
}

/// `%XX` escapes in a URI fragment, decoded; anything malformed is kept as written.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// `depth` `$defs`, each an `anyOf` of two references to the next: 2^depth expansions.
    fn doubling(depth: usize, reference: impl Fn(usize) -> String) -> Value {
        let mut defs = serde_json::Map::new();
        for i in 0..depth {
            defs.insert(
                format!("d{i}"),
                json!({"$anchor": format!("a{i}"), "$id": format!("https://x.example/d{i}.json"),
                       "anyOf": [{"$ref": reference(i + 1)}, {"$ref": reference(i + 1)}]}),
            );
        }
        defs.insert(format!("d{depth}"), json!({"required": ["x"]}));
        json!({"$defs": defs, "$ref": reference(0)})
    }

    #[test]
    fn multiplying_references_are_refused_however_they_are_written() {
        let pointer = |i: usize| format!("#/$defs/d{i}");
        let escaped = |i: usize| format!("#/%24defs/d{i}");
        let anchor = |i: usize| format!("#a{i}");
        let id = |i: usize| format!("d{i}.json");
        for reference in [&pointer as &dyn Fn(usize) -> String, &escaped, &anchor, &id] {
            let expanded = subschemas(&doubling(10, reference)).expect("2^10 is fine");
            assert!((1024..MAX_SUBSCHEMAS).contains(&expanded), "{expanded}");
            assert_eq!(subschemas(&doubling(40, reference)), None);
        }
    }

    #[test]
    fn recursive_schemas_and_data_are_not_expanded() {
        let tree = json!({
            "$defs": {"node": {"type": "object", "properties": {
                "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}},
            "$ref": "#/$defs/node",
            "examples": [{"$ref": "#/$defs/missing"}],
        });
        // The node's four objects are expanded three times (from `$defs`, through the root's
        // `$ref`, and once through its own), each expansion ending where it reaches itself.
        assert_eq!(subschemas(&tree), Some(14));
        assert_eq!(
            subschemas(&json!({"$ref": "#"})),
            Some(2),
            "once more through the reference"
        );
        assert_eq!(
            subschemas(&json!({"$ref": "https://elsewhere.example/s.json"})),
            Some(1)
        );
    }

    #[test]
    fn the_builtin_schema_is_far_below_the_budget() {
        let schema: Value = serde_json::from_str(crate::schema::SCHEMA_JSON).unwrap();
        let seen = subschemas(&schema).unwrap();
        assert!(seen * 20 < MAX_SUBSCHEMAS, "{seen} subschemas");
    }
}
