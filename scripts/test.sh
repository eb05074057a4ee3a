#!/usr/bin/env bash
# Every test tier: the core natively and under WebAssembly in Node, the CLI, the JS API, the pages
# in Chromium (Playwright; screenshots in test-results/); the core and CLI again under sanitizers; a
# short run of each fuzz target.
#
# Two chains run side by side, since the tiers of each wait on their own build and the machine may
# have two cores: the web chain (WebAssembly build and dist/, the Catch2 suite in Node, the JS API,
# then page files) and the native chain (native build, its tests, the sanitizer build and tier, the
# fuzz targets' build and short runs, then page files). The page test files are one queue,
# the longest first, that both chains take files from once their own tiers are done, so neither core
# idles while the other runs the last pages. Each chain's output goes to build/logs/<chain>.log and
# is printed when both have ended; a line per tier with its wall and CPU time is printed as it ends,
# and each page file's times at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p build/logs
rm -f build/logs/.native-built build/logs/.web-built build/logs/.pages-* build/logs/pages.times build/logs/page-tests.cpu

# CPU_SECONDS: CPU (user + system) used so far by this shell's finished children. `times` must run
# in this shell itself: a command substitution's child has no children of its own.
cpu_now() {
  local file="build/logs/.times.$BASHPID"
  times >"$file"
  CPU_SECONDS=$(tail -1 "$file" |
    awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); s += a[1] * 60 + a[2] } printf "%.0f", s }')
}

# tier NAME COMMAND...: runs one tier of a chain, reporting its times to the terminal (fd 3).
tier() {
  local name=$1 t0=$SECONDS c0 status=0
  shift
  cpu_now
  c0=$CPU_SECONDS
  echo "== $name"
  rm -f "build/logs/.extra-cpu.$BASHPID"
  "$@" || status=$?
  cpu_now
  # Chromium's time, which `times` misses (pages below).
  [ ! -f "build/logs/.extra-cpu.$BASHPID" ] || CPU_SECONDS=$((CPU_SECONDS + $(<"build/logs/.extra-cpu.$BASHPID")))
  printf 'tier %-34s %4d s wall, %4d s CPU%s\n' "$name" $((SECONDS - t0)) $((CPU_SECONDS - c0)) \
    "$([ $status = 0 ] || echo ", FAILED ($status)")" >&3
  return $status
}

# The page test files, the longest first (CPU seconds of one file, Chromium's included, measured on
# the 2-core machine, 2026-12-07, contexts without the service worker but where a test is about it:
# languages 150, lesson-walk 73, analysis 47, offline-pages 39, lessons 36, play 35, embed 25, ...
# widget-details 3); a file not listed here goes first, since how long it takes is not known.
PAGE_ORDER=(languages lesson-walk analysis offline-pages lessons play embed open-file lesson-screens widget bot
  openings bundlers save-image analysis-restart screens offline board-image widget-details)
queue=build/logs/.pages-queue
{
  for f in tests/pages/*.test.mjs; do
    name=$(basename "$f" .test.mjs)
    [[ " ${PAGE_ORDER[*]} " == *" $name "* ]] || echo "$f"
  done
  for name in "${PAGE_ORDER[@]}"; do
    [ ! -f "tests/pages/$name.test.mjs" ] || echo "tests/pages/$name.test.mjs"
  done
} >"$queue"
echo 0 >build/logs/.pages-next

# next_page: prints the queue's next file (nothing once it is empty); the two chains take turns
# under a lock.
next_page() {
  (
    flock 9
    local n
    n=$(<build/logs/.pages-next)
    echo $((n + 1)) >build/logs/.pages-next
    sed -n "$((n + 1))p" "$queue"
  ) 9>build/logs/.pages-lock
}

# pages CHAIN: runs page files from the queue, one at a time (each starts its own Chromium), until
# it is empty; each file's wall and CPU time goes to build/logs/pages.times. The CPU time includes
# Chromium's: its renderers are reaped inside Chromium, out of this shell's sight, so
# tests/pages/harness.mjs writes their time to RENJU_BROWSER_CPU_FILE as each browser closes.
pages() {
  local chain=$1 file status=0 t0 c0 result browser total=0
  local cpu_file=$PWD/build/logs/.browser-cpu.$chain
  while file=$(next_page) && [ -n "$file" ]; do
    t0=$SECONDS
    cpu_now
    c0=$CPU_SECONDS
    result=ok
    rm -f "$cpu_file"
    RENJU_BROWSER_CPU_FILE=$cpu_file RENJU_PAGE_TEST_CPU_FILE=$PWD/build/logs/page-tests.cpu node --test --test-timeout=600000 "$file" || { status=1; result=FAILED; }
    cpu_now
    browser=0
    [ ! -f "$cpu_file" ] || browser=$(awk '{ s += $1 } END { printf "%.0f", s }' "$cpu_file")
    total=$((total + browser))
    printf 'page %-32s %4d s wall, %4d s CPU (%3d s Chromium; %s chain) %s\n' "$(basename "$file")" $((SECONDS - t0)) \
      $((CPU_SECONDS - c0 + browser)) "$browser" "$chain" "$result" >>build/logs/pages.times
  done
  echo $total >"build/logs/.extra-cpu.$BASHPID"
  return $status
}

# wait_for NAME: until the other chain has written build/logs/.NAME (ok or failed); fails if failed.
wait_for() {
  while [ ! -e "build/logs/.$1" ]; do sleep 1; done
  [ "$(<"build/logs/.$1")" = ok ]
}

web_chain() {
  local status=0
  local built=ok
  tier "build: WebAssembly and dist/" bash scripts/build.sh web || built=failed
  echo $built >build/logs/.web-built
  wait_for web-built || return 1
  tier "core, WebAssembly in Node" ctest --test-dir build/wasm --output-on-failure -j2 || status=1
  # tests/js/analysis.test.mjs compares the module with the native build's renju-analyse.
  wait_for native-built || echo "JS API: the native build failed; its comparisons will fail too"
  tier "JS API (node:test)" node --test --test-timeout=600000 tests/js/ || status=1
  tier "pages in Chromium (web chain)" pages web || status=1
  return $status
}

native_chain() {
  local status=0
  local built=ok
  # What the native tiers run (the benchmarks and match tools are built by npm run build/bench/match).
  tier "build: native" bash scripts/build.sh native renju_tests renju renju-analyse pbrain-renju soak || built=failed
  echo $built >build/logs/.native-built
  if wait_for native-built; then
    tier "core and CLI, native" ctest --test-dir build/native --output-on-failure -j2 || status=1
  else
    status=1
  fi
  tier "core and CLI, sanitizers" bash scripts/sanitize.sh || status=1
  tier "fuzz targets, a short run each" bash scripts/fuzz.sh short || status=1
  # Page files are left once the web chain's build is done (or nothing to run if it failed).
  if wait_for web-built; then
    tier "pages in Chromium (native chain)" pages native || status=1
  fi
  return $status
}

start=$SECONDS
exec 3>&1
web_chain >build/logs/web.log 2>&1 &
web=$!
native_chain >build/logs/native.log 2>&1 &
native=$!
web_status=0 native_status=0
wait $web || web_status=$?
wait $native || native_status=$?
exec 3>&-

for chain in native web; do
  echo
  echo "######## $chain chain (build/logs/$chain.log)"
  cat "build/logs/$chain.log"
done
echo
[ ! -f build/logs/pages.times ] || sort -k3,3nr build/logs/pages.times
if [ -f build/logs/page-tests.cpu ]; then
  echo "the page tests that took most CPU, Chromium's included (all in build/logs/page-tests.cpu):"
  # awk reads sort's whole output: a reader that quits early (head) leaves sort to die of SIGPIPE,
  # which pipefail turns into exit 141 for a run whose tests all passed (stop 25's CI).
  sort -t$'\t' -k1,1nr build/logs/page-tests.cpu | awk -F'\t' 'NR <= 15 { printf "  %6.1f s  %s: %.90s\n", $1, $2, $3 }'
fi
echo "npm test: $((SECONDS - start)) s wall"
if [ $web_status != 0 ] || [ $native_status != 0 ]; then
  echo "some tests FAILED (web chain: $web_status, native chain: $native_status)" >&2
  exit 1
fi
echo "all tests passed"
