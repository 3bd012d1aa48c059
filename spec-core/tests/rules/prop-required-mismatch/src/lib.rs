use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
    #[prop(optional)]
    label: String,
    /// Called on every press: a caller must give it.
    on_press: Callback<()>,
) -> impl IntoView {
    view! { <button></button> }
}
