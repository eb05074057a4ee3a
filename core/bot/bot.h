#pragma once
// The bot's public API: small value types in, small value types out. Single-threaded (runs in a
// Web Worker as well as natively); no exceptions, errors are values.
//
//   renju::bot::Bot bot;                                  // owns the hash table (4 MB by default)
//   SearchLimits limits;  limits.level = 3;  limits.seed = 42;
//   SearchResult r = bot.search(game.position(), limits);
//   if (r.status.ok() && r.best.x >= 0) game.play(r.best);
//
// Determinism: for the same position, limits and seed, a search limited by depth or nodes (levels
// 1-4 by default) returns the same result on every machine and in every build. When a time
// budget or a stop request ends it, the result depends on how far it got.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/position.h"
#include "core/status.h"

namespace renju::bot {

// What to search and for how long. Zero means "the level's default" for timeMs, nodes and depth
// (level 5's default time of 1 s applies only when neither timeMs nor nodes is given); level 0
// (analysis) has no defaults: it runs until a budget, a stop request or the maximum depth.
struct SearchLimits {
    int level = 5;           // 1 (weakest) .. 5 (strongest), or 0 for unlimited analysis
    int timeMs = 0;          // time budget for this move, in milliseconds; never exceeded by more than a few percent
    int softMs = 0;          // with timeMs: no new iteration after this many ms (0: kSoftShare of timeMs); see time_manager.h
    uint64_t nodes = 0;      // node budget
    int depth = 0;           // maximum main-search depth in plies
    uint64_t seed = 0;       // varies the choice among near-equal moves; same seed, same move
    // When not empty, the move is chosen among these points only (those that are legal), e.g. a
    // stone that must lie in an opening zone.
    std::vector<Point> only;
};

// Reported after each completed depth of the main search.
struct SearchProgress {
    int depth = 0;
    int eval = 0;            // as SearchResult::eval
    int winIn = 0;           // as SearchResult::winIn
    uint64_t nodes = 0;
    double timeMs = 0;
    Point best;
    std::vector<Point> pv;
};

// Ways to end a search early; it then returns the best move found so far.
struct SearchCallbacks {
    const std::atomic<bool>* stop = nullptr;                // set from another thread
    std::function<bool()> shouldStop;                       // polled about every 5 ms; true stops
    std::function<void(const SearchProgress&)> onProgress;  // after each completed depth
};

struct SearchResult {
    Status status;               // BAD_ARGUMENT (bad limits), GAME_OVER (a five is on the board)
    Point best;                  // off the board (-1,-1) when there is no move to make
    std::vector<Point> pv;       // principal variation, starting with `best`
    int eval = 0;                // side to move's view: > 0 better; about 100 per open three of advantage
    // A proven result: > 0 the side to move makes five with its winIn-th move from now (1 = now);
    // < 0 the opponent makes five with its -winIn-th move. 0: nothing proven. Exact for wins by
    // fours and for results of the main search; for a win by threes (VCT) it counts the moves of
    // the line shown in `pv`, and the defender may hold out longer with other replies (still lost).
    // A line ending in a straight four or an unstoppable four counts the five after it.
    int winIn = 0;
    Color winner = Color::Empty; // who wins when winIn != 0 ("black wins in N")
    // The side to move's win by continuous fours, when one was found: its four, the forced reply,
    // its next four, ..., ending with the decisive move. Empty when there is none (or not searched).
    std::vector<Point> vcf;
    int depth = 0;               // deepest completed main-search iteration
    uint64_t nodes = 0;
    double timeMs = 0;
    bool stopped = false;        // ended by a budget or a stop request rather than by finishing
};

struct BotOptions {
    size_t hashMegabytes = 4;    // transposition table size
    // Keep what earlier searches learnt (a game engine gains depth from it). Searches then depend
    // on the ones before them, so the same call can give another move: off by default.
    bool reuseHash = false;
};

// OK, or BAD_ARGUMENT for limits out of range: a level other than 0-5, a negative time or depth.
Status checkLimits(const SearchLimits& limits);

class Engine;

class Bot {
public:
    explicit Bot(const BotOptions& options = {});
    ~Bot();
    Bot(const Bot&) = delete;
    Bot& operator=(const Bot&) = delete;

    // Best move for the position's side to move, under the position's rule. Black in Renju never
    // gets a forbidden point (judged by the rules core).
    SearchResult search(const Position& position, const SearchLimits& limits, const SearchCallbacks& callbacks = {});

    void setHashSize(size_t megabytes);
    size_t hashSize() const;
    // Nodes searched by this bot since it was made, every search counted.
    uint64_t nodesSearched() const;

private:
    std::unique_ptr<Engine> engine_;
};

// "Show me the win": the shortest win by continuous fours for the position's side to move, with
// up to `maxFours` fours, within a node budget (0: none). Empty when none was found.
std::vector<Point> findVcf(const Position& position, int maxFours = 40, uint64_t nodes = 2000000);

// A win by threes and fours (VCT) for the side to move within `depth` attacker moves: the first
// line found, attacker and defender moves alternating (the defender's replies shown are the ones
// the solver refuted last). Empty when none was found within the budget.
std::vector<Point> findVct(const Position& position, int depth = 6, uint64_t nodes = 2000000);

}  // namespace renju::bot
