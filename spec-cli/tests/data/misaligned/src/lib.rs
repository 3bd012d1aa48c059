use leptos::ev;
use leptos::prelude::*;

/// Control size.
#[derive(Clone, Copy, Default)]
pub enum Size {
    Sm,
    #[default]
    Md,
    Xl,
}

/// Triggers an action.
#[component]
pub fn Button(
    /// Visible text.
    label: String,
    /// Blocks interaction.
    #[prop(optional)]
    disabled: bool,
    /// How many times it was pressed.
    #[prop(optional)]
    count: String,
    /// Stretches the button.
    #[prop(default = false)]
    full_width: bool,
    /// Tab order.
    #[prop(optional)]
    tab_index: Option<i32>,
    /// Height.
    #[prop(optional)]
    size: Size,
    /// Hover text.
    #[prop(optional)]
    tooltip: Option<String>,
    /// Activation.
    #[prop(optional)]
    on_click: Option<Callback<ev::MouseEvent>>,
    /// The label.
    children: Children,
) -> impl IntoView {
    view! { <button class=format!("size-{size:?}")>{children()}</button> }
}

/// A switch.
#[component]
pub fn Toggle(
    /// On or off.
    on: bool,
    /// What it switches: required, and not in the spec.
    label: String,
) -> impl IntoView {
    view! { <button role="switch" aria-checked=on.to_string() aria-label=label>{on}</button> }
}

/// A small count.
#[component]
pub fn Badge(
    /// The count.
    count: u32,
) -> impl IntoView {
    view! { <span>{count}</span> }
}

/// A labelled input.
#[component]
pub fn Field(children: Children) -> impl IntoView {
    view! { <label>{children()}</label> }
}
