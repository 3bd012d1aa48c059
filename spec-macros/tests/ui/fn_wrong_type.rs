// The `size` axis typed `String` instead of the generated `ButtonSize`, and `disabled`
// required though the spec defaults it.
use uispec_macros::component_spec;
use uispec_stand_in::component;

/// Leptos's node type, by name (uispec reads types by their last segment).
type Children = String;

#[component_spec("tests/specs/button.json", framework = "leptos")]
#[component]
pub fn Button(
    #[prop(optional)] variant: ButtonVariant,
    #[prop(optional)] size: String,
    #[prop(optional)] r#type: ButtonType,
    disabled: bool,
    #[prop(optional)] loading: bool,
    #[prop(optional)] full_width: bool,
    #[prop(optional)] aria_label: Option<String>,
    children: Children,
    #[prop(optional)] start_icon: Option<Children>,
    #[prop(optional)] end_icon: Option<Children>,
) -> String {
    let _ = (variant, size, r#type, disabled, loading, full_width, aria_label, children, start_icon, end_icon);
    String::new()
}

fn main() {}
