//! `Checkbox`: implements `specs/checkbox.json`.

use leptos::prelude::*;

use crate::types::CheckedState;

/// Box and label size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CheckboxSize {
    Sm,
    #[default]
    Md,
    Lg,
}

impl CheckboxSize {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Sm => "sm",
            Self::Md => "md",
            Self::Lg => "lg",
        }
    }
}

/// A control that toggles an option on or off, with an optional mixed (indeterminate) state for
/// groups.
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
    let class = move || format!("ui-checkbox ui-checkbox--{}", size.get().as_str());
    view! {
        <div class=class data-slot="root">
            <span data-slot="control"></span>
            <span data-slot="indicator"></span>
            <span data-slot="label"></span>
            <span data-slot="description"></span>
        </div>
    }
}
