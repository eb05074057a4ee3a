#!/usr/bin/env bash
# The longer tiers, not part of npm test: 100 000 generated positions against the reference.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
build/native/renju_tests "[long]"
