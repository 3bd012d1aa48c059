//! `uispec docs`: the design system as a static site (or Markdown pages) in a folder.
//!
//! The project is validated as `validate` would, and every page is built from that session
//! (`crate::site`). The output folder is written page by page, each only when it changed; a
//! file there that `uispec docs` did not write is never replaced without `--force`, and pages
//! a previous run wrote that are no longer part of the site (a spec that was removed) are
//! deleted: only those the previous run listed in the folder's manifest (`.uispec-docs`),
//! never a file merely found there. The exit status is `validate`'s: a site is written even
//! when specs have errors, which its pages show.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use uispec_core::css::{CssFormat, CssOptions};
use uispec_core::fs::{Overwrite, WriteOutcome, write_file, write_regenerable};
use uispec_core::project::CodeScope;
use uispec_core::validate::Session;

use crate::Outcome;
use crate::opts::GlobalOpts;
use crate::output::Output;
use crate::project::{absolute, current_dir, discover, display};
use crate::site::{self, Input, MARKER, Model, Page};

/// Arguments of `uispec docs`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec docs                          the site in site/ (open site/index.html)
  uispec docs --out public/ui          somewhere else
  uispec docs --format markdown --out docs/components
  uispec docs --base-url https://ui.example.com/   canonical links for a host

The site needs no server and no network: it works from file://. Exit status: 0 no errors,
1 errors (the pages are still written and show them), 2 it could not run.")]
pub(crate) struct DocsArgs {
    /// The folder to write [default: site]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// html: the browsable site; markdown: README.md and a page per component
    #[arg(long, value_enum, default_value_t = DocsFormat::Html)]
    format: DocsFormat,
    /// Where the site will be served, for canonical links
    #[arg(long, value_name = "URL")]
    base_url: Option<String>,
    /// Replace files in the folder that `uispec docs` did not write
    #[arg(long)]
    force: bool,
}

/// What `uispec docs` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DocsFormat {
    Html,
    Markdown,
}

pub(crate) fn run(global: &GlobalOpts, args: &DocsArgs, out: &Output) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    if let Some(url) = &args.base_url
        && !(url.starts_with("https://") || url.starts_with("http://"))
    {
        bail!("--base-url {url}: give the site's address, starting with https:// or http://");
    }
    let project = discover(global)?;
    let dir = match &args.out {
        Some(path) => absolute(&cwd, path),
        None => project.root.join("site"),
    };
    // The docs' own copy of the stylesheet: every theme selectable by attribute (whatever
    // `[css]` maps to media queries), states forceable, defaults nestable. It styles the
    // site's own preview markup and swatches, written in the default convention and names,
    // so the project's `[css.selectors]`, `[css.states]` and `[css.tokens]` (and a part's own
    // `x-selector`) are not its, and it is a stylesheet of its own, not Tailwind's input.
    let mut options: CssOptions = project.config.css.clone();
    options.media.clear();
    options.all_tokens = false;
    options.previews = true;
    options.selectors = Default::default();
    options.states.clear();
    options.tokens = Default::default();
    options.format = CssFormat::Css;
    let (session, sheet) =
        Session::new_with_stylesheet(project.inputs(CodeScope::Project), &options);
    let report = session.report();
    let mut findings = report.diagnostics;
    for finding in sheet.diagnostics.into_vec() {
        findings.push(finding);
    }
    findings.sort_from(0);
    let project_name = project
        .root
        .file_name()
        .map_or_else(|| "uispec".to_owned(), |n| n.to_string_lossy().into_owned());
    // One budget for every picture the site shows.
    let mut budget = crate::previews::Budget::default();
    let input = Input {
        project: project_name,
        specs: session.specs().collect(),
        tokens: session.tokens(),
        findings: findings.as_slice(),
        stylesheet: sheet.text,
        base_url: args.base_url.clone(),
        a11y: &session.inputs().a11y,
        rendered: (session.specs())
            .map(|doc| {
                let previews = budget.read(&project.root, &doc.spec.name);
                (doc.spec.name.clone(), previews)
            })
            .filter(|(_, previews)| !previews.is_empty())
            .collect(),
        approved: (session.specs())
            .map(|doc| {
                let folder = &project.config.test.baselines.folder;
                let approved = budget.approved(&project.root, folder, &doc.spec.name);
                (doc.spec.name.clone(), approved)
            })
            .filter(|(_, approved)| !approved.is_empty())
            .collect(),
    };
    let model = Model::new(&input);
    let pages = match args.format {
        DocsFormat::Html => site::html_site(&model),
        DocsFormat::Markdown => site::markdown_pages(&model),
    };
    let written = write_pages(&dir, &pages, args.force)?;
    let shown = display(&dir, &cwd);
    if !written.refused.is_empty() {
        for path in &written.refused {
            out.error(&format!(
                "`{}` exists and `uispec docs` did not write it; nothing was written",
                display(path, &cwd)
            ));
        }
        out.help("pass --force to replace those files, or choose another --out");
        return Ok(Outcome::Failure);
    }
    out.result(&format!(
        "{shown}: {} pages, {} created, {} updated, {} unchanged, {} removed",
        pages.len(),
        written.created,
        written.updated,
        written.unchanged,
        written.removed
    ))?;
    if findings.has_errors() {
        out.error(&format!(
            "{}: the pages show them (run `uispec validate` for the report)",
            uispec_core::formats::human::summary(findings.as_slice())
                .unwrap_or_else(|| "errors".to_owned())
        ));
    }
    // The process ends now: the OS frees the session faster than its destructors would.
    std::mem::forget(session);
    Ok(if findings.has_errors() {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// What writing the pages did.
#[derive(Default)]
struct Written {
    created: usize,
    updated: usize,
    unchanged: usize,
    removed: usize,
    /// Files of the user's in the way (nothing is written then).
    refused: Vec<PathBuf>,
}

/// The file in the output folder that lists what the last run wrote, one path (relative to
/// the folder) a line: the only files a later run removes.
const MANIFEST: &str = ".uispec-docs";

/// The largest manifest read (a site of 100,000 pages lists about 4 MiB).
const MAX_MANIFEST_BYTES: usize = 16 << 20;

/// Writes every page under `dir` (each only when it changed), then removes the pages the
/// previous run recorded in its manifest that this one did not write, and records what this
/// one wrote. Nothing is written when a page would replace a file `uispec docs` did not write,
/// unless `force`; nothing is written or removed through a linked folder inside `dir` or one
/// that leads out of it.
fn write_pages(dir: &Path, pages: &[Page], force: bool) -> anyhow::Result<Written> {
    let mut written = Written::default();
    let targets: Vec<PathBuf> = pages.iter().map(|p| dir.join(&p.path)).collect();
    if !force {
        written.refused = targets
            .iter()
            .filter(|path| path.exists() && !is_ours(path))
            .cloned()
            .collect();
        if !written.refused.is_empty() {
            return Ok(written);
        }
    }
    uispec_core::fs::create_dir(&[dir], dir)
        .with_context(|| format!("cannot create `{}`", dir.display()))?;
    let real = dir.canonicalize()?;
    let previous = previous_pages(dir);
    // Recorded before anything is written: a run killed half way (even by SIGKILL) leaves a
    // manifest naming every page it may have written, so a later run can still remove them.
    let now: Vec<&Path> = pages.iter().map(|p| Path::new(p.path.as_str())).collect();
    let mut either: Vec<&Path> = previous.iter().map(PathBuf::as_path).collect();
    either.extend(now.iter().filter(|p| !previous.iter().any(|q| q == *p)));
    record(dir, &either)?;
    let mut checked: HashSet<&Path> = HashSet::new();
    for (page, path) in pages.iter().zip(&targets) {
        let parent = path.parent().unwrap_or(dir);
        if checked.insert(parent) {
            uispec_core::fs::create_dir(&[dir], parent)
                .with_context(|| format!("cannot create `{}`", parent.display()))?;
            if !unlinked(&real, dir, parent) {
                bail!(
                    "`{}` is a link; `uispec docs` writes only into folders of its own below `{}`, and nothing more was written",
                    parent.display(),
                    dir.display()
                );
            }
        }
        match write_regenerable(&[dir], path, page.contents.as_bytes())
            .with_context(|| format!("cannot write `{}`", path.display()))?
        {
            WriteOutcome::Created => written.created += 1,
            WriteOutcome::Updated => written.updated += 1,
            WriteOutcome::Unchanged | WriteOutcome::Skipped => written.unchanged += 1,
        }
    }
    // Stale pages: recorded by the previous run, not written now, still ours, and reached
    // through no link.
    let now: HashSet<&Path> = now.into_iter().collect();
    for relative in previous.iter().filter(|p| !now.contains(p.as_path())) {
        let path = dir.join(relative);
        let regular = std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file());
        let parent = path.parent().unwrap_or(dir);
        if regular && unlinked(&real, dir, parent) && is_ours(&path) {
            std::fs::remove_file(&path)
                .with_context(|| format!("cannot remove `{}`", path.display()))?;
            written.removed += 1;
        }
    }
    let pages: Vec<&Path> = pages.iter().map(|p| Path::new(p.path.as_str())).collect();
    record(dir, &pages)?;
    Ok(written)
}

/// Writes the manifest of `dir`: `pages` are the files a later run may remove.
fn record(dir: &Path, pages: &[&Path]) -> anyhow::Result<()> {
    let mut manifest =
        String::from("# written by `uispec docs`: the pages a later run may remove\n");
    for page in pages {
        manifest.push_str(&page.to_string_lossy());
        manifest.push('\n');
    }
    let path = dir.join(MANIFEST);
    write_file(&[dir], &path, manifest.as_bytes(), Overwrite::Replace)
        .with_context(|| format!("cannot write `{}`", path.display()))?;
    Ok(())
}

/// The pages the previous run recorded: relative paths of plain names only (a line with `..`,
/// a root or anything but a file name below the folder is ignored, whoever wrote it).
fn previous_pages(dir: &Path) -> Vec<PathBuf> {
    let Ok(bytes) = uispec_core::confine::read_regular(&dir.join(MANIFEST), MAX_MANIFEST_BYTES)
    else {
        return Vec::new();
    };
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(PathBuf::from)
        .filter(|path| {
            path.components()
                .all(|c| matches!(c, std::path::Component::Normal(_)))
        })
        .collect()
}

/// Whether the folder `folder` below `dir` (whose real path is `real`) is reached through no
/// symbolic link: its real path is where its name says.
fn unlinked(real: &Path, dir: &Path, folder: &Path) -> bool {
    let Ok(relative) = folder.strip_prefix(dir) else {
        return false;
    };
    folder
        .canonicalize()
        .is_ok_and(|folder| folder == real.join(relative))
}

/// Whether `path` is a page or asset `uispec docs` wrote: a regular file with the marker (or
/// the stylesheet's header) in its first 512 bytes, the only part read.
fn is_ours(path: &Path) -> bool {
    uispec_core::confine::read_head(path, 512).is_ok_and(|head| {
        let head = String::from_utf8_lossy(&head);
        head.contains(MARKER) || head.starts_with(uispec_core::css::HEADER)
    })
}
