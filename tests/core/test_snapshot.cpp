#include "core/snapshot.h"

#include "helpers.h"

using namespace test;

namespace {
void playCode(Game& g, const std::string& code) {
    const ParsedCode p = parseCode(code, g.position().size());
    REQUIRE(p.status.ok());
    REQUIRE(playMoves(g, p.moves).ok());
}
void requireSame(const Game& a, const Game& b) {
    CHECK(a.position() == b.position());
    CHECK(a.code() == b.code());
    CHECK(a.result().outcome == b.result().outcome);
    CHECK(a.result().reason == b.result().reason);
    CHECK(a.drawOffered() == b.drawOffered());
    CHECK(a.canRedo() == b.canRedo());
    CHECK(a.redoList().size() == b.redoList().size());
    CHECK(saveSnapshot(a) == saveSnapshot(b));
}
}  // namespace

TEST_CASE("snapshot: a game with undone moves, passes and an offer restores exactly", "[snapshot]") {
    Game g;
    playCode(g, "h8i9j10passk11");
    REQUIRE(g.play(pt("a1"), true).ok());
    REQUIRE(g.undo().ok());
    REQUIRE(g.undo().ok());
    REQUIRE(g.play(pt("b2"), true).ok());
    REQUIRE(g.declineDraw().ok());
    REQUIRE(g.play(pt("c3")).ok());
    REQUIRE(g.undo().ok());
    const std::string text = saveSnapshot(g);
    RestoredGame r = restoreSnapshot(text);
    REQUIRE(r.status.ok());
    REQUIRE(r.game);
    requireSame(g, *r.game);
    // and both go on identically
    REQUIRE(g.redo().ok());
    REQUIRE(r.game->redo().ok());
    requireSame(g, *r.game);
}

TEST_CASE("snapshot: set-up positions, claim mode and finished games restore exactly", "[snapshot]") {
    GameOptions o;
    o.ruling = Ruling::Claim;
    Game g(o, setUp("f8 g8 h9 h10", "a1 a3 a5 a7"));
    REQUIRE(g.play(pt("h8")).ok());
    REQUIRE(g.claimForbidden(pt("h8")).ok());
    RestoredGame r = restoreSnapshot(saveSnapshot(g));
    REQUIRE(r.game);
    requireSame(g, *r.game);
    CHECK(r.game->result().forbidden == ForbiddenKind::DoubleThree);

    GameOptions free;
    free.rule = Rule::Freestyle;
    free.size = 9;
    Game f(free);
    playCode(f, "e5a1");
    REQUIRE(f.resign(Color::White).ok());
    RestoredGame rf = restoreSnapshot(saveSnapshot(f));
    REQUIRE(rf.game);
    requireSame(f, *rf.game);
    CHECK(rf.game->position().size() == 9);
}

TEST_CASE("snapshot: malformed snapshots are refused with the reason", "[snapshot]") {
    for (const char* text : {"", "2;renju;15;immediate;0;black;-;;", "3;renju;15;immediate;0;black;-;;;free",
                             "2;renju;15;immediate;0;black;-;;;rif2", "2;renju;15;immediate;0;black;-;mbh8,sbmaybe;;rif",
                             "2;renju;15;immediate;0;black;-;mbh8,mwh9,mbi9,nb;;yamaguchi", "1;go;15;immediate;0;black;-;;",
                             "1;renju;19;immediate;0;black;-;;", "1;renju;15;immediate;0;black;bbb;;",
                             "1;renju;15;immediate;0;black;-;mbh8,mbh8;", "1;renju;15;immediate;0;black;-;zz;",
                             "1;renju;15;immediate;0;black;-;mbh99;", "1;standard;99999999999;immediate;0;black;-;;"}) {
        INFO(text);
        RestoredGame r = restoreSnapshot(text);
        CHECK(r.status.code == ErrorCode::BadCode);
        CHECK_FALSE(r.game.has_value());
    }
}

TEST_CASE("snapshot: opening games restore exactly, mid-opening and with undone opening actions", "[snapshot][opening]") {
    GameOptions o;
    o.opening = Opening::Yamaguchi;
    Game g(o);
    playCode(g, "h8h9i9");
    REQUIRE(g.declare(Player::First, 2).ok());
    REQUIRE(g.decideSwap(Player::Second, SwapChoice::Swap).ok());
    REQUIRE(g.play(Player::First, pt("i8")).ok());
    REQUIRE(g.offerFifth(Player::Second, pt("g8")).ok());
    REQUIRE(g.offerFifth(Player::Second, pt("j10")).ok());
    REQUIRE(g.chooseFifth(Player::First, pt("j10")).ok());
    REQUIRE(g.undo().ok());
    REQUIRE(g.undo().ok());
    RestoredGame r = restoreSnapshot(saveSnapshot(g));
    INFO(saveSnapshot(g) << " " << r.status.message);
    REQUIRE(r.game);
    requireSame(g, *r.game);
    CHECK(r.game->options().opening == Opening::Yamaguchi);
    CHECK(r.game->blackPlayer() == Player::Second);
    CHECK(r.game->declared() == 2);
    CHECK(r.game->offers() == std::vector<Point>{pt("g8")});
    REQUIRE(g.redo().ok());
    REQUIRE(r.game->redo().ok());
    requireSame(g, *r.game);

    GameOptions s2;
    s2.opening = Opening::Swap2;
    s2.rule = Rule::Freestyle;
    Game w(s2);
    playCode(w, "h8i9g10");
    REQUIRE(w.decideSwap(Player::Second, SwapChoice::PlaceTwo).ok());
    playCode(w, "a1o15");
    RestoredGame rw = restoreSnapshot(saveSnapshot(w));
    REQUIRE(rw.game);
    requireSame(w, *rw.game);
    CHECK(rw.game->turn().player == Player::First);
    CHECK(rw.game->turn().allows(ActionType::Swap));
}

TEST_CASE("snapshot: version 1 snapshots, from before opening rules, restore without one", "[snapshot][opening]") {
    RestoredGame r = restoreSnapshot("1;renju;15;immediate;0;black;-;mbf8,mwa1;");
    INFO(r.status.message);
    REQUIRE(r.game);
    CHECK(r.game->options().opening == Opening::None);
    CHECK(r.game->code() == "f8a1");
}
