//! The human renderer at scale: 1,000 findings spread over a ~400 KB token file, rendered as
//! `validate` prints them, against loading that file (the bar: rendering 1,000
//! findings costs no more than loading the files they are about).
//!
//! `cargo bench -p uispec-benches --bench render`

use divan::Bencher;
use uispec_core::formats::human::{Style, render_all};
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

/// A spec of about 2 MB with 4,000 findings, each on a member of its one object: written on
/// one line (`one_line`), or pretty-printed, one member a line (`pretty`). Issue 51: the one-line
/// form took 129 s against 0.06 s (every finding counted its column over the whole line, and
/// handed the whole line to the snippet renderer); the bar is 2× the pretty-printed time.
fn spread_findings(pretty: bool) -> Vec<Diagnostic> {
    let separator = if pretty { ",\n  " } else { ", " };
    let members: Vec<String> = (0..4_000)
        .map(|i| format!("\"padding{i}\": \"{}\"", "x".repeat(480)))
        .collect();
    let text = format!("{{{}}}\n", members.join(separator));
    let file = SourceFile::new("specs/wide.json", text);
    file.text()
        .match_indices("\"padding")
        .map(|(at, _)| {
            Diagnostic::new(
                RuleId::SPEC_SCHEMA,
                Location::new(&file, at..at + 12),
                "unknown key in the spec",
            )
            .with_label("unknown key")
        })
        .collect()
}

#[divan::bench(args = [false, true])]
fn render_4000_findings_pretty(bencher: Bencher, pretty: bool) {
    let findings = spread_findings(pretty);
    assert_eq!(findings.len(), 4_000);
    bencher.bench(|| render_all(divan::black_box(&findings), Style::Plain));
}
