//! `Dialog`: implements `specs/dialog.json`.

use leptos::prelude::*;

/// Width of the dialog.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DialogSize {
    Sm,
    #[default]
    Md,
    Lg,
}

impl DialogSize {
    /// The value the spec and the stylesheet use.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Sm => "sm",
            Self::Md => "md",
            Self::Lg => "lg",
        }
    }
}

/// A modal window over the page that the user must close or act on before returning to the
/// page.
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
    view! {
        <div class=class data-slot="root">
            <span data-slot="overlay"></span>
            <span data-slot="content"></span>
            <span data-slot="header"></span>
            <span data-slot="title"></span>
            <span data-slot="description"></span>
            <span data-slot="body"></span>
            <span data-slot="footer"></span>
            <span data-slot="close-button"></span>
            {children()}
        </div>
    }
}
