#pragma once
#include <cstdint>

namespace renju {

constexpr int kMinSize = 5;
constexpr int kMaxSize = 22;
constexpr int kDefaultSize = 15;
constexpr int kMaxCells = kMaxSize * kMaxSize;

// x is the column from the left (A = 0), y the row from the bottom (row 1 = 0).
struct Point {
    int8_t x = -1;
    int8_t y = -1;

    constexpr Point() = default;
    constexpr Point(int x_, int y_) : x(static_cast<int8_t>(x_)), y(static_cast<int8_t>(y_)) {}

    constexpr bool onBoard(int size) const { return x >= 0 && y >= 0 && x < size && y < size; }
    constexpr bool operator==(const Point& o) const { return x == o.x && y == o.y; }
    constexpr bool operator!=(const Point& o) const { return !(*this == o); }
    constexpr bool operator<(const Point& o) const { return x != o.x ? x < o.x : y < o.y; }
};

// The four line directions: across, down (up the rows), diagonal (up-right), anti-diagonal (down-right).
constexpr int kDirections = 4;
constexpr int kDx[kDirections] = {1, 0, 1, 1};
constexpr int kDy[kDirections] = {0, 1, 1, -1};

constexpr Point step(Point p, int dir, int k) {
    return Point(p.x + kDx[dir] * k, p.y + kDy[dir] * k);
}

constexpr const char* directionName(int dir) {
    return dir == 0 ? "across" : dir == 1 ? "down" : dir == 2 ? "diagonal" : "anti-diagonal";
}

}  // namespace renju
