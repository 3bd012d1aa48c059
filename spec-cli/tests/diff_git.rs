//! `uispec diff` over a git history the test builds with git (an external client): a dozen
//! commits, each one kind of change, read back from git's objects by revision.

use std::fs;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

use crate::common::{code, stderr, stdout, uispec};

const CONFIG: &str = "specs = [\"specs\"]\n[tokens]\npaths = [\"tokens\"]\n";

const TOKENS: &str = r##"{
  "color": {
    "$type": "color",
    "blue": {"$value": {"colorSpace": "srgb", "components": [0.145, 0.388, 0.922], "hex": "#2563eb"}},
    "red": {"$value": {"colorSpace": "srgb", "components": [0.863, 0.149, 0.149], "hex": "#dc2626"}},
    "green": {"$value": {"colorSpace": "srgb", "components": [0.086, 0.639, 0.29], "hex": "#16a34a"}},
    "action": {"$value": "{color.blue}"},
    "danger": {"$value": "{color.red}"},
    "surface": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.2, 0.7], "hex": "#8033b3"}}
  }
}
"##;

const BUTTON: &str = r#"{
  "name": "Button",
  "props": [
    {"name": "label", "type": "string", "required": true},
    {"name": "disabled", "type": "bool", "default": false}
  ],
  "variants": [{"name": "tone", "values": ["primary", "danger"]}],
  "anatomy": [{"name": "root"}],
  "tokenMapping": {"root.background": "{color.action}", "root.background[tone=danger]": "{color.danger}"},
  "accessibility": {
    "role": "button",
    "keyboardInteractions": [{"key": "Enter", "description": "Activates"}, {"key": "Space", "description": "Activates"}]
  }
}
"#;

const CARD: &str = r#"{"name": "Card", "dependencies": ["Button"], "anatomy": [{"name": "root"}], "tokenMapping": {"root.background": "{color.surface}"}}
"#;

fn git(dir: &Path, args: &[&str]) {
    let output = Command::new("git")
        .args([
            "-c",
            "user.name=uispec",
            "-c",
            "user.email=test@uispec.dev",
            "-c",
            "commit.gpgsign=false",
        ])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Replaces `from` by `to` in the file `path` of the project at `dir`.
fn edit(dir: &Path, path: &str, from: &str, to: &str) {
    let path = dir.join(path);
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "`{from}` is not in {}", path.display());
    fs::write(&path, text.replacen(from, to, 1)).unwrap();
}

/// `kind subject` of each change `uispec diff --format json` printed, with its verdict.
fn changes(output: &std::process::Output) -> (Vec<String>, Value) {
    let report: Value = serde_json::from_str(&stdout(output)).unwrap_or_else(|error| {
        panic!("{error}: {}{}", stdout(output), stderr(output));
    });
    let said = (report["changes"].as_array().unwrap().iter())
        .map(|c| {
            let subject = c["component"].as_str().or(c["token"].as_str()).unwrap();
            format!("{} {subject}", c["kind"].as_str().unwrap())
        })
        .collect();
    (said, report)
}

/// Issue 58: a dozen commits, each one kind of change, classified exactly, commit by commit
/// (each against its parent, read from git's objects); the whole range's verdict; the
/// version check; the working tree against the default branch; a revision that looks like an
/// option is a revision, and fails as one.
#[test]
fn a_history_of_changes_is_classified_commit_by_commit() {
    let repo = tempfile::tempdir().unwrap();
    let root = repo.path();
    // The project lives in a folder of the repository, as in a workspace.
    let dir = root.join("design");
    fs::create_dir_all(dir.join("specs")).unwrap();
    fs::create_dir_all(dir.join("tokens")).unwrap();
    fs::write(dir.join("uispec.toml"), CONFIG).unwrap();
    fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"design\"\nversion = \"1.0.0\"\n",
    )
    .unwrap();
    fs::write(dir.join("tokens/base.tokens.json"), TOKENS).unwrap();
    fs::write(dir.join("specs/button.json"), BUTTON).unwrap();
    fs::write(dir.join("specs/card.json"), CARD).unwrap();
    git(root, &["init", "-q", "-b", "main"]);
    git(root, &["add", "-A"]);
    git(root, &["commit", "-q", "-m", "base"]);
    type Step = (&'static str, fn(&Path), &'static [&'static str]);
    let steps: &[Step] = &[
        (
            "a prop added",
            |d| {
                edit(
                    d,
                    "specs/button.json",
                    r#""default": false}"#,
                    r#""default": false},
    {"name": "loading", "type": "bool"}"#,
                )
            },
            &["prop-added Button"],
        ),
        (
            "a prop renamed (same type, same place)",
            |d| {
                edit(
                    d,
                    "specs/button.json",
                    r#""name": "disabled""#,
                    r#""name": "isDisabled""#,
                )
            },
            &["prop-renamed Button"],
        ),
        (
            "a variant value added",
            |d| {
                edit(
                    d,
                    "specs/button.json",
                    r#"["primary", "danger"]"#,
                    r#"["primary", "danger", "ghost"]"#,
                )
            },
            &["variant-value-added Button"],
        ),
        (
            "a token one step darker",
            |d| {
                edit(
                    d,
                    "tokens/base.tokens.json",
                    r##"[0.145, 0.388, 0.922], "hex": "#2563eb""##,
                    r##"[0.114, 0.306, 0.847], "hex": "#1d4ed8""##,
                )
            },
            &["token-value-changed color.blue"],
        ),
        (
            "danger re-pointed from red to green",
            |d| edit(d, "tokens/base.tokens.json", "{color.red}", "{color.green}"),
            &["token-semantic-change color.danger"],
        ),
        (
            "a token renamed with its use",
            |d| {
                edit(
                    d,
                    "tokens/base.tokens.json",
                    r#""surface": {"#,
                    r#""canvas": {"#,
                );
                edit(d, "specs/card.json", "{color.surface}", "{color.canvas}");
            },
            &["token-renamed color.canvas"],
        ),
        (
            "a component deprecated",
            |d| {
                edit(
                    d,
                    "specs/card.json",
                    r#""name": "Card""#,
                    r#""name": "Card", "x-deprecated": "use Panel""#,
                )
            },
            &["component-deprecated Card"],
        ),
        (
            "a key removed",
            |d| {
                edit(
                    d,
                    "specs/button.json",
                    r#", {"key": "Space", "description": "Activates"}"#,
                    "",
                )
            },
            &["keyboard-interaction-removed Button"],
        ),
        (
            "an ARIA attribute added",
            |d| {
                edit(
                    d,
                    "specs/button.json",
                    r#""role": "button","#,
                    r#""role": "button", "ariaAttributes": ["aria-pressed"],"#,
                )
            },
            &["aria-attribute-added Button"],
        ),
        (
            "a component renamed, said by its spec",
            |d| {
                let card = fs::read_to_string(d.join("specs/card.json")).unwrap();
                fs::remove_file(d.join("specs/card.json")).unwrap();
                fs::write(
                    d.join("specs/panel.json"),
                    card.replace(
                        r#""name": "Card""#,
                        r#""name": "Panel", "x-renamed-from": "Card""#,
                    ),
                )
                .unwrap();
            },
            &["component-renamed Panel"],
        ),
        (
            "a prop newly required",
            |d| {
                edit(
                    d,
                    "specs/button.json",
                    r#"{"name": "loading", "type": "bool"}"#,
                    r#"{"name": "loading", "type": "bool", "required": true}"#,
                )
            },
            &["prop-newly-required Button"],
        ),
        (
            "a component added, the version bumped a minor",
            |d| {
                fs::write(d.join("specs/badge.json"), "{\"name\": \"Badge\"}\n").unwrap();
                edit(d, "Cargo.toml", "1.0.0", "1.1.0");
            },
            &["component-added Badge"],
        ),
    ];
    for (message, change, expected) in steps {
        change(&dir);
        git(root, &["add", "-A"]);
        git(root, &["commit", "-q", "-m", message]);
        let output = uispec(&dir, &["diff", "HEAD~1", "HEAD", "--format", "json"]);
        assert!(code(&output) < 2, "{message}: {}", stderr(&output));
        let (said, _) = changes(&output);
        assert_eq!(said, *expected, "{message}");
    }
    // The whole range: breaking, so a major release; the version went up a minor only.
    let output = uispec(&dir, &["diff", "HEAD~12", "HEAD", "--format", "json"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    let (said, report) = changes(&output);
    // The same range read from a pack, as a clone's objects are: blobs stored as deltas
    // against others, decoded through the pack cache, give the same report.
    git(root, &["gc", "-q"]);
    let packed = uispec(&dir, &["diff", "HEAD~12", "HEAD", "--format", "json"]);
    assert_eq!(changes(&packed), (said.clone(), report.clone()));
    assert_eq!(report["verdict"], "breaking");
    assert_eq!(report["bump"], "major");
    assert_eq!(report["version"]["bumped"], "minor");
    assert_eq!(report["version"]["enough"], false);
    assert_eq!(report["counts"]["breaking"], 6, "{said:#?}");
    // Renames are renames across the range too, never a removal and an addition.
    assert!(
        said.contains(&"prop-renamed Button".to_owned()),
        "{said:#?}"
    );
    assert!(
        said.contains(&"component-renamed Panel".to_owned()),
        "{said:#?}"
    );
    assert!(
        said.contains(&"token-renamed color.canvas".to_owned()),
        "{said:#?}"
    );
    assert!(
        !said
            .iter()
            .any(|s| s.ends_with("-removed Card") || s.starts_with("token-removed")),
        "{said:#?}"
    );
    // The working tree against where it left the default branch: a feature branch.
    git(root, &["checkout", "-q", "-b", "feature"]);
    edit(
        &dir,
        "specs/button.json",
        r#""danger", "ghost"]"#,
        r#""danger"]"#,
    );
    let output = uispec(&dir, &["diff", "--fail-on", "breaking"]);
    assert_eq!(code(&output), 1, "{}", stderr(&output));
    assert!(
        stdout(&output).contains(
            "breaking[variant-value-removed]: `Button`: variant `tone` lost the value `ghost`"
        ),
        "{}",
        stdout(&output)
    );
    // A revision is never an option: this one names nothing, and says so.
    let output = uispec(&dir, &["diff", "--", "--output=/tmp/x", "HEAD"]);
    assert_eq!(code(&output), 2, "{}", stdout(&output));
    assert!(
        stderr(&output).contains("the repository has no revision `--output=/tmp/x`"),
        "{}",
        stderr(&output)
    );
}
