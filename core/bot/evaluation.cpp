#include "core/bot/evaluation.h"

namespace renju::bot {

const EvalWeights& evalWeights() {
    // Dead, overline, B1, F1, B2, F2, F2A, F2B, B3, F3, F3S, B4, F4, double four, five.
    static const EvalWeights w = {
        {0, 0, 1, 3, 4, 10, 13, 16, 12, 32, 38, 30, 100, 100, 400},
        // none, forbidden, F2, B3, F2x2, B3+, F3, F3+, F3x2, B4, B4+, B4F3, F4, five.
        {0, 0, 2, 2, 8, 10, 15, 25, 60, 5, 25, 120, 200, 400},
    };
    return w;
}

}  // namespace renju::bot
