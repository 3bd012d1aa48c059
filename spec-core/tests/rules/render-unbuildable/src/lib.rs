use leptos::prelude::*;

/// The choice shown first: a struct of the library's own, which uispec cannot make up.
#[derive(Clone)]
pub struct Choice {
    pub label: String,
}

#[component]
pub fn Select(first: Choice) -> impl IntoView {
    view! {
        <select data-scope="select" data-part="root">
            <option>{first.label}</option>
        </select>
    }
}
