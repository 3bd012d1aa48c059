//! `uispec css`: the stylesheet of the project's specs and tokens (`uispec_core::css`).
//!
//! The project is validated first, as `validate` would at its configured level: a spec with
//! errors gets no rules, and the errors are reported with the stylesheet's own findings. The
//! stylesheet goes to stdout, or to `--out` / `[css] out`, written only when it changed and
//! never over a file `uispec css` did not write unless `--force`.

use std::path::PathBuf;

use clap::Args;
use uispec_core::css::{CssOptions, HEADER};
use uispec_core::render::human::{Style, render_all};
use uispec_core::validate::Session;

use crate::Outcome;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover};
use crate::write::{PlannedFile, apply};

/// Arguments of `uispec css`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec css                       the stylesheet on stdout
  uispec css --out assets/ui.css   written to a file (only when it changed)
  uispec css --out -               on stdout, even when uispec.toml names a file
  uispec css --all-tokens          every token as a custom property, not only the mapped ones

The conventions (data-scope, data-part, one data attribute per variant axis, states) are in
docs/styles.md. Exit status: 0 no errors, 1 errors (a spec with errors gets no rules), 2 it
could not run.")]
pub(crate) struct CssArgs {
    /// Write the stylesheet here, `-` for stdout [default: uispec.toml `[css] out`, else stdout]
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Every token as a custom property, not only those the specs map
    #[arg(long)]
    all_tokens: bool,
    /// Replace the output file even when `uispec css` did not write it
    #[arg(long)]
    force: bool,
    /// Show what would be written, and write nothing
    #[arg(long)]
    dry_run: bool,
}

pub(crate) fn run(global: &GlobalOpts, args: &CssArgs, out: &Output) -> anyhow::Result<Outcome> {
    let project = discover(global)?;
    let cwd = current_dir()?;
    let mut options: CssOptions = project.config.css.clone();
    options.all_tokens |= args.all_tokens;
    let target = match (&args.out, &options.out) {
        (Some(path), _) if path.as_os_str() == "-" => None,
        (Some(path), _) => Some(absolute(&cwd, path)),
        (None, Some(path)) => Some(project.root.join(path)),
        (None, None) => None,
    };
    let session = Session::new(project.inputs(uispec_core::project::Scope::Project));
    let report = session.report();
    let sheet = session.stylesheet(&report, &options);
    let mut findings = report.diagnostics;
    for finding in sheet.diagnostics.into_vec() {
        findings.push(finding);
    }
    findings.sort_from(0);
    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    let rendered = render_all(findings.as_slice(), style);
    if !rendered.is_empty() {
        out.diagnostic(rendered.trim_end());
    }
    let failed = findings.has_errors();
    let written = match target {
        None => {
            out.data(&sheet.text)?;
            Outcome::Success
        }
        Some(path) => {
            // A file `uispec css` wrote before may be replaced; anything else is the user's.
            let ours =
                uispec_core::confine::read_regular(&path, uispec_core::confine::MAX_INPUT_BYTES)
                    .map(|bytes| bytes.starts_with(HEADER.as_bytes()))
                    .unwrap_or(false);
            let opts = WriteOpts {
                force: args.force || ours,
                dry_run: args.dry_run,
                stdout: false,
            };
            let file = PlannedFile {
                path,
                contents: sheet.text,
            };
            out.verbose(&format!(
                "{} custom properties, {} component rules",
                sheet.properties, sheet.rules
            ));
            apply(&[], &[file], &opts, &project.root, &cwd, out)?
        }
    };
    std::mem::forget(session);
    Ok(if failed || written == Outcome::Failure {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}
