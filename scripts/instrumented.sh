#!/usr/bin/env bash
# Configures and builds the one instrumented build, build/sanitize (clang): AddressSanitizer (leaks
# included), UBSan, libstdc++'s bounds assertions and libFuzzer's coverage. The sanitizer tier
# (scripts/sanitize.sh), the fuzz targets (scripts/fuzz.sh) and SOAK_SANITIZE share it, so the
# library is compiled once for all of them. Line tables are enough for the reports' stack traces.   scripts/instrumented.sh NINJA-TARGET...
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ccache.sh
CC=clang CXX=clang++ cmake -S . -B build/sanitize -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DRENJU_FUZZ=ON "${ccache_launcher[@]}" >/dev/null
ninja -C build/sanitize "$@"
