//! `Dialog` (`specs/dialog.json`).

use dioxus::prelude::*;
use uispec_macros::component_spec;

/// A modal window over the page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(props: DialogSpecProps) -> Element {
    let open = props.open.unwrap_or(props.default_open);
    let on_close = props.on_close;
    let close_on_escape = props.close_on_escape;
    rsx! {
        {props.trigger}
        if open {
            div { "data-scope": DialogSpec::SCOPE, "data-part": DialogSpec::PART_OVERLAY, "data-state": "open" }
            div {
                "data-scope": DialogSpec::SCOPE,
                "data-part": DialogSpec::PART_CONTENT,
                "data-size": props.size.as_str(),
                "data-state": "open",
                role: DialogSpec::ROLE,
                // Escape closes the dialog (the spec's keyboard table).
                onkeydown: move |event: KeyboardEvent| {
                    if event.key() == Key::Escape
                        && close_on_escape
                        && let Some(handler) = on_close
                    {
                        handler.call(());
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
                        onclick: move |_| if let Some(handler) = on_close { handler.call(()) },
                        "×"
                    }
                }
            }
        }
    }
}
