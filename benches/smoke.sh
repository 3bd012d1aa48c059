#!/usr/bin/env bash
# CI's smoke run of every benchmark: each script once, on a small design system, and each divan
# benchmark once (`--test`). It proves they still run and print their tables, and that the
# generated design system is still clean at `validate --level strict` (compare.sh stops at its
# first line otherwise). No figure is asserted: timings of a small size on a CI machine mean
# nothing; the figures come from full runs on a quiet machine (README.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export RUNS=1 SPECS=40 TOKENS=1200 ITERATIONS=2 COUNT=40
export SHAPES="900 600 3,3000 2970 100" COUNTS="1000 10000" WIDE_FINDINGS=15000
# Whether they run, not how fast: the debug profile the test step built (benches/build.sh), not
# a release build, which would add many minutes of compiling and linking to CI for nothing.
export BENCH_PROFILE=dev
"$here/design-system/compare.sh"
"$here/design-system/conventions.sh"
"$here/design-system/diff.sh"
"$here/specs/compare.sh"
"$here/style-dictionary/compare.sh"
"$here/tokens/resolver.sh"
"$here/long-lines.sh"
"$here/uispec-test.sh"
# In the profile and with the package selection the scripts built (benches/build.sh), not
# `bench`: the same artifacts, nothing built twice. `--bench '*'`: the bench targets only,
# not the libraries and binaries as libtest benchmarks.
# shellcheck source=build.sh
source "$here/build.sh"
cargo bench --quiet --profile "$bench_profile" --manifest-path "$here/../Cargo.toml" "${bench_packages[@]}" --bench '*' -- --test
