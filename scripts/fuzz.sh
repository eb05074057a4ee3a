#!/usr/bin/env bash
# Builds the libFuzzer targets (build/fuzz, clang) and runs each for SECONDS seconds, niced, starting
# from its checked-in seed corpus (tests/fuzz/corpus/<target>, which includes every input that once
# crashed it). Prints executions per second and total executions per target.
#   scripts/fuzz.sh short|long|SECONDS [TARGET...]   targets: build/fuzz/fuzz-targets.txt (default all)
# short (npm test) is $FUZZ_SHORT_SECONDS (10) per target, long (npm run fuzz:long) $FUZZ_LONG_SECONDS (600).
# Inputs that reach new code are kept in build/fuzz/corpus/<target> between runs. On a crash, hang or
# leak the input is written to build/fuzz/artifacts/<target>/, the log's end is printed and the run
# fails. Reproduce with build/fuzz/fuzz_<target> <input> (FUZZ_TRACE=1 for fuzz_game's call trace).
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  short) seconds=${FUZZ_SHORT_SECONDS:-10} ;;
  long) seconds=${FUZZ_LONG_SECONDS:-600} ;;
  [0-9]*) seconds=$1 ;;
  *) echo "usage: scripts/fuzz.sh short|long|SECONDS [TARGET...]" >&2; exit 2 ;;
esac
shift

CC=clang CXX=clang++ cmake -S . -B build/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DRENJU_FUZZ=ON -DBUILD_TESTING=OFF >/dev/null
nice -n 10 ninja -C build/fuzz fuzz

targets=("$@")
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < build/fuzz/fuzz-targets.txt
export UBSAN_OPTIONS=print_stacktrace=1
failed=0
for t in "${targets[@]}"; do
  [ -x "build/fuzz/fuzz_$t" ] || { echo "fuzz: no target '$t' (see build/fuzz/fuzz-targets.txt)" >&2; exit 2; }
  mkdir -p "build/fuzz/corpus/$t" "build/fuzz/artifacts/$t" "tests/fuzz/corpus/$t" build/fuzz/logs
  log=build/fuzz/logs/$t.log
  dict=()
  [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
  # -timeout: any single input slower than this is reported as a hang.
  if nice -n 10 "build/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=2048 \
      -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$t/" "${dict[@]}" \
      "build/fuzz/corpus/$t" "tests/fuzz/corpus/$t" >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
    failed=1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
  printf 'fuzz %-10s %s: %s executions in %s s, %s/s, peak RSS %s MB, corpus %s inputs\n' "$t" "$result" \
    "${runs:-?}" "$seconds" "${rate:-?}" "${rss:-?}" "$(ls "build/fuzz/corpus/$t" | wc -l)"
  if [ "$result" != ok ]; then
    grep -E -A12 'check failed|ERROR|runtime error|SUMMARY' "$log" | head -40 >&2 || tail -40 "$log" >&2
    ls "build/fuzz/artifacts/$t" >&2
  fi
done
exit $failed
