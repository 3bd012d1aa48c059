//! `Dialog` (`specs/dialog.json`).

use uispec_macros::component_spec;
use yew::prelude::*;

/// A modal window over the page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(props: &DialogSpecProps) -> Html {
    let open = props.open.unwrap_or(props.default_open);
    let on_close = props.on_close.clone();
    // Escape closes the dialog (the spec's keyboard table).
    let on_keydown = {
        let on_close = on_close.clone();
        let close_on_escape = props.close_on_escape;
        move |event: KeyboardEvent| {
            if event.key() == "Escape" && close_on_escape {
                on_close.emit(());
            }
        }
    };
    html! {
        <>
            {props.trigger.clone()}
            if open {
                <div data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_OVERLAY} data-state="open"></div>
                <div
                    data-scope={DialogSpec::SCOPE}
                    data-part={DialogSpec::PART_CONTENT}
                    data-size={props.size.as_str()}
                    data-state="open"
                    role={DialogSpec::ROLE}
                    onkeydown={on_keydown}
                    aria-modal="true"
                    aria-labelledby="dialog-title"
                    aria-describedby={props.description.as_ref().map(|_| "dialog-description")}
                >
                    <header data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_HEADER}>
                        <h2 id="dialog-title" data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_TITLE}>{&props.title}</h2>
                        if let Some(description) = props.description.clone() {
                            <p id="dialog-description" data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_DESCRIPTION}>
                                {description}
                            </p>
                        }
                    </header>
                    <div data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_BODY}>{props.children.clone()}</div>
                    if props.footer != Html::default() {
                        <footer data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_FOOTER}>{props.footer.clone()}</footer>
                    }
                    if props.show_close_button {
                        <button
                            type="button"
                            data-scope={DialogSpec::SCOPE}
                            data-part={DialogSpec::PART_CLOSE_BUTTON}
                            aria-label="Close"
                            onclick={move |_| on_close.emit(())}
                        >
                            {"×"}
                        </button>
                    }
                </div>
            }
        </>
    }
}
