// Clauses of the rules texts (the house rules and RIF 9.7-9.8) that had no test of their own. Each
// test is named after its clause; the expected verdicts come from the texts. Where a shape is built
// on the board it is reached by a game played from the empty board (free opening, black 1 on H8),
// so no position here is one that no game could reach.
#include "core/game.h"

#include "helpers.h"

using namespace test;

namespace {
GameOptions claimRuled() {
    GameOptions o;
    o.ruling = Ruling::Claim;
    return o;
}

Game setUpGame(const std::string& black, const std::string& white, GameOptions o) {
    return Game(o, setUp(black, white, Color::Black, o.rule, o.size));
}

// Plays a game code move by move, each move accepted and none ending the game.
void playOut(Game& g, const std::string& code) {
    const ParsedCode parsed = parseCode(code, g.position().size());
    REQUIRE(parsed.status.ok());
    for (const Move& m : parsed.moves) {
        INFO("move " << formatPoint(m.point));
        const Status s = g.play(m.point);
        INFO(s.message);
        REQUIRE(s.ok());
        REQUIRE_FALSE(g.over());
    }
}

// White's moves in the games below: along rows 1 and 3, with gaps, far from black's shapes.
const char* const kWhiteFar[] = {"a1", "c1", "e1", "g1", "j1", "l1", "n1", "a3", "c3", "e3", "g3"};

// Black's moves, each answered by one of white's far-away ones: b1 w1 b2 w2 ... bn wn, black to move.
std::string interleave(const std::vector<std::string>& black) {
    REQUIRE(black.size() <= std::size(kWhiteFar));
    std::string code;
    for (size_t i = 0; i < black.size(); ++i) code += black[i] + kWhiteFar[i];
    return code;
}
}  // namespace

// House rules: "If black's stone makes a five and a forbidden shape at once, the five counts and black
// wins." The shape here is reached in a game (no five on the board before the last stone): K10 ends
// G10-K10 across and joins K7-K9 and K11-K12 into six down.
TEST_CASE("house rules: a five together with an overline, reached in a game: the five counts and black wins",
          "[house][clause]") {
    Game g;
    playOut(g, interleave({"h8", "g10", "h10", "k7", "k8", "k12", "k11", "i10", "j10", "k9"}));
    Position before = g.position();
    CHECK(before.toMove() == Color::Black);
    CHECK(before.makesFive(pt("k10"), Color::Black));
    CHECK(kindAt(before, "k10") == ForbiddenKind::None);
    CHECK(explain(before, pt("k10"), Color::Black).verdict == Verdict::Five);
    // Without the five across the same stone is an overline.
    Position noFive = before;
    noFive.remove(pt("g10"));
    CHECK(kindAt(noFive, "k10") == ForbiddenKind::Overline);
    REQUIRE(g.play(pt("k10")).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == Reason::Five);
}

// House rules again, with the forbidden shape a double three: K10 ends G10-K10 and makes two open
// threes, K10-K12 down and K10-L11-M12 on the diagonal.
TEST_CASE("house rules: a black five made together with a double three: the five counts and black wins",
          "[house][clause]") {
    const std::string code = interleave({"h8", "g10", "h10", "k11", "k12", "l11", "m12", "i10", "j10"});
    Game g;
    playOut(g, code);
    Position before = g.position();
    CHECK(kindAt(before, "k10") == ForbiddenKind::None);
    CHECK(explain(before, pt("k10"), Color::Black).verdict == Verdict::Five);
    // The two threes are real: with the five across taken away, K10 is a double three.
    Position noFive = before;
    noFive.remove(pt("g10"));
    CHECK(kindAt(noFive, "k10") == ForbiddenKind::DoubleThree);
    REQUIRE(g.play(pt("k10")).ok());
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == Reason::Five);
    CHECK(g.result().forbidden == ForbiddenKind::None);

    // Over the board the same: black claims the five, and white's claim of a double three is refused.
    Game claimed(claimRuled());
    playOut(claimed, code);
    REQUIRE(claimed.play(pt("k10")).ok());
    const Status wrong = claimed.claimForbidden(pt("k10"));
    CHECK(wrong.code == ErrorCode::BadClaim);
    CHECK_THAT(wrong.message, Catch::Contains("not a forbidden move"));
    REQUIRE(claimed.claimWin(Color::Black).ok());
    CHECK(claimed.result().outcome == Outcome::BlackWins);
}

// House rules: "Double three: One stone making two or more threes at once, the stone being part of
// each." A three elsewhere on the board, even on a line through the stone, is not one of its threes.
TEST_CASE("house rules: a double three's threes each contain the stone (the stone being part of each)",
          "[house][clause]") {
    SECTION("a three on the same line as the stone but apart from it does not count") {
        // Row 8: B8 C8 D8 is an open three, three points from H8. H8 makes one three: H8-H10 down.
        Position pos = setUp("b8 c8 d8 h9 h10", "a1 a3 a5 a7 a9");
        CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
        const Explanation e = explain(pos, pt("h8"), Color::Black);
        CHECK(e.threes == 1);
        CHECK(e.verdict == Verdict::Playable);
        CHECK(lineAlong(e, kAcross) == nullptr);
        REQUIRE(lineAlong(e, kDown));
        CHECK(pointsText(lineAlong(e, kDown)->stones) == "h8 h9 h10");
        // The brute-force reference agrees.
        CHECK(referenceKind(pos, pt("h8")) == ForbiddenKind::None);
    }
    SECTION("an open three elsewhere and the stone's own three are no double three") {
        // L7-L9 down is an open three; H8 makes F8-G8-H8 across, its only three.
        Position pos = setUp("l7 l8 l9 f8 g8", "a1 a3 a5 a7 a9");
        CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
        CHECK(explain(pos, pt("h8"), Color::Black).threes == 1);
        CHECK(referenceKind(pos, pt("h8")) == ForbiddenKind::None);
    }
    SECTION("the same stones with the stone part of both threes: forbidden") {
        // F8 G8 across and H9 H10 down both go through H8.
        Position pos = setUp("f8 g8 h9 h10 l7", "a1 a3 a5 a7 a9");
        CHECK(kindAt(pos, "h8") == ForbiddenKind::DoubleThree);
        CHECK(explain(pos, pt("h8"), Color::Black).threes == 2);
    }
}

// RIF 9.7: black makes five, does not claim it, white moves, black plays on and makes a prohibited
// move (9.2 a, an overline): white wins if he calls attention to it, in spite of the five. And since
// an overline stays claimable (9.8), white may still call attention to it after playing on.
TEST_CASE("RIF 9.7: black's later prohibited move is an overline: white wins by claiming it, in spite of the five",
          "[rif][claim][clause]") {
    // Row 8: D8-G8 (H8 makes five). Row 3: C3 D3 E3 _ G3 H3 (F3 makes six).
    const std::string black = "d8 e8 f8 g8 c3 d3 e3 g3 h3";
    const std::string white = "a5 a7 a9 a11 a13 a15 o5 o7 o9";
    SECTION("claimed at once") {
        Game g = setUpGame(black, white, claimRuled());
        REQUIRE(g.play(pt("h8")).ok());  // five, not claimed
        REQUIRE(g.play(pt("o15")).ok());
        REQUIRE(g.play(pt("f3")).ok());  // an overline
        CHECK(g.actions().back().forbidden == ForbiddenKind::Overline);
        CHECK_FALSE(g.over());
        const Status late = g.claimWin(Color::Black);
        CHECK(late.code == ErrorCode::BadClaim);
        CHECK_THAT(late.message, Catch::Contains("overline"));
        CHECK_FALSE(g.over());
        REQUIRE(g.claimForbidden(pt("f3")).ok());
        CHECK(g.result().outcome == Outcome::WhiteWins);
        CHECK(g.result().reason == Reason::Forbidden);
        CHECK(g.result().forbidden == ForbiddenKind::Overline);
        CHECK(formatPoint(g.result().point) == "f3");
    }
    SECTION("claimed after white has played on") {
        Game g = setUpGame(black, white, claimRuled());
        REQUIRE(g.play(pt("h8")).ok());
        REQUIRE(g.play(pt("o15")).ok());
        REQUIRE(g.play(pt("f3")).ok());
        REQUIRE(g.play(pt("o13")).ok());
        REQUIRE(g.play(pt("a2")).ok());
        CHECK(g.claimWin(Color::Black).code == ErrorCode::BadClaim);
        REQUIRE(g.claimForbidden(pt("f3")).ok());
        CHECK(g.result().outcome == Outcome::WhiteWins);
        CHECK(g.result().forbidden == ForbiddenKind::Overline);
    }
}

// RIF 9.8: an overline stays claimable "so far as black player hasn't made five in a row and claimed
// the win, or the game has been finished in another way". Once a resignation, a time-out, an agreed
// draw or two passes have finished the game, white's claim comes too late and the result stands.
TEST_CASE("RIF 9.8: or the game has been finished in another way: no overline claim after resignation, "
          "time-out, agreed draw or two passes",
          "[rif][claim][clause]") {
    auto overlineStanding = [] {
        // Row 8: E8 F8 G8 _ I8 J8; black's H8 makes six, and white plays on without claiming it.
        Game g = setUpGame("e8 f8 g8 i8 j8", "a1 a3 a5 a7 a9", claimRuled());
        REQUIRE(g.play(pt("h8")).ok());
        REQUIRE(g.actions().back().forbidden == ForbiddenKind::Overline);
        return g;
    };
    auto refused = [](Game& g, Outcome outcome, Reason reason) {
        REQUIRE(g.over());
        const Status s = g.claimForbidden(pt("h8"));
        CHECK(s.code == ErrorCode::GameOver);
        CHECK(g.result().outcome == outcome);
        CHECK(g.result().reason == reason);
    };
    SECTION("white resigned") {
        Game g = overlineStanding();
        REQUIRE(g.play(pt("o15")).ok());
        REQUIRE(g.play(pt("o1")).ok());
        REQUIRE(g.resign(Color::White).ok());
        refused(g, Outcome::BlackWins, Reason::Resignation);
    }
    SECTION("white's time ran out") {
        Game g = overlineStanding();
        REQUIRE(g.play(pt("o15")).ok());
        REQUIRE(g.timeout(Color::White).ok());
        refused(g, Outcome::BlackWins, Reason::Timeout);
    }
    SECTION("a draw was agreed") {
        Game g = overlineStanding();
        REQUIRE(g.play(pt("o15"), true).ok());  // white offers a draw with its move
        REQUIRE(g.acceptDraw().ok());
        refused(g, Outcome::Draw, Reason::Agreement);
    }
    SECTION("both passed") {
        Game g = overlineStanding();
        REQUIRE(g.pass().ok());
        REQUIRE(g.pass().ok());
        refused(g, Outcome::Draw, Reason::TwoPasses);
    }
    SECTION("while the game goes on the same claim is still accepted") {
        Game g = overlineStanding();
        REQUIRE(g.play(pt("o15")).ok());
        REQUIRE(g.play(pt("o1")).ok());
        REQUIRE(g.pass().ok());
        REQUIRE(g.claimForbidden(pt("h8")).ok());
        CHECK(g.result().outcome == Outcome::WhiteWins);
    }
}
