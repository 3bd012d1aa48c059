//! `uispec-build`: fail `cargo build` when a component spec, the design tokens and the
//! component code disagree.
//!
//! A Rust UI crate (Leptos, Dioxus, Yew) adds this crate as a build-dependency and calls it
//! from `build.rs`. It validates the crate's specs, tokens and components with
//! [`uispec_core`], reports each finding as a rustc-style `cargo::error=` / `cargo::warning=`
//! block pointing at `specs/button.json:12:15`, and emits `cargo::rerun-if-changed` for exactly
//! the files it read, so a no-op rebuild costs nothing.
//!
//! This release only establishes the crate; the validation API (`uispec_build::validate()` and
//! a prost-build-style `Config` builder) arrives with uispec's `validate` engine. Until then,
//! `uispec validate` on the command line is the way to check a project.
//!
//! The crate is compiled into every user's build, so its dependencies are kept to
//! `uispec-core` without optional features.
