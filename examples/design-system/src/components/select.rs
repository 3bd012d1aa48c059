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
    // The value chosen here, when no caller holds it (`value` unset).
    let chosen = RwSignal::new(default_value.get_untracked());
    let current = move || value.get().or_else(|| chosen.get());
    // The option the keyboard is on, by index; `aria-activedescendant` names it.
    let active = RwSignal::new(0usize);
    let values = StoredValue::new(
        (options.iter())
            .map(|option| option.value.clone())
            .collect::<Vec<_>>(),
    );
    let count = options.len();
    let set_open = move |value: bool| {
        open.set(value);
        if let Some(on_open_change) = on_open_change {
            on_open_change.run(value);
        }
    };
    // Opens on the chosen option, else the first.
    let show = move || {
        let at = current()
            .and_then(|v| values.with_value(|all| all.iter().position(|value| *value == v)));
        active.set(at.unwrap_or(0));
        set_open(true);
    };
    // Chooses the option at `index` and closes.
    let choose = move |index: usize| {
        if let Some(picked) = values.with_value(|all| all.get(index).cloned()) {
            if current().as_ref() != Some(&picked) {
                chosen.set(Some(picked.clone()));
                if let Some(on_value_change) = on_value_change {
                    on_value_change.run(picked);
                }
            }
        }
        set_open(false);
    };
    // The combobox keeps focus; the keys move the active option (the APG's select-only
    // combobox pattern).
    let on_keydown = move |event: ev::KeyboardEvent| {
        let last = count.saturating_sub(1);
        if disabled.get_untracked() {
            return;
        }
        if !open.get_untracked() {
            match event.key().as_str() {
                "ArrowDown" | "ArrowUp" | "Enter" | " " => show(),
                "Home" => {
                    show();
                    active.set(0);
                }
                "End" => {
                    show();
                    active.set(last);
                }
                _ => return,
            }
            event.prevent_default();
            return;
        }
        match event.key().as_str() {
            "ArrowUp" if event.alt_key() => choose(active.get_untracked()),
            "ArrowDown" => active.update(|i| *i = (*i + 1).min(last)),
            "ArrowUp" => active.update(|i| *i = i.saturating_sub(1)),
            "Home" => active.set(0),
            "End" => active.set(last),
            "Enter" | " " => choose(active.get_untracked()),
            "Escape" => set_open(false),
            // Chooses, and lets focus move on.
            "Tab" => {
                choose(active.get_untracked());
                return;
            }
            _ => return,
        }
        event.prevent_default();
    };
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
                data-state=move || if open.get() { "open" } else { "closed" }
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
            <ul id="select-listbox" role="listbox" aria-labelledby="select-label" hidden=move || !open.get() data-scope=SelectSpec::SCOPE data-part=SelectSpec::PART_LISTBOX>
                {options
                    .into_iter()
                    .enumerate()
                    .map(|(i, option)| {
                        let mine = option.value.clone();
                        view! {
                            <li
                                id=format!("select-option-{i}")
                                role="option"
                                aria-selected=move || (current() == Some(mine.clone())).to_string()
                                on:click=move |_| choose(i)
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
