use leptos::prelude::*;

/// Triggers an action: rendered as a link, whose role is `link`.
#[component]
pub fn Button(href: String) -> impl IntoView {
    view! { <a href=href>"Go"</a> }
}

/// A list of actions: no element has the role `menu`.
#[component]
pub fn Menu() -> impl IntoView {
    view! {
        <div>
            <button>"Copy"</button>
        </div>
    }
}
