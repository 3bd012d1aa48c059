//! Two visual styles of the same components, each in its own module, atoms, and the other
//! traps of the second round: value strings from a `Display` that matches, defaults declared
//! by derive attributes, a module named with a raw identifier, `#[component(transparent)]`,
//! DOM handles, callback wrappers, aliases of signals.

pub mod atoms;
pub mod r#box;
pub mod checkbox;
pub mod default;
pub mod dialog;
pub mod new_york;
pub mod provider;
pub mod toggle;
