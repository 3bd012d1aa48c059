use leptos::prelude::*;

/// Shared by the crate's components only (`pub(crate) use`).
#[component]
pub fn Widget() -> impl IntoView {
    view! { <span></span> }
}
