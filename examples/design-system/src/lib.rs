//! A Leptos 0.8 component library implementing every spec of this design system.
//!
//! `uispec validate --project examples/design-system --level strict` checks each component
//! against its spec (props, required-ness, defaults, variant values, events, slots).

pub mod components;
pub mod types;

pub use components::*;
