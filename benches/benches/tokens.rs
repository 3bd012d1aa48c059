//! The DTCG token engine: whole-tree load (parse, `$extends`, aliases, cycles, types, values)
//! on synthetic trees (`uispec-corpus`).
//!
//! - `linear`: 1k → 100k tokens of one shape (two thirds aliases in chains of 3, 10%
//!   composites); the time per token should stay flat.
//! - `style_dictionary_shapes`: Style Dictionary's own performance-test shapes, for the side-by-
//!   side comparison in `benches/style-dictionary/compare.sh`.
//!
//! `cargo bench -p uispec-benches --bench tokens`

use divan::Bencher;
use divan::counter::ItemsCount;
use uispec_core::tokens::parse_token_files;
use uispec_core::{Diagnostics, SourceFile};
use uispec_corpus::{TokenShape, tokens};

/// The allocator of the `uispec` binary, so the figures are what its users get.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    divan::main();
}

/// Loads a tree. It is returned so that divan drops it outside the timing, as a garbage
/// collector would for Style Dictionary.
fn load(text: &str) -> uispec_core::tokens::TokenSet {
    let file = SourceFile::new("tokens.json", text);
    let mut diags = Diagnostics::new();
    let set = parse_token_files(&mut diags, &[file]);
    assert!(diags.is_empty(), "the generated tree is valid");
    set
}

#[divan::bench(args = [1_000, 10_000, 100_000], sample_count = 10)]
fn linear(bencher: Bencher, count: usize) {
    let text = tokens(
        TokenShape {
            count,
            aliases: count * 2 / 3,
            depth: 3,
            composite_percent: 10,
        },
        1,
    );
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
