use leptos::prelude::*;

use crate::types::{Activation, Orientation};

/// Layered sections of content, one shown at a time.
///
/// Holds a [`TabsList`] of [`TabsTrigger`]s and one [`TabsContent`] per tab.
#[component]
pub fn Tabs(
    /// The value of the selected tab (two-way bound).
    #[prop(into)]
    value: RwSignal<String>,
    #[prop(optional)] orientation: Orientation,
    /// Whether arrow keys select a tab at once.
    #[prop(optional)]
    activation: Activation,
    /// Called with the value of the newly selected tab.
    #[prop(optional)]
    on_value_change: Option<Callback<String>>,
    children: Children,
) -> impl IntoView {
    provide_context(value);
    view! { <div class=format!("tabs tabs--{orientation}")>{children()}</div> }
}

/// The row of tab buttons.
#[component]
pub fn TabsList(children: Children) -> impl IntoView {
    view! { <div role="tablist">{children()}</div> }
}

/// One tab button.
#[component]
pub fn TabsTrigger(
    #[prop(into)] value: String,
    #[prop(optional)] disabled: bool,
    children: Children,
) -> impl IntoView {
    view! { <button role="tab" aria-selected="false" disabled=disabled data-value=value>{children()}</button> }
}

/// The panel shown while its tab is selected.
#[component]
pub fn TabsContent(#[prop(into)] value: String, children: ChildrenFn) -> impl IntoView {
    view! { <div role="tabpanel" data-value=value>{children()}</div> }
}
