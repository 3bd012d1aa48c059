// A component without the spec's `size` axis and `disabled` prop.
use uispec_macros::component_spec;
use uispec_stand_in::component;

/// Leptos's node type, by name (uispec reads types by their last segment).
type Children = String;

#[component_spec("tests/specs/button.json", framework = "leptos")]
#[component]
pub fn Button(#[prop(optional)] variant: ButtonVariant, children: Children) -> String {
    format!("{variant} {children}")
}

fn main() {}
