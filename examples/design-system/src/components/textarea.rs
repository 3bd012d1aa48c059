//! `Textarea`: implements `specs/textarea.json`.

use leptos::ev;
use leptos::prelude::*;
use uispec_macros::component_spec;

/// A multi-line text field for longer input such as comments or descriptions.
#[component_spec("textarea.json")]
#[component]
pub fn Textarea(
    /// Field style.
    #[prop(optional, into)]
    variant: Signal<TextareaVariant>,
    /// Minimum height and text size.
    #[prop(optional, into)]
    size: Signal<TextareaSize>,
    /// Visible label, associated with the field through `<label for>`.
    #[prop(into)]
    label: String,
    /// Current value (controlled).
    #[prop(optional, into)]
    value: MaybeProp<String>,
    /// Initial value (uncontrolled).
    #[prop(optional, into)]
    default_value: String,
    /// Hint shown while the field is empty.
    #[prop(optional, into)]
    placeholder: MaybeProp<String>,
    /// Form field name.
    #[prop(optional, into)]
    name: MaybeProp<String>,
    /// Visible number of text lines.
    #[prop(default = 3)]
    rows: u32,
    /// Maximum number of characters; shows the counter.
    #[prop(optional)]
    max_length: Option<u32>,
    /// Which way the user may resize the field.
    #[prop(optional)]
    resize: TextareaResize,
    /// Grows the field with its content instead of scrolling.
    #[prop(optional, into)]
    auto_resize: Signal<bool>,
    /// Help shown below the field and referenced by `aria-describedby`.
    #[prop(optional, into)]
    helper_text: MaybeProp<String>,
    /// Error shown when `invalid`.
    #[prop(optional, into)]
    error_message: MaybeProp<String>,
    /// Marks the value as invalid and shows the error message.
    #[prop(optional, into)]
    invalid: Signal<bool>,
    /// The field must be filled before the form is submitted.
    #[prop(optional, into)]
    required: Signal<bool>,
    /// Prevents editing.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// The value can be selected but not edited.
    #[prop(optional, into)]
    read_only: Signal<bool>,
    /// Called with the new value on every edit.
    #[prop(optional, into)]
    on_change: Option<Callback<String>>,
    /// Called when the field receives focus.
    #[prop(optional, into)]
    on_focus: Option<Callback<ev::FocusEvent>>,
    /// Called when the field loses focus.
    #[prop(optional, into)]
    on_blur: Option<Callback<ev::FocusEvent>>,
) -> impl IntoView {
    view! {
        <div data-scope=TextareaSpec::SCOPE data-part=TextareaSpec::PART_ROOT>
            <label for="textarea-field" data-scope=TextareaSpec::SCOPE data-part=TextareaSpec::PART_LABEL>
                {label}
            </label>
            <textarea
                id="textarea-field"
                data-scope=TextareaSpec::SCOPE
                data-part=TextareaSpec::PART_FIELD
                data-variant=move || variant.get().as_str()
                data-size=move || size.get().as_str()
                name=move || name.get()
                rows=rows
                maxlength=max_length
                placeholder=move || placeholder.get()
                required=move || required.get()
                disabled=move || disabled.get()
                readonly=move || read_only.get()
                aria-invalid=move || invalid.get().to_string()
                aria-describedby=move || helper_text.get().map(|_| "textarea-helper-text")
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
            >
                {move || value.get().unwrap_or_else(|| default_value.clone())}
            </textarea>
            <span id="textarea-helper-text" data-scope=TextareaSpec::SCOPE data-part=TextareaSpec::PART_HELPER_TEXT>
                {move || helper_text.get()}
            </span>
            <span data-scope=TextareaSpec::SCOPE data-part=TextareaSpec::PART_ERROR_MESSAGE></span>
            <span
                data-scope=TextareaSpec::SCOPE
                data-part=TextareaSpec::PART_COUNTER
                data-invalid=move || invalid.get().then_some("")
            ></span>
        </div>
    }
}
