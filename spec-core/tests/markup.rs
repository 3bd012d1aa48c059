//! The markup model: what `view!`, `html!` and `rsx!` render, read from the three example
//! component libraries (one per framework) and from small hostile inputs.

use std::path::{Path, PathBuf};

use uispec_core::Diagnostics;
use uispec_core::code::markup::{Markup, Value};
use uispec_core::code::{Component, Options, extract, read_sources};

fn example(dir: &str) -> Vec<Component> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(dir);
    let mut diags = Diagnostics::new();
    let files = read_sources(&mut diags, &root, &[PathBuf::from("src")]);
    extract(&mut diags, &files, &Options::default())
}

/// The elements as an indented outline: `<tag name=value …>`, values shown as `"text"`,
/// `CONST`, `{keys}` (bound; `?` when not all visible) or bare.
fn outline(markup: &Markup) -> String {
    let mut out = String::new();
    for (i, element) in markup.elements.iter().enumerate() {
        let mut depth = 0;
        let mut at = element.parent;
        while let Some(parent) = at {
            depth += 1;
            at = markup.elements[parent].parent;
        }
        let root = if markup.root == Some(i) {
            " (root)"
        } else {
            ""
        };
        out.push_str(&format!("{}<{}", "  ".repeat(depth), element.tag));
        for attribute in &element.attributes {
            let value = match &attribute.value {
                Value::Text(text) => format!("={text:?}"),
                Value::Constant(name) => format!("={name}"),
                Value::Bound { keys, local } => {
                    let keys: Vec<&str> = keys
                        .iter()
                        .map(String::as_str)
                        .filter(|k| matches!(*k, "Escape" | "Enter" | " " | "ArrowDown"))
                        .collect();
                    format!("={{{}{}}}", keys.join(","), if *local { "" } else { "?" })
                }
                Value::Flag => String::new(),
            };
            out.push_str(&format!(" {}{value}", attribute.name));
        }
        out.push_str(&format!(">{root}\n"));
    }
    for opaque in &markup.opaque {
        out.push_str(&format!("opaque: {}\n", opaque.what));
    }
    out
}

fn component<'c>(components: &'c [Component], name: &str) -> &'c Component {
    components.iter().find(|c| c.name == name).unwrap()
}

#[test]
fn leptos_markup_is_read_with_nesting_constants_and_handlers() {
    let components = example("design-system");
    insta::assert_snapshot!(
        "leptos_checkbox",
        outline(&component(&components, "Checkbox").markup)
    );
    insta::assert_snapshot!(
        "leptos_dialog",
        outline(&component(&components, "Dialog").markup)
    );
}

#[test]
fn yew_markup_is_read_through_if_blocks() {
    let components = example("yew-components");
    insta::assert_snapshot!(
        "yew_dialog",
        outline(&component(&components, "Dialog").markup)
    );
}

#[test]
fn dioxus_markup_is_read_from_blocks() {
    let components = example("dioxus-components");
    insta::assert_snapshot!(
        "dioxus_button",
        outline(&component(&components, "Button").markup)
    );
    insta::assert_snapshot!(
        "dioxus_checkbox",
        outline(&component(&components, "Checkbox").markup)
    );
}
