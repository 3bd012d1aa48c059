//! The New York style.

use leptos::prelude::*;

/// Triggers an action, in the New York style.
#[component]
pub fn Button(
    /// Blocks interaction.
    #[prop(optional)]
    disabled: bool,
    /// Shows a spinner.
    #[prop(optional)]
    loading: bool,
    /// The label.
    children: Children,
) -> impl IntoView {
    view! { <button class="btn-ny" disabled=disabled aria-busy=loading>{children()}</button> }
}
