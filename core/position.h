#pragma once
#include <array>
#include <cstdint>

#include "core/board.h"
#include "core/rule.h"

namespace renju {

// Stones, the rule they are judged by and the side to move. Under Renju the position also keeps,
// for every empty point, what a black stone there would make along each line, updated
// incrementally as stones come and go, so forbidden points are found without scanning the board.
class Position {
public:
    explicit Position(int size = kDefaultSize, Rule rule = Rule::Renju, Color toMove = Color::Black);

    const Board& board() const { return board_; }
    int size() const { return board_.size(); }
    Rule rule() const { return rule_; }
    Color toMove() const { return toMove_; }
    void setToMove(Color c) { toMove_ = c; }

    // Preconditions: p on the board and empty. Neither changes the side to move.
    void place(Point p, Color c);
    void remove(Point p);

    // Whether a `c` stone on empty point p makes a winning five under the rule.
    bool makesFive(Point p, Color c) const;

    // Black Renju patterns (only kept when rule() is Renju): the PatternTable entry of point
    // `index` along `dir`, and whether the point might be forbidden (it makes no five, and makes
    // an overline, two fours or two threes, real or not).
    uint16_t blackPattern(int index, int dir) const { return cells_[index].entry[dir]; }
    bool forbiddenCandidate(int index) const { return (candidates_[index >> 6] >> (index & 63)) & 1; }
    template <class F>
    void forEachCandidate(F&& f) const {
        for (int w = 0; w < kWords; ++w)
            for (uint64_t bits = candidates_[w]; bits; bits &= bits - 1) f(w * 64 + __builtin_ctzll(bits));
    }

    bool operator==(const Position& o) const {
        return rule_ == o.rule_ && toMove_ == o.toMove_ && board_ == o.board_;
    }

private:
    // Renju is played on 15x15 only, so the black patterns need no more room than that.
    static constexpr int kPatternCells = kDefaultSize * kDefaultSize;
    static constexpr int kWords = (kPatternCells + 63) / 64;

    // Black's view of one point: per direction its line key (pattern_table.h), kept up to date by
    // adding and taking away each stone's digit as it comes and goes (also under stones, for when
    // they leave), and the table entry of that key (kept while the point is empty).
    struct Cell {
        uint16_t key[kDirections];
        uint16_t entry[kDirections];
    };
    template <int Sign>
    void update(Point p, Color c);
    void refreshEntry(int index, int dir);
    void refreshCandidate(int index);

    Board board_;
    Rule rule_;
    Color toMove_;
    std::array<Cell, kPatternCells> cells_{};
    // Per point, the four entries' kinds counted in packed fields (threes, fours, fives, overlines).
    std::array<uint16_t, kPatternCells> counts_{};
    std::array<uint64_t, kWords> candidates_{};

    friend struct TrialStones;  // forbidden.cpp: stones tried on the board alone
};

}  // namespace renju
