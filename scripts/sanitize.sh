#!/usr/bin/env bash
# The sanitizer tier: the Catch2 suite (default tags), the CLI tests and the soak game, built with
# clang under AddressSanitizer (leaks included), UBSan and libstdc++'s bounds assertions, in
# build/sanitize (scripts/instrumented.sh sanitize; the fuzz targets have their own build).
# Reports are written to files and looked for afterwards, so one from a CLI run whose output a test
# ignores still fails the tier.
set -euo pipefail
cd "$(dirname "$0")/.."

# What the tests run: the Catch2 suite, the CLI tools and the soak (not the benchmarks).
bash scripts/instrumented.sh sanitize renju_tests renju pbrain-renju soak

reports=$PWD/build/sanitize/reports
rm -rf "$reports" && mkdir -p "$reports"
export ASAN_OPTIONS="log_path=$reports/asan:detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1"
export UBSAN_OPTIONS="log_path=$reports/ubsan:print_stacktrace=1:halt_on_error=1"
status=0
ctest --test-dir build/sanitize --output-on-failure -j2 || status=1
if compgen -G "$reports/*" >/dev/null; then
  echo "sanitize: reports:" >&2
  cat "$reports"/* >&2
  status=1
fi
exit $status
