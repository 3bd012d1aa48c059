//! What `#[component_spec("…")]` stands for, in one place for the two that need it: the
//! macro, which generates the items, and the code reader, which reads those items as if they
//! were written (so `uispec validate` sees the enums and props a macro-checked component
//! uses). Both resolve the path, pick the framework and name the items the same way.

use std::path::{Path, PathBuf};

use crate::codegen;
use crate::config;
use crate::framework::{Framework, Target};
use crate::model::ComponentSpec;
use crate::naming::to_pascal;
use crate::project::{Project, lexical_join};

/// The spec file: relative to the crate, else (a bare name) in the spec directories of the
/// crate's project (as [`Project::discover`] finds it). Absolute paths are refused.
/// `exists` says whether a candidate is a spec file: the macro asks the file system, a
/// validation session also knows drafts that are not saved yet.
pub fn resolve(
    manifest_dir: &Path,
    written: &str,
    project: &Project,
    exists: impl Fn(&Path) -> bool,
) -> Result<PathBuf, String> {
    if Path::new(written).is_absolute() {
        return Err(format!(
            "`{written}` is absolute: write the spec's path relative to the crate"
        ));
    }
    let direct = lexical_join(manifest_dir, Path::new(written));
    if exists(&direct) {
        return Ok(direct);
    }
    let configured = || {
        project
            .config
            .specs
            .iter()
            .map(|dir| lexical_join(&project.root, &dir.join(written)))
            .find(|candidate| exists(candidate))
    };
    if !written.contains(['/', '\\'])
        && let Some(path) = configured()
    {
        return Ok(path);
    }
    Err(format!(
        "cannot find the spec `{written}` (looked in {} and the configured spec directories)",
        manifest_dir.display()
    ))
}

/// The framework when the attribute names none: the configuration's (`configured`), else
/// the one of leptos, dioxus and yew the crate depends on (the attribute's `"none"`, plain
/// data, is the caller's business).
pub fn framework(manifest_dir: &Path, configured: Option<Framework>) -> Result<Framework, String> {
    if let Some(framework) = configured {
        return Ok(framework);
    }
    config::dependency_framework(manifest_dir)
        .map_err(|error| error.to_string())?
        .ok_or_else(|| {
            "cannot tell which framework the props are for: the crate depends on none (or \
             several) of leptos, dioxus and yew, and its uispec configuration says \
             `framework = \"auto\"`; add `framework = \"leptos\"` (or \"dioxus\", \"yew\", \
             \"none\" for plain data) to the attribute"
                .to_owned()
        })
}

/// What the attribute is on.
#[derive(Debug, Clone, Copy)]
pub enum Annotated<'a> {
    /// A unit struct (`pub struct Button;`): props `<Struct>Props`, metadata on the struct.
    Struct(&'a str),
    /// A component function: props `<Spec>SpecProps` (the frameworks generate `<Name>Props`
    /// themselves), metadata on a generated `<Spec>Spec`.
    Function,
}

/// The items `#[component_spec]` expands to for `spec` on `annotated` (the annotated item
/// itself excluded), with props for `target`, as Rust source: the macro emits them, and a
/// validation session reads them beside the crate's code. `visibility` is the annotated
/// item's (`pub`, `pub(crate)`, empty); `markup` the project's `[css.selectors]`, which the
/// markup helpers follow.
pub fn expand(
    spec: &ComponentSpec,
    annotated: Annotated<'_>,
    target: Target,
    serde: bool,
    visibility: &str,
    markup: &crate::config::Selectors,
) -> Result<String, codegen::CodegenError> {
    let mut options = options(spec, annotated, target, serde, visibility);
    options.markup = markup.clone();
    codegen::items(spec, &options)
}

/// The generator's options for `spec` on `annotated`.
fn options(
    spec: &ComponentSpec,
    annotated: Annotated<'_>,
    target: Target,
    serde: bool,
    visibility: &str,
) -> codegen::Options {
    let (props, metadata_on) = match annotated {
        Annotated::Struct(ident) => (format!("{ident}Props"), Some(ident.to_owned())),
        Annotated::Function => (format!("{}SpecProps", to_pascal(&spec.name)), None),
    };
    codegen::Options {
        serde,
        props: Some(props),
        visibility: Some(visibility.to_owned()),
        target,
        metadata_on,
        markup: crate::config::Selectors::default(),
    }
}
