#pragma once
#include <cstdint>

#include "core/rule.h"

#include "core/line_pattern.h"
#include "core/bot/threat.h"

namespace renju::bot {

// Static evaluation weights. Every empty point carries, for each colour, the value of what a
// stone there would make: the sum over its four lines of the pattern values plus the threat value
// of their combination. A position is worth the side to move's total minus the opponent's, plus
// a tempo bonus. Role 0 weighs the side to move's points, role 1 the opponent's: the same shape
// is worth more to the side that can use it first.
struct EvalWeights {
    int16_t pattern[2][kPatternCount];
    int16_t threat[2][kThreatCount];
    int16_t tempo;
    // Both colours' threats on one point, in classes (threatClass): a point where the side to
    // move's three also blocks the opponent's is worth more than the two apart. Indexed [side to
    // move's class][opponent's class]; [0][0] is 0 so that empty points far from stones weigh nothing.
    int16_t cross[6][6];
    // Who holds the initiative: the strongest threats each side can make with one stone
    // (SearchBoard::ownLevel, oppLevel), the side to move's level by the opponent's. Linear sums over points
    // cannot tell that the side to move's threes are worth little while it must answer an open
    // three, or that an opponent's single three point is a tempo it may never get.
    int16_t initiative[4][5];
};

// The side to move's level: 0 nothing, 1 a point that makes a three, 2 one that makes a four,
// 3 both (its fives, straight fours and winning double threes are resolved before any evaluation).
constexpr int kOwnLevels = 4;
// The opponent's: 0 nothing, 1 a three point, 2 a four point (and no three point), 3 a point
// that makes a four-three or a double three, 4 an open three on the board (a straight-four point).
constexpr int kOppLevels = 5;

// The classes of the cross table: nothing, forbidden (Renju black), twos and blocked threes,
// threes, fours, winning shapes (four-three, straight four, five).
constexpr int kThreatClasses = 6;
constexpr uint8_t kThreatClass[kThreatCount] = {0, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5};

// Fitted by bench/eval_tune.cpp (logistic regression on self-play results; see there). The tempo
// and the initiative table were fitted alone on top of the others (`eval_tune gen 240 20000 77`,
// then `fit ... all --no-cross --initiative-only`: held-out loss 0.660 -> 0.639): the side to move
// is worth far more than the old tempo of 9 said. The tempo was then raised from the fitted 123 to
// 180 by fixed-node self-play (180 beat 123 27-12; 260 did not beat 180): the tempo is most of the
// gain, the table alone is within noise. The side to move's pattern and threat weights (role 0)
// were then scaled by 1.15 (rounded toward zero) from matches: 77-51 in self-play against the
// fitted ones, and a little better against every engine in ../shared/engines (README, Evaluation). The
// opponent's straight-four points (F4) and four-three points weigh far more than the same shapes
// of the side to move, which will simply use them or has already been scored a win by the search.
inline constexpr EvalWeights kEvalRenju = {
    // dead, overline, B1, F1, B2, F2, F2A, F2B, B3, F3, F3S, B4, F4, double four, five
    {{2, 2, 2, 2, 6, 0, 11, 11, 9, 27, 39, 32, 0, 1, 11},
     {2, 2, 2, 2, 6, 0, 10, 10, 9, 35, 31, 33, 64, 1, 10}},
    // none, forbidden, F2, B3, F2x2, B3+, F3, F3+, F3x2, B4, B4+, B4F3, F4, five
    {{2, -17, -9, -2, 1, 16, 9, 40, 3, 11, 20, 1, 0, 11},
     {2, -9, -8, -4, -2, 10, 0, 34, 33, 0, 32, 22, 82, 10}},
    180,
    {},
    {{-25, -18, -3, 1, -12}, {24, 15, 9, -5, 68}, {3, -7, -13, 8, 24}, {8, 45, -2, -24, 27}},
};

// The weights for a rule: Renju's own, and one set for freestyle and standard gomoku.
inline constexpr EvalWeights kEvalGomoku = kEvalRenju;
inline const EvalWeights& evalWeights(Rule r) { return r == Rule::Renju ? kEvalRenju : kEvalGomoku; }

}  // namespace renju::bot
