#include "core/position.h"

#include "core/pattern_table.h"

namespace renju {

namespace {
// Counts of what the four lines through a point make, packed so that adding the four entries'
// contributions gives threes in bits 0-3, fours in bits 4-7, fives in 8-11, overlines in 12-15.
constexpr uint16_t kContribution[8] = {0, 0x1, 0x10, 0x20, 0x100, 0x1000, 0, 0};

bool candidateFromSum(uint32_t sum) {
    if (sum & 0xF00) return false;  // a five wins whatever else the stone makes
    return (sum & 0xF000) || ((sum >> 4) & 0xF) >= 2 || (sum & 0xF) >= 2;
}
}  // namespace

Position::Position(int size, Rule rule, Color toMove)
    : board_(rule == Rule::Renju ? kDefaultSize : size), rule_(rule), toMove_(toMove) {
    if (rule_ != Rule::Renju) return;
    for (int y = 0; y < board_.size(); ++y)
        for (int x = 0; x < board_.size(); ++x)
            for (int d = 0; d < kDirections; ++d) refresh(Point(x, y), d);
}

void Position::refresh(Point p, int dir) {
    patterns_[board_.index(p)][dir] = PatternTable::exactFive().entry(lineKey(board_.window(p, dir, Color::Black)));
}

void Position::refreshCandidate(int index) {
    uint32_t sum = 0;
    for (int d = 0; d < kDirections; ++d) sum += kContribution[patterns_[index][d] & 7];
    const uint64_t bit = 1ULL << (index & 63);
    if (board_.at(index) == Color::Empty && candidateFromSum(sum))
        candidates_[index >> 6] |= bit;
    else
        candidates_[index >> 6] &= ~bit;
}

void Position::refreshAround(Point p) {
    const int n = board_.size();
    for (int d = 0; d < kDirections; ++d) {
        for (int k = -5; k <= 5; ++k) {
            if (k == 0) continue;
            const Point q = step(p, d, k);
            if (!q.onBoard(n) || !board_.empty(q)) continue;
            refresh(q, d);
            refreshCandidate(board_.index(q));
        }
    }
}

void Position::place(Point p, Color c) {
    board_.place(p, c);
    if (rule_ != Rule::Renju) return;
    refreshCandidate(board_.index(p));
    refreshAround(p);
}

void Position::remove(Point p) {
    board_.remove(p);
    if (rule_ != Rule::Renju) return;
    for (int d = 0; d < kDirections; ++d) refresh(p, d);
    refreshCandidate(board_.index(p));
    refreshAround(p);
}

bool Position::makesFive(Point p, Color c) const {
    for (int d = 0; d < kDirections; ++d)
        if (winsWithRun(rule_, c, board_.run(p, d, c).length())) return true;
    return false;
}

}  // namespace renju
