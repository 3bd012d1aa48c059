use dioxus::prelude::*;

use crate::variants::Orientation;

/// Layered sections of content, one shown at a time.
#[component]
pub fn Tabs(
    /// The selected tab.
    value: Signal<String>,
    #[props(default)] orientation: Orientation,
    on_value_change: Option<EventHandler<String>>,
    children: Element,
) -> Element {
    use_context_provider(|| value);
    rsx! { div { class: "tabs", {children} } }
}

/// The row of tab buttons.
#[component]
pub fn TabsList(children: Element) -> Element {
    rsx! { div { role: "tablist", {children} } }
}

/// One tab button.
#[component]
pub fn TabsTrigger(value: String, #[props(default)] disabled: bool, children: Element) -> Element {
    let mut selected = use_context::<Signal<String>>();
    rsx! { button { role: "tab", "aria-selected": "false", disabled: disabled, onclick: move |_| selected.set(value.clone()), {children} } }
}

/// The panel of one tab.
#[component]
pub fn TabsContent(value: String, children: Element) -> Element {
    let selected = use_context::<Signal<String>>();
    rsx! { div { role: "tabpanel", hidden: selected() != value, {children} } }
}
