use uispec_macros::component_spec;

#[component_spec("tests/specs/button.json", framework_types)]
pub struct Button;

fn main() {}
