use leptos::prelude::*;

use std::collections::HashMap;

/// Triggers an action.
#[component]
pub fn Button(
    /// Extra data.
    data: HashMap<String, String>,
) -> impl IntoView {
    view! { <button></button> }
}
