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
    #[prop(optional)]
    size: Size,
) -> impl IntoView {
    view! { <button></button> }
}
