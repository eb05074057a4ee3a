#include "opening_helpers.h"

using namespace test;

TEST_CASE("rif: the tentative black places a standard opening, white may swap, white 4, two fifth offers, white keeps one",
          "[opening][rif]") {
    Game g = openingGame(Opening::Rif);
    CHECK_FALSE(g.coloursSettled());

    // 1-3: the first player (tentative black) places all three stones.
    Turn t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.stone == Color::Black);
    CHECK(t.zone == 1);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("h8")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("i8")), ErrorCode::OutsideZone);
    REQUIRE_OK(g.play(kFirst, pt("h8")));
    t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::Black);
    CHECK(t.stone == Color::White);
    CHECK(t.zone == 3);
    CHECK(describeTurn(t) == "first player (black): place white 2 within the central 3x3");
    REQUIRE_REFUSED(g, g.play(kSecond, pt("h9")), ErrorCode::NotYourTurn);  // white 2 is the first player's too
    REQUIRE_REFUSED(g, g.play(kFirst, pt("h10")), ErrorCode::OutsideZone);  // not touching black 1
    CHECK_THAT(g.legality(pt("h10")).message, Catch::Contains("standard opening"));
    REQUIRE_REFUSED(g, g.pass(kFirst), ErrorCode::PassTooEarly);
    REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::Swap), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::Swap), ErrorCode::WrongPhase);  // no swap yet
    REQUIRE_OK(g.play(kFirst, pt("h9")));
    CHECK(g.turn().zone == 5);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("h11")), ErrorCode::OutsideZone);  // a non-standard opening
    REQUIRE_REFUSED(g, g.play(kFirst, pt("k8")), ErrorCode::OutsideZone);
    REQUIRE_OK(g.play(kFirst, pt("i9")));
    REQUIRE(g.standardOpening());
    CHECK(standardOpeningLabel(*g.standardOpening()->opening) == "4D Kagetsu");

    // Swap after three: the tentative white decides.
    t = g.turn();
    CHECK(t.player == kSecond);
    CHECK(t.color == Color::White);
    CHECK(allowsOnly(t, {ActionType::Swap}));
    CHECK_FALSE(t.placeTwo);
    CHECK(describeTurn(t) == "second player (white): swap or stay");
    REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::Stay), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("i8")), ErrorCode::WrongPhase);
    CHECK(g.legality(pt("i8")).code == ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.pass(kSecond), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.declare(kSecond, 2), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::PlaceTwo), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.decideSwap(kSecond, static_cast<SwapChoice>(9)), ErrorCode::BadArgument);
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    CHECK(g.blackPlayer() == kSecond);
    CHECK(g.colorOf(kFirst) == Color::White);
    CHECK(g.playerOf(Color::Black) == kSecond);
    CHECK(g.coloursSettled());
    REQUIRE_REFUSED(g, g.decideSwap(kSecond, SwapChoice::Swap), ErrorCode::NotYourTurn);  // white now acts
    REQUIRE_REFUSED(g, g.decideSwap(kFirst, SwapChoice::Swap), ErrorCode::WrongPhase);   // one swap only

    // White 4 anywhere, by the first player now holding white.
    t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::White);
    CHECK(t.stone == Color::White);
    CHECK(t.zone == 0);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("i8")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.play(kFirst, pt("i8"), true), ErrorCode::WrongPhase);  // no draw offers in the opening
    REQUIRE_OK(g.play(kFirst, pt("i8")));  // Kagetsu + i8: symmetric in the h8-i9 diagonal

    // Black offers two fifth moves that are not symmetric to each other.
    t = g.turn();
    CHECK(t.player == kSecond);
    CHECK(t.color == Color::Black);
    CHECK(allowsOnly(t, {ActionType::Offer}));
    CHECK(t.offerCount == 2);
    CHECK(t.offered == 0);
    CHECK(describeTurn(t) == "second player (black): offer fifth move 1 of 2");
    REQUIRE_REFUSED(g, g.offerFifth(kFirst, pt("g8")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.play(kSecond, pt("g8")), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, pt("h8")), ErrorCode::Occupied);
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, Point(15, 2)), ErrorCode::OffBoard);
    REQUIRE_OK(g.offerFifth(kSecond, pt("g8")));
    CHECK(g.turn().offered == 1);
    CHECK(g.offerLegality(pt("h7")).code == ErrorCode::SymmetricOffer);
    CHECK_THAT(g.offerLegality(pt("h7")).message, Catch::Contains("G8"));
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, pt("h7")), ErrorCode::SymmetricOffer);  // the mirror image of g8
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, pt("g8")), ErrorCode::SymmetricOffer);  // the same point
    CHECK(g.offerLegality(pt("j10")).ok());
    REQUIRE_OK(g.offerFifth(kSecond, pt("j10")));
    CHECK(pointsText(g.offers()) == "g8 j10");

    // White keeps one and plays 6.
    t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(allowsOnly(t, {ActionType::Choose}));
    CHECK(describeTurn(t) == "first player (white): choose one of the 2 offered fifth moves");
    REQUIRE_REFUSED(g, g.offerFifth(kSecond, pt("a1")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.chooseFifth(kSecond, pt("j10")), ErrorCode::NotYourTurn);
    REQUIRE_REFUSED(g, g.chooseFifth(kFirst, pt("h7")), ErrorCode::NotOffered);
    CHECK_THAT(g.chooseFifth(kFirst, pt("h7")).message, Catch::Contains("G8, J10"));
    REQUIRE_REFUSED(g, g.play(kFirst, pt("j10")), ErrorCode::WrongPhase);
    REQUIRE_OK(g.chooseFifth(kFirst, pt("j10")));
    CHECK(g.position().board().at(pt("j10")) == Color::Black);
    CHECK(g.position().board().empty(pt("g8")));
    CHECK(g.code() == "h8h9i9i8j10");
    CHECK_FALSE(g.inOpening());
    t = g.turn();
    CHECK(t.player == kFirst);
    CHECK(t.color == Color::White);
    CHECK(allowsOnly(t, {ActionType::Move, ActionType::Pass}));
    CHECK(t.moveNumber == 6);

    // The record keeps who did what with which colour.
    const std::vector<Action>& a = g.actions();
    REQUIRE(a.size() == 8);
    const ActionType types[8] = {ActionType::Move, ActionType::Move, ActionType::Move, ActionType::Swap,
                                 ActionType::Move, ActionType::Offer, ActionType::Offer, ActionType::Choose};
    const Player players[8] = {kFirst, kFirst, kFirst, kSecond, kFirst, kSecond, kSecond, kFirst};
    const Color colors[8] = {Color::Black, Color::White, Color::Black, Color::White,
                             Color::White, Color::Black, Color::Black, Color::Black};
    for (int i = 0; i < 8; ++i) {
        INFO("action " << i);
        CHECK(a[i].type == types[i]);
        CHECK(a[i].player == players[i]);
        CHECK(a[i].color == colors[i]);
    }
    CHECK(a[3].choice == SwapChoice::Swap);

    // Normal play: draw offers, passes and the rest as before.
    REQUIRE_OK(g.play(kFirst, pt("k11"), true));
    CHECK(g.turn().player == kSecond);
    CHECK(g.turn().allows(ActionType::AcceptDraw));
    REQUIRE_OK(g.declineDraw());
    REQUIRE_OK(g.pass(kSecond));
    REQUIRE_OK(g.pass(kFirst));
    CHECK(g.result().reason == Reason::TwoPasses);
}

TEST_CASE("rif: when the tentative white stays, colours stay and the second player plays white 4", "[opening][rif]") {
    Game g = openingGame(Opening::Rif);
    placeAll(g, kFirst, "h8 i9 j8");  // 3I Kosei
    CHECK(std::string(g.standardOpening()->opening->code) == "3I");
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Stay));
    CHECK(g.blackPlayer() == kFirst);
    CHECK(g.coloursSettled());
    REQUIRE_REFUSED(g, g.play(kFirst, pt("a1")), ErrorCode::NotYourTurn);
    REQUIRE_OK(g.play(kSecond, pt("a1")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("g8")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("i10")));
    REQUIRE_OK(g.chooseFifth(kSecond, pt("g8")));
    CHECK(g.turn().player == kSecond);
    CHECK(g.code() == "h8i9j8a1g8");
}

TEST_CASE("rif: every standard placement is accepted and named, in every orientation", "[opening][rif]") {
    int accepted = 0;
    for (int wx = 6; wx <= 8; ++wx)
        for (int wy = 6; wy <= 8; ++wy)
            for (int bx = 5; bx <= 9; ++bx)
                for (int by = 5; by <= 9; ++by) {
                    const Point w2(wx, wy), b3(bx, by);
                    if (w2 == pt("h8") || b3 == pt("h8") || b3 == w2) continue;
                    Game g = openingGame(Opening::Rif);
                    REQUIRE_OK(g.play(pt("h8")));
                    REQUIRE_OK(g.play(w2));
                    REQUIRE_OK(g.play(b3));
                    INFO(g.code());
                    REQUIRE(g.standardOpening());
                    ++accepted;
                }
    CHECK(accepted == 8 * 23);
}

TEST_CASE("rif: symmetric offers are judged in the position after move 4", "[opening][rif]") {
    // 1D Kansei (h8 h9 h10) with white 4 on h11 keeps the mirror in column h: g-file and i-file offers pair up.
    Game g = openingGame(Opening::Rif);
    placeAll(g, kFirst, "h8 h9 h10");
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Stay));
    REQUIRE_OK(g.play(kSecond, pt("h11")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("g7")));
    REQUIRE_REFUSED(g, g.offerFifth(kFirst, pt("i7")), ErrorCode::SymmetricOffer);
    REQUIRE_OK(g.offerFifth(kFirst, pt("h7")));
    // With white 4 off the column the position has no symmetry left: mirror images are different moves.
    Game h = openingGame(Opening::Rif);
    placeAll(h, kFirst, "h8 h9 h10");
    REQUIRE_OK(h.decideSwap(kSecond, SwapChoice::Stay));
    REQUIRE_OK(h.play(kSecond, pt("i11")));
    REQUIRE_OK(h.offerFifth(kFirst, pt("g7")));
    REQUIRE_OK(h.offerFifth(kFirst, pt("i7")));
}
