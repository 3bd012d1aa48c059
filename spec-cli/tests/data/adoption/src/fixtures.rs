use leptos::prelude::*;

/// A test fixture.
#[component]
pub fn Fixture() -> impl IntoView {
    view! { <div></div> }
}
