//! Components for the uispec test corpus, written the way Dioxus 0.7 libraries
//! (DioxusLabs/components, dioxus-free-icons users) write them.

pub mod button;
pub mod checkbox;
pub mod dialog;
pub mod input;
pub mod select;
pub mod tabs;
mod variants;
