//! Helpers shared by the binary's test files: run `uispec` for real and read what it did.

// Each test binary uses a different subset; helpers unwrap like tests do.
#![allow(clippy::unwrap_used, dead_code, unreachable_pub)]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository's root.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

/// Runs `uispec` in `dir` with `args`, without colours.
pub fn uispec(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_uispec"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("the uispec binary runs")
}

pub fn code(output: &Output) -> i32 {
    output.status.code().expect("exited normally")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// A temporary project directory (with a `.git`-less, Cargo-less root, so discovery stops at it
/// only through `uispec.toml` or the current directory).
pub fn project() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// A temporary project holding `files` (path relative to the root, text), directories made.
pub fn project_with(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = project();
    for (path, text) in files {
        write(dir.path(), path, text);
    }
    dir
}

/// Writes `text` to `path` below `root`, making its directories.
pub fn write(root: &Path, path: &str, text: &str) {
    let path = root.join(path);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Every file below `dir`, relative, sorted.
pub fn tree(dir: &Path) -> Vec<PathBuf> {
    fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                out.push(path.strip_prefix(root).unwrap().to_path_buf());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

/// Copies a directory tree.
pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        // Visual baselines a run in place recorded belong to that tree, not to its copies.
        if path
            .file_name()
            .is_some_and(|name| name == "uispec-baselines")
        {
            continue;
        }
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            fs::copy(&path, &target).unwrap();
        }
    }
}

/// A copy of the bundled design system (11 specs, tokens and Leptos components), without
/// build output.
pub fn design_system() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/design-system");
    copy_dir(&example, dir.path());
    let _ = fs::remove_dir_all(dir.path().join("target"));
    dir
}

/// Runs `uispec` like [`uispec()`], with extra environment, and fails instead of hanging when it
/// does not finish within a minute (a FIFO once blocked it forever).
pub fn uispec_bounded(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_uispec"));
    command
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let mut child = command.spawn().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("`uispec {}` did not finish within a minute", args.join(" "));
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}
