// Analysis (multiPV): distinct candidates best first, the first one the bot's own move, proven
// wins checked by the reference VCF checker, progress with every candidate, budgets and stops,
// the win-probability curve, and the threat points of an overlay.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>

#include "core/bot/analysis.h"
#include "core/notation.h"
#include "helpers.h"
#include "reference_vcf.h"

using namespace renju;

namespace {

const char* kAnalysedMiddlegames[] = {"h8i9j10", "h8h9i9g7j10k11i10i11", "h8i8j9h7g8g6j7i7", "h8g9h9h10i8j7g8f8"};

bot::Analysis analyseAt(const Position& pos, int multiPV, int depth) {
    bot::Bot b;
    bot::AnalysisLimits limits;
    limits.multiPV = multiPV;
    limits.depth = depth;
    return bot::analyse(b, pos, limits);
}

}  // namespace

TEST_CASE("analysis: the first candidate is the bot's best move at the same depth", "[analysis]") {
    for (const char* code : kAnalysedMiddlegames) {
        INFO(code);
        const Position pos = test::fromCode(code);
        const bot::Analysis a = analyseAt(pos, 3, 4);
        REQUIRE(a.status.ok());
        REQUIRE(a.candidates.size() == 3);
        CHECK(a.depth == 4);
        bot::Bot b;
        bot::SearchLimits limits;
        limits.level = 0;
        limits.depth = 4;
        const bot::SearchResult r = b.search(pos, limits);
        CHECK(a.candidates[0].move == r.best);
        CHECK(a.candidates[0].eval == r.eval);
        CHECK(a.candidates[0].pv == r.pv);
    }
}

TEST_CASE("analysis: candidates are distinct empty points, each line starting with its move on empty points", "[analysis]") {
    for (const char* code : kAnalysedMiddlegames) {
        INFO(code);
        const Position pos = test::fromCode(code);
        const bot::Analysis a = analyseAt(pos, 5, 3);
        REQUIRE(a.candidates.size() == 5);
        std::set<int> seen;
        for (const bot::Candidate& c : a.candidates) {
            CHECK(pos.board().empty(c.move));
            CHECK(seen.insert(c.move.y * 15 + c.move.x).second);
            REQUIRE(!c.pv.empty());
            CHECK(c.pv.front() == c.move);
            Position walk = pos;
            for (Point p : c.pv) {
                REQUIRE(walk.board().empty(p));
                walk.place(p, walk.toMove());
                walk.setToMove(opponent(walk.toMove()));
            }
        }
        // Candidate k is the best once 0..k-1 are taken away: it cannot be found better than them.
        for (size_t k = 1; k < a.candidates.size(); ++k) CHECK(a.candidates[k].eval <= a.candidates[0].eval);
    }
}

TEST_CASE("analysis: black's forbidden points are never candidates", "[analysis]") {
    // h8 is a black double three (f8 g8 + h9 h10; see the tactics tests).
    const Position pos = test::setUp("f8 g8 h9 h10", "a1 a3 o1 o15", Color::Black);
    REQUIRE(test::kindAt(const_cast<Position&>(pos), "h8") != ForbiddenKind::None);
    const bot::Analysis a = analyseAt(pos, 10, 2);
    REQUIRE(a.candidates.size() == 10);
    for (const bot::Candidate& c : a.candidates) CHECK(formatPoint(c.move) != "h8");
}

TEST_CASE("analysis: a won position's first candidate is the win by fours, checked by the reference", "[analysis]") {
    // Black j8 is a four-three: j8, a forced reply, then a straight four: black wins with its 3rd move.
    const Position pos = test::setUp("j5 j6 j7 h8 i8", "j4 b2 n13 b13 n3");
    const bot::Analysis a = analyseAt(pos, 3, 4);
    REQUIRE(a.candidates.size() == 3);
    const bot::Candidate& c = a.candidates[0];
    CHECK(formatPoint(c.move) == "j8");
    CHECK(c.winIn == 3);
    CHECK(c.winner == Color::Black);
    CHECK(bot::winProbability(c.eval, c.winIn) == 1.0);
    CHECK(reference::checkVcf(pos, c.pv) == 3);
    CHECK(reference::checkVcf(pos, bot::findVcf(pos)) == c.winIn);
    // The others do not win as fast (the four-three point is taken away).
    for (size_t k = 1; k < a.candidates.size(); ++k) CHECK((a.candidates[k].winIn <= 0 || a.candidates[k].winIn > 3));
}

TEST_CASE("analysis: against a four, the block first and every other move loses at once", "[analysis]") {
    // White has the four d4 e4 f4 g4 (h4 and c4 ... c4 taken by black): black must play h4.
    const Position pos = test::setUp("c4 h8 i9", "d4 e4 f4 g4", Color::Black, Rule::Freestyle);
    const bot::Analysis a = analyseAt(pos, 3, 2);
    REQUIRE(a.candidates.size() == 3);
    CHECK(formatPoint(a.candidates[0].move) == "h4");
    for (size_t k = 1; k < 3; ++k) {
        // White makes five with its first move.
        CHECK(a.candidates[k].winIn == -1);
        CHECK(a.candidates[k].winner == Color::White);
        CHECK(bot::winProbability(a.candidates[k].eval, a.candidates[k].winIn) == 0.0);
    }
}

TEST_CASE("analysis: progress after each round carries every candidate, rounds deepen", "[analysis]") {
    const Position pos = test::fromCode("h8h9i9g7j10k11i10i11");
    bot::Bot b;
    bot::AnalysisLimits limits;
    limits.multiPV = 4;
    limits.depth = 4;
    std::vector<int> depths;
    bot::AnalysisCallbacks cb;
    cb.onProgress = [&](const bot::Analysis& p) {
        CHECK(p.candidates.size() == 4);
        if (depths.empty() || p.depth != depths.back()) depths.push_back(p.depth);
    };
    const bot::Analysis a = bot::analyse(b, pos, limits, cb);
    CHECK(depths == std::vector<int>{1, 2, 3, 4});
    CHECK(a.depth == 4);
    CHECK(!a.stopped);
}

TEST_CASE("analysis: node budget, stop request, bad limits, finished game", "[analysis]") {
    const Position pos = test::fromCode("h8i8j9h7g8g6j7i7");
    bot::Bot b;
    bot::AnalysisLimits limits;
    limits.nodes = 20000;
    bot::Analysis a = bot::analyse(b, pos, limits);
    CHECK(a.stopped);
    CHECK(a.nodes >= 20000);
    CHECK(a.nodes < 20000 + 5000);
    CHECK(a.candidates.size() == 3);

    limits.nodes = 0;
    int polls = 0;
    bot::AnalysisCallbacks cb;
    cb.shouldStop = [&] { return ++polls >= 3; };
    a = bot::analyse(b, pos, limits, cb);
    CHECK(a.stopped);
    CHECK(!a.candidates.empty());

    limits.multiPV = 0;
    CHECK(bot::analyse(b, pos, limits).status.code == ErrorCode::BadArgument);
    limits.multiPV = 11;
    CHECK(bot::analyse(b, pos, limits).status.code == ErrorCode::BadArgument);
    limits.multiPV = 3;
    limits.timeMs = -1;
    CHECK(bot::analyse(b, pos, limits).status.code == ErrorCode::BadArgument);
    limits.timeMs = 0;
    const Position over = test::fromCode("h8a1i8a2j8a3k8a4l8");
    CHECK(bot::analyse(b, over, limits).status.code == ErrorCode::GameOver);
}

TEST_CASE("analysis: win probability is the logistic curve of eval / 400, proven results 1 and 0", "[analysis]") {
    CHECK(bot::winProbability(0, 0) == 0.5);
    CHECK(bot::winProbability(400, 0) == Approx(0.7310586).epsilon(1e-6));   // 1 / (1 + e^-1)
    CHECK(bot::winProbability(-400, 0) == Approx(0.2689414).epsilon(1e-6));
    CHECK(bot::winProbability(100, 0) == Approx(0.5621765).epsilon(1e-6));   // 1 / (1 + e^-0.25)
    CHECK(bot::winProbability(-29000, 3) == 1.0);
    CHECK(bot::winProbability(29000, -2) == 0.0);
}

TEST_CASE("analysis: threat points of both sides for the overlay", "[analysis]") {
    // Black: the four h8 i8 j8 k8 (g8 blocked by white) makes five at l8; the open three h10 i10 j10
    // makes a straight four at g10 or k10 (f10 and l10 empty). White: the open three c3 d3 e3.
    const Position pos = test::setUp("h8 i8 j8 k8 h10 i10 j10", "g8 c3 d3 e3 o15", Color::White, Rule::Freestyle);
    const bot::ThreatPoints t = bot::threatPoints(pos);
    auto names = [](const std::vector<Point>& ps) {
        std::set<std::string> s;
        for (Point p : ps) s.insert(formatPoint(p));
        return s;
    };
    CHECK(names(t.fives[0]) == std::set<std::string>{"l8"});
    CHECK(names(t.fours[0]) == std::set<std::string>{"g10", "k10"});
    CHECK(names(t.fives[1]).empty());
    CHECK(names(t.fours[1]) == std::set<std::string>{"b3", "f3"});
}
