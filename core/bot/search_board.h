#pragma once
#include <array>
#include <cstdint>
#include <memory>

#include "core/bot/cell_set.h"
#include "core/bot/evaluator.h"
#include "core/bot/grid.h"
#include "core/line_pattern.h"
#include "core/bot/rules_mirror.h"
#include "core/bot/threat.h"
#include "core/position.h"

namespace renju::bot {

// The board the search plays on: stones, plus for every empty point and both colours the line
// patterns and the threat they combine into, all updated incrementally as stones come and go, and
// passed on to the evaluator (evaluator.h); sets of the points where each colour makes a four, and
// of the points near stones.
class SearchBoard {
public:
    static constexpr uint8_t kEmptyCell = 0, kWallCell = 3;  // black stones are 1, white 2

    explicit SearchBoard(const Position& pos);
    SearchBoard(const SearchBoard&) = delete;
    SearchBoard& operator=(const SearchBoard&) = delete;

    int size() const { return size_; }
    Rule rule() const { return rule_; }
    int sideToMove() const { return side_; }
    int stones() const { return stones_; }
    bool full() const { return stones_ == size_ * size_; }
    bool onBoard(int i) const { return cell_[i].piece != kWallCell; }
    bool empty(int i) const { return cell_[i].piece == kEmptyCell; }
    uint8_t at(int i) const { return cell_[i].piece; }
    uint64_t hash() const { return hash_; }

    // The side to move places a stone on empty cell i / the last stone is taken back.
    void play(int i);
    void undo();
    // Hands the move to the other side without a stone (to ask what the opponent threatens); call
    // it again to take it back. Nothing else changes: the hash does not hold the side to move.
    void passTurn() { side_ ^= 1; }
    int movesPlayed() const { return moveCount_; }
    int lastMove(int back = 0) const { return moveCount_ > back ? moves_[moveCount_ - 1 - back] : -1; }

    Pattern pattern(int i, int side, int dir) const { return static_cast<Pattern>(cell_[i].pat[side][dir]); }
    const uint8_t* patterns(int i, int side) const { return cell_[i].pat[side]; }
    // The threat as the patterns show it: for Renju black a possibly forbidden point is kForbidden.
    Threat threat(int i, int side) const { return static_cast<Threat>(cell_[i].threat[side]); }
    // The same with possibly forbidden points judged by the rules core.
    Threat resolvedThreat(int i, int side);
    // Whether the side to move... rather whether black may not play i (Renju only; asks the core).
    bool forbidden(int i);
    // Whether `side` may play the empty cell i.
    bool legal(int i, int side) { return side == kWhite || !candidates_.test(i) || !forbidden(i); }

    int count(int side, Threat t) const { return count_[side][t]; }
    const CellSet& fours(int side) const { return fours_[side]; }      // threat >= kBlock4
    const CellSet& threes(int side) const { return threes_[side]; }    // kFlex3 <= threat < kBlock4
    const CellSet& candidates() const { return candidates_; }          // Renju black, possibly forbidden
    // Empty cells near stones (computed on demand: the search asks once per node it expands).
    const CellSet& area() const;
    // What the evaluation is kept in (evaluator.h): the board tells it of every change.
    const Evaluator& evaluator() const { return eval_; }
    // The static evaluation for the side to move (evaluator.h).
    int evaluation() const { return eval_.evaluate(side_, ownLevel(side_), oppLevel(side_ ^ 1)); }
    // The initiative levels of evaluation.h, from the threat counts.
    int ownLevel(int side) const {
        const int* c = count_[side];
        const bool three = c[kFlex3] + c[kFlex3Plus] + c[kFlex3x2] > 0;
        const bool four = c[kBlock4] + c[kBlock4Plus] + c[kBlock4Flex3] > 0;
        return (three ? 1 : 0) + (four ? 2 : 0);
    }
    int oppLevel(int side) const {
        const int* c = count_[side];
        if (c[kFlex4]) return 4;
        if (c[kFlex3x2] + c[kBlock4Flex3]) return 3;
        if (c[kFlex3] + c[kFlex3Plus]) return 1;
        if (c[kBlock4] + c[kBlock4Plus]) return 2;
        return 0;
    }
    // What a stone of `side` on empty point i would be worth to it, to order moves by.
    int cellValueOf(int i, int side, int role = 0) const { return eval_.pointValue(i, side, role); }

    // The point where `side` completes a five, if any (-1); with several, any one of them.
    int fivePoint(int side) const;

private:
    // Everything about one point in one cache line.
    struct alignas(64) Cell {
        uint32_t key[4];        // per direction: black's line key in bits 0-15, white's in 16-31
        uint8_t pat[2][4];      // pattern per colour and direction (kept while empty)
        uint32_t counts[2];     // packed pattern counts per colour (threat.h)
        uint8_t threat[2];
        uint8_t piece;          // kEmptyCell, 1 black, 2 white, kWallCell
    };

    void put(int i, int side);
    void take(int i);
    void refreshCell(int i, int side);
    void setPattern(int i, Cell& c, int side, int dir, uint8_t p);
    void updatePattern(int n, Cell& c, int side, int dir, uint8_t p);
    template <int Sign>
    void update(int i, int side);
    void dropCell(int i);  // forget an empty cell's threats before a stone lands on it
    void setThreat(int i, int side, Threat t, bool candidate);
    void touchArea(int i, int delta);

    int size_;
    Rule rule_;
    bool exact_[2];
    ThreatRule threatRule_[2];
    const uint8_t* table_[2];  // pattern table per colour
    const uint64_t* zobrist_;  // 2 x kGridCells keys
    const int* nearOffsets_;   // the 32 offsets of touchArea
    int side_;
    int stones_ = 0;
    uint64_t hash_ = 0;

    std::unique_ptr<Cell[]> cell_;
    int count_[2][kThreatCount] = {};
    Evaluator eval_;
    CellSet fours_[2], threes_[2], candidates_;
    mutable CellSet area_;
    std::unique_ptr<uint8_t[]> near_;  // per cell: stones nearby (see touchArea)

    int moves_[kMaxMoves];
    Point movePoints_[kMaxMoves];
    Color moveColors_[kMaxMoves];
    int moveCount_ = 0;

    // Forbidden questions go to the rules core through a lazily synced mirror, with a cache.
    std::unique_ptr<RulesMirror> mirror_;
    int mirrorStable_ = 0;
    struct ForbiddenEntry {
        uint64_t key;
        uint8_t forbidden;
    };
    static constexpr int kForbiddenCache = 2048;
    std::unique_ptr<ForbiddenEntry[]> forbiddenCache_;
};

}  // namespace renju::bot
