//! Writes a generated spec corpus to disk, for whole-process measurements:
//! `cargo run --release -p uispec-corpus --example write_specs -- <dir> [count] [seed]`.

use std::path::PathBuf;

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(
        args.next()
            .unwrap_or_else(|| "target/corpus/specs".to_owned()),
    );
    let count = args.next().and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let seed = args.next().and_then(|n| n.parse().ok()).unwrap_or(42);
    std::fs::create_dir_all(&dir)?;
    for (index, text) in uispec_corpus::specs(count, seed).into_iter().enumerate() {
        std::fs::write(dir.join(format!("spec-{index:05}.json")), text)?;
    }
    println!("wrote {count} specs to {}", dir.display());
    Ok(())
}
