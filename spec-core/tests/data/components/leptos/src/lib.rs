//! Components for the uispec test corpus, written the way Leptos 0.8 libraries (thaw,
//! leptos-use examples, RustForWeb) write them.

mod button;
mod checkbox;
mod dialog;
mod input;
mod select;
mod tabs;
pub mod types;

pub use button::*;
pub use checkbox::*;
pub use dialog::*;
pub use input::*;
pub use select::*;
pub use tabs::*;
