use leptos::prelude::*;

use crate::types::Size;

/// One choice of a [`Select`].
#[derive(Clone, Debug, PartialEq)]
pub struct SelectOption<T> {
    pub value: T,
    pub label: String,
    pub disabled: bool,
}

/// Lets the user pick one value from a list.
///
/// Generic over the value type, so the options can hold any `Clone + PartialEq` value.
#[component]
pub fn Select<T, F>(
    /// The choices, in display order.
    options: Vec<SelectOption<T>>,
    /// The selected value, `None` before a choice.
    #[prop(into)]
    value: RwSignal<Option<T>>,
    /// Text shown before a choice is made.
    #[prop(optional, into)]
    placeholder: Option<String>,
    #[prop(optional)] size: Size,
    #[prop(optional)] disabled: bool,
    /// Called with the chosen value.
    on_change: F,
) -> impl IntoView
where
    T: Clone + PartialEq + Send + Sync + 'static,
    F: Fn(T) + Send + Sync + 'static,
{
    let open = RwSignal::new(false);
    view! {
        <div class="select" data-slot="root">
            <button data-slot="trigger" aria-expanded=move || open.get().to_string() disabled=disabled
                on:click=move |_| open.update(|o| *o = !*o)>
                {placeholder.clone().unwrap_or_default()}
            </button>
            <ul data-slot="listbox" role="listbox" class=format!("select--{size:?}")>
                {options.into_iter().map(|option| view! { <li data-slot="option">{option.label}</li> }).collect_view()}
            </ul>
        </div>
    }
}
