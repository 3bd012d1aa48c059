//! Dioxus 0.6 / 0.7: `#[component]` parameters, or a `#[derive(Props)]` struct as the single
//! parameter; components return `Element`. A prop is required unless `#[props(default)]`,
//! `#[props(default = e)]`, `#[props(default_code = "e")]`, `#[props(optional)]`, an `Option<T>`
//! type (unless `#[props(!optional)]`), or a field named `children` (always an empty node by
//! default). `#[props(extends = …)]` forwards attribute sets instead of declaring a prop.

use super::{
    ContextApi, EventField, Live, NodeField, OptionalRule, Profile, PropsAt, Ssr, WhenOptional,
};

pub(super) const PROFILE: Profile = Profile {
    name: "dioxus",
    component_attributes: &["component"],
    attributes_naming: &[],
    struct_component_trait: None,
    markup_macros: &["rsx"],
    markup_in_tags: false,
    markup_wrappers: &["SuspenseBoundary", "ErrorBoundary"],
    returns_impl: &[],
    returns: &["Element"],
    props_at: PropsAt::ParamsOrStruct,
    optional: OptionalRule {
        attribute: "props",
        marker: &[],
        extends: &["extends", "extend"],
        spread: &[],
        default_value: &["default", "default_code"],
        type_default: &["default", "optional"],
        option_type: true,
        children: true,
    },
    forwarded_events: None,
    forwarded_attributes: None,
    contexts: ContextApi {
        provide: &["use_context_provider", "provide_context"],
        provider_elements: &[],
        read: &[
            "use_context",
            "consume_context",
            "try_use_context",
            "try_consume_context",
        ],
        panics: &["use_context", "consume_context"],
    },
    make_required: "give it a non-`Option` type without `#[props(default)]`, or add `#[props(!optional)]`",
    make_optional: "add `#[props(default)]`, or make it an `Option`",
    props_derive: "::dioxus::prelude::Props, Clone, PartialEq",
    plain_data: false,
    default_attribute: Some(("#[props(default = ", ")]")),
    type_default_attribute: Some("#[props(default)]"),
    option_attribute: None,
    node: Some(NodeField {
        ty: "::dioxus::prelude::Element",
        children_implicit: true,
        when_optional: WhenOptional::Option,
    }),
    event: Some(EventField {
        callback: "::dioxus::prelude::EventHandler",
        events_path: "::dioxus::prelude::",
        form_events: ["FormEvent", "FormEvent", "FormEvent"],
        when_optional: WhenOptional::Option,
    }),
    enum_marker_trait: None,
    ssr: Some(Ssr {
        krate: "dioxus",
        features: &[],
        extra_dependencies: &[("dioxus-ssr", &[])],
        prelude: "use dioxus::prelude::*;",
        element: "{component}{generics} { {props}{children} }",
        generics: "::<{types}>",
        prop: "{name}: {value}, ",
        text: "\"{text}\"",
        // Through a `VirtualDom`, as an application renders: the props (callbacks, signals)
        // are made inside the runtime, and hooks run in a scope.
        render: "fn app() -> Element {\n        rsx! { {markup} }\n    }\n    let mut dom = VirtualDom::new(app);\n    dom.rebuild_in_place();\n    dioxus_ssr::render(&dom)",
        no_op: "|_| ()",
        // A `Signal<T>` prop is made in the render's own scope (the props are built inside
        // the `VirtualDom`).
        signals: &[("Signal<", "use_signal(|| {value})")],
        children_fn: None,
        head: None,
        // Dioxus's web renderer runs its `VirtualDom` until the page closes: each render
        // gets an element of its own in the host, removed to unmount it.
        live: Some(Live {
            features: &["web"],
            dependencies: &[("web-sys", &["Document", "Element", "Node"])],
            prelude: "use dioxus::prelude::*;\n\n\
                /// Removes the element a render was mounted in when dropped.\n\
                struct UispecMounted(web_sys::Element);\n\n\
                impl Drop for UispecMounted {\n    \
                    fn drop(&mut self) {\n        self.0.remove();\n    }\n\
                }",
            host: "web_sys::Element",
            mount: "fn app() -> Element {\n        rsx! { {markup} }\n    }\n    \
                let Some(root) = host.owner_document().and_then(|d| d.create_element(\"div\").ok()) else {\n        \
                    return Box::new(());\n    };\n    \
                let _ = host.append_child(&root);\n    \
                dioxus::web::launch::launch_cfg(app, dioxus::web::Config::new().rootelement(root.clone()));\n    \
                Box::new(UispecMounted(root))",
            record: "{closure}",
        }),
    }),
};
