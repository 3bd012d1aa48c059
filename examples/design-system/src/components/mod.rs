//! One module per component, named after its spec.

mod avatar;
mod badge;
mod button;
mod card;
mod checkbox;
mod dialog;
mod icon_button;
mod input;
mod select;
mod tabs;
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
