#!/usr/bin/env bash
# The soak (tests/soak/soak.cpp): the bot plays itself under every rule and opening rule, every move
# checked against the reference rules and every finished game's record read back; prints games per
# second and peak memory. Arguments go to the program, e.g.
#   npm run soak -- --games 50 --nodes 5000      (default: 4 games per rule and opening rule)
# With SOAK_SANITIZE=1 it runs the AddressSanitizer/UBSan build (build/sanitize) instead of the
# release build (build/native): several times slower, and any report fails it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SOAK_SANITIZE:-}" = 1 ]; then
  bash scripts/instrumented.sh sanitize soak >/dev/null
  dir=build/sanitize
  export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
else
  cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  dir=build/native
  ninja -C "$dir" soak >/dev/null
fi
exec "$dir/soak" "$@"
