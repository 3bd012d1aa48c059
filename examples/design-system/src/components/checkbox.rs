//! `Checkbox`: implements `specs/checkbox.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

use crate::types::CheckedState;

/// A control that toggles an option on or off, with an optional mixed (indeterminate) state for
/// groups.
#[component_spec("checkbox.json")]
#[component]
pub fn Checkbox(
    /// Box and label size.
    #[prop(optional, into)]
    size: Signal<CheckboxSize>,
    /// Visible label; clicking it toggles the checkbox.
    #[prop(into)]
    label: String,
    /// Checked state (controlled); `indeterminate` shows a mixed state.
    #[prop(optional, into)]
    checked: MaybeProp<CheckedState>,
    /// Initial checked state (uncontrolled).
    #[prop(optional, into)]
    default_checked: Signal<bool>,
    /// Secondary text below the label, referenced by `aria-describedby`.
    #[prop(optional, into)]
    description: MaybeProp<String>,
    /// Form field name.
    #[prop(optional, into)]
    name: MaybeProp<String>,
    /// Value submitted with the form when checked.
    #[prop(default = "on".to_string(), into)]
    value: String,
    /// The box must be checked before the form is submitted.
    #[prop(optional, into)]
    required: Signal<bool>,
    /// Prevents toggling.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// Marks the choice as invalid.
    #[prop(optional, into)]
    invalid: Signal<bool>,
    /// Called with the new state (`true`, `false`) when the user toggles the checkbox.
    #[prop(optional, into)]
    on_checked_change: Option<Callback<CheckedState>>,
) -> impl IntoView {
    let size = move || size.get().as_str();
    let id = format!(
        "checkbox-{}",
        name.get_untracked().unwrap_or_else(|| label.to_lowercase())
    );
    let described_by = format!("{id}-description");
    // The state the user gave it, when no caller holds it (`checked` unset): its
    // `aria-checked` follows the box as the user toggles it.
    let toggled = RwSignal::new(None::<bool>);
    let state = move || {
        checked.get().unwrap_or_else(|| {
            CheckedState::from(toggled.get().unwrap_or_else(|| default_checked.get()))
        })
    };
    let aria_checked = move || match state() {
        CheckedState::Checked => "true",
        CheckedState::Unchecked => "false",
        CheckedState::Indeterminate => "mixed",
    };
    view! {
        <div data-scope=CheckboxSpec::SCOPE data-part=CheckboxSpec::PART_ROOT>
            <input
                data-scope=CheckboxSpec::SCOPE
                data-part=CheckboxSpec::PART_CONTROL
                data-size=size
                id=id.clone()
                type="checkbox"
                role=CheckboxSpec::ROLE
                name=move || name.get()
                value=value
                checked=move || state() == CheckedState::Checked
                required=move || required.get()
                disabled=move || disabled.get()
                aria-checked=aria_checked
                aria-required=move || required.get().to_string()
                aria-invalid=move || invalid.get().to_string()
                aria-describedby={
                    let described_by = described_by.clone();
                    move || description.get().map(|_| described_by.clone())
                }
                on:change=move |event| {
                    let now = event_target_checked(&event);
                    toggled.set(Some(now));
                    if let Some(on_checked_change) = on_checked_change {
                        on_checked_change.run(CheckedState::from(now));
                    }
                }
            />
            <span data-scope=CheckboxSpec::SCOPE data-part=CheckboxSpec::PART_INDICATOR aria-hidden="true"></span>
            // The label shows the disabled state without being disabled itself.
            <label
                for=id
                data-scope=CheckboxSpec::SCOPE
                data-part=CheckboxSpec::PART_LABEL
                data-size=size
                data-disabled=move || disabled.get().then_some("")
            >
                {label}
            </label>
            {move || description.get().map(|text| view! {
                <p id=described_by.clone() data-scope=CheckboxSpec::SCOPE data-part=CheckboxSpec::PART_DESCRIPTION>{text}</p>
            })}
        </div>
    }
}
