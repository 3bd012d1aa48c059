//! `Tabs`: implements `specs/tabs.json`.

use std::sync::atomic::{AtomicUsize, Ordering};

use leptos::ev;
use leptos::html;
use leptos::prelude::*;
use uispec_macros::component_spec;

use crate::types::TabItem;

/// Tell one tab list's ids from another's on the same page.
static INSTANCES: AtomicUsize = AtomicUsize::new(0);

/// Layered sections of content, of which one panel is shown at a time, chosen through a list of
/// tabs.
#[component_spec("tabs.json")]
#[component]
pub fn Tabs(
    /// The tabs, in order, each with a `value` and a `label`.
    items: Vec<TabItem>,
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
    /// The selected tab's panel content.
    children: Children,
    /// Called with the value of the newly selected tab.
    #[prop(optional, into)]
    on_value_change: Option<Callback<String>>,
) -> impl IntoView {
    let variant = move || variant.get().as_str();
    let size = move || size.get().as_str();
    let vertical = orientation == TabsOrientation::Vertical;
    let automatic = activation_mode == TabsActivationMode::Automatic;
    let id = INSTANCES.fetch_add(1, Ordering::Relaxed);
    let count = items.len();
    let position = |value: Option<String>| {
        value.and_then(|value| items.iter().position(|item| item.value == value))
    };
    // The selected tab (the one in the Tab sequence, its panel shown), and the one the
    // keyboard is on: with automatic activation, the same.
    let initial = position(value.get_untracked())
        .or_else(|| position(default_value.get_untracked()))
        .unwrap_or(0);
    let selected = RwSignal::new(initial);
    let focused = RwSignal::new(initial);
    let items = StoredValue::new(items);
    let triggers: StoredValue<Vec<NodeRef<html::Button>>> =
        StoredValue::new((0..count).map(|_| NodeRef::new()).collect());
    // A controlled value moves the selection.
    Effect::new(move || {
        let wanted = value.get();
        if let Some(at) = items.with_value(|items| {
            wanted.and_then(|value| items.iter().position(|item| item.value == value))
        }) {
            selected.set(at);
        }
    });
    let choose = move |at: usize| {
        if selected.get_untracked() == at {
            return;
        }
        selected.set(at);
        if let Some(on_value_change) = on_value_change {
            on_value_change.run(items.with_value(|items| items[at].value.clone()));
        }
    };
    // Roving tabindex: DOM focus moves to the trigger; automatic activation selects it.
    let move_to = move |at: usize| {
        focused.set(at);
        if let Some(trigger) = triggers.with_value(|t| t[at].get()) {
            let _ = trigger.focus();
        }
        if automatic {
            choose(at);
        }
    };
    let on_keydown = move |event: ev::KeyboardEvent| {
        if count == 0 {
            return;
        }
        let at = focused.get_untracked();
        let next = match (event.key().as_str(), vertical) {
            ("ArrowRight", false) | ("ArrowDown", true) => (at + 1) % count,
            ("ArrowLeft", false) | ("ArrowUp", true) => (at + count - 1) % count,
            ("Home", _) => 0,
            ("End", _) => count - 1,
            _ => return,
        };
        event.prevent_default();
        move_to(next);
    };
    let trigger_id = move |at: usize| format!("tabs-{id}-trigger-{at}");
    let panel_id = format!("tabs-{id}-panel");
    let triggers_view = (0..count)
        .map(|at| {
            let label = items.with_value(|items| items[at].label.clone());
            let node_ref = triggers.with_value(|t| t[at]);
            view! {
                // Enter and Space activate a trigger natively: it is a button, whose click
                // selects it.
                <button
                    type="button"
                    role="tab"
                    id=trigger_id(at)
                    node_ref=node_ref
                    tabindex=move || if selected.get() == at { "0" } else { "-1" }
                    // The stylesheet styles `[aria-selected="true"]`.
                    aria-selected=move || (selected.get() == at).to_string()
                    aria-controls=panel_id.clone()
                    data-scope=TabsSpec::SCOPE
                    data-part=TabsSpec::PART_TRIGGER
                    data-variant=variant
                    data-size=size
                    on:focus=move |_| focused.set(at)
                    on:click=move |_| {
                        focused.set(at);
                        choose(at);
                    }
                >
                    {label}
                </button>
            }
        })
        .collect_view();
    view! {
        <div data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_ROOT>
            <div
                data-scope=TabsSpec::SCOPE
                data-part=TabsSpec::PART_LIST
                data-variant=variant
                role=TabsSpec::ROLE
                aria-orientation=if vertical { "vertical" } else { "horizontal" }
                aria-label=move || aria_label.get()
                on:keydown=on_keydown
            >
                {triggers_view}
                <span data-scope=TabsSpec::SCOPE data-part=TabsSpec::PART_INDICATOR data-variant=variant></span>
            </div>
            <div
                id=panel_id.clone()
                role="tabpanel"
                aria-labelledby=move || trigger_id(selected.get())
                tabindex="0"
                data-scope=TabsSpec::SCOPE
                data-part=TabsSpec::PART_PANEL
            >
                {children()}
            </div>
        </div>
    }
}
