//! The tests that drive the `uispec` binary with external clients: the official Python MCP
//! SDK, pytest-lsp, Neovim, and headless Chromium with axe-core (the docs site, the contrast
//! verdicts against axe's, and `uispec test`). `scripts/install-test-clients`
//! installs them. The binary is left out of a plain `cargo test` (`test = false` in
//! Cargo.toml), so the everyday loop needs only Rust; run it with
//! `cargo test --workspace --test clients` (the README's test command and `.ci/run` do).

#![allow(clippy::unwrap_used)] // Helpers outside `#[test]` fns unwrap too.

mod common;

mod contrast_browser;
mod diff_git;
mod docs_browser;
mod lsp_clients;
mod mcp_sdk;
mod real_libraries;
mod tailwind_browser;
mod test_browser;
