//! Figma → component specs, without the network: links ([`url`]), the REST responses the
//! importer reads ([`api`]), the mapping to a spec ([`import`]) and the design drift check
//! ([`drift`]). The HTTP client is the CLI's (`uispec design-tool:import`,
//! `uispec validate --design`); everything here is a function of a response body, so tests
//! and `--from-file` imports need no server.
//!
//! Behind the `figma` feature: build scripts and the proc-macro never compile it.

pub mod api;
pub mod drift;
pub mod import;
pub mod url;
