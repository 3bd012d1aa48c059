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
        <div class={classes!("field", format!("field--{}", props.variant.as_str()), format!("field--{}", props.size.as_str()))}>
            <label for={id.clone()}>{&props.label}</label>
            {props.start_adornment.clone()}
            <input
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
            {props.end_adornment.clone()}
            if let Some(message) = message {
                <p id={help} class="field__help">{message}</p>
            }
        </div>
    }
}
