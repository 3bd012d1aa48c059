use std::fmt::Display;

use dioxus::prelude::*;

/// Lets the user pick one value from a list.
#[component]
pub fn Select<T: Clone + PartialEq + Display + 'static>(
    /// The choices, in display order.
    options: Vec<T>,
    /// The selected value.
    value: Option<T>,
    /// Text shown before a choice is made.
    placeholder: Option<String>,
    #[props(default = true)] searchable: bool,
    #[props(default)] disabled: bool,
    /// Called with the chosen value.
    on_value_change: EventHandler<T>,
    /// Renders one option.
    render_option: Option<Callback<T, Element>>,
) -> Element {
    rsx! {
        div { class: "select", "data-disabled": disabled,
            button { "data-slot": "trigger", {placeholder.unwrap_or_default()} }
            ul { role: "listbox",
                for option in options {
                    li { "data-slot": "option", "{option}" }
                }
            }
        }
    }
}
