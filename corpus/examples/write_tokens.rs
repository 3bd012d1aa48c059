//! Writes a synthetic DTCG token file, for whole-process measurements and the Style Dictionary
//! comparison: `cargo run --release -p uispec-corpus --example write_tokens -- <file> <count>
//! <aliases> <depth> [composite-percent]`.

use uispec_corpus::{TokenShape, tokens};

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: usize| args.get(i).and_then(|n| n.parse().ok()).unwrap_or(default);
    let file = args
        .first()
        .cloned()
        .unwrap_or_else(|| "target/corpus/tokens.json".to_owned());
    let shape = TokenShape {
        count: number(1, 9_000),
        aliases: number(2, 6_000),
        depth: number(3, 3),
        composite_percent: number(4, 0),
    };
    if let Some(dir) = std::path::Path::new(&file).parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(&file, tokens(shape, 1))?;
    println!("wrote {} tokens to {file}", shape.count);
    Ok(())
}
