//! `Button` (`specs/button.json`).

use dioxus::prelude::*;
use uispec_macros::component_spec;

/// Triggers an action or event.
#[component_spec("button.json")]
#[component]
pub fn Button(props: ButtonSpecProps) -> Element {
    let class = format!(
        "btn btn--{} btn--{}{}",
        props.variant.as_str(),
        props.size.as_str(),
        if props.full_width { " btn--full" } else { "" }
    );
    let onclick = props.onclick;
    rsx! {
        button {
            class: "{class}",
            r#type: props.r#type.as_str(),
            role: ButtonSpec::ROLE,
            disabled: props.disabled || props.loading,
            "aria-disabled": "{props.disabled}",
            "aria-busy": "{props.loading}",
            "aria-label": props.aria_label.clone(),
            "data-variant": props.variant.as_str(),
            onclick: move |event| {
                if let Some(handler) = onclick {
                    handler.call(event);
                }
            },
            {props.start_icon}
            {props.children}
            {props.end_icon}
        }
    }
}
