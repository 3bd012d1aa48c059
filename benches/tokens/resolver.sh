#!/usr/bin/env bash
# A resolver's cost as a user sees it: `uispec validate` (whole process, fastest of $RUNS) on a
# themed project with two modifiers of 4 and 3 contexts (12 permutations) against the same
# files as one permutation, at 1,500 and 9,000 tokens, and the ratio. CI smoke-runs it (benches/smoke.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-20}
# shellcheck source=../build.sh
source "$here/../build.sh"

# shellcheck source=../timing.sh
source "$here/../timing.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf '%-8s %16s %16s %8s\n' tokens "1 permutation" "12 permutations" ratio
for count in 1500 9000; do
  "$target/examples/write_themed" "$work/one-$count" "$count" 4 3 --as-sets >/dev/null
  "$target/examples/write_themed" "$work/twelve-$count" "$count" 4 3 >/dev/null
  one=$(best_ms "$target/uispec" validate --project "$work/one-$count" -q)
  twelve=$(best_ms "$target/uispec" validate --project "$work/twelve-$count" -q)
  printf '%-8s %13s ms %13s ms %7s×\n' "$count" "$one" "$twelve" "$(awk "BEGIN { printf \"%.2f\", $twelve / $one }")"
done
spread_table
