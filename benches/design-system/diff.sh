#!/usr/bin/env bash
# `uispec diff` on the synthetic design system (1,000 specs, 30,000 tokens, 1,000 components)
# with 50 changes (25 specs gain a prop, 25 dimension tokens grow by a pixel, one of them from
# 1px to 2px: a change of meaning), against
# `validate --level strict` on the same project (whole processes, same run):
#   - two folders (both sides loaded from disk);
#   - a git revision against the working tree (the base read from git's objects into a
#     scratch folder, then loaded).
# Target: diff at most 2 × validate. Needs git (and Node.js, for setup.sh's Style Dictionary).
# CI runs it once on a small design system (benches/smoke.sh).
set -euo pipefail
# shellcheck source=setup.sh
source "$(dirname "$0")/setup.sh"
head="$work/head"
cp -r "$project" "$head"
python3 - "$head" "${SPECS:-1000}" <<'PY'
import json, os, re, sys
root, specs = sys.argv[1], int(sys.argv[2])
changed = min(25, specs)
for name in sorted(os.listdir(f"{root}/specs"))[:changed]:
    path = f"{root}/specs/{name}"
    with open(path) as file:
        spec = json.load(file)
    spec.setdefault("props", []).append({"name": "benchExtra", "type": "boolean"})
    with open(path, "w") as file:
        json.dump(spec, file, indent=2)
path = f"{root}/tokens/tokens.tokens.json"
with open(path) as file:
    text = file.read()
count = 0
def grow(match):
    global count
    if count == 25:
        return match.group(0)
    count += 1
    return f'"$type": "dimension", "$value": {{"value": {int(match.group(1)) + 1}, "unit": "px"}}'
# Dimension tokens' own values only (not a part of a composite: 25 tokens, 25 changes).
with open(path, "w") as file:
    file.write(re.sub(r'"\$type": "dimension", "\$value": \{"value": (\d+), "unit": "px"\}', grow, text))
PY
# The changes, counted once: what the figures are of.
"$target/uispec" diff "$project" "$head" --format json > "$work/diff.json"
python3 - "$work/diff.json" <<'PY'
import collections, json, sys
report = json.load(open(sys.argv[1]))
kinds = collections.Counter(change["kind"] for change in report["changes"])
print(f"changes: {len(report['changes'])} ({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}); verdict {report['verdict']}, bump {report['bump']}")
PY
# The same two states as a repository: the base committed, the head in the working tree.
repo="$work/repo"
cp -r "$project" "$repo"
git -C "$repo" init -q -b main
git -C "$repo" add -A
git -C "$repo" -c user.name=bench -c user.email=bench@uispec.dev -c commit.gpgsign=false commit -q -m base
# Packed, as a clone's objects are (a fresh commit leaves one loose file per object).
git -C "$repo" gc -q
cp -r "$head/." "$repo/"

validate=$(best_ms "$target/uispec" validate --project "$project" --level strict -q)
folders=$(best_ms "$target/uispec" diff "$project" "$head" -q)
revision=$(best_ms "$target/uispec" --project "$repo" diff HEAD -q)
ratio() { awk "BEGIN { printf \"%.2f\", $1 / $2 }"; }
printf '\n%-58s %10s %10s\n' "whole process, fastest of $runs" time "vs validate"
printf '%-58s %7s ms %10s\n' "uispec validate --level strict" "$validate" "1.00"
printf '%-58s %7s ms %9s×\n' "uispec diff, two folders" "$folders" "$(ratio "$folders" "$validate")"
printf '%-58s %7s ms %9s×\n' "uispec diff HEAD (base from git, head the working tree)" "$revision" "$(ratio "$revision" "$validate")"
printf '\ndiff / validate: %s folders, %s revision (target <= 2)\n' "$(ratio "$folders" "$validate")" "$(ratio "$revision" "$validate")"
spread_table
