#include "opening_helpers.h"

using namespace test;

TEST_CASE("yamaguchi: the tentative black declares 1-12 fifth moves before the swap, then offers that many",
          "[opening][yamaguchi]") {
    Game g = openingGame(Opening::Yamaguchi);
    placeAll(g, kFirst, "h8 i9 j10");  // 1I Chosei
    CHECK(std::string(g.standardOpening()->opening->code) == "1I");

    Turn t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::Black);
    CHECK(allowsOnly(t, {ActionType::Declare}));
    CHECK(t.declareMax == 12);
    CHECK(describeTurn(t) == "first player (black): declare how many fifth moves will be offered (1-12)");
    REQUIRE_REFUSED(g, g.declare(kSecond, 3), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::Swap), ErrorCode::NotYourTurn);  // not before the number
    REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::Swap), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("a1")), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.declare(kFirst, 0), ErrorCode::BadArgument);
    REQUIRE_REFUSED(g, g.declare(kFirst, 13), ErrorCode::BadArgument);
    CHECK_THAT(g.declare(kFirst, 13).message, Catch::Contains("1 to 12"));
    REQUIRE_OK(g.declare(kFirst, 3));
    CHECK(g.declared() == 3);
    REQUIRE_REFUSED(g, g.declare(kFirst, 4), ErrorCode::NotYourTurn);  // declared once: the swap is next
    REQUIRE_REFUSED(g, g.declare(kSecond, 4), ErrorCode::WrongPhase);

    t = g.turn();
    CHECK(t.player == kSecond);
    CHECK(allowsOnly(t, {ActionType::Swap}));
    CHECK_FALSE(g.coloursSettled());
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Stay));
    CHECK(g.coloursSettled());
    REQUIRE_OK(g.play(kSecond, pt("g9")));  // white 4 anywhere

    t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(allowsOnly(t, {ActionType::Offer}));
    CHECK(t.offerCount == 3);
    REQUIRE_OK(g.offerFifth(kFirst, pt("k11")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("g7")));
    CHECK(g.turn().allows(ActionType::Offer));
    CHECK(g.turn().offered == 2);
    REQUIRE_OK(g.offerFifth(kFirst, pt("f8")));
    t = g.turn();
    CHECK(allowsOnly(t, {ActionType::Choose}));
    CHECK(t.player == kSecond);
    CHECK(t.offered == 3);
    REQUIRE_REFUSED(g, g.offerFifth(kFirst, pt("a1")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, pt("a1")), ErrorCode::WrongPhase);  // three and no more
    REQUIRE_OK(g.chooseFifth(kSecond, pt("g7")));
    CHECK(g.code() == "h8i9j10g9g7");
    CHECK(g.turn().player == kSecond);
    CHECK_FALSE(g.inOpening());
}

TEST_CASE("yamaguchi: one declared fifth move is offered and then chosen; twelve are possible", "[opening][yamaguchi]") {
    Game one = openingGame(Opening::Yamaguchi);
    placeAll(one, kFirst, "h8 h9 h10");
    REQUIRE_OK(one.declare(kFirst, 1));
    REQUIRE_OK(one.decideSwap(kSecond, SwapChoice::Swap));
    REQUIRE_OK(one.play(kFirst, pt("a1")));
    REQUIRE_OK(one.offerFifth(kSecond, pt("j12")));
    CHECK(one.turn().allows(ActionType::Choose));
    REQUIRE_OK(one.chooseFifth(kFirst, pt("j12")));
    CHECK(one.turn().player == kFirst);  // white 6
    CHECK(one.colorOf(kFirst) == Color::White);

    Game twelve = openingGame(Opening::Yamaguchi);
    placeAll(twelve, kFirst, "h8 h9 h10");
    REQUIRE_OK(twelve.declare(kFirst, 12));
    REQUIRE_OK(twelve.decideSwap(kSecond, SwapChoice::Stay));
    REQUIRE_OK(twelve.play(kSecond, pt("o15")));
    for (int x = 0; x < 12; ++x) REQUIRE_OK(twelve.offerFifth(kFirst, Point(x, 0)));
    CHECK(twelve.offers().size() == 12);
    CHECK(twelve.turn().allows(ActionType::Choose));
}
