# Sourced by every benchmark script (after `set -euo pipefail`): builds every artifact
# any of them runs (the uispec binary, the corpus and benchmark examples) in one cargo
# invocation, and sets $target to the directory of the profile built.
#
# The profile is `release` (fat LTO: the figures are the binary users run); `BENCH_PROFILE=dev`
# builds the debug profile instead, which CI's smoke run (smoke.sh) uses: the test step has
# already built it, so the smoke run costs no second compilation of the workspace.
#
# One package selection for all: cargo resolves features per invocation, so a script that asked
# for `-p uispec-cli` alone got a uispec-core with other features, and with it a second build of
# uispec-core and everything above it. On CI those copies filled the disk.
#
# The debug profile takes the test step's selection instead, the whole workspace: a selection of
# three packages resolved clap's, syn's and uispec-core's features otherwise than
# `cargo test --workspace` had, and the smoke run compiled them and everything above them
# again (with the executables `.ci/run` deleted then, 364 s of a CI run).
bench_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench_profile=${BENCH_PROFILE:-release}
if [[ $bench_profile == dev ]]; then
  bench_packages=(--workspace)
else
  bench_packages=(-p uispec-cli -p uispec-corpus -p uispec-benches)
fi
# Cargo's folder for a profile: `dev` builds into `debug`.
target="$bench_root/target/${bench_profile/#dev/debug}"
cargo build --profile "$bench_profile" --quiet --manifest-path "$bench_root/Cargo.toml" "${bench_packages[@]}" --examples --bins
