//! `Input` (`specs/input.json`).

use uispec_macros::component_spec;
use yew::prelude::*;

use crate::aria;

/// A single-line text field with its label.
#[component_spec("input.json")]
#[component]
pub fn Input(props: &InputSpecProps) -> Html {
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
    let value = props
        .value
        .clone()
        .unwrap_or_else(|| props.default_value.clone());
    html! {
        <div data-scope={InputSpec::SCOPE} data-part={InputSpec::PART_ROOT}>
            <label for={id.clone()} data-scope={InputSpec::SCOPE} data-part={InputSpec::PART_LABEL}>{&props.label}</label>
            if props.start_adornment != Html::default() {
                <span data-scope={InputSpec::SCOPE} data-part={InputSpec::PART_START_ADORNMENT} data-size={props.size.as_str()}>
                    {props.start_adornment.clone()}
                </span>
            }
            <input
                data-scope={InputSpec::SCOPE}
                data-part={InputSpec::PART_FIELD}
                data-variant={props.variant.as_str()}
                data-size={props.size.as_str()}
                id={id}
                type={props.r#type.as_str()}
                role={InputSpec::ROLE}
                name={props.name.clone()}
                {value}
                placeholder={props.placeholder.clone()}
                autocomplete={props.autocomplete.clone()}
                required={props.required}
                disabled={props.disabled}
                readonly={props.read_only}
                aria-invalid={aria(props.invalid)}
                aria-required={aria(props.required)}
                aria-describedby={message.as_ref().map(|_| help.clone())}
                onchange={props.onchange.clone()}
                onfocus={props.onfocus.clone()}
                onblur={props.onblur.clone()}
            />
            if props.end_adornment != Html::default() {
                <span data-scope={InputSpec::SCOPE} data-part={InputSpec::PART_END_ADORNMENT} data-size={props.size.as_str()}>
                    {props.end_adornment.clone()}
                </span>
            }
            if let Some(message) = message {
                <p
                    id={help}
                    data-scope={InputSpec::SCOPE}
                    data-part={if props.invalid { InputSpec::PART_ERROR_MESSAGE } else { InputSpec::PART_HELPER_TEXT }}
                >
                    {message}
                </p>
            }
        </div>
    }
}
