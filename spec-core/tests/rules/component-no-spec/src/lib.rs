use leptos::prelude::*;

/// Shows a hint.
#[component]
pub fn Tooltip(
) -> impl IntoView {
    view! { <button></button> }
}
