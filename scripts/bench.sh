#!/usr/bin/env bash
# Benchmarks: the rules core natively and under WebAssembly in Node, and the JS API's overhead.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh >/dev/null
NODE_PATH=/usr/share/nodejs ninja -C build/wasm renju_bench bot_bench >/dev/null
echo "== rules core, native"
build/native/renju_bench
echo "== rules core, WebAssembly in Node"
node --no-experimental-fetch build/wasm/renju_bench.js
echo "== bot, native"
build/native/bot_bench
echo "== bot, WebAssembly in Node"
node --no-experimental-fetch build/wasm/bot_bench.js
echo "== JS API"
node bench/api_bench.mjs
echo "== widget: 20 boards on a page, Chromium"
node bench/widget_bench.mjs
echo "== module size (raw / gzip -9)"
for f in dist/renju-core.wasm dist/renju-core.js dist/renju.js; do
  echo "$f $(stat -c %s "$f") / $(gzip -9c "$f" | wc -c)"
done
