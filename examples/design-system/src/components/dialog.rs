//! `Dialog`: implements `specs/dialog.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

/// A modal window over the page that the user must close or act on before returning to the
/// page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(
    /// Width of the dialog.
    #[prop(optional, into)]
    size: Signal<DialogSize>,
    /// Whether the dialog is shown (controlled).
    #[prop(optional, into)]
    open: MaybeProp<bool>,
    /// Whether the dialog is shown initially (uncontrolled).
    #[prop(optional, into)]
    default_open: Signal<bool>,
    /// Visible title, referenced by `aria-labelledby`.
    #[prop(into)]
    title: String,
    /// Short text under the title, referenced by `aria-describedby`.
    #[prop(optional, into)]
    description: MaybeProp<String>,
    /// Whether Escape closes the dialog.
    #[prop(default = true.into(), into)]
    close_on_escape: Signal<bool>,
    /// Whether a click on the overlay closes the dialog.
    #[prop(default = true.into(), into)]
    close_on_overlay_click: Signal<bool>,
    /// Whether the visible close button is rendered in the header.
    #[prop(default = true.into(), into)]
    show_close_button: Signal<bool>,
    /// The body content.
    children: Children,
    /// Actions, usually Buttons, primary last.
    #[prop(optional, into)]
    footer: Option<ViewFn>,
    /// Element that opens the dialog and receives focus back when it closes.
    #[prop(optional, into)]
    trigger: Option<ViewFn>,
    /// Called with `false` when the user asks to close (Escape, overlay click, close button)
    /// and with `true` when the trigger opens it.
    #[prop(optional, into)]
    on_open_change: Option<Callback<bool>>,
    /// Called after the dialog has closed and focus has returned to the trigger.
    #[prop(optional, into)]
    on_close: Option<Callback<()>>,
) -> impl IntoView {
    let class = move || format!("ui-dialog ui-dialog--{}", size.get().as_str());
    let is_open = move || open.get().unwrap_or_else(|| default_open.get());
    let close = move || {
        if let Some(on_open_change) = on_open_change {
            on_open_change.run(false);
        }
        if let Some(on_close) = on_close {
            on_close.run(());
        }
    };
    let body = children();
    view! {
        {trigger.map(|trigger| trigger.run())}
        <div class=class data-slot="root" hidden=move || !is_open()>
            <div
                data-slot="overlay"
                on:click=move |_| {
                    if close_on_overlay_click.get() {
                        close();
                    }
                }
            ></div>
            <div
                data-slot="content"
                on:keydown=move |event| {
                    if event.key() == "Escape" && close_on_escape.get() {
                        close();
                    }
                }
                role=DialogSpec::ROLE
                aria-modal="true"
                aria-labelledby="dialog-title"
                aria-describedby=move || description.get().map(|_| "dialog-description")
            >
                <header data-slot="header">
                    <h2 id="dialog-title" data-slot="title">{title}</h2>
                    {move || description.get().map(|text| view! {
                        <p id="dialog-description" data-slot="description">{text}</p>
                    })}
                </header>
                <div data-slot="body">{body}</div>
                {footer.map(|footer| view! { <footer data-slot="footer">{footer.run()}</footer> })}
                {move || show_close_button.get().then(|| view! {
                    <button type="button" data-slot="close-button" aria-label="Close" on:click=move |_| close()>
                        "×"
                    </button>
                })}
            </div>
        </div>
    }
}
