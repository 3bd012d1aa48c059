//! Helpers shared by the test binaries of uispec-core.

// Helpers outside `#[test]` fns unwrap too; each test binary uses a different subset.
#![allow(clippy::unwrap_used, dead_code, unreachable_pub)]

use std::path::{Path, PathBuf};

use uispec_core::render::human::{Style, render_all};
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
