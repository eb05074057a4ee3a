// The balance finder of the swap openings: the placements it weighs come from the rules text (the
// 26 standard openings, 13 direct and 13 indirect, in any orientation), one per position up to the
// board's symmetries; closest to even first; the values are the bot's own search of the position
// after each placement; bad requests are refused and a stop request is obeyed.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <set>
#include <string>

#include "core/bot/balance.h"
#include "core/bot/opening_play.h"
#include "core/forbidden.h"
#include "core/standard_opening.h"
#include "core/symmetry.h"
#include "helpers.h"

using namespace renju;

namespace {

bot::Balance balanceAt(const Position& pos, int upTo, int candidates, int depth, const bot::BalanceCallbacks& cb = {}) {
    bot::Bot b;
    bot::BalanceLimits limits;
    limits.upTo = upTo;
    limits.candidates = candidates;
    limits.depth = depth;
    return bot::findBalance(b, pos, limits, cb);
}

// The position after a placement: colours alternate from black.
Position placed(const Position& pos, const std::vector<Point>& stones) {
    Position out = pos;
    int k = out.board().stones();
    for (Point p : stones) out.place(p, k++ % 2 == 0 ? Color::Black : Color::White);
    out.setToMove(k % 2 == 0 ? Color::Black : Color::White);
    return out;
}

bool symmetric(const Board& a, const Board& b) {
    const int n = a.size();
    for (int s = 0; s < kSymmetries; ++s) {
        bool same = true;
        for (int i = 0; i < n * n && same; ++i)
            if (a.at(i) != Color::Empty) same = b.at(transform(a.point(i), s, n)) == a.at(i);
        if (same && a.stones() == b.stones()) return true;
    }
    return false;
}

void requireOrdered(const bot::Balance& r) {
    for (size_t i = 1; i < r.candidates.size(); ++i)
        CHECK(std::abs(r.candidates[i - 1].blackAdvantage) <= std::abs(r.candidates[i].blackAdvantage));
}

}  // namespace

TEST_CASE("balance: from an empty board it weighs the 26 standard openings, each once", "[balance]") {
    const Position empty(15, Rule::Renju);
    const bot::Balance r = balanceAt(empty, 3, 20, 1);
    REQUIRE(r.status.ok());
    // The rules text: 26 standard openings; their orientations are the same positions.
    CHECK(r.total == 26);
    CHECK(r.searched == 26);
    CHECK_FALSE(r.stopped);
    REQUIRE(r.candidates.size() == 20);
    std::set<std::string> codes;
    for (const bot::BalanceCandidate& c : r.candidates) {
        REQUIRE(c.stones.size() == 3);
        CHECK(c.stones[0] == test::pt("h8"));  // black 1 on the centre
        const auto m = recognizeOpening(c.stones[0], c.stones[1], c.stones[2], 15);
        REQUIRE(m.has_value());
        codes.insert(m->opening->code);
    }
    CHECK(codes.size() == 20);
    requireOrdered(r);
}

TEST_CASE("balance: after a direct or an indirect second stone, the 13 openings of that kind", "[balance]") {
    for (const auto& [white, kind] : {std::pair{"h9", 'D'}, std::pair{"i9", 'I'}, std::pair{"g7", 'I'}, std::pair{"h7", 'D'}}) {
        INFO(white);
        const Position pos = test::setUp("h8", white, Color::Black);
        const bot::Balance r = balanceAt(pos, 3, 13, 1);
        REQUIRE(r.status.ok());
        CHECK(r.total == 13);
        REQUIRE(r.candidates.size() == 13);
        std::set<std::string> codes;
        for (const bot::BalanceCandidate& c : r.candidates) {
            REQUIRE(c.stones.size() == 1);
            const auto m = recognizeOpening(test::pt("h8"), test::pt(white), c.stones[0], 15);
            REQUIRE(m.has_value());
            CHECK(std::string(m->opening->code).back() == kind);
            codes.insert(m->opening->code);
        }
        CHECK(codes.size() == 13);
        requireOrdered(r);
    }
}

TEST_CASE("balance: each value is the bot's search of the position after the placement, white to move", "[balance]") {
    const Position pos = test::setUp("h8", "i9", Color::Black);
    const bot::Balance r = balanceAt(pos, 3, 5, 3);
    REQUIRE(r.status.ok());
    REQUIRE(r.candidates.size() == 5);
    for (const bot::BalanceCandidate& c : r.candidates) {
        const Position after = placed(pos, c.stones);
        REQUIRE(after.toMove() == Color::White);
        bot::Bot b;
        bot::SearchLimits limits;
        limits.level = 0;
        limits.depth = 3;
        const bot::SearchResult s = b.search(after, limits);
        CHECK(c.eval == s.eval);
        CHECK(c.winIn == s.winIn);
        CHECK(c.blackAdvantage == (s.winIn ? (s.winner == Color::Black ? bot::kOpeningWin : -bot::kOpeningWin) : -s.eval));
    }
}

TEST_CASE("balance: swap2's moves 4 and 5, white then black, legal, no two the same position up to symmetry", "[balance]") {
    // h8 h9 h10 (1D, Kansei) is symmetric left to right: a placement and its mirror image are one.
    const Position pos = test::fromCode("h8h9h10");
    const bot::Balance r = balanceAt(pos, 5, 20, 2);
    REQUIRE(r.status.ok());
    REQUIRE(r.total >= 2);
    REQUIRE_FALSE(r.candidates.empty());
    for (size_t i = 0; i < r.candidates.size(); ++i) {
        const bot::BalanceCandidate& c = r.candidates[i];
        REQUIRE(c.stones.size() == 2);
        Position white = pos;
        white.setToMove(Color::White);
        CHECK(white.board().empty(c.stones[0]));
        Position black = placed(pos, {c.stones[0]});
        REQUIRE(black.toMove() == Color::Black);
        CHECK(black.board().empty(c.stones[1]));
        CHECK(forbiddenKind(black, c.stones[1]) == ForbiddenKind::None);
        for (size_t j = 0; j < i; ++j)
            CHECK_FALSE(symmetric(placed(pos, c.stones).board(), placed(pos, r.candidates[j].stones).board()));
    }
    requireOrdered(r);
    // After move 4, the fifth alone.
    const bot::Balance five = balanceAt(test::fromCode("h8h9h10i10"), 5, 3, 2);
    REQUIRE(five.status.ok());
    for (const bot::BalanceCandidate& c : five.candidates) CHECK(c.stones.size() == 1);
}

TEST_CASE("balance: requests that are not a placement step are refused and say why", "[balance]") {
    bot::Bot b;
    bot::BalanceLimits limits;
    limits.upTo = 4;
    const Position empty(15, Rule::Renju);
    bot::Balance r = bot::findBalance(b, empty, limits);
    CHECK(r.status.code == ErrorCode::BadArgument);
    CHECK(r.status.message.find("upTo") != std::string::npos);
    limits.upTo = 3;
    limits.candidates = 0;
    CHECK(bot::findBalance(b, empty, limits).status.code == ErrorCode::BadArgument);
    limits.candidates = 5;
    r = bot::findBalance(b, test::fromCode("h8h9h10"), limits);
    CHECK(r.status.code == ErrorCode::BadArgument);
    CHECK(r.status.message.find("3 stones") != std::string::npos);
    r = bot::findBalance(b, test::setUp("", "h8 h9", Color::Black), limits);
    CHECK(r.status.code == ErrorCode::BadArgument);
    CHECK(r.candidates.empty());
}

TEST_CASE("balance: a stop request ends it with the placements weighed so far", "[balance]") {
    int reports = 0;
    bot::BalanceCallbacks cb;
    cb.onProgress = [&](const bot::Balance& b) {
        ++reports;
        CHECK(b.searched == reports);
        CHECK(b.candidates.size() <= 5);
    };
    cb.shouldStop = [&]() { return reports >= 3; };
    const bot::Balance r = balanceAt(Position(15, Rule::Renju), 3, 5, 2, cb);
    REQUIRE(r.status.ok());
    CHECK(r.stopped);
    CHECK(r.searched == 3);
    CHECK(r.total == 26);
    CHECK(r.candidates.size() == 3);
}

TEST_CASE("balance: stones that fit no standard shape get placements from the move ordering", "[balance]") {
    const Position pos = test::setUp("a1", "", Color::White);
    const bot::Balance r = balanceAt(pos, 3, 5, 1);
    REQUIRE(r.status.ok());
    CHECK(r.total > 0);
    for (const bot::BalanceCandidate& c : r.candidates) {
        REQUIRE(c.stones.size() == 2);
        CHECK(pos.board().empty(c.stones[0]));
        CHECK(pos.board().empty(c.stones[1]));
        CHECK(c.stones[0] != c.stones[1]);
    }
}
