# Shared by compare.sh and conventions.sh (sourced, after `set -euo pipefail`): the release
# binaries, Style Dictionary, a scratch directory removed on exit, and the synthetic design system
# (1,000 specs, 30,000 tokens, 1,000 Leptos components; `SPECS` and `TOKENS` change the size,
# as CI's smoke run does) in $project. Sets root, runs, target, work, project; sources
# ../timing.sh.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${RUNS:-10}
# shellcheck source=../timing.sh
source "$here/../timing.sh"

(cd "$here/../style-dictionary" && npm ci --no-audit --no-fund --silent)
# shellcheck source=../build.sh
source "$here/../build.sh"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
project="$work/design-system"
"$target/examples/write_design_system" "$project" "${SPECS:-1000}" "${TOKENS:-30000}" >/dev/null
