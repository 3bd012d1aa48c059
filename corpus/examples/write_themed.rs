//! Writes a themed token project read through a resolver (`uispec_corpus::themed_project`),
//! for whole-process measurements of permutations: `cargo run --release -p uispec-corpus
//! --example write_themed -- <dir> <tokens> [contexts per modifier…] [--as-sets]`. Two modifiers
//! of 4 and 3 contexts give 12 permutations; `--as-sets` gives the same files as one.

use uispec_corpus::themed_project;

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let as_sets = args.iter().any(|a| a == "--as-sets");
    let numbers: Vec<usize> = args.iter().skip(1).filter_map(|a| a.parse().ok()).collect();
    let dir = std::path::PathBuf::from(args.first().map_or("target/corpus/themed", String::as_str));
    let count = numbers.first().copied().unwrap_or(1_500);
    let contexts = if numbers.len() > 1 {
        numbers[1..].to_vec()
    } else {
        vec![4, 3]
    };
    for (path, text) in themed_project(count, &contexts, as_sets) {
        let path = dir.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, text)?;
    }
    std::fs::create_dir_all(dir.join("specs"))?;
    println!(
        "wrote {count} tokens, contexts {contexts:?}{} to {}",
        if as_sets { " as sets" } else { "" },
        dir.display()
    );
    Ok(())
}
