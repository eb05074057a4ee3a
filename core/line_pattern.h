#pragma once
#include <cstdint>

#include "core/board.h"

namespace renju {

// What one stone on an empty point would make along one line, for one colour, from the weakest
// to the strongest. "F" (flex) shapes can grow into a straight four, "B" (blocked) ones only into
// a simple four. Counts in names are the stones of the shape after the stone is placed.
// The bot weighs and orders moves by these; the rules read their kinds (line_shape.h).
enum Pattern : uint8_t {
    kDead = 0,   // no five through the point is possible on this line
    kOverline,   // makes six or more where the colour needs exactly five
    kB1,         // one stone that can only ever become a blocked shape
    kF1,
    kB2,         // one more stone makes a blocked three (B3)
    kF2,         // one more stone makes a three (F3), one way
    kF2A,        // ... two ways
    kF2B,        // ... three or more ways
    kB3,         // one more stone makes a four, never a straight four
    kF3,         // a three: one more stone makes a straight four (one point)
    kF3S,        // a three with two straight-four points (_XXX_ with room on both sides)
    kB4,         // a four: one point completes a five
    kF4,         // a straight four: two points complete the same four stones (or any two, without "exactly five")
    kDoubleFour, // two different fours on this one line (X_XXX_X), for "exactly five" only
    kFive,       // a winning five
    kPatternCount
};

// A line key: the base-3 number of the 10 points at offsets -5..-1, 1..5 around an empty centre
// (digit j = offset j-5 for j<5, j-4 otherwise): 0 empty, 1 the viewer's stone, 2 the opponent's
// stone or off the board. Every pattern table (pattern_table.h) is indexed by it.
constexpr int kKeyCount = 59049;
constexpr uint16_t kPow3[10] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};
// The digit position of the neighbour at offset k (k in -5..5, k != 0).
constexpr int keyDigit(int k) { return k < 0 ? k + 5 : k + 4; }

// Base-3 weight of each 11-bit window mask, the centre bit left out: the sum of
// 3^keyDigit(bit - 5) over its bits. Computed at compile time.
struct KeyWeights {
    uint16_t value[2048];
};
constexpr KeyWeights makeKeyWeights() {
    KeyWeights t{};
    for (uint32_t m = 0; m < 2048; ++m) {
        uint32_t v = 0;
        for (int b = 0; b < 11; ++b)
            if (b != 5 && ((m >> b) & 1)) v += kPow3[keyDigit(b - 5)];
        t.value[m] = static_cast<uint16_t>(v);
    }
    return t;
}
inline constexpr KeyWeights kKeyWeightsOfMask = makeKeyWeights();

// The key of a window (own/blocked masks, bit i = offset i-5; the centre is ignored).
inline int lineKey(Window w) {
    return kKeyWeightsOfMask.value[w.own & 0x7FF] + 2 * kKeyWeightsOfMask.value[w.blocked & 0x7FF];
}

// The run of set bits of `own` through bit i (which is set), as a mask. A run that reaches bit 0
// or 10 may go on beyond the window; through the centre it is then six or longer, which is all
// the callers need to know.
inline uint16_t runMask(uint32_t own, int i) {
    const int up = __builtin_ctz(~(own >> i));
    const int down = __builtin_clz(~(own << (31 - i)));
    const int lo = i - down + 1, hi = i + up - 1;
    return static_cast<uint16_t>(((1u << (hi + 1)) - 1) & ~((1u << lo) - 1));
}

}  // namespace renju
