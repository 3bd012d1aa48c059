//! The draft DTCG conformance suite (`tests/data/dtcg-conformance/`, W3C licence; see its
//! SOURCE.md): every case of both manifests through the token engine at the `strict` level, the
//! one that holds token files to the letter of the format (below it, conformance findings are
//! warnings). A positive case must load without errors, a negative one must give at least one. Cases where the suite contradicts the
//! spec text are listed in `DEVIATIONS` with the reason, and must behave as the spec says.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

use std::path::{Path, PathBuf};

use serde_json::Value;
use uispec_core::levels::{Level, RuleConfig};
use uispec_core::tokens::parse_token_files;
use uispec_core::{Diagnostics, SourceFile};

/// Cases where uispec follows the spec text instead of the suite: (manifest, id, reason).
const DEVIATIONS: &[(&str, &str, &str)] = &[
    (
        "format",
        "reference-json-pointer-missing-value",
        "the case says a token-level `$ref` to a token object (`#/colors/srgb-color`) is invalid, but \
     the Format Module's Example 21 aliases a whole token exactly so (`{\"$ref\": \"#/base\"}`), and \
     the editor's draft (PR #369) makes `#/token` the required form; uispec accepts it as an alias",
    ),
    (
        "resolver",
        "resolver-with-sets",
        "the fixture has the key `description` twice at its root; RFC 8259 §4 leaves the meaning of \
     duplicate names to each parser, so uispec reports them (`json-duplicate-key`) in every file",
    ),
];

fn suite() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dtcg-conformance")
}

struct Case {
    manifest: String,
    id: String,
    positive: bool,
    input: PathBuf,
}

fn cases(manifest: &str) -> Vec<Case> {
    let dir = suite().join(manifest);
    let text = std::fs::read_to_string(dir.join("manifest.json")).unwrap();
    let value: Value = serde_json::from_str(&text).unwrap();
    value["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|test| Case {
            manifest: manifest.to_owned(),
            id: test["id"].as_str().unwrap().to_owned(),
            positive: test["type"] == "PositiveEvaluationTest",
            input: dir.join(test["input"].as_str().unwrap()),
        })
        .collect()
}

/// Runs one case: `Ok` when the engine's verdict is the expected one.
fn run(case: &Case, load: impl Fn(&mut Diagnostics, &Path)) -> Result<(), String> {
    let mut diags = Diagnostics::new();
    load(&mut diags, &case.input);
    let diags = RuleConfig::new(Level::Strict).apply_all(diags);
    let deviation = DEVIATIONS
        .iter()
        .find(|(m, id, _)| *m == case.manifest && *id == case.id);
    let expect_errors = !case.positive ^ deviation.is_some();
    let rendered = uispec_core::formats::human::render_all(
        diags.as_slice(),
        uispec_core::formats::human::Style::Plain,
    );
    match (expect_errors, diags.has_errors()) {
        (true, true) | (false, false) => Ok(()),
        (true, false) => Err(format!(
            "{}/{}: expected an error, got none",
            case.manifest, case.id
        )),
        (false, true) => Err(format!(
            "{}/{}: expected no error, got:\n{rendered}",
            case.manifest, case.id
        )),
    }
}

fn load_format(diags: &mut Diagnostics, path: &Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let file = SourceFile::new(path.file_name().unwrap().to_string_lossy(), text);
    parse_token_files(diags, &[file]);
}

fn load_resolver(diags: &mut Diagnostics, path: &Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let file = SourceFile::new(path.file_name().unwrap().to_string_lossy(), text);
    let mut read = |_: &mut Diagnostics, path: &Path, _| {
        std::fs::read_to_string(path)
            .ok()
            .map(|t| SourceFile::new(path.display().to_string(), t))
    };
    uispec_core::tokens::resolver::load_resolver(diags, &file, path.parent().unwrap(), &mut read);
}

/// Runs every case of a manifest and reports the pass count.
fn run_manifest(manifest: &str, expected_cases: usize, load: fn(&mut Diagnostics, &Path)) {
    let cases = cases(manifest);
    assert_eq!(cases.len(), expected_cases);
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|case| run(case, load).err())
        .collect();
    eprintln!(
        "DTCG {manifest} conformance: {} of {} cases pass",
        cases.len() - failures.len(),
        cases.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn resolver_module_cases() {
    run_manifest("resolver", 30, load_resolver);
}

#[test]
fn format_module_cases() {
    run_manifest("format", 213, load_format);
}

/// What every negative case reports, as a user would read it: one snapshot for the suite.
#[test]
fn negative_cases_explain_themselves() {
    let mut report = String::new();
    for manifest in ["format", "resolver"] {
        for case in cases(manifest).iter().filter(|c| !c.positive) {
            let mut diags = Diagnostics::new();
            if manifest == "format" {
                load_format(&mut diags, &case.input);
            } else {
                load_resolver(&mut diags, &case.input);
            }
            let diags = RuleConfig::new(Level::Strict).apply_all(diags);
            let rendered = uispec_core::formats::human::render_all(
                diags.as_slice(),
                uispec_core::formats::human::Style::Plain,
            );
            report.push_str(&format!("=== {manifest}/{}\n{rendered}\n", case.id));
        }
    }
    insta::assert_snapshot!(report);
}
