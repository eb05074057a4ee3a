#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/bot/search_board.h"
#include "core/bot/search_control.h"

namespace renju::bot {

// Victory by continuous fours: the side to move plays a four, the opponent must block it, and so
// on until a five, a straight four or double four, or (against Renju black) a four whose only
// defence is a forbidden point. Renju-aware both ways through the search board: black never
// plays a forbidden four, and a white four that black can only block on a forbidden point wins.
// Failed positions are remembered, so transposed sequences are searched once.
class VcfSolver {
public:
    static constexpr int kMaxLine = 128;

    explicit VcfSolver(int tableBits = 16);
    void clear();

    // Whether the side to move wins with at most `maxFours` fours of its own (the winning move
    // included). On success `line` holds the moves from the side to move on: attacker, defender,
    // attacker, ..., ending with the attacker's decisive move.
    bool solve(SearchBoard& b, SearchControl& ctl, int maxFours, std::vector<int>* line = nullptr);
    // After a successful solve: plies from the position to the attacker's five, the five included
    // (a line ending in a straight four or an unblockable four takes two more).
    int lastPlies() const { return lineLength_ + (endsInFive_ ? 0 : 2); }
    // The same, deepening one four at a time, so the line found is a shortest one.
    bool solveShortest(SearchBoard& b, SearchControl& ctl, int maxFours, std::vector<int>* line);

private:
    bool search(SearchBoard& b, SearchControl& ctl, int fours, int ply);
    bool known(uint64_t key, int fours) const;
    void remember(uint64_t key, int fours);

    struct Entry {
        uint64_t key;
        int32_t fours;
    };
    std::unique_ptr<Entry[]> table_;
    uint64_t mask_;
    int line_[kMaxLine];
    int lineLength_ = 0;
    bool endsInFive_ = false;
};

// The cells where `side` can play a four (or five) now, legal for it, strongest first.
int collectFours(SearchBoard& b, int side, int* out, int capacity);

// Against the opponent's coming straight four (it has kFlex4 points): the side to move's fours,
// then the points after which the opponent has no straight four left.
int collectDefences(SearchBoard& b, int* out, int capacity);

}  // namespace renju::bot
