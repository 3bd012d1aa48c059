//! `IconButton`: implements `specs/icon-button.json`.

use leptos::ev;
use leptos::prelude::*;
use uispec_macros::component_spec;

/// A square button that shows only an icon, for compact toolbars and dense layouts.
#[component_spec("icon-button.json")]
#[component]
pub fn IconButton(
    /// Visual emphasis; icon buttons are never the primary action.
    #[prop(optional, into)]
    variant: Signal<IconButtonVariant>,
    /// Square size of the button.
    #[prop(optional, into)]
    size: Signal<IconButtonSize>,
    /// Accessible name: the button has no visible text.
    #[prop(into)]
    aria_label: String,
    /// Prevents interaction.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// The icon; decorative, the name comes from `ariaLabel`.
    icon: ViewFn,
    /// Called when the button is activated by pointer, Enter or Space.
    #[prop(optional, into)]
    on_click: Option<Callback<ev::MouseEvent>>,
) -> impl IntoView {
    let class = move || {
        format!(
            "ui-icon-button ui-icon-button--{} ui-icon-button--{}",
            variant.get().as_str(),
            size.get().as_str()
        )
    };
    view! {
        <button class=class data-slot="root">
            <span data-slot="icon"></span>
        </button>
    }
}
