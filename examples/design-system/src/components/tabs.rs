//! `Tabs`: implements `specs/tabs.json`.

use leptos::ev;
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
    let vertical = orientation == TabsOrientation::Vertical;
    // The trigger the keyboard is on; with automatic activation it is also the selected one.
    let focused = RwSignal::new(0usize);
    let selected = move || value.get().or_else(|| default_value.get());
    // Automatic activation selects the tab the keyboard moves to; manual waits for Enter or
    // Space, which the trigger (a button) turns into a click.
    let automatic = activation_mode == TabsActivationMode::Automatic;
    let on_keydown = move |event: ev::KeyboardEvent| {
        match (event.key().as_str(), vertical) {
            ("ArrowRight", false) | ("ArrowDown", true) => focused.update(|i| *i += 1),
            ("ArrowLeft", false) | ("ArrowUp", true) => {
                focused.update(|i| *i = i.saturating_sub(1))
            }
            ("Home", _) => focused.set(0),
            ("End", _) => focused.set(usize::MAX),
            _ => return,
        }
        event.prevent_default();
        if !automatic {
            return;
        }
        if let (Some(on_value_change), Some(value)) = (on_value_change, selected()) {
            on_value_change.run(value);
        }
    };
    view! {
        <div data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_ROOT>
            <div
                data-scope=TabsSpec::SCOPE
                data-part=TabsSpec::PART_LIST
                data-variant=variant
                role=TabsSpec::ROLE
                aria-orientation=if vertical { "vertical" } else { "horizontal" }
                aria-label=move || aria_label.get()
                aria-labelledby=move || aria_label.get().is_none().then_some("tabs-label")
                on:keydown=on_keydown
            >
                // Enter and Space activate a trigger natively: it is a button.
                <button
                    type="button"
                    role="tab"
                    id="tabs-trigger-0"
                    // Selected once a value is chosen (the stylesheet styles `[aria-selected="true"]`).
                    aria-selected=move || selected().is_some().to_string()
                    aria-controls="tabs-panel-0"
                    data-scope=TabsSpec::SCOPE
                    data-part=TabsSpec::PART_TRIGGER
                    data-variant=variant
                    data-size=move || size.get().as_str()
                >
                    {selected}
                </button>
                <span data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_INDICATOR data-variant=variant></span>
            </div>
            <div
                id="tabs-panel-0"
                role="tabpanel"
                aria-labelledby="tabs-trigger-0"
                tabindex="0"
                data-scope=TabsSpec::SCOPE
                data-part=TabsSpec::PART_PANEL
            >
                {children()}
            </div>
        </div>
    }
}
