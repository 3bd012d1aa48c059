//! `Checkbox` (`specs/checkbox.json`).

use dioxus::prelude::*;
use uispec_macros::component_spec;

/// A box that is checked, unchecked or indeterminate, with its label.
#[component_spec("checkbox.json")]
#[component]
pub fn Checkbox(props: CheckboxSpecProps) -> Element {
    let id = format!(
        "checkbox-{}",
        props
            .name
            .clone()
            .unwrap_or_else(|| props.label.to_lowercase())
    );
    // `checked: boolean | "indeterminate"` is `CheckboxChecked` (True, False,
    // Indeterminate); controlled when given, else `defaultChecked`, then what the user made it
    // (its `aria-checked` follows the box).
    let mut toggled = use_signal(|| None::<bool>);
    let state = props
        .checked
        .unwrap_or(if toggled().unwrap_or(props.default_checked) {
            CheckboxChecked::True
        } else {
            CheckboxChecked::False
        });
    let checked = state == CheckboxChecked::True;
    let aria_checked = match state {
        CheckboxChecked::Indeterminate => "mixed",
        other => other.as_str(),
    };
    let on_checked_change = props.on_checked_change;
    rsx! {
        div { "data-scope": CheckboxSpec::SCOPE, "data-part": CheckboxSpec::PART_ROOT,
            input {
                "data-scope": CheckboxSpec::SCOPE,
                "data-part": CheckboxSpec::PART_CONTROL,
                "data-size": props.size.as_str(),
                id: "{id}",
                r#type: "checkbox",
                role: CheckboxSpec::ROLE,
                name: props.name.clone(),
                value: "{props.value}",
                checked,
                required: props.required,
                disabled: props.disabled,
                "aria-checked": aria_checked,
                "aria-required": "{props.required}",
                "aria-invalid": "{props.invalid}",
                "aria-describedby": props.description.as_ref().map(|_| format!("{id}-description")),
                onchange: move |_| {
                    toggled.set(Some(!checked));
                    if let Some(handler) = on_checked_change {
                        handler.call(());
                    }
                },
            }
            span { "data-scope": CheckboxSpec::SCOPE, "data-part": CheckboxSpec::PART_INDICATOR, "aria-hidden": "true" }
            // The label shows the disabled state without being disabled itself.
            label {
                r#for: "{id}",
                "data-scope": CheckboxSpec::SCOPE,
                "data-part": CheckboxSpec::PART_LABEL,
                "data-size": props.size.as_str(),
                "data-disabled": props.disabled.then_some(""),
                "{props.label}"
            }
            if let Some(description) = props.description.clone() {
                p { id: "{id}-description", "data-scope": CheckboxSpec::SCOPE, "data-part": CheckboxSpec::PART_DESCRIPTION, "{description}" }
            }
        }
    }
}
