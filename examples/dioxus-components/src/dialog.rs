//! `Dialog` (`specs/dialog.json`).

use std::rc::Rc;

use dioxus::prelude::*;
use uispec_macros::component_spec;
use wasm_bindgen::JsCast;

/// A modal window over the page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(props: DialogSpecProps) -> Element {
    // Uncontrolled, the dialog keeps its own state from `default_open`: closing hides it.
    let mut shown = use_signal(|| props.default_open);
    let open = props.open.unwrap_or(shown());
    let (on_open_change, on_close) = (props.on_open_change, props.on_close);
    let close_on_escape = props.close_on_escape;
    // What had focus when the dialog opened (the element that opened it) gets it back when it
    // closes, as the APG's modal dialog asks: else focus goes with the removed dialog.
    let mut opener = use_signal(|| None::<web_sys::HtmlElement>);
    let mut close = move || {
        if let Some(opener) = opener.write().take() {
            let _ = opener.focus();
        }
        shown.set(false);
        if let Some(handler) = on_open_change {
            handler.call(());
        }
        if let Some(handler) = on_close {
            handler.call(());
        }
    };
    // Focus moves into the dialog when it opens, onto the content (it takes focus without
    // entering the Tab sequence), and stays inside (the APG's modal): a guard on each side of
    // the content sends focus that reaches it round to the other end.
    let mut content = use_signal(|| None::<Rc<MountedData>>);
    let mut close_button = use_signal(|| None::<Rc<MountedData>>);
    let focus = |target: Option<Rc<MountedData>>| async move {
        if let Some(target) = target {
            let _ = target.set_focus(true).await;
        }
    };
    rsx! {
        {props.trigger}
        if open {
            div { "data-scope": DialogSpec::SCOPE, "data-part": DialogSpec::PART_OVERLAY, "data-state": "open" }
            span { tabindex: "0", onfocus: move |_| focus(close_button().or(content())) }
            div {
                "data-scope": DialogSpec::SCOPE,
                "data-part": DialogSpec::PART_CONTENT,
                "data-size": props.size.as_str(),
                "data-state": "open",
                role: DialogSpec::ROLE,
                tabindex: "-1",
                onmounted: move |event: MountedEvent| {
                    let active = web_sys::window()
                        .and_then(|window| window.document())
                        .and_then(|document| document.active_element());
                    opener.set(active.and_then(|element| element.dyn_into().ok()));
                    content.set(Some(event.data()));
                    focus(Some(event.data()))
                },
                // Escape closes the dialog (the spec's keyboard table).
                onkeydown: move |event: KeyboardEvent| {
                    if event.key() == Key::Escape && close_on_escape {
                        close();
                    }
                },
                "aria-modal": "true",
                "aria-labelledby": "dialog-title",
                "aria-describedby": props.description.as_ref().map(|_| "dialog-description"),
                header { "data-scope": DialogSpec::SCOPE, "data-part": DialogSpec::PART_HEADER,
                    h2 { id: "dialog-title", "data-scope": DialogSpec::SCOPE, "data-part": DialogSpec::PART_TITLE, "{props.title}" }
                    if let Some(description) = props.description.clone() {
                        p {
                            id: "dialog-description",
                            "data-scope": DialogSpec::SCOPE,
                            "data-part": DialogSpec::PART_DESCRIPTION,
                            "{description}"
                        }
                    }
                }
                div { "data-scope": DialogSpec::SCOPE, "data-part": DialogSpec::PART_BODY, {props.children} }
                if let Some(footer) = props.footer {
                    footer { "data-scope": DialogSpec::SCOPE, "data-part": DialogSpec::PART_FOOTER, {footer} }
                }
                if props.show_close_button {
                    button {
                        r#type: "button",
                        "data-scope": DialogSpec::SCOPE,
                        "data-part": DialogSpec::PART_CLOSE_BUTTON,
                        "aria-label": "Close",
                        onmounted: move |event: MountedEvent| close_button.set(Some(event.data())),
                        onclick: move |_| close(),
                        "×"
                    }
                }
            }
            span { tabindex: "0", onfocus: move |_| focus(content()) }
        }
    }
}
