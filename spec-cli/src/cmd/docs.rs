//! `uispec docs`: the design system as a static site (or Markdown pages) in a folder.
//!
//! The project is validated as `validate` would, and every page is built from that session
//! (`crate::site`). The output folder is written page by page, each only when it changed; a
//! file there that `uispec docs` did not write is never replaced without `--force`, and pages
//! a previous run wrote that are no longer part of the site (a spec that was removed) are
//! deleted. The exit status is `validate`'s: a site is written even when specs have errors,
//! which its pages show.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use uispec_core::css::CssOptions;
use uispec_core::fs::{Overwrite, WriteOutcome, write_file};
use uispec_core::project::Scope;
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
    let session = Session::new(project.inputs(Scope::Project));
    let report = session.report();
    // The docs' own copy of the stylesheet: every theme selectable by attribute (whatever
    // `[css]` maps to media queries), states forceable, defaults nestable.
    let mut options: CssOptions = project.config.css.clone();
    options.media.clear();
    options.all_tokens = false;
    options.previews = true;
    let sheet = session.stylesheet(&report, &options);
    let mut findings = report.diagnostics;
    for finding in sheet.diagnostics.into_vec() {
        findings.push(finding);
    }
    findings.sort_from(0);
    let project_name = project
        .root
        .file_name()
        .map_or_else(|| "uispec".to_owned(), |n| n.to_string_lossy().into_owned());
    let input = Input {
        project: project_name,
        specs: session.specs().collect(),
        tokens: session.tokens(),
        findings: findings.as_slice(),
        stylesheet: sheet.text,
        base_url: args.base_url.clone(),
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
            uispec_core::render::human::summary(findings.as_slice())
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

/// Writes every page under `dir` (each only when it changed), then removes the pages an
/// earlier run wrote that this one did not. Nothing is written when a page would replace a
/// file `uispec docs` did not write, unless `force`; nothing is written through a linked
/// folder that leads out of `dir`.
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
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create `{}`", dir.display()))?;
    let real = dir.canonicalize()?;
    for (page, path) in pages.iter().zip(&targets) {
        let parent = path.parent().unwrap_or(dir);
        std::fs::create_dir_all(parent)
            .with_context(|| format!("cannot create `{}`", parent.display()))?;
        if !parent.canonicalize()?.starts_with(&real) {
            bail!(
                "`{}` is a link that leads out of `{}`; nothing more was written",
                parent.display(),
                dir.display()
            );
        }
        match write_file(path, page.contents.as_bytes(), Overwrite::Replace)
            .with_context(|| format!("cannot write `{}`", path.display()))?
        {
            WriteOutcome::Created => written.created += 1,
            WriteOutcome::Updated => written.updated += 1,
            WriteOutcome::Unchanged | WriteOutcome::Skipped => written.unchanged += 1,
        }
    }
    // Stale pages: ours (marked), under the folders this format writes, not written now.
    let mut folders: Vec<PathBuf> = targets
        .iter()
        .filter_map(|p| p.parent().map(Path::to_path_buf))
        .collect();
    folders.sort();
    folders.dedup();
    for folder in folders {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let page = matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("html" | "md")
            );
            if page
                && !targets.contains(&path)
                && entry.file_type().is_ok_and(|t| t.is_file())
                && is_ours(&path)
            {
                std::fs::remove_file(&path)
                    .with_context(|| format!("cannot remove `{}`", path.display()))?;
                written.removed += 1;
            }
        }
    }
    Ok(written)
}

/// Whether `path` is a page or asset `uispec docs` wrote: a regular file with the marker (or
/// the stylesheet's header) in its first 512 bytes, the only part read.
fn is_ours(path: &Path) -> bool {
    uispec_core::confine::read_head(path, 512).is_ok_and(|head| {
        let head = String::from_utf8_lossy(&head);
        head.contains(MARKER) || head.starts_with(uispec_core::css::HEADER)
    })
}
