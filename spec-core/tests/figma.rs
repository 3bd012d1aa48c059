//! Figma responses → specs: the recorded files of Figma's own Code Connect tests and the
//! hand-built edge cases (`tests/data/figma/README.md`), snapshot-tested spec by spec with the
//! warnings each import gives. The HTTP side is tested in spec-cli/tests/figma.rs.

#![allow(clippy::unwrap_used)]

use std::path::Path;

use uispec_core::figma::api::{Loaded, variable_names};
use uispec_core::figma::drift::check_drift;
use uispec_core::figma::import::{Context, Imported, SelectError, import, select};
use uispec_core::{Diagnostics, SourceFile, formats, read_spec};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/figma")
            .join(name),
    )
    .unwrap()
}

fn context(variables: Option<&str>) -> Context {
    Context {
        file_key: "1234abcd".to_owned(),
        variables: variables.and_then(|body| variable_names(&fixture(body))),
    }
}

fn import_all(body: &str, node: Option<&str>, all: bool, context: &Context) -> Vec<Imported> {
    let loaded = Loaded::parse(body).unwrap();
    let nodes = select(&loaded, node, all).unwrap();
    nodes
        .iter()
        .map(|node| import(&loaded, node, context))
        .collect()
}

/// The spec as `design-tool:import` writes it, then its warnings.
fn shown(imported: &[Imported]) -> String {
    imported
        .iter()
        .map(|i| {
            let warnings: String = i
                .warnings
                .iter()
                .map(|w| format!("warning: {w}\n"))
                .collect();
            format!("{}{warnings}", i.spec.to_json())
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_recorded_component_set() {
    let body = fixture("code-connect/dummy_api_response.json");
    let set = import_all(&body, Some("1:39"), false, &context(None));
    insta::assert_snapshot!("test_instance_component", shown(&set));
    // A variant, and the section around the set, lead to the same set.
    for node in ["1:38", "2:324", "0:1"] {
        assert_eq!(
            shown(&import_all(&body, Some(node), false, &context(None))),
            shown(&set)
        );
    }
    // Without a node id, the whole file: it has one component set.
    assert_eq!(
        shown(&import_all(&body, None, false, &context(None))),
        shown(&set)
    );
}

#[test]
fn an_older_file_without_variant_definitions() {
    let body = fixture("code-connect/dummy_api_response.json")
        .replace("\"componentPropertyDefinitions\"", "\"oldField\"");
    let set = import_all(&body, Some("1:39"), false, &context(None));
    let text = shown(&set);
    assert!(
        text.contains("\"values\": [\n        \"default\",\n        \"red\""),
        "{text}"
    );
    assert!(
        text.contains("the axes were read from its variants' names"),
        "{text}"
    );
}

#[test]
fn several_components_need_a_choice_or_all() {
    let body = fixture("code-connect/dummy_api_response_for_wizard.json");
    let loaded = Loaded::parse(&body).unwrap();
    let SelectError::Failed { message, help } = select(&loaded, None, false).unwrap_err() else {
        panic!("not a failure")
    };
    insta::assert_snapshot!("wizard_choice", format!("{message}\nhelp: {help}"));
    let all = import_all(&body, None, true, &context(None));
    insta::assert_snapshot!("wizard_all", shown(&all));

    let many = fixture("code-connect/dummy_api_response_for_wizard_many_components.json");
    let loaded = Loaded::parse(&many).unwrap();
    let SelectError::Failed { message, .. } = select(&loaded, None, false).unwrap_err() else {
        panic!("not a failure")
    };
    assert!(
        message.starts_with("the file has 98 components; which one?"),
        "{message}"
    );
    assert!(message.ends_with("… and 78 more"), "{message}");
    assert_eq!(
        import_all(&many, Some("1:247"), true, &context(None)).len(),
        50
    );
}

#[test]
fn every_kind_of_property() {
    let body = fixture("button-set.nodes.json");
    let without = import_all(
        &body,
        Some("10:1"),
        false,
        &context(Some("variables-403.json")),
    );
    insta::assert_snapshot!("button_set_without_variables", shown(&without));
    let with = import_all(&body, Some("10:1"), false, &context(Some("variables.json")));
    insta::assert_snapshot!("button_set_with_variables", shown(&with));
    // The imported spec is a valid spec.
    let file = SourceFile::new("specs/button.json", with[0].spec.to_json());
    let mut diags = Diagnostics::new();
    let doc = read_spec(&mut diags, &file).unwrap();
    assert_eq!(
        doc.errors,
        0,
        "{}",
        formats::human::render_all(diags.as_slice(), formats::human::Style::Plain)
    );
}

#[test]
fn links_to_what_the_response_lacks() {
    let body = fixture("button-set.nodes.json");
    // A variant whose set is not in the response: ask for the set.
    let variant_only = body.replace(
        "\"10:1\": {\n      \"document\"",
        "\"10:2\": {\n      \"document\"",
    );
    let mut value: serde_json::Value = serde_json::from_str(&variant_only).unwrap();
    let set = value["nodes"]["10:2"]["document"].clone();
    value["nodes"]["10:2"]["document"] = set["children"][0].clone();
    let loaded = Loaded::parse(&value.to_string()).unwrap();
    assert_eq!(
        select(&loaded, Some("10:2"), false).unwrap_err(),
        SelectError::Refetch("10:1".to_owned())
    );
    // A node the file does not have.
    let gone = r#"{"name": "Acme Kit", "nodes": {"1:39": null}}"#;
    let loaded = Loaded::parse(gone).unwrap();
    let SelectError::Failed { message, .. } = select(&loaded, Some("1:39"), false).unwrap_err()
    else {
        panic!()
    };
    assert_eq!(message, "the file `Acme Kit` has no node `1:39`");
}

#[test]
fn drift_between_a_spec_and_its_figma_component() {
    let body = fixture("button-set.nodes.json");
    let imported = import_all(&body, Some("10:1"), false, &context(None)).remove(0);
    // The spec as imported, then edited: a value renamed, a default changed, a prop removed.
    let edited = imported
        .spec
        .to_json()
        .replace("\"extra-large\"", "\"xl\"")
        .replace("\"size\": \"medium\"", "\"size\": \"small\"")
        .replace("\"default\": \"Button\"", "\"default\": \"Press\"");
    let mut value: serde_json::Value = serde_json::from_str(&edited).unwrap();
    value["props"]
        .as_array_mut()
        .unwrap()
        .retain(|p| p["name"] != "hasIcon2");
    let edited = serde_json::to_string_pretty(&value).unwrap();
    let file = SourceFile::new("specs/button.json", edited);
    let mut diags = Diagnostics::new();
    let doc = read_spec(&mut diags, &file).unwrap();
    assert_eq!(doc.errors, 0);
    check_drift(&mut diags, &doc, &imported.spec);
    insta::assert_snapshot!(
        "button_drift",
        formats::human::render_all(diags.as_slice(), formats::human::Style::Plain)
    );
    // Unchanged: no drift.
    let file = SourceFile::new("specs/button.json", imported.spec.to_json());
    let mut diags = Diagnostics::new();
    let doc = read_spec(&mut diags, &file).unwrap();
    check_drift(&mut diags, &doc, &imported.spec);
    assert!(diags.as_slice().is_empty());
}

#[test]
fn instances_frames_and_awkward_names() {
    let body = fixture("code-connect/dummy_api_response.json");
    let mut file: serde_json::Value = serde_json::from_str(&body).unwrap();
    // An instance of the set's red variant on the page, and an empty frame.
    let page = file["document"]["children"][0]["children"]
        .as_array_mut()
        .unwrap();
    page.push(serde_json::json!({"id": "3:1", "name": "Badge", "type": "INSTANCE", "componentId": "1:40"}));
    page.push(serde_json::json!({"id": "3:2", "name": "Empty", "type": "FRAME", "children": []}));
    let loaded = Loaded::parse(&file.to_string()).unwrap();
    let picked = select(&loaded, Some("3:1"), false).unwrap();
    assert_eq!(picked[0].id, "1:39");
    let SelectError::Failed { message, .. } = select(&loaded, Some("3:2"), false).unwrap_err()
    else {
        panic!()
    };
    assert_eq!(message, "`Empty` has no components");

    // Non-ASCII property names, a `?` suffix, values that collide, options out of child order.
    let set = r#"{"name": "Kit", "nodes": {"1:1": {"document": {"id": "1:1", "type": "COMPONENT_SET", "name": "버튼",
        "componentPropertyDefinitions": {
            "크기": {"type": "VARIANT", "defaultValue": "Large", "variantOptions": ["Large", "large", "Small"]},
            "Disabled?": {"type": "BOOLEAN", "defaultValue": false},
            "_hiddenProp#1:2": {"type": "TEXT", "defaultValue": "x"}},
        "children": [{"id": "1:2", "type": "COMPONENT", "name": "크기=Small"}, {"id": "1:3", "type": "COMPONENT", "name": "크기=Large"}]}}}}"#;
    let imported = import_all(set, Some("1:1"), false, &context(None)).remove(0);
    insta::assert_snapshot!("awkward_names", shown(&[imported]));
}
