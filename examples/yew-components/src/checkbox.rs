//! `Checkbox` (`specs/checkbox.json`).

use uispec_macros::component_spec;
use yew::prelude::*;

use crate::aria;

/// A box that is checked, unchecked or indeterminate, with its label.
#[component_spec("checkbox.json")]
#[component]
pub fn Checkbox(props: &CheckboxSpecProps) -> Html {
    let id = format!(
        "checkbox-{}",
        props
            .name
            .clone()
            .unwrap_or_else(|| props.label.to_lowercase())
    );
    // `checked: boolean | "indeterminate"` is `CheckboxChecked` (True, False,
    // Indeterminate); controlled when given, else `defaultChecked`.
    let state = props.checked.unwrap_or(if props.default_checked {
        CheckboxChecked::True
    } else {
        CheckboxChecked::False
    });
    let aria_checked = match state {
        CheckboxChecked::Indeterminate => "mixed",
        other => other.as_str(),
    };
    let on_checked_change = props.on_checked_change.clone();
    html! {
        <div class={classes!("checkbox", format!("checkbox--{}", props.size.as_str()))}>
            <input
                id={id.clone()}
                type="checkbox"
                role={CheckboxSpec::ROLE}
                name={props.name.clone()}
                value={props.value.clone()}
                checked={state == CheckboxChecked::True}
                required={props.required}
                disabled={props.disabled}
                aria-checked={aria_checked}
                aria-required={aria(props.required)}
                aria-invalid={aria(props.invalid)}
                onchange={move |_| on_checked_change.emit(())}
            />
            <label for={id}>{&props.label}</label>
            if let Some(description) = props.description.clone() {
                <p class="checkbox__description">{description}</p>
            }
        </div>
    }
}
