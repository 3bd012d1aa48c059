//! Leptos 0.7 / 0.8: props are the parameters of a `#[component]` (or `#[island]`) function,
//! returning `impl IntoView`. A parameter is required unless `#[prop(optional)]`,
//! `#[prop(optional_no_strip)]` or `#[prop(default = e)]`; a bare `Option<T>` **is** required.
//! Slots (`Children`) and callbacks stay parameters, so a generated props struct is plain data;
//! DOM events reach the root element through `on:` listeners without a prop.

use super::{OptionalRule, Profile, PropsAt, Ssr};

pub(super) const PROFILE: Profile = Profile {
    name: "leptos",
    component_attributes: &["component", "island"],
    markup_macros: &["view"],
    markup_in_tags: true,
    markup_wrappers: &[
        "Show",
        "For",
        "ForEnumerate",
        "Suspense",
        "Transition",
        "ErrorBoundary",
        "Portal",
        "Provider",
        "AnimatedShow",
    ],
    returns_impl: &["IntoView"],
    returns: &[],
    props_at: PropsAt::Params,
    optional: OptionalRule {
        attribute: "prop",
        marker: &["marker"],
        extends: &[],
        spread: &["attrs"],
        default_value: &["default"],
        type_default: &["optional", "optional_no_strip"],
        option_type: false,
        children: false,
    },
    forwarded_events: Some(
        "Leptos forwards `on:{event}` listeners to the root element without a prop; declare `{field}: Option<Callback<…>>` if `{component}` must handle it itself",
    ),
    make_required: "remove `optional` / `default` from its `#[prop(..)]`",
    make_optional: "add `#[prop(optional)]` or `#[prop(default = …)]` to the parameter",
    ssr: Some(Ssr {
        krate: "leptos",
        features: &["ssr"],
        extra_dependencies: &[],
        prelude: "use leptos::prelude::*;",
        element: "<{component}{props}>{children}</{component}>",
        prop: " {name}={{value}}",
        text: "\"{text}\"",
        // Inside a reactive owner of its own, as an application's root is: contexts, stored
        // values and effects need one, and nothing is shared with another render.
        render: "let owner = Owner::new();\n    owner.with(|| view! { {markup} }.to_html())",
        no_op: "Callback::new(|_| ())",
        signal: None,
    }),
    // A generated props struct is plain data: slots and callbacks are parameters.
    ..super::plain::PROFILE
};
