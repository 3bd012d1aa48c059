//! Where uispec writes, and what it opens before writing: every write of the CLI, of
//! `uispec-build` and of the MCP server goes through one confinement
//! (`uispec_core::fs::confine_write`) and one look at the target
//! (`uispec_core::fs::write_file`). docs/security.md lists the promises these tests keep.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::fs;
use std::path::Path;
use std::process::Command;

use common::{code, project_with, stderr, uispec_bounded};

const BADGE: &str = r#"{"name": "Badge", "description": "A count.", "category": "data-display", "tokenMapping": {"root.background": "{color.bg}"}}"#;
const TOKENS: &str = r#"{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#;

fn mkfifo(path: &Path) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

fn project(css_out: &str) -> tempfile::TempDir {
    project_with(&[
        (
            "uispec.toml",
            &format!(
                "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n[css]\nout = {css_out:?}\n"
            ),
        ),
        ("specs/badge.json", BADGE),
        ("tokens/base.tokens.json", TOKENS),
    ])
}

/// Writers read the existing target to compare it: `[css] out = "/dev/zero"` ran out of
/// memory, and a FIFO at the target hung `css`, `add` (even `--dry-run`), `docs --force` and
/// `css --watch`. Now a target that is not a regular file is refused before it is opened.
#[test]
fn a_target_that_is_not_a_regular_file_is_refused_unopened() {
    let dir = project("style/ui.css");
    let root = dir.path();
    mkfifo(&root.join("style/ui.css"));
    let output = uispec_bounded(root, &["css"], &[]);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("not a regular file"),
        "{}",
        stderr(&output)
    );

    mkfifo(&root.join("specs/button.json"));
    for args in [&["add", "button"][..], &["add", "button", "--dry-run"]] {
        let output = uispec_bounded(root, args, &[]);
        assert_eq!(code(&output), 2, "{}", stderr(&output));
        assert!(
            stderr(&output).contains("not a regular file"),
            "{}",
            stderr(&output)
        );
    }

    mkfifo(&root.join("site/index.html"));
    let output = uispec_bounded(root, &["docs", "--force"], &[]);
    assert_ne!(code(&output), 0, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("not a regular file"),
        "{}",
        stderr(&output)
    );
}

/// `[css] out` was not confined: `../x/ui.css`, an absolute path and a linked directory all
/// wrote outside the project (and created directories there). A path typed with `--out` is
/// the user's own choice and may lead anywhere.
#[test]
fn the_configured_stylesheet_stays_inside_the_project() {
    let outside = tempfile::tempdir().unwrap();
    let away = outside.path().join("away");
    let cases = [
        "../escaped/ui.css".to_owned(),
        away.join("ui.css").display().to_string(),
        "style/ui.css".to_owned(),
        "newdir/../../escaped2/ui.css".to_owned(),
    ];
    for out in &cases {
        let dir = project(out);
        let root = dir.path();
        // `style` is a link to a directory outside.
        std::os::unix::fs::symlink(outside.path(), root.join("style")).unwrap();
        let output = uispec_bounded(root, &["css"], &[]);
        assert_eq!(code(&output), 1, "{out}: {}", stderr(&output));
        assert!(
            stderr(&output).contains("was not written: it would land outside the project"),
            "{out}: {}",
            stderr(&output)
        );
        // Where a link leads is not printed; the path as configured is.
        assert_eq!(
            stderr(&output).contains(&outside.path().display().to_string()),
            out.starts_with('/'),
            "{}",
            stderr(&output)
        );
        assert!(!away.exists() && !root.parent().unwrap().join("escaped").exists());
        assert!(
            fs::read_dir(outside.path()).unwrap().next().is_none(),
            "{out}"
        );
    }
    // On the command line the path is deliberate.
    let dir = project("style/ui.css");
    let target = outside.path().join("chosen.css");
    let output = uispec_bounded(dir.path(), &["css", "--out", target.to_str().unwrap()], &[]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert!(
        fs::read_to_string(&target)
            .unwrap()
            .contains("[data-scope=\"badge\"]")
    );
}
