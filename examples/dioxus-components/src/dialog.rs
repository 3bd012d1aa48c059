//! `Dialog` (`specs/dialog.json`).

use dioxus::prelude::*;
use uispec_macros::component_spec;

/// A modal window over the page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(props: DialogSpecProps) -> Element {
    let open = props.open.unwrap_or(props.default_open);
    let on_close = props.on_close;
    rsx! {
        {props.trigger}
        if open {
            div {
                class: "dialog dialog--{props.size.as_str()}",
                role: DialogSpec::ROLE,
                "aria-modal": "true",
                "aria-labelledby": "dialog-title",
                "aria-describedby": props.description.as_ref().map(|_| "dialog-description"),
                h2 { id: "dialog-title", "{props.title}" }
                if let Some(description) = props.description.clone() {
                    p { id: "dialog-description", "{description}" }
                }
                {props.children}
                if props.show_close_button {
                    button {
                        r#type: "button",
                        "aria-label": "Close",
                        onclick: move |_| if let Some(handler) = on_close { handler.call(()) },
                        "×"
                    }
                }
                {props.footer}
            }
        }
    }
}
