//! Writes `n` preset-sized specs for the spec-reading benchmark (`benches/specs/compare.sh`):
//! the ten built-in presets in turn, each renamed (`Button17`) so every spec is its own
//! component, beside the starter token file they reference and a `uispec.toml`. About 5.9 KB
//! per spec, 5.9 MB for 1,000.
//!
//! `cargo run --release -p uispec-benches --example write_preset_specs -- <dir> [n]`

use std::fs;
use std::path::PathBuf;

use uispec_core::presets::{PRESETS, STARTER_TOKENS};

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = PathBuf::from(args.first().map_or("preset-specs", String::as_str));
    let count: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    fs::create_dir_all(dir.join("specs"))?;
    fs::create_dir_all(dir.join("tokens"))?;
    fs::write(dir.join("uispec.toml"), "")?;
    fs::write(dir.join("tokens/starter.tokens.json"), STARTER_TOKENS)?;
    let mut bytes = 0;
    for i in 0..count {
        let preset = &PRESETS[i % PRESETS.len()];
        let mut spec: serde_json::Value =
            serde_json::from_str(preset.json).expect("presets are JSON");
        let name = format!("{}{i}", spec["name"].as_str().expect("presets have a name"));
        spec["name"] = name.clone().into();
        let text = serde_json::to_string_pretty(&spec).expect("a value serialises") + "\n";
        bytes += text.len();
        fs::write(dir.join("specs").join(format!("{name}.json")), text)?;
    }
    println!("{} ({count} specs, {bytes} bytes)", dir.display());
    Ok(())
}
