//! The revalidation work of `uispec validate --watch` after a one-file change, measured in
//! process (the work after the debounced event, not the debounce): a session is
//! loaded once, then for a spec, the token file and a component file in turn the file is
//! rewritten and `Session::update` + `Session::report` timed. Prints the median of `runs` per
//! kind as JSON. `cargo run --release -p uispec-benches --example time_watch -- <project> [runs]
//! [kind]` on a project written by `write_design_system`; `kind` (`spec`, `tokens` or `code`)
//! times that kind alone, for a profiler.

use std::path::{Path, PathBuf};
use std::time::Instant;

use uispec_core::levels::{Level, RuleConfig};
use uispec_core::validate::{Inputs, Session};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = PathBuf::from(args.first().map_or("design-system", String::as_str));
    let runs: usize = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(15);
    let only = args.get(2).map(String::as_str);
    let inputs = Inputs {
        root: root.clone(),
        specs: vec![PathBuf::from("specs")],
        tokens: vec![PathBuf::from("tokens")],
        tokens_configured: true,
        components: vec![PathBuf::from("src")],
        rules: RuleConfig::new(Level::Strict),
        whole_project: true,
        ..Inputs::default()
    };
    let mut session = Session::new(inputs);
    // The middle component of however many the project has (500 of the usual 1,000).
    let middle = std::fs::read_dir(root.join("specs"))?.count() / 2;
    let mut figures = Vec::new();
    for (kind, file) in [
        ("spec", root.join(format!("specs/widget-{middle}.json"))),
        ("tokens", root.join("tokens/tokens.tokens.json")),
        ("code", root.join(format!("src/c{middle}.rs"))),
    ] {
        if only.is_some_and(|only| only != kind) {
            continue;
        }
        figures.push(format!(
            "\"{kind}_ms\": {:.2}",
            median(&mut session, &file, runs)?
        ));
    }
    println!("{{{}}}", figures.join(", "));
    std::mem::forget(session);
    Ok(())
}

/// Median time of update + report after rewriting `file` with its own content.
fn median(session: &mut Session, file: &Path, runs: usize) -> std::io::Result<f64> {
    let text = std::fs::read(file)?;
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        std::fs::write(file, &text)?;
        let started = Instant::now();
        session.update(&[file.to_path_buf()]);
        let report = session.report();
        times.push(started.elapsed().as_secs_f64() * 1e3);
        assert!(!report.diagnostics.has_errors(), "the project has errors");
    }
    times.sort_by(f64::total_cmp);
    Ok(times[times.len() / 2])
}
