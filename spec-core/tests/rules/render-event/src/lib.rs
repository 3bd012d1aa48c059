use leptos::prelude::*;

/// The arrow keys select the tab they move to, and nobody is told.
#[component]
pub fn Tabs(
    children: Children,
    #[prop(optional, into)] on_value_change: Option<Callback<String>>,
) -> impl IntoView {
    let _ = on_value_change;
    view! {
        <div role="tablist">
            <button role="tab" aria-selected="true">"One"</button>
            <button role="tab" aria-selected="false" tabindex="-1">"Two"</button>
            <button role="tab" aria-selected="false" tabindex="-1">"Three"</button>
        </div>
        {children()}
    }
}
