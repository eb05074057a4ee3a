#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "core/bot/search_board.h"
#include "core/bot/search_control.h"
#include "core/bot/transposition.h"
#include "core/bot/vcf.h"
#include "core/bot/vct.h"

namespace renju::bot {

// Scores are from the side to move's point of view. A win n plies from the root scores
// kWinScore - n (a loss the negative), so shorter wins score higher.
constexpr int kWinScore = 30000;
constexpr int kWinBound = kWinScore - 1000;  // |score| above this is a proven result
constexpr int kMaxPly = 120;
constexpr int kInfinity = 32000;

inline int winIn(int ply) { return kWinScore - ply; }
inline int lossIn(int ply) { return -kWinScore + ply; }

// How a search is shaped; the levels are presets of these.
struct SearchParams {
    int maxDepth = 60;
    int leafVcfFours = 10;  // VCF at the frontier with up to this many fours (0: off)
    int noise = 0;          // root moves get a seeded random bonus in [-noise, noise]
    double softMs = 0;      // no new iteration starts after this (0: no limit)
    // The threat guard: a root move that would be the choice is first checked for a win by
    // threes (VCT) of the opponent's after it, up to this many attacker moves (0: off), with at
    // most guardNodes nodes and guardMs milliseconds a check; a move that allows one is dropped
    // while another is not refuted.
    int guardDepth = 0;
    bool extendThrees = true;
    uint64_t guardNodes = 40000;
    double guardMs = 0;
    double guardReserve = 0.4;  // share of the time budget kept for the last checks
};

struct Iteration {
    int depth;
    int score;
    std::vector<int> pv;
};

// Iterative-deepening principal variation search with a transposition table and threat-first
// move ordering over the points near the stones. Threats decide what is searched at all: a five
// is played, a four is blocked, and against a three only the moves that stop it (or fours) are
// tried. At the frontier a bounded VCF search looks for a forced win.
class Search {
public:
    Search(SearchBoard& board, TranspositionTable& tt, SearchControl& control, VcfSolver& vcf,
           const SearchParams& params, uint64_t seed);

    // Searches the board's position; the side to move must have a legal move. With `only` set,
    // the root move is chosen among those cells.
    void run(const std::function<void(const Iteration&)>& onIteration);
    void restrictRoot(const std::vector<int>& cells) { only_ = cells; }
    // The VCT solver the threat guard uses (none: no guard).
    void setGuard(VctSolver* vct) { guard_ = vct; }
    // Root moves the guard found refuted in the last run (the opponent wins by threes after them).
    int refutedCount() const { return refutedCount_; }
    int guardChecks() const { return guardChecks_; }

    int bestMove() const { return bestMove_; }
    int bestScore() const { return bestScore_; }
    const std::vector<int>& pv() const { return pv_; }
    int depth() const { return depthDone_; }

    // Root moves as the search would consider them, best first by move ordering.
    int rootMoves(int* out, int capacity);

private:
    struct Move {
        int cell;
        int score;
    };
    int search(int depth, int alpha, int beta, int ply, bool pvNode);
    int leaf(int alpha, int beta, int ply, int qply);
    int evaluate() const;
    int generate(int ply, Move* out, int ttMove, bool& defending, bool sorted = true);
    int orderScore(int cell, int side, int ply, int ttMove);
    bool quiet(int cell, int side) const;
    bool doubleThreeWins(int side) const;
    void updatePv(int ply, int move);
    bool opponentWinsAfter(int move, bool thorough);

    SearchBoard& b_;
    TranspositionTable& tt_;
    SearchControl& ctl_;
    VcfSolver& vcf_;
    SearchParams params_;
    uint64_t seed_;

    int bestMove_ = -1;
    int bestScore_ = 0;
    int depthDone_ = 0;
    std::vector<int> pv_;
    std::vector<int> only_;
    VctSolver* guard_ = nullptr;
    int refutedCount_ = 0;
    int guardChecks_ = 0;
    bool checkComplete_ = true;  // the last opponentWinsAfter ended within its budget
    int extendPlies_ = 0;  // threes are extended below this ply
    uint8_t rootState_[kGridCells];  // root moves: 0 unchecked, 1 checked quickly, 2 refuted, 3 checked thoroughly

    int pvTable_[kMaxPly + 2][kMaxPly + 2];
    int pvLength_[kMaxPly + 2];
    int killers_[kMaxPly + 2][2];
    int history_[2][kGridCells];
};

}  // namespace renju::bot
