use leptos::prelude::*;

/// One tab: its arrow keys have nowhere to move focus to.
#[component]
pub fn Tabs(children: Children) -> impl IntoView {
    view! {
        <div role="tablist" data-scope="tabs" data-part="list">
            <button role="tab" aria-selected="true" data-scope="tabs" data-part="trigger">"One"</button>
        </div>
        {children()}
    }
}
