//! `Button` (`specs/button.json`).

use uispec_macros::component_spec;
use yew::prelude::*;

use crate::aria;

/// Triggers an action or event.
#[component_spec("button.json")]
#[component]
pub fn Button(props: &ButtonSpecProps) -> Html {
    let class = classes!(
        "btn",
        format!("btn--{}", props.variant.as_str()),
        format!("btn--{}", props.size.as_str()),
        props.full_width.then_some("btn--full"),
    );
    html! {
        <button
            {class}
            type={props.r#type.as_str()}
            role={ButtonSpec::ROLE}
            disabled={props.disabled || props.loading}
            aria-disabled={aria(props.disabled)}
            aria-busy={aria(props.loading)}
            aria-label={props.aria_label.clone()}
            data-variant={props.variant.as_str()}
            onclick={props.onclick.clone()}
        >
            {props.start_icon.clone()}
            {props.children.clone()}
            {props.end_icon.clone()}
        </button>
    }
}
