//! `Badge`: implements `specs/badge.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

/// A small label that shows a status, a category or a count next to other content.
#[component_spec("badge.json")]
#[component]
pub fn Badge(
    /// Meaning conveyed by colour.
    #[prop(optional, into)]
    tone: Signal<BadgeTone>,
    /// Height and text size.
    #[prop(optional, into)]
    size: Signal<BadgeSize>,
    /// Number to show instead of text, e.g. unread messages.
    #[prop(optional)]
    count: Option<u32>,
    /// Largest count shown; above it the badge shows `max+`.
    #[prop(default = 99)]
    max: u32,
    /// Shows a dot without text.
    #[prop(optional, into)]
    dot: Signal<bool>,
    /// Text for screen readers that gives the count its meaning, e.g. "3 unread messages".
    #[prop(optional, into)]
    sr_label: MaybeProp<String>,
    /// The badge text.
    #[prop(optional)]
    children: Option<Children>,
    /// Icon before the text.
    #[prop(optional, into)]
    icon: Option<ViewFn>,
) -> impl IntoView {
    let size = move || size.get().as_str();
    view! {
        <div
            data-scope=BadgeSpec::SCOPE
            data-part=BadgeSpec::PART_ROOT
            data-tone=move || tone.get().as_str()
            data-size=size
            aria-label=move || sr_label.get()
        >
            <span data-scope=BadgeSpec::SCOPE data-part=BadgeSpec::PART_LABEL data-size=size></span>
            <span data-scope=BadgeSpec::SCOPE data-part=BadgeSpec::PART_ICON data-size=size></span>
            {children.map(|children| children())}
        </div>
    }
}
