//! Callback wrappers and an alias of a signal of an enum.

use leptos::prelude::*;

/// Layout direction.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Direction {
    #[default]
    Ltr,
    Rtl,
}

/// A callback that may be absent.
pub type MaybeCallback<T> = Option<Callback<T>>;

/// A direction that may change.
pub type MaybeDirection = Signal<Direction>;

/// A callback of this crate's own.
#[derive(Clone)]
pub struct PressHandler(pub Callback<()>);

/// A toggle.
#[component]
pub fn Toggle(
    /// Reading direction.
    #[prop(optional, into)]
    dir: MaybeDirection,
    /// Called when it turns on or off.
    #[prop(optional)]
    on_toggle: MaybeCallback<bool>,
    /// Called when pressed.
    #[prop(optional)]
    on_press: Option<PressHandler>,
) -> impl IntoView {
    let _ = (on_toggle, on_press);
    view! { <button data-dir=move || format!("{:?}", dir.get())></button> }
}
