use leptos::prelude::*;

/// A modal window.
#[component]
pub fn Dialog(
) -> impl IntoView {
    view! { <button></button> }
}

/// A toggle whose `onClick` became `on_press` in the code: a listener on its `<button>` would
/// hear clicks, but the component takes a callback the spec does not describe, so it was
/// likely renamed.
#[component]
pub fn Toggle(
    /// Called when pressed.
    #[prop(optional)]
    on_press: Option<Callback<()>>,
) -> impl IntoView {
    let _ = on_press;
    view! { <button></button> }
}
