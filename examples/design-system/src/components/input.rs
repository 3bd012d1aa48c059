//! `Input`: implements `specs/input.json`.

use leptos::ev;
use leptos::prelude::*;

/// Field style.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum InputVariant {
    #[default]
    Outline,
    Filled,
}

impl InputVariant {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Outline => "outline",
            Self::Filled => "filled",
        }
    }
}

/// Field height, padding and text size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum InputSize {
    Sm,
    #[default]
    Md,
    Lg,
}

impl InputSize {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Sm => "sm",
            Self::Md => "md",
            Self::Lg => "lg",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum InputType {
    #[default]
    Text,
    Email,
    Password,
    Number,
    Search,
    Tel,
    Url,
}

impl InputType {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Email => "email",
            Self::Password => "password",
            Self::Number => "number",
            Self::Search => "search",
            Self::Tel => "tel",
            Self::Url => "url",
        }
    }
}

/// A single-line text field with a label, optional helper text and an error message.
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
    let class = move || {
        format!(
            "ui-input ui-input--{} ui-input--{}",
            variant.get().as_str(),
            size.get().as_str()
        )
    };
    view! {
        <div class=class data-slot="root">
            <span data-slot="label"></span>
            <span data-slot="field"></span>
            <span data-slot="start-adornment"></span>
            <span data-slot="end-adornment"></span>
            <span data-slot="helper-text"></span>
            <span data-slot="error-message"></span>
        </div>
    }
}
