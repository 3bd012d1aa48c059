use yew::prelude::*;

use crate::intent::Size;

#[derive(Properties, PartialEq)]
pub struct InputProps {
    /// The current text.
    pub value: AttrValue,
    /// The visible label.
    pub label: AttrValue,
    #[prop_or_default]
    pub placeholder: AttrValue,
    #[prop_or_default]
    pub size: Size,
    #[prop_or_default]
    pub invalid: bool,
    #[prop_or_default]
    pub disabled: bool,
    /// Form field name; generated when not given.
    #[prop_or_else(generate_name)]
    pub name: AttrValue,
    #[prop_or(524288)]
    pub max_length: u32,
    /// Called with every change.
    pub oninput: Callback<InputEvent>,
    /// Required: a `Callback` without `prop_or_default`.
    pub onkeydown: Callback<KeyboardEvent>,
}

fn generate_name() -> AttrValue {
    AttrValue::from(format!("input-{}", rand_id()))
}

fn rand_id() -> u32 {
    7
}

/// A single-line text field, in the Yew 0.21 style.
#[function_component(Input)]
pub fn input(props: &InputProps) -> Html {
    html! {
        <label class="input">
            <span data-slot="label">{props.label.clone()}</span>
            <input
                value={props.value.clone()}
                name={props.name.clone()}
                placeholder={props.placeholder.clone()}
                disabled={props.disabled}
                aria-invalid={props.invalid.to_string()}
                maxlength={props.max_length.to_string()}
                oninput={props.oninput.clone()}
                onkeydown={props.onkeydown.clone()}
            />
        </label>
    }
}
