use uispec_macros::component_spec;

#[component_spec("tests/specs/nope.json", framework = "none")]
pub struct Nope;

fn main() {}
