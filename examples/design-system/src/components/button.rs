//! `Button`: implements `specs/button.json`.

use leptos::ev;
use leptos::prelude::*;

/// Visual emphasis: one primary action per view; danger for destructive actions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ButtonVariant {
    #[default]
    Primary,
    Secondary,
    Ghost,
    Danger,
}

impl ButtonVariant {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Primary => "primary",
            Self::Secondary => "secondary",
            Self::Ghost => "ghost",
            Self::Danger => "danger",
        }
    }
}

/// Height, padding and label size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ButtonSize {
    Sm,
    #[default]
    Md,
    Lg,
}

impl ButtonSize {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Sm => "sm",
            Self::Md => "md",
            Self::Lg => "lg",
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ButtonType {
    #[default]
    Button,
    Submit,
    Reset,
}

impl ButtonType {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Button => "button",
            Self::Submit => "submit",
            Self::Reset => "reset",
        }
    }
}

/// Triggers an action or event, such as submitting a form, opening a dialog or deleting an
/// item.
#[component]
pub fn Button(
    /// Visual emphasis: one primary action per view; danger for destructive actions.
    #[prop(optional, into)]
    variant: Signal<ButtonVariant>,
    /// Height, padding and label size.
    #[prop(optional, into)]
    size: Signal<ButtonSize>,
    /// The native button type. `submit` submits the enclosing form.
    #[prop(optional)]
    r#type: ButtonType,
    /// Prevents interaction; the button stays in the tab order only when `aria-disabled` is
    /// used instead.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// Shows the spinner, keeps the width and blocks repeated activation.
    #[prop(optional, into)]
    loading: Signal<bool>,
    /// Stretches the button to the width of its container.
    #[prop(optional, into)]
    full_width: Signal<bool>,
    /// Accessible name; required when the button shows only an icon.
    #[prop(optional, into)]
    aria_label: MaybeProp<String>,
    /// The visible label.
    children: Children,
    /// Icon before the label.
    #[prop(optional, into)]
    start_icon: Option<ViewFn>,
    /// Icon after the label.
    #[prop(optional, into)]
    end_icon: Option<ViewFn>,
    /// Called when the button is activated by pointer, Enter or Space; not called while
    /// disabled or loading.
    #[prop(optional, into)]
    on_click: Option<Callback<ev::MouseEvent>>,
) -> impl IntoView {
    let class = move || {
        format!(
            "ui-button ui-button--{} ui-button--{}",
            variant.get().as_str(),
            size.get().as_str()
        )
    };
    view! {
        <button class=class data-slot="root">
            <span data-slot="label"></span>
            <span data-slot="start-icon"></span>
            <span data-slot="end-icon"></span>
            <span data-slot="spinner"></span>
            {children()}
        </button>
    }
}
