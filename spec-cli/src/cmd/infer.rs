//! `uispec spec:infer <file|dir>...` (alias `infer`): specs from Leptos, Dioxus and Yew
//! component code, with no AI involved.
//!
//! Each path is read in the context of its crate (the nearest ancestor with a `Cargo.toml`):
//! every `.rs` file under the crate's `src/` is indexed, so a variant enum declared in
//! `src/types.rs` resolves for a component in `src/button.rs`. Specs are written only for
//! components in the given paths, as `<out>/<kebab-name>.json`, under the writing rules of
//! DESIGN §3 (see [`crate::write`]).

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::bail;
use clap::{Args, ValueEnum};
use uispec_core::code::{Component, Framework, Options, extract, infer, read_sources};
use uispec_core::loader::{display, find_files};
use uispec_core::naming::to_kebab;
use uispec_core::render::human::{Style, render, summary};
use uispec_core::schema::LOCAL_SCHEMA_PATH;
use uispec_core::{Diagnostic, Diagnostics, Location, RuleId, Severity, SourceFile};

use crate::Outcome;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover, relative};
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
    #[arg(long, value_enum)]
    framework: Option<FrameworkArg>,
    /// Directory to write specs to [default: the first `specs` entry of uispec.toml, else specs/]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Also write specs for components that are not `pub` (internal pieces, app components)
    #[arg(long)]
    include_private: bool,
    #[command(flatten)]
    write: WriteOpts,
}

/// `--framework` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum FrameworkArg {
    /// Leptos 0.7 / 0.8
    Leptos,
    /// Dioxus 0.6 / 0.7
    Dioxus,
    /// Yew 0.21 – 0.23
    Yew,
}

impl From<FrameworkArg> for Framework {
    fn from(arg: FrameworkArg) -> Self {
        match arg {
            FrameworkArg::Leptos => Framework::Leptos,
            FrameworkArg::Dioxus => Framework::Dioxus,
            FrameworkArg::Yew => Framework::Yew,
        }
    }
}

pub(crate) fn run(global: &GlobalOpts, args: &InferArgs, out: &Output) -> anyhow::Result<Outcome> {
    let cwd = current_dir()?;
    let project = discover(global)?;
    let inputs: Vec<PathBuf> = args.paths.iter().map(|p| absolute(&cwd, p)).collect();
    if let Some((_, typed)) = inputs.iter().zip(&args.paths).find(|(p, _)| !p.exists()) {
        bail!("`{}` does not exist", typed.display());
    }
    let options = Options {
        framework: args
            .framework
            .map(Framework::from)
            .or(project.config.framework),
    };
    let root = &project.root;
    let mut diags = Diagnostics::new();
    let mut requested = find_files(&mut diags, root, &inputs, |name| name.ends_with(".rs"));
    // A file named on the command line is taken as it is by `find_files`; only Rust is read.
    requested.retain(|path| path.extension().is_some_and(|ext| ext == "rs"));
    if requested.is_empty() {
        bail!("no `.rs` files in {}", quoted_list(&args.paths));
    }
    // One extraction per crate, over all of its sources.
    let mut crates: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    for file in &requested {
        crates
            .entry(crate_root(file))
            .or_default()
            .push(file.clone());
    }
    let mut components: Vec<Component> = Vec::new();
    let mut empty: Vec<Arc<SourceFile>> = Vec::new();
    for (krate, files) in &crates {
        let mut context: Vec<PathBuf> = files.clone();
        let src = krate.join("src");
        if src.is_dir() {
            context.push(src);
        }
        let mut context_diags = Diagnostics::new();
        let sources = read_sources(&mut context_diags, root, &context);
        let wanted: Vec<String> = files.iter().map(|f| display(root, f)).collect();
        let found = extract(&mut context_diags, &sources, &options);
        // A broken file the user did not name only costs the enums and structs declared in
        // it: a warning, not a failure of the files asked for.
        for mut diagnostic in context_diags.into_vec() {
            if diagnostic.severity == Severity::Error
                && !wanted.iter().any(|w| w == diagnostic.primary.file.path())
            {
                diagnostic.severity = Severity::Warning;
            }
            diags.push(diagnostic);
        }
        for source in sources
            .iter()
            .filter(|s| wanted.iter().any(|w| w == s.path()))
        {
            let has_component = found
                .iter()
                .any(|c| c.location.file.path() == source.path());
            let has_error = diags
                .as_slice()
                .iter()
                .any(|d| d.severity == Severity::Error && d.primary.file.path() == source.path());
            if !has_component && !has_error {
                empty.push(Arc::clone(source));
            }
        }
        components.extend(
            found
                .into_iter()
                .filter(|c| wanted.iter().any(|w| w == c.location.file.path())),
        );
    }
    report_empty(&mut diags, &empty, &inputs, root);
    let private: Vec<Component> = if args.include_private {
        Vec::new()
    } else {
        let (public, private) = components.into_iter().partition(|c| c.public);
        components = public;
        private
    };
    if let Some(first) = private.first() {
        diags.push(skipped_private(first, &private));
    }

    let dir = match &args.out {
        Some(dir) => absolute(&cwd, dir),
        None => project.specs_dir(),
    };
    let schema_ref = relative(&dir, &root.join(LOCAL_SCHEMA_PATH));
    let mut files: Vec<PlannedFile> = Vec::new();
    let mut first: HashMap<String, &Component> = HashMap::new();
    for component in &components {
        let kebab = to_kebab(&component.name);
        if let Some(earlier) = first.get(&kebab) {
            diags.push(duplicate(component, earlier, &kebab));
            continue;
        }
        first.insert(kebab.clone(), component);
        let mut spec = infer::to_spec(&mut diags, component, component.location.file.path());
        spec.schema = Some(schema_ref.clone());
        files.push(PlannedFile {
            path: dir.join(format!("{kebab}.json")),
            contents: spec.to_json(),
        });
    }

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
    if components.is_empty() {
        out.error(&format!(
            "no component found in {}",
            quoted_list(&args.paths)
        ));
        out.help("uispec looks for `#[component]`, `#[function_component]` and `impl Component` items; pass --framework when the code does not say which framework it uses");
        return Ok(Outcome::Failure);
    }
    let noun = if components.len() == 1 {
        "component"
    } else {
        "components"
    };
    let found = summary(diags.as_slice()).map_or(String::new(), |s| format!(" ({s})"));
    out.verbose(&format!("inferred {} {noun}{found}", components.len()));
    let written = apply(&[], &files, &args.write, root, &cwd, out)?;
    Ok(if diags.has_errors() {
        Outcome::Failure
    } else {
        written
    })
}

/// The nearest ancestor of `file` with a `Cargo.toml`, else the file's directory.
fn crate_root(file: &Path) -> PathBuf {
    let dir = file.parent().unwrap_or(file);
    dir.ancestors()
        .find(|d| d.join("Cargo.toml").is_file())
        .unwrap_or(dir)
        .to_path_buf()
}

fn quoted_list(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| format!("`{}`", p.display()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Files without a component: a warning for each file named on the command line (the user
/// expected one there), one note for the files found by walking directories (helper modules are
/// normal there).
fn report_empty(
    diags: &mut Diagnostics,
    empty: &[Arc<SourceFile>],
    inputs: &[PathBuf],
    root: &Path,
) {
    let named: Vec<String> = inputs
        .iter()
        .filter(|p| p.is_file())
        .map(|p| display(root, p))
        .collect();
    let (explicit, walked): (Vec<_>, Vec<_>) = empty
        .iter()
        .partition(|s| named.iter().any(|n| n == s.path()));
    for source in explicit {
        diags.push(
            Diagnostic::new(
                RuleId::CODE_NO_COMPONENT,
                Location::new(source, 0..0),
                format!("no component in `{}`", source.path()),
            )
            .with_help("a component must carry `#[component]`, `#[function_component]` or `impl Component` written out, not produced by a macro"),
        );
    }
    if let Some(first) = walked.first() {
        let names: Vec<&str> = walked.iter().map(|s| s.path()).collect();
        let (noun, verb) = if names.len() == 1 {
            ("file", "holds")
        } else {
            ("files", "hold")
        };
        diags.push(
            Diagnostic::new(
                RuleId::CODE_NO_COMPONENT,
                Location::new(first, 0..0),
                format!("{} {noun} {verb} no component: {}", names.len(), list(&names)),
            )
            .with_severity(Severity::Note)
            .with_help("helper modules are expected; a component uispec missed must carry its attribute written out, not produced by a macro"),
        );
    }
}

fn skipped_private(first: &Component, private: &[Component]) -> Diagnostic {
    let names: Vec<&str> = private.iter().map(|c| c.name.as_str()).collect();
    let noun = if names.len() == 1 {
        "component"
    } else {
        "components"
    };
    Diagnostic::new(
        RuleId::INFER_SKIPPED,
        first.location.clone(),
        format!("skipped {} private {noun}: {}", names.len(), list(&names)),
    )
    .with_label("not `pub`")
    .with_help("components that are not `pub` are usually internal pieces of public ones; pass --include-private to infer their specs too")
}

/// `a, b, c and 4 more`.
fn list(names: &[&str]) -> String {
    const SHOWN: usize = 5;
    let shown: Vec<String> = names.iter().take(SHOWN).map(|n| format!("`{n}`")).collect();
    match names.len().checked_sub(SHOWN) {
        Some(more) if more > 0 => format!("{} and {more} more", shown.join(", ")),
        _ => shown.join(", "),
    }
}

fn duplicate(component: &Component, earlier: &Component, kebab: &str) -> Diagnostic {
    Diagnostic::new(
        RuleId::SPEC_DUPLICATE_NAME,
        component.location.clone(),
        format!(
            "two components would be written to `{kebab}.json`: `{}` and `{}`",
            earlier.name, component.name
        ),
    )
    .with_label("not written")
    .with_related(earlier.location.clone(), "this one is written")
    .with_help("infer one of them at a time with `--out`, or rename one component")
}
