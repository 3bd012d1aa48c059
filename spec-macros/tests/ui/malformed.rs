// A missing comma: the JSON does not parse.
use uispec_macros::component_spec;

#[component_spec("tests/specs/malformed.json", framework = "none")]
pub struct Button;

fn main() {}
