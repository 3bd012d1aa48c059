//! `uispec validate --watch`: validate, then again after every change, until Ctrl-C.
//!
//! The spec, token and component paths are watched (directories recursively; a configured
//! file through its directory, since editors replace files by renaming a temporary one), and
//! the project root for `uispec.toml` and `Cargo.toml`. Events are debounced (notify's full
//! debouncer, which also pairs renames). After each batch the [`Session`] reads again only
//! what the changed files affect, and a fresh report is printed under a timestamped header
//! that names the changes and how long the revalidation took. A change to the configuration
//! rebuilds the session from scratch. Validation errors never stop the watch; files that are
//! deleted, renamed or half-written are simply read again as they are, and a directory that is
//! deleted and made again, or renamed away and back, is watched again.

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use anyhow::Context;
use notify_debouncer_full::notify::RecursiveMode;
use notify_debouncer_full::{DebounceEventResult, new_debouncer};
use uispec_core::validate::{Inputs, Session};

use crate::Outcome;
use crate::output::Output;

/// How long a burst of events may last before it is handled.
const DEBOUNCE: Duration = Duration::from_millis(150);

/// What wakes the loop.
enum Wake {
    Files(DebounceEventResult),
    Stop,
}

/// Runs the watch loop. `make_inputs` reads the configuration again (after a change to it);
/// `print` renders a report.
pub(crate) fn watch(
    mut make_inputs: impl FnMut() -> anyhow::Result<Inputs>,
    out: &Output,
    mut print: impl FnMut(&Session) -> anyhow::Result<String>,
) -> anyhow::Result<Outcome> {
    let (tx, rx) = mpsc::channel::<Wake>();
    let stop = tx.clone();
    crate::signals::on_stop(move || {
        let _ = stop.send(Wake::Stop);
    });

    let mut inputs = make_inputs()?;
    let root = inputs.root.clone();
    let root = root.as_path();
    // Watch first, then read: a change made while the first report is printed is not lost.
    let files = tx.clone();
    let mut debouncer = new_debouncer(DEBOUNCE, None, move |result| {
        let _ = files.send(Wake::Files(result));
    })
    .context("cannot watch files")?;
    for (path, mode) in watched(&inputs) {
        // A path that does not exist (yet) is not watched; the root still shows its creation
        // as a configuration-level change.
        let _ = debouncer.watch(&path, mode);
    }
    let mut session = Session::new(inputs.clone());
    let summary = print(&session)?;
    out.result(&format!("[{}] watching: {summary}", clock()))?;

    while let Ok(wake) = rx.recv() {
        let events = match wake {
            Wake::Stop => break,
            Wake::Files(Ok(events)) => events,
            Wake::Files(Err(errors)) => {
                for error in errors {
                    out.error(&format!("watching files: {error}"));
                }
                continue;
            }
        };
        let mut changed: Vec<PathBuf> = events
            .iter()
            .filter(|e| !e.kind.is_access())
            .flat_map(|e| e.paths.iter().cloned())
            .collect();
        changed.sort();
        changed.dedup();
        if changed.is_empty() {
            continue;
        }
        let started = Instant::now();
        // A watched directory that was removed, renamed or (re)created has lost its watch, or
        // never had one: watch again every input path at or below a changed one (the session
        // then reads such a directory again whole).
        for (path, mode) in watched(&inputs) {
            if changed.iter().any(|c| path.starts_with(c)) {
                let _ = debouncer.unwatch(&path);
                let _ = debouncer.watch(&path, mode);
            }
        }
        let config_changed = changed
            .iter()
            .any(|p| p.parent() == Some(root) && is_config(p));
        let what = if config_changed {
            match make_inputs() {
                Ok(new) => {
                    inputs = new;
                    session = Session::new(inputs.clone());
                    for (path, mode) in watched(&inputs) {
                        let _ = debouncer.watch(&path, mode);
                    }
                    "configuration".to_owned()
                }
                Err(error) => {
                    out.error(&format!("{error:#}"));
                    out.help("fix the configuration; the previous one stays in use");
                    continue;
                }
            }
        } else {
            let touched = session.update(&changed);
            if touched == Default::default() {
                continue;
            }
            describe(root, &changed)
        };
        let summary = print(&session)?;
        let took = started.elapsed();
        out.result(&format!(
            "[{}] {what} changed, revalidated in {:.1} ms: {summary}",
            clock(),
            took.as_secs_f64() * 1000.0
        ))?;
    }
    out.result(&format!("[{}] stopped watching", clock()))?;
    // The process ends now: the OS frees the session faster than its destructors would.
    std::mem::forget(session);
    Ok(Outcome::Success)
}

fn is_config(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n == crate::project::CONFIG_FILE || n == "Cargo.toml")
}

/// The paths to watch: directories recursively, files through their directory, and the root
/// itself (not recursively) for the configuration files.
fn watched(inputs: &Inputs) -> Vec<(PathBuf, RecursiveMode)> {
    let root = &inputs.root;
    let mut paths = vec![(root.clone(), RecursiveMode::NonRecursive)];
    for path in inputs
        .specs
        .iter()
        .chain(&inputs.tokens)
        .chain(&inputs.components)
    {
        let path = root.join(path);
        if path.is_dir() {
            paths.push((path, RecursiveMode::Recursive));
        } else if let Some(parent) = path.parent().filter(|p| p.is_dir()) {
            paths.push((parent.to_path_buf(), RecursiveMode::NonRecursive));
        }
    }
    paths
}

/// `specs/button.json`, or `specs/button.json and 2 more`.
fn describe(root: &Path, changed: &[PathBuf]) -> String {
    let first = changed
        .first()
        .map(|p| uispec_core::loader::display(root, p))
        .unwrap_or_default();
    match changed.len() {
        0 | 1 => first,
        n => format!("{first} and {} more", n - 1),
    }
}

/// The time of day, UTC, as `HH:MM:SS` (no time-zone database needed).
fn clock() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let day = secs % 86_400;
    format!("{:02}:{:02}:{:02} UTC", day / 3600, day / 60 % 60, day % 60)
}
