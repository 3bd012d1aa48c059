//! Value strings from a `Display` that matches, and a default from `#[default]`.

use std::fmt;

use leptos::prelude::*;

/// Whether the box is ticked.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum CheckedState {
    On,
    #[default]
    Off,
    Indeterminate,
}

impl fmt::Display for CheckedState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}",
            match self {
                CheckedState::On => "checked",
                CheckedState::Off => "unchecked",
                CheckedState::Indeterminate => "mixed",
            }
        )
    }
}

/// Visual weight.
#[derive(Clone, Copy, Debug, Default, PartialEq, strum::Display)]
#[strum(serialize_all = "kebab-case")]
pub enum Tone {
    #[default]
    Neutral,
    Accent,
}

/// A checkbox.
#[component]
pub fn Checkbox(
    /// Ticked, unticked or mixed.
    #[prop(optional)]
    state: CheckedState,
    /// Visual weight.
    #[prop(optional)]
    tone: Tone,
    /// Called with the new state.
    #[prop(optional)]
    on_change: Option<Callback<CheckedState>>,
) -> impl IntoView {
    let _ = on_change;
    view! { <button role="checkbox" aria-checked=state.to_string() data-tone=tone.to_string()></button> }
}

/// Size, with the defaults of a class-merging crate's derive.
#[derive(Clone, Copy, Debug, PartialEq, tailwind_fuse::TwVariant)]
pub enum CheckboxSize {
    #[tw(class = "h-4 w-4")]
    Sm,
    #[tw(default, class = "h-5 w-5")]
    Md,
}

/// A checkbox with a size.
#[component]
pub fn SizedCheckbox(
    /// How large.
    #[prop(optional)]
    size: CheckboxSize,
) -> impl IntoView {
    view! { <input type="checkbox" data-size=format!("{size:?}") /> }
}
