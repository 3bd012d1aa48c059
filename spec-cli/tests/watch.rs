//! `uispec validate --watch` and `uispec css --watch`, run for real: the binary is started on a copy of the
//! seeded-mistakes project, files are edited, replaced through a temporary file, half-written,
//! deleted and the configuration changed, and each fresh report is read from its output. Waits
//! are bounded; nothing here measures time.

#![allow(clippy::unwrap_used)]

use crate::common;

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use common::copy_dir;

/// How long one expected report may take to appear (generous: CI machines are slow).
const PATIENCE: Duration = Duration::from_secs(30);

struct Watch {
    child: Child,
    lines: Receiver<String>,
    stderr: Receiver<String>,
}

impl Watch {
    fn start(dir: &Path) -> Watch {
        Watch::command(dir, &["validate", "--watch", "--level", "standard"])
    }

    /// `uispec <args>` in `dir`.
    fn command(dir: &Path, args: &[&str]) -> Watch {
        let mut child = Command::new(env!("CARGO_BIN_EXE_uispec"))
            .args(args)
            .current_dir(dir)
            .env("NO_COLOR", "1")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let lines = pipe(child.stdout.take().unwrap());
        let stderr = pipe(child.stderr.take().unwrap());
        Watch {
            child,
            lines,
            stderr,
        }
    }

    /// The next stdout line containing `needle`, skipping others; panics after `PATIENCE`.
    fn expect(&self, needle: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        let mut seen = Vec::new();
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match self.lines.recv_timeout(left) {
                Ok(line) if line.contains(needle) => return line,
                Ok(line) => seen.push(line),
                Err(_) => break,
            }
        }
        panic!("no line with {needle:?} within {PATIENCE:?}; saw {seen:#?}");
    }

    /// Everything written to stderr so far.
    fn stderr(&self) -> String {
        self.stderr.try_iter().collect::<Vec<_>>().join("\n")
    }

    /// Stderr not read yet, waiting until it holds `needle` (or `PATIENCE` passed): a report reaches stderr
    /// through its own pipe, so it can arrive after the summary line on stdout.
    fn stderr_until(&self, needle: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        let mut stderr = String::new();
        while !stderr.contains(needle) && Instant::now() < deadline {
            match self.stderr.recv_timeout(Duration::from_millis(50)) {
                Ok(line) => {
                    stderr.push_str(&line);
                    stderr.push('\n');
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
        stderr
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn pipe(reader: impl std::io::Read + Send + 'static) -> Receiver<String> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(reader).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

#[test]
fn watch_revalidates_after_each_change_and_stops_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/misaligned"),
        dir.path(),
    );
    let watch = Watch::start(dir.path());
    watch.expect("watching: 13 errors, 2 warnings, 1 note in 4 specs and 4 components");

    // Fix one mistake in place: `loading` is added to the component.
    let lib = dir.path().join("src/lib.rs");
    let code = fs::read_to_string(&lib).unwrap();
    fs::write(
        &lib,
        code.replace(
            "    /// Hover text.",
            "    /// Spinner.\n    #[prop(optional)]\n    loading: bool,\n    /// Hover text.",
        ),
    )
    .unwrap();
    let line = watch.expect("src/lib.rs changed, revalidated in");
    assert!(
        line.ends_with(": 12 errors, 2 warnings, 1 note in 4 specs and 4 components"),
        "{line}"
    );

    // An editor's save: write a temporary file, rename it over the spec.
    let tooltip = dir.path().join("specs/tooltip.json");
    let temp = dir.path().join("specs/.tooltip.json.swp");
    fs::write(
        &temp,
        "{\"name\": \"Tooltip\", \"description\": \"Hint\", \"category\": \"feedback\"",
    )
    .unwrap();
    fs::rename(&temp, &tooltip).unwrap();
    // Half-written: not JSON yet — reported, the watch goes on.
    let line = watch.expect("specs/");
    assert!(
        line.ends_with(": 12 errors, 2 warnings, 1 note in 3 specs and 4 components"),
        "{line}"
    );

    // Completed: valid again.
    fs::write(
        &tooltip,
        "{\"name\": \"Tooltip\", \"description\": \"Hint\", \"category\": \"feedback\"}\n",
    )
    .unwrap();
    watch.expect("specs/tooltip.json changed, revalidated in");

    // Deleted.
    fs::remove_file(dir.path().join("specs/field.json")).unwrap();
    let line = watch.expect("specs/field.json changed");
    assert!(
        line.ends_with(": 12 errors, 2 warnings, 1 note in 3 specs and 4 components"),
        "{line}"
    );

    // Token files are watched too: define the missing token.
    let tokens = dir.path().join("tokens/tokens.json");
    let text = fs::read_to_string(&tokens).unwrap();
    fs::write(
        &tokens,
        text.replacen(
            "\"text\":",
            "\"nope\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [1, 1, 1] } },\n    \"text\":",
            1,
        ),
    )
    .unwrap();
    let line = watch.expect("tokens/tokens.json changed");
    assert!(
        line.ends_with(": 11 errors, 2 warnings, 1 note in 3 specs and 4 components"),
        "{line}"
    );

    // A configuration change rebuilds everything (`--level` on the command line still wins).
    fs::write(
        dir.path().join("uispec.toml"),
        "level = \"basic\"\n[rules]\nprop-type-mismatch = \"allow\"\n",
    )
    .unwrap();
    let line = watch.expect("configuration changed, revalidated in");
    assert!(
        line.ends_with(": 10 errors, 2 warnings, 1 note in 3 specs and 4 components"),
        "{line}"
    );

    let stderr_so_far = watch.stderr_until("error[json-syntax]");
    assert!(
        stderr_so_far.contains("error[json-syntax]"),
        "{stderr_so_far}"
    );

    // Ctrl-C: a clean exit.
    let pid = watch.child.id().to_string();
    let status = Command::new("kill").args(["-INT", &pid]).status().unwrap();
    assert!(status.success());
    watch.expect("stopped watching");
    let mut watch = watch;
    let status = watch.child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
}

fn write(path: &Path, text: &str) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

const BADGE: &str = r#"{"name": "Badge", "description": "A count.", "category": "data-display", "tokenMapping": {"root.background": "{color.bg}"}}"#;
const TOKENS: &str = r#"{"color": {"bg": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}"#;

/// Once, the watch went silent for good after its directories were replaced: a spec directory
/// deleted and made again, a tokens directory renamed away and back. Each step must print a
/// fresh report, and the directories must stay watched afterwards.
#[test]
fn recreated_and_renamed_directories_stay_watched() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    write(&root.join("specs/badge.json"), BADGE);
    write(&root.join("tokens/colors.tokens.json"), TOKENS);
    let watch = Watch::start(root);
    watch.expect("watching: no problems in 1 spec");

    // `rm -rf specs; mkdir specs; cp …; echo '{"name":' > specs/broken.json`
    fs::remove_dir_all(root.join("specs")).unwrap();
    fs::create_dir(root.join("specs")).unwrap();
    write(&root.join("specs/badge.json"), BADGE);
    write(&root.join("specs/broken.json"), "{\"name\":\n");
    watch.expect(": 1 error in 1 spec");
    // The new directory is watched: fixing the broken file is seen.
    write(
        &root.join("specs/broken.json"),
        r#"{"name": "Tag", "description": "A label.", "category": "data-display"}"#,
    );
    watch.expect(": no problems in 2 specs");

    // The tokens directory renamed away (the reference is missing) and back.
    fs::rename(root.join("tokens"), root.join("tokens.away")).unwrap();
    watch.expect(": 1 error in 2 specs");
    fs::rename(root.join("tokens.away"), root.join("tokens")).unwrap();
    watch.expect(": no problems in 2 specs");
    // Still watched after the round trip: a token removed is seen.
    write(&root.join("tokens/colors.tokens.json"), r#"{"color": {}}"#);
    watch.expect(": 1 error in 2 specs");
}

/// A value added to a spec that a `#[component_spec]` component uses: the macro's enums follow
/// the spec, so nothing is wrong, and the watch once said the code lacked the value (it kept
/// the enums of the old spec until a `.rs` file changed). A prop the code really lacks is
/// still found.
#[test]
fn spec_edits_regenerate_the_enums_of_macro_checked_components() {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system"),
        dir.path(),
    );
    let watch = Watch::start(dir.path());
    watch.expect("watching: no problems in 11 specs and 11 components");

    let spec_path = dir.path().join("specs/checkbox.json");
    let mut spec: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&spec_path).unwrap()).unwrap();
    let size = spec["variants"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|axis| axis["name"] == "size")
        .unwrap();
    size["values"].as_array_mut().unwrap().push("xl".into());
    fs::write(&spec_path, serde_json::to_string_pretty(&spec).unwrap()).unwrap();
    let line = watch.expect("specs/checkbox.json changed");
    assert!(
        line.ends_with(": no problems in 11 specs and 11 components"),
        "{line}\n{}",
        watch.stderr()
    );

    spec["props"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"name": "indeterminate", "type": "boolean"}));
    fs::write(&spec_path, serde_json::to_string_pretty(&spec).unwrap()).unwrap();
    let line = watch.expect("specs/checkbox.json changed");
    assert!(
        line.ends_with(": 1 error in 11 specs and 11 components"),
        "{line}"
    );
    let needle = "the prop `indeterminate` is not in the component `Checkbox`";
    let stderr = watch.stderr_until(needle);
    assert!(stderr.contains(needle), "{stderr}");
}

/// `uispec css --watch` on a copy of the example design system: the stylesheet follows each
/// spec edit, a spec that breaks loses its rules (and says why) without stopping the watch.
#[test]
fn css_watch_writes_the_stylesheet_again_after_each_change() {
    let dir = tempfile::tempdir().unwrap();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system");
    for part in ["specs", "tokens", "style"] {
        copy_dir(&example.join(part), &dir.path().join(part));
    }
    // Only the specs and tokens: with no Cargo.toml there is no component code to check.
    fs::copy(example.join("uispec.toml"), dir.path().join("uispec.toml")).unwrap();
    let sheet = dir.path().join("style/ui.css");
    let shipped = fs::read_to_string(&sheet).unwrap();

    let watch = Watch::command(dir.path(), &["css", "--watch"]);
    watch.expect("unchanged style/ui.css");
    watch.expect("watching: ");
    assert_eq!(fs::read_to_string(&sheet).unwrap(), shipped);

    // A mapping edit: the badge's neutral border now uses the info border token.
    let badge = dir.path().join("specs/badge.json");
    let spec = fs::read_to_string(&badge).unwrap();
    let neutral = "\"root.borderColor[tone=neutral]\": \"{color.feedback.neutral.border}\"";
    assert!(spec.contains(neutral));
    let edited = spec.replace(
        neutral,
        "\"root.borderColor[tone=neutral]\": \"{color.feedback.info.border}\"",
    );
    write(&badge, &edited);
    watch.expect("updated style/ui.css");
    let line = watch.expect("specs/badge.json changed, revalidated in");
    assert!(
        line.contains("component rules; ")
            && line.ends_with(" in 11 specs")
            && !line.contains("error"),
        "{line}"
    );
    let css = fs::read_to_string(&sheet).unwrap();
    let rule = css
        .split('}')
        .find(|rule| {
            rule.contains("[data-scope=\"badge\"]")
                && rule.contains("[data-tone=\"neutral\"]")
                && rule.contains("border-color")
        })
        .unwrap();
    assert!(
        rule.contains("border-color: var(--color-feedback-info-border);"),
        "{rule}"
    );

    // A typo: the badge gets no rules and the error is shown; the other specs keep theirs.
    write(
        &badge,
        &spec.replace(
            neutral,
            "\"root.borderColor[tone=neutral]\": \"{color.feedback.info.bordr}\"",
        ),
    );
    let line = watch.expect("specs/badge.json changed, revalidated in");
    assert!(line.contains("; 1 error, "), "{line}");
    let css = fs::read_to_string(&sheet).unwrap();
    assert!(!css.contains("[data-scope=\"badge\"]"));
    assert!(css.contains("[data-scope=\"button\"]"));
    let stderr = watch.stderr_until("error[token-missing]");
    assert!(
        stderr.contains("error[token-missing]: {color.feedback.info.bordr} does not exist"),
        "{stderr}"
    );

    let pid = watch.child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .unwrap()
            .success()
    );
    watch.expect("stopped watching");
}

/// Watching needs a file to write: stdout would mix stylesheets with the watch's lines.
#[test]
fn css_watch_without_a_file_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("specs/badge.json"), BADGE);
    write(&dir.path().join("tokens/tokens.json"), TOKENS);
    let output = Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args(["css", "--watch"])
        .current_dir(dir.path())
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(
            "--watch writes a file: give `--out FILE`, or set `out` under `[css]` in uispec.toml"
        ),
        "{stderr}"
    );
}
