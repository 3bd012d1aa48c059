#![allow(clippy::unwrap_used)]
//! Component code → models → inferred specs, over the corpus in `tests/data/components/`:
//! one realistic component library per framework, with the traps of rust-ui.md (a bare
//! `Option` is required in Leptos and Yew but not in Dioxus, `r#type`, glued event names,
//! generic props, `impl Into<…>`, enums declared in another file, `#[non_exhaustive]`).
//! The snapshots were reviewed line by line against each framework's documented rules.

use crate::common;

use std::path::{Path, PathBuf};

use uispec_core::code::{
    Component, DefaultValue, Framework, Options, extract, infer, read_sources,
};
use uispec_core::{Diagnostics, Severity};

fn corpus(framework: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/components")
        .join(framework)
}

/// Every component of a corpus crate, with the findings of reading it.
fn components(framework: &str) -> (Vec<Component>, Diagnostics) {
    let root = corpus(framework);
    let mut diags = Diagnostics::new();
    let files = read_sources(&mut diags, &root, &[PathBuf::from("src")]);
    let components = extract(&mut diags, &files, &Options::default());
    (components, diags)
}

fn check_corpus(framework: &str) {
    let (components, diags) = components(framework);
    assert!(diags.is_empty(), "{}", common::rendered(&diags));
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    for wanted in ["Button", "Input", "Select", "Checkbox", "Dialog", "Tabs"] {
        assert!(
            names.contains(&wanted),
            "{framework}: no {wanted} in {names:?}"
        );
    }
    insta::assert_snapshot!(
        format!("{framework}_models"),
        serde_json::to_string_pretty(&components).unwrap()
    );
    let mut notes = Diagnostics::new();
    let specs: Vec<String> = components
        .iter()
        .map(|c| infer::to_spec(&mut notes, c, c.location.file.path()).to_json())
        .collect();
    assert!(
        notes
            .as_slice()
            .iter()
            .all(|d| d.severity == Severity::Note)
    );
    insta::assert_snapshot!(
        format!("{framework}_specs"),
        format!(
            "{}\n---- notes ----\n{}",
            specs.join("\n"),
            common::rendered(&notes)
        )
    );
}

#[test]
fn leptos_library() {
    check_corpus("leptos");
}

#[test]
fn dioxus_library() {
    check_corpus("dioxus");
}

#[test]
fn yew_library() {
    check_corpus("yew");
}

/// Extracts from in-memory files.
fn extract_texts(files: &[(&str, &str)], options: &Options) -> (Vec<Component>, String) {
    let files: Vec<_> = files
        .iter()
        .map(|(path, text)| uispec_core::SourceFile::new(*path, *text))
        .collect();
    let mut diags = Diagnostics::new();
    let components = extract(&mut diags, &files, options);
    (components, common::rendered(&diags))
}

const LEPTOS_BUTTON: &str = "use leptos::prelude::*;\n#[component]\npub fn Button(label: String) -> impl IntoView { view! { <button>{label}</button> } }\n";

#[test]
fn a_file_that_does_not_parse_is_reported_and_the_others_are_still_read() {
    let broken = "use leptos::prelude::*;\n\n#[component]\npub fn Broken(label: String) -> impl IntoView { let = 5; }\n";
    let (components, report) = extract_texts(
        &[("src/broken.rs", broken), ("src/button.rs", LEPTOS_BUTTON)],
        &Options::default(),
    );
    assert_eq!(components.len(), 1);
    assert_eq!(components[0].name, "Button");
    insta::assert_snapshot!(report, @r"
    error[code-syntax]: this Rust file does not parse: expected one of: identifier, `::`, `<`, `_`, literal, `const`, `ref`, `mut`, `&`, parentheses, square brackets, `..`, `const`
     --> src/broken.rs:4:53
      |
    4 | pub fn Broken(label: String) -> impl IntoView { let = 5; }
      |                                                     ^ here
      |
      = help: fix the syntax (`cargo check` shows the same error); the other files are still analysed

    1 error
    ");
}

#[test]
fn unbalanced_brackets_are_a_lexing_error_with_a_place() {
    let (components, report) = extract_texts(
        &[("src/open.rs", "fn main() {\n    let x = (1, 2;\n}\n")],
        &Options::default(),
    );
    assert!(components.is_empty());
    assert!(
        report.contains(
            "error[code-syntax]: this Rust file does not parse: mismatched closing delimiter"
        ),
        "{report}"
    );
    assert!(report.contains("--> src/open.rs:3:1"), "{report}");
    let (_, report) = extract_texts(&[("src/open.rs", "fn main() {\n")], &Options::default());
    assert!(
        report.contains("this delimiter is never closed"),
        "{report}"
    );
    assert!(report.contains("--> src/open.rs:1:11"), "{report}");
}

#[test]
fn empty_files_and_files_without_components_give_nothing() {
    let (components, report) = extract_texts(
        &[
            ("src/empty.rs", ""),
            ("src/util.rs", "pub fn add(a: u8, b: u8) -> u8 { a + b }\n"),
        ],
        &Options::default(),
    );
    assert!(components.is_empty());
    assert_eq!(report, "");
}

#[test]
fn a_component_inside_a_macro_call_is_reported_as_not_analysable() {
    let text = "use leptos::prelude::*;\n\nmake_components! {\n    #[component]\n    pub fn Hidden() -> impl IntoView {}\n}\n";
    let (components, report) = extract_texts(&[("src/hidden.rs", text)], &Options::default());
    assert!(components.is_empty());
    insta::assert_snapshot!(report, @r"
    warning[code-macro]: a component inside `make_components!` cannot be analysed
     --> src/hidden.rs:3:1
      |
    3 | make_components! {
      | ^^^^^^^^^^^^^^^ declared inside this macro call
      |
      = help: uispec reads source code without expanding macros: declare the component outside the macro, or write its spec with `uispec add`

    1 warning
    ");
}

#[test]
fn hostile_nesting_is_refused_without_overflowing_the_stack() {
    let deep = format!(
        "fn f() {{ let x = {}1{}; }}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let bangs = format!("fn f() -> bool {{ {}true }}\n", "!".repeat(200_000));
    let (components, report) = extract_texts(
        &[
            ("src/deep.rs", &deep),
            ("src/bangs.rs", &bangs),
            ("src/button.rs", LEPTOS_BUTTON),
        ],
        &Options::default(),
    );
    assert_eq!(components.len(), 1);
    assert!(
        report.contains("brackets nest deeper than 256 levels"),
        "{report}"
    );
    assert!(
        report.contains("more than 1024 operators in a row"),
        "{report}"
    );
    assert!(report.contains("2 errors"), "{report}");
}

#[test]
fn a_ten_megabyte_file_is_read() {
    let mut text = String::from(LEPTOS_BUTTON);
    let filler = "pub fn helper_0(a: u32) -> u32 { a.wrapping_mul(31).wrapping_add(7) }\n";
    while text.len() < 10 * 1024 * 1024 {
        text.push_str(filler);
    }
    let (components, report) = extract_texts(&[("src/big.rs", &text)], &Options::default());
    assert_eq!(report, "");
    assert_eq!(components.len(), 1);
}

#[test]
fn non_utf8_and_missing_files_are_findings() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("src")).unwrap();
    std::fs::write(
        dir.path().join("src/latin1.rs"),
        b"// caf\xe9\nfn main() {}\n",
    )
    .unwrap();
    std::fs::write(dir.path().join("src/button.rs"), LEPTOS_BUTTON).unwrap();
    let mut diags = Diagnostics::new();
    let files = read_sources(
        &mut diags,
        dir.path(),
        &[PathBuf::from("src"), PathBuf::from("missing")],
    );
    assert_eq!(files.len(), 1);
    let report = common::rendered(&diags);
    assert!(report.contains("`src/latin1.rs` is not UTF-8"), "{report}");
    assert!(report.contains("`missing` does not exist"), "{report}");
}

#[test]
fn the_framework_comes_from_configuration_when_the_code_does_not_say() {
    // No `use`, a plain return type: Leptos and Dioxus read these parameters differently.
    let text = "#[component]\npub fn Badge(label: Option<String>) -> View { todo!() }\n";
    let (components, report) = extract_texts(&[("src/badge.rs", text)], &Options::default());
    assert!(components.is_empty());
    assert!(
        report
            .contains("error[code-framework]: cannot tell which framework `Badge` is written for"),
        "{report}"
    );

    for (framework, required) in [(Framework::Leptos, true), (Framework::Dioxus, false)] {
        let options = Options {
            framework: Some(framework),
        };
        let (components, report) = extract_texts(&[("src/badge.rs", text)], &options);
        assert_eq!(report, "");
        assert_eq!(components[0].framework, framework);
        assert_eq!(components[0].props[0].required, required, "{framework}");
    }
}

#[test]
fn the_framework_of_a_file_without_imports_comes_from_the_rest_of_the_crate() {
    let lib = "use dioxus::prelude::*;\nmod badge;\n";
    let badge = "#[component]\npub fn Badge(label: Option<String>) -> View { todo!() }\n";
    let (components, report) = extract_texts(
        &[("src/lib.rs", lib), ("src/badge.rs", badge)],
        &Options::default(),
    );
    assert_eq!(report, "");
    assert_eq!(components[0].framework, Framework::Dioxus);
    assert!(!components[0].props[0].required);
}

/// Round trip, until `validate` compares code with specs: every inferred spec, written and
/// read back by the spec reader, says what the model says — every prop with its required-ness
/// and literal default, every axis with its values and default, every event and slot.
#[test]
fn inferred_specs_read_back_to_their_models() {
    use uispec_core::code::DefaultValue;
    use uispec_core::code::markup::Reach;
    use uispec_core::naming::match_key;
    use uispec_core::vocabulary::SpecType;

    for framework in ["leptos", "dioxus", "yew"] {
        let (components, _) = components(framework);
        for component in &components {
            let mut notes = Diagnostics::new();
            let json = infer::to_spec(&mut notes, component, "src/x.rs").to_json();
            let (doc, diags) = common::read("specs/x.json", &json);
            assert!(diags.is_empty(), "{}", common::rendered(&diags));
            let spec = doc.unwrap().spec;
            let context = format!("{framework} {}", component.name);
            // An axis the markup does not render as a variant is written as a prop.
            let (axes, as_props): (Vec<_>, Vec<_>) = component
                .variants
                .iter()
                .partition(|axis| !matches!(axis.reach, Reach::Never | Reach::State));
            assert_eq!(
                spec.props.len(),
                component.props.len() + as_props.len(),
                "{context}"
            );
            for axis in &as_props {
                let written = spec.props.iter().find(|p| p.name == axis.name).unwrap();
                let values: Vec<String> = axis.values.iter().map(|v| v.value.clone()).collect();
                assert_eq!(
                    written.ty,
                    SpecType::Literals(values).to_string(),
                    "{context}"
                );
                assert_eq!(
                    written.default.as_ref().and_then(|d| d.as_str()),
                    axis.default.as_deref(),
                    "{context}"
                );
            }
            for prop in &component.props {
                let written = spec
                    .props
                    .iter()
                    .find(|p| match_key(&p.name) == match_key(&prop.rust_name))
                    .unwrap_or_else(|| panic!("{context}: no prop {}", prop.rust_name));
                assert_eq!(written.required, prop.required, "{context} {}", prop.name);
                assert_eq!(
                    written.ty,
                    prop.spec_type.to_string(),
                    "{context} {}",
                    prop.name
                );
                match &prop.default {
                    Some(DefaultValue::Literal(value)) => {
                        assert_eq!(
                            written.default.as_ref(),
                            Some(value),
                            "{context} {}",
                            prop.name
                        );
                    }
                    _ => assert_eq!(written.default, None, "{context} {}", prop.name),
                }
            }
            assert_eq!(spec.variants.len(), axes.len(), "{context}");
            for axis in axes {
                let written = spec.variants.iter().find(|v| v.name == axis.name).unwrap();
                let values: Vec<&str> = axis.values.iter().map(|v| v.value.as_str()).collect();
                assert_eq!(written.values, values, "{context}");
                assert_eq!(
                    spec.default_variants.get(&axis.name),
                    axis.default.as_ref(),
                    "{context}"
                );
            }
            let events: Vec<String> = component
                .events
                .iter()
                .map(|e| match_key(&e.rust_name))
                .collect();
            let written: Vec<String> = spec.events.iter().map(|e| match_key(&e.name)).collect();
            assert_eq!(written, events, "{context}");
            let slots: Vec<(&str, bool)> = component
                .slots
                .iter()
                .map(|s| (s.name.as_str(), s.required))
                .collect();
            let written: Vec<(&str, bool)> = spec
                .slots
                .iter()
                .map(|s| (s.name.as_str(), s.required))
                .collect();
            assert_eq!(written, slots, "{context}");
        }
    }
}

#[test]
fn an_enum_with_many_values_is_a_choice_not_a_variant_axis() {
    let variants: Vec<String> = (0..30).map(|i| format!("Icon{i}")).collect();
    let text = format!(
        "use yew::prelude::*;\npub enum IconName {{ {} }}\n#[derive(Properties, PartialEq)]\npub struct P {{ pub icon: IconName }}\n#[component]\npub fn Icon(props: &P) -> Html {{ todo!() }}\n",
        variants.join(", ")
    );
    let (components, report) = extract_texts(&[("src/icon.rs", &text)], &Options::default());
    assert_eq!(report, "");
    assert!(components[0].variants.is_empty());
    let prop = &components[0].props[0];
    assert!(
        prop.spec_type
            .to_string()
            .starts_with("\"icon0\" | \"icon1\"")
    );
    assert!(prop.required);
}

/// Real published code (vendored unchanged, see `tests/data/components/real-world/README.md`):
/// the inferred specs, reviewed against the source and each framework's rules.
#[test]
fn real_world_libraries() {
    for library in ["patternfly-yew", "dioxus-bulma"] {
        let root = corpus("real-world").join(library);
        let mut diags = Diagnostics::new();
        let files = read_sources(&mut diags, &root, &[PathBuf::from("src")]);
        let components = extract(&mut diags, &files, &Options::default());
        assert!(diags.is_empty(), "{}", common::rendered(&diags));
        let mut notes = Diagnostics::new();
        let specs: Vec<String> = components
            .iter()
            .map(|c| infer::to_spec(&mut notes, c, c.location.file.path()).to_json())
            .collect();
        insta::assert_snapshot!(
            format!("real_world_{library}"),
            format!(
                "{}\n---- notes ----\n{}",
                specs.join("\n"),
                common::rendered(&notes)
            )
        );
    }
}

/// Value strings are the ones the code produces: serde's and strum's renames each with their
/// own crate's algorithm, strum's plain variant names, and heck's kebab-case otherwise (digits
/// stay with their letters: `<h1>`).
#[test]
fn enum_value_strings_follow_the_crate_that_makes_them() {
    let code = r#"
use leptos::prelude::*;

#[derive(Clone, Copy, Default, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SerdeSize { #[default] XXLarge, Small }

#[derive(Clone, Copy, Default, strum::AsRefStr)]
#[strum(serialize_all = "kebab-case")]
pub enum StrumSize { #[default] XXLarge, Small }

#[derive(Clone, Copy, Default, strum::AsRefStr, strum::EnumString)]
pub enum Icon { #[default] AngleDoubleLeft, #[strum(serialize = "close")] Cross }

#[derive(Clone, Copy, Default)]
pub enum Level { #[default] H1, H2, XXLarge }

#[component]
pub fn Sample(
    #[prop(optional)] serde_size: SerdeSize,
    #[prop(optional)] strum_size: StrumSize,
    #[prop(optional)] icon: Icon,
    #[prop(optional)] level: Level,
) -> impl IntoView {}
"#;
    let (components, report) = extract_texts(&[("src/lib.rs", code)], &Options::default());
    assert_eq!(report, "");
    let values = |axis: &str| -> Vec<String> {
        components[0]
            .variants
            .iter()
            .find(|v| v.rust_name == axis)
            .unwrap_or_else(|| panic!("no axis {axis}"))
            .values
            .iter()
            .map(|v| v.value.clone())
            .collect()
    };
    assert_eq!(values("serde_size"), ["x-x-large", "small"]);
    assert_eq!(values("strum_size"), ["xx-large", "small"]);
    assert_eq!(values("icon"), ["AngleDoubleLeft", "close"]);
    assert_eq!(values("level"), ["h1", "h2", "xx-large"]);
}

/// A description is the doc's summary as rustdoc takes it: the first paragraph after any
/// Markdown headings, never the heading itself.
#[test]
fn doc_headings_are_not_descriptions() {
    let code = "use leptos::prelude::*;\n\
        /// # Accordion\n///\n/// A stack of collapsible panels.\n///\n/// ## Usage\n/// More.\n\
        #[component]\npub fn Accordion(\n    /// ## Panels\n    panels: Vec<String>,\n    \
        /// # Open\n    /// Whether every panel starts open.\n    #[prop(optional)] open: bool,\n\
        ) -> impl IntoView {}\n";
    let (components, report) = extract_texts(&[("src/lib.rs", code)], &Options::default());
    assert_eq!(report, "");
    let mut diags = Diagnostics::new();
    let spec = infer::to_spec(&mut diags, &components[0], "src/lib.rs");
    assert_eq!(
        spec.description.as_deref(),
        Some("A stack of collapsible panels.")
    );
    assert_eq!(spec.props[0].description, None, "{:?}", spec.props[0]);
    assert_eq!(
        spec.props[1].description.as_deref(),
        Some("Whether every panel starts open.")
    );
}

/// Props named like HTML attributes: only an optional one is passed through, and an enum on
/// `type` is a visual axis unless its values are HTML's. `prop_or_else(|| 5)` defaults to 5.
#[test]
fn html_named_props_and_closure_defaults() {
    let leptos = r#"
use leptos::prelude::*;
#[derive(Clone, Copy, Default)]
pub enum AlertType { #[default] Info, Success, Danger }
#[derive(Clone, Copy, Default)]
pub enum ButtonType { #[default] Button, Submit, Reset }
#[component]
pub fn Alert(
    id: usize,
    #[prop(optional)] class: String,
    #[prop(optional)] r#type: AlertType,
    #[prop(optional)] button_type: ButtonType,
) -> impl IntoView {}
"#;
    let yew = r#"
use yew::prelude::*;
#[derive(Properties, PartialEq)]
pub struct CounterProps {
    #[prop_or_else(|| 5)]
    pub start: u32,
    #[prop_or_else(initial_step)]
    pub step: u32,
}
#[function_component]
pub fn Counter(props: &CounterProps) -> Html { html! {} }
"#;
    let (components, report) = extract_texts(
        &[("src/alert.rs", leptos), ("src/counter.rs", yew)],
        &Options::default(),
    );
    assert_eq!(report, "");
    let alert = components.iter().find(|c| c.name == "Alert").unwrap();
    let props: Vec<(&str, bool)> = alert
        .props
        .iter()
        .map(|p| (p.rust_name.as_str(), p.required))
        .collect();
    assert_eq!(props, [("id", true), ("button_type", false)]);
    let passthrough: Vec<&str> = alert
        .passthrough
        .iter()
        .map(|p| p.rust_name.as_str())
        .collect();
    assert_eq!(passthrough, ["class"]);
    let axes: Vec<(&str, Vec<&str>)> = alert
        .variants
        .iter()
        .map(|a| {
            (
                a.name.as_str(),
                a.values.iter().map(|v| v.value.as_str()).collect(),
            )
        })
        .collect();
    assert_eq!(axes, [("type", vec!["info", "success", "danger"])]);

    let counter = components.iter().find(|c| c.name == "Counter").unwrap();
    let defaults: Vec<_> = counter.props.iter().map(|p| p.default.clone()).collect();
    assert_eq!(
        defaults,
        [
            Some(DefaultValue::Literal(serde_json::json!(5))),
            Some(DefaultValue::Computed("initial_step()".to_owned())),
        ]
    );
}

/// Public API follows the module tree from `lib.rs`: `pub mod` chains, named and glob
/// re-exports (through other re-exports, `self::`, `super::`, `crate::`), `#[path]`, inline
/// modules; `pub(crate) use` and `#[cfg(test)]` expose nothing; a binary's items keep `pub`.
#[test]
fn public_api_follows_the_module_tree() {
    let component = |name: &str| {
        format!("#[component]\npub fn {name}() -> impl IntoView {{ view! {{ <div/> }} }}\n")
    };
    let files = [
        (
            "src/lib.rs",
            "use leptos::prelude::*;\nmod a;\npub mod b;\nmod c;\n#[path = \"odd/place.rs\"]\nmod d;\n\
             pub use a::*;\npub use crate::d::Placed;\npub(crate) use c::Hidden;\nmod n;\npub use n::Picked;\n\
             mod inline { pub mod deeper { #[component] pub fn Deep() -> impl IntoView { view! { <i/> } } } }\n\
             pub use inline::deeper::Deep;\n\
             #[cfg(all(test, feature = \"x\"))]\nmod t { #[component] pub fn TestOnly() -> impl IntoView { view! { <i/> } } }\n",
        ),
        ("src/a.rs", "mod inner;\npub use self::inner::*;\n"),
        ("src/a/inner.rs", &component("Globbed")),
        (
            "src/b/mod.rs",
            "mod private;\npub mod public;\npub use private::Named;\n",
        ),
        (
            "src/b/private.rs",
            &format!("{}{}", component("Named"), component("Unnamed")),
        ),
        ("src/b/public.rs", &component("Open")),
        (
            "src/c.rs",
            &format!("{}{}", component("Hidden"), component("AlsoHidden")),
        ),
        ("src/odd/place.rs", &component("Placed")),
        // A glob passed through for one name exposes that name only.
        ("src/n.rs", "mod inner;\npub use inner::*;\n"),
        (
            "src/n/inner.rs",
            &format!("{}{}", component("Picked"), component("NotPicked")),
        ),
        ("src/orphan.rs", &component("Orphan")),
        ("src/main.rs", "mod app;\n"),
        ("src/app.rs", &component("App")),
    ];
    let (components, report) = extract_texts(&files, &Options::default());
    assert_eq!(report, "");
    let public: Vec<&str> = components
        .iter()
        .filter(|c| c.public)
        .map(|c| c.name.as_str())
        .collect();
    assert_eq!(
        public,
        [
            "Deep", "Globbed", "Named", "Open", "Placed", "Picked", "App"
        ]
    );
    assert!(!components.iter().any(|c| c.name == "TestOnly"));
    // The path a user names each by: the shortest its `pub mod`s and `pub use`s give it. A
    // binary's component is no library's API.
    let paths: Vec<(&str, Option<String>)> = components
        .iter()
        .filter(|c| c.public)
        .map(|c| (c.name.as_str(), c.path.as_ref().map(|p| p.join("::"))))
        .collect();
    let path = |p: &str| Some(p.to_owned());
    assert_eq!(
        paths,
        [
            ("Deep", path("Deep")),
            ("Globbed", path("Globbed")),
            ("Named", path("b::Named")),
            ("Open", path("b::public::Open")),
            ("Placed", path("Placed")),
            ("Picked", path("Picked")),
            ("App", None),
        ]
    );
}

/// A library whose API is a prelude (`pub mod prelude { pub use crate::button::*; }`) or
/// `pub mod`s with renames: each component is named by the path a user would write.
#[test]
fn public_paths_through_a_prelude_and_renames() {
    let component = |name: &str| {
        format!("#[component]\npub fn {name}() -> impl IntoView {{ view! {{ <div/> }} }}\n")
    };
    let files = [
        (
            "src/lib.rs",
            "use leptos::prelude::*;\nmod button;\npub mod forms;\nmod card;\n\
             pub mod prelude { pub use crate::button::*; pub use crate::card::Card as Panel; }\n",
        ),
        ("src/button.rs", &component("Button")),
        ("src/card.rs", &component("Card")),
        ("src/forms.rs", "pub mod input;\n"),
        ("src/forms/input.rs", &component("Input")),
    ];
    let (components, report) = extract_texts(&files, &Options::default());
    assert_eq!(report, "");
    let paths: Vec<(&str, Option<String>)> = components
        .iter()
        .map(|c| (c.name.as_str(), c.path.as_ref().map(|p| p.join("::"))))
        .collect();
    let path = |p: &str| Some(p.to_owned());
    assert_eq!(
        paths,
        [
            ("Button", path("prelude::Button")),
            ("Card", path("prelude::Panel")),
            ("Input", path("forms::input::Input")),
        ]
    );
}

/// Module facts from a hostile crate: thousands of inline modules, a `#[path]` leading out of
/// the project, `super` past the root, a glob of itself. Nothing outside the given files is
/// read, and placing each component costs a lookup, not a scan of every module.
#[test]
fn public_api_of_a_hostile_crate_is_read_without_leaving_it() {
    const N: usize = 3_000;
    let mut lib = String::from(
        "use leptos::prelude::*;\n#[path = \"../../../../../etc/passwd\"]\nmod secret;\n\
         pub use super::super::Escaped;\npub use self::*;\n",
    );
    for i in 0..N {
        lib.push_str(&format!(
            "pub mod m{i} {{ use leptos::prelude::*; #[component] pub fn Open{i}() -> impl IntoView {{ view! {{ <i/> }} }} }}\n\
             mod p{i} {{ use leptos::prelude::*; #[component] pub fn Closed{i}() -> impl IntoView {{ view! {{ <i/> }} }} }}\n"
        ));
    }
    let (components, report) = extract_texts(&[("src/lib.rs", &lib)], &Options::default());
    assert_eq!(report, "");
    assert_eq!(components.len(), 2 * N);
    for component in &components {
        assert_eq!(
            component.public,
            component.name.starts_with("Open"),
            "{}",
            component.name
        );
    }
}

/// Only an attribute whose argument is the component's name names it (the framework profile
/// says which: Yew's `function_component`); `#[component(transparent)]` is an option.
#[test]
fn an_attribute_argument_names_a_component_only_where_the_framework_says_so() {
    let leptos = "use leptos::prelude::*;\n#[component(transparent)]\npub fn Provider(children: Children) -> impl IntoView { children() }\n";
    let yew = "use yew::prelude::*;\n#[derive(Properties, PartialEq)]\npub struct Props { pub label: AttrValue }\n#[function_component(Badge)]\npub fn badge(props: &Props) -> Html { html! { <span>{props.label.clone()}</span> } }\n";
    let (components, report) = extract_texts(
        &[("src/provider.rs", leptos), ("src/badge.rs", yew)],
        &Options::default(),
    );
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Provider", "Badge"], "{report}");
    assert_eq!(components[0].framework, Framework::Leptos);
    assert_eq!(components[1].framework, Framework::Yew);
}
