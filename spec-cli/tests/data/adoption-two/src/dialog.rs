//! A public part built on a private implementation component.

use leptos::prelude::*;

/// The dialog's panel.
#[component]
pub fn DialogContent(
    /// The content.
    children: Children,
) -> impl IntoView {
    view! { <DialogContentImpl>{children()}</DialogContentImpl> }
}

/// How the panel is built: not a part users compose.
#[component]
fn DialogContentImpl(children: Children) -> impl IntoView {
    view! { <div role="dialog">{children()}</div> }
}
