use uispec_macros::component_spec;

#[component_spec("tests/specs/nope.json")]
pub struct Nope;

fn main() {}
