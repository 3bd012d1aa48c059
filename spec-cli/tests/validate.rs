//! `uispec validate` over specs, tokens and component code, run for real: a project with many
//! mistakes (`tests/data/misaligned`), levels, per-rule settings,
//! `--max-warnings`, configuration from Cargo metadata and workspaces, and `uispec explain`.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use common::{code, project, project_with, stderr, stdout, uispec, write};

fn misaligned() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/misaligned")
}

/// `rule id → count` of the findings in a human report.
fn rule_counts(report: &str) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    for line in report.lines() {
        for severity in ["error[", "warning[", "note["] {
            if let Some(rest) = line.strip_prefix(severity)
                && let Some((rule, _)) = rest.split_once(']')
            {
                *counts.entry(rule.to_owned()).or_default() += 1;
            }
        }
    }
    counts
}

fn validate_misaligned(args: &[&str]) -> std::process::Output {
    let root = misaligned();
    let mut all = vec!["--project", root.to_str().unwrap(), "validate"];
    all.extend_from_slice(args);
    uispec(&root, &all)
}

/// A smoke test of the binary on a project with a mistake per alignment rule: the exit code,
/// the summary line and the whole rustc-style report. Each rule's own fixture is in
/// `spec-core/tests/rules/`.
#[test]
fn the_binary_reports_a_project_with_many_mistakes() {
    let output = validate_misaligned(&[]);
    assert_eq!(code(&output), 1);
    let report = stderr(&output);
    let counts = rule_counts(&report);
    assert_eq!(counts.len(), 22, "{report}");
    assert!(counts.values().all(|n| *n == 1), "{counts:?}");
    assert_eq!(
        stdout(&output),
        "21 errors, 1 note in 4 specs and 4 components\n"
    );
    insta::assert_snapshot!("misaligned_strict", report);
}

#[test]
fn levels_choose_the_rules_and_strict_promotes_warnings() {
    let basic = stderr(&validate_misaligned(&["--level", "basic"]));
    assert_eq!(
        rule_counts(&basic).keys().collect::<Vec<_>>(),
        ["token-missing"],
        "{basic}"
    );
    let standard = validate_misaligned(&["--level", "standard"]);
    let report = stderr(&standard);
    let counts = rule_counts(&report);
    for strict_only in [
        "accessibility-missing",
        "code-not-in-spec",
        "component-no-spec",
        "keyboard-missing",
        "keyboard-key-unknown",
        "spec-description",
    ] {
        assert!(!counts.contains_key(strict_only), "{strict_only}: {report}");
    }
    assert_eq!(counts.get("required-not-in-spec"), Some(&1), "{report}");
    assert!(report.contains("warning[token-deprecated]"), "{report}");
    assert!(report.contains("warning[token-type-mismatch]"), "{report}");
    assert!(report.contains("note[event-missing-in-code]"), "{report}");
    assert_eq!(
        stdout(&standard),
        "13 errors, 2 warnings, 1 note in 4 specs and 4 components\n"
    );
}

#[test]
fn rules_can_be_allowed_warned_and_denied() {
    let output = validate_misaligned(&[
        "--level",
        "standard",
        "-A",
        "token-deprecated",
        "--warn",
        "prop-type-mismatch",
        "-D",
        "event-missing-in-code",
        "-D",
        "component-no-spec",
    ]);
    let report = stderr(&output);
    let counts = rule_counts(&report);
    assert!(!counts.contains_key("token-deprecated"));
    assert!(report.contains("warning[prop-type-mismatch]"), "{report}");
    assert!(report.contains("error[event-missing-in-code]"), "{report}");
    // An explicit setting runs a rule below its level.
    assert!(report.contains("error[component-no-spec]"), "{report}");

    let output = validate_misaligned(&["-A", "token-deprecatd"]);
    assert_eq!(code(&output), 2);
    assert!(
        stderr(&output)
            .contains("unknown rule `token-deprecatd`; did you mean `token-deprecated`?"),
        "{}",
        stderr(&output)
    );
}

/// A project with one spec whose only finding is a deprecated token.
fn deprecated_token_project() -> tempfile::TempDir {
    let dir = project();
    fs::create_dir_all(dir.path().join("specs")).unwrap();
    fs::create_dir_all(dir.path().join("tokens")).unwrap();
    fs::write(
        dir.path().join("tokens/t.tokens.json"),
        r##"{"color": {"$type": "color", "old": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$deprecated": true}}}"##,
    )
    .unwrap();
    fs::write(
        dir.path().join("specs/badge.json"),
        "{\"name\": \"Badge\", \"tokenMapping\": {\"root.color\": \"{color.old}\"}}\n",
    )
    .unwrap();
    dir
}

#[test]
fn warnings_pass_unless_max_warnings_or_strict() {
    let dir = deprecated_token_project();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "1 warning in 1 spec\n");
    assert!(stderr(&output).contains(
        "warning[token-deprecated]: {color.old} is deprecated\n --> specs/badge.json:1:50"
    ));
    let output = uispec(dir.path(), &["validate", "--max-warnings", "0"]);
    assert_eq!(code(&output), 1);
    assert!(stderr(&output).contains("error: 1 warning, more than --max-warnings 0 allows"));
    assert_eq!(
        code(&uispec(dir.path(), &["validate", "--max-warnings", "1"])),
        0
    );
    // Strict promotes the warning; an explicit `warn` in uispec.toml keeps it a warning.
    assert_eq!(
        code(&uispec(dir.path(), &["validate", "--level", "strict"])),
        1
    );
    fs::write(
        dir.path().join("uispec.toml"),
        "level = \"strict\"\n[rules]\ntoken-deprecated = \"warn\"\nspec-description = \"allow\"\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "1 warning in 1 spec\n");
}

#[test]
fn cargo_metadata_configures_and_workspaces_are_one_project() {
    let dir = deprecated_token_project();
    fs::write(
        dir.path().join("Cargo.toml"),
        "[workspace]\nmembers = [\"crates/*\"]\nresolver = \"2\"\n\n[workspace.metadata.uispec]\nlevel = \"strict\"\n\n[workspace.metadata.uispec.rules]\nspec-description = \"allow\"\n",
    )
    .unwrap();
    for (member, component) in [("ui-a", "Badge"), ("ui-b", "Chip")] {
        let crate_dir = dir.path().join("crates").join(member);
        fs::create_dir_all(crate_dir.join("src")).unwrap();
        fs::write(
            crate_dir.join("Cargo.toml"),
            format!("[package]\nname = \"{member}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
        )
        .unwrap();
        fs::write(
            crate_dir.join("src/lib.rs"),
            format!("use leptos::prelude::*;\n#[component]\npub fn {component}() -> impl IntoView {{}}\n"),
        )
        .unwrap();
    }
    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    // strict from the workspace metadata: the warning is an error, and `Chip` (second member)
    // has no spec.
    assert_eq!(code(&output), 1, "{report}");
    assert!(report.contains("error[token-deprecated]"), "{report}");
    assert!(
        report.contains("error[component-no-spec]: the component `Chip` has no spec\n --> crates/ui-b/src/lib.rs:3:8"),
        "{report}"
    );
    // The empty `Badge` renders nothing uispec can read: a note says its markup is unchecked.
    assert_eq!(
        stdout(&output),
        "2 errors, 1 note in 1 spec and 2 components\n"
    );
    // A uispec.toml takes precedence over the metadata.
    fs::write(dir.path().join("uispec.toml"), "level = \"basic\"\n").unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "no problems in 1 spec\n");
}

/// The findings of a report as `severity[rule]: message @ place` lines, sorted: from the CLI's
/// stderr, or from Cargo's stderr with its `warning: <crate>@<version>: ` prefixes removed.
fn findings(report: &str, prefix: &str) -> Vec<String> {
    let lines: Vec<&str> = report
        .lines()
        .filter_map(|line| line.strip_prefix(prefix))
        .collect();
    let mut found: Vec<String> = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.starts_with("warning[") || line.starts_with("error["))
        .map(|(i, line)| {
            let place = lines.get(i + 1).and_then(|next| next.strip_prefix(" --> "));
            format!("{line} @ {}", place.unwrap_or("?"))
        })
        .collect();
    found.sort();
    found
}

/// A member crate of a workspace where both Cargo tables configure uispec: the crate's own
/// `[package.metadata.uispec]` wins for the CLI run in the crate and for its real `build.rs`
/// alike, so both report the same findings (the workspace's `strict` would make the warning an
/// error, and its spec directory holds a broken spec).
#[test]
fn the_cli_and_build_rs_agree_on_a_member_crate_with_both_tables() {
    let dir = deprecated_token_project();
    let root = dir.path();
    let write = |rel: &str, text: &str| write(root, rel, text);
    write(
        "Cargo.toml",
        "[workspace]\nmembers = [\"crates/*\"]\nresolver = \"2\"\n\n\
         [workspace.metadata.uispec]\nlevel = \"strict\"\nspecs = [\"design/specs\"]\n\n\
         [profile.dev]\ndebug = false\n",
    );
    write("design/specs/broken.json", "{\"name\": 3}\n");
    let uispec_build = Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec-build");
    write(
        "crates/ui/Cargo.toml",
        &format!(
            "[package]\nname = \"fixture-both-tables\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [package.metadata.uispec]\ncomponents = [\"ui\"]\nframework = \"leptos\"\n\n\
             [build-dependencies]\nuispec-build = {{ path = {:?} }}\n",
            uispec_build.display().to_string()
        ),
    );
    write(
        "crates/ui/build.rs",
        "fn main() {\n    uispec_build::validate();\n}\n",
    );
    write("crates/ui/src/lib.rs", "");
    // The component is outside the module tree: uispec reads it, rustc does not.
    write(
        "crates/ui/ui/badge.rs",
        "use leptos::prelude::*;\n#[component]\npub fn Badge(#[prop(optional)] count: u32) -> impl IntoView {}\n",
    );
    for rel in ["specs/badge.json", "tokens/t.tokens.json"] {
        fs::create_dir_all(root.join("crates/ui").join(rel).parent().unwrap()).unwrap();
        fs::rename(root.join(rel), root.join("crates/ui").join(rel)).unwrap();
    }
    let member = root.join("crates/ui");

    let cli = uispec(&member, &["validate"]);
    let cli_findings = findings(&stderr(&cli), "");
    assert_eq!(code(&cli), 0, "{}", stderr(&cli));

    let build = std::process::Command::new(env!("CARGO"))
        .args(["build", "--offline", "--color", "never"])
        .current_dir(&member)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-target"),
        )
        .env_remove("UISPEC_LEVEL")
        .output()
        .unwrap();
    let build_report = String::from_utf8_lossy(&build.stderr);
    assert!(build.status.success(), "{build_report}");
    let build_findings = findings(&build_report, "warning: fixture-both-tables@0.1.0: ");

    assert_eq!(cli_findings, build_findings);
    assert!(
        cli_findings.iter().any(|f| f.starts_with(
            "warning[token-deprecated]: {color.old} is deprecated @ specs/badge.json:1:50"
        )),
        "{cli_findings:?}"
    );
    // Both read the crate's `ui/` code: without it, the spec's missing component would be an
    // error (`spec-no-component`) and neither run would pass.
}

#[test]
fn a_component_file_that_does_not_parse_is_an_error_with_its_place() {
    let dir = deprecated_token_project();
    fs::create_dir_all(dir.path().join("src")).unwrap();
    fs::write(
        dir.path().join("src/lib.rs"),
        "use leptos::prelude::*;\n#[component]\npub fn Badge( -> impl IntoView {}\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate", "-A", "token-deprecated"]);
    assert_eq!(code(&output), 1);
    let report = stderr(&output);
    assert!(report.contains("error[code-syntax]: this Rust file does not parse: this delimiter is never closed\n --> src/lib.rs:3:13"), "{report}");
    // Without its component, the spec is unmatched as well.
    assert!(report.contains("error[spec-no-component]"), "{report}");
}

#[test]
fn explain_prints_a_rule_page_and_the_list() {
    let dir = project();
    let output = uispec(dir.path(), &["explain", "error[prop-required-mismatch]"]);
    assert_eq!(code(&output), 0);
    let page = stdout(&output);
    assert!(page.starts_with("prop-required-mismatch: a prop or slot is required on one side and optional on the other\n\nlevel: standard · default severity: error\n"));
    assert!(page.contains("Fix:"));
    let list = stdout(&uispec(dir.path(), &["explain", "--list"]));
    assert!(
        list.lines()
            .any(|l| l.starts_with("component-no-spec ") && l.contains(" strict "))
    );
    assert_eq!(list.lines().count(), uispec_core::rules::RULES.len());
    let output = uispec(dir.path(), &["explain", "prop-requird-mismatch"]);
    assert_eq!(code(&output), 2);
    assert!(stderr(&output).contains("did you mean `prop-required-mismatch`?"));
}

#[test]
fn the_organisation_schema_applies_to_every_spec() {
    let dir = project();
    fs::create_dir_all(dir.path().join("specs")).unwrap();
    fs::write(
        dir.path().join("org.schema.json"),
        r#"{"type": "object", "required": ["category"], "properties": {"name": {"pattern": "^Acme"}}}"#,
    )
    .unwrap();
    fs::write(
        dir.path().join("uispec.toml"),
        "schema = \"org.schema.json\"\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("specs/a.json"),
        "{\n  \"name\": \"Badge\"\n}\n",
    )
    .unwrap();
    fs::write(
        dir.path().join("specs/b.json"),
        "{\"name\": \"AcmeChip\", \"category\": \"data-display\"}\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 1);
    let report = stderr(&output);
    assert!(report.contains("error[spec-org-schema]: the organisation schema rejects this: \"category\" is a required property\n --> specs/a.json:1:1"), "{report}");
    assert!(report.contains("--> specs/a.json:2:11"), "{report}");
    assert_eq!(
        rule_counts(&report).get("spec-org-schema"),
        Some(&2),
        "{report}"
    );
    assert_eq!(stdout(&output), "2 errors in 2 specs\n");

    fs::write(dir.path().join("org.schema.json"), "{\"type\": 3}").unwrap();
    let report = stderr(&uispec(dir.path(), &["validate"]));
    assert!(
        report.contains("error[spec-org-schema]: the organisation schema does not compile"),
        "{report}"
    );
}

fn schema_validator(schema: &str) -> jsonschema::Validator {
    let schema: serde_json::Value = serde_json::from_str(schema).unwrap();
    jsonschema::options()
        .should_validate_formats(false)
        .build(&schema)
        .unwrap()
}

#[test]
fn json_output_follows_its_versioned_schema() {
    let output = validate_misaligned(&["--format", "json"]);
    assert_eq!(code(&output), 1);
    assert_eq!(stderr(&output), "", "machine formats write stdout only");
    let report: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let validator = schema_validator(uispec_core::formats::json::REPORT_SCHEMA_JSON);
    let errors: Vec<String> = validator
        .iter_errors(&report)
        .map(|e| e.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(report["version"], 1);
    assert_eq!(
        report["summary"],
        serde_json::json!({"errors": 21, "warnings": 0, "notes": 1, "specs": 4, "components": 4})
    );
    let missing = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["rule"] == "prop-missing-in-code")
        .unwrap();
    assert_eq!(missing["location"]["path"], "specs/button.json");
    assert_eq!(
        missing["location"]["start"],
        serde_json::json!({"line": 7, "column": 15})
    );
    assert_eq!(missing["related"][0]["location"]["path"], "src/lib.rs");
    assert_eq!(
        missing["docs"],
        "https://uispec.dev/rules/prop-missing-in-code"
    );
}

#[test]
fn sarif_output_validates_against_the_sarif_2_1_0_schema() {
    let output = validate_misaligned(&["--format", "sarif"]);
    assert_eq!(code(&output), 1);
    assert_eq!(stderr(&output), "");
    let log: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let schema = fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif/sarif-schema-2.1.0.json"),
    )
    .unwrap()
    // The official schema's `run.language` pattern has a stray `]`, a literal in ECMAScript
    // regexes but an error for the Rust regex engine: escaped, it means the same.
    .replace("{2}]?$", "{2}\\\\]?$");
    let errors: Vec<String> = schema_validator(&schema)
        .iter_errors(&log)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    let run = &log["runs"][0];
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let results = run["results"].as_array().unwrap();
    // The 22 findings, and each finding about a spec and its code once more at the code
    // location, where GitHub code scanning annotates it.
    let on_code: Vec<&serde_json::Value> = results
        .iter()
        .filter(|r| {
            r["message"]["text"]
                .as_str()
                .unwrap()
                .contains("(the spec side: specs/")
        })
        .collect();
    assert!(!on_code.is_empty());
    assert_eq!(results.len(), 22 + on_code.len());
    for result in &on_code {
        let uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap();
        assert!(uri.ends_with(".rs"), "{uri}");
        let spec = result["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            .as_str()
            .unwrap();
        assert!(spec.starts_with("specs/"), "{spec}");
    }
    // Only the rules that fired are described (each once), not the whole catalog.
    let fired: std::collections::BTreeSet<&str> = results
        .iter()
        .map(|r| r["ruleId"].as_str().unwrap())
        .collect();
    let described: Vec<&str> = rules.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(described.len(), fired.len(), "{described:?}");
    assert!(described.len() < uispec_core::rules::RULES.len());
    assert!(
        described.iter().all(|id| fired.contains(id)),
        "{described:?}"
    );
    for result in results {
        let index = result["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[index]["id"], result["ruleId"]);
        assert!(
            rules[index]["helpUri"]
                .as_str()
                .unwrap()
                .ends_with(result["ruleId"].as_str().unwrap())
        );
    }
    // Fingerprints are stable across runs and distinct per finding.
    let fingerprints: std::collections::HashSet<String> = results
        .iter()
        .map(|r| {
            r["partialFingerprints"]["uispecFingerprint/v1"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(fingerprints.len(), results.len());
    assert_eq!(
        stdout(&validate_misaligned(&["--format", "sarif"])),
        stdout(&output)
    );
}

#[test]
fn junit_output_parses_as_junit_xml() {
    let output = validate_misaligned(&["--format", "junit"]);
    assert_eq!(stderr(&output), "");
    let xml = stdout(&output);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    assert_eq!(root.attribute("tests"), Some("22"));
    assert_eq!(root.attribute("failures"), Some("21"));
    let suites: Vec<_> = root
        .children()
        .filter(|n| n.has_tag_name("testsuite"))
        .collect();
    let names: Vec<&str> = suites.iter().filter_map(|s| s.attribute("name")).collect();
    assert_eq!(
        names,
        [
            "specs/button.json",
            "specs/toggle.json",
            "specs/tooltip.json",
            "src/lib.rs"
        ]
    );
    let cases: usize = suites
        .iter()
        .map(|s| s.children().filter(|n| n.has_tag_name("testcase")).count())
        .sum();
    assert_eq!(cases, 22);
    let failure = doc
        .descendants()
        .find(|n| n.has_tag_name("failure"))
        .unwrap();
    assert!(failure.text().unwrap().contains(" --> specs/button.json:"));

    // A clean project is one passing test case.
    let dir = project();
    fs::create_dir(dir.path().join("specs")).unwrap();
    fs::write(dir.path().join("specs/a.json"), "{\"name\": \"A\"}").unwrap();
    let output = uispec(dir.path(), &["validate", "--format", "junit"]);
    assert_eq!(code(&output), 0);
    let xml = stdout(&output);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    assert_eq!(doc.root_element().attribute("failures"), Some("0"));
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("testcase"))
            .count(),
        1
    );
}

#[test]
fn github_annotations_and_step_summary() {
    let root = misaligned();
    let summary = tempfile::NamedTempFile::new().unwrap();
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args([
            "--project",
            root.to_str().unwrap(),
            "validate",
            "--format",
            "github",
        ])
        .env("GITHUB_STEP_SUMMARY", summary.path())
        .output()
        .unwrap();
    assert_eq!(code(&output), 1);
    let text = stdout(&output);
    assert!(
        text.contains("::error file=specs/button.json,line=7,col=15,endLine=7,endColumn=24,title=uispec prop-missing-in-code::the prop `loading` is not in the component `Button`%0Ahelp: add `loading` to `Button`, or remove the prop from the spec\n"),
        "{text}"
    );
    assert!(
        text.contains("::notice file=specs/button.json,line=30,"),
        "{text}"
    );
    // A finding about a spec that points at the code is annotated on the code too, so a pull
    // request that changed only the code sees it on its diff.
    assert!(
        text.contains("::error file=src/lib.rs,line=15,col=8,endLine=15,endColumn=14,title=uispec prop-missing-in-code::the prop `loading` is not in the component `Button` (the spec side: specs/button.json:7:15)%0Ahelp: add `loading` to `Button`, or remove the prop from the spec\n"),
        "{text}"
    );
    let on_specs = text
        .lines()
        .filter(|l| l.starts_with("::") && l.contains("file=specs/"))
        .count();
    let on_code = text
        .lines()
        .filter(|l| {
            l.starts_with("::") && l.contains("file=src/") && l.contains("(the spec side: ")
        })
        .count();
    assert_eq!((on_specs, on_code), (19, 7), "{text}");
    assert!(text.ends_with("21 errors, 1 note in 4 specs and 4 components\n"));
    let table = fs::read_to_string(summary.path()).unwrap();
    assert!(table.starts_with("### uispec validate\n\n21 errors, 1 note in 4 specs and 4 components\n\n| severity | rule | location | message |"), "{table}");
    assert_eq!(
        table
            .lines()
            .filter(|l| l.starts_with("| error") || l.starts_with("| note"))
            .count(),
        22
    );
}

/// The fix for a spec prop missing from the code names the Rust identifier codegen would
/// write: `self` cannot be a raw identifier (`r#self` is not Rust), so it is `self_`.
#[test]
fn missing_props_are_named_as_rust_writes_them() {
    let dir = project();
    fs::create_dir_all(dir.path().join("specs")).unwrap();
    fs::create_dir_all(dir.path().join("src")).unwrap();
    fs::write(
        dir.path().join("specs/chip.json"),
        r#"{"name": "Chip", "props": [{"name": "self", "type": "string"}, {"name": "type", "type": "string"}, {"name": "fullWidth", "type": "boolean"}]}"#,
    )
    .unwrap();
    fs::write(
        dir.path().join("src/lib.rs"),
        "use leptos::prelude::*;\n#[component]\npub fn Chip() -> impl IntoView {}\n",
    )
    .unwrap();
    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    assert_eq!(code(&output), 1, "{report}");
    for ident in ["self_", "r#type", "full_width"] {
        assert!(
            report.contains(&format!(
                "= help: add `{ident}` to `Chip`, or remove the prop from the spec"
            )),
            "{ident}: {report}"
        );
    }
}

/// Breaking changes in the code fail the default level: a new required prop (every caller
/// written from the spec stops compiling), and a renamed prop, whose two halves (the spec's
/// name missing, the code's new name unknown) are linked to each other.
#[test]
fn a_new_required_prop_and_a_renamed_prop_fail_at_standard() {
    let dir = project_with(&[
        (
            "specs/button.json",
            r#"{"name": "Button", "props": [
  {"name": "label", "type": "string", "required": true},
  {"name": "disabledFocusable", "type": "boolean"}
]}"#,
        ),
        (
            "src/lib.rs",
            "use leptos::prelude::*;\n#[component]\npub fn Button(\n    label: String,\n    \
             #[prop(optional)] focusable_when_disabled: bool,\n    tone: String,\n) -> impl IntoView {}\n",
        ),
    ]);

    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    assert_eq!(code(&output), 1, "{report}");
    assert!(
        report.contains(
            "error[required-not-in-spec]: `Button` requires the prop `tone`, which its spec does not describe\n --> src/lib.rs:6:5"
        ),
        "{report}"
    );
    assert!(
        report.contains("error[prop-missing-in-code]: the prop `disabledFocusable` is not in the component `Button`"),
        "{report}"
    );
    assert!(
        report.contains(
            "= help: did it become `focusable_when_disabled`? Then rename it in the spec"
        ),
        "{report}"
    );
    // The optional new name is only `code-not-in-spec`, at strict, pointing back at the old one.
    assert_eq!(
        rule_counts(&report).get("code-not-in-spec"),
        None,
        "{report}"
    );
    let strict = stderr(&uispec(dir.path(), &["validate", "--level", "strict"]));
    assert!(
        strict.contains("the prop `focusable_when_disabled` of `Button` is not in its spec")
            && strict
                .contains("if it is the spec's `disabledFocusable` renamed, rename it in the spec"),
        "{strict}"
    );
    assert_eq!(rule_counts(&strict)["required-not-in-spec"], 1, "{strict}");

    // Giving the new prop a default keeps existing callers working: no longer an error.
    write(
        dir.path(),
        "src/lib.rs",
        "use leptos::prelude::*;\n#[component]\npub fn Button(\n    label: String,\n    \
         #[prop(optional)] disabled_focusable: bool,\n    #[prop(optional)] tone: String,\n) -> impl IntoView {}\n",
    );
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

/// Two public components with the spec's name: reported with both places instead of silently
/// comparing the spec with the first; the spec's `x-source` path says which one it describes.
#[test]
fn two_components_with_the_spec_name_are_ambiguous_unless_x_source_says() {
    let button = |prop: &str| {
        format!(
            "use leptos::prelude::*;\n#[component]\npub fn Button({prop}: String) -> impl IntoView {{}}\n"
        )
    };
    let spec = |source: &str| {
        format!(
            r#"{{"name": "Button", "props": [{{"name": "label", "type": "string", "required": true}}]{source}}}"#
        )
    };
    let dir = project_with(&[
        ("src/button.rs", &button("label")),
        ("src/legacy/button.rs", &button("text")),
        ("specs/button.json", &spec("")),
    ]);

    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    assert_eq!(code(&output), 1, "{report}");
    assert!(
        report.contains("error[component-ambiguous]: 2 components are named `Button`: which one does the spec describe?"),
        "{report}"
    );
    assert!(
        report.contains("src/button.rs:3:8") && report.contains("src/legacy/button.rs:3:8"),
        "{report}"
    );
    // Compared with neither: no finding about `label`, `text` or their required-ness.
    assert_eq!(rule_counts(&report).len(), 1, "{report}");

    let source = |path: &str| spec(&format!(r#", "x-source": {{"path": "{path}"}}"#));
    write(dir.path(), "specs/button.json", &source("src/button.rs"));
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    write(
        dir.path(),
        "specs/button.json",
        &source("src/legacy/button.rs"),
    );
    let report = stderr(&uispec(dir.path(), &["validate"]));
    assert!(
        report.contains(
            "error[prop-missing-in-code]: the prop `label` is not in the component `Button`"
        ),
        "{report}"
    );
}

/// `components` takes `*` patterns, and a path that names nothing is one finding naming the
/// setting, not one `spec-no-component` per spec whose code would be there.
#[test]
fn component_paths_take_patterns_and_a_missing_one_is_one_finding() {
    let dir = project_with(&[
        (
            "uispec.toml",
            "components = [\"ui/legacy\", \"crates/*/src\"]\n",
        ),
        ("specs/Alpha.json", r#"{"name": "Alpha"}"#),
        ("specs/Beta.json", r#"{"name": "Beta"}"#),
        ("specs/Gamma.json", r#"{"name": "Gamma"}"#),
        (
            "crates/one/src/lib.rs",
            "use leptos::prelude::*;\n#[component]\npub fn Alpha() -> impl IntoView {}\n",
        ),
    ]);

    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    assert_eq!(code(&output), 1, "{report}");
    assert!(
        report.starts_with("error[io-error]: the `components` path `ui/legacy` does not exist"),
        "{report}"
    );
    assert_eq!(rule_counts(&report).values().sum::<usize>(), 1, "{report}");
    assert_eq!(stdout(&output), "1 error in 3 specs and 1 component\n");

    // Once the path exists, the specs without a component are reported again.
    fs::create_dir_all(dir.path().join("ui/legacy")).unwrap();
    let report = stderr(&uispec(dir.path(), &["validate"]));
    assert_eq!(rule_counts(&report)["spec-no-component"], 2, "{report}");
    assert!(!report.contains("io-error"), "{report}");
}

/// Leptos hands `on:` listeners to a component's root element, so a spec event the code does
/// not declare is only a note when that listener would hear it: the event bubbles and the root
/// element is what fires it. Otherwise the prop is missing after all: a warning at standard.
#[test]
fn a_leptos_event_is_forwarded_only_when_the_root_would_hear_it() {
    let dir = project_with(&[
        (
            "specs/field.json",
            r#"{"name": "Field", "events": [{"name": "onBlur"}, {"name": "onClick"}, {"name": "onChange"}]}"#,
        ),
        (
            "specs/search.json",
            r#"{"name": "Search", "events": [{"name": "onChange"}]}"#,
        ),
        (
            "src/lib.rs",
            "use leptos::prelude::*;\n\
             #[component]\npub fn Field() -> impl IntoView { view! { <div class=\"field\"><input/></div> } }\n\
             #[component]\npub fn Search() -> impl IntoView { view! { <input type=\"search\"/> } }\n",
        ),
    ]);
    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    assert_eq!(code(&output), 0, "warnings and notes pass: {report}");
    for expected in [
        "warning[event-missing-in-code]: the event `onBlur` is not in the component `Field`",
        "= help: `blur` is not a DOM event that bubbles, so a listener on `Field` does not stand in for the prop",
        "note[event-missing-in-code]: the event `onClick` is not in the component `Field`",
        "warning[event-missing-in-code]: the event `onChange` is not in the component `Field`",
        "= help: its root `<div>` is not the element that fires `change`",
        "note[event-missing-in-code]: the event `onChange` is not in the component `Search`",
    ] {
        assert!(report.contains(expected), "{expected}\n{report}");
    }
    assert_eq!(
        stdout(&output),
        "2 warnings, 2 notes in 2 specs and 2 components\n"
    );
}

/// `accessibility-missing` asks interactive components for an accessibility section. Without
/// code to read, "interactive" is a model prop: not the name (`Switch` filed under data
/// display), the events or the category.
#[test]
fn interactive_without_code_means_a_model_prop() {
    let dir = project_with(&[
        ("uispec.toml", ""),
        (
            "specs/switch.json",
            r#"{"name": "Switch", "category": "data-display"}"#,
        ),
        (
            "specs/drawer.json",
            r#"{"name": "Drawer", "props": [{"name": "open", "type": "boolean"}]}"#,
        ),
        (
            "specs/positioner.json",
            r#"{"name": "Positioner", "category": "actions", "events": [{"name": "onTransitionEnd"}]}"#,
        ),
    ]);
    let report = stderr(&uispec(dir.path(), &["validate", "--level", "strict"]));
    let flagged: Vec<&str> = report
        .lines()
        .filter_map(|l| l.strip_prefix("error[accessibility-missing]: `"))
        .filter_map(|l| l.split('`').next())
        .collect();
    assert_eq!(flagged, ["Drawer"], "{report}");
}

/// A `components` entry written `"!path"` excludes what is below it: internal pieces and
/// generated code are not components, so they need no spec.
#[test]
fn a_components_entry_with_a_bang_is_excluded() {
    let component = |name: &str| {
        format!("use leptos::prelude::*;\n#[component]\npub fn {name}() -> impl IntoView {{}}\n")
    };
    let dir = project_with(&[
        (
            "uispec.toml",
            "components = [\"src\", \"!src/internal\"]\nlevel = \"strict\"\n",
        ),
        (
            "specs/banner.json",
            r#"{"name": "Banner", "description": "A message strip.", "category": "feedback"}"#,
        ),
        ("src/banner.rs", &component("Banner")),
        ("src/internal/ripple.rs", &component("Ripple")),
    ]);
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_eq!(stdout(&output), "no problems in 1 spec and 1 component\n");

    // Without the exclusion, the internal piece is a public component without a spec.
    write(
        dir.path(),
        "uispec.toml",
        "components = [\"src\"]\nlevel = \"strict\"\n",
    );
    let report = stderr(&uispec(dir.path(), &["validate"]));
    assert!(
        report.contains("error[component-no-spec]: the component `Ripple` has no spec"),
        "{report}"
    );
}

/// A token set converted from another tool, the way real ones arrive: units other than `px` and
/// `rem`, `$type: "string"`, 3-digit hex, plain numbers for dimensions, extra members,
/// transitions without `delay`. Each is a warning at `basic` and `standard` (an error at
/// `strict`), folded per file and rule in the human output; the one that makes a referenced
/// token unusable is an error at every level, pointing at the reference.
#[test]
fn conformance_findings_warn_unless_a_referenced_token_is_unusable() {
    let fonts: String = (0..6)
        .map(|i| format!("\"f{i}\": {{\"$type\": \"string\", \"$value\": \"Font {i}\"}}"))
        .collect::<Vec<_>>()
        .join(",\n    ");
    let tokens = format!(
        r##"{{
  "font": {{
    {fonts}
  }},
  "space": {{
    "$type": "dimension",
    "sm": {{"$value": {{"value": 4, "unit": "dp"}}}},
    "md": {{"$value": {{"value": 1, "unit": "em"}}}},
    "lg": {{"$value": 16}},
    "ok": {{"$value": {{"value": 8, "unit": "px"}}}}
  }},
  "color": {{
    "$type": "color",
    "white": {{"$value": "#fff"}},
    "black": {{"$value": {{"colorSpace": "srgb", "components": [0, 0, 0]}}, "alpha": 1}}
  }},
  "motion": {{
    "fade": {{"$type": "transition", "$value": {{"duration": {{"value": 200, "unit": "ms"}}, "timingFunction": [0, 0, 1, 1]}}}}
  }}
}}
"##
    );
    let spec = |reference: &str| {
        format!(
            "{{\"name\": \"Chip\", \"tokenMapping\": {{\"root.paddingX\": \"{reference}\", \"root.textColor\": \"{{color.black}}\"}}}}\n"
        )
    };
    let dir = project_with(&[
        ("uispec.toml", ""),
        ("tokens/converted.tokens.json", &tokens),
        ("specs/chip.json", &spec("{space.ok}")),
    ]);
    for level in ["basic", "standard"] {
        let output = uispec(dir.path(), &["validate", "--level", level]);
        let report = stderr(&output);
        assert_eq!(code(&output), 0, "{level}: {report}");
        assert!(!report.contains("error["), "{level}: {report}");
    }
    let output = uispec(dir.path(), &["validate"]);
    let report = stderr(&output);
    let counts = rule_counts(&report);
    // Six `$type: "string"` tokens: three shown, then one line counts them all.
    assert_eq!(counts["token-type"], 3, "{report}");
    assert!(
        report.contains("tokens/converted.tokens.json: 6 × token-type (unknown `$type` \"string\"), first 3 shown; `uispec validate --format json` lists all"),
        "{report}"
    );
    // `dp`, `em`, a bare 16, `#fff`, no `delay`: messages that differ give the rule's summary.
    assert_eq!(counts["token-value"], 3, "{report}");
    assert!(
        report.contains("tokens/converted.tokens.json: 5 × token-value (a token's value does not fit its type), first 3 shown"),
        "{report}"
    );
    assert_eq!(counts["token-structure"], 1, "the `alpha` member: {report}");
    let json = stdout(&uispec(dir.path(), &["validate", "--format", "json"]));
    assert_eq!(json.matches("\"token-type\"").count(), 6, "{json}");
    let output = uispec(dir.path(), &["validate", "--level", "strict"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));

    // The spec now maps a token whose unit is `dp`: it cannot be used, so that finding is an
    // error even at `basic`, and it shows where the token is referenced. The `alpha` member
    // of the referenced `color.black` does not stop it from being used: still a warning.
    write(dir.path(), "specs/chip.json", &spec("{space.sm}"));
    let output = uispec(dir.path(), &["validate", "--level", "basic"]);
    let report = stderr(&output);
    assert_eq!(code(&output), 1, "{report}");
    let errors: Vec<&str> = report.lines().filter(|l| l.starts_with("error[")).collect();
    assert_eq!(errors.len(), 1, "{report}");
    assert!(errors[0].starts_with("error[token-value]"), "{report}");
    assert!(
        report.contains("{space.sm} is referenced here, so this is an error at every level"),
        "{report}"
    );
    assert!(report.contains("::: specs/chip.json:1:52"), "{report}");
    assert!(report.contains("warning[token-structure]"), "{report}");
}

/// A spec inferred from a Leptos file is never compared with a Yew component that shares its
/// name: when the file its `x-source` names is not read, that is the finding.
#[test]
fn a_stamped_spec_is_not_compared_with_a_namesake_of_another_framework() {
    let dir = project_with(&[
        ("uispec.toml", "components = [\"yew/src\"]\n"),
        (
            "yew/src/lib.rs",
            "use yew::prelude::*;\n\n#[derive(Properties, PartialEq)]\npub struct ButtonProps {\n    pub children: Html,\n}\n\n#[function_component]\npub fn Button(props: &ButtonProps) -> Html {\n    html! { <button>{props.children.clone()}</button> }\n}\n",
        ),
        (
            "specs/button.json",
            r#"{"name": "Button", "description": "Triggers an action.",
                "slots": [{"name": "children", "required": true, "description": "The label."}],
                "x-source": {"tool": "spec:infer", "framework": "leptos", "path": "leptos/src/button.rs"}}"#,
        ),
    ]);
    let output = uispec(dir.path(), &["validate"]);
    let err = stderr(&output);
    assert_eq!(code(&output), 1, "{err}");
    assert!(
        err.contains("error[spec-no-component]: no component `Button` in `leptos/src/button.rs`, where the spec's `x-source` says it is"),
        "{err}"
    );
    assert!(err.contains("a yew component of this name"), "{err}");
    // Stamped for Yew (the file moved since), the spec binds to it.
    let spec = dir.path().join("specs/button.json");
    let text = fs::read_to_string(&spec).unwrap();
    fs::write(&spec, text.replace("\"leptos\"", "\"yew\"")).unwrap();
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
}

/// Specs fresh from `spec:infer` have no `accessibility` and no `tokenMapping`: "no problems"
/// comes with a note of the rules that checked nothing, and a complete project gets none.
#[test]
fn a_fresh_project_is_told_which_rules_are_idle() {
    let dir = project_with(&[
        ("uispec.toml", ""),
        ("specs/badge.json", r#"{"name": "Badge"}"#),
    ]);
    let output = uispec(dir.path(), &["validate"]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let said = stderr(&output);
    assert!(
        said.contains("note: no spec has an `accessibility` section")
            && said.contains("no spec has a `tokenMapping`")
            && said.contains("(1 specs)"),
        "{said}"
    );
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system");
    let output = uispec(&example, &["validate"]);
    assert!(
        !stderr(&output).contains("check nothing"),
        "{}",
        stderr(&output)
    );
}

/// A component rendered from a dependency is read from the dependency's source in the cargo
/// registry, where the file's `use` items and `Cargo.lock` lead: its markup is then checked
/// like the crate's own (a key its handler does not compare is an error), and without the
/// source, or when two dependencies could be meant, or when it is named through a module, it
/// stays out of sight (a note).
#[test]
fn a_wrapper_from_a_dependency_is_read_from_the_cargo_registry() {
    let registry = "registry+https://github.com/rust-lang/crates.io-index";
    let lock = format!(
        "version = 4\n\n\
         [[package]]\nname = \"menus\"\nversion = \"0.1.0\"\ndependencies = [\n \"popkit\",\n \"widgets\",\n]\n\n\
         [[package]]\nname = \"popkit\"\nversion = \"0.1.0\"\nsource = \"{registry}\"\n\n\
         [[package]]\nname = \"widgets-core\"\nversion = \"2.0.0\"\nsource = \"{registry}\"\n\n\
         [[package]]\nname = \"widgets-extra\"\nversion = \"2.0.0\"\nsource = \"{registry}\"\n\n\
         [[package]]\nname = \"gadgets\"\nversion = \"1.0.0\"\nsource = \"{registry}\"\n\n\
         [[package]]\nname = \"widgets\"\nversion = \"2.0.0\"\nsource = \"{registry}\"\ndependencies = [\n \"gadgets\",\n \"widgets-core\",\n \"widgets-extra\",\n]\n"
    );
    let spec = |name: &str, role: &str, keys: &[&str]| {
        let keys: Vec<String> = (keys.iter())
            .map(|key| format!("{{ \"key\": \"{key}\", \"description\": \"Moves.\" }}"))
            .collect();
        format!(
            "{{ \"name\": \"{name}\", \"description\": \"A {role}.\", \"category\": \"overlays\",\n  \
             \"accessibility\": {{ \"role\": \"{role}\", \"keyboardInteractions\": [{}] }} }}\n",
            keys.join(", ")
        )
    };
    let project = project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"menus\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\ndioxus = \"0.7\"\npopkit = \"0.1\"\nwidgets = \"2\"\n",
        ),
        ("Cargo.lock", &lock),
        (
            "uispec.toml",
            "components = [\"src\"]\nlevel = \"strict\"\n",
        ),
        (
            "src/lib.rs",
            "use dioxus::prelude::*;\nuse popkit::Popover;\nuse widgets::*;\nuse widgets::sheets;\n\n\
             #[component]\npub fn Menu() -> Element { rsx! { Popover { label: \"Open\" } } }\n\n\
             #[component]\npub fn Listing() -> Element { rsx! { Picker {} } }\n\n\
             #[component]\npub fn Tool() -> Element { rsx! { Gadget {} } }\n\n\
             #[component]\npub fn Chooser() -> Element { rsx! { popkit::Picker {} } }\n\n\
             #[component]\npub fn Sheet() -> Element { rsx! { sheets::Popover {} } }\n",
        ),
        (
            "specs/menu.json",
            &spec("Menu", "menu", &["ArrowDown", "Escape", "Home"]),
        ),
        (
            "specs/listing.json",
            &spec("Listing", "listbox", &["ArrowDown"]),
        ),
        ("specs/sheet.json", &spec("Sheet", "dialog", &["Escape"])),
        ("specs/tool.json", &spec("Tool", "button", &["Enter"])),
        ("specs/chooser.json", &spec("Chooser", "list", &[])),
    ]);
    let home = tempfile::tempdir().unwrap();
    let src = home
        .path()
        .join("registry/src/index.crates.io-0000000000000000");
    let popover = "use dioxus::prelude::*;\n\n\
         #[derive(Props, Clone, PartialEq)]\npub struct PopoverProps { label: String }\n\n\
         pub fn Popover(props: PopoverProps) -> Element {\n    rsx! {\n        div { role: \"menu\", tabindex: 0,\n            \
         onkeydown: move |event: KeyboardEvent| {\n                if event.key() == Key::ArrowDown {}\n                \
         if event.key() == Key::Escape {}\n            },\n            \"{props.label}\"\n        }\n    }\n}\n";
    let picker = |role: &str| {
        format!(
            "use dioxus::prelude::*;\n\n#[component]\npub fn Picker() -> Element {{ rsx! {{ ul {{ role: \"{role}\" }} }} }}\n"
        )
    };
    write(
        &src,
        "popkit-0.1.0/src/lib.rs",
        &format!("{popover}\n{}", picker("list")),
    );
    write(&src, "widgets-core-2.0.0/src/lib.rs", &picker("menu"));
    write(&src, "widgets-extra-2.0.0/src/lib.rs", &picker("listbox"));
    let gadget = "use dioxus::prelude::*;\n\n#[component]\npub fn Gadget() -> Element { rsx! { div { role: \"button\" } } }\n";
    write(&src, "gadgets-1.0.0/src/lib.rs", gadget);
    write(&src, "widgets-2.0.0/src/lib.rs", "pub mod sheets;\n");
    write(
        &src,
        "widgets-2.0.0/src/sheets.rs",
        "pub use popkit::Popover;\n",
    );

    let run = |cargo_home: &Path| {
        let home = cargo_home.to_str().unwrap();
        let output = common::uispec_bounded(project.path(), &["validate"], &[("CARGO_HOME", home)]);
        stdout(&output) + &stderr(&output)
    };
    let read = run(home.path());
    // Popover is read from popkit 0.1.0: its role is the spec's, its handler compares two
    // of the three keys.
    assert!(read.contains("error[keyboard-unhandled]"), "{read}");
    assert!(read.contains("`Home`"), "{read}");
    assert!(read.contains("popkit-0.1.0/src/lib.rs"), "{read}");
    assert!(!read.contains("`ArrowDown` is not handled"), "{read}");
    // popkit's other component, named through the crate: its own list, not Popover's menu.
    assert!(!read.contains("specs/chooser.json"), "{read}");
    // Picker: widgets re-exports its family's crates, and widgets-core and widgets-extra both
    // define one: two guesses, none taken. Gadget is gadgets', which is no family of widgets
    // (a prelude re-exports its own crates). `sheets::Popover` is named through a module: not
    // followed.
    for (spec, component) in [
        ("listing", "Picker"),
        ("tool", "Gadget"),
        ("sheet", "Popover"),
    ] {
        let note = format!("the component `{component}` may render it");
        let at = read.find(&format!("specs/{spec}.json")).unwrap_or(0);
        assert!(read[at..].contains(&note), "{spec}: {read}");
    }
    assert!(!read.contains("`menu`, not `dialog`"), "{read}");

    // Without the sources, Menu's promises cannot be checked: notes, no error.
    let empty = tempfile::tempdir().unwrap();
    let unread = run(empty.path());
    assert!(!unread.contains("error["), "{unread}");
    assert!(
        unread.contains("the component `Popover` may render it"),
        "{unread}"
    );
}

/// A live region's role implies its politeness however the role is written: through the
/// spec's `ROLE` constant as well as a literal. A role that implies none still asks for it.
#[test]
fn a_role_written_through_the_constant_implies_what_the_literal_would() {
    let spec = |name: &str, role: &str| {
        format!(
            "{{ \"name\": \"{name}\", \"description\": \"A {role}.\", \"category\": \"feedback\",\n  \
             \"accessibility\": {{ \"role\": \"{role}\", \"ariaAttributes\": [\"aria-live\", \"aria-atomic\"] }} }}\n"
        )
    };
    let code_text = "use leptos::prelude::*;\n\n\
        #[component]\npub fn Toast() -> impl IntoView { view! { <div role=ToastSpec::ROLE>\"Saved\"</div> } }\n\n\
        #[component]\npub fn Note() -> impl IntoView { view! { <div role=NoteSpec::ROLE>\"Saved\"</div> } }\n";
    let project = project_with(&[
        (
            "Cargo.toml",
            "[package]\nname = \"lib\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n",
        ),
        ("uispec.toml", "components = [\"src\"]\n"),
        ("src/lib.rs", code_text),
        ("specs/toast.json", &spec("Toast", "alert")),
        ("specs/note.json", &spec("Note", "note")),
    ]);
    let output = uispec(project.path(), &["validate"]);
    let text = stdout(&output) + &stderr(&output);
    let missing: Vec<&str> = (text.lines())
        .filter(|line| line.starts_with("warning[aria-attribute-missing]"))
        .collect();
    assert_eq!(
        missing,
        [
            "warning[aria-attribute-missing]: the spec lists `aria-live`, and no element of `Note` renders it",
            "warning[aria-attribute-missing]: the spec lists `aria-atomic`, and no element of `Note` renders it",
        ],
        "{text}"
    );
}
