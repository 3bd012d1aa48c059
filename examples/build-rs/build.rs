//! The whole integration: validate this crate's specs, tokens and components on every build
//! that changed one of them, and write the stylesheet of their tokenMappings to `OUT_DIR`
//! (`src/lib.rs` inlines it). `uispec_build::validate()` alone is the one-liner that only
//! validates.

fn main() {
    uispec_build::Config::new().css("ui.css").run();
}
