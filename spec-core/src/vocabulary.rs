//! The type vocabulary: how uispec reads a prop's free-text `type`.
//!
//! A spec prop's `type` is free text, written for people who know TypeScript as
//! often as for Rust programmers. This one table gives it a meaning that inference
//! (`spec:infer`), validation, the macro and the Figma importer share:
//!
//! | spec text | [`SpecType`] | Rust counterparts |
//! |---|---|---|
//! | `string` | [`SpecType::String`] | `String`, `&str`, `AttrValue`, `Oco`, `SharedString`, `TextProp`, `IString`, `Cow<str>` |
//! | `boolean` | [`SpecType::Boolean`] | `bool` |
//! | `number` | [`SpecType::Number`] | `i8`…`i128`, `u8`…`u128`, `isize`, `usize`, `f32`, `f64` |
//! | `UiNode` | [`SpecType::UiNode`] | `Children`, `ChildrenFn`, `AnyView`, `ViewFn`, `Element`, `Html`, `VNode` |
//! | `function`, `() => void`, `(value: string) => void` | [`SpecType::Function`] | `Callback<T>`, `EventHandler<T>`, `impl Fn(T)`, `Box<dyn Fn(T)>` |
//! | `"sm" \| "md"` | [`SpecType::Literals`] | a unit-only enum whose value strings are the literals |
//! | `T[]`, `Array<T>` | [`SpecType::Array`] | `Vec<T>`, `&[T]`, `Box<[T]>` |
//! | `string \| string[]` | [`SpecType::Union`] | an enum with data, or a custom type |
//! | anything else (`object`, `Date`) | [`SpecType::Named`] | any other type, compared by nothing but presence |
//!
//! Wrappers that only make a value reactive or optional (`Option`, `Signal`, `MaybeSignal`,
//! `MaybeProp`, `ReadSignal`, `ReadOnlySignal`, `RwSignal`, `Memo`, `MaybeDyn`) are looked
//! through before a Rust type is classified ([`crate::code`]).

use std::fmt;

use serde_json::Value;

/// A prop type as uispec understands it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpecType {
    /// `string`.
    String,
    /// `boolean`.
    Boolean,
    /// `number`.
    Number,
    /// `UiNode`: renderable content (also read: `ReactNode`, `node`, `Element`).
    UiNode,
    /// A function: `function`, or a signature such as `(value: string) => void`, kept as written.
    Function(String),
    /// A union of string literals, `"sm" | "md" | "lg"`, in order.
    Literals(Vec<String>),
    /// `T[]` or `Array<T>`.
    Array(Box<SpecType>),
    /// Any other union, `string | string[]`.
    Union(Vec<SpecType>),
    /// Any other name, kept as written (`object`, `Date`, `IconName`).
    Named(String),
}

impl SpecType {
    /// The words the table reads as types of their own (what an editor offers for `type`).
    pub const WORDS: &'static [&'static str] =
        &["string", "boolean", "number", "UiNode", "function"];

    /// Reads a spec's `type` text. Never fails: what the table does not know is
    /// [`SpecType::Named`].
    pub fn parse(text: &str) -> SpecType {
        let text = text.trim();
        let members = split_top_level(text, '|');
        if members.len() > 1 {
            let types: Vec<SpecType> = members.iter().map(|m| SpecType::parse(m)).collect();
            if types.iter().all(|t| matches!(t, SpecType::Literals(_))) {
                let literals = types
                    .into_iter()
                    .flat_map(|t| match t {
                        SpecType::Literals(values) => values,
                        _ => Vec::new(),
                    })
                    .collect();
                return SpecType::Literals(literals);
            }
            return SpecType::Union(types);
        }
        if let Some(literal) = string_literal(text) {
            return SpecType::Literals(vec![literal]);
        }
        if let Some(inner) = text.strip_suffix("[]") {
            return SpecType::Array(Box::new(SpecType::parse(inner)));
        }
        if let Some(inner) = text
            .strip_prefix("Array<")
            .and_then(|rest| rest.strip_suffix('>'))
        {
            return SpecType::Array(Box::new(SpecType::parse(inner)));
        }
        if text.starts_with('(') {
            if has_top_level_arrow(text) {
                return SpecType::Function(text.to_owned());
            }
            if let Some(inner) = text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
                return SpecType::parse(inner);
            }
        }
        match text {
            "string" | "String" => SpecType::String,
            "boolean" | "bool" | "Boolean" => SpecType::Boolean,
            "number" | "Number" | "integer" => SpecType::Number,
            "UiNode" | "ReactNode" | "node" | "Element" | "JSX.Element" => SpecType::UiNode,
            "function" | "Function" => SpecType::Function(text.to_owned()),
            _ => SpecType::Named(text.to_owned()),
        }
    }

    /// Whether a prop `default` fits this type (`null` fits every type: it means "none").
    pub fn accepts(&self, value: &Value) -> bool {
        match (self, value) {
            (_, Value::Null) => true,
            (SpecType::String, Value::String(_))
            | (SpecType::Boolean, Value::Bool(_))
            | (SpecType::Number, Value::Number(_))
            | (SpecType::Named(_) | SpecType::UiNode | SpecType::Function(_), _) => true,
            (SpecType::Literals(values), Value::String(s)) => values.contains(s),
            (SpecType::Array(item), Value::Array(items)) => items.iter().all(|i| item.accepts(i)),
            (SpecType::Union(types), value) => types.iter().any(|t| t.accepts(value)),
            _ => false,
        }
    }
}

/// The canonical spec text: what `spec:infer` writes.
impl fmt::Display for SpecType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecType::String => f.write_str("string"),
            SpecType::Boolean => f.write_str("boolean"),
            SpecType::Number => f.write_str("number"),
            SpecType::UiNode => f.write_str("UiNode"),
            SpecType::Function(signature) => f.write_str(signature),
            SpecType::Literals(values) => {
                for (i, value) in values.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" | ")?;
                    }
                    // serde_json quotes and escapes like the TypeScript the notation comes from.
                    write!(f, "{}", Value::String(value.clone()))?;
                }
                Ok(())
            }
            SpecType::Array(item) => match **item {
                SpecType::Union(_) | SpecType::Literals(_) | SpecType::Function(_) => {
                    write!(f, "({item})[]")
                }
                _ => write!(f, "{item}[]"),
            },
            SpecType::Union(types) => {
                for (i, ty) in types.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" | ")?;
                    }
                    write!(f, "{ty}")?;
                }
                Ok(())
            }
            SpecType::Named(name) => f.write_str(name),
        }
    }
}

/// `"sm"` or `'sm'` → `sm`.
fn string_literal(text: &str) -> Option<String> {
    let quote = text.chars().next().filter(|c| *c == '"' || *c == '\'')?;
    let inner = text.get(1..text.len().checked_sub(1)?)?;
    (text.len() >= 2 && text.ends_with(quote) && !inner.contains(quote)).then(|| inner.to_owned())
}

/// Splits at `separator` outside brackets and quotes.
fn split_top_level(text: &str, separator: char) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '<' | '{') => depth += 1,
            // `=>` is an arrow, not a closing bracket.
            (None, '>') if text[..i].ends_with('=') => {}
            (None, ')' | ']' | '>' | '}') => depth -= 1,
            (None, c) if c == separator && depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts
}

/// `(a: string) => void` has an arrow after its parameter list; `(string | number)` does not.
fn has_top_level_arrow(text: &str) -> bool {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return text[i + 1..].trim_start().starts_with("=>");
                }
            }
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn reads_the_table() {
        assert_eq!(SpecType::parse("string"), SpecType::String);
        assert_eq!(SpecType::parse(" boolean "), SpecType::Boolean);
        assert_eq!(SpecType::parse("UiNode"), SpecType::UiNode);
        assert_eq!(
            SpecType::parse(r#""sm" | 'md' | "lg""#),
            SpecType::Literals(vec!["sm".into(), "md".into(), "lg".into()])
        );
        assert_eq!(
            SpecType::parse("string[]"),
            SpecType::Array(Box::new(SpecType::String))
        );
        assert_eq!(
            SpecType::parse("Array<number>"),
            SpecType::Array(Box::new(SpecType::Number))
        );
        assert_eq!(
            SpecType::parse("string | string[]"),
            SpecType::Union(vec![
                SpecType::String,
                SpecType::Array(Box::new(SpecType::String))
            ])
        );
        assert_eq!(
            SpecType::parse("(value: string | null) => void"),
            SpecType::Function("(value: string | null) => void".into())
        );
        assert_eq!(SpecType::parse("(string)"), SpecType::String);
        assert_eq!(SpecType::parse("Date"), SpecType::Named("Date".into()));
        assert_eq!(SpecType::parse(""), SpecType::Named(String::new()));
    }

    #[test]
    fn writes_what_it_reads() {
        for text in [
            "string",
            "\"button\" | \"submit\" | \"reset\"",
            "(\"a\" | \"b\")[]",
            "string | number[]",
            "(event: MouseEvent) => void",
            "object",
        ] {
            assert_eq!(SpecType::parse(text).to_string(), text);
        }
    }

    #[test]
    fn defaults_must_fit() {
        let size = SpecType::parse("\"sm\" | \"md\"");
        assert!(size.accepts(&json!("sm")));
        assert!(!size.accepts(&json!("xl")));
        assert!(size.accepts(&json!(null)));
        assert!(!SpecType::Boolean.accepts(&json!("false")));
        assert!(SpecType::parse("number[]").accepts(&json!([1, 2])));
        assert!(!SpecType::parse("number[]").accepts(&json!(["1"])));
        assert!(SpecType::parse("string | number").accepts(&json!(3)));
    }
}
