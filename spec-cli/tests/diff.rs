//! `uispec diff` on two folders: its formats (the JSON against its schema, Markdown that a
//! hostile name cannot turn into a link, GitHub annotations), `--fail-on`, the version check,
//! the visual baselines of both sides, and the docs listing every kind of the taxonomy.
//! (Revisions: `clients`' `diff_git`; baselines a real run accepted: `clients`'
//! `the_visual_baselines_explain_every_change`.)

use std::fs;
use std::path::Path;

use serde_json::Value;

use crate::common::{code, copy_dir, design_system, stderr, stdout, uispec, workspace};

const CONFIG: &str = "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n";
const TOKENS: &str = r##"{"color": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0.145, 0.388, 0.922], "hex": "#2563eb"}}, "action": {"$value": "{color.blue}"}}}
"##;
const BUTTON: &str = r#"{"name": "Button", "props": [{"name": "label", "type": "string"}], "anatomy": [{"name": "root"}], "tokenMapping": {"root.background": "{color.action}"}}
"#;

/// Writes a project into `dir`: the base's files, the `spec` for the Button, `version`.
fn project(dir: &Path, spec: &str, version: &str) {
    fs::create_dir_all(dir.join("specs")).unwrap();
    fs::create_dir_all(dir.join("tokens")).unwrap();
    fs::write(dir.join("uispec.toml"), CONFIG).unwrap();
    fs::write(
        dir.join("Cargo.toml"),
        format!("[package]\nname = \"design\"\nversion = \"{version}\"\n"),
    )
    .unwrap();
    fs::write(dir.join("tokens/base.tokens.json"), TOKENS).unwrap();
    fs::write(dir.join("specs/button.json"), spec).unwrap();
}

/// `uispec diff base head ARGS` in a fresh pair of folders.
fn diff(head_spec: &str, versions: (&str, &str), args: &[&str]) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    let (base, head) = (dir.path().join("base"), dir.path().join("head"));
    project(&base, BUTTON, versions.0);
    project(&head, head_spec, versions.1);
    let mut all = vec!["diff", base.to_str().unwrap(), head.to_str().unwrap()];
    all.extend(args);
    uispec(dir.path(), &all)
}

#[test]
fn the_json_follows_its_schema_and_fail_on_decides_the_exit() {
    let head = BUTTON.replace(
        r#"{"name": "label", "type": "string"}"#,
        r#"{"name": "label", "type": "string"}, {"name": "size", "type": "string"}"#,
    );
    let output = diff(&head, ("1.0.0", "1.0.0"), &["--format", "json"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let schema: Value = serde_json::from_str(
        &fs::read_to_string(workspace().join("docs/diff.schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::options().build(&schema).unwrap();
    let errors: Vec<String> = validator
        .iter_errors(&report)
        .map(|e| e.to_string())
        .collect();
    assert_eq!(errors, Vec::<String>::new(), "{report:#}");
    assert_eq!(report["verdict"], "feature");
    assert_eq!(report["bump"], "minor");
    assert_eq!(report["changes"][0]["kind"], "prop-added");
    assert_eq!(
        report["changes"][0]["location"]["path"],
        "specs/button.json"
    );
    // A feature fails `--fail-on feature`, not `--fail-on breaking`.
    assert_eq!(
        code(&diff(&head, ("1.0.0", "1.0.0"), &["--fail-on", "feature"])),
        1
    );
    assert_eq!(
        code(&diff(&head, ("1.0.0", "1.0.0"), &["--fail-on", "breaking"])),
        0
    );
    // The version went up a patch where a minor is needed; below 1.0.0 a patch is enough.
    let output = diff(&head, ("1.0.0", "1.0.1"), &[]);
    assert_eq!(code(&output), 1, "{}", stdout(&output));
    assert!(
        stderr(&output).contains("the version went from 1.0.0 to 1.0.1 (a patch bump), and the changes need a minor bump: too little"),
        "{}",
        stderr(&output)
    );
    assert_eq!(code(&diff(&head, ("0.3.0", "0.3.1"), &[])), 0);
    // Two things that are not both folders are refused.
    let dir = tempfile::tempdir().unwrap();
    let output = uispec(dir.path(), &["diff", ".", "HEAD"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("give two folders, or two git revisions"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn names_from_files_stay_names_in_markdown_and_annotations() {
    let head = BUTTON.replace(
        r#"{"name": "label", "type": "string"}"#,
        r#"{"name": "label", "type": "string"}, {"name": "![x](https://evil.example/a.png)<img src=x>", "type": "string", "required": true}"#,
    );
    let output = diff(&head, ("1.0.0", "2.0.0"), &["--format", "markdown"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let markdown = stdout(&output);
    assert!(
        markdown.starts_with("### uispec diff: major release: 1 breaking\n"),
        "{markdown}"
    );
    assert!(markdown.contains("#### Breaking changes"), "{markdown}");
    // The name is a code span: no image, no element.
    assert!(
        markdown.contains("prop `![x](https://evil.example/a.png)<img src=x>` added, required"),
        "{markdown}"
    );
    assert!(markdown.contains("the version went from 1.0.0 to 2.0.0 (a major bump), and the changes need a major bump: enough"), "{markdown}");
    let output = diff(&head, ("1.0.0", "1.0.0"), &["--format", "github"]);
    let annotations = stdout(&output);
    assert!(
        annotations.starts_with("::error file=specs/button.json,line=1,col="),
        "{annotations}"
    );
    assert!(
        annotations.contains("title=uispec diff%3A prop-newly-required::"),
        "{annotations}"
    );
    // The human form says where, why, and the verdict.
    let output = diff(&head, ("1.0.0", "1.0.0"), &[]);
    let text = stdout(&output);
    assert!(
        text.contains("breaking[prop-newly-required]: `Button`: prop "),
        "{text}"
    );
    assert!(text.contains("  --> specs/button.json:1:"), "{text}");
    assert!(
        text.contains("   = why: a use that leaves it out stops building"),
        "{text}"
    );
    assert!(text.ends_with("major release: 1 breaking\n"), "{text}");
}

#[test]
fn the_docs_and_the_schema_list_every_kind_with_its_level() {
    let docs = fs::read_to_string(workspace().join("docs/diff.md")).unwrap();
    let schema: Value = serde_json::from_str(
        &fs::read_to_string(workspace().join("docs/diff.schema.json")).unwrap(),
    )
    .unwrap();
    let listed: Vec<&str> = (schema["$defs"]["change"]["properties"]["kind"]["enum"].as_array())
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let kinds: Vec<&str> = uispec_core::diff::Kind::all().map(|k| k.id()).collect();
    assert_eq!(listed, kinds);
    for kind in uispec_core::diff::Kind::all() {
        let row = format!("| `{}` | {} | {} |", kind.id(), kind.level(), kind.reason());
        assert!(docs.contains(&row), "docs/diff.md lacks `{row}`");
    }
}

/// The bundled example with its visual baselines.
fn with_baselines(dir: &Path) {
    let example = workspace().join("examples/design-system/uispec-baselines");
    copy_dir(&example, &dir.join("uispec-baselines"));
}

#[test]
fn a_render_whose_approved_look_changed_is_explained() {
    let (base, head) = (design_system(), design_system());
    with_baselines(base.path());
    with_baselines(head.path());
    // The head moves the light theme's primary action colour, and its Button baseline was
    // accepted with it: the primary Button's entry and its picture are new.
    let light = head.path().join("tokens/themes/light.tokens.json");
    let text = fs::read_to_string(&light).unwrap();
    let from = "\"background\": {\n          \"$value\": \"{base.color.blue.600}\"";
    assert!(text.contains(from));
    fs::write(&light, text.replacen(from, &from.replace("600", "700"), 1)).unwrap();
    let baselines = head.path().join("uispec-baselines/button");
    let file = baselines.join("baseline.json");
    let mut baseline: Value = serde_json::from_str(&fs::read_to_string(&file).unwrap()).unwrap();
    let entry = &mut baseline["entries"][0];
    assert_eq!(entry["id"], "size-md-variant-primary.light");
    entry["styles"]["root"]["background-color"] = "rgb(29, 78, 216)".into();
    entry["tokens"]["root"]["background-color"]["value"] = "#1d4ed8".into();
    fs::write(&file, serde_json::to_string_pretty(&baseline).unwrap()).unwrap();
    fs::copy(
        baselines.join("size-md-variant-danger.light.png"),
        baselines.join("size-md-variant-primary.light.png"),
    )
    .unwrap();
    // Another component's picture changed alone (a font, the browser): pixels only.
    let badge = head.path().join("uispec-baselines/badge");
    let badges: Vec<String> = (fs::read_dir(&badge).unwrap().flatten())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".light.png"))
        .collect();
    let [first, second, ..] = badges.as_slice() else {
        panic!("{badges:?}")
    };
    fs::copy(badge.join(second), badge.join(first)).unwrap();
    // A hostile baseline: a link out of the project is left out, said once.
    let outside = tempfile::NamedTempFile::new().unwrap();
    let card = head.path().join("uispec-baselines/card/baseline.json");
    fs::remove_file(&card).unwrap();
    std::os::unix::fs::symlink(outside.path(), &card).unwrap();

    let dir = tempfile::tempdir().unwrap();
    let args = [
        "diff",
        base.path().to_str().unwrap(),
        head.path().to_str().unwrap(),
    ];
    let output = uispec(dir.path(), &[&args[..], &["--format", "json"]].concat());
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("uispec-baselines/card/baseline.json` leads outside the project"),
        "{}",
        stderr(&output)
    );
    let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let changes: Vec<(String, String, String)> = (report["changes"].as_array().unwrap().iter())
        .map(|c| {
            let text = |key: &str| c[key].as_str().unwrap_or_default().to_owned();
            (
                text("kind"),
                text("message"),
                c["location"]["path"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let rendered: Vec<&(String, String, String)> = changes
        .iter()
        .filter(|(kind, ..)| kind == "render-changed")
        .collect();
    assert_eq!(rendered.len(), 2, "{changes:#?}");
    let (_, button, path) = rendered
        .iter()
        .find(|(_, message, _)| {
            message.starts_with(
                "`Button size=md variant=primary` looks different in the light theme (",
            )
        })
        .unwrap_or_else(|| panic!("{changes:#?}"));
    assert!(
        button.ends_with("pixels differ): the token `color.action.primary.background` is #1d4ed8 in the light theme, was #2563eb (`background-color` of `root`)"),
        "{button}"
    );
    assert_eq!(path, "uispec-baselines/button/baseline.json");
    let (_, badge, _) = rendered
        .iter()
        .find(|(_, message, _)| message.starts_with("`Badge "))
        .unwrap_or_else(|| panic!("{changes:#?}"));
    assert!(
        badge.ends_with("pixels differ): pixels only: nothing uispec tracks changed (a font, an image, the browser)"),
        "{badge}"
    );
    // With the token's own change, nothing else: a fix release.
    assert_eq!(changes.len(), 3, "{changes:#?}");
    assert_eq!(report["verdict"], "fix");
    assert_eq!(report["bump"], "patch");

    // Pictures taken elsewhere are not compared: what the styles say is.
    let text = fs::read_to_string(&file).unwrap();
    fs::write(&file, text.replace("\"linux-x86_64, ", "\"macos-aarch64, ")).unwrap();
    let output = uispec(dir.path(), &args);
    let text = stdout(&output);
    assert!(
        text.contains("fix[render-changed]: `Button`: `Button size=md variant=primary` looks different in the light theme: the token "),
        "{text}"
    );
    assert!(
        text.contains("  --> uispec-baselines/button/baseline.json:"),
        "{text}"
    );
}
