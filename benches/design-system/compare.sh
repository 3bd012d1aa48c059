#!/usr/bin/env bash
# `uispec validate --level strict` on a synthetic design system — 1,000 specs, 30,000 tokens
# (two thirds aliases, composites), 1,000 Leptos component files, all aligned, so every check
# runs and nothing is reported — against, on the same files and in the same run:
#   - the floor: a program that only reads every file and parses it with uispec's parsers
#     (uispec's JSON reader, syn), and the same with serde_json for the JSON (context);
#   - the peers doing parts of the job: ajv-cli validating the 1,000 specs against uispec's
#     JSON Schema, and Style Dictionary 5 resolving the tokens (whole processes).
# Then the `--watch` revalidation work after a one-file change (in process), and `uispec lsp`
# answering over stdio.
#
# Needs Node.js and npm; installs ajv-cli and Style Dictionary locally. CI runs it once on a
# small design system (benches/smoke.sh): it must finish, and the project must be clean at strict.
set -euo pipefail
# shellcheck source=setup.sh
source "$(dirname "$0")/setup.sh"
(cd "$here" && npm ci --no-audit --no-fund --silent)
"$target/uispec" schema > "$work/schema.json"
"$target/uispec" validate --project "$project" --level strict

uispec=$(best_ms "$target/uispec" validate --project "$project" --level strict -q)
floor=$(best_ms "$target/examples/floor" "$project")
floor_serde=$(best_ms "$target/examples/floor" "$project" --serde)
ajv=$(best_ms "$here/node_modules/.bin/ajv" validate --spec=draft2020 -c ajv-formats -s "$work/schema.json" -d "$project/specs/*.json")
sd=$(best_ms node "$here/../style-dictionary/resolve.mjs" "$project/tokens/tokens.tokens.json")

ratio() { awk "BEGIN { printf \"%.2f\", $1 / $2 }"; }
printf '\n%-58s %10s %10s\n' "whole process, fastest of $runs" time "vs uispec"
printf '%-58s %7s ms %10s\n' "uispec validate --level strict" "$uispec" "1.00"
printf '%-58s %7s ms %9s×\n' "floor: read + parse (uispec's reader, syn), no checks" "$floor" "$(ratio "$floor" "$uispec")"
printf '%-58s %7s ms %9s×\n' "floor: read + parse (serde_json, syn), no checks" "$floor_serde" "$(ratio "$floor_serde" "$uispec")"
printf '%-58s %7s ms %9s×\n' "ajv-cli: 1,000 specs against uispec's schema" "$ajv" "$(ratio "$ajv" "$uispec")"
printf '%-58s %7s ms %9s×\n' "Style Dictionary 5: resolve the 30,000 tokens" "$sd" "$(ratio "$sd" "$uispec")"
printf '%-58s %7s ms %9s×\n' "ajv-cli + Style Dictionary" "$(awk "BEGIN { print $ajv + $sd }")" "$(ratio "($ajv + $sd)" "$uispec")"
printf '\nuispec / floor: %s (target <= 1.5)\n' "$(ratio "$uispec" "$floor")"
printf 'peers / uispec: %s (target >= 20)\n' "$(ratio "($ajv + $sd)" "$uispec")"
# `uispec css` against `validate` on the same project, and against Style Dictionary 5 writing
# `css/variables` (every token, references as var()) for the same token file: uispec on the
# whole project (it validates the specs and their code first), and on the same job (a project
# of only that token file, `--all-tokens`). Whole processes.
tokens_only="$work/tokens-only"
mkdir -p "$tokens_only/specs" && cp -r "$project/tokens" "$tokens_only/"
printf 'specs = ["specs"]\n[tokens]\npaths = ["tokens"]\n' > "$tokens_only/uispec.toml"
validate=$(best_ms "$target/uispec" validate --project "$project" -q)
css=$(best_ms "$target/uispec" css --project "$project" --out "$work/ui.css" -q)
css_all=$(best_ms "$target/uispec" css --project "$project" --all-tokens --out "$work/ui-all.css" -q)
css_tokens=$(best_ms "$target/uispec" css --project "$tokens_only" --all-tokens --out "$work/tokens.css" -q)
sd_css=$(best_ms node "$here/../style-dictionary/css.mjs" "$project/tokens/tokens.tokens.json" "$work/sd")
printf '\n%-58s %7s ms\n' "uispec validate (configured level)" "$validate"
printf '%-58s %7s ms %9s×\n' "uispec css (mapped tokens; validates first)" "$css" "$(ratio "$css" "$validate")"
printf '%-58s %7s ms\n' "uispec css --all-tokens (validates first)" "$css_all"
printf '%-58s %7s ms\n' "uispec css --all-tokens, the token file alone" "$css_tokens"
printf '%-58s %7s ms\n' "Style Dictionary 5: css/variables of the same tokens" "$sd_css"
printf 'css / validate: %s (target <= 2)\n' "$(ratio "$css" "$validate")"
printf 'Style Dictionary / uispec: %s× same job, %s× whole project css (target >= 50)\n' \
  "$(ratio "$sd_css" "$css_tokens")" "$(ratio "$sd_css" "$css")"

# `uispec docs`: the whole site of the same project, written into an empty folder each run (the
# removal is timed too), and run again over an unchanged site (nothing is rewritten).
docs_fresh=$(best_ms sh -c "rm -rf '$work/site' && '$target/uispec' docs --project '$project' --out '$work/site' -q")
docs_again=$(best_ms "$target/uispec" docs --project "$project" --out "$work/site" -q)
printf '\n%-58s %7s ms\n' "uispec docs, a new site (target <= 1,000)" "$docs_fresh"
printf '%-58s %7s ms\n' "uispec docs, the site unchanged" "$docs_again"
printf 'site: %s files, %s\n' "$(find "$work/site" -type f | wc -l)" "$(du -sh "$work/site" | cut -f1)"

# Assigned first: a failure inside `printf "$(…)"` would not stop the script.
watch=$("$target/examples/time_watch" "$project" "${ITERATIONS:-15}")
printf '\n--watch revalidation after a one-file change (median, in process): %s\n' "$watch"

# `uispec lsp` over stdio, as an editor drives it (targets: initial load <= 200 ms,
# diagnostics after an edit <= 20 ms, completion <= 10 ms).
printf '\nuispec lsp:\n'
"$target/examples/time_lsp" "$target/uispec" "$project" "${ITERATIONS:-15}"
spread_table
