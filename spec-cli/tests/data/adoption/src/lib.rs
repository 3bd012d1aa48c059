//! A small Leptos library with every trap `spec:infer` has fallen into on real libraries.

mod accordion;
mod alert;
mod card;
// Private and never re-exported: `Panel` is not public API.
mod panel;
mod select;
mod values;
// Re-exported to the crate only.
mod internal;
pub mod typography;

#[cfg(test)]
mod fixtures;

pub use accordion::Accordion;
pub use alert::*;
pub use card::*;
pub(crate) use internal::Widget;
pub use select::{Select, SelectMulti};
pub use values::*;
