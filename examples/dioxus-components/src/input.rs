//! `Input` (`specs/input.json`).

use dioxus::prelude::*;
use uispec_macros::component_spec;

/// A single-line text field with its label.
#[component_spec("input.json")]
#[component]
pub fn Input(props: InputSpecProps) -> Element {
    let id = format!(
        "input-{}",
        props
            .name
            .clone()
            .unwrap_or_else(|| props.label.to_lowercase())
    );
    let help = format!("{id}-help");
    let message = if props.invalid {
        props.error_message.clone()
    } else {
        props.helper_text.clone()
    };
    let described_by = message.as_ref().map(|_| help.clone());
    let value = props
        .value
        .clone()
        .unwrap_or_else(|| props.default_value.clone());
    let (onchange, onfocus, onblur) = (props.onchange, props.onfocus, props.onblur);
    rsx! {
        div { "data-scope": InputSpec::SCOPE, "data-part": InputSpec::PART_ROOT,
            label { r#for: "{id}", "data-scope": InputSpec::SCOPE, "data-part": InputSpec::PART_LABEL, "{props.label}" }
            if let Some(adornment) = props.start_adornment {
                span {
                    "data-scope": InputSpec::SCOPE,
                    "data-part": InputSpec::PART_START_ADORNMENT,
                    "data-size": props.size.as_str(),
                    {adornment}
                }
            }
            input {
                "data-scope": InputSpec::SCOPE,
                "data-part": InputSpec::PART_FIELD,
                "data-variant": props.variant.as_str(),
                "data-size": props.size.as_str(),
                id: "{id}",
                r#type: props.r#type.as_str(),
                role: InputSpec::ROLE,
                name: props.name.clone(),
                value: "{value}",
                placeholder: props.placeholder.clone(),
                autocomplete: props.autocomplete.clone(),
                required: props.required,
                disabled: props.disabled,
                readonly: props.read_only,
                "aria-invalid": "{props.invalid}",
                "aria-required": "{props.required}",
                "aria-describedby": described_by,
                onchange: move |event| if let Some(handler) = onchange { handler.call(event) },
                onfocus: move |event| if let Some(handler) = onfocus { handler.call(event) },
                onblur: move |event| if let Some(handler) = onblur { handler.call(event) },
            }
            if let Some(adornment) = props.end_adornment {
                span {
                    "data-scope": InputSpec::SCOPE,
                    "data-part": InputSpec::PART_END_ADORNMENT,
                    "data-size": props.size.as_str(),
                    {adornment}
                }
            }
            if let Some(message) = message {
                p {
                    id: "{help}",
                    "data-scope": InputSpec::SCOPE,
                    "data-part": if props.invalid { InputSpec::PART_ERROR_MESSAGE } else { InputSpec::PART_HELPER_TEXT },
                    "{message}"
                }
            }
        }
    }
}
