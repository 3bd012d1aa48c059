use leptos::prelude::*;

/// `pub`, but its module is private and nothing re-exports it.
#[component]
pub fn Panel(children: Children) -> impl IntoView {
    view! { <section>{children()}</section> }
}
