use dioxus::prelude::*;

#[derive(Props, Clone, PartialEq)]
pub struct DialogProps {
    /// Whether the dialog is shown.
    open: ReadSignal<bool>,
    /// Visible title.
    title: String,
    description: Option<String>,
    /// Whether Escape closes the dialog.
    #[props(default = true)]
    close_on_escape: bool,
    /// Actions, primary last.
    footer: Option<Element>,
    /// Called when the user asks to close.
    on_open_change: EventHandler<bool>,
    /// The body content.
    children: Element,
}

/// A window on top of the page that keeps focus inside until it is closed.
#[component]
pub fn Dialog(props: DialogProps) -> Element {
    if !(props.open)() {
        return rsx! {};
    }
    rsx! {
        div { class: "overlay", "data-slot": "overlay" }
        div { role: "dialog", "aria-modal": "true", "data-slot": "content",
            h2 { "data-slot": "title", "{props.title}" }
            {props.children}
            if let Some(footer) = props.footer {
                footer { "data-slot": "footer", {footer} }
            }
        }
    }
}
