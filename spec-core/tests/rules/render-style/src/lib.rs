use leptos::prelude::*;

#[component]
pub fn Button(#[prop(optional)] loading: bool, children: Children) -> impl IntoView {
    view! {
        <button data-scope="button" data-part="root" aria-busy=loading.to_string()>
            <span data-scope="button" data-part="label">{children()}</span>
        </button>
    }
}
