#pragma once
#include <cstdint>

#include "core/board.h"

namespace renju {

// The eight symmetries of the square board about its centre, numbered 0-7: symmetry s mirrors left
// and right when s & 4, then turns the board a quarter anticlockwise (s & 3) times. 0 is the identity.
constexpr int kSymmetries = 8;

Point transform(Point p, int symmetry, int size);
// The symmetry that undoes `symmetry`.
int inverseSymmetry(int symmetry);

// The symmetries that map every stone of the board onto a stone of the same colour: bit s for
// symmetry s (bit 0 always set).
uint8_t boardSymmetries(const Board& board);

// Whether points a and b are equivalent in the position: a symmetry of its stones maps a onto b.
// Every point is equivalent to itself.
bool equivalentPoints(const Board& board, Point a, Point b);

}  // namespace renju
