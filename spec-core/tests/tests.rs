//! uispec-core's integration tests: one test binary (linked once instead of once per file) with
//! a module per area, the way ripgrep's `tests/tests.rs` is laid out.

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

mod common;

mod architecture;
mod code;
mod contrast;
mod css;
mod diff;
mod dtcg_conformance;
mod dtcg_format_examples;
mod dtcg_resolver_examples;
mod errors;
mod figma;
mod markup;
mod presets;
mod properties;
mod reader;
mod roles;
mod rules;
mod schema_agreement;
mod session;
mod tokens;
