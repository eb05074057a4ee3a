#include "core/symmetry.h"

namespace renju {

Point transform(Point p, int symmetry, int size) {
    // Doubled offsets from the centre keep even boards, whose centre lies between points, exact.
    int dx = 2 * p.x - (size - 1), dy = 2 * p.y - (size - 1);
    if (symmetry & 4) dx = -dx;
    for (int k = 0; k < (symmetry & 3); ++k) {
        const int t = dx;
        dx = -dy;
        dy = t;
    }
    return Point((dx + size - 1) / 2, (dy + size - 1) / 2);
}

int inverseSymmetry(int symmetry) {
    // Mirrors are their own inverses; a turn is undone by the opposite turn.
    return (symmetry & 4) ? symmetry : (4 - (symmetry & 3)) & 3;
}

uint8_t boardSymmetries(const Board& board) {
    const int n = board.size();
    uint8_t found = 1;
    for (int s = 1; s < kSymmetries; ++s) {
        bool maps = true;
        for (int i = 0; i < n * n && maps; ++i) {
            const Color c = board.at(i);
            if (c != Color::Empty) maps = board.at(transform(board.point(i), s, n)) == c;
        }
        if (maps) found = static_cast<uint8_t>(found | (1 << s));
    }
    return found;
}

bool equivalentPoints(const Board& board, Point a, Point b) {
    const uint8_t symmetries = boardSymmetries(board);
    for (int s = 0; s < kSymmetries; ++s)
        if ((symmetries >> s & 1) && transform(a, s, board.size()) == b) return true;
    return false;
}

}  // namespace renju
