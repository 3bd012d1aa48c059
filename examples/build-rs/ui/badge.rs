use leptos::prelude::*;

/// Tone of a badge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BadgeTone {
    #[default]
    Neutral,
    Success,
    Danger,
}

impl BadgeTone {
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Neutral => "neutral",
            Self::Success => "success",
            Self::Danger => "danger",
        }
    }
}

/// A small count or status next to another element.
#[component]
pub fn Badge(
    /// Colour and emphasis.
    #[prop(optional, into)]
    tone: Signal<BadgeTone>,
    /// The number shown.
    count: u32,
    /// The highest number shown before `max+`.
    #[prop(default = 99)]
    max: u32,
) -> impl IntoView {
    let text = move || if count > max { format!("{max}+") } else { count.to_string() };
    // `data-scope` / `data-part` / `data-tone` are what the generated stylesheet selects on.
    view! {
        <span data-scope="badge" data-part="root" data-tone=move || tone.get().as_str()>{text}</span>
    }
}
