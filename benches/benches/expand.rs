//! What `#[component_spec]` does per spec, outside rustc: read the spec, generate its items
//! (enums, props struct, metadata) and parse them into a token stream — over the ten presets.
//! Target (issue 7): under 1 ms per spec. Throughput is in specs per second.
//!
//! `cargo bench -p uispec-benches --bench expand`

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use uispec_core::codegen::{Options, items};
use uispec_core::presets::PRESETS;
use uispec_core::{Diagnostics, SourceFile, read_spec};

fn main() {
    divan::main();
}

/// Read, generate and tokenize every preset, as the macro does for each annotated struct.
#[divan::bench]
fn expand_presets(bencher: Bencher) {
    bencher.counter(ItemsCount::new(PRESETS.len())).bench(|| {
        for preset in PRESETS {
            let file = SourceFile::new(format!("specs/{}.json", preset.id), preset.json);
            let mut diags = Diagnostics::new();
            let spec = read_spec(&mut diags, &file).map(|doc| doc.spec);
            let Some(spec) = spec else { continue };
            let options = Options {
                props: Some(format!("{}Props", spec.name)),
                ..Options::default()
            };
            let text = items(&spec, &options).unwrap_or_default();
            let tokens: Result<proc_macro2::TokenStream, _> = text.parse();
            black_box(tokens.is_ok());
        }
    });
}
