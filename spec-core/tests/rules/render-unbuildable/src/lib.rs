use leptos::prelude::*;

/// One choice of the list.
#[derive(Clone)]
pub struct Choice {
    pub label: String,
}

#[component]
pub fn Select(options: Vec<Choice>) -> impl IntoView {
    view! {
        <select data-scope="select" data-part="root">
            {options.into_iter().map(|o| view! { <option>{o.label}</option> }).collect_view()}
        </select>
    }
}
