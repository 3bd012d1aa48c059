use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
    /// A tone.
    tone: String,
) -> impl IntoView {
    view! { <button></button> }
}
