use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
    #[prop(optional)]
    label: String,
) -> impl IntoView {
    view! { <button></button> }
}
