#pragma once
// Analysis for a person watching the engine think: the best k distinct moves of a position, each
// with its evaluation, a proven result when there is one, and its principal variation.
//
// Built on the bot's public search (Bot::search), so the first candidate is exactly the bot's
// best move: with a depth budget D, candidates[0] equals Bot::search(level 0, depth D). Candidate i
// is the best move when candidates 0..i-1 are excluded (the search's `only`). The work goes in
// rounds of increasing depth: round d searches each of the k candidates to depth d, and every
// completed round is reported with all k candidates.
#include <cstdint>
#include <functional>
#include <vector>

#include "core/bot/bot.h"
#include "core/position.h"
#include "core/status.h"

namespace renju::bot {

struct AnalysisLimits {
    int multiPV = 3;      // candidates wanted, 1-10 (fewer when the position has fewer moves)
    int timeMs = 0;       // for the whole analysis (0: none)
    uint64_t nodes = 0;   // for the whole analysis (0: none)
    int depth = 0;        // deepest round (0: until a budget, a stop or everything is proven)
};

struct Candidate {
    Point move;
    int eval = 0;                 // side to move's view, as SearchResult::eval
    int winIn = 0;                // as SearchResult::winIn: > 0 the side to move wins with its winIn-th move
    Color winner = Color::Empty;  // who wins when winIn != 0
    std::vector<Point> pv;        // starts with `move`
};

struct Analysis {
    Status status;                       // BAD_ARGUMENT (limits), GAME_OVER (a five on the board)
    Color toMove = Color::Empty;
    int depth = 0;                       // the deepest completed round
    std::vector<Candidate> candidates;   // best first, distinct moves
    uint64_t nodes = 0;
    double timeMs = 0;
    bool stopped = false;                // ended by a budget or a stop request
};

struct AnalysisCallbacks {
    std::function<bool()> shouldStop;                       // polled about every 5 ms
    std::function<void(const Analysis&)> onProgress;        // after each completed round
};

// The chance that the side to move wins, from an evaluation: 1 / (1 + e^(-eval / 400)). The
// evaluation's weights are fitted to exactly this curve on self-play results (bench/eval_tune.cpp),
// so 400 is the scale the numbers were made for: +400 is about 73%, +100 (an open three's worth)
// about 56%. A proven win (winIn > 0) is 1, a proven loss 0. (The WebAssembly API computes the
// same curve in JavaScript: the module stays without the exponential function's code and tables.)
double winProbability(int eval, int winIn);

// OK or BAD_ARGUMENT naming the limit out of range.
Status checkAnalysisLimits(const AnalysisLimits& limits);

// Threats on the board for an overlay, as the bot's pattern code sees them (Renju-aware): for each
// colour (0 black, 1 white) the points where a stone of it makes five (it has a four there) and
// where it makes a straight four or a double four (it has a three, or two lines that will be fours).
// Black's forbidden points are never listed as black's: ask the rules core for those.
struct ThreatPoints {
    std::vector<Point> fives[2];
    std::vector<Point> fours[2];
};
ThreatPoints threatPoints(const Position& position);

Analysis analyse(Bot& bot, const Position& position, const AnalysisLimits& limits, const AnalysisCallbacks& callbacks = {});

}  // namespace renju::bot
