#!/usr/bin/env bash
# Issue 51's report reproductions, whole processes: `uispec validate` on a spec written on one
# line against the same spec pretty-printed (one member a line), human and JSON output, and
# `-q` on a spec with thousands of notes. The bar: the one-line form within 2x the pretty one.
#   benches/long-lines.sh [path to the uispec binary, default: the one benches/build.sh builds]
# WIDE_FINDINGS: the findings of the larger spec (default 150,000: 15 MB; CI's smoke run takes
# fewer, since a debug binary spends minutes on the full size).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -n ${1:-} ]]; then
  uispec=$1
else
  # shellcheck source=build.sh
  source "$root/benches/build.sh"
  uispec=$target/uispec
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A spec of `count` unknown members of `width` bytes each, joined by `separator`.
spec() {
  python3 - "$1" "$2" "$3" <<'PY'
import json, sys
count, width, separator = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3].encode().decode("unicode_escape")
members = [f'"padding{i}": "{"x" * width}"' for i in range(count)]
print('{"name": "Wide", "description": "Wide.", ' + separator.join(members) + "}")
PY
}

seconds() {
  local start end
  start=$(date +%s%N)
  "$@" > /dev/null 2>&1 || true
  end=$(date +%s%N)
  awk "BEGIN { printf \"%.3f\", ($end - $start) / 1000000000 }"
}

run() {
  local name=$1 count=$2 width=$3
  for form in one-line pretty; do
    local dir=$work/$name-$form
    mkdir -p "$dir/specs"
    local separator=", "
    [[ $form == pretty ]] && separator=",\n  "
    spec "$count" "$width" "$separator" > "$dir/specs/wide.json"
    local size
    size=$(stat -c %s "$dir/specs/wide.json")
    echo "$name, $form ($size bytes, $count findings): human $(seconds "$uispec" validate --project "$dir") s, json $(seconds "$uispec" validate --project "$dir" --format json) s, -q $(seconds "$uispec" -q validate --project "$dir") s"
  done
}

run "2 MB" 4000 480
run "larger" "${WIDE_FINDINGS:-150000}" 80
