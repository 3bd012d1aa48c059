use leptos::prelude::*;

/// Picks one option.
#[component]
pub fn Select(#[prop(into)] value: String, children: Children) -> impl IntoView {
    view! { <select prop:value=value>{children()}</select> }
}

/// Picks several options; a component of its own, not a part of `Select`.
#[component]
pub fn SelectMulti(#[prop(into)] values: Vec<String>, children: Children) -> impl IntoView {
    view! { <select multiple=true data-count=values.len()>{children()}</select> }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixture next to the component it tests.
    #[component]
    pub fn SelectFixture() -> impl IntoView {
        view! { <Select value="a">"A"</Select> }
    }
}
