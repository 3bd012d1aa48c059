use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CheckboxProps {
    pub checked: bool,
    #[prop_or_default]
    pub indeterminate: bool,
    #[prop_or_default]
    pub disabled: bool,
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// Called with the new state.
    #[prop_or_default]
    pub onchange: Callback<bool>,
}

/// A box that is checked, unchecked or indeterminate.
#[component]
pub fn Checkbox(props: &CheckboxProps) -> Html {
    let onchange = {
        let (cb, checked) = (props.onchange.clone(), props.checked);
        Callback::from(move |_: Event| cb.emit(!checked))
    };
    html! {
        <label>
            <input type="checkbox" checked={props.checked} disabled={props.disabled} {onchange} />
            {props.label.clone()}
        </label>
    }
}
