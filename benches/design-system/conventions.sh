#!/usr/bin/env bash
# `uispec css` on the synthetic design system (1,000 specs, 30,000 tokens) in each markup
# convention and token form of `[css]` against the default, in the same run (fastest of $RUNS
# whole processes), and Style Dictionary 5's `css/variables` on the same token file for
# context. The target: every convention within 1.2× of the default. CI smoke-runs it
# (benches/smoke.sh).
set -euo pipefail
# shellcheck source=setup.sh
source "$(dirname "$0")/setup.sh"
config=$(cat "$project/uispec.toml")

# `uispec css` under each set of `[css]` lines, interleaved: run r of every set comes before run
# r + 1 of any, so a machine that slows down or speeds up during the bench moves every set
# alike; the fastest run of each is kept.
python3 - "$target/uispec" "$project" "$work/ui.css" "$runs" <<'PY'
import subprocess, sys, time
uispec, project, out, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
config = open(f"{project}/uispec.toml").read()
sets = [
    ("default (data attributes, hex)", ""),
    ("BEM classes, modifier on the root", 'selectors.root = ".{component}"\nselectors.part = ".{component}__{part}"\nselectors.variant = ".{component}--{value}"\nselectors.variant-on = "root"'),
    ("custom elements", 'selectors.root = "x-{component}"\nselectors.part = ".{component}-{part}"\nselectors.variant = "[{axis}={value}]"'),
    ("own states", 'states.hover = [".is-hover"]\nstates.disabled = ["[data-disabled]", ".disabled"]'),
    ("hsl channels, prefixed names", 'tokens.colors = "hsl-channels"\ntokens.name = "--ui-{path}"'),
    ("oklch", 'tokens.colors = "oklch"'),
    ("Tailwind v4, classes", 'format = "tailwind"\nselectors.part = ".{component}-{part}"\nselectors.variant = ".{component}-{value}"\nselectors.variant-on = "root"'),
    ("Tailwind v4, hsl channels", 'format = "tailwind"\ntokens.colors = "hsl-channels"'),
]
best = [float("inf")] * len(sets)
for _ in range(runs):
    for i, (_, lines) in enumerate(sets):
        open(f"{project}/uispec.toml", "w").write(f"{config}\n[css]\n{lines}\n")
        start = time.perf_counter()
        subprocess.run([uispec, "css", "--project", project, "--out", out, "-q"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        best[i] = min(best[i], time.perf_counter() - start)
open(f"{project}/uispec.toml", "w").write(config)
for (name, _), seconds in zip(sets, best):
    ratio = "" if name.startswith("default") else f" {seconds / best[0]:6.2f}x"
    print(f"{name:<44} {seconds * 1000:8.1f} ms{ratio}")
PY
printf '%s\n' "$config" > "$project/uispec.toml"
sd=$(best_ms node "$here/../style-dictionary/css.mjs" "$project/tokens/tokens.tokens.json" "$work/sd")
printf '%-44s %8s ms\n' "Style Dictionary 5 css/variables (tokens only)" "$sd"
spread_table
