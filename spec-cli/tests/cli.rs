//! The `uispec` binary, run for real in temporary projects: exit codes, files written, output.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use std::fs;
use std::path::{Path, PathBuf};

use crate::common;

use common::{code, project, stderr, stdout, tree, uispec};

use serde_json::Value;
use uispec_core::presets::{PRESETS, Preset};
use uispec_core::schema::{ExtraSchema, SCHEMA_JSON};

#[test]
fn add_button_writes_a_schema_valid_stamped_spec() {
    let dir = project();
    let output = uispec(dir.path(), &["add", "button"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "created specs/button.json, .uispec/component-spec.schema.json\n"
    );
    let text = fs::read_to_string(dir.path().join("specs/button.json")).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    assert!(ExtraSchema::builtin().unwrap().is_valid(&value));
    assert_eq!(value["$schema"], "../.uispec/component-spec.schema.json");
    assert_eq!(
        value["x-preset"],
        serde_json::json!({"id": "button", "version": 1})
    );
    assert_eq!(value["name"], "Button");
    assert_eq!(
        text,
        Preset::find("button")
            .unwrap()
            .to_stamped_json("../.uispec/component-spec.schema.json")
    );
    // The `$schema` reference resolves to the schema copy.
    assert_eq!(
        fs::read_to_string(dir.path().join(".uispec/component-spec.schema.json")).unwrap(),
        SCHEMA_JSON
    );
}

#[test]
fn adding_again_is_a_silent_no_op() {
    let dir = project();
    assert_eq!(code(&uispec(dir.path(), &["add", "button"])), 0);
    let path = dir.path().join("specs/button.json");
    let before = fs::metadata(&path).unwrap().modified().unwrap();
    let output = uispec(dir.path(), &["add", "Button"]);
    assert_eq!(code(&output), 0);
    assert_eq!(stdout(&output), "unchanged specs/button.json\n");
    assert_eq!(stderr(&output), "");
    assert_eq!(
        fs::metadata(&path).unwrap().modified().unwrap(),
        before,
        "the file was not rewritten"
    );
}

#[test]
fn different_content_needs_force() {
    let dir = project();
    fs::create_dir(dir.path().join("specs")).unwrap();
    let path = dir.path().join("specs/button.json");
    let edited = "{\n  \"name\": \"Button\",\n  \"description\": \"Our own\"\n}\n";
    fs::write(&path, edited).unwrap();

    let output = uispec(dir.path(), &["add", "button"]);
    assert_eq!(code(&output), 1);
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        edited,
        "the user's file is byte-identical"
    );
    assert!(
        stderr(&output)
            .contains("error: `specs/button.json` already exists with different content")
    );
    assert!(stderr(&output).contains("--force"));
    assert!(stdout(&output).contains("skipped specs/button.json"));

    let output = uispec(dir.path(), &["add", "button", "--force"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(stdout(&output).starts_with("updated specs/button.json"));
    let value: Value = serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(value["x-preset"]["id"], "button");
}

#[test]
fn several_presets_at_once() {
    let dir = project();
    let output = uispec(dir.path(), &["add", "button", "dialog", "tabs"]);
    assert_eq!(code(&output), 0);
    let names: Vec<String> = ["button", "dialog", "tabs"]
        .iter()
        .map(|id| {
            let value: Value = serde_json::from_str(
                &fs::read_to_string(dir.path().join(format!("specs/{id}.json"))).unwrap(),
            )
            .unwrap();
            value["name"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(names, ["Button", "Dialog", "Tabs"]);
}

#[test]
fn list_presets_lists_exactly_ten() {
    let dir = project();
    let output = uispec(dir.path(), &["add", "--list-presets"]);
    assert_eq!(code(&output), 0);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 11, "a header and ten presets:\n{text}");
    assert!(
        lines[0].starts_with("ID")
            && lines[0].contains("CATEGORY")
            && lines[0].contains("DESCRIPTION")
    );
    assert!(
        lines[1].starts_with("button ")
            && lines[1].contains("actions")
            && lines[1].contains("moderate")
    );

    let output = uispec(dir.path(), &["add", "--list-presets", "--format", "json"]);
    assert_eq!(code(&output), 0);
    let items: Vec<Value> = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(items.len(), PRESETS.len());
    assert_eq!(items.len(), 10);
    assert_eq!(items[4]["id"], "dialog");
    assert_eq!(items[4]["category"], "feedback");
    assert_eq!(items[4]["complexity"], "complex");
    assert!(tree(dir.path()).is_empty(), "listing writes nothing");
}

#[test]
fn an_unknown_name_gives_a_skeleton() {
    let dir = project();
    let output = uispec(dir.path(), &["add", "date-picker", "Toast"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let picker: Value = serde_json::from_str(
        &fs::read_to_string(dir.path().join("specs/date-picker.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(picker["name"], "DatePicker");
    assert_eq!(picker.get("category"), None, "no category fits");
    assert_eq!(picker["x-preset"]["id"], "skeleton");
    let toast: Value =
        serde_json::from_str(&fs::read_to_string(dir.path().join("specs/toast.json")).unwrap())
            .unwrap();
    assert_eq!(toast["category"], "feedback");
    assert!(ExtraSchema::builtin().unwrap().is_valid(&toast));
}

#[test]
fn a_name_without_letters_is_a_usage_error() {
    let dir = project();
    let output = uispec(dir.path(), &["add", "@@"]);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("is not a component name"));
    assert!(tree(dir.path()).is_empty());
}

#[test]
fn init_scaffolds_and_is_safe_to_run_twice() {
    let dir = project();
    let output = uispec(dir.path(), &["init"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "created specs/, uispec.toml, .uispec/component-spec.schema.json, tokens/starter.tokens.json\n"
    );
    assert!(dir.path().join("specs").is_dir());
    let files = tree(dir.path());
    let before: Vec<Vec<u8>> = files
        .iter()
        .map(|f| fs::read(dir.path().join(f)).unwrap())
        .collect();

    let output = uispec(dir.path(), &["init"]);
    assert_eq!(code(&output), 0);
    assert_eq!(
        stdout(&output),
        "unchanged uispec.toml, .uispec/component-spec.schema.json, tokens/starter.tokens.json\n"
    );
    let after: Vec<Vec<u8>> = files
        .iter()
        .map(|f| fs::read(dir.path().join(f)).unwrap())
        .collect();
    assert_eq!(before, after);

    // A user's edit survives a later init, which says so and exits 1.
    fs::write(dir.path().join("uispec.toml"), "specs = [\"design\"]\n").unwrap();
    let output = uispec(dir.path(), &["init"]);
    assert_eq!(code(&output), 1);
    assert_eq!(
        fs::read_to_string(dir.path().join("uispec.toml")).unwrap(),
        "specs = [\"design\"]\n"
    );
}

#[test]
fn init_then_add_uses_the_configured_specs_directory() {
    let dir = project();
    assert_eq!(code(&uispec(dir.path(), &["init"])), 0);
    fs::write(
        dir.path().join("uispec.toml"),
        "specs = [\"design/specs\"]\n",
    )
    .unwrap();
    fs::create_dir(dir.path().join("src")).unwrap();
    // Run from a subdirectory: the project is found through uispec.toml.
    let output = uispec(&dir.path().join("src"), &["add", "card"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let value: Value = serde_json::from_str(
        &fs::read_to_string(dir.path().join("design/specs/card.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(value["$schema"], "../../.uispec/component-spec.schema.json");
}

#[test]
fn the_starter_tokens_define_the_presets_references() {
    let dir = project();
    assert_eq!(code(&uispec(dir.path(), &["init"])), 0);
    let tokens: Value = serde_json::from_str(
        &fs::read_to_string(dir.path().join("tokens/starter.tokens.json")).unwrap(),
    )
    .unwrap();
    for preset in PRESETS {
        for reference in preset.spec().token_mapping.values() {
            let path = reference.trim_matches(['{', '}']);
            let token = path
                .split('.')
                .try_fold(&tokens, |node, segment| node.get(segment));
            assert!(
                token.is_some_and(|t| t.get("$value").is_some()),
                "{}: {reference}",
                preset.id
            );
        }
    }
}

#[test]
fn an_unwritable_directory_exits_2_and_writes_nothing() {
    let dir = project();
    // A path through a regular file cannot be created, whoever runs the test (root included).
    fs::write(dir.path().join("blocker"), "not a directory").unwrap();
    let output = uispec(dir.path(), &["add", "button", "--dir", "blocker/specs"]);
    assert_eq!(code(&output), 2);
    let message = stderr(&output);
    assert!(
        message.starts_with("error: cannot write `blocker/specs/button.json`"),
        "{message}"
    );
    assert_eq!(
        tree(dir.path()),
        [PathBuf::from("blocker")],
        "nothing was written"
    );

    let output = uispec(dir.path(), &["init", "--project", "blocker/project"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("cannot create directory `blocker/project/specs`"),
        "{}",
        stderr(&output)
    );
    assert_eq!(tree(dir.path()), [PathBuf::from("blocker")]);
}

#[test]
fn dry_run_and_stdout_write_nothing() {
    let dir = project();
    let output = uispec(dir.path(), &["add", "badge", "--dry-run"]);
    assert_eq!(code(&output), 0);
    assert_eq!(
        stdout(&output),
        "would create specs/badge.json, .uispec/component-spec.schema.json\n"
    );
    let output = uispec(dir.path(), &["add", "badge", "--stdout"]);
    assert_eq!(code(&output), 0);
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["name"], "Badge");
    let output = uispec(dir.path(), &["init", "--dry-run"]);
    assert_eq!(code(&output), 0);
    assert!(stdout(&output).starts_with("would create specs/, uispec.toml"));
    assert!(tree(dir.path()).is_empty());
    assert!(!dir.path().join("specs").exists());
}

#[test]
fn schema_prints_the_json_schema() {
    let dir = project();
    let output = uispec(dir.path(), &["schema"]);
    assert_eq!(code(&output), 0);
    assert_eq!(stdout(&output), SCHEMA_JSON);
    let schema: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(
        schema["$id"],
        "https://uispec.dev/schema/component-spec/v1.json"
    );
}

#[test]
fn help_version_completions_and_usage_errors() {
    let dir = project();
    let output = uispec(dir.path(), &["--help"]);
    assert_eq!(code(&output), 0);
    assert!(stdout(&output).contains("uispec add button dialog tabs"));
    let output = uispec(dir.path(), &["--version"]);
    assert_eq!(code(&output), 0);
    assert_eq!(
        stdout(&output),
        format!("uispec {}\n", env!("CARGO_PKG_VERSION"))
    );
    let output = uispec(dir.path(), &["completions", "bash"]);
    assert_eq!(code(&output), 0);
    assert!(stdout(&output).contains("_uispec()"));
    for bad in [
        &["frobnicate"][..],
        &["add"],
        &["add", "button", "--list-presets"],
        &["--color", "purple", "schema"],
    ] {
        assert_eq!(code(&uispec(dir.path(), bad)), 2, "{bad:?}");
    }
}

#[test]
fn configuration_and_project_errors_exit_2() {
    let dir = project();
    fs::write(dir.path().join("uispec.toml"), "specs = [\"specs\"\n").unwrap();
    let output = uispec(dir.path(), &["add", "button"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("uispec.toml:"),
        "{}",
        stderr(&output)
    );
    let output = uispec(
        dir.path(),
        &["add", "button", "--project", "does-not-exist"],
    );
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("does not exist"));
}

#[test]
fn validate_a_fresh_project_is_clean() {
    let dir = project();
    assert_eq!(code(&uispec(dir.path(), &["init"])), 0);
    assert_eq!(
        code(&uispec(
            dir.path(),
            &["add", "button", "dialog", "tabs", "IconButton"]
        )),
        0
    );
    // The schema copy next to the specs is recognised and skipped.
    fs::copy(
        dir.path().join(".uispec/component-spec.schema.json"),
        dir.path().join("specs/schema.json"),
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "no problems in 4 specs\n");
    assert_eq!(stderr(&output), "");
}

#[test]
fn validate_reports_every_mistake_with_its_place_and_a_fix() {
    let dir = project();
    assert_eq!(code(&uispec(dir.path(), &["add", "button"])), 0);
    let path = dir.path().join("specs/button.json");
    let text = fs::read_to_string(&path).unwrap();
    let broken = text
        .replacen("\"description\":", "\"desciption\":", 1)
        .replacen(
            "\"complexity\": \"moderate\"",
            "\"complexity\": \"hard\"",
            1,
        )
        .replacen(
            "\"default\": false",
            "\"default\": false, \"required\": \"yes\"",
            1,
        );
    fs::write(&path, &broken).unwrap();
    fs::write(
        dir.path().join("specs/other-button.json"),
        "{\"name\": \"Button\"}\n",
    )
    .unwrap();

    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    // The project has no token files: one more finding says the references cannot resolve.
    assert_eq!(stdout(&output), "5 errors in 2 specs\n");
    let report = stderr(&output);
    let line_of = |needle: &str| broken.lines().position(|l| l.contains(needle)).unwrap() + 1;
    assert!(
        report.contains(&format!(
            "error[spec-schema]: unknown key `desciption` in the spec\n --> specs/button.json:{}:3",
            line_of("desciption")
        )),
        "{report}"
    );
    assert!(report.contains("= help: did you mean `description`?"));
    assert!(report.contains("error[spec-schema]: unknown complexity `hard`"));
    assert!(report.contains("= help: expected one of `simple`, `moderate`, `complex`"));
    assert!(report.contains("expected a boolean for `props[1].required`, found a string"));
    assert!(report.contains("error[spec-duplicate-name]: two specs are named `Button`"));
    assert!(!report.contains('\x1b'), "no colours with NO_COLOR");

    // One file at a time, and colours on request.
    let output = uispec(
        dir.path(),
        &["validate", "specs/other-button.json", "--color", "always"],
    );
    assert_eq!(code(&output), 0);
    let output = uispec(
        dir.path(),
        &["validate", "specs/button.json", "--color", "always"],
    );
    assert_eq!(code(&output), 1);
    assert!(stderr(&output).contains('\x1b'));
}

#[test]
fn validate_usage_and_io_errors() {
    let dir = project();
    let output = uispec(dir.path(), &["validate", "missing.json"]);
    assert_eq!(code(&output), 2);
    assert_eq!(stderr(&output), "error: `missing.json` does not exist\n");
    // No specs directory: a finding about the project, shown with its path only.
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).starts_with("error[io-error]: `specs` does not exist"),
        "{}",
        stderr(&output)
    );
    assert!(
        stderr(&output).contains("--> specs\n"),
        "{}",
        stderr(&output)
    );
    // A spec that is not UTF-8 is reported, and the others are still checked.
    fs::create_dir(dir.path().join("specs")).unwrap();
    fs::write(
        dir.path().join("specs/latin1.json"),
        b"{\"name\": \"Caf\xe9\"}",
    )
    .unwrap();
    fs::write(dir.path().join("specs/ok.json"), "{\"name\": \"Ok\"}").unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    assert!(stderr(&output).contains("`specs/latin1.json` is not UTF-8"));
    assert_eq!(stdout(&output), "1 error in 1 spec\n");
    // A file over 16 MiB is refused without being read (a sparse file costs no disk).
    fs::remove_file(dir.path().join("specs/latin1.json")).unwrap();
    fs::File::create(dir.path().join("specs/huge.json"))
        .unwrap()
        .set_len(17 << 20)
        .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output)
            .starts_with("error[json-limit]: file is 17825792 bytes, over the limit of 16 MiB"),
        "{}",
        stderr(&output)
    );
}

/// The README's main command: the bundled example design system validates cleanly, and every
/// token its specs reference is defined in its token file.
#[test]
fn the_bundled_example_validates() {
    // The README's main command: the 10 presets and a custom spec, a resolver with light and
    // dark themes, and the Leptos components implementing every spec — clean at `strict`.
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system");
    let output = uispec(&example, &["validate", "--level", "strict"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    assert_eq!(
        stdout(&output),
        "no problems in 11 specs and 11 components\n"
    );
    for preset in PRESETS {
        assert!(
            example.join(format!("specs/{}.json", preset.id)).is_file(),
            "{}",
            preset.id
        );
    }

    // Both themes are checked: a token missing from the dark theme is found.
    let dir = project();
    common::copy_dir(&example, dir.path());
    let dark = dir.path().join("tokens/themes/dark.tokens.json");
    let text = fs::read_to_string(&dark).unwrap();
    fs::write(
        &dark,
        text.replacen("\"background-hover\"", "\"background-hovered\"", 1),
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    assert!(
        stderr(&output).contains("(missing when theme=dark)"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn validate_checks_token_references_with_suggestions() {
    let dir = project();
    assert_eq!(code(&uispec(dir.path(), &["init"])), 0);
    assert_eq!(code(&uispec(dir.path(), &["add", "button"])), 0);
    let path = dir.path().join("specs/button.json");
    let text = fs::read_to_string(&path).unwrap();
    let broken = text.replacen("{radius.md}", "{radius.mdd}", 1).replacen(
        "\"root.borderWidth\"",
        "\"root.borderWidth[variant]\"",
        1,
    );
    fs::write(&path, &broken).unwrap();

    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    let report = stderr(&output);
    assert!(
        report.contains(
            "error[token-missing]: {radius.mdd} does not exist: there is no `mdd` in {radius}"
        ),
        "{report}"
    );
    assert!(
        report.contains("= help: did you mean {radius.md}?"),
        "{report}"
    );
    assert!(
        report.contains(
            "error[token-mapping-syntax]: invalid tokenMapping key \"root.borderWidth[variant]\""
        ),
        "{report}"
    );
    assert_eq!(stdout(&output), "2 errors in 1 spec\n");

    // Token files are validated too; a conformance finding in a token no spec references is
    // a warning below `strict`.
    fs::write(
        dir.path().join("tokens/extra.tokens.json"),
        r#"{"x": {"$type": "colour", "$value": 1}}"#,
    )
    .unwrap();
    let report = stderr(&uispec(dir.path(), &["validate"]));
    assert!(
        report.contains("warning[token-type]: unknown `$type` \"colour\""),
        "{report}"
    );
    assert!(report.contains("did you mean `color`?"), "{report}");

    // Without token files, one finding per spec says so.
    fs::remove_dir_all(dir.path().join("tokens")).unwrap();
    let report = stderr(&uispec(dir.path(), &["validate"]));
    assert_eq!(
        report.matches("error[token-missing]").count(),
        1,
        "{report}"
    );
    assert!(
        report.contains("token references cannot resolve: there are no token files"),
        "{report}"
    );
}

/// A resolver defines the tokens; `[tokens] policy` decides in how many permutations a
/// reference must resolve.
#[test]
fn validate_follows_the_resolver_policy() {
    let dir = project();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    let black = r#"{"colorSpace": "srgb", "components": [0, 0, 0]}"#;
    write(
        "tokens/theme.resolver.json",
        &format!(
            r##"{{"version": "2025.10",
              "modifiers": {{"theme": {{"contexts": {{"light": [], "dark": [{{"c": {{"$type": "color", "glow": {{"$value": {black}}}}}}}]}}, "default": "light"}}}},
              "resolutionOrder": [{{"$ref": "#/modifiers/theme"}}]}}"##
        ),
    );
    write(
        "specs/halo.json",
        r#"{"name": "Halo", "tokenMapping": {"root.background": "{c.glow}"}}"#,
    );

    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    let report = stderr(&output);
    assert!(
        report.contains("error[token-missing]: {c.glow} does not exist"),
        "{report}"
    );
    assert!(report.contains("(missing when theme=light)"), "{report}");

    fs::write(
        dir.path().join("uispec.toml"),
        "[tokens]\npolicy = \"any\"\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));

    fs::write(
        dir.path().join("uispec.toml"),
        "[tokens]\npolicy = \"sometimes\"\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("`tokens.policy`"),
        "{}",
        stderr(&output)
    );
}

/// Specs point at the schema copy of the project they are written into: `add --dir` into
/// another project writes (when missing) and references that project's copy, never a path
/// climbing out of the spec's own tree into the project the command ran in.
#[test]
fn add_into_another_project_points_at_its_schema_copy() {
    let here = project();
    let other = project();
    fs::write(other.path().join("uispec.toml"), "").unwrap();
    let target = other.path().join("design/specs");
    let output = uispec(
        here.path(),
        &["add", "button", "--dir", target.to_str().unwrap()],
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let spec: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(target.join("button.json")).unwrap()).unwrap();
    assert_eq!(spec["$schema"], "../../.uispec/component-spec.schema.json");
    assert!(
        other
            .path()
            .join(".uispec/component-spec.schema.json")
            .is_file()
    );
    assert!(
        !here.path().join(".uispec").exists(),
        "nothing written where the command ran"
    );
}

/// Outside any project (no uispec.toml, no Cargo.toml above), `add --dir` picks the same
/// schema copy on every run: the second run of the same preset is a silent no-op, not a
/// refusal over a `$schema` that moved.
#[test]
fn add_outside_any_project_is_the_same_on_every_run() {
    let here = project();
    let elsewhere = tempfile::tempdir().unwrap();
    let target = elsewhere.path().join("specs");
    let args = ["add", "button", "--dir", target.to_str().unwrap()];
    let first = uispec(here.path(), &args);
    assert_eq!(code(&first), 0, "{}", stderr(&first));
    let written = fs::read_to_string(target.join("button.json")).unwrap();
    let second = uispec(here.path(), &args);
    assert_eq!(code(&second), 0, "{}", stderr(&second));
    assert_eq!(
        fs::read_to_string(target.join("button.json")).unwrap(),
        written
    );
    let spec: serde_json::Value = serde_json::from_str(&written).unwrap();
    assert_eq!(spec["$schema"], ".uispec/component-spec.schema.json");
    assert!(target.join(".uispec/component-spec.schema.json").is_file());
}
