//! The core of [uispec](https://uispec.dev): everything that knows what a component spec is.
//!
//! A *component spec* is one JSON file that describes one UI component — props, variants,
//! slots, anatomy, design-token mapping, states, events, dependencies, accessibility and
//! guidelines — and is the source of truth that component code and design files are checked
//! against. This crate holds the model ([`ComponentSpec`]), the reader that parses a spec file
//! while remembering where every value sits ([`read_spec`]), the loader that finds and reads a
//! project's spec files ([`loader`]), the W3C DTCG token engine ([`tokens`]), the reader of
//! Leptos / Dioxus / Yew component code ([`code`]), the checks across them ([`checks`]) with
//! their levels ([`levels`]) and one whole run ([`validate`]), the [`Diagnostic`] type every
//! uispec feature reports with, its renderers, the JSON Schema, and the ten presets.
//!
//! # Stability: the engine of the other crates, exempt from semver
//!
//! `uispec-core` is the engine behind `uispec-build`, `uispec-macros` and the `uispec` binary,
//! the way `sqlx-macros-core` is behind `sqlx-macros`: its API follows what those crates need
//! and may change in any release, patch releases included. They depend on it with an exact
//! version (`=0.1.0`), so a user never gets a mismatched pair. Depend on the front ends
//! instead: `uispec-build` re-exports the types its users touch ([`Diagnostic`], [`Severity`],
//! the levels). Types that will grow are `#[non_exhaustive]`.
//!
//! Every front end goes through the same model: [`project::Project::discover`] finds the
//! configuration and builds the [`validate::Inputs`]; a [`validate::Session`] reads them once
//! and runs every check (expanding `#[component_spec]` itself, from the specs it holds).
//!
//! # Example: read a spec and render its errors
//!
//! ```
//! use uispec_core::{Diagnostics, SourceFile, read_spec, formats};
//!
//! let text = r#"{
//!   "name": "Button",
//!   "desciption": "Triggers an action",
//!   "props": [{"name": "disabled", "type": "boolean", "required": "yes"}]
//! }"#;
//! let file = SourceFile::new("specs/button.json", text);
//! let mut diags = Diagnostics::new();
//! let doc = read_spec(&mut diags, &file).expect("the file is a JSON object");
//! assert_eq!(doc.spec.name, "Button");
//! assert_eq!(doc.errors, 2);
//!
//! let report = formats::human::render_all(diags.as_slice(), formats::human::Style::Plain);
//! assert!(report.contains("--> specs/button.json:3:3"));
//! assert!(report.contains("did you mean `description`?"));
//! assert!(report.contains("expected a boolean for `props[0].required`, found a string"));
//! ```
//!
//! # Example: a preset, serialised
//!
//! ```
//! use uispec_core::presets::Preset;
//!
//! let button = Preset::find("Button").expect("a built-in preset");
//! let json = button.to_stamped_json("../.uispec/component-spec.schema.json");
//! assert!(json.starts_with("{\n  \"$schema\""));
//! assert!(json.ends_with("\"x-preset\": {\n    \"id\": \"button\",\n    \"version\": 1\n  }\n}\n"));
//! ```
//!
//! # Crate features
//!
//! | feature | default | enables |
//! |---|---|---|
//! | `validate` | yes | whole-project validation: `tokens` (the DTCG engine), `validate` (the session), `token_mapping`, the per-spec and tokenMapping checks, `presets`, `apg`, `schema` and the machine-readable renderers. uispec-macros turns it off: a crate that only uses `#[component_spec]` compiles a third less of uispec-core |
//! | `figma` | no | `figma`: Figma links, REST responses → specs, the design drift check (no network; the CLI brings the HTTP client) |
//! | `json-schema` | no | `schema::ExtraSchema`: validation with the `jsonschema` crate, for an organisation's extra schema (adds ~50 crates; never needed in `build.rs`) |
//!
//! # Invariants
//!
//! - No network I/O and no processes: everything here is a function of its inputs.
//! - Readers never stop at the first problem: they report, carry on, and return what they read.
//! - Every [`Diagnostic`] has a stable kebab-case rule id from [`rules`].

#![deny(missing_docs)]

#[cfg(feature = "validate")]
pub mod apg;
#[cfg(feature = "validate")]
pub mod aria;
#[cfg(feature = "validate")]
pub mod baseline;
pub mod binding;
pub mod checks;
pub mod code;
pub mod codegen;
#[cfg(feature = "validate")]
pub mod color;
pub mod config;
pub mod confine;
#[cfg(feature = "validate")]
pub mod convention;
#[cfg(feature = "validate")]
pub mod css;
pub mod diagnostics;
#[cfg(feature = "validate")]
pub mod diff;
#[cfg(feature = "validate")]
mod expansions;
#[cfg(feature = "figma")]
pub mod figma;
pub mod formats;
pub mod framework;
pub mod fs;
#[cfg(feature = "validate")]
pub mod harness;
mod hash;
#[cfg(feature = "validate")]
pub mod html;
pub mod levels;
pub mod loader;
pub mod model;
pub mod naming;
mod ordered;
mod parallel;
#[cfg(feature = "validate")]
pub mod presets;
pub mod project;
#[cfg(feature = "validate")]
pub mod properties;
pub mod reader;
pub mod reference;
mod repeats;
#[cfg(feature = "validate")]
pub mod roles;
pub mod rules;
#[cfg(feature = "validate")]
pub mod schema;
pub mod selector_template;
mod ser;
mod severity;
pub mod spec_attribute;
pub mod states;
#[cfg(feature = "validate")]
pub mod token_mapping;
#[cfg(feature = "validate")]
pub mod tokens;
#[cfg(feature = "validate")]
pub mod usage;
#[cfg(feature = "validate")]
pub mod validate;
pub mod vocabulary;

pub use diagnostics::{Diagnostic, Diagnostics, LineCol, Location, Related, Severity, SourceFile};
pub use model::ComponentSpec;
pub use reader::{SpecDocument, read_spec};
pub use rules::RuleId;
