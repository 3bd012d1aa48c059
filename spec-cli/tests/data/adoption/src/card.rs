use leptos::prelude::*;

/// A surface that groups related content.
#[component]
pub fn Card(children: Children) -> impl IntoView {
    provide_context(CardState::default());
    view! { <div class="card"><CardHeader/>{children()}</div> }
}

/// The title row of a card.
#[component]
pub fn CardHeader() -> impl IntoView {
    view! { <header class="card-header"></header> }
}

/// The actions of a card.
#[component]
pub fn CardFooter(children: Children) -> impl IntoView {
    let state = expect_context::<CardState>();
    view! { <footer class="card-footer" data-compact=state.compact>{children()}</footer> }
}

#[derive(Clone, Copy, Default)]
struct CardState {
    compact: bool,
}
