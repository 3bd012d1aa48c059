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
    let size = move || size.get().as_str();
    view! {
        <button
            data-scope=IconButtonSpec::SCOPE
            data-part=IconButtonSpec::PART_ROOT
            data-variant=move || variant.get().as_str()
            data-size=size
            type="button"
            aria-label=aria_label
            aria-disabled=move || disabled.get().to_string()
            disabled=move || disabled.get()
            on:click=move |event| {
                if let Some(on_click) = on_click {
                    on_click.run(event);
                }
            }
        >
            <span
                data-scope=IconButtonSpec::SCOPE
                data-part=IconButtonSpec::PART_ICON
                data-size=size
                // The stylesheet selects a part's state on the part itself.
                data-disabled=move || disabled.get().then_some("")
                aria-hidden="true"
            >
                {icon.run()}
            </span>
        </button>
    }
}
