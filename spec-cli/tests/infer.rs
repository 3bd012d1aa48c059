//! `uispec spec:infer`, run for real: the corpus libraries of uispec-core copied into temporary
//! projects, specs written and checked with `uispec validate`, and the rules for writing them.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{code, copy_dir, project, stderr, stdout, tree, uispec, write};
use serde_json::{Value, json};

/// `spec-core/tests/data/components/<framework>`.
fn corpus(framework: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../spec-core/tests/data/components")
        .join(framework)
}

/// A project whose crate is a copy of a corpus library.
fn project_with(framework: &str) -> tempfile::TempDir {
    let dir = project();
    copy_dir(&corpus(framework), dir.path());
    dir
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_library_directory_gives_one_valid_spec_per_component() {
    for framework in ["leptos", "dioxus", "yew"] {
        let dir = project_with(framework);
        let output = uispec(dir.path(), &["spec:infer", "src"]);
        assert_eq!(code(&output), 0, "{framework}: {}", stderr(&output));
        assert!(
            stdout(&output).starts_with("created specs/"),
            "{}",
            stdout(&output)
        );
        let specs: Vec<PathBuf> = tree(&dir.path().join("specs"));
        for wanted in ["button", "input", "select", "checkbox", "dialog", "tabs"] {
            assert!(
                specs.contains(&PathBuf::from(format!("{wanted}.json"))),
                "{framework}: {specs:?}"
            );
        }
        // The round trip: validating the inferred specs against the same code finds nothing,
        // even at `strict` — the specs describe every prop, axis, event and slot, with the
        // code's required-ness, types, defaults and values. (Only what code cannot say is
        // allowed: descriptions of undocumented items and the accessibility section.)
        let specs_written = specs.len();
        // What it cannot check yet, it says: the sections code cannot give.
        let output = uispec(dir.path(), &["validate"]);
        assert_eq!(code(&output), 0, "{framework}: {}", stderr(&output));
        let said = stderr(&output);
        assert!(
            said.starts_with("note: no spec has an `accessibility` section")
                && said.lines().count() == 2,
            "{framework}: {said}"
        );
        let components = if framework == "leptos" {
            specs_written + 1
        } else {
            specs_written
        };
        assert_eq!(
            stdout(&output),
            format!("no problems in {specs_written} specs and {components} components\n"),
            "{framework}"
        );
        let output = uispec(
            dir.path(),
            &[
                "validate",
                "--level",
                "strict",
                "-A",
                "spec-description",
                "-A",
                "accessibility-missing",
                "-A",
                "keyboard-missing",
            ],
        );
        assert_eq!(code(&output), 0, "{framework}: {}", stderr(&output));
        assert!(
            stderr(&output).starts_with("note: no spec has an `accessibility` section"),
            "{framework}: {}",
            stderr(&output)
        );
        let button = read_json(&dir.path().join("specs/button.json"));
        assert_eq!(button["x-source"]["framework"], framework);
        assert_eq!(button["defaultVariants"]["size"], "md", "{framework}");
    }
}

#[test]
fn framework_rules_decide_required_ness() {
    // The same `aria_label: Option<…>` field: required in Leptos and Yew, optional in Dioxus.
    for (framework, required) in [("leptos", true), ("dioxus", false), ("yew", true)] {
        let dir = project_with(framework);
        let button = glob_one(dir.path(), "button.rs");
        let output = uispec(dir.path(), &["infer", &button, "--stdout"]);
        assert_eq!(code(&output), 0, "{}", stderr(&output));
        let spec: Value = serde_json::from_str(&stdout(&output)).unwrap();
        let aria = spec["props"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == "ariaLabel")
            .unwrap();
        assert_eq!(
            aria.get("required") == Some(&json!(true)),
            required,
            "{framework}"
        );
        assert_eq!(spec["events"][0]["name"], "onClick", "{framework}");
        assert!(tree(dir.path()).iter().all(|p| !p.starts_with("specs")));
    }
}

/// The path of the one file named `name` under `dir/src`, relative to `dir`.
fn glob_one(dir: &Path, name: &str) -> String {
    tree(&dir.join("src"))
        .into_iter()
        .find(|p| p.file_name().is_some_and(|n| n == name))
        .map(|p| format!("src/{}", p.display()))
        .unwrap()
}

#[test]
fn enums_in_other_files_resolve_when_one_file_is_named() {
    let dir = project_with("leptos");
    let output = uispec(dir.path(), &["spec:infer", "src/tabs.rs", "--stdout"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    // Four components in one file: printed one after the other, each with a header.
    let text = stdout(&output);
    assert!(text.contains("==> specs/tabs-trigger.json <=="), "{text}");
    let tabs: Value = serde_json::from_str(
        text.split("==> specs/tabs.json <==\n")
            .nth(1)
            .unwrap()
            .split("==>")
            .next()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(
        tabs["variants"],
        json!([
            // No doc on the prop: the enum's doc describes the axis.
            {"name": "orientation", "values": ["horizontal", "vertical"], "description": "Layout direction of a tab list."},
        ])
    );
    // The activation steers the keyboard and is rendered nowhere: a prop, with the enum from
    // the other file all the same.
    assert_eq!(
        tabs["props"][1],
        json!({"name": "activation", "type": "\"auto\" | \"manual\"", "default": "auto", "description": "Whether arrow keys select a tab at once."})
    );
    assert_eq!(
        tabs["anatomy"][1],
        json!({"name": "list", "required": false})
    );
}

#[test]
fn writing_rules_unchanged_force_dry_run() {
    let dir = project_with("dioxus");
    let first = uispec(dir.path(), &["spec:infer", "src/checkbox.rs"]);
    assert_eq!(code(&first), 0, "{}", stderr(&first));
    // The specs' `$schema` points at the project's schema copy, which is written with them.
    assert_eq!(
        stdout(&first),
        "created specs/checkbox.json, .uispec/component-spec.schema.json\n"
    );
    let checkbox = read_json(&dir.path().join("specs/checkbox.json"));
    assert_eq!(checkbox["$schema"], "../.uispec/component-spec.schema.json");
    assert!(
        dir.path()
            .join(".uispec/component-spec.schema.json")
            .is_file()
    );
    let again = uispec(dir.path(), &["spec:infer", "src/checkbox.rs"]);
    assert_eq!(
        (code(&again), stdout(&again)),
        (0, "unchanged specs/checkbox.json\n".to_owned())
    );

    // A maintainer edits the spec: inferring again must not lose the edit.
    let path = dir.path().join("specs/checkbox.json");
    let edited = fs::read_to_string(&path)
        .unwrap()
        .replace("Called with the new state.", "Edited.");
    fs::write(&path, &edited).unwrap();
    let refused = uispec(dir.path(), &["spec:infer", "src/checkbox.rs"]);
    assert_eq!(code(&refused), 1);
    assert!(
        stderr(&refused).contains("`specs/checkbox.json` already exists with different content")
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), edited);
    let dry = uispec(
        dir.path(),
        &["spec:infer", "src/checkbox.rs", "--dry-run", "--force"],
    );
    assert_eq!(stdout(&dry), "would update specs/checkbox.json\n");
    assert_eq!(fs::read_to_string(&path).unwrap(), edited);
    let forced = uispec(dir.path(), &["spec:infer", "src/checkbox.rs", "--force"]);
    assert_eq!(
        (code(&forced), stdout(&forced)),
        (0, "updated specs/checkbox.json\n".to_owned())
    );

    let out = uispec(
        dir.path(),
        &["spec:infer", "src/dialog.rs", "--out", "design/specs"],
    );
    assert_eq!(stdout(&out), "created design/specs/dialog.json\n");
    let dialog = read_json(&dir.path().join("design/specs/dialog.json"));
    assert_eq!(
        dialog["$schema"],
        "../../.uispec/component-spec.schema.json"
    );
}

#[test]
fn broken_and_empty_files_are_reported_and_the_rest_is_written() {
    let dir = project_with("leptos");
    fs::write(
        dir.path().join("src/broken.rs"),
        "#[component]\nfn Broken( -> impl IntoView {}\n",
    )
    .unwrap();
    fs::write(dir.path().join("src/empty.rs"), "").unwrap();
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 1);
    let err = stderr(&output);
    assert!(err.contains("error[code-syntax]: this Rust file does not parse: this delimiter is never closed\n --> src/broken.rs:2:10"), "{err}");
    // Helper modules in a directory: one note, not a warning each.
    assert!(
        err.contains("note[code-no-component]: 3 files hold no component: `src/empty.rs`, `src/lib.rs`, `src/types.rs`"),
        "{err}"
    );
    assert!(!err.contains("warning[code-no-component]"), "{err}");
    // The private `DialogOverlay` is an internal piece of `Dialog`.
    assert!(
        err.contains(
            "note[infer-skipped]: skipped 1 component that is not public API: `DialogOverlay`"
        ),
        "{err}"
    );
    assert!(!dir.path().join("specs/dialog-overlay.json").exists());
    assert!(
        err.contains(
            "note[infer-approximation]: prop `value`: type `RwSignal<Option<T>>` kept as `object`"
        ),
        "{err}"
    );
    assert!(dir.path().join("specs/button.json").is_file());
    let output = uispec(
        dir.path(),
        &["spec:infer", "src/dialog.rs", "--include-private"],
    );
    // The broken file was not asked for: it is only a warning now.
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(stderr(&output).contains("warning[code-syntax]: this Rust file does not parse"));
    assert_eq!(
        stdout(&output),
        "created specs/dialog-overlay.json; unchanged specs/dialog.json\n"
    );
}

#[test]
fn no_component_at_all_fails_and_the_framework_can_be_forced() {
    let dir = project();
    fs::create_dir(dir.path().join("src")).unwrap();
    fs::write(
        dir.path().join("src/util.rs"),
        "pub fn add(a: u8, b: u8) -> u8 { a + b }\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("error: no component found in `src`"),
        "{}",
        stderr(&output)
    );
    // A file named on the command line was expected to hold one.
    let output = uispec(dir.path(), &["spec:infer", "src/util.rs"]);
    assert!(
        stderr(&output).contains("warning[code-no-component]: no component in `src/util.rs`"),
        "{}",
        stderr(&output)
    );
    assert!(tree(dir.path()).iter().all(|p| !p.starts_with("specs")));

    // Nothing in this file says which framework it is for.
    fs::write(
        dir.path().join("src/badge.rs"),
        "#[component]\npub fn Badge(label: Option<String>) -> View { todo!() }\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["spec:infer", "src/badge.rs", "--stdout"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output)
            .contains("error[code-framework]: cannot tell which framework `Badge` is written for")
    );
    let output = uispec(
        dir.path(),
        &[
            "spec:infer",
            "src/badge.rs",
            "--stdout",
            "--framework",
            "dioxus",
        ],
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let spec: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(spec["props"][0], json!({"name": "label", "type": "string"}));
    fs::write(dir.path().join("uispec.toml"), "framework = \"leptos\"\n").unwrap();
    let output = uispec(dir.path(), &["spec:infer", "src/badge.rs", "--stdout"]);
    let spec: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(spec["props"][0]["required"], true);
}

#[test]
fn usage_errors_exit_2() {
    let dir = project();
    let output = uispec(dir.path(), &["spec:infer", "missing.rs"]);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("`missing.rs` does not exist"));
    let output = uispec(dir.path(), &["spec:infer"]);
    assert_eq!(code(&output), 2);
    let output = uispec(dir.path(), &["infer", ".", "--framework", "react"]);
    assert_eq!(code(&output), 2);
    fs::write(dir.path().join("notes.txt"), "").unwrap();
    let output = uispec(dir.path(), &["infer", "notes.txt"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("no `.rs` files in `notes.txt`"),
        "{}",
        stderr(&output)
    );
}

/// A copy of the library `spec-cli/tests/data/<name>`.
fn test_library(name: &str) -> tempfile::TempDir {
    let dir = project();
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
        dir.path(),
    );
    dir
}

/// `spec-cli/tests/data/adoption`: a library with every trap inference has fallen into.
fn adoption() -> tempfile::TempDir {
    test_library("adoption")
}

/// The specs under `dir/specs`, by file name.
fn written_specs(dir: &Path) -> std::collections::BTreeMap<String, Value> {
    tree(&dir.join("specs"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            (
                p.display().to_string(),
                read_json(&dir.join("specs").join(&p)),
            )
        })
        .collect()
}

/// On the trap library, `spec:infer` writes what a maintainer would sign off: specs for the
/// public API only, value strings as the code makes them, summaries without headings, parts
/// only with evidence, and `validate` on the result is clean at the default level.
#[test]
fn the_trap_library_gives_the_specs_a_maintainer_expects() {
    let dir = adoption();
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let specs = written_specs(dir.path());
    // Public API only: not `Panel` (private module), `Widget` (`pub(crate) use`),
    // `HeadingAnchor` (`pub(crate)`), nor the `#[cfg(test)]` fixtures.
    assert_eq!(
        specs.keys().collect::<Vec<_>>(),
        [
            "accordion.json",
            "alert.json",
            "badge.json",
            "caption-1-strong.json",
            "caption-1.json",
            "card-footer.json",
            "card-header.json",
            "card.json",
            "heading.json",
            "select-multi.json",
            "select.json",
        ]
    );
    let skipped = stderr(&output);
    assert!(
        skipped.contains(
            "skipped 4 components that are not public API: `Fixture`, `Widget`, `Panel`, `HeadingAnchor`"
        ),
        "{skipped}"
    );
    // Parts only with evidence: `CardHeader` is in the card's markup, `CardFooter` reads the
    // card's context; `Caption1Strong`, `SelectMulti` and `HeadingAnchor` are not parts.
    let parts = |name: &str| -> Vec<String> {
        specs[name]["anatomy"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|p| p["name"].as_str().unwrap().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(parts("card.json"), ["root", "header", "footer"]);
    // Every spec has its root; other parts only with evidence.
    assert_eq!(parts("caption-1.json"), ["root"]);
    assert_eq!(parts("select.json"), ["root"]);
    assert_eq!(parts("heading.json"), ["root"]);
    insta::assert_snapshot!(
        "adoption_specs",
        specs
            .iter()
            .map(|(name, spec)| format!(
                "==> {name} <==\n{}",
                serde_json::to_string_pretty(spec).unwrap()
            ))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let output = uispec(dir.path(), &["validate", "--level", "standard"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

/// The merge round trip: infer, edit the specs by hand, change the code, merge. The hand edits
/// stay, the code's changes land, what changed is printed per spec, `--dry-run` writes nothing,
/// and merging again is a no-op.
#[test]
fn merge_keeps_hand_edits_across_code_changes() {
    let dir = adoption();
    let root = dir.path();
    assert_eq!(code(&uispec(root, &["spec:infer", "src"])), 0);

    // Hand edits to the badge: a description of its own, an axis description, tokenMapping,
    // accessibility, guidelines and an `x-` key.
    let badge_path = root.join("specs/badge.json");
    let mut badge = read_json(&badge_path);
    badge["description"] = json!("Counts and statuses, written by the design team.");
    badge["variants"][0]["description"] = json!("How much room the badge takes.");
    badge["variants"][0]["x-figma"] = json!("Size");
    badge["tokenMapping"] = json!({
        "root.paddingX[size=small]": "{space.sm}",
        "root.paddingX[size=x-x-large]": "{space.xl}",
        "root.background": "{color.badge}"
    });
    badge["accessibility"] = json!({"role": "status"});
    badge["guidelines"] = json!(["Keep the text under three words."]);
    fs::write(&badge_path, serde_json::to_string_pretty(&badge).unwrap()).unwrap();
    let edited = fs::read_to_string(&badge_path).unwrap();

    // The code changes: a value is renamed away, a prop comes, the icon axis goes, and the
    // alert's `timeout` loses its default (every caller must now pass it).
    let values = root.join("src/values.rs");
    let code_text = fs::read_to_string(&values)
        .unwrap()
        .replace("    XXLarge,\n", "    Large,\n")
        .replace(
            "    #[prop(optional)] icon: Icon,\n",
            "    /// Shown after the text.\n    #[prop(optional)] count: Option<u32>,\n",
        );
    fs::write(&values, code_text).unwrap();
    let alert = root.join("src/alert.rs");
    let code_text = fs::read_to_string(&alert).unwrap().replace(
        "    #[prop(default = 5)]\n    timeout: u32,\n",
        "    timeout: u32,\n",
    );
    fs::write(&alert, code_text).unwrap();

    // Without --merge an existing spec that differs is refused, as before.
    let output = uispec(root, &["spec:infer", "src"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    assert_eq!(fs::read_to_string(&badge_path).unwrap(), edited);

    // `--merge` prints what changed; with `--force` or `--stdout` it would mean nothing.
    for other in ["--force", "--stdout"] {
        assert_eq!(
            code(&uispec(root, &["spec:infer", "src", "--merge", other])),
            2
        );
    }
    let output = uispec(root, &["spec:infer", "src", "--merge", "--dry-run"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let printed = stdout(&output);
    assert!(
        printed.contains("specs/badge.json: +prop `count`, +value `large` of `size`, -value `x-x-large` of `size`, -axis `icon`, ~default of `icon`: `AngleDoubleLeft` → none"),
        "{printed}"
    );
    assert!(
        printed.contains("specs/alert.json: ~prop `timeout` required: false → true, ~prop `timeout` default: 5 → none"),
        "{printed}"
    );
    assert!(
        printed.contains("specs/card.json: the code changed nothing"),
        "{printed}"
    );
    assert!(
        printed.contains("would update specs/alert.json, specs/badge.json"),
        "{printed}"
    );
    assert_eq!(
        fs::read_to_string(&badge_path).unwrap(),
        edited,
        "a dry run writes nothing"
    );

    let output = uispec(root, &["spec:infer", "src", "--merge"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let warned = stderr(&output);
    assert!(
        warned.contains("tokenMapping `root.paddingX[size=x-x-large]` selects an axis or value the code no longer has"),
        "{warned}"
    );
    let merged = read_json(&badge_path);
    for kept in ["description", "tokenMapping", "accessibility", "guidelines"] {
        assert_eq!(merged[kept], badge[kept], "{kept}");
    }
    assert_eq!(
        merged["variants"][0]["description"],
        "How much room the badge takes."
    );
    assert_eq!(merged["variants"][0]["x-figma"], "Size");
    assert_eq!(
        merged["variants"][0]["values"],
        json!(["small", "medium", "large"])
    );
    assert_eq!(merged["variants"].as_array().unwrap().len(), 1);
    assert_eq!(merged["defaultVariants"], json!({"size": "medium"}));
    assert_eq!(merged["props"][0]["name"], "count");
    assert_eq!(merged["props"][0]["description"], "Shown after the text.");
    let alert = read_json(&root.join("specs/alert.json"));
    assert_eq!(alert["props"][2]["name"], "timeout");
    assert_eq!(alert["props"][2]["required"], true);
    assert_eq!(alert["props"][2].get("default"), None);
    assert_eq!(
        alert["props"][2]["description"],
        "Seconds before the alert closes itself."
    );

    // Merging the same code again changes nothing.
    let before = written_specs(root);
    let output = uispec(root, &["spec:infer", "src", "--merge"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        !stdout(&output).contains(": +") && !stdout(&output).contains(": -"),
        "{}",
        stdout(&output)
    );
    assert!(
        stdout(&output).contains("specs/accordion.json: the code changed nothing"),
        "{}",
        stdout(&output)
    );
    assert_eq!(written_specs(root), before);

    // A spec that does not read is left alone and named; the others are still merged.
    fs::write(root.join("specs/card.json"), "{\"name\": \"Card\",").unwrap();
    let output = uispec(root, &["spec:infer", "src", "--merge"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("cannot merge into `specs/card.json`: it does not read as a spec"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        fs::read_to_string(root.join("specs/card.json")).unwrap(),
        "{\"name\": \"Card\","
    );
}

/// `spec-cli/tests/data/adoption-two`: the traps of the second round of adoption.
fn adoption_two() -> tempfile::TempDir {
    test_library("adoption-two")
}

/// Three public `Button`s (two visual styles and an atom): each gets its own spec, named after
/// its module and bound to it by `x-source`, `infer` exits 0 (so it can be a CI step), and
/// `validate` checks each spec against its own component.
#[test]
fn same_named_components_each_get_a_spec_bound_to_them() {
    let dir = adoption_two();
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let specs = written_specs(dir.path());
    assert_eq!(
        specs
            .keys()
            .filter(|name| name.contains("button"))
            .collect::<Vec<_>>(),
        [
            "atoms-button.json",
            "default-button.json",
            "new-york-button.json"
        ]
    );
    let new_york = &specs["new-york-button.json"];
    assert_eq!(new_york["name"], "NewYorkButton");
    assert_eq!(new_york["x-source"]["path"], "src/new_york.rs");
    assert_eq!(new_york["x-source"]["component"], "Button");
    // Each spec holds its own component's props.
    let props = |file: &str| -> Vec<&str> {
        specs[file]["props"]
            .as_array()
            .map(|a| a.iter().map(|p| p["name"].as_str().unwrap()).collect())
            .unwrap_or_default()
    };
    assert_eq!(props("new-york-button.json"), ["disabled", "loading"]);
    assert_eq!(props("default-button.json"), ["disabled"]);
    assert_eq!(props("atoms-button.json"), Vec::<&str>::new());
    // Inferring again changes nothing and still exits 0; so does one file on its own (its
    // namesakes in other files still name it).
    let again = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&again), 0, "{}", stderr(&again));
    let one = uispec(dir.path(), &["spec:infer", "src/new_york.rs", "--stdout"]);
    assert_eq!(code(&one), 0, "{}", stderr(&one));
    assert!(
        stdout(&one).contains("\"name\": \"NewYorkButton\""),
        "{}",
        stdout(&one)
    );

    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stdout(&output).contains("no problems in 10 specs and 11 components"),
        "{}",
        stdout(&output)
    );
    // A spec that drifts from its component is checked against that one, not a namesake.
    let path = dir.path().join("specs/default-button.json");
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replace("\"disabled\"", "\"inactive\"")).unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    let err = stderr(&output);
    assert!(
        err.contains("the prop `inactive` is not in the component `Button`"),
        "{err}"
    );
    assert!(err.contains("src/default.rs:"), "{err}");
    assert!(!err.contains("src/new_york.rs:"), "{err}");
}

/// A spec bound to one of several same-named components leaves the others checked by no spec:
/// a warning at the default level says so, at each of them.
#[test]
fn a_component_left_unbound_by_its_namesake_spec_is_a_finding() {
    let dir = adoption_two();
    write(
        dir.path(),
        "specs/button.json",
        r#"{"name": "Button", "description": "Triggers an action.",
            "props": [{"name": "disabled", "type": "boolean", "default": false, "description": "Blocks interaction."}],
            "slots": [{"name": "children", "required": true, "description": "The label."}],
            "x-source": {"path": "src/default.rs"}}"#,
    );
    let output = uispec(dir.path(), &["validate"]);
    let err = stderr(&output);
    assert_eq!(code(&output), 0, "{err}");
    for file in ["src/new_york.rs", "src/atoms/button.rs"] {
        assert!(
            err.contains(&format!("warning[component-ambiguous]: the component `Button` is checked by no spec: the spec `Button` describes another component of this name\n --> {file}:")),
            "{err}"
        );
    }
    assert!(
        err.contains("`uispec spec:infer src/new_york.rs` writes one"),
        "{err}"
    );
}

/// A Leptos 0.6 crate: its `#[prop(attrs)]` spread is not a prop (callers never pass it), and
/// a warning at the dependency says which versions uispec reads, in `infer` and `validate`.
#[test]
fn a_leptos_0_6_crate_is_said_to_be_unsupported_and_its_attribute_spread_is_no_prop() {
    let dir = project();
    write(
        dir.path(),
        "Cargo.toml",
        "[package]\nname = \"old\"\nversion = \"0.1.0\"\n\n[dependencies]\nleptos-use = \"0.10\"\nleptos = { version = \"0.6\", features = [\"csr\"] }\n",
    );
    write(
        dir.path(),
        "src/lib.rs",
        "use leptos::*;\n\n/// A chip.\n#[component]\npub fn Chip(\n    /// The label.\n    label: String,\n    /// Any attributes.\n    #[prop(attrs)]\n    attributes: Vec<(&'static str, Attribute)>,\n) -> impl IntoView {\n    view! { <span {..attributes}>{label}</span> }\n}\n",
    );
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let warning = "warning[code-framework]: this crate depends on leptos 0.6: uispec reads leptos 0.7 and 0.8, so what it reads of these components may be wrong\n --> Cargo.toml:7:22";
    assert!(stderr(&output).contains(warning), "{}", stderr(&output));
    let spec = read_json(&dir.path().join("specs/chip.json"));
    let props: Vec<&str> = spec["props"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(props, ["label"]);
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(stderr(&output).contains(warning), "{}", stderr(&output));
}

/// The other traps of the second round, each a fact the code states that inference missed:
/// value strings of a `Display` written as `write!(f, "{}", match self { … })`, a default
/// marked by a styling crate's derive (`#[tw(default)]`), a module named `r#box`, DOM handles
/// (`web_sys::Element`), callback wrappers (an alias of `Option<Callback<T>>`, a newtype over
/// `Callback`), an alias of a signal of an enum, enums that steer behaviour or a state rather
/// than a rendered variant.
#[test]
fn the_second_trap_library_gives_the_facts_its_code_states() {
    let dir = adoption_two();
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let specs = written_specs(dir.path());
    // A checked state rendered only into `aria-checked` is a prop and a state, not a variant
    // axis no stylesheet could select on; the tone rendered into `data-tone` is an axis.
    let checkbox = &specs["checkbox.json"];
    assert_eq!(
        checkbox["props"][0],
        json!({"name": "state", "type": "\"checked\" | \"unchecked\" | \"mixed\"", "default": "unchecked", "description": "Ticked, unticked or mixed."})
    );
    assert_eq!(checkbox["states"], json!(["checked"]));
    assert_eq!(checkbox["variants"][0]["name"], "tone");
    assert_eq!(checkbox["defaultVariants"], json!({"tone": "neutral"}));
    // Enums that steer behaviour (when content is built, which edge stays in view) are props;
    // the one rendered into `data-size` is the only axis.
    let dialog = &specs["dialog.json"];
    assert_eq!(
        dialog["props"],
        json!([
            {"name": "open", "type": "boolean", "required": true, "description": "Whether it is shown."},
            {"name": "mount", "type": "\"lazy\" | \"eager\"", "default": "lazy", "description": "When its content is built."},
            {"name": "sticky", "type": "\"none\" | \"top\" | \"bottom\"", "default": "none", "description": "Which edge stays in view."}
        ])
    );
    assert_eq!(
        dialog["variants"],
        json!([{"name": "size", "values": ["medium", "large"], "description": "How wide it is."}])
    );
    assert!(
        stderr(&output).contains("note[infer-approximation]: `mount`: the value of `Mount` is never rendered into an attribute, so it is a prop, not a variant axis"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        specs["sized-checkbox.json"]["defaultVariants"],
        json!({"size": "md"})
    );
    assert!(specs.contains_key("stack.json"), "{:?}", specs.keys());
    // A private implementation component is no part of the public one it builds.
    assert_eq!(
        specs["dialog-content.json"]["anatomy"],
        json!([{"name": "root"}])
    );
    let provider = &specs["theme-provider.json"];
    assert_eq!(provider["name"], "ThemeProvider");
    assert_eq!(
        provider["props"],
        json!([
            {"name": "mount", "type": "object", "description": "Where portals mount."},
            {"name": "anchor", "type": "object", "description": "What it is placed against."}
        ])
    );
    assert_eq!(
        provider["slots"].as_array().unwrap().len(),
        1,
        "only `children` is content"
    );
    let toggle = &specs["toggle.json"];
    let events: Vec<&str> = toggle["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["onToggle", "onPress"]);
    assert_eq!(
        toggle["props"],
        json!([{"name": "dir", "type": "\"ltr\" | \"rtl\"", "default": "ltr", "description": "Reading direction."}])
    );
    // What the specs say is what `validate` finds in the code.
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

/// At a workspace root, `spec:infer packages` reads what `validate` reads: the members' code.
/// A crate that is not a member is left out with a note, so the specs written all have their
/// component; a file outside the component code is inferred with a warning saying so.
#[test]
fn infer_reads_the_code_validate_reads() {
    let dir = project();
    let component = |name: &str| {
        format!(
            "use leptos::prelude::*;\n\n/// A {name}.\n#[component]\npub fn {name}(\n    /// The label.\n    label: String,\n) -> impl IntoView {{\n    view! {{ <span>{{label}}</span> }}\n}}\n"
        )
    };
    write(
        dir.path(),
        "Cargo.toml",
        "[workspace]\nmembers = [\"packages/ui\"]\n",
    );
    write(
        dir.path(),
        "packages/ui/Cargo.toml",
        "[package]\nname = \"ui\"\n",
    );
    write(dir.path(), "packages/ui/src/lib.rs", &component("Badge"));
    write(
        dir.path(),
        "packages/demo/Cargo.toml",
        "[package]\nname = \"demo\"\n",
    );
    write(dir.path(), "packages/demo/src/lib.rs", &component("Demo"));
    let output = uispec(dir.path(), &["spec:infer", "packages"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("note: left out 1 folder that `uispec validate` does not read (not a workspace member, not in `components`, or excluded): `packages/demo`"),
        "{}",
        stderr(&output)
    );
    assert_eq!(
        written_specs(dir.path()).keys().collect::<Vec<_>>(),
        ["badge.json"]
    );
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    // Named on its own, the crate that is not a member is inferred, with a warning.
    let output = uispec(
        dir.path(),
        &["spec:infer", "packages/demo/src/lib.rs", "--stdout"],
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stderr(&output)
            .contains("warning: `packages/demo/src/lib.rs` is not component code of this project"),
        "{}",
        stderr(&output)
    );
}

/// `--merge` keeps the binding people set (`x-source.path`), leaves a file the code did not
/// change as it is (its formatting too), and says exactly what it changed.
#[test]
fn merge_keeps_a_hand_set_binding_and_touches_nothing_the_code_did_not_change() {
    let dir = project();
    let component = |extra: &str| {
        format!(
            "use leptos::prelude::*;\n\n/// A badge.\n#[component]\npub fn Badge(\n    /// The label.\n    label: String,{extra}\n) -> impl IntoView {{\n    view! {{ <span>{{label}}</span> }}\n}}\n"
        )
    };
    write(dir.path(), "src/badge.rs", &component(""));
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let path = dir.path().join("specs/badge.json");
    let mut spec = read_json(&path);
    spec["x-source"]["path"] = json!("src/legacy/badge.rs");
    // People's formatting: one line.
    let hand = serde_json::to_string(&spec).unwrap();
    fs::write(&path, &hand).unwrap();

    let output = uispec(dir.path(), &["spec:infer", "src", "--merge"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stdout(&output).contains("specs/badge.json: the code changed nothing"),
        "{}",
        stdout(&output)
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), hand, "not rewritten");

    write(
        dir.path(),
        "src/badge.rs",
        &component("\n    /// Dims it.\n    #[prop(optional)]\n    muted: bool,"),
    );
    let output = uispec(dir.path(), &["spec:infer", "src", "--merge"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stdout(&output).contains("specs/badge.json: +prop `muted`"),
        "{}",
        stdout(&output)
    );
    let merged = read_json(&path);
    assert_eq!(merged["x-source"]["path"], "src/legacy/badge.rs");
    assert_eq!(merged["props"][1]["name"], "muted");
}

/// An enum declared in another crate of the workspace is found, as `validate` finds it: the
/// prop is a variant axis with that enum's values, not an `object`.
#[test]
fn an_enum_of_a_sibling_crate_is_found() {
    let dir = project();
    write(
        dir.path(),
        "Cargo.toml",
        "[workspace]\nmembers = [\"packages/*\"]\n",
    );
    write(
        dir.path(),
        "packages/tokens/Cargo.toml",
        "[package]\nname = \"tokens\"\n",
    );
    write(
        dir.path(),
        "packages/tokens/src/lib.rs",
        "/// How large.\n#[derive(Clone, Copy, Default, PartialEq)]\npub enum Size {\n    Sm,\n    #[default]\n    Md,\n    Lg,\n}\n",
    );
    write(
        dir.path(),
        "packages/ui/Cargo.toml",
        "[package]\nname = \"ui\"\n",
    );
    write(
        dir.path(),
        "packages/ui/src/lib.rs",
        "use leptos::prelude::*;\nuse tokens::Size;\n\n/// A button.\n#[component]\npub fn Button(\n    /// How large.\n    #[prop(optional)]\n    size: Size,\n    /// The label.\n    children: Children,\n) -> impl IntoView {\n    view! { <button data-size=format!(\"{size:?}\")>{children()}</button> }\n}\n",
    );
    let output = uispec(dir.path(), &["spec:infer", "packages/ui/src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let spec = read_json(&dir.path().join("specs/button.json"));
    assert_eq!(
        spec["variants"],
        json!([{"name": "size", "values": ["sm", "md", "lg"], "description": "How large."}])
    );
    assert_eq!(spec["defaultVariants"], json!({"size": "md"}));
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

/// A component declared twice in one file under two `#[cfg]`s (singlestage's `ThemeProvider`:
/// an island in one build, a component in the other) is one component: one spec, named as it
/// is, and the run succeeds.
#[test]
fn one_component_under_two_cfgs_gives_one_spec() {
    let dir = project();
    fs::create_dir(dir.path().join("src")).unwrap();
    fs::write(
        dir.path().join("src/lib.rs"),
        "use leptos::prelude::*;\n\
         #[cfg(not(feature = \"islands\"))]\n#[component]\npub fn ThemeProvider(children: Children) -> impl IntoView { children() }\n\
         #[cfg(feature = \"islands\")]\n#[island]\npub fn ThemeProvider(children: Children) -> impl IntoView { children() }\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let specs: Vec<PathBuf> = tree(dir.path())
        .into_iter()
        .filter(|p| p.starts_with("specs") && p.extension().is_some_and(|e| e == "json"))
        .collect();
    assert_eq!(
        specs,
        [PathBuf::from("specs/theme-provider.json")],
        "{}",
        stderr(&output)
    );
}

/// biji-ui's layout: every compound component in `<name>/root.rs` with a `Root`, a
/// `RootWith` and its parts, and a `dialog/dialog.rs`. Names are what its maintainer would
/// write: as few modules as tell a component apart, no module the name already says, no
/// number.
#[test]
fn same_named_parts_are_named_by_the_modules_that_tell_them_apart() {
    let parts = |names: &[&str]| -> String {
        names
            .iter()
            .map(|n| {
                format!(
                    "#[component]\npub fn {n}() -> impl IntoView {{ view! {{ <div></div> }} }}\n"
                )
            })
            .collect()
    };
    let header = "use leptos::prelude::*;\n";
    let switch = format!("{header}{}", parts(&["Root", "RootWith", "Thumb"]));
    let alert = format!("{header}{}", parts(&["Root", "Content"]));
    let dialog = format!("{header}{}", parts(&["Content"]));
    let dir = common::project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"prims\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n",
        ),
        ("src/lib.rs", "pub mod components;\n"),
        (
            "src/components/mod.rs",
            "pub mod switch;\npub mod slider;\npub mod dialog;\npub mod alert_dialog;\n",
        ),
        ("src/components/switch/mod.rs", "pub mod root;\n"),
        ("src/components/slider/mod.rs", "pub mod root;\n"),
        ("src/components/alert_dialog/mod.rs", "pub mod root;\n"),
        ("src/components/dialog/mod.rs", "pub mod dialog;\n"),
        ("src/components/switch/root.rs", &switch),
        ("src/components/slider/root.rs", &switch),
        ("src/components/alert_dialog/root.rs", &alert),
        ("src/components/dialog/dialog.rs", &dialog),
    ]);
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let mut names: Vec<String> = written_specs(dir.path())
        .values()
        .map(|spec| spec["name"].as_str().unwrap().to_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "AlertDialogContent",
            "AlertDialogRoot",
            "DialogContent",
            "SliderRoot",
            "SliderRootWith",
            "SliderThumb",
            "SwitchRoot",
            "SwitchRootWith",
            "SwitchThumb",
        ]
    );
}

/// The manifest of a Leptos crate named `name`.
fn leptos_manifest(name: &str) -> String {
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n"
    )
}

/// A file with one public Leptos component named `name`.
fn leptos_component(name: &str) -> String {
    format!(
        "use leptos::prelude::*;\n#[component]\npub fn {name}() -> impl IntoView {{ view! {{ <span></span> }} }}\n"
    )
}

/// A workspace of a library, a second library and a demo app: `spec:infer` on the one library
/// writes its specs and records in uispec.toml what it was asked about, so `validate` reports
/// no component of the other crates; the app (a binary crate) and the library's `demo/`
/// folder are left out by default and said to be.
#[test]
fn infer_then_validate_on_a_workspace_reads_only_what_was_asked() {
    let (ui, kit, app) = (
        leptos_manifest("ui"),
        leptos_manifest("kit"),
        leptos_manifest("app"),
    );
    let (button, demo, badge, page) = (
        leptos_component("Button"),
        leptos_component("DemoCard"),
        leptos_component("Badge"),
        leptos_component("Page"),
    );
    let dir = common::project_with(&[
        (
            "Cargo.toml",
            "[workspace]\nmembers = [\"ui\", \"kit\", \"app\"]\n",
        ),
        ("uispec.toml", "[css]\nout = \"ui.css\"\n"),
        ("ui/Cargo.toml", &ui),
        ("ui/src/lib.rs", &format!("pub mod demo;\n{button}")),
        ("ui/src/demo/mod.rs", &demo),
        ("kit/Cargo.toml", &kit),
        ("kit/src/lib.rs", &badge),
        ("app/Cargo.toml", &app),
        ("app/src/main.rs", &format!("{page}fn main() {{}}\n")),
    ]);
    let output = uispec(dir.path(), &["spec:infer", "ui/src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let said = stderr(&output);
    assert!(
        said.contains("note: not read as component code: `app/src` (a binary crate: it uses components, the libraries define them), `ui/src/demo` (a folder of showcases)")
            && !said.contains("left out"),
        "{said}"
    );
    assert!(
        said.contains("wrote `components = [\"ui/src\"]` to uispec.toml"),
        "{said}"
    );
    let specs: Vec<String> = written_specs(dir.path()).into_keys().collect();
    assert_eq!(specs, ["button.json"]);
    let config = fs::read_to_string(dir.path().join("uispec.toml")).unwrap();
    assert!(
        config.starts_with("# The component code")
            && config.contains("components = [\"ui/src\"]\n\n[css]"),
        "{config}"
    );
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        !stderr(&output).contains("component-no-spec"),
        "{}",
        stderr(&output)
    );
    // Inferring again changes nothing in uispec.toml.
    let output = uispec(dir.path(), &["spec:infer", "ui/src", "--force"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(
        fs::read_to_string(dir.path().join("uispec.toml")).unwrap(),
        config
    );
}

/// An enum prop that is an ARIA attribute's value is a prop typed by its values, never a
/// variant axis, even when the value goes to another component out of sight; a `char` is a
/// string.
#[test]
fn an_aria_enum_is_a_prop_not_a_variant_axis() {
    let dir = common::project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"nav\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n",
        ),
        (
            "src/lib.rs",
            "use leptos::prelude::*;\n#[derive(Clone, Copy, Default)]\npub enum AriaCurrent { #[default] Page, Step, Location }\n#[component]\npub fn NavLink(#[prop(optional)] aria_current: AriaCurrent, #[prop(optional)] separator: Option<char>, children: Children) -> impl IntoView {\n    view! { <Anchor aria_current=aria_current>{children()}</Anchor> }\n}\n#[component]\nfn Anchor(aria_current: AriaCurrent, children: Children) -> impl IntoView { view! { <a href=\"#\">{children()}</a> } }\n",
        ),
    ]);
    let output = uispec(dir.path(), &["spec:infer", "src", "--stdout"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let spec: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(spec.get("variants"), None, "{spec:#}");
    let prop = |name: &str| {
        (spec["props"].as_array().unwrap().iter())
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("no `{name}`: {spec:#}"))
            .clone()
    };
    let aria = prop("ariaCurrent");
    assert_eq!(aria["type"], "\"page\" | \"step\" | \"location\"");
    // A `char` is a string of one.
    assert_eq!(prop("separator")["type"], "string");
}

/// Configured in the workspace's Cargo.toml, the project gets the `components` line as advice:
/// a uispec.toml written now would take that configuration's place.
#[test]
fn infer_in_a_workspace_configured_in_cargo_toml_suggests_components() {
    let (ui, kit, button, badge) = (
        leptos_manifest("ui"),
        leptos_manifest("kit"),
        leptos_component("Button"),
        leptos_component("Badge"),
    );
    let dir = common::project_with(&[
        (
            "Cargo.toml",
            "[workspace]\nmembers = [\"ui\", \"kit\"]\n\n[workspace.metadata.uispec]\nspecs = [\"specs\"]\n",
        ),
        ("ui/Cargo.toml", &ui),
        ("ui/src/lib.rs", &button),
        ("kit/Cargo.toml", &kit),
        ("kit/src/lib.rs", &badge),
    ]);
    let output = uispec(dir.path(), &["spec:infer", "ui/src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("add `components = [\"ui/src\"]` to the uispec configuration in [workspace.metadata.uispec]"),
        "{}",
        stderr(&output)
    );
    assert!(!dir.path().join("uispec.toml").exists());
}
