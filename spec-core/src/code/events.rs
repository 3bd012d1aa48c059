//! Event names: `on_click` (Leptos), `onclick` / `onkeydown` (Dioxus and Yew DOM events) and
//! `on_value_change` (custom events) all become the spec's `onClick`, `onKeyDown`,
//! `onValueChange`. Glued names are split with a list of DOM event words.

use crate::naming;

/// Words DOM and component event names are made of, for splitting `onkeydown`.
const WORDS: &[&str] = &[
    "animation",
    "before",
    "blur",
    "cancel",
    "change",
    "checked",
    "click",
    "close",
    "composition",
    "context",
    "copy",
    "cut",
    "dbl",
    "dismiss",
    "double",
    "down",
    "drag",
    "drop",
    "end",
    "enter",
    "error",
    "escape",
    "focus",
    "hide",
    "highlight",
    "hover",
    "in",
    "input",
    "interact",
    "item",
    "iteration",
    "key",
    "leave",
    "load",
    "menu",
    "mouse",
    "move",
    "open",
    "out",
    "outside",
    "over",
    "paste",
    "pause",
    "play",
    "pointer",
    "press",
    "reset",
    "resize",
    "scroll",
    "select",
    "show",
    "start",
    "submit",
    "tab",
    "toggle",
    "touch",
    "transition",
    "up",
    "update",
    "value",
    "wheel",
];

/// The spec name of a callback prop, when its name says it is an event (`on_*`, `on[a-z]+`).
pub(super) fn spec_name(rust_name: &str) -> Option<String> {
    let name = rust_name.strip_prefix("r#").unwrap_or(rust_name);
    let rest = match name.strip_prefix("on_") {
        Some(rest) => rest,
        None => {
            let rest = name.strip_prefix("on")?;
            if rest.starts_with(|c: char| c.is_ascii_uppercase()) {
                // `onClick`, written in camelCase already.
                return Some(name.to_owned());
            }
            // An unknown event word (`onfrobnicate`) is taken whole; `one` is no event.
            if rest.len() < 3 && split_glued(rest).is_none() {
                return None;
            }
            rest
        }
    };
    let mut pascal = String::new();
    for part in rest.split('_').filter(|p| !p.is_empty()) {
        for word in split_glued(part).unwrap_or_else(|| vec![part]) {
            pascal.push_str(&match word {
                "dbl" => "Double".to_owned(),
                word => naming::to_pascal(word),
            });
        }
    }
    (!pascal.is_empty()).then(|| format!("on{pascal}"))
}

/// `keydown` → `key`, `down`: the segmentation into [`WORDS`] with the fewest words.
fn split_glued(text: &str) -> Option<Vec<&str>> {
    if !text.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    // best[i]: the fewest words that make up text[..i].
    let mut best: Vec<Option<Vec<&str>>> = vec![None; text.len() + 1];
    best[0] = Some(Vec::new());
    for end in 1..=text.len() {
        for word in WORDS {
            if let Some(start) = end.checked_sub(word.len())
                && &text[start..end] == *word
                && let Some(prefix) = &best[start]
                && best[end]
                    .as_ref()
                    .is_none_or(|b| b.len() > prefix.len() + 1)
            {
                let mut words = prefix.clone();
                words.push(word);
                best[end] = Some(words);
            }
        }
    }
    best.pop().flatten()
}

/// A Rust payload type in the spec's TypeScript-like notation: `String` → `string`,
/// `bool` → `boolean`, numbers → `number`, `Option<T>` → `T | null`, others unchanged.
pub(super) fn ts_type(rust: &str) -> String {
    let rust = rust.trim();
    if let Some(inner) = rust
        .strip_prefix("Option<")
        .and_then(|r| r.strip_suffix('>'))
    {
        return format!("{} | null", ts_type(inner));
    }
    if let Some(inner) = rust.strip_prefix("Vec<").and_then(|r| r.strip_suffix('>')) {
        return format!("{}[]", ts_type(inner));
    }
    match rust {
        "String" | "&str" | "&'static str" | "AttrValue" | "SharedString" => "string".to_owned(),
        "bool" => "boolean".to_owned(),
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" | "u8" | "u16" | "u32" | "u64" | "u128"
        | "usize" | "f32" | "f64" => "number".to_owned(),
        other => other.rsplit("::").next().unwrap_or(other).to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn event_names() {
        for (rust, spec) in [
            ("on_click", "onClick"),
            ("onclick", "onClick"),
            ("onkeydown", "onKeyDown"),
            ("onmouseenter", "onMouseEnter"),
            ("ondblclick", "onDoubleClick"),
            ("on_value_change", "onValueChange"),
            ("on_keydown", "onKeyDown"),
            ("on_open_change", "onOpenChange"),
            ("onopenchange", "onOpenChange"),
            ("onfocusin", "onFocusIn"),
            ("onClick", "onClick"),
            ("onfrobnicate", "onFrobnicate"),
            ("r#on_close", "onClose"),
        ] {
            assert_eq!(spec_name(rust).as_deref(), Some(spec), "{rust}");
        }
        for rust in ["one", "on", "on_", "callback", "render_item"] {
            assert_eq!(spec_name(rust), None, "{rust}");
        }
    }

    #[test]
    fn payload_types() {
        assert_eq!(ts_type("String"), "string");
        assert_eq!(ts_type("Option<usize>"), "number | null");
        assert_eq!(ts_type("ev::MouseEvent"), "MouseEvent");
        assert_eq!(ts_type("Vec<String>"), "string[]");
    }
}
