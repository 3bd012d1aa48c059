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

/// Opens its content by a key, in a signal of its own: no prop sets `open`, so only a live
/// render reaches it, and it shows it by `aria-expanded` alone, which the stylesheet does not
/// select for `open`.
#[component]
pub fn Menu() -> impl IntoView {
    let open = RwSignal::new(false);
    view! {
        <div data-scope="menu" data-part="root">
            <button data-scope="menu" data-part="trigger" aria-expanded=move || open.get().to_string()
                on:keydown=move |_| open.set(true)>"Actions"</button>
            <div data-scope="menu" data-part="content" role="menu" hidden=move || !open.get()></div>
        </div>
    }
}
