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
                Value::Bound { keys, local, .. } => {
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
        let children = if element.holds_children {
            " (children)"
        } else {
            ""
        };
        out.push_str(&format!(">{root}{children}\n"));
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

/// Copies the example design system (specs, tokens, code, configuration) into a temporary
/// directory.
fn copy_design_system() -> tempfile::TempDir {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let target = to.join(entry.file_name());
            if entry.file_type().unwrap().is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).unwrap();
            }
        }
    }
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system");
    let dir = tempfile::tempdir().unwrap();
    for name in ["specs", "tokens", "src"] {
        copy(&from.join(name), &dir.path().join(name));
    }
    for name in ["uispec.toml", "Cargo.toml"] {
        std::fs::copy(from.join(name), dir.path().join(name)).unwrap();
    }
    dir
}

/// Replaces `from` (which must be there) by `to` in the file at `path` under `root`.
fn seed(root: &Path, path: &str, from: &str, to: &str) {
    let path = root.join(path);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{from:?} is not in {}", path.display());
    std::fs::write(path, text.replacen(from, to, 1)).unwrap();
}

/// The accessibility findings of the project at `root`, at `strict`: `rule path:line:column
/// message`, notes included.
fn accessibility_findings(root: &Path) -> Vec<String> {
    use uispec_core::project::{CodeScope, Project};
    use uispec_core::validate::Session;
    const RULES: [&str; 7] = [
        "contrast-text",
        "contrast-non-text",
        "focus-indicator-missing",
        "role-mismatch",
        "aria-attribute-missing",
        "part-not-rendered",
        "keyboard-unhandled",
    ];
    let mut inputs = Project::discover(root).unwrap().inputs(CodeScope::Project);
    inputs.rules.level = uispec_core::levels::Level::Strict;
    let report = Session::new(inputs).report();
    report
        .diagnostics
        .as_slice()
        .iter()
        .filter(|d| RULES.contains(&d.rule.as_str()))
        .map(|d| format!("{} {} {}", d.rule, d.primary, d.message))
        .collect()
}

#[test]
fn the_example_keeps_its_contract_and_each_seeded_defect_is_reported_exactly() {
    // Seven rules, seven seeds, seven findings; none before the seeds.
    let dir = copy_design_system();
    let root = dir.path();
    assert_eq!(accessibility_findings(root), Vec::<String>::new());

    // One defect of each rule, as a careless edit would make it.
    seed(
        root,
        "src/components/button.rs",
        "role=ButtonSpec::ROLE",
        "role=\"link\"",
    );
    seed(
        root,
        "src/components/dialog.rs",
        "aria-labelledby=\"dialog-title\"\n",
        "",
    );
    seed(
        root,
        "src/components/checkbox.rs",
        "data-part=CheckboxSpec::PART_LABEL\n",
        "",
    );
    seed(
        root,
        "src/components/dialog.rs",
        "\"Escape\" if close_on_escape",
        "\"Enter\" if close_on_escape",
    );
    seed(
        root,
        "specs/checkbox.json",
        "\"label.textColor\": \"{color.text.default}\"",
        "\"label.textColor\": \"{color.text.disabled}\"",
    );
    seed(
        root,
        "specs/input.json",
        "\"field.borderColor\": \"{color.field.border}\"",
        "\"field.borderColor\": \"{color.border.subtle}\"",
    );
    seed(
        root,
        "specs/icon-button.json",
        "\"root.outlineColor:focus\": \"{color.focus.ring}\",\n    \"root.outlineWidth:focus\"",
        "\"root.outlineColor:active\": \"{color.focus.ring}\",\n    \"root.outlineWidth:active\"",
    );
    insta::assert_snapshot!("seeded_defects", accessibility_findings(root).join("\n"));
}

#[test]
fn hostile_markup_is_read_in_linear_time_and_bounded_depth() {
    // 200,000 words in one `rsx!` with no block, and 100,000 `<` with no tag end, and groups
    // nested past the reader's depth: each is read (to nothing much) without stalling.
    let words = "a ".repeat(200_000);
    let opens = "<x ".repeat(100_000);
    let deep = format!("{}{}", "{".repeat(200), "}".repeat(200));
    let source = format!(
        "use dioxus::prelude::*;\n#[component]\npub fn A() -> Element {{ rsx! {{ {words} }} }}\n\
         #[component]\npub fn B() -> Element {{ rsx! {{ div {{ {deep} }} }} }}\n\
         use leptos::prelude::*;\n#[component]\npub fn C() -> impl IntoView {{ view! {{ {opens} }} }}\n"
    );
    let file = uispec_core::SourceFile::new("src/lib.rs", source);
    let mut diags = Diagnostics::new();
    let components = extract(&mut diags, &[file], &Options::default());
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["A", "B", "C"], "{diags:?}");
    assert!(component(&components, "A").markup.elements.is_empty());
    assert_eq!(component(&components, "B").markup.elements.len(), 1);
}

/// A component read from one file of a crate of its own.
fn read_one(source: &str) -> Vec<Component> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("src")).unwrap();
    std::fs::write(dir.path().join("src/lib.rs"), source).unwrap();
    let mut diags = Diagnostics::new();
    let files = read_sources(&mut diags, dir.path(), &[PathBuf::from("src")]);
    extract(&mut diags, &files, &Options::default())
}

/// A spread after an attribute's value (singlestage's `type=kind.get().unwrap_or(…)
/// {..global_attrs}`) is the next attribute, not more of the value; after a name it is a
/// struct literal's base. A spread of a bundle the body writes (`<{..} title="t" />`) is read.
#[test]
fn a_spread_after_a_value_is_read_as_a_spread() {
    let components = read_one(
        "use leptos::prelude::*;\n#[component]\npub fn Next(kind: MaybeProp<String>) -> impl IntoView {\n    let attrs = view! { <{..} title=\"t\" /> };\n    view! { <button type=kind.get().unwrap_or(String::new()) {..attrs}>\"x\"</button> }\n}\n\n#[component]\npub fn Plain() -> impl IntoView {\n    view! { <Provider value=State { ..State::default() }><p>\"x\"</p></Provider> }\n}\n",
    );
    // `attrs` is a bundle of attributes the body writes: they are read onto the button.
    let next = &component(&components, "Next").markup;
    assert!(!next.spreads_attributes());
    assert!(next.elements[0].attribute("title").is_some());
    assert!(!component(&components, "Plain").markup.spreads_attributes());
}

/// The `keyboard-unhandled` findings (notes included) of a Leptos crate whose `src/lib.rs` is
/// `source`, with one spec per `(name, keys)`.
fn key_findings(source: &str, specs: &[(&str, &[&str])]) -> Vec<String> {
    use uispec_core::project::{CodeScope, Project};
    use uispec_core::validate::Session;
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("src")).unwrap();
    std::fs::create_dir_all(root.join("specs")).unwrap();
    std::fs::write(root.join("src/lib.rs"), source).unwrap();
    std::fs::write(root.join("uispec.toml"), "components = [\"src\"]\n").unwrap();
    for (name, keys) in specs {
        let keys: Vec<String> = keys
            .iter()
            .map(|key| format!("{{\"key\": \"{key}\", \"description\": \"x\"}}"))
            .collect();
        let spec = format!(
            "{{\"name\": \"{name}\", \"accessibility\": {{\"keyboardInteractions\": [{}]}}}}",
            keys.join(", ")
        );
        std::fs::write(root.join(format!("specs/{name}.json")), spec).unwrap();
    }
    let inputs = Project::discover(root).unwrap().inputs(CodeScope::Project);
    let report = Session::new(inputs).report();
    report
        .diagnostics
        .as_slice()
        .iter()
        .filter(|d| d.rule.as_str() == "keyboard-unhandled")
        .map(|d| format!("{:?} {}", d.severity, d.message))
        .collect()
}

/// Keys compared where real libraries compare them: in a helper of the file the handler
/// calls or names, and in a listener on `window` (Leptos, leptos-use, gloo). Each is found
/// again when it is gone; a handler that hands the event to a function out of sight is a note.
#[test]
fn keys_are_found_in_helpers_and_window_listeners() {
    let source = r#"use leptos::prelude::*;

fn on_key(event: &web_sys::KeyboardEvent, open: RwSignal<bool>) {
    if event.key() == "Escape" { open.set(false); }
}

fn handle_keydown(event: web_sys::KeyboardEvent) {
    match event.key().as_str() { "ArrowDown" => {}, _ => {} }
}

#[component]
pub fn Helper() -> impl IntoView {
    let open = RwSignal::new(true);
    view! { <div tabindex="0" on:keydown=move |e| on_key(&e, open)></div> }
}

#[component]
pub fn Named() -> impl IntoView {
    view! { <div tabindex="0" on:keydown=handle_keydown></div> }
}

#[component]
pub fn Window() -> impl IntoView {
    let open = RwSignal::new(true);
    let _handle = window_event_listener(ev::keydown, move |e| {
        if e.key() == "Escape" { open.set(false); }
    });
    view! { <div role="dialog"></div> }
}

#[component]
pub fn UseListener() -> impl IntoView {
    let _ = use_event_listener(document(), ev::keydown, move |e| on_key(&e, RwSignal::new(true)));
    view! { <div role="dialog"></div> }
}

#[component]
pub fn Hidden() -> impl IntoView {
    view! { <div tabindex="0" on:keydown=move |e| crate::keys::route(e)></div> }
}
"#;
    let specs: &[(&str, &[&str])] = &[
        ("Helper", &["Escape", "ArrowDown"]),
        ("Named", &["ArrowDown"]),
        ("Window", &["Escape"]),
        ("UseListener", &["Escape"]),
        ("Hidden", &["Escape"]),
    ];
    assert_eq!(
        key_findings(source, specs),
        [
            "Warning `ArrowDown` is handled by no element of `Helper`: no native element handles it and no keyboard handler compares it",
            "Note `Escape` cannot be checked: a keyboard handler is defined out of sight",
        ]
    );
    // Each handler removed is found again.
    let removed = source
        .replace("if event.key() == \"Escape\" { open.set(false); }", "")
        .replace("\"ArrowDown\" => {},", "")
        .replace("if e.key() == \"Escape\" { open.set(false); }", "");
    let found = key_findings(&removed, specs);
    for name in ["Helper", "Named", "Window", "UseListener"] {
        assert!(
            found
                .iter()
                .any(|f| f.starts_with("Warning") && f.contains(&format!("`{name}`"))),
            "{name}: {found:#?}"
        );
    }
}

/// singlestage's `ThemeProvider`, written twice under `#[cfg]` for two builds, is one
/// component (no "2 components are named" error on its spec).
#[test]
fn a_component_written_for_two_builds_is_one() {
    let components = read_one(
        "use leptos::prelude::*;\n#[cfg(not(feature = \"islands\"))]\n#[component]\npub fn ThemeProvider(children: Children) -> impl IntoView {\n    view! { <div>{children()}</div> }\n}\n#[cfg(feature = \"islands\")]\n#[island]\npub fn ThemeProvider(children: Children) -> impl IntoView {\n    view! { <div>{children()}</div> }\n}\n",
    );
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["ThemeProvider"]);
}

/// A file of a thousand functions, each calling hundreds of others and holding its own
/// literals, is read with bounded work: the helpers' keys stop at their budget, and a handler
/// calling one is then out of sight (a note), never a guessed warning.
#[test]
fn hostile_helpers_are_followed_with_bounded_work() {
    let mut source = String::from("use leptos::prelude::*;\n");
    for f in 0..1_000 {
        source.push_str(&format!("fn h{f}(e: KeyboardEvent) {{"));
        for k in 0..40 {
            source.push_str(&format!(" \"k{f}x{k}\";"));
        }
        for c in 0..200 {
            source.push_str(&format!(" h{}(e);", (f + c + 1) % 1_000));
        }
        source.push_str(" }\n");
    }
    source.push_str(
        "#[component]\npub fn Menu() -> impl IntoView {\n    view! { <div tabindex=\"0\" on:keydown=move |e| h0(e)></div> }\n}\n",
    );
    let components = read_one(&source);
    let menu = component(&components, "Menu");
    let handler = menu.markup.elements[0].attribute("on:keydown").unwrap();
    match &handler.value {
        Value::Bound { keys, local, .. } => {
            assert!(
                !local,
                "the budget ran out: the helper's keys are out of sight"
            );
            assert!(keys.len() <= 64, "{}", keys.len());
        }
        other => panic!("{other:?}"),
    }
}

/// The literals a bound class may take are read where libraries build it: a list pushed to
/// over the body (Dioxus, through a format string naming it), a `format!`; and boundedly, as
/// many as a hostile body writes.
#[test]
fn class_literals_are_read_from_the_body_that_builds_them() {
    let bound = |components: &[Component], name: &str| -> (Vec<String>, Option<String>) {
        let element = &component(components, name).markup.elements[0];
        match &element.attribute("class").unwrap().value {
            Value::Bound {
                literals, first, ..
            } => (literals.clone(), first.clone()),
            other => panic!("{other:?}"),
        }
    };
    let literals = |components: &[Component], name: &str| bound(components, name).0;
    let components = read_one(
        "use dioxus::prelude::*;\n#[component]\npub fn Pager(size: String) -> Element {\n    let mut class_list = vec![\"pagination\".to_string()];\n    if !size.is_empty() { class_list.push(format!(\"pagination-{}\", size)); }\n    let class_list = class_list.join(\" \");\n    rsx! { ul { class: \"{class_list}\" } }\n}\n",
    );
    let found = literals(&components, "Pager");
    for literal in ["pagination", "pagination-{}", "{class_list}"] {
        assert!(found.iter().any(|l| l == literal), "{literal} in {found:?}");
    }
    // What it is built from: the `let`'s literal, not a later push.
    assert_eq!(bound(&components, "Pager").1.as_deref(), Some("pagination"));
    let components = read_one(
        "use yew::prelude::*;\n#[function_component(Link)]\npub fn link(props: &Props) -> Html {\n    let mut classes = Classes::new();\n    if props.stretched { classes.push(\"stretched-link\"); }\n    html! { <a class={classes}></a> }\n}\n",
    );
    assert_eq!(
        bound(&components, "Link"),
        (vec!["stretched-link".to_owned()], None)
    );
    let components = read_one(
        "use leptos::prelude::*;\n#[component]\npub fn Chip(tone: Tone) -> impl IntoView {\n    view! { <span class=move || format!(\"chip chip--{}\", tone.name())></span> }\n}\n",
    );
    assert!(literals(&components, "Chip").contains(&"chip chip--{}".to_owned()));
    assert_eq!(
        bound(&components, "Chip").1.as_deref(),
        Some("chip chip--{}")
    );
    // A value chosen by a branch is built from no one literal: each is one branch's.
    let components = read_one(
        "use dioxus::prelude::*;\n#[component]\npub fn Field(plain: bool) -> Element {\n    let class_list = if plain { vec![\"form-control-plaintext\"] } else { vec![\"form-control\"] };\n    let class_list = class_list.join(\" \");\n    rsx! { input { class: class_list } }\n}\n#[component]\npub fn Badge(tone: String) -> Element {\n    rsx! { span { class: match tone.as_str() { \"a\" => \"badge-a\", _ => \"badge-b\" } } }\n}\n",
    );
    assert_eq!(bound(&components, "Field").1, None);
    assert!(literals(&components, "Field").contains(&"form-control".to_owned()));
    assert_eq!(bound(&components, "Badge").1, None);
    let pushes: String = (0..5_000)
        .map(|i| format!("    classes.push(\"c{i}\".to_string());\n"))
        .collect();
    let components = read_one(&format!(
        "use leptos::prelude::*;\n#[component]\npub fn Many() -> impl IntoView {{\n    let mut classes = Vec::new();\n{pushes}    view! {{ <span class=classes.join(\" \") title=classes.join(\" \")></span> }}\n}}\n"
    ));
    let found = literals(&components, "Many");
    assert_eq!(
        found.len(),
        uispec_core::code::markup::MAX_LITERALS,
        "{found:?}"
    );
}

/// The values a computed attribute can take are listed only when every result is a literal or
/// a name the branch has tested against a fixed local list; anything else may be any value.
#[test]
fn an_attribute_chosen_from_a_fixed_list_takes_only_its_values() {
    let choices = |source: &str| -> Option<Vec<String>> {
        let components = read_one(&format!(
            "use leptos::prelude::*;\n#[component]\npub fn Field(kind: MaybeProp<String>, other: String) -> impl IntoView {{\n{source}\n}}\n"
        ));
        match &component(&components, "Field").markup.elements[0]
            .attribute("type")
            .unwrap()
            .value
        {
            Value::Bound { choices, .. } => choices.clone(),
            value => panic!("{value:?}"),
        }
    };
    // singlestage's Input: the caller's type when the list allows it, else "text".
    let listed = "    let allowed = [\"text\", \"email\"];\n    view! { <input type=move || { let t = kind.get().unwrap_or_default(); if allowed.contains(&t.as_str()) { t } else { \"text\".to_string() } } /> }";
    assert_eq!(choices(listed), Some(vec!["text".into(), "email".into()]));
    // Branches of literals, and a binding the body makes once of them.
    assert_eq!(
        choices(
            "    view! { <input type=match other.as_str() { \"a\" => Some(\"radio\"), _ => Some(\"checkbox\") } /> }"
        ),
        Some(vec!["radio".into(), "checkbox".into()])
    );
    assert_eq!(
        choices(
            "    let kind = if other.is_empty() { \"radio\" } else { \"checkbox\" };\n    view! { <input type=kind /> }"
        ),
        Some(vec!["radio".into(), "checkbox".into()])
    );
    // A list that may change, a list with a computed item, a name the branch did not test, a
    // name bound again inside the branch: out of sight.
    for source in [
        "    let mut allowed = [\"text\"];\n    view! { <input type=move || { let t = kind.get().unwrap_or_default(); if allowed.contains(&t.as_str()) { t } else { \"text\".into() } } /> }",
        "    let allowed = [\"text\", other.as_str()];\n    view! { <input type=move || { let t = kind.get().unwrap_or_default(); if allowed.contains(&t.as_str()) { t } else { \"text\".into() } } /> }",
        "    let allowed = [\"text\"];\n    view! { <input type=move || { let t = kind.get().unwrap_or_default(); if allowed.contains(&t.as_str()) { other.clone() } else { \"text\".into() } } /> }",
        "    let allowed = [\"text\"];\n    view! { <input type=move || { let t = kind.get().unwrap_or_default(); if allowed.contains(&t.as_str()) { let t = other.clone(); t } else { \"text\".into() } } /> }",
        "    view! { <input type=move || if other.is_empty() { \"text\".to_string() } else { other.clone() } /> }",
        // `None` leaves the attribute out: its values are not always there.
        "    view! { <input type=match other.as_str() { \"a\" => Some(\"radio\"), _ => None } /> }",
        "    let mut kind = \"radio\";\n    kind = \"checkbox\";\n    view! { <input type=kind /> }",
        // A name an arm binds is not the body's binding of the same name.
        "    let picked = \"radio\";\n    view! { <input type=match kind.get() { Some(picked) => picked, None => \"text\".into() } /> }",
    ] {
        assert_eq!(choices(source), None, "{source}");
    }
}

/// What the markup says of an element's surroundings: whether every render of its parent
/// holds it (not in a branch, a loop, an expression or a component's children), whether its
/// content holds what the reader cannot list, and whether a computed attribute is always
/// written.
#[test]
fn an_element_knows_whether_it_is_always_there() {
    let components = read_one(
        "use dioxus::prelude::*;\n#[component]\npub fn Field(big: bool, label: Option<String>, children: Element) -> Element {\n    let mode: &str = big.then_some(\"big\").unwrap_or(\"small\");\n    rsx! {\n        div { \"data-mode\": mode, title: label.clone(),\n            input { r#type: \"checkbox\" }\n            if big { span {} }\n            Icon { b {} }\n        }\n        p { \"text\" }\n        section { {children} }\n    }\n}\n",
    );
    let markup = &component(&components, "Field").markup;
    let element = |tag: &str| markup.elements.iter().find(|e| e.tag == tag).unwrap();
    assert!(!element("input").conditional);
    assert!(element("span").conditional);
    assert!(
        element("b").conditional,
        "a component's children render when it chooses"
    );
    // The div holds a component; the section an expression; the paragraph only text.
    assert!(element("div").open);
    assert!(element("section").open);
    assert!(!element("p").open);
    let always = |name: &str| match &element("div").attribute(name).unwrap().value {
        Value::Bound { always, .. } => *always,
        other => panic!("{other:?}"),
    };
    assert!(always("data-mode"), "typed as a string");
    assert!(!always("title"), "an `Option` may leave it out");
}

/// The class every render starts from, read across branches that agree, and forgotten when
/// the value is assigned anew.
#[test]
fn the_class_a_value_is_built_from_survives_agreeing_branches_only() {
    let first = |body: &str| -> Option<String> {
        let components = read_one(&format!(
            "use dioxus::prelude::*;\n#[component]\npub fn Group(vertical: bool, switch: bool) -> Element {{\n{body}\n    let classes = classes.join(\" \");\n    rsx! {{ div {{ class: classes }} }}\n}}\n"
        ));
        match &component(&components, "Group").markup.elements[0]
            .attribute("class")
            .unwrap()
            .value
        {
            Value::Bound { first, .. } => first.clone(),
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(
        first(
            "    let classes = if switch { vec![\"check\", \"switch\"] } else { vec![\"check\"] };"
        )
        .as_deref(),
        Some("check")
    );
    assert_eq!(
        first("    let classes = if switch { vec![\"switch\"] } else { vec![\"check\"] };"),
        None
    );
    assert_eq!(
        first(
            "    let mut classes = vec![\"group\"];\n    if vertical { classes = vec![\"group-vertical\"]; }"
        ),
        None
    );
}

/// Dioxus components written without `#[component]` (as dioxus-router's `Link` is) are
/// components: PascalCase, one props struct, `Element` returned. An app's `fn App()` and a
/// helper taking props are not. A component named through a path keeps its first segment.
#[test]
fn a_dioxus_component_without_an_attribute_is_read() {
    let components = read_one(
        "use dioxus::prelude::*;\n#[derive(Props, Clone, PartialEq)]\npub struct LinkProps { to: String, children: Element }\npub fn Link(props: LinkProps) -> Element {\n    rsx! { a { href: props.to, {props.children} } }\n}\npub fn App() -> Element { rsx! { Link { to: \"/\", icons::Check {} } } }\npub fn render_link(props: LinkProps) -> Element { rsx! { a {} } }\n",
    );
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Link"]);
    let link = component(&components, "Link");
    assert_eq!(link.framework, uispec_core::code::Framework::Dioxus);
    assert_eq!(link.markup.elements[0].tag, "a");
    assert_eq!(
        link.props.len(),
        1,
        "the props struct's fields: {:?}",
        link.props
    );
    let app = read_one(
        "use dioxus::prelude::*;\n#[component]\npub fn App() -> Element { rsx! { Link { to: \"/\" } icons::Check {} } }\n",
    );
    let opaque: Vec<(Option<&str>, Option<&str>)> = (component(&app, "App").markup.opaque.iter())
        .map(|o| (o.qualifier.as_deref(), o.component.as_deref()))
        .collect();
    assert_eq!(
        opaque,
        [(None, Some("Link")), (Some("icons"), Some("Check"))]
    );
}

/// A `match` inside `rsx!` has Rust expressions for arms: the markup each returns is read
/// (on a condition), and a component one renders is out of sight, not lost.
#[test]
fn the_arms_of_a_match_in_rsx_are_read() {
    let components = read_one(
        "use dioxus::prelude::*;\n#[component]\npub fn Item(to: Option<String>, children: Element) -> Element {\n    rsx! {\n        li { class: \"item\",\n            match to {\n                Some(to) => rsx! { Link { to: to, {children} } },\n                None => rsx! { a { href: \"#\", {children} } },\n            }\n        }\n    }\n}\n",
    );
    let markup = &component(&components, "Item").markup;
    let tags: Vec<(&str, bool)> = (markup.elements.iter())
        .map(|e| (e.tag.as_str(), e.conditional))
        .collect();
    assert_eq!(tags, [("li", false), ("a", true)]);
    assert_eq!(markup.elements[1].parent, Some(0));
    let opaque: Vec<Option<&str>> = markup
        .opaque
        .iter()
        .map(|o| o.component.as_deref())
        .collect();
    assert_eq!(opaque, [Some("Link")]);
    assert!(markup.elements[0].holds_children);
}
