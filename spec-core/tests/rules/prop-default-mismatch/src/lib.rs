use leptos::prelude::*;

/// Triggers an action.
#[component]
pub fn Button(
    #[prop(default = false)]
    full_width: bool,
) -> impl IntoView {
    view! { <button></button> }
}
