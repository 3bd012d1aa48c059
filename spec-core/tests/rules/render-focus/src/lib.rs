use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// Takes the outline away whenever it gets focus: the stylesheet's `:focus-visible` ring
/// never shows.
#[component]
pub fn Button(children: Children) -> impl IntoView {
    let on_focus = move |event: leptos::ev::FocusEvent| {
        if let Some(element) = event.target().and_then(|t| t.dyn_into::<leptos::web_sys::HtmlElement>().ok()) {
            let _ = element.style().set_property("outline", "none");
        }
    };
    view! {
        <button type="button" data-scope="button" data-part="root" on:focus=on_focus>
            {children()}
        </button>
    }
}
