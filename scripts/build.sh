#!/usr/bin/env bash
# Builds the native tools and tests (build/native), the WebAssembly module and its tests
# (build/wasm), and the site with the module into dist/.
#   scripts/build.sh [native|web]   one half only (npm test builds them side by side)
set -euo pipefail
cd "$(dirname "$0")/.."
# Emscripten 3.1.6's JS optimizer needs Debian's node modules (acorn).
export NODE_PATH=/usr/share/nodejs
source scripts/ccache.sh
part=${1:-all}

if [ "$part" != web ]; then
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release "${ccache_launcher[@]}" >/dev/null
  ninja -C build/native
fi
[ "$part" != native ] || exit 0
emcmake cmake -S . -B build/wasm -G Ninja -DCMAKE_BUILD_TYPE=Release "${ccache_launcher[@]}" >/dev/null
ninja -C build/wasm

# dist/: the module (loader, Emscripten glue, .wasm, TypeScript declarations) and the site.
rm -rf dist
mkdir -p dist
cp wasm/renju.js wasm/renju.d.ts build/wasm/renju-core.js build/wasm/renju-core.wasm dist/
if [ -d web ] && [ -n "$(ls -A web)" ]; then cp -r web/. dist/; fi

# The widget as one ES module (board renderer, loader and Emscripten glue inside; the .wasm beside it).
npx --no-install esbuild dist/widget/renju-board.js --bundle --format=esm --minify --target=es2022 \
  --external:node:* --log-level=warning --outfile=dist/renju-board.js
# The lesson element as one ES module too, for lessons embedded on other sites.
npx --no-install esbuild dist/lessons/renju-lesson.js --bundle --format=esm --minify --target=es2022 \
  --external:node:* --log-level=warning --outfile=dist/renju-lesson.js
# The service worker's asset list and the single-file build (dist/renju-offline.html).
node scripts/build-web.mjs
