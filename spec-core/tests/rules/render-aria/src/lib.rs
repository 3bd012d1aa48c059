use leptos::prelude::*;

#[component]
pub fn Button(#[prop(optional)] loading: bool, children: Children) -> impl IntoView {
    view! {
        <button data-scope="button" data-part="root" aria-busy=loading.to_string()>
            <span data-scope="button" data-part="label">{children()}</span>
        </button>
    }
}

/// Shows `selected` as the library's BEM modifier, which the stylesheet does not select.
#[component]
pub fn Chip(#[prop(optional)] selected: bool, children: Children) -> impl IntoView {
    view! {
        <span data-scope="chip" data-part="root" class=if selected { "chip chip--selected" } else { "chip" }>
            {children()}
        </span>
    }
}

/// Shows `pressed` with an element of its own: no attribute the stylesheet selects.
#[component]
pub fn Toggle(#[prop(optional)] pressed: bool) -> impl IntoView {
    view! {
        <button data-scope="toggle" data-part="root">
            {pressed.then(|| view! { <span>"On"</span> })}
        </button>
    }
}
