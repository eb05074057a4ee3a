#include "core/bot/search_board.h"

#include "core/bot/evaluation.h"

namespace renju::bot {

namespace {

uint64_t splitmix(uint64_t& s) {
    uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

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
    : size_(pos.size()), rule_(pos.rule()), side_(sideOf(pos.toMove())), forbiddenCache_(new ForbiddenEntry[kForbiddenCache]) {
    for (int s = 0; s < 2; ++s) {
        exact_[s] = needsExactFive(rule_, colorOf(s));
        threatRule_[s] = rule_ == Rule::Freestyle ? ThreatRule::Plain
                       : rule_ == Rule::Standard  ? ThreatRule::Standard
                       : s == kBlack              ? ThreatRule::RenjuBlack
                                                  : ThreatRule::Plain;
    }
    for (int i = 0; i < kForbiddenCache; ++i) forbiddenCache_[i] = ForbiddenEntry{~0ULL, 0};
    cells_.fill(kWallCell);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) cells_[cellIndex(Point(x, y))] = kEmptyCell;
    // Line keys of the empty board: walls count as the opponent's stones for both colours.
    const PatternTables& tables = PatternTables::get();
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            const int i = cellIndex(Point(x, y));
            for (int d = 0; d < 4; ++d) {
                uint16_t key = 0;
                for (int k = -5; k <= 5; ++k)
                    if (k != 0 && cells_[i + k * kDirOffset[d]] == kWallCell) key += 2 * kPow3[keyDigit(k)];
                for (int s = 0; s < 2; ++s) {
                    key_[i][s][d] = key;
                    pat_[i][s][d] = kDead;
                }
            }
            threat_[i][0] = threat_[i][1] = kNoThreat;
            count_[0][kNoThreat]++;
            count_[1][kNoThreat]++;
            for (int s = 0; s < 2; ++s) {
                for (int d = 0; d < 4; ++d) setPattern(i, s, d, tables.pattern(exact_[s], key_[i][s][d]));
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
    const Threat old = static_cast<Threat>(threat_[i][side]);
    if (old == t) return;
    count_[side][old]--;
    count_[side][t]++;
    threat_[i][side] = t;
    if (old >= kBlock4) fours_[side].reset(i);
    else if (old >= kFlex3) threes_[side].reset(i);
    else if (old == kForbidden) candidates_.reset(i);
    if (t >= kBlock4) fours_[side].set(i);
    else if (t >= kFlex3) threes_[side].set(i);
    else if (candidate) candidates_.set(i);
}

void SearchBoard::setPattern(int i, int side, int dir, uint8_t p) {
    const uint8_t old = pat_[i][side][dir];
    counts_[i][side] += kPatternCounts[p] - kPatternCounts[old];
    patValue_[i][side] = static_cast<int16_t>(patValue_[i][side] + kEval.pattern[p] - kEval.pattern[old]);
    pat_[i][side][dir] = p;
}

void SearchBoard::refreshCell(int i, int s) {
    bool candidate;
    const Threat t = threatFromCounts(counts_[i][s], threatRule_[s], candidate);
    setThreat(i, s, t, candidate);
    const int v = patValue_[i][s] + kEval.threat[t];
    value_[s] += v - cellValue_[i][s];
    cellValue_[i][s] = static_cast<int16_t>(v);
}

void SearchBoard::dropCell(int i) {
    for (int s = 0; s < 2; ++s) {
        setThreat(i, s, kNoThreat, false);
        value_[s] -= cellValue_[i][s];
        cellValue_[i][s] = 0;
    }
}

void SearchBoard::touchArea(int i, int delta) {
    for (int off : nearOffsets().offset) {
        const int n = i + off;
        if (cells_[n] == kWallCell) continue;
        near_[n] = static_cast<uint8_t>(near_[n] + delta);
        if (cells_[n] == kEmptyCell) {
            if (near_[n]) area_.set(n); else area_.reset(n);
        }
    }
}

void SearchBoard::put(int i, int side) {
    dropCell(i);
    area_.reset(i);
    cells_[i] = static_cast<uint8_t>(side + 1);
    ++stones_;
    hash_ ^= zobrist().key[side][i];
    const uint8_t* table[2] = {PatternTables::get().table(exact_[0]), PatternTables::get().table(exact_[1])};
    for (int d = 0; d < 4; ++d) {
        const int off = kDirOffset[d];
        for (int sign = -1; sign <= 1; sign += 2) {
            for (int k = 1; k <= 5; ++k) {
                const int n = i + sign * k * off;
                if (cells_[n] == kWallCell) break;
                const uint16_t w = kPow3[keyDigit(-sign * k)];
                key_[n][kBlack][d] += side == kBlack ? w : 2 * w;
                key_[n][kWhite][d] += side == kWhite ? w : 2 * w;
                if (cells_[n] != kEmptyCell) continue;
                for (int s = 0; s < 2; ++s) {
                    if (k == 5 && !exact_[s]) continue;  // five-or-more patterns never look that far
                    const uint8_t p = table[s][key_[n][s][d]];
                    if (p == pat_[n][s][d]) continue;
                    setPattern(n, s, d, p);
                    refreshCell(n, s);
                }
            }
        }
    }
    touchArea(i, +1);
}

void SearchBoard::take(int i) {
    const int side = cells_[i] - 1;
    cells_[i] = kEmptyCell;
    --stones_;
    hash_ ^= zobrist().key[side][i];
    const uint8_t* table[2] = {PatternTables::get().table(exact_[0]), PatternTables::get().table(exact_[1])};
    for (int d = 0; d < 4; ++d) {
        const int off = kDirOffset[d];
        for (int sign = -1; sign <= 1; sign += 2) {
            for (int k = 1; k <= 5; ++k) {
                const int n = i + sign * k * off;
                if (cells_[n] == kWallCell) break;
                const uint16_t w = kPow3[keyDigit(-sign * k)];
                key_[n][kBlack][d] -= side == kBlack ? w : 2 * w;
                key_[n][kWhite][d] -= side == kWhite ? w : 2 * w;
                if (cells_[n] != kEmptyCell) continue;
                for (int s = 0; s < 2; ++s) {
                    if (k == 5 && !exact_[s]) continue;  // five-or-more patterns never look that far
                    const uint8_t p = table[s][key_[n][s][d]];
                    if (p == pat_[n][s][d]) continue;
                    setPattern(n, s, d, p);
                    refreshCell(n, s);
                }
            }
        }
        for (int s = 0; s < 2; ++s) setPattern(i, s, d, table[s][key_[i][s][d]]);
    }
    refreshCell(i, kBlack);
    refreshCell(i, kWhite);
    touchArea(i, -1);
    if (near_[i]) area_.set(i);
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
        return forbidden(i) ? kForbidden : legalCandidateThreat(counts_[i][kBlack]);
    return threat(i, side);
}

int SearchBoard::fivePoint(int side) const {
    if (!count_[side][kMakeFive]) return -1;
    for (int k = 0; k < CellSet::kWords; ++k)
        for (uint64_t bits = fours_[side].word(k); bits; bits &= bits - 1) {
            const int i = k * 64 + __builtin_ctzll(bits);
            if (threat_[i][side] == kMakeFive) return i;
        }
    return -1;
}

}  // namespace renju::bot
