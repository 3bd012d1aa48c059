use leptos::ev;
use leptos::prelude::*;

/// A compact element for a tag or a filter, removable.
#[component]
pub fn Chip(
    /// The visible text.
    #[prop(into)]
    label: String,
    /// Whether the chip is chosen.
    #[prop(optional, into)]
    selected: Signal<bool>,
    /// Called when the remove button is pressed.
    #[prop(optional)]
    on_remove: Option<Callback<ev::MouseEvent>>,
) -> impl IntoView {
    view! {
        <span
            data-scope="chip"
            data-part="root"
            role="option"
            aria-selected=move || selected.get().to_string()
        >
            {label}
            <button on:click=move |e| if let Some(f) = on_remove { f.run(e) }>"×"</button>
        </span>
    }
}
