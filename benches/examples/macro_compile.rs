//! The compile time `#[component_spec]` adds (issue 7 target: at most 1.2× the pasted code):
//! a crate with 50 specs expanded by the macro against the same crate with the generated
//! code pasted in, both built by cargo in this run. Dependencies are built first; then each
//! crate is rebuilt `runs` times after its `lib.rs` is touched, and the median wall times and
//! their ratio are printed as JSON.
//!
//! `cargo run --release -p uispec-benches --example macro_compile -- [runs] [--optimised-macro]`

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use uispec_core::framework::Target;
use uispec_core::presets::PRESETS;
use uispec_core::spec_attribute::{Annotated, expand};
use uispec_core::{Diagnostics, SourceFile, read_spec};

/// Specs in each crate: the presets, five times over under distinct names.
const SPECS: usize = 50;

/// The Select preset types its options `SelectOption[]`: both crates define it.
const SELECT_OPTION: &str =
    "#[derive(Debug, Clone, PartialEq)]\npub struct SelectOption {\n    pub value: String,\n}\n\n";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let runs: usize = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    let dir = tempfile::tempdir()?;
    let target = dir.path().join("target");
    let macros = Path::new(env!("CARGO_MANIFEST_DIR")).join("../spec-macros");
    let (mut with_macro, mut pasted) = (String::from(SELECT_OPTION), String::from(SELECT_OPTION));
    for crate_dir in ["with-macro", "pasted"] {
        std::fs::create_dir_all(dir.path().join(crate_dir).join("specs"))?;
        std::fs::create_dir_all(dir.path().join(crate_dir).join("src"))?;
    }
    for n in 0..SPECS {
        let preset = &PRESETS[n % PRESETS.len()];
        let mut json: serde_json::Value = serde_json::from_str(preset.json)?;
        let name = format!("{}{n}", json["name"].as_str().unwrap_or("Spec"));
        json["name"] = serde_json::Value::String(name.clone());
        let text = serde_json::to_string_pretty(&json)?;
        let file_name = format!("{}-{n}.json", preset.id);
        for crate_dir in ["with-macro", "pasted"] {
            std::fs::write(
                dir.path().join(crate_dir).join("specs").join(&file_name),
                &text,
            )?;
        }
        with_macro.push_str(&format!(
            "#[uispec_macros::component_spec(\"specs/{file_name}\", framework = \"none\")]\npub struct {name};\n\n"
        ));
        let file = SourceFile::new(file_name.clone(), text);
        let mut diags = Diagnostics::new();
        let spec = read_spec(&mut diags, &file)
            .ok_or("a preset does not read")?
            .spec;
        let items = expand(
            &spec,
            Annotated::Struct(&name),
            Target::Plain,
            false,
            "pub",
            &Default::default(),
        )
        .map_err(|e| e.message)?;
        pasted.push_str(&format!(
            "pub struct {name};\n{items}\nconst _: &str = include_str!(\"../specs/{file_name}\");\n\n"
        ));
    }
    // What the README recommends, as sqlx does for its macros: the macro and uispec-core
    // optimised even in debug builds (they run on every rebuild; they compile once).
    let optimised = std::env::args().any(|a| a == "--optimised-macro");
    let profile = if optimised {
        "\n[profile.dev.build-override]\nopt-level = 3\n"
    } else {
        ""
    };
    let manifest = |name: &str, deps: &str| {
        format!(
            "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n{deps}\n[workspace]\n{profile}"
        )
    };
    std::fs::write(
        dir.path().join("with-macro/Cargo.toml"),
        manifest(
            "with-macro",
            &format!(
                "uispec-macros = {{ path = {:?} }}\n",
                macros.display().to_string()
            ),
        ),
    )?;
    std::fs::write(dir.path().join("pasted/Cargo.toml"), manifest("pasted", ""))?;
    std::fs::write(dir.path().join("with-macro/src/lib.rs"), &with_macro)?;
    std::fs::write(dir.path().join("pasted/src/lib.rs"), &pasted)?;

    let build = |crate_dir: &str| -> Result<Duration, Box<dyn std::error::Error>> {
        let lib = dir.path().join(crate_dir).join("src/lib.rs");
        let text = std::fs::read_to_string(&lib)?;
        std::fs::write(&lib, text)?; // a new mtime: cargo rebuilds the crate, not its deps
        let start = Instant::now();
        let status = Command::new(env!("CARGO"))
            .args(["build", "-q", "--offline"])
            .current_dir(dir.path().join(crate_dir))
            .env("CARGO_TARGET_DIR", &target)
            .status()?;
        if !status.success() {
            return Err(format!("`cargo build` of {crate_dir} failed").into());
        }
        Ok(start.elapsed())
    };
    build("with-macro")?; // dependencies, the macro and uispec-core included
    build("pasted")?;
    let median = |crate_dir: &str| -> Result<f64, Box<dyn std::error::Error>> {
        let mut times = (0..runs)
            .map(|_| build(crate_dir).map(|d| d.as_secs_f64()))
            .collect::<Result<Vec<_>, _>>()?;
        times.sort_by(f64::total_cmp);
        Ok(times[times.len() / 2])
    };
    let (macro_s, pasted_s) = (median("with-macro")?, median("pasted")?);
    println!(
        "{{\"specs\": {SPECS}, \"runs\": {runs}, \"optimised_macro\": {optimised}, \"with_macro_s\": {macro_s:.3}, \"pasted_s\": {pasted_s:.3}, \"ratio\": {:.2}}}",
        macro_s / pasted_s
    );
    Ok(())
}
