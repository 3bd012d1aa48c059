use leptos::prelude::*;

/// A small label.
#[component]
pub fn Badge(
    /// Hover text.
    #[prop(optional)]
    tooltip: Option<String>,
) -> impl IntoView {
    view! { <span></span> }
}
