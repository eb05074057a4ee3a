#pragma once
#include "core/point.h"

namespace renju {

// A move in a game record: a point, or a pass.
struct Move {
    Point point;  // off the board (-1, -1) for a pass

    static constexpr Move pass() { return Move{}; }
    static constexpr Move at(Point p) { return Move{p}; }
    constexpr bool isPass() const { return point.x < 0; }
    constexpr bool operator==(const Move& o) const { return point == o.point; }
    constexpr bool operator!=(const Move& o) const { return !(*this == o); }
};

}  // namespace renju
