#!/usr/bin/env bash
# `uispec test` on the example design system (11 components, 62 renders, 2 themes), release
# build, whole processes:
#   first   the harness built from nothing (the harness and the example crate compiled; the
#           example's dependencies already built, as a user's own `cargo build` leaves them);
#   second  nothing changed (fastest of $RUNS);
#   edit    after one spec edit (a description: the macro expands again, the crate rebuilds);
# and the browser's renders a second, from `-v`. Needs Chromium: scripts/install-test-clients.
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
"$uispec" test --project "$example" > /dev/null
cargo clean --quiet --manifest-path "$root/target/uispec/harness/example-design-system/Cargo.toml" \
  --target-dir "$root/target" -p uispec-harness-example-design-system -p example-design-system
echo "first run (harness built):   $(seconds "$uispec" test --project "$example") s"
best=
for _ in $(seq "$runs"); do
  t=$(seconds "$uispec" test --project "$example")
  if [[ -z $best ]] || awk "BEGIN { exit !($t < $best) }"; then best=$t; fi
done
echo "second run (nothing changed): $best s (fastest of $runs)"
sed -i 's/"description": "Triggers an action/"description": "Triggers an action (edited)/' "$spec"
echo "after one spec edit:          $(seconds "$uispec" test --project "$example") s"
cp "$backup" "$spec"
"$uispec" -v test --project "$example" 2>&1 | grep -E '^(harness|browser):'
