#include "core/bot/search_board.h"
#include "core/random.h"

#include "core/pattern_table.h"

namespace renju::bot {

namespace {

// Zobrist keys, generated at startup rather than stored in the binary.
struct Zobrist {
    uint64_t key[2][kGridCells];
    Zobrist() {
        uint64_t s = 0x5EED5EED1234ULL;
        for (auto& side : key)
            for (uint64_t& k : side) k = splitmix(s);
    }
};
const Zobrist& zobrist() {
    static const Zobrist* z = new Zobrist();
    return *z;
}

// Points whose "near stones" count a stone raises: the 5x5 square and the points three away on
// its lines.
struct NearOffsets {
    int offset[32];
    NearOffsets() {
        int n = 0;
        for (int dy = -3; dy <= 3; ++dy)
            for (int dx = -3; dx <= 3; ++dx) {
                const int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
                if (dx == 0 && dy == 0) continue;
                const bool square = ax <= 2 && ay <= 2;
                const bool line3 = (ax == 3 || ay == 3) && (ax == 0 || ay == 0 || ax == ay);
                if (square || line3) offset[n++] = dy * kStride + dx;
            }
    }
};
const NearOffsets& nearOffsets() {
    static const NearOffsets o;
    return o;
}

}  // namespace

SearchBoard::SearchBoard(const Position& pos)
    : size_(pos.size()), rule_(pos.rule()), side_(sideOf(pos.toMove())), cell_(new Cell[kGridCells]), eval_(rule_),
      forbiddenCache_(new ForbiddenEntry[kForbiddenCache]) {
    for (int s = 0; s < 2; ++s) {
        exact_[s] = needsExactFive(rule_, colorOf(s));
        threatRule_[s] = rule_ == Rule::Freestyle ? ThreatRule::Plain
                       : rule_ == Rule::Standard  ? ThreatRule::Standard
                       : s == kBlack              ? ThreatRule::RenjuBlack
                                                  : ThreatRule::Plain;
        table_[s] = PatternTable::of(exact_[s]).patterns();
    }
    zobrist_ = &zobrist().key[0][0];
    nearOffsets_ = nearOffsets().offset;
    near_.reset(new uint8_t[kGridCells + 2 * kStride * 4]());
    for (int i = 0; i < kForbiddenCache; ++i) forbiddenCache_[i] = ForbiddenEntry{~0ULL, 0};
    for (int i = 0; i < kGridCells; ++i) cell_[i] = Cell{};
    for (int i = 0; i < kGridCells; ++i) cell_[i].piece = kWallCell;
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) cell_[cellIndex(Point(x, y))].piece = kEmptyCell;
    // Line keys of the empty board: walls count as the opponent's stones for both colours.
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const int i = cellIndex(Point(x, y));
            Cell& c = cell_[i];
            for (int d = 0; d < 4; ++d) {
                uint32_t key = 0;
                for (int k = -5; k <= 5; ++k)
                    if (k != 0 && cell_[i + k * kDirOffset[d]].piece == kWallCell) key += 2 * kPow3[keyDigit(k)];
                c.key[d] = key | (key << 16);
            }
            count_[0][kNoThreat]++;
            count_[1][kNoThreat]++;
            for (int s = 0; s < 2; ++s) {
                for (int d = 0; d < 4; ++d) setPattern(i, c, s, d, table_[s][(c.key[d] >> (16 * s)) & 0xFFFF]);
                refreshCell(i, s);
            }
        }
    if (rule_ == Rule::Renju) mirror_.reset(new RulesMirror(pos));
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const Color c = pos.board().at(Point(x, y));
            if (c != Color::Empty) put(cellIndex(Point(x, y)), sideOf(c));
        }
}

void SearchBoard::setThreat(int i, int side, Threat t, bool candidate) {
    const Threat old = static_cast<Threat>(cell_[i].threat[side]);
    if (old == t) return;
    count_[side][old]--;
    count_[side][t]++;
    cell_[i].threat[side] = t;
    if (old >= kBlock4) fours_[side].reset(i);
    else if (old >= kFlex3) threes_[side].reset(i);
    else if (old == kForbidden) candidates_.reset(i);
    if (t >= kBlock4) fours_[side].set(i);
    else if (t >= kFlex3) threes_[side].set(i);
    else if (candidate) candidates_.set(i);
}

void SearchBoard::setPattern(int i, Cell& c, int side, int dir, uint8_t p) {
    const uint8_t old = c.pat[side][dir];
    c.counts[side] += kPatternCounts[p] - kPatternCounts[old];
    eval_.patternSet(i, side, old, p);
    c.pat[side][dir] = p;
}

inline void SearchBoard::updatePattern(int n, Cell& c, int s, int d, uint8_t p) {
    const uint8_t old = c.pat[s][d];
    if (p == old) return;
    if (kPatternCounts[p] == kPatternCounts[old]) {
        // Same counts, same threat: only the value moves.
        c.pat[s][d] = p;
        eval_.patternMoved(n, s, old, p);
        return;
    }
    setPattern(n, c, s, d, p);
    refreshCell(n, s);
}

void SearchBoard::refreshCell(int i, int s) {
    Cell& c = cell_[i];
    bool candidate;
    const Threat t = threatFromCounts(c.counts[s], threatRule_[s], candidate);
    setThreat(i, s, t, candidate);
    eval_.threatSet(i, s, c.threat);
}

void SearchBoard::dropCell(int i) {
    for (int s = 0; s < 2; ++s) setThreat(i, s, kNoThreat, false);
    eval_.occupied(i);
}

void SearchBoard::touchArea(int i, int delta) {
    // Wall cells get counts too: harmless, and no branch.
    uint8_t* near = near_.get();
    for (int k = 0; k < 32; ++k) near[i + nearOffsets_[k]] = static_cast<uint8_t>(near[i + nearOffsets_[k]] + delta);
}

const CellSet& SearchBoard::area() const {
    area_.clear();
    for (int y = 0; y < size_; ++y) {
        const int row = (y + kPad) * kStride + kPad;
        for (int x = 0; x < size_; ++x)
            if (near_[row + x] && cell_[row + x].piece == kEmptyCell) area_.set(row + x);
    }
    return area_;
}

namespace {
// What a stone at offset k from a point adds to that point's two line keys (black's low, white's
// high half): 1 for the viewer's own stone, 2 for the opponent's.
struct KeyWeights {
    uint32_t w[2][11];  // [stone colour][k + 5]
    KeyWeights() {
        for (int k = -5; k <= 5; ++k) {
            if (k == 0) continue;
            const uint32_t p = kPow3[keyDigit(k)];
            w[kBlack][k + 5] = p | (2 * p) << 16;
            w[kWhite][k + 5] = 2 * p | p << 16;
        }
    }
};
const KeyWeights kKeyWeights;
}  // namespace

// Updates the line keys and patterns of the empty points around i after a stone of `side` was
// put there (Sign +1) or taken away (Sign -1).
template <int Sign>
void SearchBoard::update(int i, int side) {
    const uint32_t* weights = kKeyWeights.w[side];
    for (int d = 0; d < 4; ++d) {
        const int off = kDirOffset[d];
        for (int dirSign = -1; dirSign <= 1; dirSign += 2) {
            const int step = dirSign * off;
            const uint32_t* w = weights + 5 - dirSign;  // from n = i + k*step the stone is at -dirSign*k
            int n = i;
            for (int k = 1; k <= 5; ++k) {
                n += step;
                Cell& c = cell_[n];
                if (c.piece == kWallCell) break;
                c.key[d] += Sign * w[-dirSign * (k - 1)];
                if (c.piece != kEmptyCell) continue;
                const uint32_t key = c.key[d];
                if (k < 5 || exact_[kBlack]) updatePattern(n, c, kBlack, d, table_[kBlack][key & 0xFFFF]);
                if (k < 5 || exact_[kWhite]) updatePattern(n, c, kWhite, d, table_[kWhite][key >> 16]);
            }
        }
    }
}

void SearchBoard::put(int i, int side) {
    dropCell(i);
    cell_[i].piece = static_cast<uint8_t>(side + 1);
    ++stones_;
    hash_ ^= zobrist_[side * kGridCells + i];
    update<+1>(i, side);
    touchArea(i, +1);
}

void SearchBoard::take(int i) {
    Cell& c = cell_[i];
    const int side = c.piece - 1;
    c.piece = kEmptyCell;
    --stones_;
    hash_ ^= zobrist_[side * kGridCells + i];
    update<-1>(i, side);
    for (int d = 0; d < 4; ++d)
        for (int s = 0; s < 2; ++s) setPattern(i, c, s, d, table_[s][(c.key[d] >> (16 * s)) & 0xFFFF]);
    refreshCell(i, kBlack);
    refreshCell(i, kWhite);
    touchArea(i, -1);
}

void SearchBoard::play(int i) {
    put(i, side_);
    moves_[moveCount_] = i;
    movePoints_[moveCount_] = cellPoint(i);
    moveColors_[moveCount_] = colorOf(side_);
    ++moveCount_;
    side_ ^= 1;
}

void SearchBoard::undo() {
    --moveCount_;
    take(moves_[moveCount_]);
    side_ ^= 1;
    if (mirrorStable_ > moveCount_) mirrorStable_ = moveCount_;
}

bool SearchBoard::forbidden(int i) {
    if (!candidates_.test(i)) return false;
    const uint64_t key = hash_ ^ (static_cast<uint64_t>(i + 1) * 0x9E3779B97F4A7C15ULL);
    ForbiddenEntry& e = forbiddenCache_[key & (kForbiddenCache - 1)];
    if (e.key == key) return e.forbidden;
    const ForbiddenKind k = mirror_->forbidden(cellPoint(i), movePoints_, moveColors_, moveCount_, mirrorStable_);
    mirrorStable_ = moveCount_;
    e = ForbiddenEntry{key, static_cast<uint8_t>(k != ForbiddenKind::None)};
    return e.forbidden;
}

Threat SearchBoard::resolvedThreat(int i, int side) {
    if (side == kBlack && candidates_.test(i))
        return forbidden(i) ? kForbidden : legalCandidateThreat(cell_[i].counts[kBlack]);
    return threat(i, side);
}

int SearchBoard::fivePoint(int side) const {
    if (!count_[side][kMakeFive]) return -1;
    for (int k = 0; k < CellSet::kWords; ++k)
        for (uint64_t bits = fours_[side].word(k); bits; bits &= bits - 1) {
            const int i = k * 64 + __builtin_ctzll(bits);
            if (cell_[i].threat[side] == kMakeFive) return i;
        }
    return -1;
}

}  // namespace renju::bot
