#!/usr/bin/env bash
# Self-play matches with score and Elo estimate (not part of npm test).
#   npm run match                     the level ladder (N vs N-1) under renju and freestyle,
#                                     this build against the saved one when there is one, and
#                                     against the classic engines (below)
#   npm run match -- ladder [G]       only the ladder, G games per pairing (default 10)
#   npm run match -- saved [G] [MS]   only this build against build/saved/pbrain-renju, MS per move
#   npm run match -- engines [G] [MS] this build against the classic engines in ../shared/engines/
#                                     (skipped with a message where that folder is missing):
#                                     freestyle from bench/openings/freestyle.txt (balanced), Renju
#                                     from the 26 standard openings, G games a pairing (default 48
#                                     and 52: each opening with both colours), MS per move (200)
#   npm run match:save                save this build's engine as build/saved/pbrain-renju
# Extra bot_match options can be given through MATCH_OPTS, e.g. MATCH_OPTS="--nodes 20000".
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build/native -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build/native bot_match pbrain-renju >/dev/null
mode=${1:-all}
games=${2:-10}
saved=build/saved/pbrain-renju

ladder() {
  for rule in renju freestyle; do
    # Each level with its own budget (levels 1-4 count nodes, level 5 has a second a move).
    for level in 2 3 4 5; do
      build/native/bot_match levels --level "$level" --rule "$rule" --games "$games" ${MATCH_OPTS:-}
    done
  done
}

against_saved() {
  local ms=${1:-200}
  if [ ! -x "$saved" ]; then
    echo "no saved engine: run npm run match:save on an earlier build first"
    return 0
  fi
  for rule in renju freestyle standard; do
    build/native/bot_match engines build/native/pbrain-renju "$saved" --rule "$rule" --games "$games" --time "$ms" ${MATCH_OPTS:-}
  done
}

# The classic engines (Carbon, Wine, SlowRenju: ../shared/engines/README.md); Wine plays freestyle only.
against_engines() {
  local ms=${1:-200} dir=../shared/engines
  if [ ! -d "$dir" ]; then
    echo "no $dir folder (the classic engines): engine matches skipped"
    return 0
  fi
  local name program
  for name in carbon wine slowrenju; do
    program=$dir/$name/pbrain-$name
    if [ ! -x "$program" ]; then
      echo "no $program: skipped"
      continue
    fi
    build/native/bot_match engines build/native/pbrain-renju "$program" --rule freestyle --time "$ms" \
      --openings bench/openings/freestyle.txt --games "${games_set:-48}" ${MATCH_OPTS:-}
    [ "$name" = wine ] || build/native/bot_match engines build/native/pbrain-renju "$program" --rule renju --time "$ms" \
      --openings standard --games "${games_set:-52}" ${MATCH_OPTS:-}
  done
}

case "$mode" in
  save)
    mkdir -p build/saved
    cp build/native/pbrain-renju "$saved"
    cp build/native/pbrain-renju "build/saved/pbrain-renju-$(git rev-parse --short HEAD)"
    echo "saved $saved ($(git rev-parse --short HEAD))"
    ;;
  ladder) ladder ;;
  saved) against_saved "${3:-200}" ;;
  engines) games_set=${2:-} against_engines "${3:-200}" ;;
  all) ladder; against_saved 200; against_engines 200 ;;
  *) echo "usage: scripts/match.sh [all|ladder|saved|engines|save] [games] [ms]"; exit 2 ;;
esac
