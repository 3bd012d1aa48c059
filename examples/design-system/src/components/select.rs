//! `Select`: implements `specs/select.json`.

use leptos::ev;
use leptos::prelude::*;
use uispec_macros::component_spec;

use crate::types::SelectOption;

/// Lets the user choose one value from a list shown in a popup (the select-only combobox
/// pattern).
#[component_spec("select.json")]
#[component]
pub fn Select(
    /// Trigger height, padding and text size.
    #[prop(optional, into)]
    size: Signal<SelectSize>,
    /// Visible label of the combobox.
    #[prop(into)]
    label: String,
    /// The choices, each with a `value`, a `label` and an optional `disabled` flag.
    #[prop(into)]
    options: Vec<SelectOption>,
    /// Selected value (controlled).
    #[prop(optional, into)]
    value: MaybeProp<String>,
    /// Initially selected value (uncontrolled).
    #[prop(optional, into)]
    default_value: MaybeProp<String>,
    /// Text shown while nothing is selected.
    #[prop(default = "Select…".to_string(), into)]
    placeholder: String,
    /// Form field name.
    #[prop(optional, into)]
    name: MaybeProp<String>,
    /// Help shown below the trigger and referenced by `aria-describedby`.
    #[prop(optional, into)]
    helper_text: MaybeProp<String>,
    /// Error shown when `invalid`.
    #[prop(optional, into)]
    error_message: MaybeProp<String>,
    /// Marks the selection as invalid.
    #[prop(optional, into)]
    invalid: Signal<bool>,
    /// A value must be chosen before the form is submitted.
    #[prop(optional, into)]
    required: Signal<bool>,
    /// Prevents opening the list.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// Indicator at the end of the trigger; a chevron by default.
    #[prop(optional, into)]
    icon: Option<ViewFn>,
    /// Called with the new value when an option is chosen.
    #[prop(optional, into)]
    on_value_change: Option<Callback<String>>,
    /// Called with `true` when the list opens and `false` when it closes.
    #[prop(optional, into)]
    on_open_change: Option<Callback<bool>>,
) -> impl IntoView {
    let size = move || size.get().as_str();
    let open = RwSignal::new(false);
    // The option the keyboard is on, by index; `aria-activedescendant` names it.
    let active = RwSignal::new(0usize);
    let count = options.len();
    let set_open = move |value: bool| {
        open.set(value);
        if let Some(on_open_change) = on_open_change {
            on_open_change.run(value);
        }
    };
    // The combobox keeps focus; the keys move the active option (the APG's select-only
    // combobox pattern). Enter and Space also reach the button natively as a click.
    let on_keydown = move |event: ev::KeyboardEvent| {
        let last = count.saturating_sub(1);
        match event.key().as_str() {
            "ArrowDown" if event.alt_key() => set_open(true),
            "ArrowUp" if event.alt_key() => set_open(false),
            "ArrowDown" => active.update(|i| *i = (*i + 1).min(last)),
            "ArrowUp" => active.update(|i| *i = i.saturating_sub(1)),
            "Home" => active.set(0),
            "End" => active.set(last),
            "Enter" | " " => set_open(!open.get()),
            "Escape" => set_open(false),
            _ => return,
        }
        event.prevent_default();
    };
    let current = move || value.get().or_else(|| default_value.get());
    view! {
        <div data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_ROOT>
            <span id="select-label" data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_LABEL>
                {label}
            </span>
            <button
                type="button"
                data-scope=SelectSpec::SCOPE
                data-part=SelectSpec::PART_TRIGGER
                data-size=size
                role=SelectSpec::ROLE
                aria-haspopup="listbox"
                aria-expanded=move || open.get().to_string()
                aria-controls="select-listbox"
                aria-labelledby="select-label"
                aria-activedescendant=move || open.get().then(|| format!("select-option-{}", active.get()))
                aria-invalid=move || invalid.get().to_string()
                aria-required=move || required.get().to_string()
                disabled=move || disabled.get()
                on:keydown=on_keydown
            >
                <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_VALUE>{current}</span>
                <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_PLACEHOLDER>{placeholder}</span>
                <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_ICON data-size=size aria-hidden="true">
                    {icon.map(|icon| icon.run())}
                </span>
            </button>
            <ul id="select-listbox" role="listbox" aria-labelledby="select-label" data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_LISTBOX>
                {options
                    .into_iter()
                    .enumerate()
                    .map(|(i, option)| {
                        let chosen = option.value.clone();
                        view! {
                            <li
                                id=format!("select-option-{i}")
                                role="option"
                                aria-selected=move || (current() == Some(chosen.clone())).to_string()
                                aria-disabled=move || (option.disabled || disabled.get()).to_string()
                                data-scope=SelectSpec::SCOPE
                                data-part=SelectSpec::PART_OPTION
                            >
                                {option.label}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <input type="hidden" name=move || name.get() value=current />
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_HELPER_TEXT>{move || helper_text.get()}</span>
            <span data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_ERROR_MESSAGE>{move || error_message.get()}</span>
        </div>
    }
}
