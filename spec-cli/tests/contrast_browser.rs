//! `contrast-text` against a browser: every text judgement uispec makes on the example design
//! system (each text colour, in each condition it paints in, in each theme) is rendered as the
//! component's parts would be — nested as the anatomy encloses them, with the variant
//! attributes, the forced state and the theme attribute, over the `[a11y] surface`, styled by
//! the docs site's copy of the generated stylesheet — and axe-core's `color-contrast` rule
//! judges each in headless Chromium (`examples/style-proof/contrast.mjs`). Where axe gives a
//! verdict, it must be uispec's, and the ratios must agree within 0.05.
//!
//! Needs Debian's `chromium` and `npm ci` in `examples/style-proof`:
//! `scripts/install-test-clients`.

use std::fmt::Write as _;
use std::process::Command;

use serde_json::Value;
use uispec_core::checks::text_judgements;
use uispec_core::css::custom_property_name;
use uispec_core::naming::{data_attribute, to_kebab};
use uispec_core::project::{CodeScope, Project};
use uispec_core::token_mapping::parse_reference;
use uispec_core::validate::Session;

use crate::common::{code, design_system, stderr, uispec, workspace};

/// HTML-escapes an attribute value (the example's names are plain; this keeps the page valid
/// whatever they are).
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

#[test]
fn axe_core_agrees_with_every_static_text_contrast_verdict() {
    // A copy of the example with one text that fails (the checkbox's label in the disabled
    // text colour, 2.56:1 on white), so that failing verdicts are compared too.
    let copy = design_system();
    let example = copy.path().to_path_buf();
    let spec = example.join("specs/checkbox.json");
    let text = std::fs::read_to_string(&spec).unwrap();
    let seeded = text.replace(
        "\"label.textColor\": \"{color.text.default}\"",
        "\"label.textColor\": \"{color.text.disabled}\"",
    );
    assert_ne!(seeded, text);
    std::fs::write(&spec, seeded).unwrap();
    // A warning, so that the stylesheet keeps the spec (it leaves out specs with errors).
    let config = example.join("uispec.toml");
    let toml = std::fs::read_to_string(&config).unwrap();
    let toml = toml.replacen("[rules]\n", "[rules]\ncontrast-text = \"warn\"\n", 1);
    std::fs::write(&config, toml).unwrap();
    let proof = workspace().join("target/contrast-proof");
    let site = proof.join("site");
    let _ = std::fs::remove_dir_all(&proof);
    std::fs::create_dir_all(&proof).unwrap();
    // The docs site's copy of the stylesheet matches `data-force-state` as well as the states.
    let output = uispec(&example, &["docs", "--out", site.to_str().unwrap()]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let stylesheet = std::fs::read_to_string(site.join("assets/ui.css")).unwrap();

    let project = Project::discover(&example).unwrap();
    let session = Session::new(project.inputs(CodeScope::Project));
    let a11y = &session.inputs().a11y;
    let surface = a11y.surface.as_deref().unwrap();
    let surface = custom_property_name(&parse_reference(surface).unwrap());
    let permutations = &session.tokens().permutations;

    // One cell per judgement: the theme wrapper (the surface behind), then the parts.
    let mut body = String::new();
    let mut expected: Vec<(String, String, f64, f64)> = Vec::new();
    for doc in session.specs() {
        let scope = to_kebab(&doc.spec.name);
        for judgement in text_judgements(doc, session.tokens(), a11y) {
            let id = format!("c{}", expected.len());
            let mut attributes = String::new();
            for (axis, value) in &judgement.selectors {
                let _ = write!(
                    attributes,
                    " {}=\"{}\"",
                    data_attribute(axis),
                    escape(value)
                );
            }
            if let Some(state) = judgement.state {
                let _ = write!(attributes, " data-force-state=\"{}\"", escape(state));
            }
            let theme: String = permutations[judgement.permutation]
                .inputs
                .iter()
                .map(|(m, c)| format!(" {}=\"{}\"", data_attribute(m), escape(c)))
                .collect();
            let _ = write!(
                body,
                "<div class=\"cell\"{theme} style=\"background: var({surface})\">"
            );
            let last = judgement.parts.len() - 1;
            for (i, part) in judgement.parts.iter().enumerate() {
                let own_id = if i == last {
                    format!(" id=\"{id}\"")
                } else {
                    String::new()
                };
                let _ = write!(
                    body,
                    "<div{own_id} data-scope=\"{scope}\" data-part=\"{}\"{attributes}>",
                    to_kebab(part)
                );
            }
            body.push_str("Sample text");
            body.push_str(&"</div>".repeat(judgement.parts.len() + 1));
            body.push('\n');
            let what = format!(
                "{} `{}` [{}] in {}",
                doc.spec.name,
                judgement.key,
                attributes.trim(),
                permutations[judgement.permutation].label()
            );
            expected.push((id, what, judgement.ratio.value, judgement.ratio.threshold));
        }
    }
    assert!(expected.len() >= 100, "only {} judgements", expected.len());
    let page = proof.join("cells.html");
    std::fs::write(
        &page,
        format!(
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>contrast cells</title>\
             <style>{stylesheet}\n.cell {{ padding: 4px; margin: 2px; }}</style></head><body>\n{body}</body></html>"
        ),
    )
    .unwrap();

    let tools = workspace().join("examples/style-proof");
    let run = Command::new("node")
        .arg(tools.join("contrast.mjs"))
        .arg(&page)
        .output()
        .expect("node (Node.js) on PATH");
    assert!(
        run.status.success(),
        "the browser run failed (scripts/install-test-clients):\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let verdicts: Vec<Value> = serde_json::from_slice(&run.stdout).unwrap();

    let mut compared = 0;
    let mut failing = 0;
    let mut undecided = Vec::new();
    let mut disagreements = Vec::new();
    for (id, what, ratio, threshold) in &expected {
        let Some(verdict) = verdicts.iter().find(|v| v["id"] == id.as_str()) else {
            disagreements.push(format!("{what}: axe-core did not judge it"));
            continue;
        };
        let axe_passes = match verdict["verdict"].as_str() {
            Some("pass") => true,
            Some("fail") => false,
            _ => {
                undecided.push(format!("{what}: {}", verdict["message"]));
                continue;
            }
        };
        compared += 1;
        let ours = ratio + 1e-9 >= *threshold;
        failing += usize::from(!ours);
        let theirs = verdict["ratio"].as_f64().unwrap_or(f64::NAN);
        if ours != axe_passes || (theirs - ratio).abs() > 0.05 {
            disagreements.push(format!(
                "{what}: uispec {ratio:.2}:1 ({}), axe-core {theirs:.2}:1 ({})",
                if ours { "passes" } else { "fails" },
                if axe_passes { "passes" } else { "fails" },
            ));
        }
    }
    eprintln!(
        "contrast agreement: {compared} cells compared ({failing} failing), {} left undecided by axe-core, of {} judgements\n{}",
        undecided.len(),
        expected.len(),
        undecided.join("\n")
    );
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
    // The seeded label fails in both themes: both verdicts were compared.
    assert!(failing >= 2, "no failing cell was compared");
    assert!(
        compared * 10 >= expected.len() * 9,
        "axe-core decided only {compared} of {} cells",
        expected.len()
    );
}
