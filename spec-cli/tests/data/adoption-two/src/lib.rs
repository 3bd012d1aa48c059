//! Two visual styles of the same components, each in its own module, and atoms.

pub mod atoms;
pub mod default;
pub mod new_york;
