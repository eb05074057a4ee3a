#pragma once
#include <array>
#include <cstdint>

#include "core/position.h"

namespace renju {

enum class ForbiddenKind : uint8_t { None = 0, Overline, DoubleFour, DoubleThree };

constexpr const char* forbiddenKindName(ForbiddenKind k) {
    return k == ForbiddenKind::Overline ? "overline"
         : k == ForbiddenKind::DoubleFour ? "double-four"
         : k == ForbiddenKind::DoubleThree ? "double-three" : "none";
}
// The corpus and CLI spelling: 6, 44, 33.
constexpr const char* forbiddenKindCode(ForbiddenKind k) {
    return k == ForbiddenKind::Overline ? "6"
         : k == ForbiddenKind::DoubleFour ? "44"
         : k == ForbiddenKind::DoubleThree ? "33" : "-";
}

struct ForbiddenPoint {
    Point point;
    ForbiddenKind kind;
};

struct ForbiddenList {
    std::array<ForbiddenPoint, kMaxCells> items;
    int count = 0;
    const ForbiddenPoint* begin() const { return items.data(); }
    const ForbiddenPoint* end() const { return items.data() + count; }
    int size() const { return count; }
};

// Whether a black stone on empty point p is forbidden under Renju (RIF 9.2-9.3, with the house
// rule that a straight-four point making a five does not count): a five wins whatever else the
// stone makes; otherwise an overline, then a double four, then a double three of real threes,
// judged by filling stones in as deep as it takes. The position is used as a scratchpad and
// restored before returning. Always None for other rules.
ForbiddenKind forbiddenKind(Position& pos, Point p);

// All black forbidden points (in index order: row by row). Empty unless the rule is Renju.
// Independent of whose turn it is; the caller asks when black is to move.
void forbiddenPoints(Position& pos, ForbiddenList& out);

}  // namespace renju
