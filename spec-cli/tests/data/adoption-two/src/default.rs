//! The default style.

use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
    /// Blocks interaction.
    #[prop(optional)]
    disabled: bool,
    /// The label.
    children: Children,
) -> impl IntoView {
    view! { <button class="btn" disabled=disabled>{children()}</button> }
}
