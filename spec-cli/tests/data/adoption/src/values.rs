use leptos::prelude::*;
use serde::Serialize;
use strum::AsRefStr;

/// Sizes as serde writes them.
#[derive(Clone, Copy, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BadgeSize {
    Small,
    #[default]
    Medium,
    XXLarge,
}

/// Icons as strum writes them: the variant name itself.
#[derive(Clone, Copy, Default, AsRefStr)]
pub enum Icon {
    #[default]
    AngleDoubleLeft,
    #[strum(serialize = "close")]
    Cross,
}

/// A small status label.
#[component]
pub fn Badge(
    #[prop(optional)] size: BadgeSize,
    #[prop(optional)] icon: Icon,
    children: Children,
) -> impl IntoView {
    let size = serde_json::to_value(size).ok();
    view! { <span class="badge" data-size=size data-icon=icon.as_ref()>{children()}</span> }
}
