//! The DTCG token engine: whole-tree load (parse, `$extends`, aliases, cycles, types, values)
//! on synthetic trees (`uispec-corpus`).
//!
//! - `linear`: 1k → 100k tokens of one shape (two thirds aliases in chains of 3, 10%
//!   composites); the time per token should stay flat.
//! - `missing_references`: 100k tokens, with none or 53 of the aliases pointing at names that
//!   do not exist (half of them typos of real names, half unrelated), each reported with the
//!   nearest existing name. The target: the broken tree within 2× the clean one.
//! - `style_dictionary_shapes`: Style Dictionary's own performance-test shapes, for the side-by-
//!   side comparison in `benches/style-dictionary/compare.sh`.
//! - `resolver_permutations`: a themed project read through its resolver
//!   (`uispec_corpus::themed_project`): two modifiers of 4 and 3 contexts (12 permutations)
//!   against the same files as one permutation, at 1,500 and 9,000 tokens. The target:
//!   12 permutations within 2× one (whole-process figures: `benches/tokens/resolver.sh`).
//!
//! `cargo bench -p uispec-benches --bench tokens`

use divan::Bencher;
use divan::counter::ItemsCount;
use uispec_core::tokens::{TokenOptions, Tokens, load_tokens, parse_token_files};
use uispec_core::{Diagnostics, SourceFile};
use uispec_corpus::{TokenShape, themed_project, tokens};

/// The allocator of the `uispec` binary, so the figures are what its users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

/// Loads a tree. It is returned so that divan drops it outside the timing, as a garbage
/// collector would for Style Dictionary.
fn load(text: &str) -> uispec_core::tokens::TokenSet {
    let (set, diags) = load_with_findings(text);
    assert!(diags.is_empty(), "the generated tree is valid");
    set
}

fn load_with_findings(text: &str) -> (uispec_core::tokens::TokenSet, Diagnostics) {
    let file = SourceFile::new("tokens.json", text);
    let mut diags = Diagnostics::new();
    let set = parse_token_files(&mut diags, &[file]);
    (set, diags)
}

/// The `linear` shape: two thirds aliases in chains of 3, 10% composites.
fn linear_tree(count: usize) -> String {
    tokens(
        TokenShape {
            count,
            aliases: count * 2 / 3,
            depth: 3,
            composite_percent: 10,
        },
        1,
    )
}

#[divan::bench(args = [1_000, 10_000, 100_000], sample_count = 10)]
fn linear(bencher: Bencher, count: usize) {
    let text = linear_tree(count);
    bencher
        .counter(ItemsCount::new(count))
        .bench(|| load(&text));
}

#[divan::bench(args = [(9_000, 6_000, 3), (30_000, 29_700, 100)], sample_count = 10)]
fn style_dictionary_shapes(bencher: Bencher, (count, aliases, depth): (usize, usize, usize)) {
    let text = tokens(TokenShape::style_dictionary(count, aliases, depth), 1);
    bencher
        .counter(ItemsCount::new(count))
        .bench(|| load(&text));
}

#[divan::bench(args = [0, 53], sample_count = 10)]
fn missing_references(bencher: Bencher, missing: usize) {
    let count = 100_000;
    let text = break_references(&linear_tree(count), missing);
    let (_, diags) = load_with_findings(&text);
    assert_eq!(
        diags.as_slice().len(),
        missing,
        "one finding per broken reference"
    );
    bencher
        .counter(ItemsCount::new(count))
        .bench(|| load_with_findings(&text));
}

/// `text` with `missing` of its aliases, spread evenly, pointing nowhere: even ones at a typo
/// of their target (`t1742` → `tt1742`), odd ones at an unrelated name.
fn break_references(text: &str, missing: usize) -> String {
    let aliases: Vec<usize> = text
        .match_indices("\": \"{")
        .map(|(at, _)| at + 5)
        .collect();
    let step = aliases.len() / missing.max(1);
    let mut out = text.to_owned();
    for (n, &at) in aliases
        .iter()
        .step_by(step.max(1))
        .take(missing)
        .enumerate()
        .rev()
    {
        let end = at + out[at..].find('}').expect("an alias ends");
        let replacement = if n % 2 == 0 {
            out[at..end].replacen(".t", ".tt", 1)
        } else {
            format!("brand.unknown{n}.token")
        };
        out.replace_range(at..end, &replacement);
    }
    out
}

/// `(tokens, permutations)`: 12 is two modifiers of 4 and 3 contexts, 1 the same files as sets.
#[divan::bench(args = [(1_500, 1), (1_500, 12), (9_000, 1), (9_000, 12)], sample_count = 10)]
fn resolver_permutations(bencher: Bencher, (count, permutations): (usize, usize)) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (path, text) in themed_project(count, &[4, 3], permutations == 1) {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("a parent")).expect("a directory");
        std::fs::write(path, text).expect("the file is written");
    }
    let load = || -> Tokens {
        let mut diags = Diagnostics::new();
        let tokens = load_tokens(
            &mut diags,
            dir.path(),
            &["tokens".into()],
            &TokenOptions::default(),
        );
        assert!(!diags.has_errors(), "the generated project is valid");
        assert_eq!(tokens.permutations.len(), permutations);
        tokens
    };
    bencher.bench(load);
}
