// A Leptos-shaped Button that agrees with its spec compiles, and uses the generated enums.
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
) -> String {
    let _ = (r#type, disabled, loading, full_width, aria_label, start_icon, end_icon);
    format!("{} {} {children} {:?}", variant.as_str(), size, ButtonSpec::ROLE)
}

fn main() {
    let _ = ButtonSpecProps::default();
    let _ = Button(ButtonVariant::Danger, ButtonSize::Lg, ButtonType::Submit, false, false, false, None, "Save".into(), None, None);
}
