//! Reading component code: a generated 1,000-component crate per framework (`uispec-corpus`,
//! 9–15 props each, variant enums in a shared file) through `uispec_core::code::extract`,
//! which parses on up to four threads (run under `taskset -c 0` for the one-core figure).
//! Throughput in components per second; the target is ≥ 2,000/s on one core.
//!
//! `syn_parse_only` is the floor: the same files through `syn::parse_file` and nothing else,
//! so the ratio of the two shows what uispec adds to parsing.
//!
//! `cargo bench -p uispec-benches --bench code`

use divan::counter::ItemsCount;
use divan::{Bencher, black_box};
use uispec_core::code::{Options, extract};
use uispec_core::{Diagnostics, SourceFile};
use uispec_corpus::components::{Idiom, component_crate};

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const COMPONENTS: usize = 1_000;
const IDIOMS: [Idiom; 3] = [Idiom::Leptos, Idiom::Dioxus, Idiom::Yew];

fn main() {
    divan::main();
}

fn files(idiom: Idiom) -> Vec<std::sync::Arc<SourceFile>> {
    component_crate(idiom, COMPONENTS, 42)
        .into_iter()
        .map(|(path, text)| SourceFile::new(path, text))
        .collect()
}

/// Files → component models, as `spec:infer` and `validate` do it.
#[divan::bench(args = IDIOMS)]
fn extract_components(bencher: Bencher, idiom: Idiom) {
    let files = files(idiom);
    bencher.counter(ItemsCount::new(COMPONENTS)).bench(|| {
        let mut diags = Diagnostics::new();
        let components = extract(&mut diags, black_box(&files), &Options::default());
        assert_eq!(components.len(), COMPONENTS);
        assert!(diags.is_empty());
        components
    });
}

/// The floor: parsing alone.
#[divan::bench(args = IDIOMS)]
fn syn_parse_only(bencher: Bencher, idiom: Idiom) {
    let files = files(idiom);
    bencher.counter(ItemsCount::new(COMPONENTS)).bench(|| {
        files
            .iter()
            .map(|f| syn::parse_file(black_box(f.text())).map(|ast| ast.items.len()))
            .filter(Result::is_ok)
            .count()
    });
}
