//! `Tabs`: implements `specs/tabs.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

/// Layered sections of content, of which one panel is shown at a time, chosen through a list of
/// tabs.
#[component_spec("tabs.json")]
#[component]
pub fn Tabs(
    /// Tab style: an underline indicator or filled pills.
    #[prop(optional, into)]
    variant: Signal<TabsVariant>,
    /// Tab height and text size.
    #[prop(optional, into)]
    size: Signal<TabsSize>,
    /// Value of the selected tab (controlled).
    #[prop(optional, into)]
    value: MaybeProp<String>,
    /// Value of the initially selected tab (uncontrolled); the first tab when absent.
    #[prop(optional, into)]
    default_value: MaybeProp<String>,
    /// Layout of the tab list; arrow keys follow it.
    #[prop(optional)]
    orientation: TabsOrientation,
    /// `automatic` shows a panel as soon as its tab gets focus; `manual` waits for Enter or
    /// Space.
    #[prop(optional)]
    activation_mode: TabsActivationMode,
    /// Accessible name of the tab list when no visible heading labels it.
    #[prop(optional, into)]
    aria_label: MaybeProp<String>,
    /// The tab list and its panels.
    children: Children,
    /// Called with the value of the newly selected tab.
    #[prop(optional, into)]
    on_value_change: Option<Callback<String>>,
) -> impl IntoView {
    let variant = move || variant.get().as_str();
    view! {
        <div data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_ROOT>
            <span data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_LIST data-variant=variant></span>
            <span
                data-scope=TabsSpec::SCOPE
                data-part=TabsSpec::PART_TRIGGER
                data-variant=variant
                data-size=move || size.get().as_str()
            ></span>
            <span data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_INDICATOR data-variant=variant></span>
            <span data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_PANEL></span>
            {children()}
        </div>
    }
}
