//! The floor of `uispec validate`: a minimal program that reads every file of a project and
//! parses it with the parsers uispec uses — jsonc-parser (strict) for specs and tokens, syn for
//! Rust — and checks nothing. With `--serde`, JSON goes through serde_json instead (the usual
//! Rust baseline, for context). `benches/design-system/compare.sh` sets uispec against it.
//!
//! `cargo run --release -p uispec-benches --example floor -- <project> [--serde]`

use std::fs;
use std::path::Path;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = Path::new(args.first().map_or(".", String::as_str));
    let serde = args.iter().any(|a| a == "--serde");
    let mut parsed = 0usize;
    for dir in ["specs", "tokens", "src"] {
        walk(&root.join(dir), &mut |path, text| {
            let ok = if path.extension().is_some_and(|e| e == "rs") {
                syn::parse_file(text).is_ok()
            } else if serde {
                serde_json::from_str::<serde_json::Value>(text).is_ok()
            } else {
                jsonc_parser::parse_to_ast(text, &Default::default(), &Default::default()).is_ok()
            };
            parsed += usize::from(ok);
        });
    }
    println!("{parsed} files parsed");
}

fn walk(dir: &Path, f: &mut impl FnMut(&Path, &str)) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, f);
        } else if let Ok(text) = fs::read_to_string(&path) {
            f(&path, &text);
        }
    }
}
