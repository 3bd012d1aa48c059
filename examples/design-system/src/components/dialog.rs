//! `Dialog`: implements `specs/dialog.json`.

use leptos::html;
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys;
use uispec_macros::component_spec;

/// What a user can focus with Tab inside the dialog.
const FOCUSABLE: &str = "a[href], button:not([disabled]), input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

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
    // Uncontrolled, the dialog keeps its own state, from `default_open`: closing hides it.
    let shown = RwSignal::new(default_open.get_untracked());
    let is_open = move || open.get().unwrap_or_else(|| shown.get());
    // `open` / `closed` as Zag.js and Radix write it; a closing animation adds `closing`.
    let state = move || if is_open() { "open" } else { "closed" };
    // What had focus when the dialog opened (the element that opened it) gets it back when it
    // closes, as the APG's modal dialog asks: else focus goes with the hidden dialog.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);
    let close = move || {
        if let Some(opener) = opener.try_update_value(Option::take).flatten() {
            let _ = opener.focus();
        }
        shown.set(false);
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
    let close_button = NodeRef::<html::Button>::new();
    // A modal keeps focus (the APG's Tab and Shift+Tab wrap inside it): Tab from its last
    // focusable element (the close button, else the first) goes round to the first, and
    // Shift+Tab from the first, or from the dialog itself, to the last.
    let trap = move |event: &leptos::ev::KeyboardEvent| {
        let Some(content) = content.get() else { return };
        let first = (content.query_selector(FOCUSABLE).ok().flatten())
            .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok());
        let last = (close_button.get().map(web_sys::HtmlElement::from)).or_else(|| first.clone());
        let active = document().active_element();
        let is = |element: &web_sys::Element| active.as_ref() == Some(element);
        let on = |element: &Option<web_sys::HtmlElement>| element.as_ref().is_some_and(|e| is(e));
        let to = match event.shift_key() {
            true if on(&first) || is(&content) => last,
            false if on(&last) => first,
            // Nothing to move to: focus stays on the dialog.
            _ if first.is_none() => None,
            _ => return,
        };
        event.prevent_default();
        if let Some(to) = to {
            let _ = to.focus();
        }
    };
    Effect::new(move || {
        if let Some(content) = content.get().filter(|_| is_open()) {
            let active = document().active_element();
            opener.set_value(active.and_then(|element| element.dyn_into().ok()));
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
                on:keydown=move |event| match event.key().as_str() {
                    "Escape" if close_on_escape.get() => close(),
                    "Tab" => trap(&event),
                    _ => {}
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
                        node_ref=close_button
                        on:click=move |_| close()
                    >
                        "×"
                    </button>
                })}
            </div>
        </div>
    }
}
