//! `Button`: implements `specs/button.json`.

use leptos::ev;
use leptos::prelude::*;
use uispec_macros::component_spec;

/// Triggers an action or event, such as submitting a form, opening a dialog or deleting an
/// item.
#[component_spec("button.json")]
#[component]
pub fn Button(
    /// Visual emphasis: one primary action per view; danger for destructive actions.
    #[prop(optional, into)]
    variant: Signal<ButtonVariant>,
    /// Height, padding and label size.
    #[prop(optional, into)]
    size: Signal<ButtonSize>,
    /// The native button type. `submit` submits the enclosing form.
    #[prop(optional)]
    r#type: ButtonType,
    /// Prevents interaction; the button stays in the tab order only when `aria-disabled` is
    /// used instead.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// Shows the spinner, keeps the width and blocks repeated activation.
    #[prop(optional, into)]
    loading: Signal<bool>,
    /// Stretches the button to the width of its container.
    #[prop(optional, into)]
    full_width: Signal<bool>,
    /// Accessible name; required when the button shows only an icon.
    #[prop(optional, into)]
    aria_label: MaybeProp<String>,
    /// The visible label.
    children: Children,
    /// Icon before the label.
    #[prop(optional, into)]
    start_icon: Option<ViewFn>,
    /// Icon after the label.
    #[prop(optional, into)]
    end_icon: Option<ViewFn>,
    /// Called when the button is activated by pointer, Enter or Space; not called while
    /// disabled or loading.
    #[prop(optional, into)]
    on_click: Option<Callback<ev::MouseEvent>>,
) -> impl IntoView {
    // The stylesheet `uispec css` generates selects parts by `data-scope` / `data-part` and
    // variants by `data-<axis>` on each part the axis styles (docs/styles.md).
    let size = move || size.get().as_str();
    view! {
        <button
            data-scope=ButtonSpec::SCOPE
            data-part=ButtonSpec::PART_ROOT
            data-variant=move || variant.get().as_str()
            data-size=size
            data-full-width=move || full_width.get().then_some("")
            type=r#type.as_str()
            role=ButtonSpec::ROLE
            disabled=move || disabled.get() || loading.get()
            aria-disabled=move || disabled.get().to_string()
            aria-busy=move || loading.get().to_string()
            aria-label=move || aria_label.get()
            on:click=move |event| {
                if let Some(on_click) = on_click {
                    on_click.run(event);
                }
            }
        >
            {start_icon.map(|icon| view! {
                <span data-scope=ButtonSpec::SCOPE data-part=ButtonSpec::PART_START_ICON data-size=size>
                    {icon.run()}
                </span>
            })}
            <span data-scope=ButtonSpec::SCOPE data-part=ButtonSpec::PART_LABEL data-size=size>
                {children()}
            </span>
            {end_icon.map(|icon| view! {
                <span data-scope=ButtonSpec::SCOPE data-part=ButtonSpec::PART_END_ICON data-size=size>
                    {icon.run()}
                </span>
            })}
            {move || loading.get().then(|| view! {
                <span data-scope=ButtonSpec::SCOPE data-part=ButtonSpec::PART_SPINNER data-size=size aria-hidden="true"></span>
            })}
        </button>
    }
}
