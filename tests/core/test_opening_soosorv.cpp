#include "opening_helpers.h"

using namespace test;

TEST_CASE("soosorv-8: swap, white 4 and a declared number (1-8), a second swap, black offers that many, white chooses",
          "[opening][soosorv]") {
    Game g = openingGame(Opening::Soosorv8);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("g7")), ErrorCode::OutsideZone);
    placeAll(g, kFirst, "h8 g7 g6");  // 2I Kyogetsu (white i9, black j9) mirrored in the a15-o1 diagonal
    REQUIRE(g.standardOpening());
    CHECK(std::string(g.standardOpening()->opening->code) == "2I");

    // First swap: the tentative white takes black.
    CHECK(g.turn().player == kSecond);
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    CHECK_FALSE(g.coloursSettled());  // a second swap is to come

    // White 4 (the first player now) and the number of fifth moves.
    CHECK(g.turn().player == kFirst);
    CHECK(g.turn().stone == Color::White);
    REQUIRE_REFUSED(g, g.declare(kFirst, 2), ErrorCode::WrongPhase);  // the stone comes first
    REQUIRE_OK(g.play(kFirst, pt("j9")));
    Turn t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::White);
    CHECK(allowsOnly(t, {ActionType::Declare}));
    CHECK(t.declareMax == 8);
    REQUIRE_REFUSED(g, g.declare(kSecond, 2), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.declare(kFirst, 9), ErrorCode::BadArgument);
    REQUIRE_REFUSED(g, g.declare(kFirst, -1), ErrorCode::BadArgument);
    REQUIRE_OK(g.declare(kFirst, 2));

    // Second swap: the player holding black decides.
    t = g.turn();
    CHECK(t.player == kSecond);
    CHECK(t.color == Color::Black);
    CHECK(allowsOnly(t, {ActionType::Swap}));
    REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::Swap), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, pt("a1")), ErrorCode::WrongPhase);
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    CHECK(g.blackPlayer() == kFirst);
    CHECK(g.coloursSettled());

    // Black (the first player again) offers 2; white (the second) chooses and plays 6.
    t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.offerCount == 2);
    REQUIRE_OK(g.offerFifth(kFirst, pt("f5")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("k10")));
    REQUIRE_OK(g.chooseFifth(kSecond, pt("k10")));
    CHECK(g.turn().player == kSecond);
    CHECK(g.turn().color == Color::White);
    CHECK(g.code() == "h8g7g6j9k10");
    std::vector<Player> who;
    for (const Action& a : g.actions()) who.push_back(a.player);
    CHECK(who == std::vector<Player>{kFirst, kFirst, kFirst, kSecond, kFirst, kFirst, kSecond, kFirst, kFirst, kSecond});
}

TEST_CASE("soosorv-8: both swaps declined", "[opening][soosorv]") {
    Game g = openingGame(Opening::Soosorv8);
    placeAll(g, kFirst, "h8 h9 j6");  // 13D Yusei
    CHECK(std::string(g.standardOpening()->opening->code) == "13D");
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Stay));
    REQUIRE_OK(g.play(kSecond, pt("g9")));
    REQUIRE_OK(g.declare(kSecond, 8));
    REQUIRE_OK(g.decideSwap(kFirst, SwapChoice::Stay));
    CHECK(g.turn().offerCount == 8);
    CHECK(g.turn().player == kFirst);
    for (const char* p : {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"}) REQUIRE_OK(g.offerFifth(kFirst, pt(p)));
    REQUIRE_OK(g.chooseFifth(kSecond, pt("d1")));
    CHECK(g.blackPlayer() == kFirst);
}
