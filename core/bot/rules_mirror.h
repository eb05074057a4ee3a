#pragma once
#include <cstdint>
#include <vector>

#include "core/forbidden.h"
#include "core/position.h"

namespace renju::bot {

// The rules core's Position kept in step with a search board only when a forbidden-move question
// is asked: the search plays and takes back stones much more often than it asks, so the mirror
// replays only what changed since the last question. Forbidden moves are always judged by the
// core (forbiddenKind), never by a copy of its logic.
class RulesMirror {
public:
    explicit RulesMirror(const Position& start) : pos_(start) {}

    // The search board's stones since the start, in order; `stable` is how many of them the
    // board has kept untouched since the previous call (the board tracks it).
    ForbiddenKind forbidden(Point p, const Point* moves, const Color* colors, int count, int stable);

private:
    Position pos_;
    std::vector<Point> applied_;
};

}  // namespace renju::bot
