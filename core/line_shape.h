#pragma once
#include <cstdint>

#include "core/board.h"

namespace renju {

// What a stone placed on the centre of a window makes along that one line.
enum class LineKind : uint8_t {
    None = 0,
    Three = 1,       // one more stone makes a straight four that includes the centre
    Four = 2,        // one more stone makes a five that includes the centre
    DoubleFour = 3,  // two different fours through the centre on this line
    Five = 4,        // a winning five (exactly five where the colour needs it)
    Overline = 5,    // six or more, for a colour that needs exactly five
};

constexpr const char* lineKindName(LineKind k) {
    switch (k) {
        case LineKind::Three: return "three";
        case LineKind::Four: return "four";
        case LineKind::DoubleFour: return "double-four";
        case LineKind::Five: return "five";
        case LineKind::Overline: return "overline";
        default: return "none";
    }
}

// Masks use the window's numbering: bit i is offset i - 5 from the centre.
struct LineShape {
    LineKind kind = LineKind::None;
    uint16_t stones = 0;        // the stones that form the shape, the centre included
    uint16_t fivePoints = 0;    // for fours: the points that complete a five
    uint16_t straightFours = 0; // for threes: the points that make a straight four
};

// The shape the centre point of `w` (which must be empty) makes for the viewing colour, as the
// pattern tables (pattern_table.h) classify it, with the points that take part.
// With `exactFive`, runs of six or more are overlines and never fives.
LineShape analyzeLine(Window w, bool exactFive);

}  // namespace renju
