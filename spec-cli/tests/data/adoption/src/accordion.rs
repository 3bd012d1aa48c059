use leptos::prelude::*;

/// # Accordion
///
/// A stack of collapsible panels.
///
/// ## Usage
/// Put one section per panel.
#[component]
pub fn Accordion(
    /// # Open
    /// Whether every panel starts open.
    #[prop(optional)]
    open: bool,
    children: Children,
) -> impl IntoView {
    view! { <div class="accordion" data-open=open>{children()}</div> }
}
