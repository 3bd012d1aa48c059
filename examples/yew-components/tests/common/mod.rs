//! What the tests share: rendering on the server.

use yew::prelude::*;

/// Renders `html` inside a component, as a page would.
pub(crate) fn render(html: Html) -> String {
    #[derive(Properties, PartialEq)]
    struct Page {
        html: Html,
    }
    #[component]
    fn Root(props: &Page) -> Html {
        props.html.clone()
    }
    // The local renderer: `Html` is not `Send`, and one thread renders it all.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(
        yew::LocalServerRenderer::<Root>::with_props(Page { html })
            .hydratable(false)
            .render(),
    )
}
