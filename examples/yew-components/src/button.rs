//! `Button` (`specs/button.json`).

use uispec_macros::component_spec;
use yew::prelude::*;

use crate::aria;

/// Triggers an action or event.
#[component_spec("button.json")]
#[component]
pub fn Button(props: &ButtonSpecProps) -> Html {
    // The data attributes the generated stylesheet selects on (docs/styles.md): scope and part
    // on every part, each variant axis on the parts it styles.
    let size = props.size.as_str();
    html! {
        <button
            data-scope={ButtonSpec::SCOPE}
            data-part={ButtonSpec::PART_ROOT}
            data-variant={props.variant.as_str()}
            data-size={size}
            data-full-width={props.full_width.then_some("")}
            type={props.r#type.as_str()}
            role={ButtonSpec::ROLE}
            disabled={props.disabled || props.loading}
            aria-disabled={aria(props.disabled)}
            aria-busy={aria(props.loading)}
            aria-label={props.aria_label.clone()}
            onclick={props.onclick.clone()}
        >
            if props.start_icon != Html::default() {
                <span data-scope={ButtonSpec::SCOPE} data-part={ButtonSpec::PART_START_ICON} data-size={size}>{props.start_icon.clone()}</span>
            }
            <span data-scope={ButtonSpec::SCOPE} data-part={ButtonSpec::PART_LABEL} data-size={size}>
                {props.children.clone()}
            </span>
            if props.end_icon != Html::default() {
                <span data-scope={ButtonSpec::SCOPE} data-part={ButtonSpec::PART_END_ICON} data-size={size}>{props.end_icon.clone()}</span>
            }
            if props.loading {
                <span data-scope={ButtonSpec::SCOPE} data-part={ButtonSpec::PART_SPINNER} data-size={size} aria-hidden="true"></span>
            }
        </button>
    }
}
