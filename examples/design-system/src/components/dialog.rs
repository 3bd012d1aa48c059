//! `Dialog`: implements `specs/dialog.json`.

use leptos::html;
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
    let is_open = move || open.get().unwrap_or_else(|| default_open.get());
    // `open` / `closed` as Zag.js and Radix write it; a closing animation adds `closing`.
    let state = move || if is_open() { "open" } else { "closed" };
    let close = move || {
        if let Some(on_open_change) = on_open_change {
            on_open_change.run(false);
        }
        if let Some(on_close) = on_close {
            on_close.run(());
        }
    };
    let body = children();
    // Focus moves into the dialog when it opens (the APG's modal dialog): onto the content,
    // which takes it without entering the Tab sequence, so Escape reaches its handler.
    let content = NodeRef::<html::Div>::new();
    Effect::new(move || {
        if let Some(content) = content.get().filter(|_| is_open()) {
            let _ = content.focus();
        }
    });
    view! {
        {trigger.map(|trigger| trigger.run())}
        <div hidden=move || !is_open()>
            <div
                data-scope=DialogSpec::SCOPE
                data-part=DialogSpec::PART_OVERLAY
                data-state=state
                on:click=move |_| {
                    if close_on_overlay_click.get() {
                        close();
                    }
                }
            ></div>
            <div
                data-scope=DialogSpec::SCOPE
                data-part=DialogSpec::PART_CONTENT
                data-size=move || size.get().as_str()
                data-state=state
                node_ref=content
                tabindex="-1"
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
                <header data-scope=DialogSpec::SCOPE data-part=DialogSpec::PART_HEADER>
                    <h2 id="dialog-title" data-scope=DialogSpec::SCOPE data-part=DialogSpec::PART_TITLE>{title}</h2>
                    {move || description.get().map(|text| view! {
                        <p id="dialog-description" data-scope=DialogSpec::SCOPE data-part=DialogSpec::PART_DESCRIPTION>
                            {text}
                        </p>
                    })}
                </header>
                <div data-scope=DialogSpec::SCOPE data-part=DialogSpec::PART_BODY>{body}</div>
                {footer.map(|footer| view! {
                    <footer data-scope=DialogSpec::SCOPE data-part=DialogSpec::PART_FOOTER>{footer.run()}</footer>
                })}
                {move || show_close_button.get().then(|| view! {
                    <button
                        type="button"
                        data-scope=DialogSpec::SCOPE
                        data-part=DialogSpec::PART_CLOSE_BUTTON
                        aria-label="Close"
                        on:click=move |_| close()
                    >
                        "×"
                    </button>
                })}
            </div>
        </div>
    }
}
