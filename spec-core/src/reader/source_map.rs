//! Where every value of a parsed file sits: JSON Pointer → byte ranges.

use std::collections::HashMap;
use std::ops::Range;

use super::json::{Json, JsonKind};

/// The byte ranges of one JSON node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeSpan {
    /// The key's range (quotes included) when the node is an object member.
    pub key: Option<Range<usize>>,
    /// The value's range.
    pub value: Range<usize>,
}

/// Byte ranges of every node the reader visited, keyed by RFC 6901 JSON Pointer (`""` is the
/// root, `/props/0/name` a prop's name, `/tokenMapping/root.background` a mapping).
///
/// Later stages (validation rules, the macro, the MCP server) point at spec values through
/// this map, so the model itself stays plain data.
#[derive(Debug, Clone, Default)]
pub struct SourceMap {
    nodes: HashMap<String, NodeSpan>,
}

impl SourceMap {
    /// The map of a JSON text: every key and value, whatever the schema says of it. Empty when
    /// the text is not JSON (its reader reported that already).
    pub fn build(text: &str) -> SourceMap {
        let mut map = SourceMap::default();
        if let Some(root) = super::json::parse_quiet(text, super::json::Vocabulary::Specs) {
            map.walk(&root, String::new(), None);
        }
        map
    }

    fn walk(&mut self, value: &Json, pointer: String, key: Option<Range<usize>>) {
        match &value.kind {
            JsonKind::Object(members) => {
                for member in members {
                    let child = push_pointer(&pointer, &member.key);
                    self.walk(&member.value, child, Some(member.key_span.clone()));
                }
            }
            JsonKind::Array(items) => {
                for (index, item) in items.iter().enumerate() {
                    self.walk(item, push_pointer(&pointer, &index.to_string()), None);
                }
            }
            _ => {}
        }
        let value = value.span.clone();
        self.nodes.insert(pointer, NodeSpan { key, value });
    }

    /// The ranges of the node at `pointer`, if the file has one there.
    pub fn get(&self, pointer: &str) -> Option<&NodeSpan> {
        self.nodes.get(pointer)
    }

    /// Number of nodes recorded.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether no node was recorded.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }
}

/// Appends one reference token to a JSON Pointer, escaping `~` and `/` (RFC 6901 §3).
pub fn push_pointer(pointer: &str, token: &str) -> String {
    let mut out = String::with_capacity(pointer.len() + token.len() + 1);
    out.push_str(pointer);
    out.push('/');
    if token.contains(['~', '/']) {
        out.push_str(&token.replace('~', "~0").replace('/', "~1"));
    } else {
        out.push_str(token);
    }
    out
}

/// A pointer as users read paths in messages: `/props/2/required` → `props[2].required`.
/// All-digit segments are shown as indices.
pub fn display_path(pointer: &str) -> String {
    let mut out = String::new();
    for segment in pointer.split('/').skip(1) {
        let segment = segment.replace("~1", "/").replace("~0", "~");
        if !segment.is_empty() && segment.bytes().all(|b| b.is_ascii_digit()) {
            out.push('[');
            out.push_str(&segment);
            out.push(']');
        } else if segment
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '$'))
        {
            if !out.is_empty() {
                out.push('.');
            }
            out.push_str(&segment);
        } else {
            // Map keys such as tokenMapping's `root.background:hover` are shown quoted.
            out.push_str(&format!("[{segment:?}]"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_escape_and_display() {
        assert_eq!(
            push_pointer("/tokenMapping", "a/b~c"),
            "/tokenMapping/a~1b~0c"
        );
        assert_eq!(display_path("/props/2/required"), "props[2].required");
        assert_eq!(
            display_path("/tokenMapping/a~1b~0c"),
            "tokenMapping[\"a/b~c\"]"
        );
        assert_eq!(
            display_path("/tokenMapping/root.background"),
            "tokenMapping[\"root.background\"]"
        );
        assert_eq!(display_path(""), "");
    }
}
