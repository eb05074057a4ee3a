#!/usr/bin/env bash
# Installs what the build and the tests need and is missing: Debian packages (when run as root;
# otherwise prints the exact apt-get line and stops) and the npm packages (npm ci).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
need() { # package test-command...
  local pkg=$1; shift
  if ! "$@" >/dev/null 2>&1; then missing+=("$pkg"); fi
}
need cmake command -v cmake
need ninja-build command -v ninja
need g++ command -v g++
need catch2 test -f /usr/include/catch2/catch.hpp
need emscripten command -v em++
need chromium command -v chromium
# The page tests run Chromium's old headless shell (tests/pages/harness.mjs): less CPU than the browser.
need chromium-headless-shell test -x /usr/lib/chromium/chromium-headless-shell
need clang command -v clang++
need libclang-rt-14-dev sh -c "ls /usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a"
need gzip command -v gzip
# Japanese and Chinese text in the page tests' screenshots and box measurements (issue 19).
need fonts-wqy-microhei test -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc
need fonts-ipafont-gothic test -f /usr/share/fonts/opentype/ipafont-gothic/ipag.ttf
need ccache command -v ccache

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "setup: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "setup: missing Debian packages. Run this as root, then try again:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# npm packages, when node_modules is missing or older than the lock file.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
fi
