//! Snapshots of the rendered errors of broken specs (`tests/fixtures/broken/*.json`): each shows
//! file:line:col, a caret under the offending token, and every error of the file.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use crate::common;

use common::{read, rendered};

#[test]
fn broken_specs_render_like_rustc() {
    insta::glob!("fixtures/broken/*.json", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let name = format!("specs/{}", path.file_name().unwrap().to_string_lossy());
        let (_, diags) = read(&name, &text);
        assert!(diags.has_errors(), "{name} should have errors");
        insta::assert_snapshot!(rendered(&diags));
    });
}
