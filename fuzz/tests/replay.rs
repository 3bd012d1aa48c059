//! Every fuzz target on its seed corpus and on every crash fuzzing found
//! (`fuzz/regressions/<target>/`): what the fuzzer found once stays fixed, and the targets
//! themselves keep compiling and running on the stable toolchain.

use std::path::Path;

use uispec_fuzz::{TARGETS, seeds};

#[test]
fn every_target_runs_its_seeds() {
    for (name, target) in TARGETS {
        let seeds = seeds(name);
        assert!(seeds.len() >= 5, "`{name}` has {} seeds", seeds.len());
        for seed in &seeds {
            target(seed);
        }
    }
}

#[test]
fn every_crash_found_stays_fixed() {
    let regressions = Path::new(env!("CARGO_MANIFEST_DIR")).join("regressions");
    for (name, target) in TARGETS {
        let Ok(entries) = std::fs::read_dir(regressions.join(name)) else {
            continue;
        };
        for entry in entries {
            let path = entry.expect("a readable regressions directory").path();
            let input = std::fs::read(&path).expect("a readable regression input");
            let outcome = std::panic::catch_unwind(|| target(&input));
            assert!(outcome.is_ok(), "{name}: {} crashes again", path.display());
        }
    }
}
