#!/usr/bin/env bash
# Every test tier: the core natively and under WebAssembly in Node, the CLI, the JS API, the pages in Chromium.
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
node --test tests/pages/
echo "all tests passed"
