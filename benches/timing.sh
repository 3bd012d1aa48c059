# Shared by the comparison scripts: `best_ms CMD ARGS...` prints the fastest of $runs runs of a
# command in milliseconds: hyperfine when it is installed (Debian package `hyperfine`), else
# Python timing the child process alone. Needs $work (a scratch directory) and $runs.
best_ms() {
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/h.json" -- "$(printf '%q ' "$@")" >/dev/null 2>&1
    python3 -c 'import json, sys; times = json.load(open(sys.argv[1]))["results"][0]["times"]; print("%.1f" % (min(times) * 1000))' "$work/h.json"
    return
  fi
  python3 - "$runs" "$@" <<'PY'
import subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
best = min(
    (lambda start: (subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL), time.perf_counter() - start)[1])(time.perf_counter())
    for _ in range(runs)
)
print(f"{best * 1000:.1f}")
PY
}
