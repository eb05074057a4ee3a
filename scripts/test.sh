#!/usr/bin/env bash
# Every test tier: the core natively and under WebAssembly in Node, the CLI, the JS API, the pages
# in Chromium (Playwright; screenshots in test-results/); the core and CLI again under sanitizers; a
# short run of each fuzz target.
#
# Two chains run side by side, since the tiers of each wait on their own build and the machine may
# have two cores: the web chain (WebAssembly build and dist/, the Catch2 suite in Node, the JS API,
# the pages) and the native chain (native build, its tests, then the instrumented build shared by the
# sanitizer tier and the fuzz targets). Each chain's output goes to build/logs/<chain>.log and is
# printed when both have ended; a line per tier with its wall and CPU time is printed as it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
mkdir -p build/logs

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
  "$@" || status=$?
  cpu_now
  printf 'tier %-34s %4d s wall, %4d s CPU%s\n' "$name" $((SECONDS - t0)) $((CPU_SECONDS - c0)) \
    "$([ $status = 0 ] || echo ", FAILED ($status)")" >&3
  return $status
}

web_chain() {
  tier "build: WebAssembly and dist/" bash scripts/build.sh web &&
  tier "core, WebAssembly in Node" ctest --test-dir build/wasm --output-on-failure &&
  tier "JS API (node:test)" node --test --test-timeout=600000 tests/js/ &&
  # One test file at a time: each runs its own Chromium.
  tier "pages in Chromium (Playwright)" node --test --test-concurrency=1 --test-timeout=600000 tests/pages/
}

native_chain() {
  tier "build: native" bash scripts/build.sh native &&
  tier "core and CLI, native" ctest --test-dir build/native --output-on-failure -j2 &&
  tier "core and CLI, sanitizers" bash scripts/sanitize.sh &&
  tier "fuzz targets, a short run each" bash scripts/fuzz.sh short
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
echo "npm test: $((SECONDS - start)) s wall"
if [ $web_status != 0 ] || [ $native_status != 0 ]; then
  echo "some tests FAILED (web chain: $web_status, native chain: $native_status)" >&2
  exit 1
fi
echo "all tests passed"
