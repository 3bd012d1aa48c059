//! Yew 0.21–0.23: a `#[derive(Properties)]` struct, behind a `#[function_component]`'s `&Props`
//! parameter; components return `Html` (or `HtmlResult`). A field is required unless
//! `#[prop_or_default]`, `#[prop_or(e)]` or `#[prop_or_else(f)]`; an `Option<T>` without one
//! **is** required. Props must be `ImplicitClone`, so generated enums implement it.

use super::{
    ContextApi, EventField, Live, NodeField, OptionalRule, Profile, PropsAt, Ssr, WhenOptional,
};

/// The page component both harnesses mount a render's markup in (the server's through
/// `LocalServerRenderer`, the browser's through `Renderer`): Yew renders component types.
macro_rules! root {
    () => {
        "use yew::prelude::*;\n\n\
        #[derive(Properties, PartialEq)]\n\
        struct UispecPage { html: Html }\n\n\
        #[function_component]\n\
        fn UispecRoot(props: &UispecPage) -> Html { props.html.clone() }\n\n"
    };
}

pub(super) const PROFILE: Profile = Profile {
    name: "yew",
    component_attributes: &["function_component"],
    attributes_naming: &["function_component"],
    struct_component_trait: Some("Component"),
    markup_macros: &["html"],
    markup_in_tags: true,
    markup_wrappers: &["ContextProvider", "Suspense"],
    returns_impl: &[],
    returns: &["Html", "HtmlResult"],
    props_at: PropsAt::Struct,
    optional: OptionalRule {
        attribute: "",
        marker: &[],
        extends: &[],
        spread: &[],
        default_value: &["prop_or", "prop_or_else"],
        type_default: &["prop_or_default"],
        option_type: false,
        children: false,
    },
    forwarded_events: None,
    forwarded_attributes: None,
    contexts: ContextApi {
        provide: &[],
        provider_elements: &[("ContextProvider", None)],
        read: &["use_context"],
        panics: &[],
    },
    make_required: "remove its `#[prop_or_default]` / `#[prop_or(..)]` attribute",
    make_optional: "add `#[prop_or_default]` or `#[prop_or(…)]` to the field",
    props_derive: "::yew::Properties, Clone, PartialEq",
    plain_data: false,
    default_attribute: Some(("#[prop_or(", ")]")),
    type_default_attribute: Some("#[prop_or_default]"),
    option_attribute: Some("#[prop_or_default]"),
    node: Some(NodeField {
        ty: "::yew::Html",
        children_implicit: false,
        when_optional: WhenOptional::TypeDefault,
    }),
    event: Some(EventField {
        callback: "::yew::Callback",
        events_path: "::yew::events::",
        form_events: ["InputEvent", "Event", "SubmitEvent"],
        when_optional: WhenOptional::TypeDefault,
    }),
    enum_marker_trait: Some("::yew::html::ImplicitClone"),
    // Yew renders a component type on its own runtime: the markup goes into a page component
    // and `LocalServerRenderer` (`Html` is not `Send`) runs on a current-thread tokio.
    ssr: Some(Ssr {
        krate: "yew",
        features: &["ssr"],
        extra_dependencies: &[("tokio", &["rt"])],
        prelude: concat!(
            root!(),
            "fn uispec_render(html: Html) -> String {\n    \
                let runtime = tokio::runtime::Builder::new_current_thread().build().expect(\"a tokio runtime\");\n    \
                runtime.block_on(yew::LocalServerRenderer::<UispecRoot>::with_props(UispecPage { html }).hydratable(false).render())\n\
            }"
        ),
        element: "<{component}{generics}{props}>{children}</{component}{generics}>",
        generics: "<{types}>",
        prop: " {name}={{value}}",
        text: "{\"{text}\"}",
        render: "uispec_render(html! { {markup} })",
        no_op: "Callback::from(|_| ())",
        signals: &[],
        children_fn: None,
        head: None,
        // Yew's client renderer mounts a root component in the host; its handle unmounts
        // it (`destroy`), which a guard calls when dropped.
        live: Some(Live {
            features: &["csr"],
            dependencies: &[("web-sys", &["Element"])],
            prelude: concat!(
                root!(),
                "/// Unmounts the render when dropped.\n\
                struct UispecMounted(Option<yew::AppHandle<UispecRoot>>);\n\n\
                impl Drop for UispecMounted {\n    \
                    fn drop(&mut self) {\n        \
                        if let Some(app) = self.0.take() {\n            app.destroy();\n        }\n    \
                    }\n\
                }"
            ),
            host: "web_sys::Element",
            mount: "let html = html! { {markup} };\n    \
                Box::new(UispecMounted(Some(yew::Renderer::<UispecRoot>::with_root_and_props(host, UispecPage { html }).render())))",
            record: "Callback::from({closure})",
        }),
    }),
};
