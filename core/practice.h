#pragma once
#include <cstdint>

#include "core/position.h"

namespace renju {

// A Renju position for forbidden-point practice, black to move, made afresh from a seed: stones
// clustered near the centre as in real fights, nobody with five, and chosen to hold the cases worth
// practising: at least one forbidden point and, whenever the seed allows within its attempts, a
// double three that is allowed because one of its threes is false.
struct PracticePosition {
    Position position;
    int forbidden = 0;    // black's forbidden points
    int falseThrees = 0;  // points with two threes or more that are allowed (a three is false)
};

PracticePosition practicePosition(uint64_t seed);

}  // namespace renju
