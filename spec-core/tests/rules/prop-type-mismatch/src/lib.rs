use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
    #[prop(optional)]
    count: String,
) -> impl IntoView {
    view! { <button></button> }
}
