use uispec_macros::component_spec;

#[component_spec("tests/specs/broken.json")]
pub struct Broken;

fn main() {}
