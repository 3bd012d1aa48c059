use leptos::prelude::*;

/// Turns a setting on or off: a button with the role `switch`, so it is interactive.
#[component]
pub fn Switch() -> impl IntoView {
    let (on, set_on) = signal(false);
    view! {
        <button role="switch" aria-checked=move || on.get().to_string() on:click=move |_| set_on.update(|on| *on = !*on)>
            <SwitchThumb/>
        </button>
    }
}

/// The knob inside a switch: named like one, it renders a plain `<span>` and is not interactive.
#[component]
pub fn SwitchThumb() -> impl IntoView {
    view! { <span class="thumb"></span> }
}

/// A dialog's description: a paragraph, not interactive whatever its name.
#[component]
pub fn DialogDescription(children: Children) -> impl IntoView {
    view! { <p>{children()}</p> }
}
