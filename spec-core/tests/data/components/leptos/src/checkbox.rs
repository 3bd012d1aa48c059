use leptos::prelude::*;

/// A box that is checked, unchecked or indeterminate, with its label.
#[component]
pub fn Checkbox(
    /// Whether the box is checked (two-way bound).
    #[prop(into)]
    checked: RwSignal<bool>,
    /// Shows the mixed state of a parent checkbox.
    #[prop(optional, into)]
    indeterminate: Signal<bool>,
    /// The visible label.
    #[prop(optional, into)]
    label: Option<String>,
    /// Form field name. `strip_option` alone does not make it optional.
    #[prop(strip_option, into)]
    name: Option<String>,
    #[prop(optional, into)] disabled: Signal<bool>,
    /// Called with the new state after a toggle.
    #[prop(optional)]
    on_change: Option<Callback<bool>>,
) -> impl IntoView {
    view! {
        <label class="checkbox">
            <input
                type="checkbox"
                name=name
                prop:checked=checked
                prop:indeterminate=indeterminate
                disabled=disabled
                on:change=move |_| {
                    checked.update(|c| *c = !*c);
                    if let Some(on_change) = on_change {
                        on_change.run(checked.get())
                    }
                }
            />
            <span data-slot="label">{label}</span>
        </label>
    }
}
