//! Writes a synthetic design system for the whole-project benchmark
//! (`benches/design-system/compare.sh`): `n` Leptos component files (`uispec-corpus`'s
//! generator), a DTCG token file of `tokens` tokens (two thirds aliases, composites), and one
//! spec per component that matches it — inferred from the code by uispec itself, then given
//! descriptions, accessibility and a token mapping (text that contrasts with its background) —
//! so that `uispec validate --level strict` does all its work and finds nothing.
//!
//! `cargo run --release -p uispec-benches --example write_design_system -- <dir> [n] [tokens]`

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use uispec_core::code::{Options, extract, infer};
use uispec_core::color::{Rgba, contrast};
use uispec_core::naming::to_kebab;
use uispec_core::{Diagnostics, SourceFile};
use uispec_corpus::TokenShape;
use uispec_corpus::components::{Idiom, component_crate};

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = PathBuf::from(args.first().map_or("design-system", String::as_str));
    let count: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let token_count: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(30_000);
    write(&dir, count, token_count)?;
    println!("{}", dir.display());
    Ok(())
}

fn write(dir: &Path, count: usize, token_count: usize) -> std::io::Result<()> {
    fs::create_dir_all(dir.join("specs"))?;
    fs::create_dir_all(dir.join("tokens"))?;
    fs::create_dir_all(dir.join("src"))?;
    fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"synthetic-design-system\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\nleptos = \"0.8\"\n\n[workspace]\n",
    )?;
    fs::write(dir.join("uispec.toml"), "components = [\"src\"]\n")?;

    let files = component_crate(Idiom::Leptos, count, 7);
    let mut lib = String::from("pub mod types;\n");
    for (path, text) in &files {
        fs::write(dir.join(path), text)?;
        if let Some(module) = path
            .strip_prefix("src/c")
            .and_then(|p| p.strip_suffix(".rs"))
        {
            lib.push_str(&format!("pub mod c{module};\n"));
        }
    }
    fs::write(dir.join("src/lib.rs"), lib)?;

    let shape = TokenShape {
        count: token_count,
        aliases: token_count * 2 / 3,
        depth: 3,
        composite_percent: 10,
    };
    let tokens = uispec_corpus::tokens(shape, 11);
    fs::write(dir.join("tokens/tokens.tokens.json"), &tokens)?;
    let (colors, dimensions) = token_paths(&serde_json::from_str(&tokens).unwrap_or_default());
    // Each colour as it resolves, to pick text that contrasts with its background.
    let set = uispec_core::tokens::parse_token_files(
        &mut Diagnostics::new(),
        &[SourceFile::new("tokens/tokens.tokens.json", tokens.clone())],
    );
    let resolved: Vec<Option<Rgba>> = colors
        .iter()
        .map(|path| {
            let segments: Vec<&str> = path.split('.').collect();
            let id = set.lookup(&segments).ok()?;
            Rgba::from_value(&set.concrete_value(id)?).filter(|c| c.is_opaque())
        })
        .collect();

    let sources: Vec<_> = files
        .iter()
        .map(|(path, text)| SourceFile::new(path.clone(), text.clone()))
        .collect();
    let mut diags = Diagnostics::new();
    let components = extract(&mut diags, &sources, &Options::default());
    for (i, component) in components.iter().enumerate() {
        let mut spec = infer::to_spec(&mut diags, component, component.location.file.path());
        spec.schema = Some("../.uispec/component-spec.schema.json".to_owned());
        for prop in &mut spec.props {
            prop.description
                .get_or_insert_with(|| format!("The {} prop.", prop.name));
        }
        for variant in &mut spec.variants {
            variant
                .description
                .get_or_insert_with(|| "Size.".to_owned());
        }
        for slot in &mut spec.slots {
            slot.description
                .get_or_insert_with(|| "Content.".to_owned());
        }
        for event in &mut spec.events {
            event
                .description
                .get_or_insert_with(|| "Activation.".to_owned());
        }
        let mut value = serde_json::to_value(&spec).unwrap_or_default();
        value["accessibility"] = json!({
            "role": "button",
            "keyboardInteractions": [{"key": "Enter", "description": "Activates it."}, {"key": "Space", "description": "Activates it."}]
        });
        let mut mapping = serde_json::Map::new();
        // A background, a text colour that holds 4.5:1 on it (`contrast-text` finds nothing, as
        // a maintained design system's would), a border.
        let passing = |background: usize| {
            (1..colors.len())
                .map(|k| (background + k) % colors.len())
                .find(|&k| match (resolved[k], resolved[background]) {
                    (Some(fg), Some(bg)) => contrast(fg, bg) >= 4.5,
                    _ => false,
                })
        };
        let (background, text) = (0..colors.len())
            .map(|k| (i * 7 + k) % colors.len())
            .find_map(|k| Some((k, passing(k)?)))
            .unwrap_or((0, 1 % colors.len()));
        let border = (i * 7 + 2) % colors.len();
        for (property, k) in [
            ("background", background),
            ("color", text),
            ("border-color", border),
        ] {
            mapping.insert(
                format!("root.{property}"),
                json!(format!("{{{}}}", colors[k])),
            );
        }
        // A focus ring in the text's colour: it holds 3:1 on the background as the text holds
        // 4.5:1 (`focus-indicator-missing` and `contrast-non-text` find nothing).
        mapping.insert(
            "root.outlineColor:focusVisible".to_owned(),
            json!(format!("{{{}}}", colors[text])),
        );
        for (n, property) in ["padding", "gap", "radius"].iter().enumerate() {
            mapping.insert(
                format!("root.{property}"),
                json!(format!(
                    "{{{}}}",
                    dimensions[(i * 5 + n) % dimensions.len()]
                )),
            );
        }
        value["tokenMapping"] = Value::Object(mapping);
        let text = serde_json::to_string_pretty(&value).unwrap_or_default() + "\n";
        fs::write(
            dir.join(format!("specs/{}.json", to_kebab(&component.name))),
            text,
        )?;
    }
    Ok(())
}

/// Paths of the colour and dimension tokens of a generated tree.
fn token_paths(tree: &Value) -> (Vec<String>, Vec<String>) {
    let (mut colors, mut dimensions) = (Vec::new(), Vec::new());
    let mut stack = vec![(String::new(), tree)];
    while let Some((path, node)) = stack.pop() {
        let Some(object) = node.as_object() else {
            continue;
        };
        match object.get("$type").and_then(Value::as_str) {
            Some("color") if object.contains_key("$value") => colors.push(path),
            Some("dimension") if object.contains_key("$value") => dimensions.push(path),
            _ => {
                for (key, child) in object {
                    if !key.starts_with('$') {
                        let child_path = if path.is_empty() {
                            key.clone()
                        } else {
                            format!("{path}.{key}")
                        };
                        stack.push((child_path, child));
                    }
                }
            }
        }
    }
    colors.sort();
    dimensions.sort();
    (colors, dimensions)
}
