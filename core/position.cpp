#include "core/position.h"

#include "core/pattern_table.h"

namespace renju {

namespace {
constexpr int kN = kDefaultSize;  // the black patterns are kept for Renju, on 15x15 only

// Counts of what the four lines through a point make, packed so that adding the four entries'
// contributions gives threes in bits 0-3, fours in bits 4-7, fives in 8-11, overlines in 12-15.
constexpr uint16_t kContribution[8] = {0, 0x1, 0x10, 0x20, 0x100, 0x1000, 0, 0};

bool candidateFromCounts(uint32_t sum) {
    if (sum & 0xF00) return false;  // a five wins whatever else the stone makes
    return (sum & 0xF000) || ((sum >> 4) & 0xF) >= 2 || (sum & 0xF) >= 2;
}

// Index steps along each direction on the 15x15 grid (kDx + kDy * 15).
constexpr int kDelta[kDirections] = {1, kN, kN + 1, 1 - kN};

// What a stone of each colour at offset k (-5..5) adds to a point's key: digit 1 black, 2 white.
struct StoneWeights {
    uint16_t w[2][11] = {};
    constexpr StoneWeights() {
        for (int k = -5; k <= 5; ++k) {
            if (k == 0) continue;
            w[0][k + 5] = kPow3[keyDigit(k)];
            w[1][k + 5] = static_cast<uint16_t>(2 * kPow3[keyDigit(k)]);
        }
    }
};
constexpr StoneWeights kStoneWeights;

// Keys of the empty board: the edge counts as the opponent's stones.
struct EmptyKeys {
    uint16_t key[kN * kN][kDirections] = {};
    EmptyKeys() {
        for (int y = 0; y < kN; ++y)
            for (int x = 0; x < kN; ++x)
                for (int d = 0; d < kDirections; ++d)
                    for (int k = -5; k <= 5; ++k)
                        if (k != 0 && !step(Point(x, y), d, k).onBoard(kN))
                            key[y * kN + x][d] = static_cast<uint16_t>(key[y * kN + x][d] + 2 * kPow3[keyDigit(k)]);
    }
};
const EmptyKeys& emptyKeys() {
    static const EmptyKeys keys;
    return keys;
}
}  // namespace

Position::Position(int size, Rule rule, Color toMove)
    : board_(rule == Rule::Renju ? kDefaultSize : size), rule_(rule), toMove_(toMove) {
    if (rule_ != Rule::Renju) return;
    const EmptyKeys& empty = emptyKeys();
    const uint16_t* table = PatternTable::exactFive().entries();
    for (int i = 0; i < kPatternCells; ++i) {
        uint16_t sum = 0;
        for (int d = 0; d < kDirections; ++d) {
            cells_[i].key[d] = empty.key[i][d];
            cells_[i].entry[d] = table[empty.key[i][d]];
            sum = static_cast<uint16_t>(sum + kContribution[cells_[i].entry[d] & 7]);
        }
        counts_[i] = sum;
    }
}

void Position::refreshCandidate(int index) {
    const uint64_t bit = 1ULL << (index & 63);
    if (board_.at(index) == Color::Empty && candidateFromCounts(counts_[index]))
        candidates_[index >> 6] |= bit;
    else
        candidates_[index >> 6] &= ~bit;
}

void Position::refreshEntry(int index, int dir) {
    Cell& c = cells_[index];
    const uint16_t entry = PatternTable::exactFive().entries()[c.key[dir]];
    if (entry == c.entry[dir]) return;
    counts_[index] = static_cast<uint16_t>(counts_[index] + kContribution[entry & 7] - kContribution[c.entry[dir] & 7]);
    c.entry[dir] = entry;
}

// The keys of the points up to five away from p along each line change by the stone's digit; the
// entries and candidacy of the empty ones follow.
template <int Sign>
void Position::update(Point p, Color c) {
    const uint16_t* table = PatternTable::exactFive().entries();
    const uint16_t* weight = kStoneWeights.w[c == Color::Black ? 0 : 1];
    const int index = p.y * kN + p.x;
    const int x = p.x, y = p.y, right = kN - 1 - x, up = kN - 1 - y;
    const int ahead[kDirections] = {right, up, right < up ? right : up, right < y ? right : y};
    const int behind[kDirections] = {x, y, x < y ? x : y, x < up ? x : up};
    for (int d = 0; d < kDirections; ++d) {
        for (int side = 0; side < 2; ++side) {
            // Ahead, the stone is at offset -k from the point k steps away; behind, at +k.
            const int delta = side == 0 ? kDelta[d] : -kDelta[d];
            const int room = side == 0 ? ahead[d] : behind[d];
            const int steps = room < 5 ? room : 5;
            int q = index;
            for (int k = 1; k <= steps; ++k) {
                q += delta;
                Cell& cell = cells_[q];
                const uint16_t w = weight[side == 0 ? 5 - k : 5 + k];
                cell.key[d] = static_cast<uint16_t>(Sign > 0 ? cell.key[d] + w : cell.key[d] - w);
                if (board_.at(q) != Color::Empty) continue;
                const uint16_t entry = table[cell.key[d]];
                const uint16_t old = cell.entry[d];
                if (entry == old) continue;
                cell.entry[d] = entry;
                if (((entry ^ old) & 7) == 0) continue;  // same kind: same counts
                counts_[q] = static_cast<uint16_t>(counts_[q] + kContribution[entry & 7] - kContribution[old & 7]);
                refreshCandidate(q);
            }
        }
    }
}

void Position::place(Point p, Color c) {
    board_.place(p, c);
    if (rule_ != Rule::Renju) return;
    refreshCandidate(board_.index(p));
    update<+1>(p, c);
}

void Position::remove(Point p) {
    const Color c = board_.at(p);
    board_.remove(p);
    if (rule_ != Rule::Renju) return;
    const int index = board_.index(p);
    for (int d = 0; d < kDirections; ++d) refreshEntry(index, d);
    refreshCandidate(index);
    update<-1>(p, c);
}

bool Position::makesFive(Point p, Color c) const {
    for (int d = 0; d < kDirections; ++d)
        if (winsWithRun(rule_, c, board_.run(p, d, c).length())) return true;
    return false;
}

}  // namespace renju
