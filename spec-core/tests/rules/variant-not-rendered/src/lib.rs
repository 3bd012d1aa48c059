use leptos::prelude::*;

/// When the content is built.
#[derive(Clone, Copy, Default, PartialEq)]
pub enum Mount {
    #[default]
    Lazy,
    Eager,
}

/// How wide it is.
#[derive(Clone, Copy, Default, PartialEq, strum::AsRefStr)]
#[strum(serialize_all = "kebab-case")]
pub enum Size {
    #[default]
    Md,
    Lg,
}

/// `mount` decides when the content is built and is rendered nowhere; `size` is rendered.
#[component]
pub fn Dialog(#[prop(optional)] mount: Mount, #[prop(optional)] size: Size) -> impl IntoView {
    let built = mount == Mount::Eager;
    view! { <div role="dialog" data-size=size.as_ref()>{built.then(|| "content")}</div> }
}
