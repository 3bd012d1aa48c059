use leptos::prelude::*;

#[component]
pub fn Button(#[prop(optional)] loading: bool, children: Children) -> impl IntoView {
    view! {
        <button data-scope="button" data-part="root" aria-busy=loading.to_string()>
            <span data-scope="button" data-part="label">{children()}</span>
        </button>
    }
}

/// Named by the caller: its `label` is optional, and the render without it has no name.
#[component]
pub fn Field(#[prop(optional)] label: Option<String>) -> impl IntoView {
    view! {
        <label data-scope="field" data-part="root">
            {label}
            <input type="text" />
        </label>
    }
}
