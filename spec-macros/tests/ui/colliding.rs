use uispec_macros::component_spec;

#[component_spec("tests/specs/colliding.json")]
pub struct Chip;

fn main() {}
