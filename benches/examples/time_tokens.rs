//! Loads a token file with uispec's engine several times and prints the fastest load in
//! milliseconds, as JSON — the in-process figure that `benches/style-dictionary/compare.sh`
//! sets against Style Dictionary's. `cargo run --release -p uispec-benches --example
//! time_tokens -- <file> [runs]`.

use std::time::Instant;

use uispec_core::tokens::parse_token_files;
use uispec_core::{Diagnostics, SourceFile};

/// The allocator of the `uispec` binary.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = args.first().map_or("tokens.json", String::as_str);
    let runs: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(10);
    let text = std::fs::read_to_string(path)?;
    let mut best = f64::MAX;
    let mut tokens = 0;
    for _ in 0..runs {
        let file = SourceFile::new(path, text.clone());
        let started = Instant::now();
        let mut diags = Diagnostics::new();
        let set = parse_token_files(&mut diags, &[file]);
        best = best.min(started.elapsed().as_secs_f64() * 1e3);
        tokens = set.token_count();
        assert!(!diags.has_errors(), "{path} has errors");
    }
    println!("{{\"tokens\": {tokens}, \"ms\": {best:.3}}}");
    Ok(())
}
