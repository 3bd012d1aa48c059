//! `uispec test` where no browser is needed: what it refuses before building anything. The
//! runs in Chromium are in the `clients` binary (`test_browser.rs`).

use crate::common::{code, design_system, stderr, uispec_bounded};

#[test]
fn a_missing_browser_is_said_before_anything_is_built() {
    let project = design_system();
    let output = uispec_bounded(
        project.path(),
        &["test", "--chromium", "/nonexistent/chromium"],
        &[],
    );
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("--chromium names `/nonexistent/chromium`, which is not a file"),
        "{}",
        stderr(&output)
    );
    // Nothing was built: no harness under the copy's target directory.
    assert!(!project.path().join("target/uispec").exists());
    let output = uispec_bounded(
        project.path(),
        &["test"],
        &[("UISPEC_CHROMIUM", "/nonexistent/chrome")],
    );
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output).contains("UISPEC_CHROMIUM names"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_prop_expression_must_be_one_rust_expression() {
    let project = design_system();
    let config = project.path().join("uispec.toml");
    let text = std::fs::read_to_string(&config).unwrap();
    // An attempt to close the call it is pasted into and add an item of its own.
    let broken = text.replace(
        "default_value = \"\\\"usage\\\"\"",
        "default_value = \"1 } fn injected() {\"",
    );
    assert_ne!(broken, text);
    std::fs::write(&config, broken).unwrap();
    let output = uispec_bounded(project.path(), &["test", "--chromium", "/bin/sh"], &[]);
    assert_eq!(code(&output), 2, "{}", stderr(&output));
    assert!(
        stderr(&output).contains("`test.props.Tabs.default_value`")
            && stderr(&output).contains("must be one Rust expression"),
        "{}",
        stderr(&output)
    );
}
