//! Renderers: diagnostics → text. One module per output format; each owns its wire types
//! (`Diagnostic` never derives `Serialize`, so a field added to it cannot change a machine
//! format by accident). Renderers never decide severity.

#[cfg(feature = "validate")]
pub mod github;
pub mod human;
#[cfg(feature = "validate")]
pub mod json;
#[cfg(feature = "validate")]
pub mod junit;
#[cfg(feature = "validate")]
pub mod sarif;
