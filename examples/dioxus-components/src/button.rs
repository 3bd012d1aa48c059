//! `Button` (`specs/button.json`).

use dioxus::prelude::*;
use uispec_macros::component_spec;

/// Triggers an action or event.
#[component_spec("button.json")]
#[component]
pub fn Button(props: ButtonSpecProps) -> Element {
    // The data attributes the generated stylesheet selects on (docs/styles.md): scope and part
    // on every part, each variant axis on the parts it styles.
    let size = props.size.as_str();
    let onclick = props.onclick;
    rsx! {
        button {
            "data-scope": ButtonSpec::SCOPE,
            "data-part": ButtonSpec::PART_ROOT,
            "data-variant": props.variant.as_str(),
            "data-size": size,
            "data-full-width": props.full_width.then_some(""),
            r#type: props.r#type.as_str(),
            role: ButtonSpec::ROLE,
            disabled: props.disabled || props.loading,
            "aria-disabled": "{props.disabled}",
            "aria-busy": "{props.loading}",
            "aria-label": props.aria_label.clone(),
            onclick: move |event| {
                if let Some(handler) = onclick {
                    handler.call(event);
                }
            },
            if let Some(icon) = props.start_icon {
                span { "data-scope": ButtonSpec::SCOPE, "data-part": ButtonSpec::PART_START_ICON, "data-size": size, {icon} }
            }
            span { "data-scope": ButtonSpec::SCOPE, "data-part": ButtonSpec::PART_LABEL, "data-size": size, {props.children} }
            if let Some(icon) = props.end_icon {
                span { "data-scope": ButtonSpec::SCOPE, "data-part": ButtonSpec::PART_END_ICON, "data-size": size, {icon} }
            }
            if props.loading {
                span {
                    "data-scope": ButtonSpec::SCOPE,
                    "data-part": ButtonSpec::PART_SPINNER,
                    "data-size": size,
                    "aria-hidden": "true",
                }
            }
        }
    }
}
