//! The floor of `uispec validate`: a minimal program that reads every file of a project and
//! parses it with the parsers uispec uses — its own strict JSON reader for specs and tokens, syn for
//! Rust — and checks nothing. With `--serde`, JSON goes through serde_json instead (the usual
//! Rust baseline, for context). With `--threads N`, the files are read and parsed on N threads
//! (the calling one included) taking files from a shared counter, as `uispec validate` reads
//! specs; the default is one. `benches/design-system/compare.sh` and `benches/specs/compare.sh`
//! set uispec against it.
//!
//! `cargo run --release -p uispec-benches --example floor -- <project> [--serde] [--threads N]`

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = Path::new(args.first().map_or(".", String::as_str));
    let serde = args.iter().any(|a| a == "--serde");
    let threads = args
        .iter()
        .position(|a| a == "--threads")
        .and_then(|i| args.get(i + 1)?.parse::<usize>().ok())
        .unwrap_or(1)
        .max(1);
    let mut files = Vec::new();
    for dir in ["specs", "tokens", "src"] {
        walk(&root.join(dir), &mut files);
    }
    let next = AtomicUsize::new(0);
    let parsed = AtomicUsize::new(0);
    let work = || {
        while let Some(path) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
            if let Ok(text) = fs::read_to_string(path) {
                parsed.fetch_add(usize::from(parse(path, text, serde)), Ordering::Relaxed);
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(work);
        }
        work();
    });
    println!("{} files parsed", parsed.into_inner());
}

/// Parses one file as uispec would (or with serde_json for JSON); whether it parsed.
fn parse(path: &Path, text: String, serde: bool) -> bool {
    if path.extension().is_some_and(|e| e == "rs") {
        return syn::parse_file(&text).is_ok();
    }
    if serde {
        return serde_json::from_str::<serde_json::Value>(&text).is_ok();
    }
    use uispec_core::reader::json::{Vocabulary, parse};
    let in_specs = path.components().any(|c| c.as_os_str() == "specs");
    let vocabulary = if in_specs {
        Vocabulary::Specs
    } else {
        Vocabulary::Tokens
    };
    let file = uispec_core::SourceFile::new(path.display().to_string(), text);
    parse(&mut uispec_core::Diagnostics::new(), &file, vocabulary).is_some()
}

/// Every file under `dir`, in directory order.
fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, files);
        } else {
            files.push(path);
        }
    }
}
