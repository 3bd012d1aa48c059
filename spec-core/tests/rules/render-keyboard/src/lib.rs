use leptos::prelude::*;

/// The arrow keys change a counter that nothing reads: focus never moves.
#[component]
pub fn Tabs(children: Children) -> impl IntoView {
    let focused = RwSignal::new(0usize);
    let on_keydown = move |event: leptos::ev::KeyboardEvent| match event.key().as_str() {
        "ArrowRight" => focused.update(|i| *i += 1),
        "ArrowLeft" => focused.update(|i| *i = i.saturating_sub(1)),
        _ => {}
    };
    view! {
        <div role="tablist" data-scope="tabs" data-part="list" on:keydown=on_keydown>
            <button role="tab" aria-selected="true" data-scope="tabs" data-part="trigger">"One"</button>
            <button role="tab" aria-selected="false" tabindex="-1" data-scope="tabs" data-part="trigger">"Two"</button>
            <button role="tab" aria-selected="false" tabindex="-1" data-scope="tabs" data-part="trigger">"Three"</button>
        </div>
        {children()}
    }
}
