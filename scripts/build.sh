#!/usr/bin/env bash
# Builds the native tools and tests (build/native), the WebAssembly module and its tests
# (build/wasm), and the site with the module into dist/.
#   scripts/build.sh [native|web]   one half only (npm test builds them side by side)
#   scripts/build.sh native TARGET... only those native targets (npm test: what its tiers run)
set -euo pipefail
cd "$(dirname "$0")/.."
# Emscripten 3.1.6's JS optimizer needs Debian's node modules (acorn).
export NODE_PATH=/usr/share/nodejs
source scripts/ccache.sh
part=${1:-all}
shift || true

if [ "$part" != web ]; then
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release "${ccache_launcher[@]}" >/dev/null
  ninja -C build/native "$@"
fi
[ "$part" != native ] || exit 0
emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release "${ccache_launcher[@]}" >/dev/null
ninja -C build/wasm

# dist/: the module (loader, Emscripten glue, .wasm, TypeScript declarations) and the site.
rm -rf dist
mkdir -p dist
cp wasm/renju.js wasm/renju.d.ts build/wasm/renju-core.js build/wasm/renju-core.wasm dist/
# The rules module (no engine) for the play page's thread, with its own glue (scripts/build-web.mjs).
cp build/wasm/renju-rules.js build/wasm/renju-rules.wasm dist/
# The record-files module (game trees, file formats), loaded by renju-files.js on first use.
cp wasm/renju-files.js build/wasm/renju-files-core.js build/wasm/renju-files-core.wasm dist/
if [ -d web ] && [ -n "$(ls -A web)" ]; then cp -r web/. dist/; fi

# The bundles (app, bot worker, widget, lesson element; all sharing dist/renju.js and its Emscripten
# glue), the service worker's asset list and the single-file build (dist/renju-offline.html).
node scripts/build-web.mjs
# The npm package, for npm pack/publish ./dist/npm (scripts/package.mjs).
node scripts/package.mjs
