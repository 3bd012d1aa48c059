use leptos::prelude::*;

/// Not a component.
pub fn helper() -> u8 {
    1
}
