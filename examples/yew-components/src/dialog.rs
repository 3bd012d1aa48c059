//! `Dialog` (`specs/dialog.json`).

use uispec_macros::component_spec;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// A modal window over the page.
#[component_spec("dialog.json")]
#[component]
pub fn Dialog(props: &DialogSpecProps) -> Html {
    // Uncontrolled, the dialog keeps its own state from `default_open`: closing hides it.
    let shown = use_state(|| props.default_open);
    let open = props.open.unwrap_or(*shown);
    // What had focus when the dialog opened (the element that opened it) gets it back when it
    // closes, as the APG's modal dialog asks: else focus goes with the removed dialog.
    let opener = use_mut_ref(|| None::<web_sys::HtmlElement>);
    let close = {
        let (on_open_change, on_close) = (props.on_open_change.clone(), props.on_close.clone());
        let opener = opener.clone();
        Callback::from(move |()| {
            if let Some(opener) = opener.borrow_mut().take() {
                let _ = opener.focus();
            }
            shown.set(false);
            on_open_change.emit(());
            on_close.emit(());
        })
    };
    // Escape closes the dialog (the spec's keyboard table).
    let on_keydown = {
        let close = close.clone();
        let close_on_escape = props.close_on_escape;
        move |event: KeyboardEvent| {
            if event.key() == "Escape" && close_on_escape {
                close.emit(());
            }
        }
    };
    // Focus moves into the dialog when it opens, onto the content (it takes focus without
    // entering the Tab sequence), and stays inside (the APG's modal): a guard on each side of
    // the content sends focus that reaches it round to the other end.
    let content = use_node_ref();
    let close_button = use_node_ref();
    let focus = |target: &NodeRef| {
        if let Some(element) = target.cast::<web_sys::HtmlElement>() {
            let _ = element.focus();
        }
    };
    {
        let content = content.clone();
        use_effect_with(open, move |open| {
            if *open {
                let active = web_sys::window()
                    .and_then(|window| window.document())
                    .and_then(|document| document.active_element());
                *opener.borrow_mut() = active.and_then(|element| element.dyn_into().ok());
                focus(&content);
            }
        });
    }
    let to_end = {
        let (content, close_button) = (content.clone(), close_button.clone());
        move |_: FocusEvent| match close_button.get() {
            Some(_) => focus(&close_button),
            None => focus(&content),
        }
    };
    let to_start = {
        let content = content.clone();
        move |_: FocusEvent| focus(&content)
    };
    html! {
        <>
            {props.trigger.clone()}
            if open {
                <div data-scope={DialogSpec::SCOPE} data-part={DialogSpec::PART_OVERLAY} data-state="open"></div>
                <span tabindex="0" onfocus={to_end}></span>
                <div
                    ref={content}
                    tabindex="-1"
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
                            ref={close_button}
                            onclick={move |_| close.emit(())}
                        >
                            {"×"}
                        </button>
                    }
                </div>
                <span tabindex="0" onfocus={to_start}></span>
            }
        </>
    }
}
