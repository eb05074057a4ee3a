// The bot's opening decisions: stones in a zone, the swap2 opening, swap decisions, fifth-move
// offers and choices, declared numbers, and every phase of every opening rule in self-play.
#include <catch2/catch.hpp>

#include "core/bot/opening_play.h"
#include "core/standard_opening.h"
#include "core/symmetry.h"
#include "helpers.h"

using namespace renju;

namespace {
bot::SearchLimits quick(uint64_t seed = 1) {
    bot::SearchLimits l;
    l.level = 3;
    l.nodes = 4000;
    l.seed = seed;
    return l;
}
}  // namespace

TEST_CASE("bot opening: a stone inside its zone", "[bot]") {
    bot::Bot b;
    // White 2 within the central 3x3, black 3 within 5x5.
    const Position one = test::setUp("h8", "", Color::White);
    const Point w = bot::placeStone(b, one, 3, quick());
    CHECK(std::abs(w.x - 7) <= 1);
    CHECK(std::abs(w.y - 7) <= 1);
    CHECK(one.board().empty(w));
    const Position two = test::setUp("h8", "i9", Color::Black);
    const Point p = bot::placeStone(b, two, 5, quick());
    CHECK(std::abs(p.x - 7) <= 2);
    CHECK(std::abs(p.y - 7) <= 2);
    CHECK(two.board().empty(p));
}

TEST_CASE("bot opening: swap and swap2 openers place three distinct stones", "[bot]") {
    bot::Bot b;
    for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
        for (uint64_t seed = 1; seed <= 2; ++seed) {
            const std::vector<Point> s = bot::proposeThreeStones(b, 15, rule, 0, quick(seed));
            REQUIRE(s.size() == 3);
            CHECK(s[0] != s[1]);
            CHECK(s[0] != s[2]);
            CHECK(s[1] != s[2]);
            for (Point p : s) CHECK(p.onBoard(15));
        }
        // Within the central 5x5 when asked.
        for (Point p : bot::proposeThreeStones(b, 15, rule, 5, quick())) {
            CHECK(std::abs(p.x - 7) <= 2);
            CHECK(std::abs(p.y - 7) <= 2);
        }
    }
}

// Issue 16: at low levels the opener's stones were scattered (I8, J6, F11), a shape no player offers.
// A player opens swap and swap2 with black on the centre, white touching it and black within the
// central 5x5, that is with one of the 26 standard openings; checked with the core's own recognizer.
TEST_CASE("bot opening: at every level the swap and swap2 openers place a standard opening", "[bot]") {
    for (Opening opening : {Opening::Swap, Opening::Swap2}) {
        for (Rule rule : {Rule::Renju, Rule::Freestyle}) {
            for (int level = 1; level <= 5; ++level) {
                for (uint64_t seed = 1; seed <= 3; ++seed) {
                    GameOptions o;
                    o.rule = rule;
                    o.opening = opening;
                    Game g(o);
                    bot::Bot b(bot::BotOptions{1});
                    while (g.moves().size() < 3) {
                        bot::SearchLimits l;
                        l.level = level;
                        l.nodes = 800;
                        l.seed = seed * 31 + g.moves().size();
                        const bot::TurnAnswer a = bot::decideTurn(b, g, l);
                        REQUIRE(a.status.ok());
                        REQUIRE(a.action.type == ActionType::Move);
                        REQUIRE(g.apply(a.action).ok());
                    }
                    INFO(openingName(opening) << " " << ruleName(rule) << " level " << level << " seed " << seed << ": " << g.code());
                    CHECK(g.moves()[0].point == Point(7, 7));
                    CHECK(recognizeOpening(g.moves(), 15).has_value());
                }
            }
        }
    }
    // On a 19x19 freestyle board too, about its centre.
    bot::Bot b;
    const std::vector<Point> s = bot::proposeThreeStones(b, 19, Rule::Freestyle, 0, quick(5));
    REQUIRE(s.size() == 3);
    CHECK(s[0] == Point(9, 9));
    CHECK(std::max(std::abs(s[1].x - 9), std::abs(s[1].y - 9)) == 1);
    CHECK(std::max(std::abs(s[2].x - 9), std::abs(s[2].y - 9)) <= 2);
}

TEST_CASE("bot opening: swap decisions take the better colour", "[bot]") {
    bot::Bot b;
    // Black to be won: an open four, white to move with nothing.
    const Position blackWins = test::setUp("h8 i8 j8 k8", "a1 o15 a15", Color::White, Rule::Freestyle);
    CHECK(bot::decideSwap(b, blackWins, Color::White, false, quick()).decision == bot::SwapDecision::Swap);
    CHECK(bot::decideSwap(b, blackWins, Color::Black, false, quick()).decision == bot::SwapDecision::Stay);
    CHECK(bot::decideSwap(b, blackWins, Color::White, true, quick()).decision == bot::SwapDecision::Swap);
    // White to move with a straight four coming: white is better.
    const Position whiteWins = test::setUp("a1 o15 a15 o1", "h8 i8 j8", Color::White, Rule::Freestyle);
    CHECK(bot::decideSwap(b, whiteWins, Color::Black, false, quick()).decision == bot::SwapDecision::Swap);
    CHECK(bot::decideSwap(b, whiteWins, Color::White, true, quick()).decision == bot::SwapDecision::Stay);
    // Place-two, when chosen, puts a white and then a black stone on empty points.
    const Position three = test::setUp("h8 j10", "i9", Color::White, Rule::Freestyle);
    const bot::SwapAnswer a = bot::decideSwap(b, three, Color::White, true, quick());
    if (a.decision == bot::SwapDecision::PlaceTwo) {
        REQUIRE(a.stones.size() == 2);
        CHECK(three.board().empty(a.stones[0]));
        CHECK(three.board().empty(a.stones[1]));
        CHECK(a.stones[0] != a.stones[1]);
    }
}

TEST_CASE("bot opening: fifth-move offers are legal and pairwise not symmetric", "[bot]") {
    bot::Bot b;
    // After a symmetric-ish four-stone opening (h8 i9 j8 ... white g8 keeps one mirror).
    const Position four = test::setUp("h8 j8", "i9 i7", Color::Black);
    for (int n : {1, 2, 5, 10}) {
        const std::vector<Point> offers = bot::offerFifthMoves(b, four, n, {}, quick());
        REQUIRE(static_cast<int>(offers.size()) == n);
        for (size_t i = 0; i < offers.size(); ++i) {
            CHECK(four.board().empty(offers[i]));
            Position scratch = four;
            CHECK(forbiddenKind(scratch, offers[i]) == ForbiddenKind::None);
            for (size_t j = 0; j < i; ++j) CHECK_FALSE(equivalentPoints(four.board(), offers[i], offers[j]));
        }
    }
    // Offers already made are respected (Taraguchi: one at a time).
    const Point first = test::pt("i8");
    for (Point p : bot::offerFifthMoves(b, four, 3, {first}, quick())) CHECK_FALSE(equivalentPoints(four.board(), p, first));
    // White keeps one of the offers.
    const std::vector<Point> offers = {test::pt("i8"), test::pt("a1")};
    const Point kept = bot::chooseFifthMove(b, four, offers, quick());
    CHECK((kept == offers[0] || kept == offers[1]));
    CHECK(formatPoint(kept) == "a1");  // a far corner stone is the weaker gift to black
}

TEST_CASE("bot opening: declared number of fifth moves", "[bot]") {
    bot::Bot b;
    const Position three = test::setUp("h8 j10", "i9", Color::White);
    for (int max : {1, 8, 12}) {
        const int n = bot::declareFifthCount(b, three, max, quick());
        CHECK(n >= 1);
        CHECK(n <= max);
    }
}

TEST_CASE("bot opening: self-play through every phase of every opening rule", "[bot]") {
    struct Case {
        Opening opening;
        Rule rule;
    };
    const Case cases[] = {{Opening::Free, Rule::Renju},        {Opening::Rif, Rule::Renju},
                          {Opening::Yamaguchi, Rule::Renju},   {Opening::Soosorv8, Rule::Renju},
                          {Opening::Taraguchi10, Rule::Renju}, {Opening::Swap, Rule::Freestyle},
                          {Opening::Swap2, Rule::Freestyle},   {Opening::Swap2, Rule::Standard},
                          {Opening::Swap2, Rule::Renju},       {Opening::Swap, Rule::Renju}};
    uint64_t seed = 1;
    for (const Case& c : cases) {
        for (int game = 0; game < 2; ++game) {
            GameOptions o;
            o.rule = c.rule;
            o.opening = c.opening;
            o.refuseForbidden = true;
            REQUIRE(Game::validate(o).ok());
            Game g(o);
            bot::Bot b(bot::BotOptions{1});
            int actions = 0;
            bool sawSwap = false, sawOffer = false;
            while (!g.over() && !g.position().board().full() && actions < 300) {
                bot::SearchLimits l;
                l.level = 2;
                l.nodes = 600;
                l.seed = ++seed;
                const Turn t = g.turn();
                const bot::TurnAnswer a = bot::decideTurn(b, g, l);
                INFO(openingName(c.opening) << " " << ruleName(c.rule) << " after " << g.code() << ": " << describeTurn(t));
                REQUIRE(a.status.ok());
                if (a.action.type == ActionType::Move && g.toMove() == Color::Black)
                    CHECK(g.forbiddenAt(a.action.point) == ForbiddenKind::None);
                sawSwap |= a.action.type == ActionType::Swap;
                sawOffer |= a.action.type == ActionType::Offer;
                const Status s = g.apply(a.action);
                INFO(s.message);
                REQUIRE(s.ok());
                ++actions;
            }
            if (c.opening != Opening::Free) CHECK(sawSwap);
            if (c.opening == Opening::Rif || c.opening == Opening::Yamaguchi || c.opening == Opening::Soosorv8) CHECK(sawOffer);
            CHECK(!g.inOpening());
        }
    }
}

TEST_CASE("bot opening: a finished game has no turn for the bot", "[bot]") {
    GameOptions o;
    o.rule = Rule::Freestyle;
    Game g(o);
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"}) REQUIRE(g.play(test::pt(m)).ok());
    bot::Bot b;
    CHECK(bot::decideTurn(b, g, quick()).status.code == ErrorCode::GameOver);
}
