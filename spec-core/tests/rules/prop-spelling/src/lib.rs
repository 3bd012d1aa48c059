use leptos::prelude::*;

/// Submits a form.
#[component]
pub fn Button(
    #[prop(optional)]
    form_novalidate: bool,
    #[prop(optional)]
    full_width: bool,
) -> impl IntoView {
    view! { <button></button> }
}
