//! `validate::Session`: after a change, what a session reports is what a fresh validation of the
//! same files reports.

use std::fs;
use std::path::Path;

use uispec_core::project::{CodeScope, Project};
use uispec_core::validate::{Session, TokensRead};

/// The findings of a session, one line each: rule, file and message.
fn findings(session: &Session) -> Vec<String> {
    let report = session.report();
    let lines = report.diagnostics.as_slice().iter().map(|d| {
        let file = Path::new(d.primary.file.path()).file_name().unwrap();
        format!("{} {} {}", d.rule, file.display(), d.message)
    });
    lines.collect()
}

fn fresh(root: &Path) -> Session {
    Session::new(Project::discover(root).unwrap().inputs(CodeScope::Project))
}

fn spec(name: &str, token: &str) -> String {
    format!(
        r#"{{"name": "{name}", "anatomy": [{{"name": "root"}}], "tokenMapping": {{"root.color": "{{color.{token}}}"}}}}"#
    )
}

#[test]
fn a_change_to_tokens_and_specs_at_once_reports_what_a_fresh_validation_does() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::write(root.join("uispec.toml"), "").unwrap();
    fs::create_dir_all(root.join("specs")).unwrap();
    fs::create_dir_all(root.join("tokens")).unwrap();
    let tokens = root.join("tokens/colors.tokens.json");
    let color = |names: &[&str]| {
        let tokens: Vec<String> = names
            .iter()
            .map(|n| format!(r#""{n}": {{"$type": "color", "$value": {{"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#))
            .collect();
        format!(r#"{{"color": {{{}}}}}"#, tokens.join(", "))
    };
    fs::write(&tokens, color(&["text", "line"])).unwrap();
    for name in ["Badge", "Chip", "Tag"] {
        let path = root.join(format!("specs/{}.json", name.to_lowercase()));
        fs::write(path, spec(name, "text")).unwrap();
    }
    let mut session = fresh(root);
    assert_eq!(findings(&session), Vec::<String>::new());

    // One change: `text` is renamed `ink`, and Chip moves to the new name (Badge and Tag do not).
    fs::write(&tokens, color(&["ink", "line"])).unwrap();
    let chip = root.join("specs/chip.json");
    fs::write(&chip, spec("Chip", "ink")).unwrap();
    let touched = session.update(&[tokens.clone(), chip.clone()]);
    assert!(touched.tokens);
    assert_eq!(touched.specs, 1);
    let after = findings(&session);
    assert_eq!(after, findings(&fresh(root)));
    assert_eq!(after.len(), 2, "{after:#?}");
    for (line, file) in after.iter().zip(["badge.json", "tag.json"]) {
        assert!(
            line.starts_with(&format!("token-missing {file} ")),
            "{line}"
        );
    }

    // And back, with Chip still on the new name: only Chip is missing its token now.
    fs::write(&tokens, color(&["text", "line"])).unwrap();
    session.update(std::slice::from_ref(&tokens));
    let after = findings(&session);
    assert_eq!(after, findings(&fresh(root)));
    assert_eq!(after.len(), 1, "{after:#?}");
    assert!(
        after[0].starts_with("token-missing chip.json "),
        "{}",
        after[0]
    );
}

/// After a spec edit a session compares again only the edited specs and the specs whose
/// binding the edit changed: here an untouched spec that the edit leaves the component to.
#[test]
fn a_spec_edit_that_moves_a_binding_reports_what_a_fresh_validation_does() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let write = |path: &str, text: &str| {
        let path = root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    write(
        "uispec.toml",
        "specs = [\"specs\"]\ncomponents = [\"src\"]\nlevel = \"strict\"\n",
    );
    write(
        "src/lib.rs",
        "use leptos::prelude::*;\n\
         #[component]\npub fn Toggle(pressed: bool) -> impl IntoView { view! { <button aria-pressed=pressed></button> } }\n\
         #[component]\npub fn Badge(tone: String) -> impl IntoView { view! { <span>{tone}</span> } }\n",
    );
    let member = |name: &str, prop: &str| {
        format!(
            r#"{{"name": "{name}", "anatomy": [{{"name": "root"}}], "props": [{{"name": "{prop}", "type": "string", "required": true}}]}}"#
        )
    };
    write("specs/badge.json", &member("Badge", "tone"));
    write("specs/a-toggle.json", &member("Toggle", "label"));
    write("specs/b-toggle.json", &member("Toggle", "pressed"));
    let mut session = fresh(root);
    let before = findings(&session);
    assert_eq!(before, findings(&fresh(root)));
    assert!(
        before
            .iter()
            .any(|l| l.starts_with("spec-no-component b-toggle.json")),
        "a-toggle.json has the component: {before:#?}"
    );

    // a-toggle.json is renamed away: b-toggle.json, untouched, is now Toggle's spec.
    let a = root.join("specs/a-toggle.json");
    fs::write(&a, member("Switch", "label")).unwrap();
    session.update(std::slice::from_ref(&a));
    let after = findings(&session);
    assert_eq!(after, findings(&fresh(root)));
    let b_toggle = |rule: &str| {
        let start = format!("{rule} b-toggle.json ");
        after.iter().any(|l| l.starts_with(&start))
    };
    assert!(
        !b_toggle("spec-no-component") && b_toggle("prop-type-mismatch"),
        "b-toggle.json is compared with Toggle: {after:#?}"
    );

    // An edit of one bound spec changes its own findings only.
    let badge = root.join("specs/badge.json");
    fs::write(&badge, member("Badge", "size")).unwrap();
    session.update(std::slice::from_ref(&badge));
    let after = findings(&session);
    assert_eq!(after, findings(&fresh(root)));
    assert!(
        after
            .iter()
            .any(|l| l.starts_with("prop-missing-in-code badge.json")),
        "{after:#?}"
    );
}

/// `new_with_stylesheet` writes its stylesheet before the code is read; what it hands back is
/// what the stylesheet of the finished session is, also when the code gives a spec its first
/// error (the spec's rules are then left out).
#[test]
fn the_stylesheet_written_beside_the_code_is_that_of_the_whole_validation() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    fs::write(root.join("uispec.toml"), "components = [\"src\"]\n").unwrap();
    fs::write(
        root.join("Cargo.toml"),
        "[package]\nname = \"fixture\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n",
    )
    .unwrap();
    for dir in ["specs", "tokens", "src"] {
        fs::create_dir_all(root.join(dir)).unwrap();
    }
    fs::write(
        root.join("tokens/colors.tokens.json"),
        r#"{"color": {"text": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#,
    )
    .unwrap();
    let component = |name: &str, props: &str| {
        format!(
            "/// A {name}.\n#[component]\npub fn {name}({props}) -> impl IntoView {{\n    view! {{ <span data-scope=\"{}\" data-part=\"root\"></span> }}\n}}\n",
            name.to_lowercase()
        )
    };
    for name in ["Badge", "Chip"] {
        let spec = spec(name, "text").replacen(
            "\"anatomy\"",
            r#""props": [{"name": "label", "type": "string", "required": true}], "anatomy""#,
            1,
        );
        fs::write(
            root.join(format!("specs/{}.json", name.to_lowercase())),
            spec,
        )
        .unwrap();
    }
    // Badge has its prop; Chip's code lacks it, which only the code can tell.
    let code = format!(
        "use leptos::prelude::*;\n\n{}\n{}",
        component("Badge", "label: String"),
        component("Chip", "")
    );
    fs::write(root.join("src/lib.rs"), code).unwrap();

    let inputs = || Project::discover(root).unwrap().inputs(CodeScope::Project);
    let options = Project::discover(root).unwrap().config.css;
    let session = Session::new(inputs());
    let report = session.report();
    let chip_error = report.diagnostics.as_slice().iter().any(|d| {
        d.severity == uispec_core::Severity::Error && d.primary.file.path().ends_with("chip.json")
    });
    assert!(chip_error, "{:?}", findings(&session));
    let expected = session.stylesheet(&report, &options);
    assert!(
        expected.text.contains("badge") && !expected.text.contains("chip"),
        "{:?}",
        findings(&session)
    );

    let (early, sheet) = Session::new_with_stylesheet(inputs(), &options);
    assert_eq!(sheet.text, expected.text);
    assert_eq!(
        format!("{:?}", sheet.diagnostics),
        format!("{:?}", expected.diagnostics)
    );
    assert_eq!(findings(&early), findings(&session));
}

/// `Session::new_like` (the base of `uispec diff`) takes from the other copy of the project the
/// files it read from the same text: what it reports, and the components it reads, are what a
/// fresh validation of the copy gives, for the files that changed, those that did not, and
/// with the rules set otherwise. So does the same read in two parts, the tokens first
/// (`TokensRead`, what `uispec diff` reads while the other side loads).
#[test]
fn a_copy_read_like_another_reports_what_a_fresh_validation_does() {
    let write = |root: &Path, path: &str, text: &str| {
        let path = root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    let member = |name: &str, prop: &str, ty: &str| {
        format!(
            r#"{{"name": "{name}", "anatomy": [{{"name": "root"}}], "props": [{{"name": "{prop}", "type": "{ty}", "required": true}}], "tokenMapping": {{"root.color": "{{color.ink}}"}}}}"#
        )
    };
    let project = |root: &Path, level: &str, ink: &str, badge: &str, toggle: &str| {
        write(
            root,
            "uispec.toml",
            &format!(
                "specs = [\"specs\"]\ncomponents = [\"src\"]\nlevel = \"{level}\"\n[tokens]\npaths = [\"tokens\"]\n"
            ),
        );
        write(
            root,
            "tokens/base.tokens.json",
            &format!(r#"{{"color": {{"ink": {{"$type": "color", "$value": "{ink}"}}}}}}"#),
        );
        write(
            root,
            "src/toggle.rs",
            &format!(
                "use leptos::prelude::*;\n#[component]\npub fn Toggle({toggle}) -> impl IntoView {{ view! {{ <button aria-pressed=pressed></button> }} }}\n"
            ),
        );
        write(
            root,
            "src/badge.rs",
            "use leptos::prelude::*;\n#[component]\npub fn Badge(tone: String) -> impl IntoView { view! { <span>{tone}</span> } }\n",
        );
        write(root, "specs/badge.json", badge);
        write(
            root,
            "specs/toggle.json",
            &member("Toggle", "pressed", "boolean"),
        );
    };
    let (head, base) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let badge = member("Badge", "tone", "string");
    project(head.path(), "standard", "#222222", &badge, "pressed: bool");
    let head = fresh(head.path());
    let components = |session: &Session| format!("{:?}", session.components());

    // The same files: everything is taken from the head, and is what reading gives.
    project(base.path(), "standard", "#222222", &badge, "pressed: bool");
    let like = |root: &Path| {
        let inputs = Project::discover(root).unwrap().inputs(CodeScope::Project);
        Session::new_like(inputs, &head)
    };
    let tokens_first = |root: &Path| {
        let inputs = Project::discover(root).unwrap().inputs(CodeScope::Project);
        TokensRead::new(inputs).like(&head)
    };
    let (read, taken) = (fresh(base.path()), like(base.path()));
    assert!(
        !findings(&read).is_empty(),
        "the fixture has findings to compare"
    );
    assert_eq!(findings(&taken), findings(&read));
    assert_eq!(components(&taken), components(&read));
    assert_eq!(findings(&tokens_first(base.path())), findings(&read));

    // A token, a spec and a Rust file changed, one spec more, a stricter level: each changed
    // file is read, the unchanged ones are taken (checked again under the copy's rules), and
    // the findings are the copy's own.
    project(
        base.path(),
        "strict",
        "#fefefe",
        &member("Badge", "tone", "number"),
        "pressed: String",
    );
    write(
        base.path(),
        "specs/chip.json",
        &member("Chip", "label", "string"),
    );
    let (read, taken) = (fresh(base.path()), like(base.path()));
    let found = findings(&read);
    assert_ne!(found, findings(&head), "the copy reports otherwise");
    assert!(
        found
            .iter()
            .any(|l| l.starts_with("spec-no-component chip.json"))
            && found
                .iter()
                .any(|l| l.starts_with("spec-description toggle.json")),
        "{found:#?}"
    );
    assert_eq!(findings(&taken), found);
    assert_eq!(components(&taken), components(&read));
    let first = tokens_first(base.path());
    assert_eq!(findings(&first), found);
    assert_eq!(components(&first), components(&read));
}
