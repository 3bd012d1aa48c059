//! `uispec-macros`: `#[component_spec("specs/button.json")]` turns a component spec into
//! types.
//!
//! The attribute reads the spec at compile time and generates the variant enums
//! (`ButtonVariant`, `ButtonSize`) and a typed props struct, and reports a component whose
//! signature drifts from its spec as a compile error at the offending parameter. The crate is a
//! thin shell: the generation logic lives in `uispec-core` behind its `codegen` feature, where
//! it is tested like any library (the sqlx-macros / sqlx-macros-core split).
//!
//! This release only establishes the crate; the attribute arrives in a later release.
