// The bot's time manager (core/bot/time_manager.h): each plan worked out by hand from the rules in
// the header (reserve = overhead + 5% of the turn, at most half of it; soft = 75% of the hard limit;
// a match clock shared over 25 - moves/4 moves to go, at least 10 and at most half the empty points).
#include <catch2/catch.hpp>

#include <functional>

#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/bot/search_control.h"
#include "core/bot/time_manager.h"

using namespace renju;
using namespace renju::bot;

namespace {

TimeRules turn(int ms) {
    TimeRules r;
    r.turnMs = ms;
    return r;
}

TimeRules clock(long long leftMs, int moveNumber = 0, int emptyPoints = 225) {
    TimeRules r;
    r.leftMs = leftMs;
    r.moveNumber = moveNumber;
    r.emptyPoints = emptyPoints;
    return r;
}

void requirePlan(const MoveTime& t, int softMs, int hardMs, int timeMs) {
    CHECK(t.softMs == softMs);
    CHECK(t.hardMs == hardMs);
    CHECK(t.timeMs == timeMs);
}

}  // namespace

TEST_CASE("time manager: a turn limit keeps a reserve for the delays outside the engine (200 ms: 40 ms)", "[time]") {
    // 200 - (30 + 10) = 160; 75% of it 120.
    requirePlan(planMoveTime(turn(200)), 120, 160, 160);
    // 1000 - (30 + 50) = 920; 690.
    requirePlan(planMoveTime(turn(1000)), 690, 920, 920);
    // 40 ms: the reserve is capped at half the turn, 20; soft 15.
    requirePlan(planMoveTime(turn(40)), 15, 20, 20);
    // No overhead given: 5% only, 190; soft 142.5 taken down to 142, whose single budget
    // 142 / 0.75 = 189.3 rounds to 189.
    TimeRules quiet = turn(200);
    quiet.overheadMs = 0;
    requirePlan(planMoveTime(quiet), 142, 190, 189);
    quiet.overheadMs = -50;  // nonsense overhead counts as none
    requirePlan(planMoveTime(quiet), 142, 190, 189);
}

TEST_CASE("time manager: Gomocup's timeout_turn 0 is as fast as possible; no limit at all leaves the caller's default", "[time]") {
    // 10 ms: soft 7.5 taken down to 7, single budget 7 / 0.75 = 9.3, so 9.
    requirePlan(planMoveTime(turn(0)), 7, 10, 9);
    requirePlan(planMoveTime(TimeRules{}), 0, 0, 0);
}

TEST_CASE("time manager: the time already spent on the move comes off both limits", "[time]") {
    TimeRules r = turn(200);
    r.spentMs = 50;
    // 160 - 50 = 110, 120 - 50 = 70; a single budget whose soft share is 70 is 93 (93.3).
    requirePlan(planMoveTime(r), 70, 110, 93);
    r.spentMs = 500;  // already over: the least a search gets
    requirePlan(planMoveTime(r), 1, kMinMs, kMinMs);
}

TEST_CASE("time manager: a match clock is shared over the moves to come, three shares at most for one move", "[time]") {
    // 100 s at the start: 25 moves to go, 100000 - 25 x 30 = 99250 usable, a share of 3970;
    // hard min(3 x 3970, 99250 / 4) = 11910; single budget 3970 / 0.75 = 5293.
    requirePlan(planMoveTime(clock(100000)), 3970, 11910, 5293);
    // Move 80: 25 - 20 = 5 is raised to 10 moves; 60000 - 300 = 59700, share 5970, hard
    // min(17910, 14925) = 14925; single budget 5970 / 0.75 = 7960.
    requirePlan(planMoveTime(clock(60000, 80, 145)), 5970, 14925, 7960);
    // Three empty points: at most 2 more moves of ours; 10000 - 60 = 9940, share 4970, hard a
    // quarter, 2485, and the soft limit never above the hard one.
    requirePlan(planMoveTime(clock(10000, 222, 3)), 2485, 2485, 2485);
    // 1 s left at the start: 1000 - 750 = 250, a share of 10, hard 30, single budget 13 (13.3).
    requirePlan(planMoveTime(clock(1000)), 10, 30, 13);
    // Nothing left: the least a search gets.
    requirePlan(planMoveTime(clock(0)), 1, kMinMs, kMinMs);
}

TEST_CASE("time manager: with both, the turn limit caps the match clock's plan", "[time]") {
    TimeRules r = clock(100000);
    r.turnMs = 5000;
    // Turn cap 5000 - (30 + 250) = 4720; share 3970 is over 75% of the cap, 3540.
    requirePlan(planMoveTime(r), 3540, 4720, 4720);
    r.turnMs = 200;
    requirePlan(planMoveTime(r), 120, 160, 160);
}

TEST_CASE("time manager: for every turn limit the hard limit plus the overhead stays within the turn", "[time]") {
    for (int ms = 1; ms <= 20000; ms += (ms < 400 ? 1 : 37)) {
        const MoveTime t = planMoveTime(turn(ms));
        INFO("turn " << ms);
        REQUIRE(t.softMs >= 1);
        REQUIRE(t.softMs <= t.hardMs);
        REQUIRE(t.timeMs <= t.hardMs);
        if (ms >= 60) REQUIRE(t.hardMs + kDefaultOverheadMs <= ms);
        else REQUIRE(t.hardMs <= std::max(kMinMs, ms - ms / 2));
    }
}

TEST_CASE("time manager: the bot takes the plan's soft limit and refuses a negative one", "[time]") {
    SearchLimits l;
    l.softMs = -1;
    CHECK(checkLimits(l).code == ErrorCode::BadArgument);
    l.softMs = 50;
    l.timeMs = 100;
    CHECK(checkLimits(l).ok());
}

TEST_CASE("time manager: late answers on a loaded machine raise the reserve, which then decays by a quarter a move", "[time]") {
    DelayEstimate d;
    CHECK(d.extraMs() == 0);
    d.record(160, 150);  // on time
    CHECK(d.extraMs() == 0);
    d.record(160, 236);  // 76 ms late: kept from a core
    CHECK(d.extraMs() == 76);
    d.record(160, 150);
    CHECK(d.extraMs() == 57);  // 76 x 3/4
    d.record(160, 100);
    CHECK(d.extraMs() == 42);  // 57 x 3/4
    d.record(160, 190);  // 30 late, less than the estimate: the estimate decays
    CHECK(d.extraMs() == 31);
    d.record(100, 100000);
    CHECK(d.extraMs() == DelayEstimate::kMaxExtraMs);
    // At 200 ms a move with 76 ms of lateness: reserve 30 + 76 + 10, capped at half the turn;
    // soft 75 of the 100 left.
    TimeRules r = turn(200);
    r.overheadMs = kDefaultOverheadMs + 76;
    requirePlan(planMoveTime(r), 75, 100, 100);
}

namespace {
// A SearchControl on a clock the test moves by hand: check() looks at the limits as tick() does
// every 128 nodes.
struct FakeClock {
    double now = 0;
    std::function<double()> fn = [this] { return now; };
};
// Looks at the limits every `stepMs` until the control stops; the time it stopped at.
double runUntilStopped(SearchControl& ctl, FakeClock& clock, double stepMs) {
    while (!ctl.stopped() && clock.now < 10000) {
        clock.now += stepMs;
        ctl.check();
    }
    return clock.now;
}
}  // namespace

TEST_CASE("search control: on a quiet machine the search stops at the last look before its hard limit", "[time]") {
    FakeClock clock;
    SearchControl ctl;
    ctl.useClock(&clock.fn);
    ctl.start(100, 0, nullptr, nullptr);
    // Looks 1 ms apart: stops at 99 (99 + 1 >= 100), where it used to stop at the first look at
    // or after 100.
    CHECK(runUntilStopped(ctl, clock, 1) == 99);
    CHECK(ctl.timeOrNodesUp());
    CHECK_FALSE(ctl.stopRequested());
}

TEST_CASE("search control: kept from a core once, it stops a gap early instead of a gap late", "[time][bug]") {
    // Found in Renju matches at 200 ms a move on a loaded machine: moves of 250-330 ms that had
    // only 3-25 ms of processor time, the rest spent waiting for a core; the search looked at the
    // clock after the hard limit had long passed. Having once waited 30 ms between two looks, it
    // now stops while the next look could come after the limit.
    FakeClock clock;
    SearchControl ctl;
    ctl.useClock(&clock.fn);
    ctl.start(100, 0, nullptr, nullptr);
    clock.now = 10;
    ctl.check();
    clock.now = 40;  // 30 ms without a look: the process was not running
    ctl.check();
    REQUIRE_FALSE(ctl.stopped());
    CHECK(ctl.maxGapMs() == 30);
    // From here looks come 1 ms apart again: it stops at 70 (70 + 30 >= 100).
    CHECK(runUntilStopped(ctl, clock, 1) == 70);
}

TEST_CASE("search control: a sub-search's run is no gap of its parent's, its own gaps are", "[time]") {
    FakeClock clock;
    SearchControl parent;
    parent.useClock(&clock.fn);
    parent.start(100, 0, nullptr, nullptr);
    while (clock.now < 10) {
        clock.now += 1;
        parent.check();
    }
    SearchControl child;
    child.startChild(parent, 40, 0);
    CHECK(child.hardMs() == 40);
    // The child looks 1 ms apart for its 40 ms (stops at 39), while the parent looks not at all.
    CHECK(runUntilStopped(child, clock, 1) == 49);
    parent.absorb(child);
    CHECK_FALSE(parent.stopped());
    CHECK(parent.maxGapMs() == 1);  // not the child's 39 ms
    CHECK(parent.nodes() == 0);

    // A child started after a long gap inherits it, and never runs past the parent's limit.
    SearchControl late;
    late.useClock(&clock.fn);
    late.start(100, 0, nullptr, nullptr);
    const double t0 = clock.now;
    clock.now += 30;
    late.check();  // 30 ms without a look
    REQUIRE_FALSE(late.stopped());
    SearchControl sub;
    sub.startChild(late, 0, 0);  // no limit of its own: the parent's 70 ms left
    CHECK(sub.hardMs() == 70);
    CHECK(sub.maxGapMs() == 30);
    CHECK(runUntilStopped(sub, clock, 1) - t0 == 30 + 40);  // 40 + 30 >= 70
    CHECK(sub.timeOrNodesUp());
}

TEST_CASE("time manager: the searches behind one decision share the turn, soft limit included", "[time]") {
    CHECK(shareMs(160, 1) == 160);
    CHECK(shareMs(160, 18) == 8);  // 90% of 160 over 18
    CHECK(shareMs(10, 17) == 1);   // never below 1 ms
    SearchLimits l;
    l.level = 5;
    l.timeMs = 160;
    l.softMs = 120;
    l.nodes = 36000;
    const SearchLimits s = shareOf(l, 18);
    CHECK(s.timeMs == 8);
    CHECK(s.softMs == 6);  // 90% of 120 over 18
    CHECK(s.nodes == 2000);
    // Time and nodes of all the shares stay within the turn's.
    for (int searches = 1; searches <= 40; ++searches) {
        const SearchLimits t = shareOf(l, searches);
        INFO(searches << " searches");
        CHECK(t.timeMs * searches <= l.timeMs);
        CHECK(t.softMs <= t.timeMs);
        CHECK(t.nodes * searches <= l.nodes);
    }
}
