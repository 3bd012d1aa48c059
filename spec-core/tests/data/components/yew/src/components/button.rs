use yew::prelude::*;

use crate::intent::{Intent, Size};

#[derive(Properties, PartialEq, Clone)]
pub struct ButtonProps {
    /// Visual emphasis.
    #[prop_or_default]
    pub intent: Intent,
    /// Height and padding.
    #[prop_or(Size::Medium)]
    pub size: Size,
    /// The native button type.
    #[prop_or(AttrValue::from("button"))]
    pub r#type: AttrValue,
    #[prop_or_default]
    pub disabled: bool,
    #[prop_or_default]
    pub loading: bool,
    /// Accessible name. Without `prop_or*` even an `Option` is required in Yew.
    pub aria_label: Option<AttrValue>,
    /// Called when the button is activated.
    #[prop_or_default]
    pub onclick: Callback<MouseEvent>,
    /// Icon before the label.
    #[prop_or_default]
    pub start_icon: Option<Html>,
    #[prop_or_default]
    pub class: Classes,
    /// The visible label.
    #[prop_or_default]
    pub children: Html,
}

/// Triggers an action or event, such as submitting a form.
#[component]
pub fn Button(props: &ButtonProps) -> Html {
    let ButtonProps { intent, size, r#type, disabled, loading, aria_label, onclick, start_icon, class, children } = props.clone();
    html! {
        <button
            class={classes!("btn", format!("btn--{intent}"), format!("btn--{size:?}"), class)}
            type={r#type}
            disabled={disabled || loading}
            aria-label={aria_label}
            {onclick}
        >
            if let Some(icon) = start_icon {
                <span data-slot="start-icon">{icon}</span>
            }
            <span data-slot="label">{children}</span>
        </button>
    }
}
