use dioxus::prelude::*;

/// A box that is checked, unchecked or indeterminate.
#[component]
pub fn Checkbox(
    /// Controlled state; leave unset for an uncontrolled checkbox.
    checked: Option<bool>,
    /// Initial state of an uncontrolled checkbox.
    #[props(default)]
    default_checked: bool,
    #[props(default)] indeterminate: bool,
    #[props(default)] disabled: bool,
    /// The visible label.
    label: String,
    /// Called with the new state.
    on_checked_change: Option<EventHandler<bool>>,
) -> Element {
    let mut state = use_signal(|| checked.unwrap_or(default_checked));
    rsx! {
        label {
            input {
                r#type: "checkbox",
                checked: state(),
                disabled: disabled,
                onchange: move |_| {
                    state.toggle();
                    if let Some(handler) = &on_checked_change {
                        handler.call(state())
                    }
                },
            }
            "{label}"
        }
    }
}
