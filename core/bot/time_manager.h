#pragma once
// How long the bot may think about one move, from the clock the game is played under. One plan for
// every caller: pbrain-renju (Gomocup's timeout_turn / timeout_match / time_left) and the play page
// (the bot's clock), through the module's planMoveTime.

namespace renju::bot {

// Delays outside the search that the player's clock still counts: pipes, the manager or the page, and
// a loaded machine that leaves the engine waiting for a core. Measured in 200 ms matches on a
// 2-core machine with both cores kept busy by another process (README, "Time").
constexpr int kDefaultOverheadMs = 30;
// A search given a single budget (SearchLimits::timeMs alone) starts no new iteration after this
// share of it; the bot's search uses the same constant.
constexpr double kSoftShare = 0.75;
// "As fast as possible" (Gomocup's timeout_turn 0) and the least a search is ever given.
constexpr int kFastMs = 10;
constexpr int kMinMs = 5;

// The clock a move is played under.
struct TimeRules {
    int turnMs = -1;               // limit for this move: > 0 milliseconds, 0 as fast as possible, < 0 none
    long long leftMs = -1;         // what is left of the player's match clock; < 0 when there is none
    int moveNumber = 0;            // stones on the board
    int emptyPoints = 225;         // empty points left: the game cannot last longer
    int overheadMs = kDefaultOverheadMs;
    int spentMs = 0;               // already gone since the move was asked for (reading it, setting up)
};

// The plan. After softMs no new iteration starts (most moves end there); at hardMs the search stops,
// whatever it is doing. timeMs is the single budget for a search that takes only one: a soft limit of
// kSoftShare of it stays within the plan's soft limit. All 0 when no clock limits the move (the
// caller's own default applies).
struct MoveTime {
    int softMs = 0;
    int hardMs = 0;
    int timeMs = 0;
};

MoveTime planMoveTime(const TimeRules& rules);

// One move's time (a budget or soft limit, ms) shared by `searches` searches made one after
// another, e.g. an opening decision that weighs several positions: an even share of 90% of it,
// the rest kept for the work between them. At least 1.
int shareMs(int ms, int searches);

// How late moves have been answered lately beyond their hard limit: the delays of a loaded machine
// that kept the engine from a core (it still stops as soon as it runs again), which a fixed reserve
// does not cover. A late move raises the estimate at once; it falls by a quarter with each move.
// Add extraMs() to TimeRules::overheadMs.
class DelayEstimate {
public:
    static constexpr int kMaxExtraMs = 2000;
    // A move planned to stop by hardMs took tookMs, from reading the command to answering it.
    void record(int hardMs, int tookMs);
    int extraMs() const { return extra_; }

private:
    int extra_ = 0;
};

}  // namespace renju::bot
