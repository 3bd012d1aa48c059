//! `uispec validate [paths]`: check spec files and report every problem, rustc-style.
//!
//! What runs today is the spec side of the `basic` level (DESIGN §5): each file parses as
//! strict JSON, matches the component spec schema, and names are unique. Token references and
//! the alignment with component code are checked once the token engine and code extraction
//! exist; `--level`, `--format` and `--watch` come with them.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;
use uispec_core::Diagnostics;
use uispec_core::loader::{find_spec_files, load_specs};
use uispec_core::render::human::{Style, render, summary};

use crate::Outcome;
use crate::args::GlobalOpts;
use crate::output::Output;
use crate::project::{absolute, current_dir, discover};

/// Arguments of `uispec validate`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec validate                      every spec of the project (uispec.toml `specs`, else specs/)
  uispec validate specs/button.json    one file

Exit status: 0 no errors, 1 errors found, 2 it could not run.")]
pub(crate) struct ValidateArgs {
    /// Spec files or directories [default: the project's `specs` paths]
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
}

pub(crate) fn run(
    global: &GlobalOpts,
    args: &ValidateArgs,
    out: &Output,
) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    let project = discover(global)?;
    let paths: Vec<PathBuf> = if args.paths.is_empty() {
        project.config.specs.clone()
    } else {
        // A path typed on the command line that does not exist is a usage error (exit 2); a
        // configured one is a finding about the project.
        let paths: Vec<PathBuf> = args.paths.iter().map(|path| absolute(&cwd, path)).collect();
        if let Some(missing) = paths
            .iter()
            .zip(&args.paths)
            .find(|(path, _)| !path.exists())
        {
            bail!("`{}` does not exist", missing.1.display());
        }
        paths
    };
    let mut diags = Diagnostics::new();
    let files = find_spec_files(&mut diags, &project.root, &paths);
    let documents = load_specs(&mut diags, &project.root, &files);
    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    for diagnostic in diags.as_slice() {
        out.diagnostic(&render(diagnostic, style));
    }
    let specs = documents.len();
    let noun = if specs == 1 { "spec" } else { "specs" };
    let line = match summary(diags.as_slice()) {
        Some(found) => format!("checked {specs} {noun}: {found}"),
        None => format!("checked {specs} {noun}: no problems"),
    };
    out.result(&line)?;
    Ok(if diags.has_errors() {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}
