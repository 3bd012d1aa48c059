//! The whole integration: validate this crate's specs, tokens and components on every build
//! that changed one of them.

fn main() {
    uispec_build::validate();
}
