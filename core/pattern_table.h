#pragma once
#include <cstdint>

#include "core/board.h"
#include "core/line_shape.h"

namespace renju {

// LineShape kinds and straight-four points of every window, precomputed once, so that keeping
// black's Renju patterns up to date costs a table lookup per line and point.
// An entry holds the kind in bits 0-2 and the straight-four points in bits 8-15, bit 8 + j for
// window position j + 1 (positions 1..9 skipping the centre never matter for threes: 2..8).
class PatternTable {
public:
    static const PatternTable& exactFive();  // black in Renju

    uint16_t entry(Window w) const { return table_[index(w)]; }
    static LineKind kind(uint16_t entry) { return static_cast<LineKind>(entry & 7); }
    // Straight-four points as a window mask (bit i = offset i - 5).
    static uint16_t straightFours(uint16_t entry) { return static_cast<uint16_t>((entry >> 8) << 1); }

private:
    explicit PatternTable(bool exact);
    static int index(Window w);

    uint16_t table_[59049];
};

}  // namespace renju
