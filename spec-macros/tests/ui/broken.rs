use uispec_macros::component_spec;

#[component_spec("tests/specs/broken.json", framework = "none")]
pub struct Broken;

fn main() {}
