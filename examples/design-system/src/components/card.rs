//! `Card`: implements `specs/card.json`.

use leptos::prelude::*;
use uispec_macros::component_spec;

/// Groups content and actions about a single subject, such as a product, an article or a
/// person.
#[component_spec("card.json")]
#[component]
pub fn Card(
    /// How the card separates from the page.
    #[prop(optional, into)]
    variant: Signal<CardVariant>,
    /// Heading of the card.
    #[prop(optional, into)]
    title: MaybeProp<String>,
    /// Short text under the title.
    #[prop(optional, into)]
    description: MaybeProp<String>,
    /// Makes the title a link to this address; the whole card becomes clickable through the
    /// link.
    #[prop(optional, into)]
    href: MaybeProp<String>,
    /// Level of the title heading (2 to 6), so it fits the page outline.
    #[prop(default = 3)]
    heading_level: u32,
    /// Image or illustration at the top.
    #[prop(optional, into)]
    media: Option<ViewFn>,
    /// Replaces the default title and description.
    #[prop(optional, into)]
    header: Option<ViewFn>,
    /// Body content.
    #[prop(optional)]
    children: Option<Children>,
    /// Actions or metadata.
    #[prop(optional, into)]
    footer: Option<ViewFn>,
) -> impl IntoView {
    view! {
        <article
            data-scope=CardSpec::SCOPE
            data-part=CardSpec::PART_ROOT
            data-variant=move || variant.get().as_str()
            aria-labelledby=move || title.get().map(|_| "card-title")
        >
            <span data-scope=CardSpec::SCOPE data-part=CardSpec::PART_MEDIA></span>
            <span data-scope=CardSpec::SCOPE data-part=CardSpec::PART_HEADER></span>
            <span id="card-title" data-scope=CardSpec::SCOPE data-part=CardSpec::PART_TITLE></span>
            <span data-scope=CardSpec::SCOPE data-part=CardSpec::PART_DESCRIPTION></span>
            <span data-scope=CardSpec::SCOPE data-part=CardSpec::PART_BODY></span>
            <span data-scope=CardSpec::SCOPE data-part=CardSpec::PART_FOOTER></span>
            {children.map(|children| children())}
        </article>
    }
}
