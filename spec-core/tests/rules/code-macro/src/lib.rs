use leptos::prelude::*;

wrap! {
    #[component]
    pub fn Button() -> impl IntoView {}
}
