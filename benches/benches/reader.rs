//! The typed spec reader against `jsonschema` validation, over 1,000 generated specs
//! (`uispec-corpus`, about 3 KB each). Throughput is reported in specs per second.
//!
//! `cargo bench -p uispec-benches --bench reader`

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use uispec_core::schema::ExtraSchema;
use uispec_core::{Diagnostics, SourceFile, read_spec};

const SPECS: usize = 1_000;

fn main() {
    divan::main();
}

fn corpus() -> Vec<String> {
    uispec_corpus::specs(SPECS, 42)
}

/// Text → model with a span for every value, as `validate` and `build.rs` do it.
#[divan::bench]
fn typed_reader(bencher: Bencher) {
    let files: Vec<_> = corpus()
        .into_iter()
        .enumerate()
        .map(|(i, text)| SourceFile::new(format!("specs/{i}.json"), text))
        .collect();
    bencher.counter(ItemsCount::new(SPECS)).bench(|| {
        for file in &files {
            let mut diags = Diagnostics::new();
            let doc = read_spec(&mut diags, black_box(file));
            assert!(doc.is_some_and(|d| d.errors == 0));
        }
    });
}

/// Text → `serde_json::Value` → JSON Schema validation, the baseline a schema-only tool pays.
#[divan::bench]
fn jsonschema_parse_and_validate(bencher: Bencher) {
    let texts = corpus();
    let schema = ExtraSchema::builtin().expect("the built-in schema compiles");
    bencher.counter(ItemsCount::new(SPECS)).bench(|| {
        for text in &texts {
            let value: serde_json::Value =
                serde_json::from_str(black_box(text)).expect("generated JSON");
            assert!(schema.is_valid(&value));
        }
    });
}

/// Validation alone, on values parsed beforehand.
#[divan::bench]
fn jsonschema_validate_only(bencher: Bencher) {
    let values: Vec<serde_json::Value> = corpus()
        .iter()
        .map(|t| serde_json::from_str(t).expect("generated JSON"))
        .collect();
    let schema = ExtraSchema::builtin().expect("the built-in schema compiles");
    bencher.counter(ItemsCount::new(SPECS)).bench(|| {
        for value in &values {
            assert!(schema.is_valid(black_box(value)));
        }
    });
}
