use yew::prelude::*;

/// Lets the user pick one value from a list: a struct component.
pub struct Select {
    open: bool,
}

#[derive(Properties, PartialEq)]
pub struct SelectProps {
    /// The choices.
    pub options: Vec<AttrValue>,
    /// The selected value; required, though it may be `None`.
    pub value: Option<AttrValue>,
    #[prop_or_default]
    pub disabled: bool,
    /// Called with the chosen value.
    #[prop_or_default]
    pub onchange: Callback<AttrValue>,
}

pub enum Msg {
    Toggle,
    Choose(AttrValue),
}

impl Component for Select {
    type Message = Msg;
    type Properties = SelectProps;

    fn create(_ctx: &Context<Self>) -> Self {
        Select { open: false }
    }

    fn update(&mut self, ctx: &Context<Self>, msg: Self::Message) -> bool {
        match msg {
            Msg::Toggle => self.open = !self.open,
            Msg::Choose(value) => {
                self.open = false;
                ctx.props().onchange.emit(value);
            }
        }
        true
    }

    fn view(&self, ctx: &Context<Self>) -> Html {
        let props = ctx.props();
        html! {
            <div class="select">
                <button data-slot="trigger" onclick={ctx.link().callback(|_| Msg::Toggle)}>
                    {props.value.clone().unwrap_or_default()}
                </button>
                if self.open {
                    <ul role="listbox">
                        {for props.options.iter().cloned().map(|o| html! { <li>{o}</li> })}
                    </ul>
                }
            </div>
        }
    }
}
