//! An unstyled button.

use leptos::prelude::*;

/// A bare button.
#[component]
pub fn Button(
    /// The label.
    children: Children,
) -> impl IntoView {
    view! { <button>{children()}</button> }
}
