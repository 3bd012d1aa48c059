//! `uispec spec:infer <file|dir>...` (alias `infer`): specs from Leptos, Dioxus and Yew
//! component code, with no AI involved.
//!
//! The inference is `uispec_core::code::infer_specs` (each path read in the context of its
//! crate, public components only, one file name per spec); this command resolves the paths,
//! prints the findings and writes each spec as `<out>/<kebab-name>.json` under the writing
//! rules of [`crate::write`].

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;
use clap::builder::TypedValueParser;
use uispec_core::Severity;
use uispec_core::code::{Framework, InferOptions, infer_specs};
use uispec_core::render::human::{Style, render, summary};

use crate::Outcome;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover, schema_for};
use crate::write::{PlannedFile, apply};

/// Arguments of `uispec spec:infer`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec spec:infer src/components           a spec for every component in the directory
  uispec infer src/button.rs --stdout        print the spec instead of writing it
  uispec infer src --framework dioxus        when the code does not say which framework

Exit status: 0 specs inferred, 1 a file did not parse, no component was found or an
existing spec differs (use --force), 2 it could not run.")]
pub(crate) struct InferArgs {
    /// Rust files or directories holding components
    #[arg(value_name = "PATH", required = true)]
    paths: Vec<PathBuf>,
    /// The framework of the components [default: uispec.toml `framework`, else detected from
    /// attributes, return types and `use` items]
    #[arg(long, value_parser = framework_names())]
    framework: Option<Framework>,
    /// Directory to write specs to [default: the first `specs` entry of uispec.toml, else specs/]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Also write specs for components that are not public API (internal pieces, app components)
    #[arg(long)]
    include_private: bool,
    #[command(flatten)]
    write: WriteOpts,
}

/// `--framework` values: the frameworks' names, listed in `--help`.
fn framework_names() -> impl TypedValueParser<Value = Framework> {
    clap::builder::PossibleValuesParser::new(Framework::ALL.map(Framework::as_str)).try_map(
        |name: String| {
            Framework::from_name(&name).ok_or_else(|| format!("unknown framework `{name}`"))
        },
    )
}

pub(crate) fn run(global: &GlobalOpts, args: &InferArgs, out: &Output) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    let project = discover(global)?;
    let inputs: Vec<PathBuf> = args.paths.iter().map(|p| absolute(&cwd, p)).collect();
    if let Some((_, typed)) = inputs.iter().zip(&args.paths).find(|(p, _)| !p.exists()) {
        bail!("`{}` does not exist", typed.display());
    }
    let mut options = InferOptions::new(args.framework.or(project.config.framework));
    options.include_private = args.include_private;
    let root = &project.root;
    let inferred = infer_specs(root, &inputs, &options);
    if inferred.files == 0 {
        bail!("no `.rs` files in {}", quoted_list(&args.paths));
    }
    let diags = inferred.diagnostics;
    let dir = match &args.out {
        Some(dir) => absolute(&cwd, dir),
        None => project.specs_dir(),
    };
    let (schema_ref, schema_copy) = schema_for(&dir, &project)?;
    let mut files: Vec<PlannedFile> = inferred
        .specs
        .into_iter()
        .map(|mut inferred| {
            inferred.spec.schema = Some(schema_ref.clone());
            PlannedFile {
                path: dir.join(format!("{}.json", inferred.file_stem)),
                contents: inferred.spec.to_json(),
            }
        })
        .collect();

    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    for diagnostic in diags.as_slice() {
        if diagnostic.severity != Severity::Note || !global.quiet {
            out.diagnostic(&render(diagnostic, style));
        }
    }
    if files.is_empty() {
        out.error(&format!(
            "no component found in {}",
            quoted_list(&args.paths)
        ));
        out.help("uispec looks for `#[component]`, `#[function_component]` and `impl Component` items; pass --framework when the code does not say which framework it uses");
        return Ok(Outcome::Failure);
    }
    let noun = if files.len() == 1 {
        "component"
    } else {
        "components"
    };
    let found = summary(diags.as_slice()).map_or(String::new(), |s| format!(" ({s})"));
    out.verbose(&format!("inferred {} {noun}{found}", files.len()));
    // The specs' `$schema` points at their project's copy: written with them when missing.
    if !args.write.stdout {
        files.extend(schema_copy);
    }
    let written = apply(&[], &files, &args.write, root, &cwd, out)?;
    Ok(if diags.has_errors() {
        Outcome::Failure
    } else {
        written
    })
}

fn quoted_list(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| format!("`{}`", p.display()))
        .collect::<Vec<_>>()
        .join(", ")
}
