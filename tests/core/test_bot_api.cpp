// The bot's API: argument checks, budgets, stop requests, progress, determinism and variety,
// restricted moves, and self-play under every rule with no illegal or forbidden move.
#include <catch2/catch.hpp>

#include <atomic>
#include <set>

#include "core/bot/bot.h"
#include "core/game.h"
#include "helpers.h"
#include "reference_vcf.h"

using namespace renju;

namespace {

const char* kMiddlegames[] = {"h8i9j10", "h8i9i8h9j8g8", "h8h9i9g7j10k11i10i11", "h8i8j9h7g8g6j7i7",
                              "h8g9h9h10i8j7g8f8"};

// One self-play game; every move must be accepted by a game that refuses forbidden moves.
void selfPlay(Rule rule, int size, int levelBlack, int levelWhite, uint64_t seed, uint64_t nodes) {
    GameOptions options;
    options.rule = rule;
    options.size = size;
    options.refuseForbidden = true;
    Game game(options);
    bot::Bot b(bot::BotOptions{1});
    while (!game.over() && !game.position().board().full()) {
        bot::SearchLimits limits;
        limits.level = game.toMove() == Color::Black ? levelBlack : levelWhite;
        limits.nodes = nodes;
        limits.seed = seed + static_cast<uint64_t>(game.ply());
        const bot::SearchResult r = b.search(game.position(), limits);
        REQUIRE(r.status.ok());
        REQUIRE(r.best.onBoard(size));
        INFO(ruleName(rule) << " " << size << " " << game.code() << " then " << formatPoint(r.best));
        REQUIRE(game.forbiddenAt(r.best) == ForbiddenKind::None);
        REQUIRE(game.play(r.best).ok());
    }
    CHECK((game.over() || game.position().board().full()));
    if (game.over()) CHECK((game.result().reason == Reason::Five || game.result().reason == Reason::FullBoard));
}

}  // namespace

TEST_CASE("bot API: refuses bad limits and finished games", "[bot]") {
    bot::Bot b;
    const Position pos = test::fromCode("h8i9j10");
    bot::SearchLimits limits;
    limits.level = 6;
    CHECK(b.search(pos, limits).status.code == ErrorCode::BadArgument);
    limits.level = -1;
    CHECK(b.search(pos, limits).status.code == ErrorCode::BadArgument);
    limits.level = 3;
    limits.timeMs = -5;
    CHECK(b.search(pos, limits).status.code == ErrorCode::BadArgument);
    limits.timeMs = 0;
    limits.only = {Point(15, 3)};
    CHECK(b.search(pos, limits).status.code == ErrorCode::OffBoard);
    limits.only = {test::pt("h8")};
    CHECK(b.search(pos, limits).status.code == ErrorCode::Occupied);
    limits.only.clear();
    const Position five = test::fromCode("h8a1i8a2j8a3k8a4l8");
    CHECK(b.search(five, limits).status.code == ErrorCode::GameOver);
}

TEST_CASE("bot API: first move, full board", "[bot]") {
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = 3;
    CHECK(formatPoint(b.search(Position(), limits).best) == "h8");
    CHECK(formatPoint(b.search(Position(9, Rule::Freestyle), limits).best) == "e5");
    // A full 5x5 board without a five: nothing to play, and no error.
    Position full(5, Rule::Freestyle);
    const char* rows[5] = {"BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWWB"};
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) full.place(Point(x, y), rows[y][x] == 'B' ? Color::Black : Color::White);
    const bot::SearchResult r = b.search(full, limits);
    CHECK(r.status.ok());
    CHECK_FALSE(r.best.onBoard(5));
}

TEST_CASE("bot API: same seed, same move; other seeds vary", "[bot]") {
    std::set<std::string> distinct;
    for (const char* code : kMiddlegames) {
        const Position pos = test::fromCode(code);
        bot::SearchLimits limits;
        limits.level = 3;
        // A tenth of level 3's default budget: a node budget is what makes a search repeatable,
        // and the root noise that varies the move is the same at any budget.
        limits.nodes = 8000;
        limits.seed = 42;
        bot::Bot a, b;
        const bot::SearchResult first = a.search(pos, limits);
        CHECK(formatPoint(b.search(pos, limits).best) == formatPoint(first.best));
        CHECK(formatPoint(a.search(pos, limits).best) == formatPoint(first.best));  // history does not matter
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            limits.seed = seed;
            distinct.insert(std::string(code) + formatPoint(a.search(pos, limits).best));
        }
    }
    CHECK(distinct.size() > std::size(kMiddlegames));  // some position got more than one move
}

TEST_CASE("bot API: stop requests return the best move so far", "[bot]") {
    const Position pos = test::fromCode("h8h9i9g7j10k11i10i11");
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = 0;  // analysis: nothing else would stop it soon
    std::atomic<bool> stop{true};
    bot::SearchCallbacks callbacks;
    callbacks.stop = &stop;
    bot::SearchResult r = b.search(pos, limits, callbacks);
    CHECK(r.stopped);
    CHECK(r.best.onBoard(15));
    CHECK(pos.board().empty(r.best));

    int polls = 0;
    bot::SearchCallbacks polling;
    polling.shouldStop = [&] { return ++polls >= 3; };
    limits.level = 0;
    r = b.search(pos, limits, polling);
    CHECK(r.stopped);
    CHECK(polls >= 3);
    CHECK(r.best.onBoard(15));
}

TEST_CASE("bot API: progress after each depth, node budget, analysis fields", "[bot]") {
    const Position pos = test::fromCode("h8h9i9g7j10k11i10i11");
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = 0;
    limits.nodes = 30000;
    std::vector<int> depths;
    bot::SearchCallbacks callbacks;
    callbacks.onProgress = [&](const bot::SearchProgress& p) {
        depths.push_back(p.depth);
        CHECK(!p.pv.empty());
        CHECK(p.pv.front() == p.best);
    };
    const bot::SearchResult r = b.search(pos, limits, callbacks);
    REQUIRE(r.status.ok());
    REQUIRE(depths.size() >= 2);
    for (size_t k = 1; k < depths.size(); ++k) CHECK(depths[k] == depths[k - 1] + 1);
    // The threat guard keeps part of the budget for its last check and may not need all of it.
    CHECK(r.nodes >= 30000 / 2);
    CHECK(r.nodes < 30000 + 5000);  // never much past the budget
    CHECK(!r.pv.empty());
    CHECK(r.pv.front() == r.best);
    // A played-out principal variation stays on empty points.
    Position walk = pos;
    for (Point p : r.pv) {
        REQUIRE(walk.board().empty(p));
        walk.place(p, walk.toMove());
        walk.setToMove(opponent(walk.toMove()));
    }
}

TEST_CASE("bot API: the VCF of a won position comes with the result", "[bot]") {
    // Black j8 is a four-three (see the tactics tests): a VCF of two fours and a five.
    const Position pos = test::setUp("j5 j6 j7 h8 i8", "j4 b2 n13 b13 n3");
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = 4;
    const bot::SearchResult r = b.search(pos, limits);
    REQUIRE(!r.vcf.empty());
    CHECK(reference::checkVcf(pos, r.vcf) == r.winIn);
    CHECK(r.winner == Color::Black);
}

TEST_CASE("bot API: a move restricted to given points", "[bot]") {
    const Position pos = test::fromCode("h8i9j10");
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = 3;
    limits.only = {test::pt("a1"), test::pt("o15"), test::pt("h8")};
    const Point p = b.search(pos, limits).best;
    CHECK((formatPoint(p) == "a1" || formatPoint(p) == "o15"));
}

TEST_CASE("bot self-play: no illegal or forbidden move under any rule", "[bot]") {
    selfPlay(Rule::Renju, 15, 2, 1, 1, 1500);
    selfPlay(Rule::Renju, 15, 1, 3, 2, 1500);
    selfPlay(Rule::Standard, 15, 2, 2, 3, 1500);
    selfPlay(Rule::Freestyle, 15, 3, 1, 4, 1500);
    selfPlay(Rule::Freestyle, 7, 2, 2, 5, 1500);
    selfPlay(Rule::Standard, 20, 1, 2, 6, 1500);
}

TEST_CASE("bot self-play, long: every rule, size and level", "[bot][long]") {
    uint64_t seed = 100;
    for (Rule rule : {Rule::Renju, Rule::Standard, Rule::Freestyle})
        for (int size : {5, 6, 9, 15, 19, 22}) {
            if (rule == Rule::Renju && size != 15) continue;
            for (int level = 1; level <= 5; ++level) selfPlay(rule, size, level, 6 - level == 0 ? 1 : 6 - level, ++seed, 20000);
        }
}
