#pragma once

#include "core/color.h"
#include "core/point.h"

namespace renju::bot {

// Cells live on a padded 32x32 grid so that stepping up to five points off the board lands on a
// wall cell, never outside the arrays. Index of (x, y) = (y + 5) * 32 + x + 5.
constexpr int kStride = 32;
constexpr int kPad = 5;
constexpr int kGridCells = kStride * kStride;
constexpr int kDirOffset[4] = {1, kStride, kStride + 1, 1 - kStride};
constexpr int kMaxMoves = kMaxCells;

constexpr int kBlack = 0;  // colour indices: black 0, white 1
constexpr int kWhite = 1;
inline int sideOf(Color c) { return c == Color::Black ? kBlack : kWhite; }
inline Color colorOf(int side) { return side == kBlack ? Color::Black : Color::White; }

inline int cellIndex(Point p) { return (p.y + kPad) * kStride + p.x + kPad; }
inline Point cellPoint(int i) { return Point(i % kStride - kPad, i / kStride - kPad); }

}  // namespace renju::bot
