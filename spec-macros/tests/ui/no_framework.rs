// This test crate depends on no UI framework and has no uispec configuration saying one.
use uispec_macros::component_spec;

#[component_spec("tests/specs/button.json")]
pub struct Button;

fn main() {}
