//! `uispec validate [paths]`: check spec files and report every problem, rustc-style.
//!
//! What runs today is the `basic` level of DESIGN §5 for specs and tokens: each spec parses as
//! strict JSON, matches the component spec schema, and names are unique; the token files are
//! valid DTCG 2025.10 (or a resolver over them); every `tokenMapping` entry follows the grammar
//! and references an existing token. The alignment with component code, `--level`, `--format`
//! and `--watch` come next.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;
use uispec_core::Diagnostics;
use uispec_core::checks::check_token_mapping;
use uispec_core::loader::{find_spec_files, load_specs};
use uispec_core::render::human::{Style, render, summary};
use uispec_core::tokens::load_tokens;

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
    let config = &project.config;
    // Without configuration, a project with no `tokens/` directory simply has no tokens.
    let token_paths: Vec<PathBuf> = if config.tokens_configured {
        config.tokens.clone()
    } else {
        config
            .tokens
            .iter()
            .filter(|path| project.root.join(path).exists())
            .cloned()
            .collect()
    };
    let tokens = load_tokens(
        &mut diags,
        &project.root,
        &token_paths,
        &config.token_options,
    );
    let no_token_files = tokens
        .permutations
        .iter()
        .all(|p| p.set.files().is_empty())
        .then(|| {
            config
                .tokens
                .iter()
                .map(|p| format!("`{}`", p.display()))
                .collect::<Vec<_>>()
                .join(", ")
        });
    for document in &documents {
        check_token_mapping(
            &mut diags,
            document,
            &tokens,
            config.token_options.policy,
            no_token_files.as_deref(),
        );
    }
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
    // The process ends right after this: freeing hundreds of thousands of token-tree
    // allocations one by one would only delay the exit (the OS reclaims the memory at once).
    std::mem::forget(tokens);
    Ok(if diags.has_errors() {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}
