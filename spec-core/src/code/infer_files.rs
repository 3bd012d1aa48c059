//! `spec:infer` over files and directories: the CLI's `uispec spec:infer` is a shell around
//! [`infer_specs`], which does the work — read each path in the context of its crate, keep
//! the public components of the paths asked for, and give each a spec and a file name.
//!
//! Each path is read in the context of its crate (the nearest ancestor with a `Cargo.toml`):
//! every `.rs` file under the crate's `src/` is indexed, so a variant enum declared in
//! `src/types.rs` resolves for a component in `src/button.rs`. Specs come only from
//! components in the given paths.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::{Component, Options, extract, infer, read_sources};
use crate::diagnostics::{Diagnostic, Diagnostics, Location, Severity, SourceFile};
use crate::framework::Framework;
use crate::loader::{display, find_files};
use crate::model::ComponentSpec;
use crate::naming::to_kebab;
use crate::project::enclosing_crate;
use crate::rules::RuleId;

/// How [`infer_specs`] reads the code.
#[derive(Debug, Clone, Copy, Default)]
#[non_exhaustive]
pub struct InferOptions {
    /// The framework of every component; `None` to detect it per component.
    pub framework: Option<Framework>,
    /// Also infer specs for components that are not public API (not `pub`, or `pub` in a
    /// private module that nothing re-exports).
    pub include_private: bool,
}

impl InferOptions {
    /// Options for `framework` (`None`: detected), public components only.
    pub fn new(framework: Option<Framework>) -> Self {
        InferOptions {
            framework,
            include_private: false,
        }
    }
}

/// One inferred spec.
#[derive(Debug)]
#[non_exhaustive]
pub struct InferredSpec {
    /// The spec file's name without `.json`: the component's name in kebab case.
    pub file_stem: String,
    /// The spec.
    pub spec: ComponentSpec,
}

/// What [`infer_specs`] found.
#[derive(Debug)]
#[non_exhaustive]
pub struct Inferred {
    /// One spec per component, in file then source order; a second component that would
    /// have the same file name is a finding instead.
    pub specs: Vec<InferredSpec>,
    /// The `.rs` files asked for (none: nothing to infer from).
    pub files: usize,
    /// Every finding: files that do not parse, components left out, approximations.
    pub diagnostics: Diagnostics,
}

/// Infers a spec for every component in `paths` (absolute `.rs` files or directories below
/// `root`, which paths in findings are relative to).
pub fn infer_specs(root: &Path, paths: &[PathBuf], options: &InferOptions) -> Inferred {
    let mut diags = Diagnostics::new();
    let mut requested = find_files(&mut diags, root, paths, |name| name.ends_with(".rs"));
    // A file named explicitly is taken as it is by `find_files`; only Rust is read.
    requested.retain(|path| path.extension().is_some_and(|ext| ext == "rs"));
    let read = Options {
        framework: options.framework,
    };
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
        let found = extract(&mut context_diags, &sources, &read);
        // A broken file that was not asked for only costs the enums and structs declared in
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
    report_empty(&mut diags, &empty, paths, root);
    if !options.include_private {
        let (public, private): (Vec<Component>, Vec<Component>) =
            components.into_iter().partition(|c| c.public);
        components = public;
        if let Some(first) = private.first() {
            diags.push(skipped_private(first, &private));
        }
    }
    let mut specs = Vec::new();
    let mut first: HashMap<String, &Component> = HashMap::new();
    for component in &components {
        let kebab = to_kebab(&component.name);
        if let Some(earlier) = first.get(&kebab) {
            diags.push(duplicate(component, earlier, &kebab));
            continue;
        }
        first.insert(kebab.clone(), component);
        specs.push(InferredSpec {
            spec: infer::to_spec(&mut diags, component, component.location.file.path()),
            file_stem: kebab,
        });
    }
    Inferred {
        specs,
        files: requested.len(),
        diagnostics: diags,
    }
}

/// The crate `file` belongs to, else the file's directory.
fn crate_root(file: &Path) -> PathBuf {
    let dir = file.parent().unwrap_or(file);
    enclosing_crate(dir).unwrap_or(dir).to_path_buf()
}

/// Files without a component: a warning for each file named explicitly (a component was
/// expected there), one note for the files found by walking directories (helper modules are
/// normal there).
fn report_empty(
    diags: &mut Diagnostics,
    empty: &[Arc<SourceFile>],
    paths: &[PathBuf],
    root: &Path,
) {
    let named: Vec<String> = paths
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
        "component that is"
    } else {
        "components that are"
    };
    Diagnostic::new(
        RuleId::INFER_SKIPPED,
        first.location.clone(),
        format!(
            "skipped {} {noun} not public API: {}",
            names.len(),
            list(&names)
        ),
    )
    .with_label("not reachable from outside the crate")
    .with_help("a component is public API when it is `pub` in a module that is `pub` all the way from `lib.rs`, or when a `pub use` re-exports it; pass --include-private to infer specs for the others too")
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
