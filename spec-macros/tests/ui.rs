//! `#[component_spec]`'s compile errors, as a user sees them (trybuild). Each case in `ui/`
//! has its expected compiler output next to it; `TRYBUILD=overwrite` rewrites them.

use std::process::Command;

/// trybuild compiles the cases in a crate of its own, so the macro must be pointed back at
/// this crate's fixtures through `CARGO_MANIFEST_DIR_OVERRIDE`. Setting the environment of a
/// running test is unsafe, so the test runs itself again as a child with the variable set.
const OVERRIDE: &str = "CARGO_MANIFEST_DIR_OVERRIDE";

#[test]
fn compile_errors() {
    if std::env::var_os(OVERRIDE).is_some() {
        let cases = trybuild::TestCases::new();
        cases.compile_fail("tests/ui/*.rs");
        cases.pass("tests/pass/*.rs");
        return;
    }
    let status = Command::new(std::env::current_exe().expect("the test binary"))
        .args(["compile_errors", "--exact", "--nocapture"])
        .env(OVERRIDE, env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("the test binary runs");
    assert!(status.success(), "the trybuild cases failed (output above)");
}
