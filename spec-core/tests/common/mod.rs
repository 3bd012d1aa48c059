//! Helpers shared by the test binaries of uispec-core.

// Helpers outside `#[test]` fns unwrap too; each test binary uses a different subset.
#![allow(clippy::unwrap_used, dead_code, unreachable_pub)]

use std::path::{Path, PathBuf};

use uispec_core::formats::human::{Style, render_all};
use uispec_core::tokens::{TokenOptions, TokenSet, Tokens, load_tokens, parse_token_files};
use uispec_core::{Diagnostics, SourceFile, SpecDocument, read_spec};

/// `spec-core/tests/fixtures/<rel>`.
pub fn fixture_path(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(rel)
}

/// Reads `text` as the spec file `path`, returning the document and the plain rendering of
/// every diagnostic.
pub fn read(path: &str, text: &str) -> (Option<SpecDocument>, Diagnostics) {
    let file = SourceFile::new(path, text);
    let mut diags = Diagnostics::new();
    let doc = read_spec(&mut diags, &file);
    (doc, diags)
}

/// The plain rendering of `diags`.
pub fn rendered(diags: &Diagnostics) -> String {
    render_all(diags.as_slice(), Style::Plain)
}

/// Reads a valid fixture and asserts it has no diagnostics.
pub fn read_valid(text: &str) -> SpecDocument {
    let (doc, diags) = read("spec.json", text);
    assert!(
        diags.is_empty(),
        "unexpected diagnostics:\n{}",
        rendered(&diags)
    );
    doc.expect("a document")
}

/// Parses named in-memory files; returns the tree and `rule: message` lines of the findings.
pub fn tokens(files: &[(&str, &str)]) -> (TokenSet, Vec<String>) {
    let files: Vec<_> = files
        .iter()
        .map(|(name, text)| SourceFile::new(*name, *text))
        .collect();
    let mut diags = Diagnostics::new();
    let set = parse_token_files(&mut diags, &files);
    (set, findings(&diags))
}

/// Each finding as `severity rule: message`.
pub fn findings(diags: &Diagnostics) -> Vec<String> {
    diags
        .as_slice()
        .iter()
        .map(|d| format!("{} {}: {}", d.severity, d.rule, d.message))
        .collect()
}

/// One in-memory token file, `t.tokens.json`.
pub fn one(text: &str) -> (TokenSet, Vec<String>) {
    tokens(&[("t.tokens.json", text)])
}

/// Asserts there are no findings, listing them when there are.
pub fn assert_clean(findings: &[String]) {
    assert!(
        findings.is_empty(),
        "unexpected findings:\n{}",
        findings.join("\n")
    );
}

/// Asserts one finding contains `expected`.
pub fn assert_finding(findings: &[String], expected: &str) {
    assert!(
        findings.iter().any(|f| f.contains(expected)),
        "no finding with `{expected}` in:\n{}",
        findings.join("\n")
    );
}

/// A temporary project directory with the given files.
pub fn project(files: &[(&str, &[u8])]) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    for (path, contents) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, contents).unwrap();
    }
    let root = dir.path().to_path_buf();
    (dir, root)
}

/// Loads the token directory `tokens/` of the project at `root`, like `uispec validate`.
pub fn load(root: &Path, options: TokenOptions) -> (Tokens, Vec<String>) {
    let mut diags = Diagnostics::new();
    let tokens = load_tokens(&mut diags, root, &[PathBuf::from("tokens")], &options);
    (tokens, findings(&diags))
}
