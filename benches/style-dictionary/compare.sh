#!/usr/bin/env bash
# Style Dictionary 5 and uispec, side by side on the same DTCG token files: the shapes of Style
# Dictionary's own performance tests (9,000 tokens with 6,000 references in chains of 3, and
# 30,000 tokens with 29,700 references in chains of 100), then uispec alone from 1k to 100k
# tokens to show linear growth. Prints whole-process times (what a user waits for: process
# start, reading, resolving) and in-process times (resolution only), and the ratios.
#
# SHAPES ("tokens references depth", comma-separated) and COUNTS replace those sizes (CI's smoke
# run takes small ones: Style Dictionary spends twenty seconds on the larger shape).
#
# Needs Node.js and npm; installs Style Dictionary locally (node_modules/ here). CI smoke-runs it (benches/smoke.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-10}

cd "$here"
npm ci --no-audit --no-fund --silent
# shellcheck source=../build.sh
source "$here/../build.sh"

# shellcheck source=../timing.sh
source "$here/../timing.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

printf '%-34s %13s %13s %8s %13s %13s %8s\n' shape "sd whole" "uispec whole" ratio "sd resolve" "uispec load" ratio
IFS=, read -ra shapes <<< "${SHAPES:-9000 6000 3,30000 29700 100}"
for shape in "${shapes[@]}"; do
  # shellcheck disable=SC2086 # the shape's three numbers become $1 $2 $3
  set -- $shape
  project="$work/p$1"
  mkdir -p "$project/specs"
  "$target/examples/write_tokens" "$project/tokens/tokens.tokens.json" "$1" "$2" "$3" >/dev/null
  file="$project/tokens/tokens.tokens.json"
  sd_whole=$(best_ms node "$here/resolve.mjs" "$file")
  uispec_whole=$(best_ms "$target/uispec" validate --project "$project" -q)
  sd_in=$(node "$here/resolve.mjs" "$file" | sed 's/.*"ms":\([0-9.]*\).*/\1/')
  uispec_in=$("$target/examples/time_tokens" "$file" 20 | sed 's/.*"ms": \([0-9.]*\).*/\1/')
  printf '%-34s %10s ms %10s ms %7s× %10.1f ms %10.2f ms %7s×\n' "$1 tokens, $2 refs, depth $3" "$sd_whole" "$uispec_whole" \
    "$(awk "BEGIN { printf \"%.0f\", $sd_whole / $uispec_whole }")" "$sd_in" "$uispec_in" \
    "$(awk "BEGIN { printf \"%.0f\", $sd_in / $uispec_in }")"
done

echo
printf '%-12s %12s %14s\n' tokens "uispec load" "per token"
for count in ${COUNTS:-1000 10000 100000}; do
  file="$work/linear-$count.tokens.json"
  "$target/examples/write_tokens" "$file" "$count" $((count * 2 / 3)) 3 10 >/dev/null
  ms=$("$target/examples/time_tokens" "$file" 10 | sed 's/.*"ms": \([0-9.]*\).*/\1/')
  printf '%-12s %9.2f ms %11.0f ns\n' "$count" "$ms" "$(awk "BEGIN { print $ms * 1000000 / $count }")"
done
spread_table
