#!/usr/bin/env bash
# Builds the libFuzzer targets (in their instrumented build, build/sanitize-fuzz: scripts/instrumented.sh)
# and runs each for SECONDS seconds, niced, $FUZZ_JOBS (2) at a time, starting from its checked-in
# seed corpus (tests/fuzz/corpus/<target>, which includes every input that once crashed it). Prints
# executions per second and total executions per target.
#   scripts/fuzz.sh short|long|SECONDS [TARGET...]   targets: build/sanitize-fuzz/fuzz-targets.txt (default all)
# short (npm test) is $FUZZ_SHORT_SECONDS (10) per target, long (npm run fuzz:long) $FUZZ_LONG_SECONDS (600).
# Inputs that reach new code are kept in build/fuzz/corpus/<target> between runs. On a crash, hang or
# leak the input is written to build/fuzz/artifacts/<target>/, the log's end is printed and the run
# fails. Reproduce with build/sanitize-fuzz/fuzz_<target> <input> (FUZZ_TRACE=1 for fuzz_game's call trace).
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  short) seconds=${FUZZ_SHORT_SECONDS:-10} ;;
  long) seconds=${FUZZ_LONG_SECONDS:-600} ;;
  [0-9]*) seconds=$1 ;;
  *) echo "usage: scripts/fuzz.sh short|long|SECONDS [TARGET...]" >&2; exit 2 ;;
esac
shift

nice -n 10 bash scripts/instrumented.sh fuzz

bin=build/sanitize-fuzz
targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < $bin/fuzz-targets.txt
export UBSAN_OPTIONS=print_stacktrace=1
for t in "${targets[@]}"; do
  [ -x "$bin/fuzz_$t" ] || { echo "fuzz: no target '$t' (see $bin/fuzz-targets.txt)" >&2; exit 2; }
done

# Runs one target; its summary line goes to logs/<target>.result, ending in ok or FAILED.
run() {
  local t=$1 log=build/fuzz/logs/$1.log result runs rate rss
  mkdir -p "build/fuzz/corpus/$t" "build/fuzz/artifacts/$t" "tests/fuzz/corpus/$t" build/fuzz/logs
  local dict=()
  [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
  # -timeout: any single input slower than this is reported as a hang.
  if nice -n 10 "$bin/fuzz_$t" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=2048 \
      -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$t/" "${dict[@]}" \
      "build/fuzz/corpus/$t" "tests/fuzz/corpus/$t" >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
  printf 'fuzz %-10s %s: %s executions in %s s, %s/s, peak RSS %s MB, corpus %s inputs\n' "$t" "$result" \
    "${runs:-?}" "$seconds" "${rate:-?}" "${rss:-?}" "$(ls "build/fuzz/corpus/$t" | wc -l)" >"build/fuzz/logs/$t.result"
}

mkdir -p build/fuzz/logs
jobs=${FUZZ_JOBS:-2}
running=0
for t in "${targets[@]}"; do
  rm -f "build/fuzz/logs/$t.result"
  run "$t" &
  running=$((running + 1))
  if [ $running -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
done
wait || true

failed=0
for t in "${targets[@]}"; do
  if [ -f "build/fuzz/logs/$t.result" ]; then cat "build/fuzz/logs/$t.result"; else echo "fuzz $t FAILED: no result" ; fi
  if ! grep -q ' ok: ' "build/fuzz/logs/$t.result" 2>/dev/null; then
    failed=1
    grep -E -A12 'check failed|ERROR|runtime error|SUMMARY' "build/fuzz/logs/$t.log" | sed -n 1,40p >&2 || tail -40 "build/fuzz/logs/$t.log" >&2
    ls "build/fuzz/artifacts/$t" >&2
  fi
done
exit $failed
