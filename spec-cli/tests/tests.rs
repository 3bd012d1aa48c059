//! The `uispec` binary's integration tests: one test binary (it links uispec-core and the
//! binary's dependencies once instead of once per file) with a module per area, the way
//! ripgrep's `tests/tests.rs` is laid out. Each module drives the real binary. They need only
//! Rust; the tests that drive external clients are the `clients` binary (`clients.rs`).

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

mod common;

mod baseline;
mod cli;
mod css;
mod diff;
mod docs;
mod figma;
mod hardening;
mod infer;
mod lsp;
mod mcp;
mod test_cmd;
mod validate;
mod watch;
mod writes;
