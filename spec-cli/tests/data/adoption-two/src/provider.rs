//! `#[component(transparent)]`, and a DOM handle.

use leptos::prelude::*;

/// Provides the theme to what it wraps.
#[component(transparent)]
pub fn ThemeProvider(
    /// Where portals mount.
    #[prop(optional)]
    mount: Option<web_sys::HtmlElement>,
    /// What it is placed against.
    #[prop(optional)]
    anchor: Option<web_sys::Element>,
    /// The app.
    children: Children,
) -> impl IntoView {
    let _ = (mount, anchor);
    children()
}
