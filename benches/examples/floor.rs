//! The floor of `uispec validate`: a minimal program that reads every file of a project and
//! parses it with the parsers uispec uses — its own strict JSON reader for specs and tokens, syn for
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
                use uispec_core::reader::json::{Vocabulary, parse};
                let file = uispec_core::SourceFile::new(path.display().to_string(), text);
                let in_specs = path.components().any(|c| c.as_os_str() == "specs");
                let vocabulary = if in_specs {
                    Vocabulary::Specs
                } else {
                    Vocabulary::Tokens
                };
                parse(&mut uispec_core::Diagnostics::new(), &file, vocabulary).is_some()
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
