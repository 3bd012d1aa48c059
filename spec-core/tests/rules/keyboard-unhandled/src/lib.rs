use leptos::prelude::*;

use crate::keys::handle_menu_key;

/// No element handles Escape, and nothing in it takes focus.
#[component]
pub fn Dialog() -> impl IntoView {
    view! { <div role="dialog"></div> }
}

/// The handler is a function of another file: whether it handles ArrowDown is not seen.
#[component]
pub fn Menu() -> impl IntoView {
    view! { <div role="menu" tabindex="0" on:keydown=handle_menu_key></div> }
}

/// A spinbutton lists no keys, and its APG pattern asks for the arrows: nothing compares them.
#[component]
pub fn Stepper(value: i32) -> impl IntoView {
    view! { <div role="spinbutton" tabindex="0" aria-valuenow=value>{value}</div> }
}
