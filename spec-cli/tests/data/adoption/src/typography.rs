use leptos::prelude::*;

/// A heading level.
#[derive(Clone, Copy, Default, PartialEq)]
pub enum Level {
    #[default]
    H1,
    H2,
    H3,
}

/// A section heading.
#[component]
pub fn Heading(#[prop(optional)] level: Level, children: Children) -> impl IntoView {
    view! { <h1 class="heading">{children()}</h1> }
}

/// Caption text.
#[component]
pub fn Caption1(children: Children) -> impl IntoView {
    view! { <span class="caption-1">{children()}</span> }
}

/// Bold caption text: a component of its own, not a part of `Caption1`.
#[component]
pub fn Caption1Strong(children: Children) -> impl IntoView {
    view! { <strong class="caption-1">{children()}</strong> }
}

/// Internal to this module.
#[component]
pub(crate) fn HeadingAnchor() -> impl IntoView {
    view! { <a class="anchor"></a> }
}
