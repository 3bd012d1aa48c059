//! The typed reader against real files: every field's default and type rule, the stable
//! serialisation, source maps and limits.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use crate::common;

use common::{fixture_path, read, read_valid, rendered};
use serde_json::json;
use uispec_core::model::{Complexity, keys};
use uispec_core::{RuleId, Severity};

#[test]
fn a_spec_with_only_a_name_is_valid_and_takes_every_default() {
    // A spec with only `name` is valid, and every absent optional field takes its default.
    let doc = read_valid(&std::fs::read_to_string(fixture_path("valid/only-name.json")).unwrap());
    let spec = doc.spec;
    assert_eq!(spec.name, "Divider");
    assert_eq!(spec.description, None);
    assert_eq!(spec.category, None);
    assert_eq!(spec.complexity, Complexity::Moderate);
    assert!(
        spec.props.is_empty()
            && spec.variants.is_empty()
            && spec.slots.is_empty()
            && spec.anatomy.is_empty()
    );
    assert!(spec.default_variants.is_empty() && spec.token_mapping.is_empty());
    assert!(
        spec.states.is_empty()
            && spec.events.is_empty()
            && spec.dependencies.is_empty()
            && spec.guidelines.is_empty()
    );
    assert_eq!(
        spec.accessibility, None,
        "accessibility is absent when omitted"
    );
    assert_eq!(
        spec.to_json(),
        "{\n  \"name\": \"Divider\",\n  \"complexity\": \"moderate\"\n}\n"
    );
}

#[test]
fn nested_fields_take_their_defaults() {
    let spec = read_valid(&std::fs::read_to_string(fixture_path("valid/full.json")).unwrap()).spec;
    // Props: required defaults to false; default is any JSON value, null included.
    assert!(spec.props[0].required);
    assert!(!spec.props[1].required);
    assert_eq!(spec.props[1].default, None);
    assert_eq!(
        spec.props[2].default,
        Some(json!({"b": 1, "a": [null, 2.5]}))
    );
    assert_eq!(spec.props[3].default, Some(serde_json::Value::Null));
    // Slots: required defaults to false. Anatomy: required defaults to TRUE.
    assert!(!spec.slots[0].required);
    assert!(spec.slots[1].required);
    assert!(
        spec.anatomy[0].required,
        "anatomy[].required defaults to true"
    );
    assert!(!spec.anatomy[1].required);
    // Accessibility lists default to empty; keyboard interactions keep their fields.
    let accessibility = spec.accessibility.as_ref().unwrap();
    assert_eq!(accessibility.role.as_deref(), Some("switch"));
    assert_eq!(accessibility.keyboard_interactions[0].key, "Space");
    assert_eq!(spec.complexity, Complexity::Simple);
    assert_eq!(spec.default_variants["size"], "md");
    assert_eq!(
        spec.token_mapping.keys().collect::<Vec<_>>(),
        ["root.background:checked", "thumb.size[size=sm]"]
    );
}

#[test]
fn x_keys_survive_a_round_trip_and_are_written_sorted_after_the_fields() {
    let text = std::fs::read_to_string(fixture_path("valid/full.json")).unwrap();
    let spec = read_valid(&text).spec;
    assert_eq!(
        spec.extensions.keys().collect::<Vec<_>>(),
        ["x-a11y-reviewed", "x-owner"]
    );
    assert_eq!(spec.props[0].extensions["x-since"], json!("1.2"));
    assert_eq!(
        spec.accessibility.as_ref().unwrap().extensions["x-apg"],
        json!("https://www.w3.org/WAI/ARIA/apg/patterns/switch/")
    );
    let written = spec.to_json();
    assert!(
        written.ends_with(
            "  \"x-a11y-reviewed\": true,\n  \"x-owner\": {\n    \"team\": \"core\"\n  }\n}\n"
        ),
        "{written}"
    );
    // Reading what was written gives the same model, and writing it again the same bytes.
    let again = read_valid(&written).spec;
    assert_eq!(again, spec);
    assert_eq!(again.to_json(), written);
    // Nested user objects keep their key order.
    assert!(written.contains("\"default\": {\n        \"b\": 1,\n        \"a\": ["));
}

#[test]
fn serialisation_follows_the_key_lists() {
    let spec = read_valid(&std::fs::read_to_string(fixture_path("valid/full.json")).unwrap()).spec;
    let written: serde_json::Value = serde_json::from_str(&spec.to_json()).unwrap();
    let order = |value: &serde_json::Value| {
        value
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect::<Vec<_>>()
    };
    let in_list_order = |written: Vec<String>, list: &[&str]| {
        let fields: Vec<String> = written
            .into_iter()
            .filter(|key| !key.starts_with("x-"))
            .collect();
        let expected: Vec<String> = list
            .iter()
            .filter(|key| fields.contains(&key.to_string()))
            .map(|key| key.to_string())
            .collect();
        assert_eq!(fields, expected);
    };
    in_list_order(order(&written), keys::SPEC);
    in_list_order(order(&written["props"][0]), keys::PROP);
    in_list_order(order(&written["variants"][0]), keys::VARIANT);
    in_list_order(order(&written["slots"][1]), keys::SLOT);
    in_list_order(order(&written["anatomy"][1]), keys::ANATOMY_PART);
    in_list_order(order(&written["events"][0]), keys::EVENT);
    in_list_order(order(&written["accessibility"]), keys::ACCESSIBILITY);
    in_list_order(
        order(&written["accessibility"]["keyboardInteractions"][0]),
        keys::KEYBOARD_INTERACTION,
    );
    assert_eq!(order(&written)[0], "$schema");
}

#[test]
fn the_json_schema_declares_exactly_the_key_lists() {
    let schema: serde_json::Value = serde_json::from_str(uispec_core::schema::SCHEMA_JSON).unwrap();
    assert_eq!(schema["$id"], uispec_core::schema::SCHEMA_ID);
    assert_eq!(
        schema["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    let properties = |object: &serde_json::Value| -> Vec<String> {
        object["properties"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    let defs = &schema["$defs"];
    for (object, list) in [
        (&schema, keys::SPEC),
        (&defs["prop"], keys::PROP),
        (&defs["variant"], keys::VARIANT),
        (&defs["slot"], keys::SLOT),
        (&defs["anatomyPart"], keys::ANATOMY_PART),
        (&defs["event"], keys::EVENT),
        (&defs["accessibility"], keys::ACCESSIBILITY),
        (&defs["keyboardInteraction"], keys::KEYBOARD_INTERACTION),
    ] {
        assert_eq!(
            properties(object),
            list.iter().map(|k| k.to_string()).collect::<Vec<_>>()
        );
        // Every property has a description, for editors (the accessibility $ref has it in $defs).
        for (name, property) in object["properties"].as_object().unwrap() {
            assert!(
                property.get("description").is_some() || property.get("$ref").is_some(),
                "{name} lacks a description"
            );
        }
    }
}

#[test]
fn missing_name_and_wrong_types_fail() {
    // A missing `name`, or a field of the wrong type, is a schema error.
    let (doc, diags) = read("spec.json", r#"{"description": "no name"}"#);
    assert_eq!(doc.unwrap().errors, 1);
    assert_eq!(diags.as_slice()[0].rule, RuleId::SPEC_SCHEMA);
    assert_eq!(
        diags.as_slice()[0].message,
        "missing required key `name` in the spec"
    );
    for wrong in [
        r#""props": {}"#,
        r#""states": "hover""#,
        r#""complexity": 3"#,
        r#""accessibility": []"#,
        r#""name": 7"#,
    ] {
        let (doc, diags) = read("spec.json", &format!("{{\"name\": \"A\", {wrong}}}"));
        assert!(
            doc.unwrap().errors >= 1 && diags.has_errors(),
            "{wrong} should be a type error"
        );
    }
}

/// `states` and an axis's `values` are sets: each repeat is an error at the repeat, the model
/// keeps the first, and an item of another type is a type error, never a repeat. Short lists
/// are compared pairwise and long ones through a set; both find the same repeats.
#[test]
fn repeats_in_a_unique_list_are_reported_at_each_repeat_short_or_long() {
    for len in [3, 40] {
        let mut states: Vec<String> = (0..len).map(|i| format!("\"s{i}\"")).collect();
        states.push("\"s1\"".into());
        states.push("7".into());
        states.push("\"s0\"".into());
        states.push("\"s1\"".into());
        let text = format!("{{\"name\": \"A\", \"states\": [{}]}}", states.join(", "));
        let (doc, diags) = read("spec.json", &text);
        let doc = doc.unwrap();
        let messages: Vec<&str> = diags
            .as_slice()
            .iter()
            .map(|d| d.message.as_str())
            .collect();
        assert_eq!(
            messages,
            [
                "`s1` appears twice in `states`",
                "expected a string for `states[{len}]`, found a number"
                    .replace("{len}", &(len + 1).to_string())
                    .as_str(),
                "`s0` appears twice in `states`",
                "`s1` appears twice in `states`",
            ],
            "{len} states"
        );
        let repeat = text.find("\"s1\", 7").unwrap();
        assert_eq!(diags.as_slice()[0].primary.span, repeat..repeat + 4);
        assert_eq!(doc.spec.states.len(), len, "the repeats are left out");
        assert_eq!(doc.spec.states[1], "s1");
    }
}

#[test]
fn every_error_of_a_file_is_reported_at_once_in_file_order() {
    let text = std::fs::read_to_string(fixture_path("broken/many-errors.json")).unwrap();
    let (doc, diags) = read("specs/button.json", &text);
    let doc = doc.unwrap();
    assert_eq!(doc.errors, 10, "{}", rendered(&diags));
    let lines: Vec<usize> = diags
        .as_slice()
        .iter()
        .map(|d| d.primary.start().line)
        .collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted, "diagnostics come in file order");
    // The partial model keeps what was right.
    assert_eq!(doc.spec.name, "Button");
    assert_eq!(
        doc.spec.props.len(),
        2,
        "the prop without `type` is left out"
    );
    assert_eq!(
        doc.spec.complexity,
        Complexity::Moderate,
        "a bad value takes the default"
    );
}

#[test]
fn source_map_points_at_keys_and_values() {
    let text = std::fs::read_to_string(fixture_path("valid/full.json")).unwrap();
    let doc = read_valid(&text);
    let node = doc.spans().get("/props/1/name").unwrap();
    assert_eq!(&text[node.value.clone()], "\"label\"");
    assert_eq!(&text[node.key.clone().unwrap()], "\"name\"");
    let mapping = doc
        .spans()
        .get("/tokenMapping/thumb.size[size=sm]")
        .unwrap();
    assert_eq!(&text[mapping.value.clone()], "\"{size.indicator.sm}\"");
    assert_eq!(
        doc.location("/variants/0/values/1").to_string(),
        "spec.json:13:50"
    );
    assert_eq!(
        &text[doc
            .spans()
            .get("/accessibility/keyboardInteractions/0")
            .unwrap()
            .value
            .clone()][..8],
        "{\"key\": "
    );
}

#[test]
fn limits_are_errors_not_crashes() {
    // Larger than 16 MiB.
    let big = format!(
        "{{\"name\": \"Big\", \"description\": \"{}\"}}",
        "a".repeat(16 * 1024 * 1024)
    );
    let (doc, diags) = read("big.json", &big);
    assert!(doc.is_none());
    assert_eq!(diags.as_slice()[0].rule, RuleId::JSON_LIMIT);
    // Deeper than 128, and far deeper than any recursion could take.
    for depth in [129, 100_000] {
        let deep = format!(
            "{{\"name\": \"Deep\", \"x-data\": {}{}}}",
            "[".repeat(depth),
            "]".repeat(depth)
        );
        let (doc, diags) = read("deep.json", &deep);
        assert!(doc.is_none(), "depth {depth}");
        assert_eq!(
            diags.as_slice()[0].rule,
            RuleId::JSON_LIMIT,
            "depth {depth}: {}",
            rendered(&diags)
        );
    }
    // Exactly 128 levels is fine: the root object is level 1.
    let ok = format!(
        "{{\"name\": \"Deep\", \"x-data\": {}{}}}",
        "[".repeat(127),
        "]".repeat(127)
    );
    read_valid(&ok);
}

#[test]
fn duplicate_keys_are_their_own_rule_and_point_at_both_places() {
    let (doc, diags) = read(
        "spec.json",
        "{\"name\": \"A\",\n \"props\": [{\"name\": \"x\", \"type\": \"string\", \"type\": \"number\"}]}",
    );
    assert_eq!(doc.unwrap().errors, 1);
    let diagnostic = &diags.as_slice()[0];
    assert_eq!(diagnostic.rule, RuleId::JSON_DUPLICATE_KEY);
    assert_eq!(diagnostic.severity, Severity::Error);
    assert_eq!(diagnostic.primary.to_string(), "spec.json:2:44");
    assert_eq!(diagnostic.related[0].location.to_string(), "spec.json:2:26");
}
