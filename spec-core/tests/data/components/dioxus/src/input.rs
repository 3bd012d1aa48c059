use dioxus::prelude::*;

use crate::variants::Size;

/// A single-line text field.
#[component]
pub fn Input(
    /// The current text.
    value: ReadSignal<String>,
    /// The visible label.
    #[props(into)]
    label: String,
    /// Hint shown while the field is empty.
    #[props(default)]
    placeholder: String,
    #[props(default)] size: Size,
    #[props(default)] invalid: bool,
    /// Optional without any attribute: it is an `Option`.
    disabled: Option<bool>,
    max_length: Option<u32>,
    /// The native input type.
    #[props(default_code = "\"text\".to_string()")]
    input_type: String,
    /// Called with every change.
    oninput: EventHandler<FormEvent>,
    onkeydown: Option<EventHandler<KeyboardEvent>>,
) -> Element {
    rsx! {
        label { class: "input",
            span { "data-slot": "label", "{label}" }
            input {
                r#type: input_type,
                value: value,
                placeholder: placeholder,
                disabled: disabled.unwrap_or(false),
                maxlength: max_length,
                "aria-invalid": invalid,
                "data-size": size.as_ref(),
                oninput: move |event| oninput.call(event),
                onkeydown: move |event| {
                    if let Some(handler) = &onkeydown {
                        handler.call(event)
                    }
                },
            }
        }
    }
}
