//! CSS text: identifiers, strings and numbers written so that any name a token file or a spec
//! holds (`2xl`, spaces, quotes, non-ASCII) comes out as valid CSS that means that name, and
//! that holds no `<`, `>` or `&` from a name, so the stylesheet is safe inlined in `<style>`
//! (HTML ends that element at `</style`, whatever CSS escapes precede it).

use std::fmt::Write;

use crate::selector_template::{Piece, Placeholder, SelectorTemplate};

/// `name` as the tail of a CSS identifier: letters, digits, `-`, `_` and non-ASCII kept,
/// printable ASCII escaped with a backslash, control characters as hex escapes. The caller
/// supplies the start (`--` of a custom property, `data-` of an attribute), so a leading digit
/// needs no escape.
pub(crate) fn ident_tail(name: &str) -> String {
    if (name.bytes()).all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
        return name.to_owned();
    }
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '-' | '_' => out.push(c),
            c if !c.is_ascii() && !c.is_control() => out.push(c),
            // As hex: `\<` is still `<` to an HTML parser, and `</style` ends an inlined
            // stylesheet.
            '<' | '>' | '&' => {
                let _ = write!(out, "\\{:x} ", u32::from(c));
            }
            c if c.is_ascii_graphic() || c == ' ' => {
                out.push('\\');
                out.push(c);
            }
            c => {
                // `\a ` for a newline: the space ends the escape.
                let _ = write!(out, "\\{:x} ", u32::from(c));
            }
        }
    }
    out
}

/// `text` as a double-quoted CSS string.
pub(crate) fn string(text: &str) -> String {
    format!("\"{}\"", string_content(text, false))
}

/// `text` as the content of a CSS string: in double quotes, or in either (`single`).
fn string_content(text: &str, single: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            // Control characters, and markup: the stylesheet is meant to work inlined in
            // `<style>`, where `</style>` in a font's name would end it.
            c if c.is_control() || matches!(c, '<' | '>' | '&') => {
                let _ = write!(out, "\\{:x} ", u32::from(c));
            }
            '\'' if single => out.push_str("\\27 "),
            c => out.push(c),
        }
    }
    out
}

/// A selector template with its names filled in: each name in kebab case where it stands in
/// an identifier (a leading digit escaped where it would start one), as string content inside
/// a quoted value.
pub(crate) fn fill(template: &SelectorTemplate, name: impl Fn(Placeholder) -> String) -> String {
    let mut out = String::new();
    for piece in template.pieces() {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Placeholder {
                slot,
                quoted,
                starts_ident,
            } => {
                let value = name(*slot);
                if *quoted {
                    out.push_str(&string_content(&value, true));
                    continue;
                }
                let tail = ident_tail(&value);
                match tail.chars().next() {
                    // `.2xl` is no class selector; `.\32 xl` is the class `2xl`.
                    Some(first @ '0'..='9') if *starts_ident => {
                        let _ = write!(out, "\\{:x} {}", u32::from(first), &tail[1..]);
                    }
                    None if *starts_ident => out.push_str("\\5f "),
                    _ => out.push_str(&tail),
                }
            }
        }
    }
    out
}

/// The custom property of a token: `--` and its path joined with `-` (`color.action.primary`
/// → `--color-action-primary`). A group's own token (`$root`) is the group's name.
pub(crate) fn custom_property<'a>(path: impl IntoIterator<Item = &'a str>) -> String {
    let joined: Vec<&str> = path.into_iter().filter(|s| *s != "$root").collect();
    format!("--{}", ident_tail(&joined.join("-")))
}

/// The data attribute of a variant axis or a resolver modifier
/// ([`crate::naming::data_attribute`]), escaped for a selector.
pub(crate) fn data_attribute(name: &str) -> String {
    ident_tail(&crate::naming::data_attribute(name))
}

/// `[attribute="value"]`.
pub(crate) fn attribute_is(attribute: &str, value: &str) -> String {
    format!("[{attribute}={}]", string(value))
}

/// A number as CSS writes it: the shortest form that reads back the same, never an exponent
/// (CSS reads `1e3`, but not every tool that post-processes a stylesheet does).
pub(crate) fn number(n: f64) -> String {
    if n == 0.0 {
        return "0".to_owned();
    }
    format!("{n}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_become_valid_identifiers() {
        assert_eq!(
            custom_property(["color", "action", "primary"]),
            "--color-action-primary"
        );
        assert_eq!(custom_property(["size", "2xl"]), "--size-2xl");
        assert_eq!(custom_property(["font", "body copy"]), "--font-body\\ copy");
        assert_eq!(custom_property(["a", "b\"c"]), "--a-b\\\"c");
        assert_eq!(custom_property(["farbe", "grün"]), "--farbe-grün");
        assert_eq!(custom_property(["accent", "$root"]), "--accent");
        assert_eq!(custom_property(["a\nb"]), "--a\\a b");
        assert_eq!(data_attribute("colorScheme"), "data-color-scheme");
        assert_eq!(
            attribute_is("data-size", "2x\"l"),
            "[data-size=\"2x\\\"l\"]"
        );
        assert_eq!(string("Inter \\ UI"), "\"Inter \\\\ UI\"");
        assert_eq!(number(0.5), "0.5");
        assert_eq!(number(-0.0), "0");
        assert_eq!(number(16.0), "16");
        assert_eq!(number(1e21), "1000000000000000000000");
    }
}
