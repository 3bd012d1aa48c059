use leptos::prelude::*;

/// The kind of message: the alert's main visual axis.
#[derive(Clone, Copy, Default, PartialEq)]
pub enum AlertType {
    #[default]
    Info,
    Success,
    Danger,
}

/// An HTML button type: passed to the element as it is.
#[derive(Clone, Copy, Default, PartialEq)]
pub enum ButtonType {
    #[default]
    Button,
    Submit,
    Reset,
}

/// A message that stands out.
#[component]
pub fn Alert(
    /// The position of the alert in the page's list of alerts.
    id: usize,
    #[prop(optional)] r#type: AlertType,
    #[prop(optional)] button_type: ButtonType,
    #[prop(optional, into)] class: String,
    /// Seconds before the alert closes itself.
    #[prop(default = 5)]
    timeout: u32,
    children: Children,
) -> impl IntoView {
    view! { <div role="alert" class=class data-id=id>{children()}</div> }
}
