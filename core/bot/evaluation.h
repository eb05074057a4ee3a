#pragma once
#include <cstdint>

#include "core/bot/line_pattern.h"
#include "core/bot/threat.h"

namespace renju::bot {

// Static evaluation weights. Every empty point carries, for each colour, the value of what a
// stone there would make: the sum over its four lines of kPatternValue plus kThreatValue of the
// combination. A position is worth the side to move's total minus the opponent's, plus a bonus
// for the move (the side to move gets to use its threats first).
struct EvalWeights {
    int16_t pattern[kPatternCount];
    int16_t threat[kThreatCount];
};

inline constexpr EvalWeights kEval = {
    // dead, overline, B1, F1, B2, F2, F2A, F2B, B3, F3, F3S, B4, F4, double four, five
    {0, 0, 1, 3, 4, 10, 13, 16, 12, 32, 38, 30, 100, 100, 400},
    // none, forbidden, F2, B3, F2x2, B3+, F3, F3+, F3x2, B4, B4+, B4F3, F4, five
    {0, 0, 2, 2, 8, 10, 15, 25, 60, 5, 25, 120, 200, 400},
};

}  // namespace renju::bot
