// At `strict`, a parameter the spec does not describe is an error.
use uispec_macros::component_spec;
use uispec_stand_in::component;

/// Leptos's node type, by name (uispec reads types by their last segment).
type Children = String;

#[component_spec("tests/specs/button.json", framework = "leptos", level = "strict")]
#[component]
pub fn Button(
    #[prop(optional)] variant: ButtonVariant,
    #[prop(optional)] size: ButtonSize,
    #[prop(optional)] r#type: ButtonType,
    #[prop(optional)] disabled: bool,
    #[prop(optional)] loading: bool,
    #[prop(optional)] full_width: bool,
    #[prop(optional)] aria_label: Option<String>,
    children: Children,
    #[prop(optional)] start_icon: Option<Children>,
    #[prop(optional)] end_icon: Option<Children>,
    #[prop(optional)] tooltip: String,
) -> String {
    let _ = (variant, size, r#type, disabled, loading, full_width, aria_label, children, tooltip, start_icon, end_icon);
    String::new()
}

fn main() {}
