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
    let described_by = format!("{id}-description");
    // `checked: boolean | "indeterminate"` is `CheckboxChecked` (True, False,
    // Indeterminate); controlled when given, else `defaultChecked`, then what the user made it
    // (its `aria-checked` follows the box).
    let toggled = use_state(|| None::<bool>);
    let state = props
        .checked
        .unwrap_or(if (*toggled).unwrap_or(props.default_checked) {
            CheckboxChecked::True
        } else {
            CheckboxChecked::False
        });
    let checked = state == CheckboxChecked::True;
    let aria_checked = match state {
        CheckboxChecked::Indeterminate => "mixed",
        other => other.as_str(),
    };
    let on_checked_change = props.on_checked_change.clone();
    html! {
        <div data-scope={CheckboxSpec::SCOPE} data-part={CheckboxSpec::PART_ROOT}>
            <input
                data-scope={CheckboxSpec::SCOPE}
                data-part={CheckboxSpec::PART_CONTROL}
                data-size={props.size.as_str()}
                id={id.clone()}
                type="checkbox"
                role={CheckboxSpec::ROLE}
                name={props.name.clone()}
                value={props.value.clone()}
                checked={checked}
                required={props.required}
                disabled={props.disabled}
                aria-checked={aria_checked}
                aria-required={aria(props.required)}
                aria-invalid={aria(props.invalid)}
                aria-describedby={props.description.as_ref().map(|_| described_by.clone())}
                onchange={move |_| {
                    toggled.set(Some(!checked));
                    on_checked_change.emit(());
                }}
            />
            <span data-scope={CheckboxSpec::SCOPE} data-part={CheckboxSpec::PART_INDICATOR} aria-hidden="true"></span>
            // The label shows the disabled state without being disabled itself.
            <label
                for={id}
                data-scope={CheckboxSpec::SCOPE}
                data-part={CheckboxSpec::PART_LABEL}
                data-size={props.size.as_str()}
                data-disabled={props.disabled.then_some("")}
            >
                {&props.label}
            </label>
            if let Some(description) = props.description.clone() {
                <p id={described_by.clone()} data-scope={CheckboxSpec::SCOPE} data-part={CheckboxSpec::PART_DESCRIPTION}>{description}</p>
            }
        </div>
    }
}
