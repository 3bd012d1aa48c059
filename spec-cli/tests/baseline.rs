//! Baselines (`validate --write-baseline`, `--baseline`, `[validate] baseline`), run for real on
//! a copy of the bundled design system: a sequence of realistic edits after the baseline is
//! recorded leaves exactly the added finding new and exactly the fixed one fixed.

#![allow(clippy::unwrap_used)]

use std::fs;
use std::path::Path;

use serde_json::Value;

use crate::common::{code, design_system, stderr, stdout, uispec, write};

fn edit(root: &Path, path: &str, change: impl FnOnce(String) -> String) {
    let file = root.join(path);
    let text = fs::read_to_string(&file).unwrap();
    let changed = change(text.clone());
    assert_ne!(changed, text, "the edit of {path} changed nothing");
    fs::write(&file, changed).unwrap();
}

fn spec(root: &Path, path: &str) -> Value {
    serde_json::from_str(&fs::read_to_string(root.join(path)).unwrap()).unwrap()
}

fn save(root: &Path, path: &str, value: &Value) {
    write(
        root,
        path,
        &(serde_json::to_string_pretty(value).unwrap() + "\n"),
    );
}

/// The prop `name` of a spec.
fn prop<'v>(spec: &'v mut Value, name: &str) -> &'v mut serde_json::Map<String, Value> {
    spec["props"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|p| p["name"] == name)
        .unwrap()
        .as_object_mut()
        .unwrap()
}

/// The design system as an existing library would be before `strict`: three specs members
/// undocumented and a prop the spec does not have.
fn library() -> tempfile::TempDir {
    let dir = design_system();
    let root = dir.path();
    let mut button = spec(root, "specs/button.json");
    for name in ["disabled", "loading"] {
        prop(&mut button, name).remove("description");
    }
    save(root, "specs/button.json", &button);
    let mut badge = spec(root, "specs/badge.json");
    badge.as_object_mut().unwrap().remove("description");
    save(root, "specs/badge.json", &badge);
    edit(root, "src/components/button.rs", |text| {
        text.replacen(
            "    /// Accessible name;",
            "    /// Whether the button hugs its label.\n    #[prop(optional, into)]\n    compact: Signal<bool>,\n    /// Accessible name;",
            1,
        )
    });
    dir
}

/// The messages of a JSON report's findings, and its baseline counts.
fn report(root: &Path, args: &[&str]) -> (i32, Vec<String>, Value) {
    let mut all = vec!["validate", "--level", "strict", "--format", "json"];
    all.extend(args);
    let output = uispec(root, &all);
    let report: Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|_| panic!("{}\n{}", stdout(&output), stderr(&output)));
    let messages = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["message"].as_str().unwrap().to_owned())
        .collect();
    (code(&output), messages, report["baseline"].clone())
}

#[test]
fn after_realistic_edits_only_the_added_finding_is_new_and_only_the_fixed_one_fixed() {
    let dir = library();
    let root = dir.path();
    let (status, before, _) = report(root, &[]);
    assert_eq!(status, 1);
    assert_eq!(before.len(), 4, "{before:?}");

    let output = uispec(root, &["validate", "--level", "strict", "--write-baseline"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stdout(&output).contains("wrote uispec-baseline.json: 4 findings accepted"),
        "{}",
        stdout(&output)
    );
    let (status, new, counts) = report(root, &["--baseline", "uispec-baseline.json"]);
    assert_eq!((status, new.len()), (0, 0), "{new:?}");
    assert_eq!(
        counts,
        serde_json::json!({"new": 0, "unchanged": 4, "fixed": 0})
    );

    // Lines inserted above the findings, in the code and in the spec.
    edit(root, "src/components/button.rs", |text| {
        text.replacen(
            "use leptos::ev;\n",
            "use leptos::ev;\n// Reviewed for the 2.0 release.\n\n",
            1,
        )
    });
    let mut button = spec(root, "specs/button.json");
    let object = button.as_object_mut().unwrap();
    let mut reordered = serde_json::Map::new();
    reordered.insert("$schema".into(), object.remove("$schema").unwrap());
    reordered.insert(
        "x-notes".into(),
        serde_json::json!({"owner": "design systems", "reviewed": "2026-11"}),
    );
    reordered.append(object);
    let mut button = Value::Object(reordered);
    // The props reordered: `loading` first.
    let props = button["props"].as_array_mut().unwrap();
    let loading = props.iter().position(|p| p["name"] == "loading").unwrap();
    let moved = props.remove(loading);
    props.insert(0, moved);
    // One finding fixed, one added.
    prop(&mut button, "disabled").insert("description".into(), "Prevents interaction.".into());
    prop(&mut button, "fullWidth").remove("description");
    save(root, "specs/button.json", &button);
    // A spec file renamed, and the code that names it.
    fs::rename(
        root.join("specs/badge.json"),
        root.join("specs/status-badge.json"),
    )
    .unwrap();
    edit(root, "src/components/badge.rs", |text| {
        text.replace("badge.json", "status-badge.json")
    });

    let (status, new, counts) = report(root, &["--baseline", "uispec-baseline.json"]);
    assert_eq!(new, ["prop `fullWidth` has no description"]);
    assert_eq!(status, 1, "the new finding is an error at strict");
    assert_eq!(
        counts,
        serde_json::json!({"new": 1, "unchanged": 3, "fixed": 1})
    );

    // SARIF has every finding with its state, and the fixed one as absent.
    let output = uispec(
        root,
        &[
            "validate",
            "--level",
            "strict",
            "--format",
            "sarif",
            "--baseline",
            "uispec-baseline.json",
        ],
    );
    let sarif: Value = serde_json::from_slice(&output.stdout).unwrap();
    let mut states: Vec<(String, String)> = sarif["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let message = r["message"]["text"].as_str().unwrap();
            (
                r["baselineState"].as_str().unwrap().to_owned(),
                message.lines().next().unwrap().to_owned(),
            )
        })
        .collect();
    states.sort();
    assert_eq!(
        states,
        [
            (
                "absent",
                "fixed since the baseline: prop `disabled` has no description"
            ),
            ("new", "prop `fullWidth` has no description"),
            ("unchanged", "prop `loading` has no description"),
            (
                "unchanged",
                "the prop `compact` of `Button` is not in its spec"
            ),
            ("unchanged", "the spec `Badge` has no description"),
        ]
        .map(|(a, b)| (a.to_owned(), b.to_owned()))
    );

    // The human report shows the new finding, the counts and how to record the fix.
    let output = uispec(
        root,
        &[
            "validate",
            "--level",
            "strict",
            "--baseline",
            "uispec-baseline.json",
        ],
    );
    let (out, err) = (stdout(&output), stderr(&output));
    assert!(
        out.contains("(1 new, 3 in the baseline, 1 fixed since)"),
        "{out}"
    );
    assert!(err.contains("prop `fullWidth` has no description"), "{err}");
    assert!(!err.contains("prop `loading`"), "{err}");
    assert!(err.contains("--write-baseline"), "{err}");
}

#[test]
fn the_configured_baseline_is_used_and_can_be_rewritten_and_ignored() {
    let dir = library();
    let root = dir.path();
    edit(root, "uispec.toml", |text| {
        format!("{text}\n[validate]\nbaseline = \"ci/accepted.json\"\n")
    });
    // Configured but not recorded yet: a clean refusal that says how to record it.
    let output = uispec(root, &["validate", "--level", "strict"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("the baseline `ci/accepted.json` does not exist: record one with `uispec validate --write-baseline`"),
        "{}",
        stderr(&output)
    );
    fs::create_dir_all(root.join("ci")).unwrap();
    let output = uispec(root, &["validate", "--level", "strict", "--write-baseline"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(root.join("ci/accepted.json").is_file());
    let (status, new, _) = report(root, &[]);
    assert_eq!((status, new.len()), (0, 0), "{new:?}");
    let (status, all, counts) = report(root, &["--no-baseline"]);
    assert_eq!((status, all.len(), counts), (1, 4, Value::Null));
}

#[test]
fn a_baseline_never_replaces_another_file_or_leaves_the_project() {
    let dir = library();
    let root = dir.path();
    // A configured path is a stranger's choice: it may not name a source file...
    edit(root, "uispec.toml", |text| {
        format!("{text}\n[validate]\nbaseline = \"src/lib.rs\"\n")
    });
    let lib = fs::read_to_string(root.join("src/lib.rs")).unwrap();
    let output = uispec(root, &["validate", "--write-baseline"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output)
            .contains("`src/lib.rs` exists and is not a uispec baseline, so it was not replaced"),
        "{}",
        stderr(&output)
    );
    assert_eq!(fs::read_to_string(root.join("src/lib.rs")).unwrap(), lib);
    // ...nor a file outside the project, to read or to write.
    let outside = tempfile::tempdir().unwrap();
    let secret = outside.path().join("secret.json");
    fs::write(&secret, "{\"token\": \"hunter2\"}").unwrap();
    edit(root, "uispec.toml", |text| {
        text.replace("src/lib.rs", secret.to_str().unwrap())
    });
    let output = uispec(root, &["validate"]);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("outside"), "{}", stderr(&output));
    assert!(!stderr(&output).contains("hunter2"), "{}", stderr(&output));
    let output = uispec(root, &["validate", "--write-baseline"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("it would land outside the project"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        fs::read_to_string(&secret).unwrap(),
        "{\"token\": \"hunter2\"}"
    );
    // A file that is not a baseline is an error that says where.
    write(
        root,
        "broken.json",
        "{\"uispec-baseline\": 1,\n \"findings\": [}",
    );
    let output = uispec(root, &["validate", "--baseline", "broken.json"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("`broken.json:2:"),
        "{}",
        stderr(&output)
    );
}
