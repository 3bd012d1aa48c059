//! `uispec validate --watch`, run for real: the binary is started on a copy of the
//! seeded-mistakes project, files are edited, replaced through a temporary file, half-written,
//! deleted and the configuration changed, and each fresh report is read from its output. Waits
//! are bounded; nothing here measures time.

#![allow(clippy::unwrap_used)]

mod common;

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
        let mut child = Command::new(env!("CARGO_BIN_EXE_uispec"))
            .args(["validate", "--watch", "--level", "standard"])
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
    watch.expect("watching: 12 errors, 2 warnings, 1 note in 4 specs and 4 components");

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
        line.ends_with(": 11 errors, 2 warnings, 1 note in 4 specs and 4 components"),
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
        line.ends_with(": 11 errors, 2 warnings, 1 note in 3 specs and 4 components"),
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
        line.ends_with(": 11 errors, 2 warnings, 1 note in 3 specs and 4 components"),
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
        line.ends_with(": 10 errors, 2 warnings, 1 note in 3 specs and 4 components"),
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
        line.ends_with(": 9 errors, 2 warnings, 1 note in 3 specs and 4 components"),
        "{line}"
    );

    let stderr_so_far = watch.stderr();
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
