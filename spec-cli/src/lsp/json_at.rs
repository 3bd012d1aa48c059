//! What is at a byte offset of a JSON text that may be half typed: the path of keys and indices
//! to it, whether it is a key or a value, and the string under the cursor. Completion runs on
//! every keystroke, when the file is rarely valid JSON (`"background": "{color.ac`), so this
//! scans the text up to the cursor with a stack instead of parsing it; an unterminated string
//! ends at the end of its line (JSON strings hold no raw newline).

use std::ops::Range;

/// One step of the path from the document's root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Step {
    Key(String),
    Index(usize),
}

/// Whether the cursor is where a key or a value goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    Key,
    Value,
}

/// What is at the cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct At {
    /// For a value: the path to it. For a key: the path to the object it belongs to.
    pub(crate) path: Vec<Step>,
    pub(crate) role: Role,
    /// The string the cursor is in: the bytes between its quotes (to the end of the line
    /// when it is not closed), as written, escapes included.
    pub(crate) string: Option<Range<usize>>,
}

impl At {
    /// The path as keys only (`["tokenMapping", "root.background"]`), indices shown as
    /// numbers, for matching against known places.
    pub(crate) fn keys(&self) -> Vec<&str> {
        self.path
            .iter()
            .map(|step| match step {
                Step::Key(key) => key.as_str(),
                Step::Index(_) => "#",
            })
            .collect()
    }

    /// The key the value at the cursor belongs to, or the key being typed.
    pub(crate) fn last_key(&self) -> Option<&str> {
        match self.path.last() {
            Some(Step::Key(key)) => Some(key),
            _ => None,
        }
    }
}

#[derive(Debug)]
enum Frame {
    Object { key: Option<String>, colon: bool },
    Array { index: usize },
}

/// What is at byte `offset` of `text`.
pub(crate) fn at(text: &str, offset: usize) -> At {
    let bytes = text.as_bytes();
    let offset = offset.min(bytes.len());
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < offset {
        match bytes[i] {
            b'{' => stack.push(Frame::Object {
                key: None,
                colon: false,
            }),
            b'[' => stack.push(Frame::Array { index: 0 }),
            b'}' | b']' => {
                stack.pop();
            }
            b':' => {
                if let Some(Frame::Object { colon, .. }) = stack.last_mut() {
                    *colon = true;
                }
            }
            b',' => match stack.last_mut() {
                Some(Frame::Object { key, colon }) => {
                    *key = None;
                    *colon = false;
                }
                Some(Frame::Array { index }) => *index += 1,
                None => {}
            },
            b'"' => {
                let (content, closed) = string_at(bytes, i);
                // Right before the closing quote is still inside.
                if offset <= content.end {
                    return finish(&stack, Some(content));
                }
                if let Some(Frame::Object { key, colon: false }) = stack.last_mut() {
                    *key = Some(text[content.clone()].to_owned());
                }
                i = if closed { content.end + 1 } else { content.end };
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    finish(&stack, None)
}

/// The content of the string whose opening quote is at `start`, and whether it is closed.
fn string_at(bytes: &[u8], start: usize) -> (Range<usize>, bool) {
    let mut j = start + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'"' => return (start + 1..j, true),
            b'\n' | b'\r' => return (start + 1..j, false),
            _ => j += 1,
        }
    }
    (start + 1..bytes.len().max(start + 1), false)
}

fn finish(stack: &[Frame], string: Option<Range<usize>>) -> At {
    let mut path = Vec::new();
    let mut role = Role::Value;
    for (depth, frame) in stack.iter().enumerate() {
        let last = depth + 1 == stack.len();
        match frame {
            Frame::Object { key, colon } => {
                if *colon {
                    if let Some(key) = key {
                        path.push(Step::Key(key.clone()));
                    }
                } else if last {
                    role = Role::Key;
                }
            }
            Frame::Array { index } => path.push(Step::Index(*index)),
        }
    }
    At { path, role, string }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `at` the `|` in `marked`, which is removed first.
    fn at_mark(marked: &str) -> (At, String) {
        let offset = marked.find('|').unwrap();
        let text = marked.replacen('|', "", 1);
        (at(&text, offset), text)
    }

    #[test]
    fn a_half_typed_token_reference() {
        let (at, text) = at_mark(
            "{\"name\": \"Button\",\n \"tokenMapping\": {\n  \"root.background\": \"{color.ac|\n",
        );
        assert_eq!(at.keys(), ["tokenMapping", "root.background"]);
        assert_eq!(at.role, Role::Value);
        assert_eq!(&text[at.string.unwrap()], "{color.ac");
    }

    #[test]
    fn a_closed_string_is_whole() {
        let (at, text) = at_mark("{\"tokenMapping\": {\"a.b\": \"{co|lor.x}\", \"c.d\": \"{y}\"}}");
        assert_eq!(&text[at.string.clone().unwrap()], "{color.x}");
        assert_eq!(at.keys(), ["tokenMapping", "a.b"]);
    }

    #[test]
    fn keys_and_array_items() {
        let (at, _) = at_mark("{\"props\": [{\"name\": \"a\"}, {\"name\": \"b\", \"ty|");
        assert_eq!(at.role, Role::Key);
        assert_eq!(at.path, [Step::Key("props".into()), Step::Index(1)]);
        let (at, text) = at_mark("{\"dependencies\": [\"Icon\", \"Sp|\"]}");
        assert_eq!(at.keys(), ["dependencies", "#"]);
        assert_eq!(at.path[1], Step::Index(1));
        assert_eq!(&text[at.string.unwrap()], "Sp");
    }

    #[test]
    fn outside_strings_and_after_nested_values() {
        let (at, _) = at_mark("{\"a\": {\"b\": [1, {\"c\": 2}]}, \"d\": |");
        assert_eq!(at.keys(), ["d"]);
        assert_eq!(at.role, Role::Value);
        assert_eq!(at.string, None);
        let (at, _) = at_mark("{\"a\": \"x\\\"y\", |}");
        assert_eq!(at.role, Role::Key);
        assert!(at.path.is_empty());
    }

    proptest::proptest! {
        /// Whatever is typed, with the cursor anywhere (inside a character included), the scan
        /// answers, and the string it reports is a slice of the text.
        #[test]
        fn any_text_any_offset(text in r#"[{}\[\]":,\\ \n\rae\u{e9}\u{1f600}0-9]{0,64}"#, offset in 0..80usize) {
            let found = at(&text, offset);
            if let Some(string) = found.string {
                proptest::prop_assert!(text.get(string).is_some());
            }
        }
    }

    #[test]
    fn any_bytes_any_offset() {
        for text in ["", "\"", "{\"é", "]]]}}", "{\"a\":::,,,[[", "\"\\"] {
            for offset in 0..=text.len() + 2 {
                let _ = at(text, offset);
            }
        }
    }
}
