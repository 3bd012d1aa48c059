# Sourced by every benchmark script (after `set -euo pipefail`): builds every release artifact
# any of them runs (the uispec binary, the corpus and benchmark examples) in one cargo
# invocation, and sets $target to the release directory.
#
# One package selection for all: cargo resolves features per invocation, so a script that asked
# for `-p uispec-cli` alone got a uispec-core with other features, and with it a second build of
# uispec-core and everything above it. On CI those copies filled the disk.
bench_packages=(-p uispec-cli -p uispec-corpus -p uispec-benches)
bench_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
target="$bench_root/target/release"
cargo build --release --quiet --manifest-path "$bench_root/Cargo.toml" "${bench_packages[@]}" --examples --bins
