use leptos::ev::KeyboardEvent;
use leptos::prelude::*;

/// No element handles Escape, and nothing in it takes focus.
#[component]
pub fn Dialog() -> impl IntoView {
    view! { <div role="dialog"></div> }
}

fn handle_menu_key(_event: KeyboardEvent) {}

/// The handler is a function defined elsewhere: whether it handles ArrowDown is not seen.
#[component]
pub fn Menu() -> impl IntoView {
    view! { <div role="menu" tabindex="0" on:keydown=handle_menu_key></div> }
}
