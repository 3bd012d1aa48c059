use uispec_macros::component_spec;

#[component_spec("tests/specs/button.json", framework = "react")]
pub struct Button;

fn main() {}
