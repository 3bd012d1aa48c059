//! `uispec mcp` driven by a real MCP client, the official Python SDK (installed by
//! `scripts/install-test-clients`): the real binary through `tests/mcp/client.py`, one scenario
//! per test, on a copy of `examples/design-system`. Part of the `clients` test binary.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{code, design_system, stderr, stdout, uispec};

const BIN: &str = env!("CARGO_BIN_EXE_uispec");

/// The Python with the MCP SDK: `UISPEC_TEST_PYTHON`, else the venv the install script makes.
fn python() -> PathBuf {
    if let Some(python) = std::env::var_os("UISPEC_TEST_PYTHON") {
        return PathBuf::from(python);
    }
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/test-clients/venv/bin/python");
    assert!(
        venv.is_file(),
        "the MCP tests need the Python MCP client: run `scripts/install-test-clients` first \
         (the README's test command does)"
    );
    venv
}

/// Runs one scenario of `client.py`; fails with the client's output when a check fails.
fn client(scenario: &str, project: &Path, extra: &[&str]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp/client.py");
    let output = Command::new(python())
        .arg(script)
        .args([scenario, BIN, project.to_str().unwrap()])
        .args(extra)
        .output()
        .expect("python runs");
    let (out, err) = (stdout(&output), stderr(&output));
    assert!(
        output.status.success(),
        "scenario `{scenario}` failed\n--- stdout\n{out}\n--- stderr\n{err}"
    );
    out
}

#[test]
fn both_protocol_eras_connect() {
    let project = design_system();
    let legacy = client("handshake", project.path(), &["legacy"]);
    assert!(legacy.contains("protocol 2025-11-25"), "{legacy}");
    // The 2026-07-28 client discovers instead of initialising.
    let modern = client("handshake", project.path(), &["auto"]);
    assert!(modern.contains("protocol 2026-07-28"), "{modern}");
}

#[test]
fn the_enrich_spec_prompt() {
    let project = design_system();
    client("prompts", project.path(), &[]);
}

#[test]
fn every_tool() {
    let project = design_system();
    client("tools", project.path(), &["auto"]);
}

#[test]
fn resources() {
    let project = design_system();
    client("resources", project.path(), &[]);
}

/// Enrich a spec, save it, and `uispec validate` accepts the spec and holds the code to it.
#[test]
fn an_enriched_spec_is_saved_and_validates() {
    let project = design_system();
    let badge = project.path().join("specs/badge.json");
    let before = std::fs::read_to_string(&badge).unwrap();
    client("save", project.path(), &[]);
    let after = std::fs::read_to_string(&badge).unwrap();
    assert_ne!(before, after);
    assert!(after.contains("\"role\": \"status\""), "{after}");
    // What the agent sent, pretty-printed: the original lines are all still there.
    for line in before
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.contains(']'))
    {
        assert!(after.contains(line.trim()), "lost `{line}`\n{after}");
    }
    // The spec is valid; what it now promises is held to the code, which does not render it
    // yet: the role `status` and `aria-live` are the only findings.
    let validate = uispec(
        project.path(),
        &["validate", "specs/badge.json", "--level", "strict"],
    );
    let report = stderr(&validate);
    assert_eq!(code(&validate), 1, "{report}");
    let rules: Vec<&str> = report
        .lines()
        .filter_map(|l| l.strip_prefix("error[")?.split(']').next())
        .collect();
    assert_eq!(
        rules,
        ["aria-attribute-missing", "role-mismatch"],
        "{report}"
    );
    assert!(report.contains("the spec lists `aria-live`"), "{report}");
    assert!(
        !project.path().join("specs/badge.json.tmp").exists(),
        "no temporary file left"
    );
}

#[cfg(unix)]
#[test]
fn nothing_outside_the_project_is_read_or_written() {
    use std::os::unix::fs::symlink;
    let project = design_system();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.json"), "{\"secret\": 42}\n").unwrap();
    let specs = project.path().join("specs");
    symlink(outside.path(), specs.join("out")).unwrap();
    symlink(
        outside.path().join("secret.json"),
        specs.join("passwd.json"),
    )
    .unwrap();
    symlink(specs.join("card.json"), specs.join("link.json")).unwrap();
    client(
        "traversal",
        project.path(),
        &["legacy", outside.path().to_str().unwrap()],
    );
    assert_eq!(
        std::fs::read_to_string(outside.path().join("secret.json")).unwrap(),
        "{\"secret\": 42}\n"
    );
}

/// `save_spec` of a draft that adds a variant value to a component `#[component_spec]`
/// checks: the session expands the macro from the draft, so the new value is no false
/// `variant-values-mismatch` (it was, when the enums came from the file on disk).
#[test]
fn a_draft_is_checked_against_the_enums_it_generates() {
    let project = design_system();
    client("save-macro", project.path(), &[]);
}
