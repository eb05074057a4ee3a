#include "opening_helpers.h"

using namespace test;

namespace {
// Stones 1-4 with a swap option after each: 1 on the centre, 2 within 3x3, 3 within 5x5, 4 within 7x7.
// Ends with black (the first player) to place 5 or offer ten.
void firstFour(Game& g) {
    Turn t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.zone == 1);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("i9")), ErrorCode::OutsideZone);
    REQUIRE_OK(g.play(kFirst, pt("h8")));

    t = g.turn();  // the other player may swap
    CHECK(t.player == kSecond);
    CHECK(t.color == Color::White);
    CHECK(allowsOnly(t, {ActionType::Swap}));
    REQUIRE_REFUSED(g, g.play(kSecond, pt("i9")), ErrorCode::WrongPhase);
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    CHECK(g.blackPlayer() == kSecond);

    t = g.turn();  // white 2, by the first player who now holds white
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::White);
    CHECK(t.zone == 3);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("i9")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("j10")), ErrorCode::OutsideZone);
    REQUIRE_OK(g.play(kFirst, pt("i9")));

    t = g.turn();  // the player holding black may swap
    CHECK(t.player == kSecond);
    CHECK(t.color == Color::Black);
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Stay));

    t = g.turn();  // black 3 within 5x5
    CHECK(t.player == kSecond);
    CHECK(t.stone == Color::Black);
    CHECK(t.zone == 5);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("k11")), ErrorCode::OutsideZone);
    REQUIRE_OK(g.play(kSecond, pt("j10")));

    t = g.turn();  // the player holding white may swap
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::White);
    REQUIRE_OK(g.decideSwap(kFirst, SwapChoice::Swap));
    CHECK(g.blackPlayer() == kFirst);

    t = g.turn();  // white 4 within 7x7, by the second player
    CHECK(t.player == kSecond);
    CHECK(t.zone == 7);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("l12")), ErrorCode::OutsideZone);
    REQUIRE_OK(g.play(kSecond, pt("k11")));

    t = g.turn();  // the player holding black may swap
    CHECK(t.player == kFirst);
    REQUIRE_OK(g.decideSwap(kFirst, SwapChoice::Stay));
    CHECK_FALSE(g.coloursSettled());
}
}  // namespace

TEST_CASE("taraguchi-10: growing zones with a swap option after every stone, then black 5 within 9x9 and a last swap",
          "[opening][taraguchi]") {
    Game g = openingGame(Opening::Taraguchi10);
    firstFour(g);
    Turn t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.stone == Color::Black);
    CHECK(t.zone == 9);
    CHECK(allowsOnly(t, {ActionType::Move, ActionType::Offer}));
    CHECK(t.offerCount == 10);
    CHECK(describeTurn(t) == "first player (black): place black 5 within the central 9x9, or offer 10 fifth moves");
    REQUIRE_REFUSED(g, g.play(kFirst, pt("m13")), ErrorCode::OutsideZone);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("l12")), ErrorCode::NotYourTurn);
    REQUIRE_OK(g.play(kFirst, pt("d4")));  // the 9x9's corner

    t = g.turn();  // a last swap option for the player holding white
    CHECK(t.player == kSecond);
    CHECK(allowsOnly(t, {ActionType::Swap}));
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    CHECK(g.coloursSettled());
    CHECK(g.blackPlayer() == kSecond);

    t = g.turn();  // white 6 anywhere: normal play
    CHECK_FALSE(t.opening);
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::White);
    REQUIRE_OK(g.play(kFirst, pt("a15")));
    CHECK(g.code() == "h8i9j10k11d4a15");
}

TEST_CASE("taraguchi-10: black may offer ten non-symmetric fifth moves anywhere instead; white chooses", "[opening][taraguchi]") {
    Game g = openingGame(Opening::Taraguchi10);
    firstFour(g);
    // h8 i9 j10 k11 all lie on the a1-o15 diagonal: the position is its own mirror image in it.
    REQUIRE_OK(g.offerFifth(kFirst, pt("a1")));
    CHECK(g.coloursSettled());  // offering gives up the last swap
    Turn t = g.turn();
    CHECK(allowsOnly(t, {ActionType::Offer}));
    CHECK(t.offerCount == 10);
    CHECK(t.offered == 1);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("g7")), ErrorCode::WrongPhase);  // no stone once offering
    REQUIRE_OK(g.offerFifth(kFirst, pt("b1")));
    REQUIRE_REFUSED(g, g.offerFifth(kFirst, pt("a2")), ErrorCode::SymmetricOffer);
    for (const char* p : {"c1", "d1", "e1", "f1", "g1", "h1", "i1"}) REQUIRE_OK(g.offerFifth(kFirst, pt(p)));
    CHECK(g.turn().allows(ActionType::Offer));
    REQUIRE_OK(g.offerFifth(kFirst, pt("j1")));
    t = g.turn();
    CHECK(allowsOnly(t, {ActionType::Choose}));
    CHECK(t.player == kSecond);
    CHECK(t.offered == 10);
    REQUIRE_OK(g.chooseFifth(kSecond, pt("e1")));
    t = g.turn();
    CHECK_FALSE(t.opening);
    CHECK(t.player == kSecond);  // white 6, no swap
    CHECK(t.color == Color::White);
    CHECK(g.code() == "h8i9j10k11e1");
}
