//! One fixture per rule: `tests/rules/<rule-id>/` is the smallest project that fires the rule,
//! run in-process the way the command that reports the rule runs it. Its findings, rendered as
//! `uispec validate` prints them, are the folder's `findings.snap` (`cargo insta review` after
//! a deliberate change).
//!
//! The command follows from the rule's family: `css-*` rules come from the stylesheet
//! (`uispec css`), `design-*` rules from the Figma comparison (`validate --design`; the
//! folder's `figma/<file key>.json` is the API's answer for that file, and a file key with no
//! such file is a file Figma cannot give), `code-no-component` and `infer-*` from `spec:infer`
//! on every `.rs` file of `src/`, `spec-codegen` from what `uispec-build` generates, `render-*`
//! from `uispec test`'s plan and checks (the folder's `harness.json` is how each render's
//! process ended, `observed.json` what the browser answered for each render, `styles.json` what
//! its style comparisons found, `behaved.json` what the live render showed around each key),
//! and every other rule
//! from `validate` (the level is the fixture's `uispec.toml`'s).
//!
//! Each rule is a `#[test]` of its own, made from the rule catalog (`rules::contrast_text`:
//! `cargo test -p uispec-core rules::contrast_text` runs one fixture); a rule without a fixture
//! folder does not compile.

use std::fs;
use std::path::{Path, PathBuf};

use uispec_core::binding::implementations;
use uispec_core::checks::visual;
use uispec_core::checks::{
    Behaved, Observed, StyleCheck, StyleResult, check_behaviour, check_rendered, check_styles,
};
use uispec_core::code::{InferOptions, infer_specs};
use uispec_core::codegen::all_items;
use uispec_core::figma::drift::{compare_file, sources};
use uispec_core::formats::human::{Style, render_all};
use uispec_core::harness::{self, Failure, Render, plan};
use uispec_core::naming::to_kebab;
use uispec_core::project::{CodeScope, Project};
use uispec_core::rules::{RULES, Rule};
use uispec_core::validate::Session;
use uispec_core::{Diagnostic, Diagnostics};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules")
}

/// What the command that reports `rule` finds in the project at `root`.
fn findings(rule: &Rule, root: &Path) -> Vec<Diagnostic> {
    let project = Project::discover(root).unwrap();
    let session = Session::new(project.inputs(CodeScope::Project));
    let report = session.report();
    match rule.id {
        id if id.starts_with("css-") => {
            let css = &project.config.css;
            session.stylesheet(&report, css).diagnostics.into_vec()
        }
        id if id.starts_with("design-") => {
            let specs: Vec<_> = session.specs().collect();
            let found = sources(&specs, &project.config.design);
            let mut diags = found.diagnostics;
            for (file_key, specs) in &found.by_file {
                let answer = fs::read_to_string(root.join(format!("figma/{file_key}.json")))
                    .map_err(|_| {
                        (
                            "Figma answered 404 Not Found".into(),
                            "check the link".into(),
                        )
                    });
                compare_file(&mut diags, file_key, specs, answer);
            }
            project.config.rules.apply_all(diags).into_vec()
        }
        "code-no-component" | "infer-skipped" | "infer-approximation" => {
            let mut files: Vec<PathBuf> = fs::read_dir(root.join("src"))
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .filter(|path| path.extension().is_some_and(|e| e == "rs"))
                .collect();
            files.sort();
            infer_specs(root, &files, &InferOptions::new(None))
                .diagnostics
                .into_vec()
        }
        id if id.starts_with("render-") => rendered(&project, &session, root),
        "spec-codegen" => {
            let mut diags = Diagnostics::new();
            all_items(&mut diags, session.specs(), &Default::default());
            diags.into_vec()
        }
        _ => report.diagnostics.into_vec(),
    }
}

/// What `uispec test` finds, with the harness's and the browser's answers read from the folder.
fn rendered(project: &Project, session: &Session, root: &Path) -> Vec<Diagnostic> {
    let docs: Vec<_> = session.specs().collect();
    let pairs = implementations(&docs, session.components());
    let mut diags = Diagnostics::new();
    let plan = plan(
        &mut diags,
        &pairs,
        session.components(),
        &project.config.test,
    );
    let component = |render: &Render| {
        let (_, component) = pairs
            .iter()
            .find(|(doc, _)| doc.spec.name == render.spec)
            .unwrap();
        *component
    };
    // How each render's process ended: `{"html": …}`, or `{"ended": …, "output": …}`.
    if let Ok(text) = fs::read_to_string(root.join("harness.json")) {
        let ended: serde_json::Value = serde_json::from_str(&text).unwrap();
        let ended = ended.as_array().unwrap();
        assert_eq!(ended.len(), plan.renders.len(), "one answer per render");
        for (render, ended) in plan.renders.iter().zip(ended) {
            if ended.get("html").is_none() {
                let text = |key: &str| ended[key].as_str().unwrap().to_owned();
                let failure = Failure {
                    ended: text("ended"),
                    output: text("output"),
                };
                diags.push(harness::render_failed(component(render), render, &failure));
            }
        }
    }
    if let Ok(text) = fs::read_to_string(root.join("observed.json")) {
        let answers: serde_json::Value = serde_json::from_str(&text).unwrap();
        let observed: Vec<Observed> = answers
            .as_array()
            .unwrap()
            .iter()
            .map(|answer| Observed::from_json(answer).expect("an observation"))
            .collect();
        for (doc, component) in &pairs {
            check_rendered(
                &mut diags,
                doc,
                component,
                &plan.renders,
                &observed,
                (
                    &project.config.css,
                    !project.config.test.stylesheets.is_empty()
                        || !doc.spec.token_mapping.is_empty(),
                ),
            );
        }
    }
    // What the live render showed before and after each key: `{render, orientation, start,
    // after: [...]}` per render.
    if let Ok(text) = fs::read_to_string(root.join("behaved.json")) {
        let answers: serde_json::Value = serde_json::from_str(&text).unwrap();
        let behaved: Vec<Behaved> = (answers.as_array().unwrap().iter())
            .map(|answer| Behaved::from_json(answer).expect("a live run"))
            .collect();
        for (doc, _) in &pairs {
            check_behaviour(&mut diags, doc, &plan.renders, &behaved);
        }
    }
    if let Ok(text) = fs::read_to_string(root.join("styles.json")) {
        let compared: serde_json::Value = serde_json::from_str(&text).unwrap();
        let results: Vec<(StyleCheck, StyleResult)> = compared
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let text = |key: &str| c[key].as_str().unwrap().to_owned();
                let check = StyleCheck {
                    render: c["render"].as_u64().unwrap() as usize,
                    key: text("key"),
                    token: text("token"),
                    request: serde_json::Value::Null,
                };
                let differences = c["differences"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|d| {
                        (
                            d[0].as_str().unwrap().to_owned(),
                            d[1].as_str().unwrap().to_owned(),
                            d[2].as_str().unwrap().to_owned(),
                        )
                    })
                    .collect();
                (
                    check,
                    StyleResult {
                        theme: text("theme"),
                        reached: None,
                        differences,
                    },
                )
            })
            .collect();
        for (doc, component) in &pairs {
            check_styles(&mut diags, doc, component, &plan.renders, &results);
        }
    }
    // The render entries seen now, `{"entries": [...], "pixels": {id: n}}`, against the
    // baselines in the folder's `uispec-baselines/`.
    if let Ok(text) = fs::read_to_string(root.join("current.json")) {
        let current: serde_json::Value = serde_json::from_str(&text).unwrap();
        let entries: Vec<visual::Entry> = (current["entries"].as_array().unwrap().iter())
            .map(|entry| visual::Entry::from_json(entry).unwrap())
            .collect();
        for (doc, _) in &pairs {
            let folder = root.join(&project.config.test.baselines.folder);
            let shown = format!(
                "uispec-baselines/{}/baseline.json",
                to_kebab(&doc.spec.name)
            );
            let text =
                fs::read_to_string(folder.join(to_kebab(&doc.spec.name)).join("baseline.json"))
                    .unwrap();
            let file = uispec_core::SourceFile::new(shown, text);
            match visual::Baseline::parse(file.text()) {
                Ok(baseline) => {
                    let platform = "linux-x86_64, Chrome 156";
                    if baseline.platform != platform {
                        diags.push(visual::other_platform(&file, &baseline.platform, platform));
                    }
                    let pixels = |id: &str| match current["pixels"][id].as_u64() {
                        Some(n) => visual::Picture::Differs(n),
                        None => visual::Picture::Same,
                    };
                    visual::compare(
                        &mut diags,
                        doc,
                        (&file, &baseline),
                        &entries,
                        pixels,
                        |_, _| None,
                        // No browser: no rule is named (the `clients` tests name them).
                        &mut |_, asked| vec![None; asked.len()],
                    );
                }
                Err((message, at)) => diags.push(visual::invalid(&file, &message, at)),
            }
        }
    }
    project.config.rules.apply_all(diags).into_vec()
}

/// The fixture of the rule `id`: its findings include the rule, and render as the folder's
/// `findings.snap`.
fn check(id: &str) {
    let rule = RULES.iter().find(|rule| rule.id == id).unwrap();
    let root = fixtures().join(id);
    let found = findings(rule, &root);
    assert!(
        found.iter().any(|d| d.rule.as_str() == id),
        "the fixture of `{id}` does not fire it:\n{}",
        render_all(&found, Style::Plain)
    );
    insta::with_settings!({
        snapshot_path => root.clone(),
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!("findings", render_all(&found, Style::Plain));
    });
}

/// One `#[test]` per rule of the catalog, named after it.
macro_rules! fixture_tests {
    ($($name:ident $id:literal)*) => {
        pastey::paste! {
            $(
                #[test]
                fn [<$name:lower>]() {
                    // A rule without a fixture folder does not compile.
                    const _: &str = include_str!(concat!(
                        env!("CARGO_MANIFEST_DIR"),
                        "/tests/rules/",
                        $id,
                        "/findings.snap"
                    ));
                    check($id);
                }
            )*
        }
    };
}

uispec_core::for_each_rule!(fixture_tests);

#[test]
fn every_fixture_folder_is_a_rule() {
    for entry in fs::read_dir(fixtures()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        assert!(
            RULES.iter().any(|rule| rule.id == name),
            "`tests/rules/{name}` names no rule"
        );
    }
}
