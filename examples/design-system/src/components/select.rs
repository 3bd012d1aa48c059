//! `Select`: implements `specs/select.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

use crate::types::SelectOption;

/// Lets the user choose one value from a list shown in a popup (the select-only combobox
/// pattern).
#[component_spec("select.json")]
#[component]
pub fn Select(
    /// Trigger height, padding and text size.
    #[prop(optional, into)]
    size: Signal<SelectSize>,
    /// Visible label of the combobox.
    #[prop(into)]
    label: String,
    /// The choices, each with a `value`, a `label` and an optional `disabled` flag.
    #[prop(into)]
    options: Vec<SelectOption>,
    /// Selected value (controlled).
    #[prop(optional, into)]
    value: MaybeProp<String>,
    /// Initially selected value (uncontrolled).
    #[prop(optional, into)]
    default_value: MaybeProp<String>,
    /// Text shown while nothing is selected.
    #[prop(default = "Select…".to_string(), into)]
    placeholder: String,
    /// Form field name.
    #[prop(optional, into)]
    name: MaybeProp<String>,
    /// Help shown below the trigger and referenced by `aria-describedby`.
    #[prop(optional, into)]
    helper_text: MaybeProp<String>,
    /// Error shown when `invalid`.
    #[prop(optional, into)]
    error_message: MaybeProp<String>,
    /// Marks the selection as invalid.
    #[prop(optional, into)]
    invalid: Signal<bool>,
    /// A value must be chosen before the form is submitted.
    #[prop(optional, into)]
    required: Signal<bool>,
    /// Prevents opening the list.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// Indicator at the end of the trigger; a chevron by default.
    #[prop(optional, into)]
    icon: Option<ViewFn>,
    /// Called with the new value when an option is chosen.
    #[prop(optional, into)]
    on_value_change: Option<Callback<String>>,
    /// Called with `true` when the list opens and `false` when it closes.
    #[prop(optional, into)]
    on_open_change: Option<Callback<bool>>,
) -> impl IntoView {
    let size = move || size.get().as_str();
    view! {
        <div data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_ROOT>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_LABEL></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_TRIGGER data-size=size></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_VALUE></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_PLACEHOLDER></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_ICON data-size=size></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_LISTBOX></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_OPTION></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_HELPER_TEXT></span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_ERROR_MESSAGE></span>
        </div>
    }
}
