use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TabsProps {
    /// The selected tab.
    pub selected: AttrValue,
    #[prop_or_default]
    pub vertical: bool,
    /// Called with the newly selected tab.
    #[prop_or_default]
    pub on_change: Callback<AttrValue>,
    #[prop_or_default]
    pub children: ChildrenWithProps<Tab>,
}

/// Layered sections of content, one shown at a time.
#[component]
pub fn Tabs(props: &TabsProps) -> Html {
    html! { <div class="tabs" role="tablist">{for props.children.iter()}</div> }
}

#[derive(Properties, PartialEq)]
pub struct TabProps {
    pub id: AttrValue,
    pub title: AttrValue,
    #[prop_or_default]
    pub disabled: bool,
    #[prop_or_default]
    pub children: Html,
}

/// One tab and its panel.
#[component]
pub fn Tab(props: &TabProps) -> Html {
    html! { <div role="tabpanel">{props.children.clone()}</div> }
}
