//! What `#[component_spec("…")]` stands for, in one place for the two that need it: the
//! macro, which generates the items, and the code reader, which reads those items as if they
//! were written (so `uispec validate` sees the enums and props a macro-checked component
//! uses). Both resolve the path, pick the framework and name the items the same way
//! (DESIGN §4b).

use std::path::{Path, PathBuf};

use crate::code::Framework;
use crate::codegen;
use crate::config;
use crate::model::ComponentSpec;
use crate::naming::to_pascal;

/// The spec file: relative to the crate, else (a bare name) in the spec directories of the
/// crate's configuration (`config`, as [`config::find`] gives it). Absolute paths are refused.
pub fn resolve(
    manifest_dir: &Path,
    written: &str,
    config: &config::Found,
) -> Result<PathBuf, String> {
    if Path::new(written).is_absolute() {
        return Err(format!(
            "`{written}` is absolute: write the spec's path relative to the crate"
        ));
    }
    let direct = manifest_dir.join(written);
    if direct.is_file() {
        return Ok(direct);
    }
    let configured = || {
        config
            .config
            .specs
            .iter()
            .map(|dir| config.root.join(dir).join(written))
            .find(|candidate| candidate.is_file())
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
/// the one of leptos, dioxus and yew the crate depends on; `None` inside `Ok` never happens
/// here (the attribute's `"none"` is the caller's business).
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
pub enum Target<'a> {
    /// A unit struct (`pub struct Button;`): props `<Struct>Props`, metadata on the struct.
    Struct(&'a str),
    /// A component function: props `<Spec>SpecProps` (the frameworks generate `<Name>Props`
    /// themselves), metadata on a generated `<Spec>Spec`.
    Function,
}

/// The generator's options for `spec` on `target`.
pub fn options(
    spec: &ComponentSpec,
    target: Target<'_>,
    framework: Option<Framework>,
    serde: bool,
    visibility: String,
) -> codegen::Options {
    let (props, metadata_on) = match target {
        Target::Struct(ident) => (format!("{ident}Props"), Some(ident.to_owned())),
        Target::Function => (format!("{}SpecProps", to_pascal(&spec.name)), None),
    };
    codegen::Options {
        serde,
        props: Some(props),
        visibility: Some(visibility),
        framework,
        metadata_on,
    }
}
