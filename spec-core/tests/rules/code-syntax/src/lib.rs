use leptos::prelude::*;

pub fn Button( -> impl IntoView {}
