#include "core/board.h"

#include <algorithm>

namespace renju {

namespace {
uint64_t bitsBetween(int lo, int hi) {  // bits lo..hi inclusive, empty when hi < lo
    if (hi < lo) return 0;
    const uint64_t upto = hi >= 63 ? ~0ULL : ((1ULL << (hi + 1)) - 1);
    return upto & ~((1ULL << lo) - 1);
}
}  // namespace

Board::Board(int size) : size_(std::clamp(size, kMinSize, kMaxSize)) {
    const int n = size_;
    auto setLine = [&](int line, int first, int last) {  // valid positions first..last
        const uint64_t walls = ~bitsBetween(first + kWallBits, last + kWallBits);
        lines_[0][line] = walls;
        lines_[1][line] = walls;
    };
    for (int i = 0; i < n; ++i) {
        setLine(i, 0, n - 1);
        setLine(n + i, 0, n - 1);
    }
    for (int k = 0; k < 2 * n - 1; ++k) {
        const int t = k - (n - 1);  // diagonal x - y = t
        setLine(2 * n + k, std::max(0, t), std::min(n - 1, n - 1 + t));
        // anti-diagonal x + y = k
        setLine(4 * n - 1 + k, std::max(0, k - (n - 1)), std::min(n - 1, k));
    }
}

void Board::lineOf(Point p, int dir, int& line, int& pos) const {
    const int n = size_;
    switch (dir) {
        case 0: line = p.y; pos = p.x; break;
        case 1: line = n + p.x; pos = p.y; break;
        case 2: line = 2 * n + (p.x - p.y + n - 1); pos = p.x; break;
        default: line = 4 * n - 1 + (p.x + p.y); pos = p.x; break;
    }
}

void Board::place(Point p, Color c) {
    cells_[index(p)] = static_cast<uint8_t>(c);
    ++stones_;
    const int side = c == Color::Black ? 0 : 1;
    for (int d = 0; d < kDirections; ++d) {
        int line, pos;
        lineOf(p, d, line, pos);
        lines_[side][line] |= 1ULL << (pos + kWallBits);
    }
}

void Board::remove(Point p) {
    const Color c = at(p);
    cells_[index(p)] = 0;
    --stones_;
    const int side = c == Color::Black ? 0 : 1;
    for (int d = 0; d < kDirections; ++d) {
        int line, pos;
        lineOf(p, d, line, pos);
        lines_[side][line] &= ~(1ULL << (pos + kWallBits));
    }
}

Window Board::window(Point p, int dir, Color view) const {
    int line, pos;
    lineOf(p, dir, line, pos);
    const uint32_t b = static_cast<uint32_t>(lines_[0][line] >> pos) & 0x7FF;
    const uint32_t w = static_cast<uint32_t>(lines_[1][line] >> pos) & 0x7FF;
    // The edge is set in both masks, so "own" must exclude it.
    if (view == Color::Black) return Window{b & ~w, w};
    return Window{w & ~b, b};
}

Board::Run Board::run(Point p, int dir, Color c) const {
    int line, pos;
    lineOf(p, dir, line, pos);
    const uint64_t b = lines_[0][line], w = lines_[1][line];
    uint64_t own = c == Color::Black ? (b & ~w) : (w & ~b);
    const int bit = pos + kWallBits;
    own |= 1ULL << bit;
    const uint64_t above = ~(own >> bit);     // bit 0 clear
    const uint64_t below = ~(own << (63 - bit));  // bit 63 clear
    const int up = __builtin_ctzll(above);     // stones from p upwards, p included
    const int down = __builtin_clzll(below);   // stones from p downwards, p included
    return Run{-(down - 1), up - 1};
}

bool Board::operator==(const Board& o) const {
    if (size_ != o.size_ || stones_ != o.stones_) return false;
    return std::equal(cells_.begin(), cells_.begin() + size_ * size_, o.cells_.begin());
}

}  // namespace renju
