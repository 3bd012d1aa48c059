//! `Avatar`: implements `specs/avatar.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

use crate::types::LoadingStatus;

/// An image that represents a person or an entity, falling back to initials when no image is
/// available.
#[component_spec("avatar.json")]
#[component]
pub fn Avatar(
    /// Diameter of the avatar.
    #[prop(optional, into)]
    size: Signal<AvatarSize>,
    /// Outline: circle for people, square for organisations.
    #[prop(optional, into)]
    shape: Signal<AvatarShape>,
    /// Name of the person or entity; the text alternative and the source of the initials.
    #[prop(into)]
    name: String,
    /// Image address.
    #[prop(optional, into)]
    src: MaybeProp<String>,
    /// Text alternative; defaults to `name`. Use an empty string when the name is shown next to
    /// the avatar.
    #[prop(optional, into)]
    alt: MaybeProp<String>,
    /// Hides the avatar from assistive technology because the name is visible next to it.
    #[prop(optional, into)]
    decorative: Signal<bool>,
    /// Content shown when the image is missing or fails, instead of the initials.
    #[prop(optional, into)]
    fallback: Option<ViewFn>,
    /// Status indicator in the corner, e.g. online.
    #[prop(optional, into)]
    badge: Option<ViewFn>,
    /// Called with `loading`, `loaded` or `error` as the image loads.
    #[prop(optional, into)]
    on_loading_status_change: Option<Callback<LoadingStatus>>,
) -> impl IntoView {
    let size = move || size.get().as_str();
    let shape = move || shape.get().as_str();
    // The text alternative: `alt`, else the name; none when decorative.
    let label = move || alt.get().unwrap_or_else(|| name.clone());
    view! {
        <div
            data-scope=AvatarSpec::SCOPE
            data-part=AvatarSpec::PART_ROOT
            data-size=size
            data-shape=shape
            role=AvatarSpec::ROLE
            aria-label=label
            aria-hidden=move || decorative.get().then_some("true")
        >
            <span data-scope=AvatarSpec::SCOPE data-part=AvatarSpec::PART_IMAGE data-shape=shape></span>
            <span data-scope=AvatarSpec::SCOPE data-part=AvatarSpec::PART_FALLBACK data-size=size></span>
            <span data-scope=AvatarSpec::SCOPE data-part=AvatarSpec::PART_BADGE></span>
        </div>
    }
}
