use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DialogProps {
    pub open: bool,
    pub title: AttrValue,
    #[prop_or_default]
    pub description: Option<AttrValue>,
    #[prop_or(true)]
    pub close_on_escape: bool,
    /// Actions, primary last.
    #[prop_or_default]
    pub footer: Option<Html>,
    /// Called when the user asks to close.
    #[prop_or_default]
    pub onclose: Callback<()>,
    #[prop_or_default]
    pub children: Children,
}

/// A window on top of the page that keeps focus inside until it is closed.
#[component]
pub fn Dialog(props: &DialogProps) -> Html {
    if !props.open {
        return html! {};
    }
    html! {
        <div role="dialog" aria-modal="true" data-slot="content">
            <h2 data-slot="title">{props.title.clone()}</h2>
            {for props.children.iter()}
            if let Some(footer) = props.footer.clone() {
                <footer data-slot="footer">{footer}</footer>
            }
        </div>
    }
}
