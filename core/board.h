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
    void place(Point p, Color c) {
        cells_[index(p)] = static_cast<uint8_t>(c);
        ++stones_;
        setBits(p, c == Color::Black ? 0 : 1, true);
    }
    void remove(Point p) {
        const Color c = at(p);
        cells_[index(p)] = 0;
        --stones_;
        setBits(p, c == Color::Black ? 0 : 1, false);
    }

    Window window(Point p, int dir, Color view) const {
        int line, pos;
        lineOf(p, dir, line, pos);
        const uint32_t b = static_cast<uint32_t>(lines_[0][line] >> pos) & 0x7FF;
        const uint32_t w = static_cast<uint32_t>(lines_[1][line] >> pos) & 0x7FF;
        // The edge is set in both masks, so "own" must exclude it.
        if (view == Color::Black) return Window{b & ~w, w};
        return Window{w & ~b, b};
    }

    // The unbroken run of `c` stones through p along dir, counting p as `c` whatever is on it:
    // offsets lo <= 0 <= hi from p.
    struct Run {
        int lo;
        int hi;
        int length() const { return hi - lo + 1; }
    };
    Run run(Point p, int dir, Color c) const {
        int line, pos;
        lineOf(p, dir, line, pos);
        const uint64_t b = lines_[0][line], w = lines_[1][line];
        uint64_t own = c == Color::Black ? (b & ~w) : (w & ~b);
        const int bit = pos + kWallBits;
        own |= 1ULL << bit;
        const uint64_t above = ~(own >> bit);         // bit 0 clear
        const uint64_t below = ~(own << (63 - bit));  // bit 63 clear
        const int up = __builtin_ctzll(above);        // stones from p upwards, p included
        const int down = __builtin_clzll(below);      // stones from p downwards, p included
        return Run{-(down - 1), up - 1};
    }

    bool operator==(const Board& o) const;

private:
    static constexpr int kMaxLines = 6 * kMaxSize - 2;
    static constexpr int kWallBits = 5;  // a line's point at position k lives at bit k + kWallBits

    // Hot in the forbidden-move judge: kept here so that every build inlines them.
    void lineOf(Point p, int dir, int& line, int& pos) const {
        const int n = size_;
        switch (dir) {
            case 0: line = p.y; pos = p.x; break;
            case 1: line = n + p.x; pos = p.y; break;
            case 2: line = 2 * n + (p.x - p.y + n - 1); pos = p.x; break;
            default: line = 4 * n - 1 + (p.x + p.y); pos = p.x; break;
        }
    }
    void setBits(Point p, int side, bool on) {
        for (int d = 0; d < kDirections; ++d) {
            int line, pos;
            lineOf(p, d, line, pos);
            const uint64_t bit = 1ULL << (pos + kWallBits);
            lines_[side][line] = on ? (lines_[side][line] | bit) : (lines_[side][line] & ~bit);
        }
    }

    int size_;
    int stones_ = 0;
    std::array<uint8_t, kMaxCells> cells_{};
    // lines_[0] black, lines_[1] white; points off the board are set in both.
    std::array<std::array<uint64_t, kMaxLines>, 2> lines_{};
};

}  // namespace renju
