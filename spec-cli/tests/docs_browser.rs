//! `uispec docs` in a real browser: the example design system's site is opened page by page
//! from `file://` in headless Chromium (`examples/style-proof/docs.mjs`, playwright-core).
//! No request may leave the site's folder, every internal link must lead to a file and
//! anchor, axe-core must report nothing on any page in the site's light and dark schemes, and
//! every background swatch of the Button's token matrix must show, in every theme chosen with
//! the page's own switcher, the colour the resolver gives (compared after Chromium computes
//! both). Screenshots of the index and the Button page go to `target/docs-proof/`.
//!
//! Needs Debian's `chromium` and `npm ci` in `examples/style-proof`:
//! `scripts/install-test-clients`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use uispec_core::css::mapped_styles;
use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::Session;

use crate::common::{code, stderr, uispec};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// One planned swatch check per background entry of the Button, with its value per theme.
fn button_cells(example: &Path) -> Vec<Value> {
    let project = Project::discover(example).unwrap();
    let session = Session::new(project.inputs(CodeScope::Project));
    let button = session.specs().find(|d| d.spec.name == "Button").unwrap();
    let mut cells: Vec<Value> = Vec::new();
    let themes = &session.tokens().permutations;
    let per_theme: Vec<_> = themes
        .iter()
        .map(|p| mapped_styles(button, &p.set))
        .collect();
    for entry in &per_theme[0] {
        if !entry.key.contains(".background") {
            continue;
        }
        let planned: Vec<Value> = themes
            .iter()
            .zip(&per_theme)
            .map(|(permutation, styles)| {
                let (modifier, context) = &permutation.inputs[0];
                let style = styles.iter().find(|s| s.key == entry.key).unwrap();
                json!({
                    "attribute": uispec_core::naming::data_attribute(modifier),
                    "context": context,
                    "expected": style.declarations[0].1,
                })
            })
            .collect();
        cells
            .push(json!({ "page": "components/button.html", "key": entry.key, "themes": planned }));
    }
    std::mem::forget(session);
    cells
}

#[test]
fn the_site_works_offline_is_accessible_and_shows_the_resolved_tokens() {
    // A copy without build output: pictures `uispec test` left under the example's `target/`
    // would replace the previews this test screenshots.
    let copy = tempfile::tempdir().unwrap();
    let example = copy.path().join("design-system");
    crate::common::copy_dir(&workspace().join("examples/design-system"), &example);
    let _ = std::fs::remove_dir_all(example.join("target"));
    let proof = workspace().join("target/docs-proof");
    let site = proof.join("site");
    let _ = std::fs::remove_dir_all(&site);
    std::fs::create_dir_all(&proof).unwrap();
    let output = uispec(&example, &["docs", "--out", site.to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));

    let cells = button_cells(&example);
    assert!(cells.len() >= 8, "{cells:?}");
    let plan = json!({
        "site": site.canonicalize().unwrap(),
        "cells": cells,
        "filter": "butt",
        "screenshots": [
            { "page": "index.html", "png": proof.join("index.png") },
            { "page": "components/button.html", "png": proof.join("button.png"), "fullPage": true },
            { "page": "components/button.html", "png": proof.join("button-previews.png"), "selector": "section.previews >> nth=1" },
        ],
    });
    let plan_path = proof.join("plan.json");
    std::fs::write(&plan_path, plan.to_string()).unwrap();
    let tools = workspace().join("examples/style-proof");
    assert!(
        tools.join("node_modules/axe-core").is_dir(),
        "run scripts/install-test-clients (npm ci in examples/style-proof)"
    );
    let run = Command::new("node")
        .arg(tools.join("docs.mjs"))
        .arg(&plan_path)
        .output()
        .expect("node (Node.js) on PATH");
    assert!(
        run.status.success(),
        "the browser run failed (is Debian's chromium installed? scripts/install-test-clients):\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let result: Value = serde_json::from_slice(&run.stdout).unwrap();
    let shown = serde_json::to_string_pretty(&result).unwrap();

    let pages = result["pages"].as_array().unwrap();
    assert_eq!(
        pages.len(),
        23,
        "index, 11 components, 11 token groups: {shown}"
    );
    assert_eq!(result["outside"], json!([]), "requests left the folder");
    assert_eq!(result["brokenLinks"], json!([]), "broken links");
    assert_eq!(result["violations"], json!([]), "axe-core found violations");
    assert_eq!(
        result["scriptErrors"],
        json!([]),
        "the site's script failed"
    );

    assert_eq!(
        result["firstTab"],
        json!("Skip to content"),
        "keyboard entry"
    );
    assert_eq!(
        result["filtered"],
        json!(["Button", "IconButton"]),
        "the filter"
    );

    let measured = result["cells"].as_array().unwrap();
    assert_eq!(measured.len(), cells.len() * 2, "{shown}");
    for cell in measured {
        assert_eq!(cell["actual"], cell["want"], "{cell}");
    }
    // The switcher changes what a swatch shows: some entry differs between the themes.
    let changes = measured
        .chunks(2)
        .any(|pair| pair[0]["actual"] != pair[1]["actual"]);
    assert!(changes, "no swatch changed with the theme: {shown}");
}
