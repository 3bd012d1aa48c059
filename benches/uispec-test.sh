#!/usr/bin/env bash
# `uispec test` on the example design system (11 components, 62 renders, 2 themes), release
# build, whole processes:
#   first   the harness built from nothing (the harness and the example crate compiled; the
#           example's dependencies already built, as a user's own `cargo build` leaves them);
#   second  nothing changed (fastest of $RUNS);
#   edit    after one spec edit (a description: the macro expands again, the crate rebuilds);
# and the browser's renders a second, from `-v`; all three without the live checks
# (`--no-live`). Then, when a compiler for the browser is named (UISPEC_WASM_RUSTC, as
# scripts/install-test-clients sets up on Debian) or rustup's has the target:
#   live first   the live harness built from nothing (it and the example crate compiled for
#                wasm32; the framework already built for it);
#   live second  nothing changed, with the live checks (fastest of $RUNS);
# and the live checks' own line from `-v` (harness, browser, keys a second). Needs Chromium:
# scripts/install-test-clients.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-5}
# shellcheck source=build.sh
source "$root/benches/build.sh"
uispec="$target/uispec"
example="$root/examples/design-system"
spec="$example/specs/button.json"
backup=$(mktemp)
cp "$spec" "$backup"
trap 'cp "$backup" "$spec"; rm -f "$backup"' EXIT

seconds() {
  local start end
  start=$(date +%s%N)
  "$@" > /dev/null 2>&1
  end=$(date +%s%N)
  awk "BEGIN { printf \"%.2f\", ($end - $start) / 1000000000 }"
}

# Once, so that the harness exists and the dependencies it needs are built.
"$uispec" test --no-live --project "$example" > /dev/null
cargo clean --quiet --manifest-path "$root/target/uispec/harness/example-design-system/Cargo.toml" \
  --target-dir "$root/target" -p uispec-harness-example-design-system -p example-design-system
echo "first run (harness built):   $(seconds "$uispec" test --no-live --project "$example") s"
# The fastest of $runs runs of `uispec test "$@"`.
fastest() {
  local best= t
  for _ in $(seq "$runs"); do
    t=$(seconds "$uispec" test "$@" --project "$example")
    if [[ -z $best ]] || awk "BEGIN { exit !($t < $best) }"; then best=$t; fi
  done
  echo "$best"
}
echo "second run (nothing changed): $(fastest --no-live) s (fastest of $runs)"
sed -i 's/"description": "Triggers an action/"description": "Triggers an action (edited)/' "$spec"
echo "after one spec edit:          $(seconds "$uispec" test --no-live --project "$example") s"
cp "$backup" "$spec"
"$uispec" -v test --no-live --project "$example" 2>&1 | grep -E '^(harness|browser):'

wasm=$(rustc --print target-libdir --target wasm32-unknown-unknown 2> /dev/null || true)
if [[ -z ${UISPEC_WASM_RUSTC:-} ]] && ! compgen -G "$wasm/libstd-*.rlib" > /dev/null; then
  echo "live checks: no compiler for the browser (UISPEC_WASM_RUSTC), not measured"
  exit 0
fi
"$uispec" test --project "$example" > /dev/null 2>&1
# Forgotten by cargo (their fingerprints gone): compiled again, the framework kept.
rm -rf "$root/target/uispec/live-target/wasm32-unknown-unknown/debug/.fingerprint/"{uispec-live-example-design-system,example-design-system}-*
echo "live first (harness built):   $(seconds "$uispec" test --project "$example") s"
echo "live second (nothing changed): $(fastest) s (fastest of $runs)"
"$uispec" -v test --project "$example" 2>&1 | grep -E '^live:'
