//! A module named with a raw identifier: its components are public API.

use leptos::prelude::*;

/// A box.
#[component]
pub fn Stack(
    /// The content.
    children: Children,
) -> impl IntoView {
    view! { <div class="stack">{children()}</div> }
}
