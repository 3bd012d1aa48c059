//! `uispec test` for real: the three examples (Leptos, Dioxus, Yew) rendered through their
//! harness crates and checked in headless Chromium pass; a copy of the design system with one
//! defect of each kind seeded into its components fails with each finding.
//!
//! The harnesses build into the workspace's target directory, reusing what `cargo test
//! --workspace` compiled. Needs Debian's `chromium`: `scripts/install-test-clients`.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{code, copy_dir, stderr, stdout, uispec};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

/// `uispec test` in `dir` with `args`, the harness building into the workspace's target
/// directory.
fn test(dir: &Path, args: &[&str]) -> std::process::Output {
    let mut all = vec!["test"];
    all.extend(args);
    std::process::Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args(&all)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("CARGO_TARGET_DIR", workspace().join("target"))
        .output()
        .unwrap()
}

/// The pictures: one PNG per render and theme with `--screenshots`, and the docs site shows
/// the real renders (one picture per theme) instead of its anatomy drawing.
#[test]
fn screenshots_and_the_docs_site_show_the_real_renders() {
    let example = workspace().join("examples/design-system");
    let shots = tempfile::tempdir().unwrap();
    let output = test(
        &example,
        &["Button", "--screenshots", shots.path().to_str().unwrap()],
    );
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    // Button: 1 + 3 + 2 variant values, `disabled` and `loading`: 8 renders, 2 themes.
    let pngs: Vec<PathBuf> = fs::read_dir(shots.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(pngs.len(), 16, "{pngs:?}");
    for png in &pngs {
        let bytes = fs::read(png).unwrap();
        assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{}", png.display());
    }
    assert!(shots.path().join("button-0-dark.png").is_file());
    let site = tempfile::tempdir().unwrap();
    let output = uispec(&example, &["docs", "--out", site.path().to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let page = fs::read_to_string(site.path().join("components/button.html")).unwrap();
    // One picture per theme, every render side by side.
    assert_eq!(page.matches("src=\"data:image/png;base64,").count(), 2);
    assert!(
        page.contains("alt=\"Button, every render uispec test makes, in the dark theme\""),
        "{page}"
    );
    assert!(page.contains("as <code>uispec test</code> last rendered it"));
}

#[test]
fn the_three_examples_pass() {
    for (example, summary) in [
        (
            "design-system",
            "11 components, 62 renders in 2 themes, 754 style comparisons: 0 findings",
        ),
        (
            "dioxus-components",
            "4 components, 26 renders in 2 themes, 212 style comparisons: 0 findings",
        ),
        (
            "yew-components",
            "4 components, 26 renders in 2 themes, 212 style comparisons: 0 findings",
        ),
    ] {
        let dir = workspace().join("examples").join(example);
        let output = test(&dir, &[]);
        assert_eq!(code(&output), 0, "{example}:\n{}", stderr(&output));
        assert_eq!(stdout(&output).trim(), summary, "{example}");
    }
}

/// A copy of the design system outside the workspace, as a crate of its own named
/// `seeded-design-system` (so its harness is not the example's), with the workspace's lock
/// file and profiles (so the dependencies the workspace compiled are reused).
fn seeded_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&workspace().join("examples/design-system"), dir.path());
    let _ = fs::remove_dir_all(dir.path().join("target"));
    let manifest = dir.path().join("Cargo.toml");
    let root = fs::read_to_string(workspace().join("Cargo.toml")).unwrap();
    let profiles = &root[root.find("[profile.dev]").unwrap()..];
    let text = fs::read_to_string(&manifest)
        .unwrap()
        .replace(
            "name = \"example-design-system\"",
            "name = \"seeded-design-system\"",
        )
        .replace(
            "path = \"../../spec-macros\"",
            &format!("path = {:?}", workspace().join("spec-macros")),
        )
        .replace(
            "path = \"../style-proof\"",
            &format!("path = {:?}", workspace().join("examples/style-proof")),
        );
    fs::write(&manifest, format!("{text}\n[workspace]\n\n{profiles}")).unwrap();
    fs::copy(
        workspace().join("Cargo.lock"),
        dir.path().join("Cargo.lock"),
    )
    .unwrap();
    dir
}

/// Replaces `from` by `to` in the component file `file` of the copy at `dir`.
fn seed(dir: &Path, file: &str, from: &str, to: &str) {
    let path = dir.join("src/components").join(file);
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "`{from}` is not in {file}");
    fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

#[test]
fn each_seeded_defect_is_a_finding() {
    let copy = seeded_copy();
    let dir = copy.path();
    // A role bound at run time, which no reading of the source can see.
    seed(
        dir,
        "input.rs",
        "role=InputSpec::ROLE",
        "role=move || \"searchbox\"",
    );
    // An ARIA state the spec lists, never rendered.
    seed(
        dir,
        "button.rs",
        "aria-busy=move || loading.get().to_string()",
        "",
    );
    // The root part without its marker.
    seed(dir, "card.rs", "data-part=CardSpec::PART_ROOT", "");
    // An image without a text alternative.
    seed(
        dir,
        "avatar.rs",
        "<span data-scope=AvatarSpec::SCOPE data-part=AvatarSpec::PART_BADGE></span>",
        "<span data-scope=AvatarSpec::SCOPE data-part=AvatarSpec::PART_BADGE><img src=\"data:,\" /></span>",
    );
    // A class of the component's own whose rule beats the generated one.
    seed(
        dir,
        "badge.rs",
        "data-part=BadgeSpec::PART_ROOT",
        "data-part=BadgeSpec::PART_ROOT class=\"loud\"",
    );
    let base = dir.join("style/base.css");
    let css = fs::read_to_string(&base).unwrap();
    fs::write(
        &base,
        format!("{css}\n.loud {{ background-color: rgb(255, 0, 0); }}\n"),
    )
    .unwrap();
    let output = test(dir, &["--format", "json"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let findings: Vec<(String, String, String)> = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["rule"].as_str().unwrap().to_owned(),
                d["location"]["path"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
                d["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let has = |rule: &str, file: &str, words: &str| {
        findings
            .iter()
            .any(|(r, f, m)| r == rule && f.ends_with(file) && m.contains(words))
    };
    assert!(
        has(
            "render-role",
            "specs/input.json",
            "no element of `Input` has the role `textbox`"
        ),
        "{findings:#?}"
    );
    assert!(
        has("render-aria", "specs/button.json", "renders no `aria-busy`"),
        "{findings:#?}"
    );
    assert!(
        has(
            "render-aria",
            "button.rs",
            "with `loading` set shows no sign of it"
        ),
        "{findings:#?}"
    );
    assert!(
        has("render-part-missing", "card.rs", "root part's marker"),
        "{findings:#?}"
    );
    assert!(
        has("render-axe", "avatar.rs", "axe `image-alt` in `Avatar`"),
        "{findings:#?}"
    );
    assert!(
        has(
            "render-style",
            "specs/badge.json",
            "`Badge` does not show `{color.feedback."
        ),
        "{findings:#?}"
    );
    // The red it paints is also axe's finding.
    assert!(
        has("render-axe", "badge.rs", "axe `color-contrast` in `Badge`"),
        "{findings:#?}"
    );
    // Nothing else: every other component of the copy still passes, and one class overriding
    // the background of every tone is one finding.
    assert_eq!(findings.len(), 7, "{findings:#?}");
}
