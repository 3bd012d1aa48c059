#!/usr/bin/env bash
# Reading specs: `uispec validate --level basic` on 1,000 preset-sized specs (5.9 MB, the ten
# built-in presets renamed), against ajv-cli validating the same files against uispec's JSON
# Schema (draft 2020-12), whole processes, fastest of $RUNS. The two do the same job: every
# spec read strictly and checked against the spec format.
#
# For scale, the floor: a program that only reads every spec and parses it with uispec's
# reader (benches/examples/floor.rs), on one thread and on as many threads as the machine has
# cores (uispec reads specs on all of them), and with serde_json on all cores. A ratio target
# above ajv / floor cannot be met by any validator that reads and parses the files this way.
#
# Needs Node.js and npm; installs ajv-cli locally (benches/design-system). CI smoke-runs it (benches/smoke.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runs=${RUNS:-10}
count=${COUNT:-1000}
# shellcheck source=../timing.sh
source "$here/../timing.sh"

(cd "$here/../design-system" && npm ci --no-audit --no-fund --silent)
# shellcheck source=../build.sh
source "$here/../build.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
project="$work/specs"
"$target/examples/write_preset_specs" "$project" "$count"
"$target/uispec" schema > "$work/schema.json"
"$target/uispec" validate --project "$project" --level basic -q

uispec=$(best_ms "$target/uispec" validate --project "$project" --level basic -q)
cores=$(nproc)
floor=$(best_ms "$target/examples/floor" "$project")
floor_all=$(best_ms "$target/examples/floor" "$project" --threads "$cores")
floor_serde=$(best_ms "$target/examples/floor" "$project" --threads "$cores" --serde)
ajv=$(best_ms "$here/../design-system/node_modules/.bin/ajv" validate --spec=draft2020 -c ajv-formats -s "$work/schema.json" -d "$project/specs/*.json")

ratio() { awk "BEGIN { printf \"%.2f\", $1 / $2 }"; }
printf '\n%-52s %10s %10s\n' "whole process, fastest of $runs, $count specs" time "vs uispec"
printf '%-52s %7s ms %10s\n' "uispec validate --level basic" "$uispec" "1.00"
printf '%-52s %7s ms %9s×\n' "ajv-cli, draft 2020-12, uispec's schema" "$ajv" "$(ratio "$ajv" "$uispec")"
printf '%-52s %7s ms %10s\n' "floor: read + parse only, 1 thread" "$floor" "$(ratio "$floor" "$uispec")"
printf '%-52s %7s ms %10s\n' "floor: read + parse only, $cores threads" "$floor_all" "$(ratio "$floor_all" "$uispec")"
printf '%-52s %7s ms %10s\n' "floor: read + serde_json::Value, $cores threads" "$floor_serde" "$(ratio "$floor_serde" "$uispec")"
printf '\najv / uispec: %s (target >= 25); ajv / floor on %s threads: %s\n' "$(ratio "$ajv" "$uispec")" "$cores" "$(ratio "$ajv" "$floor_all")"
spread_table
