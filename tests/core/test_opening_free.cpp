#include "opening_helpers.h"

using namespace test;

TEST_CASE("free: black 1 goes on the centre, then play is free", "[opening][free]") {
    Game g;  // the house default
    CHECK(g.options().opening == Opening::Free);
    Turn t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::Black);
    CHECK(allowsOnly(t, {ActionType::Move}));
    CHECK(t.stone == Color::Black);
    CHECK(t.zone == 1);
    CHECK(t.opening);
    CHECK(t.moveNumber == 1);
    CHECK(g.coloursSettled());  // no swap in a free opening
    CHECK(describeTurn(t) == "first player (black): place black 1 on the centre");

    REQUIRE_REFUSED(g, g.play(pt("i9")), ErrorCode::OutsideZone);
    CHECK_THAT(g.legality(pt("a1")).message, Catch::Contains("H8"));
    REQUIRE_REFUSED(g, g.play(kSecond, pt("h8")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::Swap), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.offerFifth(kFirst, pt("a1")), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.declare(kFirst, 2), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.chooseFifth(kFirst, pt("a1")), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.pass(), ErrorCode::PassTooEarly);
    CHECK(g.legality(pt("h8")).ok());

    REQUIRE_OK(g.play(kFirst, pt("h8")));
    t = g.turn();
    CHECK_FALSE(t.opening);
    CHECK_FALSE(g.inOpening());
    CHECK(t.player == kSecond);
    CHECK(t.color == Color::White);
    CHECK(t.zone == 0);
    CHECK(allowsOnly(t, {ActionType::Move}));  // no passing within the first three moves
    REQUIRE_OK(g.play(kSecond, pt("a1")));      // white 2 anywhere
    REQUIRE_OK(g.play(kFirst, pt("o15")));
    t = g.turn();
    CHECK(allowsOnly(t, {ActionType::Move, ActionType::Pass}));
    CHECK(describeTurn(t) == "second player (white): play white 4 or pass");
    REQUIRE_REFUSED(g, g.play(kFirst, pt("b2")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.pass(kFirst), ErrorCode::NotYourTurn);
    REQUIRE_OK(g.pass(kSecond));
    CHECK(g.code() == "h8a1o15pass");
    CHECK(g.actions()[0].player == kFirst);
    CHECK(g.actions()[1].player == kSecond);
    CHECK(g.actions()[3].player == kSecond);
}

TEST_CASE("free: a draw may be offered with black 1, since it ends the opening", "[opening][free]") {
    Game g;
    REQUIRE_OK(g.play(pt("h8"), true));
    CHECK(g.drawOffered());
    CHECK(g.turn().allows(ActionType::AcceptDraw));
    CHECK(g.turn().allows(ActionType::DeclineDraw));
    REQUIRE_OK(g.acceptDraw());
    CHECK(g.result().reason == Reason::Agreement);
    CHECK(g.turn().player == Player::None);
    CHECK(g.turn().allowed == 0);
    CHECK(describeTurn(g.turn()) == "the game is over");
}

TEST_CASE("free: on an even board any of the four central points starts", "[opening][free]") {
    for (const char* p : {"j10", "k10", "j11", "k11"}) {
        Game g = openingGame(Opening::Free, Rule::Freestyle, 20);
        REQUIRE_OK(g.play(pt(p, 20)));
    }
    Game g = openingGame(Opening::Free, Rule::Freestyle, 20);
    for (const char* p : {"i9", "i10", "l11", "j12", "a1"}) REQUIRE_REFUSED(g, g.play(pt(p, 20)), ErrorCode::OutsideZone);
    CHECK_THAT(g.play(pt("a1", 20)).message, Catch::Contains("four central points"));
    // Odd gomoku boards have one centre: j10 on 19x19.
    Game n19 = openingGame(Opening::Free, Rule::Freestyle, 19);
    REQUIRE_REFUSED(n19, n19.play(pt("h8", 19)), ErrorCode::OutsideZone);
    REQUIRE_OK(n19.play(pt("j10", 19)));
}

TEST_CASE("none: normal play from the first move; set-up positions have no opening", "[opening][none]") {
    Game g = openingGame(Opening::None);
    CHECK_FALSE(g.inOpening());
    CHECK(g.turn().zone == 0);
    REQUIRE_OK(g.play(pt("a1")));
    CHECK(g.turn().player == kSecond);

    GameOptions rif;
    rif.opening = Opening::Rif;
    Game setup(rif, setUp("h8 i9", "h9", Color::White));
    CHECK_FALSE(setup.inOpening());
    CHECK(setup.turn().player == kSecond);  // white to move: the second player holds white
    REQUIRE_OK(setup.play(pt("a1")));
    CHECK(setup.offers().empty());
}

TEST_CASE("opening rules: options are checked", "[opening]") {
    GameOptions o;
    for (Opening r : {Opening::Rif, Opening::Yamaguchi, Opening::Soosorv8, Opening::Taraguchi10}) {
        o.opening = r;
        o.rule = Rule::Freestyle;
        o.size = 15;
        CHECK(Game::validate(o).ok());
        o.size = 19;
        const Status s = Game::validate(o);
        CHECK(s.code == ErrorCode::BadArgument);
        CHECK_THAT(s.message, Catch::Contains(openingName(r)) && Catch::Contains("15x15"));
    }
    for (Opening r : {Opening::Free, Opening::Swap, Opening::Swap2, Opening::None}) {
        o.opening = r;
        o.size = 19;
        CHECK(Game::validate(o).ok());
    }
    o.opening = static_cast<Opening>(8);
    CHECK(Game::validate(o).code == ErrorCode::BadArgument);
    for (int i = 0; i < kOpenings; ++i) CHECK(parseOpening(openingName(static_cast<Opening>(i))) == static_cast<Opening>(i));
    CHECK_FALSE(parseOpening("RIF"));
    CHECK_FALSE(parseOpening("soosorv8"));
    // Players must be named in the player-taking actions.
    Game g;
    REQUIRE_REFUSED(g, g.play(Player::None, pt("h8")), ErrorCode::BadArgument);
    REQUIRE_REFUSED(g, g.play(static_cast<Player>(7), pt("h8")), ErrorCode::BadArgument);
    REQUIRE_REFUSED(g, g.decideSwap(Player::None, SwapChoice::Stay), ErrorCode::BadArgument);
}
