use leptos::prelude::*;

/// The root renders its part but not `data-size`; the label renders no part at all.
#[component]
pub fn Button(#[prop(optional)] size: Option<String>) -> impl IntoView {
    let _ = size;
    view! {
        <button data-scope="button" data-part="root">
            <span>"Save"</span>
        </button>
    }
}
