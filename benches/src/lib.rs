//! Benchmarks of uispec live in `benches/`; run them with `cargo bench -p uispec-benches`.
//! This library is empty: the package exists so benchmark dependencies stay out of the
//! published crates.
