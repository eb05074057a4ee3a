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

const EvalWeights& evalWeights();

inline int cellValue(const uint8_t patterns[4], Threat t) {
    const EvalWeights& w = evalWeights();
    return w.pattern[patterns[0]] + w.pattern[patterns[1]] + w.pattern[patterns[2]] + w.pattern[patterns[3]] +
           w.threat[t];
}

}  // namespace renju::bot
