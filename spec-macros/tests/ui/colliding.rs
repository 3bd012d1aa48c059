use uispec_macros::component_spec;

#[component_spec("tests/specs/colliding.json", framework = "none")]
pub struct Chip;

fn main() {}
