//! Renderers: diagnostics → text. One module per output format; each owns its wire types
//! (`Diagnostic` never derives `Serialize`, so a field added to it cannot change a machine
//! format by accident). Renderers never decide severity.

pub mod github;
pub mod human;
pub mod json;
pub mod junit;
pub mod sarif;
