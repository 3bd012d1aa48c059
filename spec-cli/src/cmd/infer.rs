//! `uispec spec:infer <file|dir>...` (alias `infer`): specs from Leptos, Dioxus and Yew
//! component code, with no AI involved.
//!
//! The inference is `uispec_core::code::infer_specs` (each path read in the context of its
//! crate, public components only, one file name per spec); this command resolves the paths,
//! prints the findings and writes each spec as `<out>/<kebab-name>.json` under the writing
//! rules of [`crate::write`]. With `--merge`, an existing spec is merged with the new one by
//! `uispec_core::code::merge` (code-owned facts updated, people's fields kept) and the changes
//! are printed per spec.

use std::path::{Path, PathBuf};

use anyhow::bail;
use clap::Args;
use clap::builder::TypedValueParser;
use uispec_core::code::merge::merge;
use uispec_core::code::{Framework, InferOptions, infer_specs};
use uispec_core::formats::human::{Style, render, summary};
use uispec_core::loader::{Found, load_spec};
use uispec_core::project::CodeScope;
use uispec_core::{ComponentSpec, Diagnostics};

use crate::Outcome;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover, display, schema_for};
use crate::write::{PlannedFile, apply, places};

/// Arguments of `uispec spec:infer`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec spec:infer src/components           a spec for every component in the directory
  uispec infer src/button.rs --stdout        print the spec instead of writing it
  uispec infer src --framework dioxus        when the code does not say which framework
  uispec infer src --merge --dry-run         what re-inferring would change in existing specs

With --merge, an existing spec takes the code's facts (props, their types, required-ness and
defaults, variant axes and values, events, slots) and keeps everything people wrote
(descriptions, anatomy, tokenMapping, states, accessibility, guidelines, x-* keys).

Exit status: 0 specs inferred, 1 a file did not parse, no component was found, an existing
spec differs (use --merge or --force) or cannot be merged, 2 it could not run.")]
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
    /// Merge into existing specs: update what the code owns, keep what people wrote, and
    /// print what changed per spec
    #[arg(long, conflicts_with_all = ["force", "stdout"])]
    merge: bool,
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
    // The code `validate` reads: inferring from anything else writes specs it cannot match.
    let code = CodeScope::Project;
    let component_paths: Vec<PathBuf> = project
        .component_paths(code)
        .iter()
        .map(|p| root.join(p))
        .collect();
    options.exclude = project
        .component_excludes()
        .iter()
        .map(|p| root.join(p))
        .collect();
    let (read, outside) = within(&inputs, &component_paths);
    options.context = component_paths.clone();
    for path in &outside {
        out.warning(&format!(
            "`{}` is not component code of this project, so `uispec validate` will not read it and its specs will have no component",
            display(path, &cwd)
        ));
        out.help("add it to `components` in uispec.toml (default: the `src/` of the crate, or of every workspace member)");
    }
    crate::project::note_left_out(&project, out);
    let inferred = infer_specs(root, &read, &options);
    // The default's own leaving out was said above.
    let said: Vec<PathBuf> = (project.left_out(code).into_iter())
        .map(|(path, _)| root.join(path))
        .collect();
    let left_out = skipped_code(&inputs, &read, &options.exclude, &said);
    if !left_out.is_empty() {
        let shown: Vec<String> = left_out
            .iter()
            .take(5)
            .map(|p| format!("`{}`", display(p, &cwd)))
            .collect();
        let more = left_out.len().saturating_sub(5);
        out.note(&format!(
            "left out {} folder{} that `uispec validate` does not read (not a workspace member, not in `components`, or excluded): {}{}",
            left_out.len(),
            if left_out.len() == 1 { "" } else { "s" },
            shown.join(", "),
            if more > 0 { format!(" and {more} more") } else { String::new() }
        ));
    }
    if inferred.files == 0 {
        bail!("no `.rs` files in {}", quoted_list(&args.paths));
    }
    let diags = inferred.diagnostics;
    let dir = match &args.out {
        Some(dir) => absolute(&cwd, dir),
        None => project.specs_dir(),
    };
    let (schema_ref, schema_copy) = schema_for(&dir, &project)?;
    let style = if out.color() {
        Style::Color
    } else {
        Style::Plain
    };
    for diagnostic in out.shown(diags.as_slice()).iter() {
        out.diagnostic(&render(diagnostic, style));
    }
    let found_any = !inferred.specs.is_empty();
    let mut unmergeable = false;
    let mut files: Vec<PlannedFile> = Vec::new();
    for mut inferred in inferred.specs {
        let path = dir.join(format!("{}.json", inferred.file_stem));
        inferred.spec.schema = Some(schema_ref.clone());
        let spec = if args.merge && path.exists() {
            match merge_into(&path, &inferred.spec, root, &cwd, style, out)? {
                Merge::Changed(spec) => *spec,
                // Left as it is, people's formatting included.
                Merge::Unchanged => continue,
                Merge::Refused => {
                    unmergeable = true;
                    continue;
                }
            }
        } else {
            inferred.spec
        };
        files.push(PlannedFile {
            path,
            contents: spec.to_json(),
        });
    }
    if !found_any {
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
    let copy = schema_copy.as_ref().map(|copy| copy.path.clone());
    if !args.write.stdout {
        files.extend(schema_copy);
    }
    let typed = args.out.as_ref().map(|_| dir.as_path());
    let allowed = places(root, typed, copy.as_deref());
    // Merged specs replace the files they were merged from; nothing else is overwritten (the
    // schema copy is only planned when missing).
    let mut write = args.write.clone();
    write.force |= args.merge;
    let written = apply(&[], &files, &write, &allowed, &cwd, out)?;
    if !args.write.stdout && !args.write.dry_run {
        record_components(&project, &read, out)?;
    }
    Ok(if diags.has_errors() || unmergeable {
        Outcome::Failure
    } else {
        written
    })
}

/// Writes `components = [...]` into uispec.toml when the paths inferred from are narrower than
/// the code `validate` reads by default (two crates of a workspace of ten) and `components`
/// is not configured: otherwise `validate` would report every component of the other crates
/// as having no spec. A configured `components` is the user's choice and is left alone.
fn record_components(
    project: &uispec_core::project::Project,
    read: &[PathBuf],
    out: &Output,
) -> anyhow::Result<()> {
    if project.config.components.is_some() || read.is_empty() {
        return Ok(());
    }
    // Configured in a Cargo manifest (`[package.metadata.uispec]`): a uispec.toml written now
    // would take the place of that configuration, so the line is only suggested.
    let in_manifest = project
        .origin
        .as_deref()
        .is_some_and(|origin| origin.contains(".metadata.uispec]"));
    let root = &project.root;
    let asked: Vec<PathBuf> = read
        .iter()
        .filter_map(|path| path.strip_prefix(root).ok().map(Path::to_path_buf))
        .collect();
    let defaults = project.component_paths(CodeScope::Project);
    let covered = defaults
        .iter()
        .all(|default| asked.iter().any(|path| default.starts_with(path)));
    if covered || asked.len() != read.len() {
        return Ok(());
    }
    let list: Vec<String> = asked
        .iter()
        .map(|path| uispec_core::config::toml_string(&path.to_string_lossy().replace('\\', "/")))
        .collect();
    if in_manifest {
        out.note(&format!(
            "`uispec validate` reads more code than was inferred from: add `components = [{}]` to the uispec configuration in {}",
            list.join(", "),
            project.origin.as_deref().unwrap_or_default()
        ));
        return Ok(());
    }
    let config = root.join(uispec_core::project::CONFIG_FILE);
    let text = if config.exists() {
        uispec_core::confine::read_text(&config).map_err(anyhow::Error::msg)?
    } else {
        String::new()
    };
    let line = format!(
        "# The component code `spec:infer` was asked about; `validate` reads the same.\ncomponents = [{}]\n",
        list.join(", ")
    );
    // A top-level key goes before the first `[table]`.
    let at = text
        .split_inclusive('\n')
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len();
            Some((start, line))
        })
        .find(|(_, line)| line.trim_start().starts_with('['))
        .map_or(text.len(), |(start, _)| start);
    let mut updated = text.clone();
    let separator = if at > 0 && !text[..at].ends_with('\n') {
        "\n"
    } else {
        ""
    };
    updated.insert_str(at, &format!("{separator}{line}\n"));
    uispec_core::fs::write_file(
        &[root],
        &config,
        updated.as_bytes(),
        uispec_core::fs::Overwrite::Replace,
    )?;
    out.note(&format!(
        "wrote `components = [{}]` to uispec.toml: `uispec validate` reads the code inferred from, not the whole workspace",
        list.join(", ")
    ));
    Ok(())
}

/// What `--merge` makes of one spec on disk.
enum Merge {
    /// The merged spec, to be written.
    Changed(Box<ComponentSpec>),
    /// The code changed nothing: the file is not touched.
    Unchanged,
    /// The file does not read as a spec (reported).
    Refused,
}

/// The spec at `path` merged with `inferred`, its changes printed; [`Merge::Refused`] (with the
/// findings printed) when the file does not read as a spec, which is then left as it is.
fn merge_into(
    path: &Path,
    inferred: &ComponentSpec,
    root: &Path,
    cwd: &Path,
    style: Style,
    out: &Output,
) -> anyhow::Result<Merge> {
    let shown = display(path, cwd);
    let mut found = Diagnostics::new();
    let existing = load_spec(&mut found, root, &Found::named(path)).filter(|doc| doc.errors == 0);
    let Some(existing) = existing else {
        for diagnostic in found.as_slice() {
            out.diagnostic(&render(diagnostic, style));
        }
        out.error(&format!(
            "cannot merge into `{shown}`: it does not read as a spec"
        ));
        out.help("fix the findings above and run again; the file was left as it is");
        return Ok(Merge::Refused);
    };
    let merged = merge(&existing.spec, inferred);
    let mut spec = merged.spec;
    // The spec's own `$schema` is people's choice once the file exists.
    spec.schema = existing.spec.schema.clone().or(spec.schema);
    let changes: Vec<String> = merged.changes.iter().map(ToString::to_string).collect();
    if changes.is_empty() {
        out.result(&format!("{shown}: the code changed nothing"))?;
        return Ok(Merge::Unchanged);
    }
    out.result(&format!("{shown}: {}", changes.join(", ")))?;
    for key in &merged.stale_mappings {
        out.warning(&format!(
            "`{shown}`: tokenMapping `{key}` selects an axis or value the code no longer has"
        ));
        out.help("it was kept: edit or remove it (`uispec validate` points at it until then)");
    }
    Ok(Merge::Changed(Box::new(spec)))
}

/// What to read of each path asked for: a path inside the project's component code as it is;
/// a directory holding some of it, just that code (`packages` at a workspace root is its
/// members' `src/`). A path holding none is read as asked and returned apart (`outside`).
fn within(inputs: &[PathBuf], code: &[PathBuf]) -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut read = Vec::new();
    let mut outside = Vec::new();
    for input in inputs {
        if code.iter().any(|c| input.starts_with(c)) {
            read.push(input.clone());
            continue;
        }
        let inside: Vec<&PathBuf> = code.iter().filter(|c| c.starts_with(input)).collect();
        if inside.is_empty() {
            outside.push(input.clone());
            read.push(input.clone());
        } else {
            read.extend(inside.into_iter().cloned());
        }
    }
    read.sort();
    read.dedup();
    (read, outside)
}

/// The folders holding `.rs` files under `inputs` that [`within`] left out (the nearest
/// directory with a `Cargo.toml`, else the file's directory), for one note.
fn skipped_code(
    inputs: &[PathBuf],
    read: &[PathBuf],
    exclude: &[PathBuf],
    said: &[PathBuf],
) -> Vec<PathBuf> {
    // Nothing narrowed (the usual `infer src`): no second walk of the folders.
    let whole = inputs.iter().all(|i| read.iter().any(|r| i.starts_with(r)));
    if whole
        && !exclude
            .iter()
            .any(|e| inputs.iter().any(|i| e.starts_with(i)))
    {
        return Vec::new();
    }
    let mut quiet = Diagnostics::new();
    let mut folders: Vec<PathBuf> =
        uispec_core::loader::find_files(&mut quiet, Path::new(""), inputs, |name| {
            name.ends_with(".rs")
        })
        .into_iter()
        .filter(|file| {
            !read.iter().any(|r| file.starts_with(r)) || exclude.iter().any(|e| file.starts_with(e))
        })
        .filter(|file| !said.iter().any(|s| file.starts_with(s)))
        .filter_map(|file| {
            let dir = file.parent()?;
            Some(
                dir.ancestors()
                    .find(|d| d.join("Cargo.toml").is_file())
                    .unwrap_or(dir)
                    .to_path_buf(),
            )
        })
        .collect();
    folders.sort();
    folders.dedup();
    folders
}

fn quoted_list(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| format!("`{}`", p.display()))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_hostile_path_is_a_valid_toml_string() {
        let quoted = uispec_core::config::toml_string("a\"b\\c\u{1b}[31m\u{7f}\nd");
        let table: toml::Table = format!("components = [{quoted}]\n").parse().unwrap();
        assert_eq!(
            table["components"][0].as_str(),
            Some("a\"b\\c\u{1b}[31m\u{7f}\nd")
        );
    }
}
