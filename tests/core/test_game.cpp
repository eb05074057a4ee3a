#include "core/game.h"

#include "helpers.h"

using namespace test;

namespace {
Game gameFrom(const std::string& black, const std::string& white, GameOptions o = {}) {
    return Game(o, setUp(black, white, Color::Black, o.rule, o.size));
}
void playAll(Game& g, const std::string& code) {
    const ParsedCode p = parseCode(code, g.position().size());
    REQUIRE(p.status.ok());
    const Status s = playMoves(g, p.moves);
    INFO(s.message);
    REQUIRE(s.ok());
}
GameOptions claimMode() {
    GameOptions o;
    o.ruling = Ruling::Claim;
    return o;
}
}  // namespace

TEST_CASE("game: moves alternate from black, and the code records them", "[game]") {
    Game g;
    CHECK(g.toMove() == Color::Black);
    REQUIRE(g.play(pt("h8")).ok());
    CHECK(g.toMove() == Color::White);
    REQUIRE(g.play(pt("i9")).ok());
    CHECK(g.position().board().at(pt("h8")) == Color::Black);
    CHECK(g.position().board().at(pt("i9")) == Color::White);
    CHECK(g.code() == "h8i9");
    CHECK_FALSE(g.over());
}

TEST_CASE("game: a move on a stone, off the board or after the end is refused and changes nothing", "[game]") {
    Game g;
    playAll(g, "h8i9");
    const std::string before = g.code();
    Status s = g.play(pt("h8"));
    CHECK(s.code == ErrorCode::Occupied);
    CHECK_THAT(s.message, Catch::Contains("H8"));
    s = g.play(Point(15, 3));
    CHECK(s.code == ErrorCode::OffBoard);
    s = g.play(Point(-1, 0));
    CHECK(s.code == ErrorCode::OffBoard);
    CHECK(g.code() == before);
    CHECK(g.toMove() == Color::Black);
    REQUIRE(g.resign(Color::Black).ok());
    CHECK(g.play(pt("a1")).code == ErrorCode::GameOver);
    CHECK(g.pass().code == ErrorCode::GameOver);
    CHECK(g.resign(Color::White).code == ErrorCode::GameOver);
    CHECK(g.result().outcome == Outcome::WhiteWins);
    CHECK(g.result().reason == Reason::Resignation);
}

TEST_CASE("game: five wins, with the five's stones", "[game]") {
    Game g;
    playAll(g, "h8a1i8a2j8a3k8a4");
    REQUIRE(g.play(pt("l8")).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == Reason::Five);
    CHECK(g.result().point == pt("l8"));
    std::vector<Point> five(g.result().fiveStones.begin(), g.result().fiveStones.begin() + g.result().fiveCount);
    std::sort(five.begin(), five.end());
    CHECK(pointsText(five) == "h8 i8 j8 k8 l8");
}

TEST_CASE("game: renju black overline loses at once; white's overline wins", "[game][renju]") {
    Game black = gameFrom("e8 f8 g8 i8 j8", "a1 a3 a5 a7 a9");
    REQUIRE(black.play(pt("h8")).ok());
    CHECK(black.result().outcome == Outcome::WhiteWins);
    CHECK(black.result().reason == Reason::Forbidden);
    CHECK(black.result().forbidden == ForbiddenKind::Overline);
    CHECK(black.result().point == pt("h8"));

    Game white = gameFrom("a1 a3 a5 a7 a9 c1", "e8 f8 g8 i8 j8");
    REQUIRE(white.play(pt("o15")).ok());
    REQUIRE(white.play(pt("h8")).ok());
    CHECK(white.result().outcome == Outcome::WhiteWins);
    CHECK(white.result().reason == Reason::Five);
    CHECK(white.result().fiveCount == 6);
}

TEST_CASE("game: standard gomoku, exactly five wins and an overline is nothing", "[game][standard]") {
    GameOptions o;
    o.rule = Rule::Standard;
    Game g = gameFrom("e8 f8 g8 i8 j8", "a1 a3 a5 a7 a9", o);
    REQUIRE(g.play(pt("h8")).ok());
    CHECK_FALSE(g.over());
    Game w = gameFrom("a1 a3 a5 a7 a9 c1", "e8 f8 g8 i8 j8", o);
    REQUIRE(w.play(pt("o15")).ok());
    REQUIRE(w.play(pt("h8")).ok());
    CHECK_FALSE(w.over());
    Game five = gameFrom("e8 f8 g8 h8", "a1 a3 a5 a7", o);
    REQUIRE(five.play(pt("i8")).ok());
    CHECK(five.result().outcome == Outcome::BlackWins);
    // black's double three and double four are no concern in gomoku
    Game free = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7", o);
    CHECK(free.legality(pt("h8")).ok());
}

TEST_CASE("game: freestyle gomoku, an overline wins for both", "[game][freestyle]") {
    GameOptions o;
    o.rule = Rule::Freestyle;
    o.size = 19;
    CHECK(Game::validate(o).ok());
    Game g = gameFrom("e8 f8 g8 i8 j8", "a1 a3 a5 a7 a9", o);
    REQUIRE(g.play(pt("h8", 19)).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().fiveCount == 6);
}

TEST_CASE("game: board sizes: renju only 15x15, gomoku 5 to 22", "[game]") {
    GameOptions o;
    o.size = 19;
    CHECK(Game::validate(o).code == ErrorCode::BadArgument);
    o.rule = Rule::Standard;
    for (int n : {4, 23, 0, -3, 100}) {
        o.size = n;
        CHECK(Game::validate(o).code == ErrorCode::BadArgument);
    }
    for (int n : {5, 9, 15, 19, 22}) {
        o.size = n;
        CHECK(Game::validate(o).ok());
        Game g(o);
        CHECK(g.position().size() == n);
    }
}

TEST_CASE("game: black's forbidden move loses at once, with point and kind", "[game][renju]") {
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7");
    CHECK(g.legality(pt("h8")).code == ErrorCode::Forbidden);
    CHECK_THAT(g.legality(pt("h8")).message, Catch::Contains("double three"));
    CHECK(g.forbiddenAt(pt("h8")) == ForbiddenKind::DoubleThree);
    ForbiddenList list;
    g.forbiddenPoints(list);
    CHECK(list.size() >= 1);
    REQUIRE(g.play(pt("h8")).ok());
    CHECK(g.result().outcome == Outcome::WhiteWins);
    CHECK(g.result().reason == Reason::Forbidden);
    CHECK(g.result().forbidden == ForbiddenKind::DoubleThree);
    CHECK(g.result().point == pt("h8"));
}

TEST_CASE("game: in learning mode a forbidden move is refused and nothing changes", "[game][renju]") {
    GameOptions o;
    o.refuseForbidden = true;
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7", o);
    const Status s = g.play(pt("h8"));
    CHECK(s.code == ErrorCode::Forbidden);
    CHECK(g.position().board().empty(pt("h8")));
    CHECK(g.toMove() == Color::Black);
    CHECK_FALSE(g.over());
    CHECK(g.actions().empty());
}

TEST_CASE("game: a five made together with a forbidden shape wins for black", "[game][renju]") {
    Game g = gameFrom("d8 e8 f8 g8 h9 h10 h11 i9 j10 k11", "a1 a3 a5 a7 a9 a11 a13 c1 c3 c5");
    CHECK(g.legality(pt("h8")).ok());
    REQUIRE(g.play(pt("h8")).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == Reason::Five);
}

TEST_CASE("game: only black is bound; white may make a double three", "[game][renju]") {
    Game g = gameFrom("a1 a3 a5 a7 c1", "f8 g8 h9 h10");
    REQUIRE(g.play(pt("o15")).ok());
    ForbiddenList list;
    g.forbiddenPoints(list);
    CHECK(list.size() == 0);
    CHECK(g.legality(pt("h8")).ok());
    REQUIRE(g.play(pt("h8")).ok());
    CHECK_FALSE(g.over());
}

TEST_CASE("game: no passing within the first three moves; two passes in succession draw", "[game][draw]") {
    Game g;
    CHECK(g.pass().code == ErrorCode::PassTooEarly);
    playAll(g, "h8");
    CHECK(g.pass().code == ErrorCode::PassTooEarly);
    playAll(g, "i9");
    CHECK(g.pass().code == ErrorCode::PassTooEarly);
    playAll(g, "j10");
    REQUIRE(g.pass().ok());
    CHECK(g.toMove() == Color::Black);
    CHECK_FALSE(g.over());
    playAll(g, "k11");
    REQUIRE(g.pass().ok());  // black's stone came between: no draw
    CHECK_FALSE(g.over());
    REQUIRE(g.pass().ok());
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == Reason::TwoPasses);
    CHECK(g.code() == "h8i9j10passk11passpass");
}

TEST_CASE("game: a draw is offered with a move and accepted or declined on the opponent's turn", "[game][draw]") {
    Game g;
    CHECK(g.acceptDraw().code == ErrorCode::NoDrawOffer);
    REQUIRE(g.play(pt("h8"), true).ok());
    CHECK(g.drawOffered());
    REQUIRE(g.declineDraw().ok());
    CHECK_FALSE(g.drawOffered());
    CHECK(g.acceptDraw().code == ErrorCode::NoDrawOffer);
    REQUIRE(g.play(pt("i9"), true).ok());
    CHECK(g.drawOffered());
    REQUIRE(g.play(pt("j10")).ok());  // playing on lets the offer lapse
    CHECK_FALSE(g.drawOffered());
    CHECK(g.acceptDraw().code == ErrorCode::NoDrawOffer);
    REQUIRE(g.play(pt("i10"), true).ok());
    REQUIRE(g.acceptDraw().ok());
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == Reason::Agreement);
}

TEST_CASE("game: resignation and time-out lose for the player named", "[game]") {
    Game g;
    playAll(g, "h8");
    REQUIRE(g.resign(Color::Black).ok());  // either side may resign, on either turn
    CHECK(g.result().outcome == Outcome::WhiteWins);
    Game t;
    playAll(t, "h8i9");
    REQUIRE(t.timeout(Color::Black).ok());
    CHECK(t.result().outcome == Outcome::WhiteWins);
    CHECK(t.result().reason == Reason::Timeout);
    Game u;
    CHECK(u.resign(Color::Empty).code == ErrorCode::BadArgument);
}

TEST_CASE("game: a full board is a draw", "[game][draw]") {
    // 5x5 freestyle, rows from the bottom; no five in any line.
    GameOptions o;
    o.rule = Rule::Freestyle;
    o.size = 5;
    o.opening = Opening::None;  // the pattern's first black stone is not on the centre
    const char* rows[5] = {"BBWWB", "WWBBW", "BBWWB", "WWBBW", "BBWWB"};
    std::vector<Point> black, white;
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) (rows[y][x] == 'B' ? black : white).push_back(Point(x, y));
    REQUIRE(black.size() == 13);
    Game g(o);
    for (size_t i = 0; i < 25; ++i) {
        const Point p = i % 2 == 0 ? black[i / 2] : white[i / 2];
        REQUIRE_FALSE(g.over());
        REQUIRE(g.play(p).ok());
    }
    CHECK(g.result().outcome == Outcome::Draw);
    CHECK(g.result().reason == Reason::FullBoard);
}

TEST_CASE("game: undo restores exactly, redo replays, a new move clears redo", "[game][undo]") {
    Game g;
    playAll(g, "h8i9j10k11");
    const Position after2 = [&] {
        Game h;
        playAll(h, "h8i9");
        return h.position();
    }();
    REQUIRE(g.undo().ok());
    REQUIRE(g.undo().ok());
    CHECK(g.position() == after2);
    CHECK(g.code() == "h8i9");
    CHECK(g.canRedo());
    REQUIRE(g.redo().ok());
    CHECK(g.code() == "h8i9j10");
    REQUIRE(g.play(pt("a1")).ok());
    CHECK_FALSE(g.canRedo());
    CHECK(g.redo().code == ErrorCode::NothingToRedo);
    Game empty;
    CHECK(empty.undo().code == ErrorCode::NothingToUndo);
}

TEST_CASE("game: undo of the move that ended the game reopens it; redo ends it again", "[game][undo]") {
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7");
    REQUIRE(g.play(pt("h8")).ok());
    REQUIRE(g.over());
    REQUIRE(g.undo().ok());
    CHECK_FALSE(g.over());
    CHECK(g.toMove() == Color::Black);
    CHECK(g.position().board().empty(pt("h8")));
    REQUIRE(g.redo().ok());
    CHECK(g.result().reason == Reason::Forbidden);
    // resignation can be taken back too
    Game r;
    playAll(r, "h8");
    REQUIRE(r.resign(Color::White).ok());
    REQUIRE(r.undo().ok());
    CHECK_FALSE(r.over());
    CHECK(r.code() == "h8");
}

TEST_CASE("game: forbidden points are reported only while black is to move", "[game][renju]") {
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7");
    ForbiddenList list;
    g.forbiddenPoints(list);
    CHECK(list.size() == 1);
    REQUIRE(g.play(pt("o1")).ok());
    g.forbiddenPoints(list);
    CHECK(list.size() == 0);
}

// Claim mode: RIF 9.6-9.8.
TEST_CASE("claim: a forbidden double three stands until white claims it before moving (9.8)", "[game][claim]") {
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7", claimMode());
    REQUIRE(g.play(pt("h8")).ok());
    CHECK_FALSE(g.over());
    REQUIRE(g.claimForbidden(pt("h8")).ok());
    CHECK(g.result().outcome == Outcome::WhiteWins);
    CHECK(g.result().reason == Reason::Forbidden);
    CHECK(g.result().forbidden == ForbiddenKind::DoubleThree);
}

TEST_CASE("claim: a double three or double four can no longer be claimed once white has moved (9.8)",
          "[game][claim]") {
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7", claimMode());
    REQUIRE(g.play(pt("h8")).ok());
    REQUIRE(g.play(pt("o15")).ok());
    const Status s = g.claimForbidden(pt("h8"));
    CHECK(s.code == ErrorCode::BadClaim);
    CHECK_THAT(s.message, Catch::Contains("too late"));
    CHECK_FALSE(g.over());
}

TEST_CASE("claim: an overline can be claimed any time later (9.8)", "[game][claim]") {
    Game g = gameFrom("e8 f8 g8 i8 j8", "a1 a3 a5 a7 a9", claimMode());
    REQUIRE(g.play(pt("h8")).ok());
    playAll(g, "o15a15o14");
    REQUIRE(g.claimForbidden(pt("h8")).ok());
    CHECK(g.result().forbidden == ForbiddenKind::Overline);
}

TEST_CASE("claim: a wrong claim is refused with the reason", "[game][claim]") {
    Game g = gameFrom("f8 g8 h9 h10", "a1 a3 a5 a7", claimMode());
    REQUIRE(g.play(pt("o1")).ok());
    CHECK_THAT(g.claimForbidden(pt("o1")).message, Catch::Contains("not a forbidden move"));
    CHECK_THAT(g.claimForbidden(pt("h8")).message, Catch::Contains("no stone"));
    REQUIRE(g.play(pt("o2")).ok());
    CHECK_THAT(g.claimForbidden(pt("o2")).message, Catch::Contains("white stone"));
    CHECK_THAT(g.claimWin(Color::Black).message, Catch::Contains("no five"));
    CHECK_FALSE(g.over());
    Game immediate;
    CHECK(immediate.claimWin(Color::Black).code == ErrorCode::BadClaim);
}

TEST_CASE("claim: a five ends the game only when its maker claims it (9.6)", "[game][claim]") {
    Game g = gameFrom("d8 e8 f8 g8", "a1 a3 a5 a7", claimMode());
    REQUIRE(g.play(pt("h8")).ok());
    CHECK_FALSE(g.over());
    CHECK(g.claimWin(Color::White).code == ErrorCode::BadClaim);
    REQUIRE(g.claimWin(Color::Black).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == Reason::Five);
    CHECK(g.result().fiveCount == 5);
}

TEST_CASE("claim: black plays on past an unclaimed five, then makes a forbidden move: white wins by claiming (9.7)",
          "[game][claim]") {
    Game g = gameFrom("d8 e8 f8 g8 f2 g2 h3 h4", "a1 a3 a5 a7 a9 a11 a13 a15", claimMode());
    REQUIRE(g.play(pt("h8")).ok());  // five, unclaimed
    REQUIRE(g.play(pt("o15")).ok());
    REQUIRE(g.play(pt("h2")).ok());  // a double three
    CHECK(g.claimWin(Color::Black).code == ErrorCode::BadClaim);
    REQUIRE(g.claimForbidden(pt("h2")).ok());
    CHECK(g.result().outcome == Outcome::WhiteWins);
}

TEST_CASE("claim: black's five made after an overline can be claimed and wins (9.8)", "[game][claim]") {
    Game g = gameFrom("e8 f8 g8 i8 j8 d3 e3 f3 g3", "a1 a3 a5 a7 a9 a11 a13 a15 c1", claimMode());
    REQUIRE(g.play(pt("h8")).ok());  // overline, unclaimed
    REQUIRE(g.play(pt("o15")).ok());
    REQUIRE(g.play(pt("h3")).ok());  // five
    REQUIRE(g.claimWin(Color::Black).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.claimForbidden(pt("h8")).code == ErrorCode::GameOver);
}

TEST_CASE("game: a game can start from a set-up position with white to move", "[game]") {
    Position start = setUp("h8", "", Color::White);
    Game g(GameOptions{}, start);
    CHECK(g.toMove() == Color::White);
    REQUIRE(g.play(pt("i9")).ok());
    CHECK(g.code() == "i9");
    CHECK(g.setup().size() == 1);
}
