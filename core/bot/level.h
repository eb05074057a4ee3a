#pragma once
#include <cstdint>

#include "core/bot/search.h"

namespace renju::bot {

constexpr int kAnalysisLevel = 0;  // unlimited: only the caller's budgets stop it
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 5;

// What a level means: search shape and default budgets. Levels 1-4 are limited by nodes (so they
// play the same move for the same seed on any machine); level 5 by time.
struct LevelSettings {
    SearchParams params;
    int rootVcfFours;       // VCF tried before the search, up to this many fours
    int rootVctDepth;       // VCT tried before the search, up to this many attacker moves (0: off)
    uint64_t defaultNodes;  // 0: none
    int defaultTimeMs;      // 0: none
};

LevelSettings levelSettings(int level);

}  // namespace renju::bot
