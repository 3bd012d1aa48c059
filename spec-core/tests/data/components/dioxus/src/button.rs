use dioxus::prelude::*;

use crate::variants::{ButtonVariant, Size};

#[derive(Props, Clone, PartialEq)]
pub struct ButtonProps {
    /// Visual emphasis.
    #[props(default)]
    variant: ButtonVariant,
    /// Height and padding.
    #[props(default = Size::Medium)]
    size: Size,
    /// The native button type.
    #[props(default = "button".to_string())]
    r#type: String,
    /// Prevents interaction.
    #[props(default)]
    disabled: bool,
    #[props(default)]
    loading: bool,
    /// Accessible name; `Option` props are optional in Dioxus.
    aria_label: Option<String>,
    /// A tooltip every button of this library must have.
    #[props(!optional)]
    tooltip: Option<String>,
    /// Called when the button is activated.
    onclick: Option<EventHandler<MouseEvent>>,
    /// Icon before the label.
    start_icon: Option<Element>,
    #[props(extends = GlobalAttributes, extends = button)]
    attributes: Vec<Attribute>,
    /// The visible label.
    children: Element,
}

/// Triggers an action or event, such as submitting a form.
#[component]
pub fn Button(props: ButtonProps) -> Element {
    rsx! {
        button {
            class: "button",
            "data-style": props.variant.class(),
            "data-size": props.size.as_ref(),
            r#type: props.r#type,
            disabled: props.disabled || props.loading,
            title: props.tooltip,
            "aria-label": props.aria_label,
            onclick: move |event| {
                if let Some(handler) = &props.onclick {
                    handler.call(event)
                }
            },
            ..props.attributes,
            if let Some(icon) = props.start_icon {
                span { "data-slot": "start-icon", {icon} }
            }
            span { "data-slot": "label", {props.children} }
        }
    }
}
