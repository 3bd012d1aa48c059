//! `uispec-build` in real `cargo build`s: a fixture UI crate is written to a temporary
//! directory with `uispec-build` as a path build-dependency, and built offline (one shared
//! target directory, so dependencies compile once). What Cargo prints and whether the build
//! script runs again are what a user sees.

#![allow(clippy::unwrap_used)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The fixture's component code lives in `ui/`, outside the crate's module tree: uispec reads
/// it, rustc does not compile it (so the fixture needs no UI framework to build).
const COMPONENT: &str = "use leptos::prelude::*;\n\n/// A badge.\n#[component]\npub fn Badge(\n    /// The count.\n    count: u32,\n) -> impl IntoView {}\n";

const SPEC: &str = r#"{
  "name": "Badge",
  "description": "A badge.",
  "props": [
    { "name": "count", "type": "number", "required": true, "description": "The count." }
  ],
  "tokenMapping": {
    "root.background": "{color.accent}"
  }
}
"#;

const TOKENS: &str = r#"{
  "color": {
    "$type": "color",
    "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } },
    "old": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$deprecated": "use color.accent" }
  }
}
"#;

struct Fixture {
    dir: tempfile::TempDir,
    name: String,
}

impl Fixture {
    /// A fixture crate named `name` (unique per test: the tests share a target directory).
    fn new(name: &str, build_rs: &str) -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let uispec_build = Path::new(env!("CARGO_MANIFEST_DIR"));
        let fixture = Fixture {
            dir,
            name: name.to_owned(),
        };
        fixture.write(
            "Cargo.toml",
            &format!(
                "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[build-dependencies]\nuispec-build = {{ path = {:?} }}\n\n[workspace]\n\n[profile.dev]\ndebug = false\n",
                uispec_build.display().to_string()
            ),
        );
        fixture.write("build.rs", build_rs);
        fixture.write("src/lib.rs", "pub fn answer() -> u32 { 42 }\n");
        fixture.write(
            "uispec.toml",
            "components = [\"ui\"]\nframework = \"leptos\"\n",
        );
        fixture.write("ui/badge.rs", COMPONENT);
        fixture.write("specs/badge.json", SPEC);
        fixture.write("tokens/tokens.json", TOKENS);
        fixture
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    fn write(&self, rel: &str, text: &str) {
        let path = self.path(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    /// `cargo build -v --offline` in the fixture, sharing one target directory between tests.
    fn build(&self) -> Output {
        Command::new(env!("CARGO"))
            .args(["build", "-v", "--offline", "--color", "never"])
            .current_dir(self.dir.path())
            .env("CARGO_TARGET_DIR", target_dir())
            .env_remove("UISPEC_LEVEL")
            .output()
            .unwrap()
    }
}

/// The target directory every fixture builds in (dependencies compile once).
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-target")
}

impl Fixture {
    /// `OUT_DIR/<file>` of this fixture's latest build script run. The target directory
    /// outlives test runs, so earlier fixtures of the same name (other temporary directories,
    /// other hashes) may have left theirs: the newest wins.
    fn out_file(&self, file: &str) -> PathBuf {
        let prefix = format!("{}-", self.name);
        fs::read_dir(target_dir().join("debug/build"))
            .unwrap()
            .flatten()
            .filter(|entry| {
                entry
                    .file_name()
                    .to_str()
                    .and_then(|n| n.strip_prefix(&prefix))
                    .is_some_and(|hash| hash.chars().all(|c| c.is_ascii_hexdigit()))
            })
            .map(|entry| entry.path().join("out").join(file))
            .filter(|path| path.is_file())
            .max_by_key(|path| fs::metadata(path).and_then(|m| m.modified()).ok())
            .unwrap()
    }
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

impl Fixture {
    /// Whether this build ran the fixture's build script.
    fn ran_build_script(&self, output: &Output) -> bool {
        let dir = format!("fixture-target/debug/build/{}-", self.name);
        stderr(output)
            .lines()
            .any(|l| l.contains("Running") && l.contains(&dir) && l.contains("build-script-build"))
    }
}

#[test]
fn misalignment_fails_the_build_with_the_place_and_rebuilds_are_tracked() {
    let fixture = Fixture::new(
        "fixture-tracked",
        "fn main() {\n    uispec_build::validate();\n}\n",
    );

    // A clean project builds.
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(fixture.ran_build_script(&output));

    // A no-op build does not run the script again.
    let output = fixture.build();
    assert!(output.status.success());
    assert!(!fixture.ran_build_script(&output), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("Fresh fixture-tracked"),
        "{}",
        stderr(&output)
    );

    // Editing a source file outside the spec, token and component paths: no rerun.
    fixture.write("src/lib.rs", "pub fn answer() -> u32 { 43 }\n");
    let output = fixture.build();
    assert!(output.status.success());
    assert!(!fixture.ran_build_script(&output), "{}", stderr(&output));

    // A reference to a missing token fails the build at the spec's line, with no dump of
    // the script's output.
    fixture.write(
        "specs/badge.json",
        &SPEC.replace("{color.accent}", "{color.acent}"),
    );
    let output = fixture.build();
    assert!(!output.status.success());
    assert!(fixture.ran_build_script(&output));
    let err = stderr(&output);
    // Cargo prefixes each line with the package; the rest is uispec's rustc-style report.
    assert!(
        err.contains(
            "error: fixture-tracked@0.1.0: error[token-missing]: {color.acent} does not exist"
        ),
        "{err}"
    );
    assert!(
        err.contains("error: fixture-tracked@0.1.0:  --> specs/badge.json:8:24"),
        "{err}"
    );
    assert!(err.contains("error: build script logged errors"), "{err}");
    assert!(err.contains("did you mean {color.accent}?"), "{err}");
    assert!(!err.contains("--- stdout"), "{err}");

    // Fixed: builds again.
    fixture.write("specs/badge.json", SPEC);
    assert!(fixture.build().status.success());

    // A spec added to the specs directory reruns the script (and here fails: no component).
    fixture.write("specs/chip.json", "{\"name\": \"Chip\"}\n");
    let output = fixture.build();
    assert!(fixture.ran_build_script(&output));
    assert!(!output.status.success());
    assert!(
        stderr(&output)
            .contains("error[spec-no-component]: no component implements the spec `Chip`"),
        "{}",
        stderr(&output)
    );
    fs::remove_file(fixture.path("specs/chip.json")).unwrap();

    // A component change is tracked too: the spec's prop goes missing.
    fixture.write(
        "ui/badge.rs",
        &COMPONENT.replace("count: u32", "total: u32"),
    );
    let output = fixture.build();
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains(
            "error[prop-missing-in-code]: the prop `count` is not in the component `Badge`"
        ),
        "{}",
        stderr(&output)
    );
}

#[test]
fn warnings_pass_unless_they_are_errors() {
    let fixture = Fixture::new(
        "fixture-warnings",
        "fn main() {\n    uispec_build::validate();\n}\n",
    );
    fixture.write(
        "specs/badge.json",
        &SPEC.replace("{color.accent}", "{color.old}"),
    );
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let err = stderr(&output);
    assert!(err.contains("warning: fixture-warnings@0.1.0: warning[token-deprecated]: {color.old} is deprecated: use color.accent"), "{err}");

    fixture.write(
        "build.rs",
        "fn main() {\n    uispec_build::Config::new().warnings_as_errors(true).run();\n}\n",
    );
    let output = fixture.build();
    assert!(!output.status.success());
    assert!(
        stderr(&output).contains("error: fixture-warnings@0.1.0: warning[token-deprecated]"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn check_returns_the_report_and_configuration_errors_are_readable() {
    let fixture = Fixture::new("fixture-check", "fn main() {}\n");
    let report = uispec_build::Config::new()
        .manifest_dir(fixture.path(""))
        .check()
        .unwrap();
    assert!(!report.failed());
    assert_eq!((report.specs, report.components), (1, 1));
    let rerun: Vec<String> = report
        .rerun
        .iter()
        .map(|p| {
            p.strip_prefix(fixture.path(""))
                .unwrap()
                .display()
                .to_string()
        })
        .collect();
    assert_eq!(rerun, ["specs", "tokens", "ui", "uispec.toml"]);
    let mut out = Vec::new();
    report.emit_to(&mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(
        out.ends_with("cargo::rerun-if-env-changed=UISPEC_LEVEL\n"),
        "{out}"
    );

    fixture.write("uispec.toml", "levle = \"strict\"\n");
    let error = uispec_build::Config::new()
        .manifest_dir(fixture.path(""))
        .check()
        .unwrap_err();
    let shown = format!("{error:?}");
    assert!(shown.starts_with("unknown key `levle` in `"), "{shown}");
    assert!(
        shown.ends_with("uispec.toml`: did you mean `level`?"),
        "{shown}"
    );
}

#[test]
fn generated_items_compile_and_are_used_by_the_crate() {
    let fixture = Fixture::new(
        "fixture-generate",
        "fn main() {\n    uispec_build::Config::new().generate(\"ui_specs.rs\").run();\n}\n",
    );
    fixture.write(
        "specs/badge.json",
        &SPEC.replace(
            "  \"tokenMapping\"",
            "  \"variants\": [{\"name\": \"tone\", \"values\": [\"neutral\", \"2xl\", \"with-icon\"], \"description\": \"Tone.\"}],\n  \"defaultVariants\": {\"tone\": \"neutral\"},\n  \"tokenMapping\"",
        ),
    );
    // The component has no `tone`: this test is about the generated code, not alignment.
    fixture.write(
        "uispec.toml",
        "components = [\"ui\"]\nframework = \"leptos\"\nlevel = \"basic\"\n",
    );
    fixture.write(
        "src/lib.rs",
        r#"include!(concat!(env!("OUT_DIR"), "/ui_specs.rs"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_became_types() {
        assert_eq!(BadgeTone::default(), BadgeTone::Neutral);
        assert_eq!(BadgeTone::NAMES, ["neutral", "2xl", "with-icon"]);
        assert_eq!("with-icon".parse::<BadgeTone>(), Ok(BadgeTone::WithIcon));
        assert_eq!(BadgeTone::V2Xl.to_string(), "2xl");
        assert_eq!(
            "loud".parse::<BadgeTone>(),
            Err("unknown tone `loud`: expected one of neutral, 2xl, with-icon".to_owned())
        );
        assert_eq!(BadgeSpec::NAME, "Badge");
        assert_eq!(BadgeSpec::PROPS, [("count", "count", "number", true, None)]);
        assert_eq!(BadgeSpec::VARIANTS[0].0, "tone");
    }
}
"#,
    );
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let tested = Command::new(env!("CARGO"))
        .args(["test", "--offline", "--color", "never"])
        .current_dir(fixture.path(""))
        .env("CARGO_TARGET_DIR", target_dir())
        .output()
        .unwrap();
    assert!(
        tested.status.success(),
        "{}{}",
        String::from_utf8_lossy(&tested.stdout),
        stderr(&tested)
    );
    assert!(
        String::from_utf8_lossy(&tested.stdout)
            .contains("test tests::the_spec_became_types ... ok")
    );

    // Rewritten only when the items change: a description edit reruns the script, not the file.
    let generated = fixture.out_file("ui_specs.rs");
    let before = fs::metadata(&generated).unwrap().modified().unwrap();
    let spec = fs::read_to_string(fixture.path("specs/badge.json")).unwrap();
    fixture.write(
        "specs/badge.json",
        &spec.replace("\"A badge.\"", "\"A small badge.\""),
    );
    let output = fixture.build();
    assert!(fixture.ran_build_script(&output));
    assert_eq!(
        fs::metadata(&generated).unwrap().modified().unwrap(),
        before
    );
}

#[test]
fn the_stylesheet_is_written_to_out_dir_and_the_crate_and_follows_the_tokens() {
    let fixture = Fixture::new(
        "fixture-css",
        "fn main() {\n    uispec_build::Config::new().css(\"ui.css\").css_copy(\"style/ui.css\").run();\n}\n",
    );
    // The crate inlines the stylesheet from OUT_DIR: the build proves the file is there.
    fixture.write(
        "src/lib.rs",
        "pub const STYLESHEET: &str = include_str!(concat!(env!(\"OUT_DIR\"), \"/ui.css\"));\n",
    );
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    let in_out_dir = fixture.out_file("ui.css");
    let css = fs::read_to_string(&in_out_dir).unwrap();
    assert_eq!(
        fs::read_to_string(fixture.path("style/ui.css")).unwrap(),
        css
    );
    assert!(css.starts_with(uispec_core::css::HEADER), "{css}");
    assert!(
        css.contains("--color-accent: color(srgb 0 0.4 1);"),
        "{css}"
    );
    assert!(
        css.contains(":where([data-scope=\"badge\"][data-part=\"root\"]) {\n    background-color: var(--color-accent);"),
        "{css}"
    );

    // A token edit reruns the script and rewrites both; a no-op build touches neither.
    fixture.write(
        "tokens/tokens.json",
        &TOKENS.replace("[0, 0.4, 1]", "[1, 0, 0]"),
    );
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(fixture.ran_build_script(&output));
    let css = fs::read_to_string(&in_out_dir).unwrap();
    assert!(css.contains("--color-accent: color(srgb 1 0 0);"), "{css}");
    assert_eq!(
        fs::read_to_string(fixture.path("style/ui.css")).unwrap(),
        css
    );
    let before = fs::metadata(fixture.path("style/ui.css"))
        .unwrap()
        .modified()
        .unwrap();
    let output = fixture.build();
    assert!(!fixture.ran_build_script(&output), "{}", stderr(&output));
    assert_eq!(
        fs::metadata(fixture.path("style/ui.css"))
            .unwrap()
            .modified()
            .unwrap(),
        before
    );
}

#[test]
fn the_stylesheet_copy_never_replaces_a_users_file_nor_leaves_the_project() {
    let fixture = Fixture::new("fixture-css-copy", "fn main() {}\n");
    let check = |path: &str| {
        uispec_build::Config::new()
            .manifest_dir(fixture.path(""))
            .css_copy(path)
            .check()
    };
    // Written where asked, and reported.
    let report = check("style/ui.css").unwrap();
    assert_eq!(
        report.stylesheets,
        [fixture.path("style/ui.css").canonicalize().unwrap()]
    );

    // The user's own stylesheet stays as it was.
    fixture.write("style/app.css", "body { margin: 0; }\n");
    let error = check("style/app.css").unwrap_err().to_string();
    assert!(
        error.starts_with("Config::css_copy(\"style/app.css\"): `")
            && error.ends_with("app.css` exists and uispec did not generate it, so it was not replaced; move it away or give another path"),
        "{error}"
    );
    assert_eq!(
        fs::read_to_string(fixture.path("style/app.css")).unwrap(),
        "body { margin: 0; }\n"
    );

    // Outside the project: by `..`, and through a linked directory.
    let outside = tempfile::tempdir().unwrap();
    let error = check("../ui.css").unwrap_err().to_string();
    assert!(error.contains("leads outside the project"), "{error}");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(outside.path(), fixture.path("linked")).unwrap();
        let error = check("linked/deeper/ui.css").unwrap_err().to_string();
        assert!(error.contains("leads outside the project"), "{error}");
        assert!(!outside.path().join("deeper").exists());
    }
}

#[test]
fn a_baseline_lets_the_build_pass_on_accepted_findings_and_fail_on_new_ones() {
    let fixture = Fixture::new(
        "fixture-baseline",
        "fn main() {\n    uispec_build::Config::new().warnings_as_errors(true).baseline(\"accepted.json\").run();\n}\n",
    );
    fixture.write(
        "specs/badge.json",
        &SPEC.replace("{color.accent}", "{color.old}"),
    );
    // What `uispec validate --write-baseline` writes for that finding.
    fixture.write(
        "accepted.json",
        r#"{
  "uispec-baseline": 1,
  "findings": [
    {
      "rule": "token-deprecated",
      "subject": "spec Badge",
      "at": "/tokenMapping/root.background",
      "message": "{color.old} is deprecated: use color.accent",
      "count": 1
    }
  ]
}
"#,
    );
    let output = fixture.build();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        !stderr(&output).contains("token-deprecated"),
        "{}",
        stderr(&output)
    );

    // A second use of the deprecated token is new: the build fails on it alone.
    fixture.write(
        "specs/badge.json",
        &SPEC.replace(
            "\"root.background\": \"{color.accent}\"",
            "\"root.background\": \"{color.old}\",\n    \"root.color\": \"{color.old}\"",
        ),
    );
    let output = fixture.build();
    assert!(!output.status.success());
    let err = stderr(&output);
    assert_eq!(err.matches("warning[token-deprecated]").count(), 1, "{err}");
    assert!(err.contains("specs/badge.json:9:"), "{err}");

    // The configured baseline is used too; a broken one stops the build with the reason.
    fixture.write(
        "uispec.toml",
        "components = [\"ui\"]\nframework = \"leptos\"\n[validate]\nbaseline = \"accepted.json\"\n",
    );
    fixture.write("accepted.json", "{\"uispec-baseline\": 1, \"findings\": 3}");
    let error = uispec_build::Config::new()
        .manifest_dir(fixture.path(""))
        .check()
        .unwrap_err();
    let shown = format!("{error:?}");
    assert!(
        shown.contains("`accepted.json` is not a uispec baseline"),
        "{shown}"
    );
}
