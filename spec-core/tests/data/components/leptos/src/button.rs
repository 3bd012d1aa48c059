use leptos::ev;
use leptos::prelude::*;

use crate::types::{ButtonType, ButtonVariant, Size};

/// Triggers an action or event, such as submitting a form or opening a dialog.
///
/// Renders a native `<button>`; with `loading` it keeps its width and ignores clicks.
#[component]
pub fn Button(
    /// Visual emphasis: one primary action per view.
    #[prop(optional, into)]
    variant: Signal<ButtonVariant>,
    /// Height, padding and label size.
    #[prop(default = Size::Md.into(), into)]
    size: Signal<Size>,
    /// The native button type.
    #[prop(optional)]
    r#type: ButtonType,
    /// Prevents interaction.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// Shows the spinner and blocks repeated activation.
    #[prop(optional, into)]
    loading: Signal<bool>,
    /// Stretches the button to the width of its container.
    #[prop(default = false)]
    full_width: bool,
    /// Accessible name; required when the button shows only an icon.
    aria_label: Option<String>,
    #[prop(optional, into)] class: MaybeProp<String>,
    /// Called when the button is activated.
    #[prop(optional)]
    on_click: Option<Callback<ev::MouseEvent>>,
    /// Icon before the label.
    #[prop(optional)]
    start_icon: Option<ViewFn>,
    /// Icon after the label.
    #[prop(optional)]
    end_icon: Option<ViewFn>,
    /// The visible label.
    children: Children,
) -> impl IntoView {
    let class = move || {
        format!(
            "btn btn--{} btn--{:?} {}",
            variant.get().as_str(),
            size.get(),
            class.get().unwrap_or_default()
        )
    };
    view! {
        <button
            class=class
            type=move || format!("{:?}", r#type).to_lowercase()
            disabled=move || disabled.get() || loading.get()
            aria-label=aria_label
            aria-busy=move || loading.get().to_string()
            data-full-width=full_width
            on:click=move |event| {
                if let Some(on_click) = on_click {
                    on_click.run(event)
                }
            }
        >
            {start_icon.map(|icon| view! { <span data-slot="start-icon">{icon.run()}</span> })}
            <span data-slot="label">{children()}</span>
            {end_icon.map(|icon| view! { <span data-slot="end-icon">{icon.run()}</span> })}
        </button>
    }
}
