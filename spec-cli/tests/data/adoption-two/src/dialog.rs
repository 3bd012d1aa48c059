//! A public part built on a private implementation component, and a dialog whose enums steer
//! behaviour (when its content is built, which edge stays in view) next to one it renders.

use leptos::prelude::*;

/// When the panel's content is built.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Mount {
    /// On first open, then kept.
    #[default]
    Lazy,
    /// At once.
    Eager,
}

/// Which edge of the panel stays in view while its content scrolls.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Sticky {
    #[default]
    None,
    Top,
    Bottom,
}

/// How wide the panel is.
#[derive(Clone, Copy, Debug, Default, PartialEq, strum::Display)]
#[strum(serialize_all = "kebab-case")]
pub enum DialogSize {
    #[default]
    Medium,
    Large,
}

/// A dialog.
#[component]
pub fn Dialog(
    /// Whether it is shown.
    #[prop(into)]
    open: Signal<bool>,
    /// When its content is built.
    #[prop(optional)]
    mount: Mount,
    /// Which edge stays in view.
    #[prop(optional)]
    sticky: Sticky,
    /// How wide it is.
    #[prop(optional)]
    size: DialogSize,
    /// The content.
    children: ChildrenFn,
) -> impl IntoView {
    let built = RwSignal::new(mount == Mount::Eager);
    Effect::new(move |_| {
        if open.get() {
            built.set(true);
        }
    });
    let keep_in_view = move || match sticky {
        Sticky::None => {}
        Sticky::Top => scroll_to(0),
        Sticky::Bottom => scroll_to(i32::MAX),
    };
    view! {
        <Show when=move || built.get()>
            <div role="dialog" data-size=size.to_string() on:scroll=move |_| keep_in_view()>
                {children()}
            </div>
        </Show>
    }
}

fn scroll_to(_top: i32) {}

/// The dialog's panel.
#[component]
pub fn DialogContent(
    /// The content.
    children: Children,
) -> impl IntoView {
    view! { <DialogContentImpl>{children()}</DialogContentImpl> }
}

/// How the panel is built: not a part users compose.
#[component]
fn DialogContentImpl(children: Children) -> impl IntoView {
    view! { <div role="dialog">{children()}</div> }
}
