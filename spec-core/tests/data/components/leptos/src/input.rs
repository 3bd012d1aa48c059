use leptos::ev;
use leptos::html;
use leptos::prelude::*;

use crate::types::Size;

/// A single-line text field with a visible label.
#[component]
pub fn Input(
    /// The current text (two-way bound).
    #[prop(into)]
    value: RwSignal<String>,
    /// The visible label; also the accessible name.
    label: impl Into<String>,
    /// Hint shown while the field is empty.
    #[prop(optional, into)]
    placeholder: MaybeProp<String>,
    #[prop(optional)] size: Size,
    /// Marks the value as wrong; pair it with an error message.
    #[prop(optional, into)]
    invalid: Signal<bool>,
    #[prop(optional, into)] disabled: Signal<bool>,
    #[prop(optional, into)] read_only: Signal<bool>,
    /// The native input type.
    #[prop(default = "text".to_string())]
    input_type: String,
    /// Maximum number of characters.
    #[prop(optional)]
    max_length: Option<u32>,
    /// Called with the new text on every keystroke.
    #[prop(optional)]
    on_input: Option<Callback<String>>,
    #[prop(optional)] on_keydown: Option<Callback<ev::KeyboardEvent>>,
    #[prop(optional)] node_ref: NodeRef<html::Input>,
) -> impl IntoView {
    let label = label.into();
    view! {
        <label class="field" data-slot="root">
            <span data-slot="label">{label}</span>
            <input
                node_ref=node_ref
                type=input_type
                maxlength=max_length
                placeholder=move || placeholder.get()
                aria-invalid=move || invalid.get().to_string()
                disabled=disabled
                readonly=read_only
                class=move || format!("input input--{:?}", size)
                prop:value=value
                on:input=move |event| {
                    let text = event_target_value(&event);
                    value.set(text.clone());
                    if let Some(on_input) = on_input {
                        on_input.run(text)
                    }
                }
                on:keydown=move |event| {
                    if let Some(on_keydown) = on_keydown {
                        on_keydown.run(event)
                    }
                }
            />
        </label>
    }
}
