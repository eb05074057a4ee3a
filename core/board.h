#pragma once
#include <array>
#include <cstdint>

#include "core/color.h"
#include "core/point.h"

namespace renju {

// An 11-point slice of one line centred on a point: bit i is the point at offset i - 5.
// `own` marks stones of the viewing colour, `blocked` the opponent's stones and the board's edge.
struct Window {
    uint32_t own = 0;
    uint32_t blocked = 0;
};

// Stones on a square board, kept both per point and as one bitmask per line and colour, so that
// the neighbourhood of a point along any direction is a couple of shifts away.
class Board {
public:
    explicit Board(int size = kDefaultSize);

    int size() const { return size_; }
    bool onBoard(Point p) const { return p.onBoard(size_); }
    int index(Point p) const { return p.y * size_ + p.x; }
    Point point(int index) const { return Point(index % size_, index / size_); }

    Color at(Point p) const { return static_cast<Color>(cells_[index(p)]); }
    Color at(int index) const { return static_cast<Color>(cells_[index]); }
    bool empty(Point p) const { return cells_[index(p)] == 0; }
    int stones() const { return stones_; }
    bool full() const { return stones_ == size_ * size_; }

    // Preconditions (the callers check): p on the board, empty for place, occupied for remove.
    void place(Point p, Color c);
    void remove(Point p);

    Window window(Point p, int dir, Color view) const;

    // The unbroken run of `c` stones through p along dir, counting p as `c` whatever is on it:
    // offsets lo <= 0 <= hi from p.
    struct Run {
        int lo;
        int hi;
        int length() const { return hi - lo + 1; }
    };
    Run run(Point p, int dir, Color c) const;

    bool operator==(const Board& o) const;

private:
    static constexpr int kMaxLines = 6 * kMaxSize - 2;
    static constexpr int kWallBits = 5;  // a line's point at position k lives at bit k + kWallBits

    void lineOf(Point p, int dir, int& line, int& pos) const;

    int size_;
    int stones_ = 0;
    std::array<uint8_t, kMaxCells> cells_{};
    // lines_[0] black, lines_[1] white; points off the board are set in both.
    std::array<std::array<uint64_t, kMaxLines>, 2> lines_{};
};

}  // namespace renju
