//! `Input`: implements `specs/input.json`.

use leptos::ev;
use leptos::prelude::*;
use uispec_macros::component_spec;

/// A single-line text field with a label, optional helper text and an error message.
#[component_spec("input.json")]
#[component]
pub fn Input(
    /// Field style.
    #[prop(optional, into)]
    variant: Signal<InputVariant>,
    /// Field height, padding and text size.
    #[prop(optional, into)]
    size: Signal<InputSize>,
    /// Visible label, associated with the field through `<label for>`.
    #[prop(into)]
    label: String,
    /// Current value (controlled).
    #[prop(optional, into)]
    value: MaybeProp<String>,
    /// Initial value (uncontrolled).
    #[prop(optional, into)]
    default_value: String,
    /// Hint shown while the field is empty; never a replacement for the label.
    #[prop(optional, into)]
    placeholder: MaybeProp<String>,
    /// The native input type.
    #[prop(optional)]
    r#type: InputType,
    /// Form field name.
    #[prop(optional, into)]
    name: MaybeProp<String>,
    /// The native `autocomplete` token, e.g. `email`.
    #[prop(optional, into)]
    autocomplete: MaybeProp<String>,
    /// Help shown below the field and referenced by `aria-describedby`.
    #[prop(optional, into)]
    helper_text: MaybeProp<String>,
    /// Error shown below the field when `invalid`; referenced by `aria-describedby`.
    #[prop(optional, into)]
    error_message: MaybeProp<String>,
    /// Marks the value as invalid and shows the error message.
    #[prop(optional, into)]
    invalid: Signal<bool>,
    /// The field must be filled before the form is submitted.
    #[prop(optional, into)]
    required: Signal<bool>,
    /// Prevents editing and removes the field from the tab order.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// The value can be selected and copied but not edited.
    #[prop(optional, into)]
    read_only: Signal<bool>,
    /// Icon or text before the value, e.g. a search icon or a currency sign.
    #[prop(optional, into)]
    start_adornment: Option<ViewFn>,
    /// Icon or button after the value, e.g. a clear button.
    #[prop(optional, into)]
    end_adornment: Option<ViewFn>,
    /// Called with the new value on every edit.
    #[prop(optional, into)]
    on_change: Option<Callback<String>>,
    /// Called when the field receives focus.
    #[prop(optional, into)]
    on_focus: Option<Callback<ev::FocusEvent>>,
    /// Called when the field loses focus; a good moment to validate.
    #[prop(optional, into)]
    on_blur: Option<Callback<ev::FocusEvent>>,
) -> impl IntoView {
    let size = move || size.get().as_str();
    let id = format!(
        "input-{}",
        name.get_untracked().unwrap_or_else(|| label.to_lowercase())
    );
    let help_id = format!("{id}-help");
    let described_by = {
        let help_id = help_id.clone();
        move || {
            let message = if invalid.get() {
                error_message.get()
            } else {
                helper_text.get()
            };
            message.map(|_| help_id.clone())
        }
    };
    let error_id = help_id.clone();
    view! {
        <div data-scope=InputSpec::SCOPE data-part=InputSpec::PART_ROOT>
            <label for=id.clone() data-scope=InputSpec::SCOPE data-part=InputSpec::PART_LABEL>{label}</label>
            {start_adornment.map(|a| view! {
                <span data-scope=InputSpec::SCOPE data-part=InputSpec::PART_START_ADORNMENT data-size=size>{a.run()}</span>
            })}
            <input
                data-scope=InputSpec::SCOPE
                data-part=InputSpec::PART_FIELD
                data-variant=move || variant.get().as_str()
                data-size=size
                id=id
                type=r#type.as_str()
                role=InputSpec::ROLE
                name=move || name.get()
                value=move || value.get().unwrap_or_else(|| default_value.clone())
                placeholder=move || placeholder.get()
                autocomplete=move || autocomplete.get()
                required=move || required.get()
                disabled=move || disabled.get()
                readonly=move || read_only.get()
                aria-invalid=move || invalid.get().to_string()
                aria-required=move || required.get().to_string()
                aria-describedby=described_by
                on:input=move |event| {
                    if let Some(on_change) = on_change {
                        on_change.run(event_target_value(&event));
                    }
                }
                on:focus=move |event| {
                    if let Some(on_focus) = on_focus {
                        on_focus.run(event);
                    }
                }
                on:blur=move |event| {
                    if let Some(on_blur) = on_blur {
                        on_blur.run(event);
                    }
                }
            />
            {end_adornment.map(|a| view! {
                <span data-scope=InputSpec::SCOPE data-part=InputSpec::PART_END_ADORNMENT data-size=size>{a.run()}</span>
            })}
            {move || (!invalid.get()).then(|| helper_text.get()).flatten().map(|text| {
                view! {
                    <p id=help_id.clone() data-scope=InputSpec::SCOPE data-part=InputSpec::PART_HELPER_TEXT>{text}</p>
                }
            })}
            {move || invalid.get().then(|| error_message.get()).flatten().map(|text| {
                view! {
                    <p id=error_id.clone() data-scope=InputSpec::SCOPE data-part=InputSpec::PART_ERROR_MESSAGE>{text}</p>
                }
            })}
        </div>
    }
}
