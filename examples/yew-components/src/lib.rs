//! Yew components that implement the design system's specs (`../design-system/specs/`) with
//! `#[component_spec]`: each takes the props struct generated from its spec
//! (`&ButtonSpecProps`), so a prop the spec does not have, a variant value it does not list,
//! or a missing required prop does not compile; classes come from the enums' `as_str()`,
//! `role` from the spec's metadata.

mod button;
mod checkbox;
mod dialog;
mod input;

pub use button::*;
pub use checkbox::*;
pub use dialog::*;
pub use input::*;

/// Every spec of the design system expands for Yew (the four above are implemented).
pub mod specs {
    use uispec_macros::component_spec;

    #[component_spec("avatar.json")]
    #[derive(Debug)]
    pub struct Avatar;
    #[component_spec("badge.json")]
    #[derive(Debug)]
    pub struct Badge;
    #[component_spec("card.json")]
    #[derive(Debug)]
    pub struct Card;
    #[component_spec("icon-button.json")]
    #[derive(Debug)]
    pub struct IconButton;
    #[component_spec("select.json")]
    #[derive(Debug)]
    pub struct Select;
    #[component_spec("tabs.json")]
    #[derive(Debug)]
    pub struct Tabs;
    #[component_spec("textarea.json")]
    #[derive(Debug)]
    pub struct Textarea;

    /// The Select spec types its options `SelectOption[]`.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SelectOption {
        /// Submitted value.
        pub value: String,
        /// Visible label.
        pub label: String,
    }

    /// The Tabs spec types its items `TabItem[]`.
    #[derive(Debug, Clone, PartialEq)]
    pub struct TabItem {
        /// What the tab is named by.
        pub value: String,
        /// Visible label.
        pub label: String,
    }
}

/// ARIA's `"true"` / `"false"`.
fn aria(flag: bool) -> &'static str {
    if flag { "true" } else { "false" }
}
