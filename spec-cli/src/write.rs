//! The writing half of the commands that create files (`init`, `add`, `spec:infer`,
//! `design-tool:import`, `css`; `docs` writes its own site): the write rules in one place.
//! Never overwrite without `--force`, identical content is a silent no-op, `--dry-run` shows,
//! `--stdout` prints, writes are atomic (through `uispec_core::fs::write_file`) and land where
//! they were asked to (`fs::confine_write`), and one summary line ends the run. Also how a
//! path is shown to the user ([`display`]).

use std::path::{Path, PathBuf};

use anyhow::Context;
use uispec_core::fs::{Overwrite, WriteOutcome, WriteRefusal, confine_write, predict, write_file};

use crate::Outcome;
use crate::opts::WriteOpts;
use crate::output::Output;

/// A file a command wants to write.
#[derive(Debug)]
pub(crate) struct PlannedFile {
    /// Absolute path.
    pub(crate) path: PathBuf,
    /// Full content.
    pub(crate) contents: String,
}

/// The places [`apply`] may write to: the project `root`, and a folder the user `typed` on the
/// command line (`--dir`, `--out`) with the file that goes with it (`companion`: the schema
/// copy of the project that folder is in). A path typed is the user's own choice; one from
/// uispec.toml may come from a stranger's pull request, and stays in the project.
pub(crate) fn places<'a>(
    root: &'a Path,
    typed: Option<&'a Path>,
    companion: Option<&'a Path>,
) -> Vec<&'a Path> {
    let mut places = vec![root];
    if let Some(typed) = typed {
        places.push(typed);
        places.extend(companion);
    }
    places
}

/// Writes `files` (and creates `dirs`) as `opts` say, prints the summary line, and tells
/// whether anything was refused.
///
/// Every file is confined to the `allowed` places (`uispec_core::fs::confine_write`): `..`, an
/// absolute path or a linked directory on the way that leads outside them is refused, and so
/// is a link that leads nowhere. A planned file that is a symbolic link is written through:
/// the file it points at gets the new content (keeping its mode) and the link stays. Callers
/// pass [`places`].
pub(crate) fn apply(
    dirs: &[PathBuf],
    files: &[PlannedFile],
    opts: &WriteOpts,
    allowed: &[&Path],
    cwd: &Path,
    out: &Output,
) -> anyhow::Result<Outcome> {
    if opts.stdout {
        for file in files {
            if files.len() > 1 {
                out.data(&format!("==> {} <==\n", display(&file.path, cwd)))?;
            }
            out.data(&file.contents)?;
        }
        return Ok(Outcome::Success);
    }
    let overwrite = if opts.force {
        Overwrite::Replace
    } else {
        Overwrite::Never
    };
    let mut summary = Summary::default();
    let mut refused: Vec<(String, WriteRefusal)> = Vec::new();
    for dir in dirs {
        if !dir.is_dir() {
            if !opts.dry_run {
                uispec_core::fs::create_dir(allowed, dir)
                    .with_context(|| format!("cannot create directory `{}`", display(dir, cwd)))?;
            }
            summary.created.push(format!("{}/", display(dir, cwd)));
        }
    }
    for file in files {
        let shown = display(&file.path, cwd);
        let target = match confine_write(&file.path, allowed) {
            Ok(target) => target,
            Err(why) => {
                refused.push((shown, why));
                continue;
            }
        };
        let outcome = if opts.dry_run {
            predict(&target, file.contents.as_bytes(), overwrite)
                .with_context(|| format!("cannot read `{shown}`"))?
        } else {
            write_file(allowed, &target, file.contents.as_bytes(), overwrite)
                .with_context(|| format!("cannot write `{shown}`"))?
        };
        out.verbose(&format!("{}: {shown}", outcome_word(outcome)));
        match outcome {
            WriteOutcome::Created => summary.created.push(shown),
            WriteOutcome::Updated => summary.updated.push(shown),
            WriteOutcome::Unchanged => summary.unchanged.push(shown),
            WriteOutcome::Skipped => summary.skipped.push(shown),
        }
    }
    for skipped in &summary.skipped {
        out.error(&format!(
            "`{skipped}` already exists with different content"
        ));
        out.help("pass --force to replace it, or --stdout to see the new content");
    }
    for (file, why) in &refused {
        out.error(&format!("`{file}` was not written: {why}"));
        out.help(match why {
            WriteRefusal::Outside(_) => {
                "keep written files inside the project (a path given with `--out` on the command line may lead anywhere)"
            }
            WriteRefusal::Unresolved(_) => {
                "replace the link with a file, or point it at a file inside the project"
            }
        });
    }
    out.result(&summary.line(opts.dry_run))?;
    Ok(if summary.skipped.is_empty() && refused.is_empty() {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

fn outcome_word(outcome: WriteOutcome) -> &'static str {
    match outcome {
        WriteOutcome::Created => "created",
        WriteOutcome::Updated => "updated",
        WriteOutcome::Unchanged => "unchanged",
        WriteOutcome::Skipped => "skipped",
    }
}

#[derive(Debug, Default)]
struct Summary {
    created: Vec<String>,
    updated: Vec<String>,
    unchanged: Vec<String>,
    skipped: Vec<String>,
}

impl Summary {
    /// `created specs/button.json; unchanged specs/dialog.json` (with `would create` in a dry
    /// run).
    fn line(&self, dry_run: bool) -> String {
        let groups = [
            (
                if dry_run { "would create" } else { "created" },
                &self.created,
            ),
            (
                if dry_run { "would update" } else { "updated" },
                &self.updated,
            ),
            ("unchanged", &self.unchanged),
            (
                if dry_run { "would skip" } else { "skipped" },
                &self.skipped,
            ),
        ];
        let parts: Vec<String> = groups
            .iter()
            .filter(|(_, files)| !files.is_empty())
            .map(|(word, files)| format!("{word} {}", files.join(", ")))
            .collect();
        if parts.is_empty() {
            "nothing to write".to_owned()
        } else {
            parts.join("; ")
        }
    }
}

/// How a path is shown to the user: relative to the current directory when it is below it.
pub(crate) fn display(path: &Path, cwd: &Path) -> String {
    path.strip_prefix(cwd).unwrap_or(path).display().to_string()
}
