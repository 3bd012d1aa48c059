//! `uispec add <name>...`: a spec from a preset when the name matches one (case-insensitive),
//! else a skeleton; and `uispec add --list-presets`.

use std::path::PathBuf;

use anyhow::bail;
use clap::{Args, ValueEnum};
use serde_json::json;
use uispec_core::model::{AnatomyPart, ComponentSpec, Extensions};
use uispec_core::naming::{guess_category, to_kebab, to_pascal};
use uispec_core::presets::{PRESETS, Preset};

use crate::Outcome;
use crate::opts::{GlobalOpts, WriteOpts};
use crate::output::Output;
use crate::project::{absolute, current_dir, discover, schema_for};
use crate::write::{PlannedFile, apply, places};

/// Arguments of `uispec add`.
#[derive(Debug, Args)]
#[command(after_help = "\
Examples:
  uispec add button dialog tabs    specs/button.json, specs/dialog.json, specs/tabs.json
  uispec add IconButton            a skeleton spec in specs/icon-button.json
  uispec add button --stdout       print the spec instead of writing it
  uispec add --list-presets --format json")]
pub(crate) struct AddArgs {
    /// Components to add: a preset id (button, input, select, checkbox, dialog, card, avatar,
    /// badge, tabs, textarea; any case), or any other name for a skeleton spec
    #[arg(value_name = "NAME", required_unless_present = "list_presets")]
    names: Vec<String>,
    /// List the built-in presets instead of adding specs
    #[arg(long, conflicts_with_all = ["names", "dir", "force", "dry_run", "stdout"])]
    list_presets: bool,
    /// Output format of --list-presets [default: human]
    #[arg(long, value_enum, conflicts_with = "names")]
    format: Option<ListFormat>,
    /// Directory to write specs to [default: the first `specs` entry of uispec.toml, else specs/]
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
    #[command(flatten)]
    write: WriteOpts,
}

/// `--format` of `--list-presets`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ListFormat {
    /// An aligned table
    Human,
    /// A JSON array, for scripts
    Json,
}

/// The stamp of a spec that `add` made from no preset.
const SKELETON_ID: &str = "skeleton";
const SKELETON_VERSION: u32 = 1;

pub(crate) fn run(global: &GlobalOpts, args: &AddArgs, out: &Output) -> anyhow::Result<Outcome> {
    if args.list_presets {
        return list_presets(args.format.unwrap_or(ListFormat::Human), out);
    }
    let cwd = current_dir()?;
    let project = discover(global)?;
    let dir = match &args.dir {
        Some(dir) => absolute(&cwd, dir),
        None => project.specs_dir(),
    };
    let (schema_ref, schema_copy) = schema_for(&dir, &project)?;
    let mut files = Vec::with_capacity(args.names.len() + 1);
    for name in &args.names {
        let kebab = to_kebab(name);
        if kebab.is_empty() {
            bail!("`{name}` is not a component name: use letters and digits, e.g. `IconButton`");
        }
        let contents = match Preset::find(name) {
            Some(preset) => preset.to_stamped_json(&schema_ref),
            None => skeleton(name, &schema_ref).to_json(),
        };
        let path = dir.join(format!("{kebab}.json"));
        if !files.iter().any(|f: &PlannedFile| f.path == path) {
            files.push(PlannedFile { path, contents });
        }
    }
    // Specs point their `$schema` at their project's copy; write it when it is missing so the
    // reference works in editors even without `uispec init`.
    let copy = schema_copy.as_ref().map(|copy| copy.path.clone());
    if !args.write.stdout {
        files.extend(schema_copy);
    }
    let typed = args.dir.as_ref().map(|_| dir.as_path());
    let allowed = places(&project.root, typed, copy.as_deref());
    apply(&[], &files, &args.write, &allowed, &cwd, out)
}

/// A spec for a component no preset covers: its name, a category guessed from the member
/// lists of `naming::CATEGORIES`, a root part, and the stamps.
fn skeleton(name: &str, schema_ref: &str) -> ComponentSpec {
    let mut spec = ComponentSpec::new(to_pascal(name));
    spec.schema = Some(schema_ref.to_owned());
    spec.category = guess_category(name).map(str::to_owned);
    spec.anatomy.push(AnatomyPart {
        name: "root".to_owned(),
        description: Some("The outermost element.".to_owned()),
        required: true,
        extensions: Extensions::new(),
    });
    spec.extensions.insert(
        "x-preset".to_owned(),
        json!({ "id": SKELETON_ID, "version": SKELETON_VERSION }),
    );
    spec
}

fn list_presets(format: ListFormat, out: &Output) -> anyhow::Result<Outcome> {
    match format {
        ListFormat::Json => {
            let items: Vec<serde_json::Value> = PRESETS.iter().map(Preset::summary).collect();
            out.data(&format!("{}\n", serde_json::to_string_pretty(&items)?))?;
        }
        ListFormat::Human => {
            let rows: Vec<[String; 5]> = PRESETS
                .iter()
                .map(|preset| {
                    let summary = preset.summary();
                    ["id", "name", "category", "complexity", "description"].map(|key| {
                        summary[key]
                            .as_str()
                            .map_or_else(|| summary[key].to_string(), str::to_owned)
                    })
                })
                .collect();
            let header = ["ID", "NAME", "CATEGORY", "COMPLEXITY", "DESCRIPTION"].map(str::to_owned);
            let widths: Vec<usize> = (0..4)
                .map(|i| {
                    rows.iter()
                        .chain([&header])
                        .map(|row| row[i].chars().count())
                        .max()
                        .unwrap_or(0)
                })
                .collect();
            let mut text = String::new();
            for row in std::iter::once(&header).chain(&rows) {
                for (cell, width) in row.iter().zip(&widths) {
                    text.push_str(&format!("{cell:<width$}  "));
                }
                text.push_str(&row[4]);
                text.push('\n');
            }
            out.data(&text)?;
        }
    }
    Ok(Outcome::Success)
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;
    use crate::args::{Cli, Command};

    fn parse(args: &[&str]) -> Result<AddArgs, clap::Error> {
        let cli = Cli::try_parse_from(std::iter::once("uispec").chain(args.iter().copied()))?;
        match cli.command {
            Command::Add(args) => Ok(args),
            _ => panic!("not add"),
        }
    }

    #[test]
    fn names_or_list_presets_are_required() {
        assert!(parse(&["add"]).is_err());
        assert_eq!(
            parse(&["add", "button", "Dialog"]).unwrap().names,
            ["button", "Dialog"]
        );
        assert!(parse(&["add", "--list-presets"]).unwrap().list_presets);
        assert!(parse(&["add", "button", "--list-presets"]).is_err());
        assert!(parse(&["add", "button", "--format", "json"]).is_err());
    }

    #[test]
    fn skeletons_guess_their_category() {
        let spec = skeleton("icon-button", "../.uispec/component-spec.schema.json");
        assert_eq!(spec.name, "IconButton");
        assert_eq!(spec.category.as_deref(), Some("actions"));
        assert!(
            spec.to_json()
                .contains("\"x-preset\": {\n    \"id\": \"skeleton\"")
        );
    }
}
