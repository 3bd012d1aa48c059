use leptos::ev;
use leptos::prelude::*;

/// The actions row of a [`Dialog`].
#[slot]
pub struct DialogFooter {
    children: ChildrenFn,
}

/// The element that opens a [`Dialog`].
#[slot]
pub struct DialogTrigger {
    children: ChildrenFn,
}

/// A window on top of the page that keeps focus inside until it is closed.
#[component]
pub fn Dialog(
    /// Whether the dialog is shown (two-way bound).
    #[prop(into)]
    open: RwSignal<bool>,
    /// Visible title, referenced by `aria-labelledby`.
    #[prop(into)]
    title: String,
    /// Short text under the title.
    #[prop(optional, into)]
    description: Option<String>,
    /// Whether Escape closes the dialog.
    #[prop(default = true)]
    close_on_escape: bool,
    #[prop(default = true)] close_on_overlay_click: bool,
    /// Actions, usually buttons, primary last.
    #[prop(optional)]
    dialog_footer: Option<DialogFooter>,
    /// Element that opens the dialog.
    dialog_trigger: DialogTrigger,
    /// Called when the user asks to open or close.
    #[prop(optional)]
    on_open_change: Option<Callback<bool>>,
    /// The body content.
    children: ChildrenFn,
) -> impl IntoView {
    view! {
        <div data-slot="trigger">{(dialog_trigger.children)()}</div>
        <Show when=move || open.get()>
            <DialogOverlay on_click=move |_| open.set(false) />
            <div role="dialog" aria-modal="true" data-slot="content">
                <h2 data-slot="title">{title.clone()}</h2>
                <p data-slot="description">{description.clone()}</p>
                {children()}
            </div>
        </Show>
    }
}

/// The dimmed page behind the dialog: an internal piece, not part of the library's API.
#[component]
fn DialogOverlay(#[prop(into)] on_click: Callback<ev::MouseEvent>) -> impl IntoView {
    view! { <div class="overlay" data-slot="overlay" on:click=move |e| on_click.run(e)></div> }
}
