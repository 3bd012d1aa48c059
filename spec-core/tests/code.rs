//! Component code → models → inferred specs, over the corpus in `tests/data/components/`:
//! one realistic component library per framework, with the traps of rust-ui.md (a bare
//! `Option` is required in Leptos and Yew but not in Dioxus, `r#type`, glued event names,
//! generic props, `impl Into<…>`, enums declared in another file, `#[non_exhaustive]`).
//! The snapshots were reviewed line by line against each framework's documented rules.

mod common;

use std::path::{Path, PathBuf};

use uispec_core::code::{Component, Options, extract, infer, read_sources};
use uispec_core::{Diagnostics, Severity};

fn corpus(framework: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/components")
        .join(framework)
}

/// Every component of a corpus crate, with the findings of reading it.
fn components(framework: &str) -> (Vec<Component>, Diagnostics) {
    let root = corpus(framework);
    let mut diags = Diagnostics::new();
    let files = read_sources(&mut diags, &root, &[PathBuf::from("src")]);
    let components = extract(&mut diags, &files, &Options::default());
    (components, diags)
}

fn check_corpus(framework: &str) {
    let (components, diags) = components(framework);
    assert!(diags.is_empty(), "{}", common::rendered(&diags));
    let names: Vec<&str> = components.iter().map(|c| c.name.as_str()).collect();
    for wanted in ["Button", "Input", "Select", "Checkbox", "Dialog", "Tabs"] {
        assert!(
            names.contains(&wanted),
            "{framework}: no {wanted} in {names:?}"
        );
    }
    insta::assert_snapshot!(
        format!("{framework}_models"),
        serde_json::to_string_pretty(&components).unwrap()
    );
    let mut notes = Diagnostics::new();
    let specs: Vec<String> = components
        .iter()
        .map(|c| infer::to_spec(&mut notes, c, c.location.file.path()).to_json())
        .collect();
    assert!(
        notes
            .as_slice()
            .iter()
            .all(|d| d.severity == Severity::Note)
    );
    insta::assert_snapshot!(
        format!("{framework}_specs"),
        format!(
            "{}\n---- notes ----\n{}",
            specs.join("\n"),
            common::rendered(&notes)
        )
    );
}

#[test]
fn leptos_library() {
    check_corpus("leptos");
}

#[test]
fn dioxus_library() {
    check_corpus("dioxus");
}

#[test]
fn yew_library() {
    check_corpus("yew");
}
