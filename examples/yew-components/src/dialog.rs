//! `Dialog` (`specs/dialog.json`).

use uispec_macros::component_spec;
use yew::prelude::*;

/// A modal window over the page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(props: &DialogSpecProps) -> Html {
    let open = props.open.unwrap_or(props.default_open);
    let on_close = props.on_close.clone();
    html! {
        <>
            {props.trigger.clone()}
            if open {
                <div
                    class={classes!("dialog", format!("dialog--{}", props.size.as_str()))}
                    role={DialogSpec::ROLE}
                    aria-modal="true"
                    aria-labelledby="dialog-title"
                    aria-describedby={props.description.as_ref().map(|_| "dialog-description")}
                >
                    <h2 id="dialog-title">{&props.title}</h2>
                    if let Some(description) = props.description.clone() {
                        <p id="dialog-description">{description}</p>
                    }
                    {props.children.clone()}
                    if props.show_close_button {
                        <button type="button" aria-label="Close" onclick={move |_| on_close.emit(())}>{"×"}</button>
                    }
                    {props.footer.clone()}
                </div>
            }
        </>
    }
}
