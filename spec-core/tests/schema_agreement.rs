//! The typed reader and the JSON Schema accept and reject exactly the same files.
//!
//! The corpus: every preset (stamped, as `add` writes it), the three basic rules of the format
//! (a spec with only `name` is valid; absent optional fields take their defaults; a missing
//! `name` or a field of the wrong type is an error), and
//! systematic mutations of generated specs and of a preset (`uispec-corpus`). Duplicate keys and
//! nesting limits are outside the schema's sight and have their own rules, so the corpus has
//! none.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use crate::common;

use common::read;
use uispec_core::presets::PRESETS;
use uispec_core::schema::ExtraSchema;
use uispec_corpus::{Rng, mutations, spec_value};

/// The reader's verdict: the file was read and had no errors.
fn reader_accepts(text: &str) -> bool {
    let (doc, diags) = read("spec.json", text);
    doc.is_some() && !diags.has_errors()
}

/// The schema's verdict: the file is JSON (serde_json) and the instance is valid.
fn schema_accepts(schema: &ExtraSchema, text: &str) -> bool {
    serde_json::from_str(text).is_ok_and(|value| schema.is_valid(&value))
}

#[test]
fn reader_and_schema_agree_on_the_whole_corpus() {
    let schema = ExtraSchema::builtin().unwrap();
    let mut corpus: Vec<(String, String)> = PRESETS
        .iter()
        .map(|p| {
            (
                format!("preset {}", p.id),
                p.to_stamped_json("../.uispec/component-spec.schema.json"),
            )
        })
        .collect();
    for (name, text) in [
        ("rule 1: only a name", r#"{"name": "Button"}"#),
        (
            "rule 2: absent optional fields",
            r#"{"name": "Button", "accessibility": {}}"#,
        ),
        ("rule 3: missing name", r#"{"description": "no name"}"#),
        (
            "rule 3: wrong type",
            r#"{"name": "Button", "props": "label"}"#,
        ),
        (
            "rule 3: bad complexity",
            r#"{"name": "Button", "complexity": "hard"}"#,
        ),
        ("empty name", r#"{"name": ""}"#),
        ("not an object", r#"["name"]"#),
        (
            "null default is allowed",
            r#"{"name": "A", "props": [{"name": "a", "type": "string", "default": null}]}"#,
        ),
    ] {
        corpus.push((name.to_owned(), text.to_owned()));
    }
    let mut rng = Rng::new(2026);
    let generated: Vec<_> = (0..3).map(|i| spec_value(&mut rng, i)).collect();
    let dialog: serde_json::Value = serde_json::from_str(PRESETS[4].json).unwrap();
    let mut mutation_count = 0;
    for base in generated.iter().chain([&dialog]) {
        for mutation in mutations(base) {
            corpus.push((mutation.description, mutation.text));
            mutation_count += 1;
        }
    }
    assert!(mutation_count >= 300, "only {mutation_count} mutations");

    let mut disagreements = Vec::new();
    let (mut accepted, mut rejected) = (0, 0);
    for (name, text) in &corpus {
        let by_reader = reader_accepts(text);
        let by_schema = schema_accepts(&schema, text);
        if by_reader != by_schema {
            disagreements.push(format!("{name}: reader {by_reader}, schema {by_schema}"));
        }
        if by_reader {
            accepted += 1
        } else {
            rejected += 1
        }
    }
    assert!(
        disagreements.is_empty(),
        "{} disagreements:\n{}",
        disagreements.len(),
        disagreements.join("\n")
    );
    // A corpus that only accepts or only rejects would prove nothing.
    assert!(
        accepted >= 100 && rejected >= 300,
        "accepted {accepted}, rejected {rejected}"
    );
}
