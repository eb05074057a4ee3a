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
    // Coordinates beyond a byte are held as -128 or 127, off every board: casting would wrap 256
    // round to 0, onto the board.
    constexpr Point(int x_, int y_) : x(clampCoordinate(x_)), y(clampCoordinate(y_)) {}

    static constexpr int8_t clampCoordinate(int v) {
        return static_cast<int8_t>(v < -128 ? -128 : v > 127 ? 127 : v);
    }

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
