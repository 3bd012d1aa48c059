use leptos::prelude::*;

/// Internal.
#[component]
fn Hidden() -> impl IntoView {
    view! { <span></span> }
}
