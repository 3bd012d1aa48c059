use leptos::prelude::*;

/// A custom checkbox: `role="checkbox"` on a `div` needs `aria-checked`, and the spec's
/// `aria-describedby` is rendered nowhere.
#[component]
pub fn Toggle() -> impl IntoView {
    view! { <div role="checkbox" tabindex="0"></div> }
}
