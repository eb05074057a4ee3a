#pragma once
// The balance finder of the swap openings (swap, swap2): the placements that leave the position
// closest to even, so that the player who then chooses a colour has no easy choice; as the strongest
// engines offer them. Each candidate is the stones still to place, in order, with black's advantage
// after them by a search of the position that follows (white to move).
//
//   Up to three stones (swap and swap2's first placer): the standard shapes (standardPlacements, the
//   26 standard openings in every orientation) that contain the stones already placed.
//   Up to five stones (swap2's "place two", moves 4 and 5): pairs, or after move 4 single stones, from
//   the search's own move ordering (rankedMoves).
// Placements that give the same position up to a symmetry of the board are one candidate.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/bot/bot.h"
#include "core/position.h"
#include "core/status.h"

namespace renju::bot {

struct BalanceLimits {
    int upTo = 3;          // the stones on the board after the placement: 3 or 5
    int candidates = 5;    // how many to return, 1-20
    int timeMs = 0;        // for the whole finder, shared evenly among its searches (0: none)
    uint64_t nodes = 0;    // the same for nodes (0: none)
    int depth = 0;         // each search's depth limit (0: none); with no budget at all, depth 4
};

struct BalanceCandidate {
    std::vector<Point> stones;   // the stones to place, the next one first (colours alternate)
    int blackAdvantage = 0;      // > 0 good for black, as blackAdvantage (a proven win is +/- kOpeningWin)
    int eval = 0;                // the search's evaluation for the side to move after the placement (white)
    int winIn = 0;               // as SearchResult::winIn for that side; 0 when nothing is proven
};

struct Balance {
    Status status;                          // BAD_ARGUMENT: limits, or a position that is not a placement step
    std::vector<BalanceCandidate> candidates;  // closest to even first (|blackAdvantage| ascending)
    int searched = 0;                       // placements weighed so far
    int total = 0;                          // placements to weigh
    uint64_t nodes = 0;
    bool stopped = false;                   // a stop request ended it before every placement was weighed
};

struct BalanceCallbacks {
    std::function<bool()> shouldStop;                // polled about every 5 ms
    std::function<void(const Balance&)> onProgress;  // after each placement is weighed
};

// OK or BAD_ARGUMENT naming what is wrong: upTo not 3 or 5, candidates out of 1-20, negative budgets,
// or a position whose stones are not a placement of that kind (black and white alternating from
// black, fewer than `upTo`).
Status checkBalance(const Position& position, const BalanceLimits& limits);

Balance findBalance(Bot& bot, const Position& position, const BalanceLimits& limits, const BalanceCallbacks& callbacks = {});

}  // namespace renju::bot
