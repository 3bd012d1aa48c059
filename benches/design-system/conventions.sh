#!/usr/bin/env bash
# `uispec css` on the synthetic design system (1,000 specs, 30,000 tokens) in each markup
# convention and token form of `[css]` against the default, in the same run (fastest of $RUNS
# whole processes), and Style Dictionary 5's `css/variables` on the same token file for
# context. The target: every convention within 1.2× of the default. Not part of CI.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${RUNS:-10}
# shellcheck source=../timing.sh
source "$here/../timing.sh"

(cd "$here/../style-dictionary" && npm ci --no-audit --no-fund --silent)
cargo build --release --quiet --manifest-path "$root/Cargo.toml" -p uispec-cli -p uispec-benches --examples --bins
target="$root/target/release"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
project="$work/design-system"
"$target/examples/write_design_system" "$project" 1000 30000 >/dev/null
config=$(cat "$project/uispec.toml")

# `uispec css` with these lines added under `[css]`.
time_css() {
  printf '%s\n[css]\n%s\n' "$config" "$1" > "$project/uispec.toml"
  best_ms "$target/uispec" css --project "$project" --out "$work/ui.css" -q
}

default=$(time_css "")
printf '%-44s %8s ms\n' "default (data attributes, hex)" "$default"
while IFS='|' read -r name lines; do
  ms=$(time_css "$(printf '%b' "$lines")")
  printf '%-44s %8s ms %6s×\n' "$name" "$ms" "$(awk "BEGIN { printf \"%.2f\", $ms / $default }")"
done <<'CONVENTIONS'
BEM classes, modifier on the root|selectors.root = ".{component}"\nselectors.part = ".{component}__{part}"\nselectors.variant = ".{component}--{value}"\nselectors.variant-on = "root"
custom elements|selectors.root = "x-{component}"\nselectors.part = ".{component}-{part}"\nselectors.variant = "[{axis}={value}]"
own states|states.hover = [".is-hover"]\nstates.disabled = ["[data-disabled]", ".disabled"]
hsl channels, prefixed names|tokens.colors = "hsl-channels"\ntokens.name = "--ui-{path}"
oklch|tokens.colors = "oklch"
Tailwind v4, classes|format = "tailwind"\nselectors.part = ".{component}-{part}"\nselectors.variant = ".{component}-{value}"\nselectors.variant-on = "root"
CONVENTIONS
printf '%s\n' "$config" > "$project/uispec.toml"
sd=$(best_ms node "$here/../style-dictionary/css.mjs" "$project/tokens/tokens.tokens.json" "$work/sd")
printf '%-44s %8s ms\n' "Style Dictionary 5 css/variables (tokens only)" "$sd"
