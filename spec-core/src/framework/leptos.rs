//! Leptos 0.7 / 0.8: props are the parameters of a `#[component]` (or `#[island]`) function,
//! returning `impl IntoView`. A parameter is required unless `#[prop(optional)]`,
//! `#[prop(optional_no_strip)]` or `#[prop(default = e)]`; a bare `Option<T>` **is** required.
//! Slots (`Children`) and callbacks stay parameters, so a generated props struct is plain data;
//! DOM events reach the root element through `on:` listeners without a prop.

use super::{ContextApi, Head, Live, OptionalRule, Profile, PropsAt, Ssr};

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
    forwarded_attributes: Some(
        "`attr:aria-label=\"…\"` (or `attr:aria-labelledby`) on the component",
    ),
    contexts: ContextApi {
        provide: &["provide_context"],
        provider_elements: &[("Provider", Some("value"))],
        read: &["use_context", "expect_context"],
        panics: &["expect_context"],
    },
    make_required: "remove `optional` / `default` from its `#[prop(..)]`",
    make_optional: "add `#[prop(optional)]` or `#[prop(default = …)]` to the parameter",
    ssr: Some(Ssr {
        krate: "leptos",
        features: &["ssr"],
        // Leptos's own executor crate, with the feature Leptos turns on already: a component
        // that spawns a task while rendering needs an executor.
        extra_dependencies: &[("any_spawner", &["futures-executor"])],
        prelude: "use leptos::prelude::*;",
        element: "<{component}{generics}{props}>{children}</{component}{generics}>",
        generics: "<{types}>",
        prop: " {name}={{value}}",
        text: "\"{text}\"",
        // Inside a reactive owner of its own, as an application's root is: contexts, stored
        // values and effects need one, and nothing is shared with another render; with an
        // executor, as a server has, for a component that spawns a task.
        render: "let _ = any_spawner::Executor::init_futures_executor();\n    \
                 let owner = Owner::new();\n    owner.with(|| view! { {markup} }.to_html())",
        no_op: "Callback::new(|_| ())",
        // A `RwSignal<T>` prop takes no `T` (`Signal<T>` and `MaybeProp<T>` do, with `into`).
        signals: &[("RwSignal<", "RwSignal::new({value})")],
        children_fn: Some(" let:_"),
        // `leptos_meta`'s `<Style>` and `<Stylesheet>` write into the server's head context
        // (a library's CSS, injected as it renders): provided, and what it collected put
        // before the render's HTML (the page lifts stylesheets into its own head).
        head: Some(Head {
            krate: "leptos_meta",
            dependencies: &[("leptos_meta", &["ssr"]), ("futures", &["executor"])],
            render: "let _ = any_spawner::Executor::init_futures_executor();\n    \
                let owner = Owner::new();\n    owner.with(|| {\n        \
                let (meta, head) = leptos_meta::ServerMetaContext::new();\n        \
                provide_context(meta);\n        \
                let body = view! { {markup} }.to_html();\n        \
                // Collecting the head waits a tick of the executor.\n        \
                let page = futures::stream::iter([String::from(\"<head></head>\")]);\n        \
                let page = futures::executor::block_on(async {\n            \
                use futures::StreamExt as _;\n            \
                head.inject_meta_context(page).await.collect::<Vec<String>>().await.concat()\n        \
                });\n        \
                let head = page.strip_prefix(\"<head>\").and_then(|p| p.strip_suffix(\"</head>\"));\n        \
                format!(\"{}{body}\", head.unwrap_or_default())\n    \
                })",
        }),
        live: Some(Live {
            features: &["csr"],
            dependencies: &[],
            prelude: "use leptos::prelude::*;",
            host: "leptos::web_sys::HtmlElement",
            // The handle unmounts the view when dropped.
            mount: "Box::new(leptos::mount::mount_to(host, move || view! { {markup} }))",
            record: "Callback::new({closure})",
        }),
    }),
    // A generated props struct is plain data: slots and callbacks are parameters.
    ..super::plain::PROFILE
};
