//! The parts of Figma REST responses the importer reads, deserialised
//! leniently: unknown fields are ignored and node and property types are kept as strings, so a
//! type Figma adds tomorrow (`SLOT`) is tolerated, never a parse failure.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::{Map, Value};

/// One node of a document tree.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Node {
    /// `1:2`.
    pub id: String,
    /// The layer name (`Size=Large, State=Hover` for a variant).
    pub name: String,
    /// `COMPONENT_SET`, `COMPONENT`, `INSTANCE`, `FRAME`, `TEXT`, ...
    #[serde(rename = "type")]
    pub kind: String,
    /// `false` when hidden.
    pub visible: Option<bool>,
    /// Child nodes.
    pub children: Vec<Node>,
    /// On a component set or a standalone component: its properties, in file order.
    pub component_property_definitions: Option<Map<String, Value>>,
    /// Which properties drive this layer: `visible` (BOOLEAN), `characters` (TEXT),
    /// `mainComponent` (INSTANCE_SWAP).
    pub component_property_references: BTreeMap<String, String>,
    /// Variables bound to fields of this node (`VariableAlias` objects, arrays of them, or maps).
    pub bound_variables: Map<String, Value>,
    /// Fill paints; a paint can carry `boundVariables.color`.
    pub fills: Vec<Value>,
    /// Stroke paints.
    pub strokes: Vec<Value>,
    /// On an instance: the component it is an instance of.
    pub component_id: Option<String>,
}

impl Node {
    /// The node with this id in the tree below (and including) `self`.
    pub fn find(&self, id: &str) -> Option<&Node> {
        if self.id == id {
            return Some(self);
        }
        self.children.iter().find_map(|child| child.find(id))
    }
}

/// An entry of a response's `components` map (descriptions live only here, not on nodes).
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct ComponentMeta {
    /// The library key.
    pub key: String,
    /// The component's name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// Whether it comes from another file (a library).
    pub remote: bool,
    /// The set a variant belongs to.
    pub component_set_id: Option<String>,
    /// Documentation links.
    pub documentation_links: Vec<Link>,
}

/// A documentation link.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Link {
    /// The address.
    pub uri: String,
}

/// What a `GET /v1/files/:key` or `GET /v1/files/:key/nodes` response holds, in one shape.
#[derive(Debug, Clone, Default)]
pub struct Loaded {
    /// The file's name.
    pub file_name: String,
    /// The file's version id.
    pub version: String,
    /// When the file last changed (ISO 8601).
    pub last_modified: String,
    /// The trees returned: the document, or one per requested node.
    pub roots: Vec<Node>,
    /// Requested node ids the response has no node for (`nodes[id]: null`).
    pub missing: Vec<String>,
    /// Components (and variants) by node id.
    pub components: BTreeMap<String, ComponentMeta>,
    /// Component sets by node id.
    pub component_sets: BTreeMap<String, ComponentMeta>,
}

impl Loaded {
    /// The node with this id in any of the trees.
    pub fn find(&self, id: &str) -> Option<&Node> {
        self.roots.iter().find_map(|root| root.find(id))
    }

    /// Reads a response body: a nodes response (`nodes`) or a whole-file one (`document`).
    pub fn parse(body: &str) -> Result<Loaded, String> {
        let value: Value = serde_json::from_str(body)
            .map_err(|error| format!("the response is not JSON: {error}"))?;
        let Value::Object(top) = value else {
            return Err("the response is not a JSON object".to_owned());
        };
        let text = |key: &str| {
            top.get(key)
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        let mut loaded = Loaded {
            file_name: text("name"),
            version: text("version"),
            last_modified: text("lastModified"),
            ..Loaded::default()
        };
        if let Some(document) = top.get("document") {
            loaded.roots.push(node(document)?);
            loaded.add_maps(&top)?;
        } else if let Some(Value::Object(nodes)) = top.get("nodes") {
            for (id, entry) in nodes {
                match entry {
                    Value::Object(entry) => {
                        let document = entry
                            .get("document")
                            .ok_or_else(|| format!("`nodes[\"{id}\"]` has no `document`"))?;
                        loaded.roots.push(node(document)?);
                        loaded.add_maps(entry)?;
                    }
                    _ => loaded.missing.push(id.clone()),
                }
            }
        } else {
            return Err(
                "the response has neither `document` nor `nodes`: it is not a Figma file or nodes response"
                    .to_owned(),
            );
        }
        Ok(loaded)
    }

    fn add_maps(&mut self, object: &Map<String, Value>) -> Result<(), String> {
        for (key, map) in [
            ("components", &mut self.components),
            ("componentSets", &mut self.component_sets),
        ] {
            if let Some(Value::Object(entries)) = object.get(key) {
                for (id, entry) in entries {
                    let meta: ComponentMeta = serde_json::from_value(entry.clone())
                        .map_err(|error| format!("`{key}[\"{id}\"]`: {error}"))?;
                    map.insert(id.clone(), meta);
                }
            }
        }
        Ok(())
    }
}

fn node(value: &Value) -> Result<Node, String> {
    Node::deserialize(value).map_err(|error| format!("a node of the response: {error}"))
}

/// The error body of a failed request, in either of Figma's two shapes:
/// `{"status": 403, "err": "Invalid token"}` or `{"status": 403, "error": true, "message": …}`.
pub fn error_message(body: &str) -> Option<String> {
    let value: Value = serde_json::from_str(body).ok()?;
    value
        .get("err")
        .or_else(|| value.get("message"))
        .and_then(Value::as_str)
        .map(str::to_owned)
}

/// Where a library component lives, from a `GET /v1/components/:key` response: its file key
/// and the node to import (its component set when it is a variant).
pub fn component_location(body: &str) -> Option<(String, String)> {
    let value: Value = serde_json::from_str(body).ok()?;
    let meta = value.get("meta")?;
    let file_key = meta.get("file_key")?.as_str()?.to_owned();
    let set = meta
        .get("containing_frame")
        .and_then(|frame| frame.get("containingComponentSet"))
        .and_then(|set| set.get("nodeId"))
        .and_then(Value::as_str);
    let node = set.or_else(|| meta.get("node_id")?.as_str())?.to_owned();
    Some((file_key, node))
}

/// Variable ids → names, from a `GET /v1/files/:key/variables/local` response
/// (`meta.variables`), or `None` when the body is not one.
pub fn variable_names(body: &str) -> Option<BTreeMap<String, String>> {
    let value: Value = serde_json::from_str(body).ok()?;
    let variables = value.get("meta")?.get("variables")?.as_object()?;
    Some(
        variables
            .iter()
            .filter_map(|(id, variable)| {
                Some((id.clone(), variable.get("name")?.as_str()?.to_owned()))
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_response_shapes_and_unknown_types() {
        let file = r#"{"name": "Kit", "version": "7", "lastModified": "2024-05-01T00:00:00Z",
            "document": {"id": "0:0", "type": "DOCUMENT", "children": [
                {"id": "1:1", "type": "CANVAS", "name": "Page", "children": [
                    {"id": "1:2", "type": "SLOT", "name": "Future", "futureField": [1, 2]}]}]},
            "components": {"1:3": {"key": "k", "name": "A", "description": "", "remote": false,
                "componentSetId": "1:4", "documentationLinks": [], "newField": true}},
            "componentSets": {}}"#;
        let loaded = Loaded::parse(file).unwrap();
        assert_eq!(loaded.find("1:2").map(|n| n.kind.as_str()), Some("SLOT"));
        assert_eq!(
            loaded.components["1:3"].component_set_id.as_deref(),
            Some("1:4")
        );

        let nodes = r#"{"name": "Kit", "nodes": {"9:9": null,
            "1:2": {"document": {"id": "1:2", "type": "COMPONENT", "name": "B"}, "components": {}}}}"#;
        let loaded = Loaded::parse(nodes).unwrap();
        assert_eq!(loaded.missing, ["9:9"]);
        assert_eq!(loaded.find("1:2").map(|n| n.name.as_str()), Some("B"));

        assert!(Loaded::parse("<html>").unwrap_err().contains("not JSON"));
        assert!(Loaded::parse("{}").unwrap_err().contains("neither"));
    }

    #[test]
    fn error_bodies() {
        assert_eq!(
            error_message(r#"{"status":403,"err":"Invalid token"}"#).as_deref(),
            Some("Invalid token")
        );
        assert_eq!(
            error_message(r#"{"status":403,"error":true,"message":"Limited by Figma plan"}"#)
                .as_deref(),
            Some("Limited by Figma plan")
        );
        assert_eq!(error_message("Bad Gateway"), None);
    }
}
