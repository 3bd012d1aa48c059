//! Renderers: diagnostics → text. One module per output format; each owns its wire types.
//! Renderers never decide severity.

pub mod human;
