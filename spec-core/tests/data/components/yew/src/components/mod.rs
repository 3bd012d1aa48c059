mod button;
mod checkbox;
mod dialog;
mod input;
mod select;
mod tabs;

pub use button::*;
pub use checkbox::*;
pub use dialog::*;
pub use input::*;
pub use select::*;
pub use tabs::*;
