use uispec_macros::component_spec;

#[component_spec("tests/specs/button.json", framework = "none")]
pub struct Button;

fn main() {
    // A variant value the spec does not have does not compile.
    let _ = ButtonSize::Xl;
}
