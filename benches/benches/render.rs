//! The human renderer at scale: 1,000 findings spread over a ~400 KB token file, rendered as
//! `validate` prints them, against loading that file (the bar: rendering 1,000
//! findings costs no more than loading the files they are about).
//!
//! `cargo bench -p uispec-benches --bench render`

use divan::Bencher;
use uispec_core::render::human::{Style, render_all};
use uispec_core::rules::RuleId;
use uispec_core::tokens::parse_token_files;
use uispec_core::{Diagnostic, Diagnostics, Location, SourceFile};
use uispec_corpus::{TokenShape, tokens};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

fn token_file() -> String {
    tokens(
        TokenShape {
            count: 3_000,
            aliases: 2_000,
            depth: 3,
            composite_percent: 10,
        },
        7,
    )
}

/// 1,000 findings, each at a `$value` of the file, half with a related location further on.
/// The rule is one the human output never folds (conformance findings past the first few of a
/// file are counted in one line, which would leave almost nothing to render).
fn findings(file: &std::sync::Arc<SourceFile>) -> Vec<Diagnostic> {
    let values: Vec<usize> = file
        .text()
        .match_indices("\"$value\"")
        .map(|(at, _)| at)
        .collect();
    let step = (values.len() / 1_000).max(1);
    values
        .iter()
        .step_by(step)
        .take(1_000)
        .enumerate()
        .map(|(i, &at)| {
            let finding = Diagnostic::new(
                RuleId::TOKEN_REFERENCE,
                Location::new(file, at..at + 8),
                "a reference to a token that does not exist",
            )
            .with_label("here")
            .with_help("did you mean `color.base.blue`?");
            match values.get(i * step + step / 2 + 1) {
                Some(&other) if i % 2 == 0 => {
                    finding.with_related(Location::new(file, other..other + 8), "and here")
                }
                _ => finding,
            }
        })
        .collect()
}

#[divan::bench]
fn render_1000_findings(bencher: Bencher) {
    let file = SourceFile::new("tokens/tokens.json", token_file());
    let findings = findings(&file);
    assert_eq!(findings.len(), 1_000);
    bencher.bench(|| render_all(divan::black_box(&findings), Style::Plain));
}

#[divan::bench]
fn load_the_file(bencher: Bencher) {
    let text = token_file();
    bencher.bench(|| {
        let file = SourceFile::new("tokens/tokens.json", text.clone());
        let mut diags = Diagnostics::new();
        parse_token_files(&mut diags, &[file])
    });
}
