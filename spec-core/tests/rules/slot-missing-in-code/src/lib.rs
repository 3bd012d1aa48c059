use leptos::prelude::*;

/// A modal window.
#[component]
pub fn Dialog(
) -> impl IntoView {
    view! { <button></button> }
}
