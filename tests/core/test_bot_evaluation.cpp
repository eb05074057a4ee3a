// The evaluation's order of shapes, worked out by hand from what each shape threatens: a three
// threatens a straight four, a blocked three only a four; a four-three wins where a lone four only
// forces one reply. And its initiative levels: which side holds the threats with one stone.
#include <catch2/catch.hpp>

#include "core/bot/search.h"
#include "core/bot/search_board.h"
#include "helpers.h"

using namespace renju;
using namespace renju::bot;

namespace {
int cell(const std::string& p) { return cellIndex(pt(p)); }
}  // namespace

TEST_CASE("evaluation: a point that makes an open three is worth more than one that makes a blocked three", "[bot]") {
    // j11 makes h11 i11 j11 with g11 f11 k11 l11 empty; f4 makes d4 e4 f4 against white's c4.
    // Far apart, each point's other three lines hold no stone.
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
        SearchBoard b(setUp("h11 i11 d4 e4", "c4 o1", Color::Black, rule));
        REQUIRE(b.threat(cell("j11"), kBlack) == kFlex3);
        REQUIRE(b.threat(cell("f4"), kBlack) == kBlock3);
        for (int role = 0; role < 2; ++role) CHECK(b.cellValueOf(cell("j11"), kBlack, role) > b.cellValueOf(cell("f4"), kBlack, role));
    }
}

TEST_CASE("evaluation: a four-three point is worth more than a lone four point, and is searched first", "[bot]") {
    // g12 makes d12-g12 (blocked by c12) and g10 g11 g12 down, open; g4 makes d4-g4 (blocked by c4) alone.
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
        const Position pos = setUp("d12 e12 f12 g10 g11 d4 e4 f4", "c12 c4 o1 o15 a15", Color::Black, rule);
        SearchBoard b(pos);
        REQUIRE(b.threat(cell("g12"), kBlack) == kBlock4Flex3);
        REQUIRE(b.threat(cell("g4"), kBlack) == kBlock4);
        for (int role = 0; role < 2; ++role) CHECK(b.cellValueOf(cell("g12"), kBlack, role) > b.cellValueOf(cell("g4"), kBlack, role));
        TranspositionTable tt;
        tt.resize(1);
        SearchControl ctl;
        ctl.start(0, 1000, nullptr, nullptr);
        VcfSolver vcf;
        Search search(b, tt, ctl, vcf, SearchParams{}, 1);
        int moves[256];
        REQUIRE(search.rootMoves(moves, 256) > 2);
        CHECK(moves[0] == cell("g12"));
    }
}

TEST_CASE("evaluation: initiative levels say who can make threes and fours with one stone", "[bot]") {
    SECTION("nothing but twos") {
        SearchBoard b(setUp("h8", "i9", Color::Black, Rule::Freestyle));
        CHECK(b.ownLevel(kBlack) == 0);
        CHECK(b.oppLevel(kWhite) == 0);
    }
    SECTION("an open two: a three point for its owner") {
        SearchBoard b(setUp("h8 i8", "h9 i10", Color::White, Rule::Freestyle));
        CHECK(b.oppLevel(kBlack) == 1);  // g8 or j8 makes an open three
        CHECK(b.ownLevel(kWhite) == 1);  // white's h9 i10 is a diagonal two: g8 or j11 makes a three
    }
    SECTION("a blocked three: a four point and no three point") {
        SearchBoard b(setUp("d4 e4 f4", "c4", Color::White, Rule::Freestyle));
        CHECK(b.oppLevel(kBlack) == 2);
        CHECK(b.ownLevel(kBlack) == 2);
    }
    SECTION("an open three on the board: the opponent must answer it") {
        SearchBoard b(setUp("h8 i8 j8", "h9 i9", Color::White, Rule::Freestyle));
        CHECK(b.oppLevel(kBlack) == 4);
        CHECK(b.ownLevel(kBlack) == 2);  // its f8 and l8 make (broken) fours; no point makes only a three
    }
    SECTION("a four-three point") {
        SearchBoard b(setUp("d12 e12 f12 g10 g11", "c12", Color::White, Rule::Freestyle));
        CHECK(b.oppLevel(kBlack) == 3);
        CHECK(b.ownLevel(kBlack) == 3);
    }
}

TEST_CASE("evaluation: an open three the side to move must answer is worse for it than the same three blocked", "[bot]") {
    // White h8 i8 j8; black's second stone either far away (d13) or on g8, one end of the three.
    // With black to move both times, the open three forces black's reply: black is worse off.
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
        SearchBoard open(setUp("m3 d13", "h8 i8 j8", Color::Black, rule));
        SearchBoard blocked(setUp("m3 g8", "h8 i8 j8", Color::Black, rule));
        REQUIRE(open.oppLevel(kWhite) == 4);
        REQUIRE(blocked.oppLevel(kWhite) != 4);
        CHECK(open.evaluation() < blocked.evaluation());
    }
}

TEST_CASE("evaluation: the move is worth having when it can make an open three", "[bot]") {
    // Black's open two h8 i8 against white's scattered stones: with the move black makes a three.
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
        SearchBoard toMove(setUp("h8 i8", "c13 m3", Color::Black, rule));
        SearchBoard waiting(setUp("h8 i8", "c13 m3", Color::White, rule));
        REQUIRE(toMove.ownLevel(kBlack) == 1);
        CHECK(toMove.evaluation() > -waiting.evaluation());
    }
}
