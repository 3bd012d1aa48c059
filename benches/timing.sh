# Shared by the comparison scripts: `best_ms CMD ARGS...` prints the fastest of $runs runs of a
# command in milliseconds: hyperfine when it is installed (Debian package `hyperfine`), else
# Python timing the child process alone. Each call also records its fastest, median and slowest
# run, which `spread_table` prints at the end of a script (a fastest-of-N figure means little
# without them). Needs $work (a scratch directory) and $runs.
best_ms() {
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/h.json" -- "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 -c 'import json, sys; print(*json.load(open(sys.argv[1]))["results"][0]["times"])' "$work/h.json" >"$work/times"
  else
    python3 - "$runs" "$@" >"$work/times" <<'PY'
import subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
for _ in range(runs):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(time.perf_counter() - start)
PY
  fi
  python3 - "$work/times" "$work/spread.tsv" "$@" <<'PY'
import os, statistics, sys
times = sorted(float(t) for t in open(sys.argv[1]).read().split())
# The command, its paths shortened to their last component.
words = " ".join(sys.argv[3:]).split()
label = " ".join(os.path.basename(w.rstrip("/'")) if "/" in w else w for w in words)
with open(sys.argv[2], "a") as spread:
    spread.write(f"{times[0] * 1000:.1f}\t{statistics.median(times) * 1000:.1f}\t{times[-1] * 1000:.1f}\t{len(times)}\t{label[:72]}\n")
print(f"{times[0] * 1000:.1f}")
PY
}

# Prints the fastest, median and slowest run of every command `best_ms` timed in this script.
spread_table() {
  [[ -s $work/spread.tsv ]] || return 0
  printf '\nspread, ms             fastest   median  slowest  runs  command\n'
  awk -F'\t' '{ printf "%-20s %9s %8s %8s %5s  %s\n", "", $1, $2, $3, $4, $5 }' "$work/spread.tsv"
}
