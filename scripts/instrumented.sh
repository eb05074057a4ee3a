#!/usr/bin/env bash
# Configures and builds one of the two instrumented builds (clang, AddressSanitizer with leaks,
# UBSan, libstdc++'s bounds assertions; line tables are enough for the reports' stack traces):
#   scripts/instrumented.sh sanitize NINJA-TARGET...   build/sanitize: the sanitizer tier
#     (scripts/sanitize.sh) and SOAK_SANITIZE
#   scripts/instrumented.sh fuzz [NINJA-TARGET...]     build/sanitize-fuzz: the libFuzzer targets
#     (scripts/fuzz.sh), whose libraries are also compiled for libFuzzer's coverage
# Two builds, since the coverage hooks (a call at every comparison) made the suite under the
# sanitizers about twice as slow, more than compiling the library a second time costs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ccache.sh
kind=${1:-}
shift || true
case "$kind" in
  # RENJU_FUZZ=OFF explicitly: a build/sanitize configured before the split has it in its cache.
  sanitize) dir=build/sanitize option=-DRENJU_FUZZ=OFF ;;
  fuzz) dir=build/sanitize-fuzz option=-DRENJU_FUZZ=ON; [ $# -gt 0 ] || set -- fuzz ;;
  *) echo "usage: scripts/instrumented.sh sanitize|fuzz NINJA-TARGET..." >&2; exit 2 ;;
esac
CC=clang CXX=clang++ cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DRENJU_SANITIZE=ON "$option" "${ccache_launcher[@]}" >/dev/null
ninja -C "$dir" "$@"
