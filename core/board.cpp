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

bool Board::operator==(const Board& o) const {
    if (size_ != o.size_ || stones_ != o.stones_) return false;
    return std::equal(cells_.begin(), cells_.begin() + size_ * size_, o.cells_.begin());
}

}  // namespace renju
