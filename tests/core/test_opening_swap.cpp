#include "opening_helpers.h"

using namespace test;

TEST_CASE("swap: the first player places black, white, black anywhere; the second picks a colour", "[opening][swap]") {
    for (bool take : {true, false}) {
        Game g = openingGame(Opening::Swap, Rule::Freestyle, 19);
        CHECK(g.turn().zone == 0);
        REQUIRE_REFUSED(g, g.play(kSecond, pt("a1", 19)), ErrorCode::NotYourTurn);
        placeAll(g, kFirst, "a1 s19 j10");
        Turn t = g.turn();
        CHECK(t.player == kSecond);
        CHECK(t.color == Color::White);
        CHECK(allowsOnly(t, {ActionType::Swap}));
        CHECK_FALSE(t.placeTwo);
        REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::PlaceTwo), ErrorCode::WrongPhase);
        REQUIRE_REFUSED(g, g.play(kSecond, pt("k10", 19)), ErrorCode::WrongPhase);
        REQUIRE_REFUSED(g, g.pass(kSecond), ErrorCode::WrongPhase);
        REQUIRE_OK(g.decideSwap(kSecond, take ? SwapChoice::Swap : SwapChoice::Stay));
        const Player white = take ? kFirst : kSecond;
        CHECK(g.blackPlayer() == otherPlayer(white));
        t = g.turn();
        CHECK_FALSE(t.opening);
        CHECK(t.player == white);
        CHECK(t.color == Color::White);
        CHECK(allowsOnly(t, {ActionType::Move, ActionType::Pass}));  // move 4
        REQUIRE_REFUSED(g, g.play(otherPlayer(white), pt("k10", 19)), ErrorCode::NotYourTurn);
        REQUIRE_OK(g.play(white, pt("k10", 19)));
        CHECK(g.code() == "a1s19j10k10");
    }
}

TEST_CASE("swap2: the second player takes black, or stays white and plays 4", "[opening][swap2]") {
    Game take = openingGame(Opening::Swap2, Rule::Freestyle);
    placeAll(take, kFirst, "h8 i9 g10");
    Turn t = take.turn();
    CHECK(t.player == kSecond);
    CHECK(allowsOnly(t, {ActionType::Swap}));
    CHECK(t.placeTwo);
    CHECK(describeTurn(t) ==
          "second player (white): swap (take black), stay (white, and play 4) or place-two (place moves 4 and 5)");
    REQUIRE_REFUSED(take, take.decideSwap(kFirst, SwapChoice::Swap), ErrorCode::NotYourTurn);
    REQUIRE_OK(take.decideSwap(kSecond, SwapChoice::Swap));
    CHECK(take.blackPlayer() == kSecond);
    CHECK(take.turn().player == kFirst);  // the first player, now white, plays 4
    CHECK_FALSE(take.inOpening());
    REQUIRE_OK(take.play(kFirst, pt("a1")));

    Game stay = openingGame(Opening::Swap2, Rule::Standard);
    placeAll(stay, kFirst, "h8 i9 g10");
    REQUIRE_OK(stay.decideSwap(kSecond, SwapChoice::Stay));
    CHECK(stay.blackPlayer() == kFirst);
    CHECK(stay.turn().player == kSecond);
    REQUIRE_OK(stay.play(kSecond, pt("a1")));
}

TEST_CASE("swap2: or places white 4 and black 5 and hands the choice of colour back", "[opening][swap2]") {
    for (bool firstTakesWhite : {true, false}) {
        Game g = openingGame(Opening::Swap2, Rule::Freestyle);
        placeAll(g, kFirst, "h8 i9 g10");
        REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::PlaceTwo));
        Turn t = g.turn();
        CHECK(t.player == kSecond);
        CHECK(t.color == Color::White);
        CHECK(t.stone == Color::White);
        CHECK(t.zone == 0);
        CHECK(t.opening);
        REQUIRE_REFUSED(g, g.play(kFirst, pt("a1")), ErrorCode::NotYourTurn);
        REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::Swap), ErrorCode::WrongPhase);
        REQUIRE_OK(g.play(kSecond, pt("a1")));
        t = g.turn();
        CHECK(t.player == kSecond);  // black 5 too
        CHECK(t.stone == Color::Black);
        REQUIRE_OK(g.play(kSecond, pt("o15")));
        t = g.turn();
        CHECK(t.player == kFirst);
        CHECK(t.color == Color::Black);
        CHECK(allowsOnly(t, {ActionType::Swap}));
        CHECK_FALSE(t.placeTwo);
        CHECK_FALSE(g.coloursSettled());
        REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::PlaceTwo), ErrorCode::WrongPhase);
        REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::Swap), ErrorCode::NotYourTurn);
        REQUIRE_OK(g.decideSwap(kFirst, firstTakesWhite ? SwapChoice::Swap : SwapChoice::Stay));
        CHECK(g.coloursSettled());
        const Player white = firstTakesWhite ? kFirst : kSecond;
        CHECK(g.playerOf(Color::White) == white);
        t = g.turn();
        CHECK_FALSE(t.opening);
        CHECK(t.player == white);  // whoever is white plays 6
        CHECK(t.moveNumber == 6);
        REQUIRE_OK(g.play(white, pt("b2")));
        CHECK(g.code() == "h8i9g10a1o15b2");
    }
}
