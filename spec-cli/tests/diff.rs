//! `uispec diff` on two folders: its formats (the JSON against its schema, Markdown that a
//! hostile name cannot turn into a link, GitHub annotations), `--fail-on`, the version check,
//! the visual baselines of both sides, and the docs listing every kind of the taxonomy.
//! (Revisions: `clients`' `diff_git`; baselines a real run accepted: `clients`'
//! `the_visual_baselines_explain_every_change`.)

use std::fs;
use std::path::Path;

use serde_json::Value;

use crate::common::{code, stderr, stdout, uispec, workspace};

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

/// A `width`×1 PNG of one colour.
fn png(width: u32, rgba: [u8; 4]) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, 1);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer
        .write_image_data(&rgba.repeat(width as usize))
        .unwrap();
    writer.finish().unwrap();
    bytes
}

/// Writes the Button's visual baseline into the project `dir`: the default render, whose root
/// is painted `background` by the token `color.action` (`value`), and a disabled one that no
/// token paints; their pictures are of the colours `pictures`.
fn baseline(dir: &Path, (background, value): (&str, &str), pictures: [[u8; 4]; 2]) {
    let folder = dir.join("uispec-baselines/button");
    fs::create_dir_all(&folder).unwrap();
    let entry = |id: &str, render: &str, (background, tokens): (&str, Value)| {
        serde_json::json!({
            "id": id, "render": render, "theme": "default",
            "accessibility": ["- button \"Save\""],
            "markup": ["<button data-part=\"root\">", "Save", "</button>"],
            "styles": {"root": {"background-color": background}},
            "tokens": tokens,
        })
    };
    let mapped = serde_json::json!({"root": {"background-color": {"key": "root.background", "token": "color.action", "value": value}}});
    let file = serde_json::json!({
        "format": 1, "component": "Button", "platform": "linux-x86_64, Chrome 156",
        "entries": [
            entry("default.default", "Button", (background, mapped)),
            entry("disabled.default", "Button disabled", ("rgb(200, 200, 200)", serde_json::json!({}))),
        ],
    });
    fs::write(
        folder.join("baseline.json"),
        serde_json::to_string_pretty(&file).unwrap(),
    )
    .unwrap();
    fs::write(folder.join("default.default.png"), png(4, pictures[0])).unwrap();
    fs::write(folder.join("disabled.default.png"), png(4, pictures[1])).unwrap();
}

#[test]
fn a_render_whose_approved_look_changed_is_explained() {
    let dir = tempfile::tempdir().unwrap();
    let (base, head) = (dir.path().join("base"), dir.path().join("head"));
    project(&base, BUTTON, "1.0.0");
    project(&head, BUTTON, "1.0.0");
    // Colours far enough apart to differ beyond the tolerance (blue 600 and 700 do not: the
    // styles say that change).
    let (blue, grey) = ([37, 99, 235, 255], [200, 200, 200, 255]);
    let (red, black) = ([220, 38, 38, 255], [0, 0, 0, 255]);
    baseline(&base, ("rgb(37, 99, 235)", "#2563eb"), [blue, grey]);
    // The head darkens the blue, and its Button baseline was accepted with it: the default
    // render is painted the new value; the disabled one only drew other pixels (a font).
    let tokens = TOKENS.replace(
        "0.145, 0.388, 0.922], \"hex\": \"#2563eb",
        "0.114, 0.306, 0.847], \"hex\": \"#1d4ed8",
    );
    fs::write(head.join("tokens/base.tokens.json"), tokens).unwrap();
    baseline(&head, ("rgb(29, 78, 216)", "#1d4ed8"), [red, black]);
    // A hostile baseline: a link out of the project is left out, said once.
    let outside = tempfile::NamedTempFile::new().unwrap();
    fs::create_dir_all(head.join("uispec-baselines/card")).unwrap();
    std::os::unix::fs::symlink(
        outside.path(),
        head.join("uispec-baselines/card/baseline.json"),
    )
    .unwrap();

    let args = ["diff", base.to_str().unwrap(), head.to_str().unwrap()];
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
            let path = c["location"]["path"].as_str().unwrap().to_owned();
            (text("kind"), text("message"), path)
        })
        .collect();
    let render = "uispec-baselines/button/baseline.json".to_owned();
    assert_eq!(
        changes,
        [
            (
                "render-changed".to_owned(),
                "`Button` looks different in the default theme (4 pixels differ): the token `color.action` is #1d4ed8 in the default theme, was #2563eb (`background-color` of `root`)".to_owned(),
                render.clone()
            ),
            (
                "render-changed".to_owned(),
                "`Button disabled` looks different in the default theme (4 pixels differ): pixels only: nothing uispec tracks changed (a font, an image, the browser)".to_owned(),
                render.clone()
            ),
            (
                "token-value-changed".to_owned(),
                "is #1d4ed8 in default, was #2563eb".to_owned(),
                "tokens/base.tokens.json".to_owned()
            ),
        ]
    );
    assert_eq!(report["verdict"], "fix");

    // Pictures taken elsewhere are not compared: what the styles say is.
    let file = head.join("uispec-baselines/button/baseline.json");
    let text = fs::read_to_string(&file).unwrap();
    fs::write(&file, text.replace("\"linux-x86_64, ", "\"macos-aarch64, ")).unwrap();
    let text = stdout(&uispec(dir.path(), &args));
    assert!(
        text.contains("fix[render-changed]: `Button`: `Button` looks different in the default theme: the token "),
        "{text}"
    );
    assert!(!text.contains("`Button disabled`"), "{text}");
    assert!(
        text.contains("  --> uispec-baselines/button/baseline.json:"),
        "{text}"
    );
}
