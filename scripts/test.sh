#!/usr/bin/env bash
# Every test tier: the core natively and under WebAssembly in Node, the CLI, the JS API, the pages
# in Chromium (Playwright; screenshots in test-results/); the core and CLI again under sanitizers; a
# short run of each fuzz target.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
echo "== core and CLI, native"
ctest --test-dir build/native --output-on-failure
echo "== core, WebAssembly in Node"
ctest --test-dir build/wasm --output-on-failure
echo "== JS API (node:test)"
node --test tests/js/
echo "== pages in Chromium (Playwright)"
# One test file at a time: each runs its own Chromium, and the machine may have two cores.
node --test --test-concurrency=1 tests/pages/
echo "== core and CLI under AddressSanitizer and UBSan"
bash scripts/sanitize.sh
echo "== fuzz targets, a short run each"
bash scripts/fuzz.sh short
echo "all tests passed"
