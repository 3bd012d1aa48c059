//! What a careless or hostile probe of uispec found, each case as the user met it: the real
//! binary on a temporary project. docs/security.md lists which promise each test keeps.

#![allow(clippy::unwrap_used)]

mod common;

use std::fs;
use std::path::Path;

use common::{code, project, stderr, stdout, uispec};

fn write(root: &Path, path: &str, text: &str) {
    let path = root.join(path);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Components generic over a parameter bounded only by lifetimes: once a panic (exit 101) in
/// the code reader, for `validate` and `spec:infer` alike.
#[test]
fn generic_parameters_bounded_by_lifetimes_are_read() {
    let dir = project();
    write(
        dir.path(),
        "src/lib.rs",
        "use leptos::prelude::*;\n\
         #[component]\npub fn Label<T>(text: T) -> impl IntoView where T: 'static { text }\n\
         #[component]\npub fn Caption<'a, T: 'a>(text: T) -> impl IntoView { text }\n\
         #[component]\npub fn Hint<T>(text: T) -> impl IntoView where for<'a> T: 'a { text }\n\
         #[component]\npub fn Title<T: 'static + Into<String>>(text: T) -> impl IntoView { text.into() }\n",
    );
    let output = uispec(dir.path(), &["spec:infer", "src"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    for name in ["label", "caption", "hint", "title"] {
        let spec = fs::read_to_string(dir.path().join(format!("specs/{name}.json"))).unwrap();
        let spec: serde_json::Value = serde_json::from_str(&spec).unwrap();
        assert_eq!(spec["props"][0]["name"], "text", "{name}: {spec}");
        assert_eq!(spec["props"][0]["required"], true, "{name}: {spec}");
    }
    // The trait bound still says what the value is.
    let title = fs::read_to_string(dir.path().join("specs/title.json")).unwrap();
    assert!(title.contains("\"type\": \"string\""), "{title}");
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "no problems in 4 specs and 4 components\n");
}
