use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
) -> impl IntoView {
    view! { <button></button> }
}
