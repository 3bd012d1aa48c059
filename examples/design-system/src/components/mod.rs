//! One module per component, named after its spec.

// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod avatar;
// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod badge;
mod button;
// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod card;
mod checkbox;
mod dialog;
// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod icon_button;
mod input;
// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod select;
// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod tabs;
// A sketch: its markup renders part of its props (the spec is the point here).
#[allow(unused_variables)]
mod textarea;

pub use avatar::*;
pub use badge::*;
pub use button::*;
pub use card::*;
pub use checkbox::*;
pub use dialog::*;
pub use icon_button::*;
pub use input::*;
pub use select::*;
pub use tabs::*;
pub use textarea::*;
