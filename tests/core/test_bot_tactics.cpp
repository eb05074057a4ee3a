// Tactical positions for the bot, each worked out by hand from the rules (or, for the VCF suite,
// by the plain reference solver in reference_vcf.h): wins in one, four-threes, must-blocks,
// Renju traps both ways, and wins by fours of 3 to 15 moves.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "core/bot/bot.h"
#include "core/bot/search.h"
#include "core/bot/search_board.h"
#include "core/bot/vct.h"
#include "helpers.h"
#include "reference_vcf.h"

using namespace renju;

namespace {

bot::SearchResult play(const Position& pos, int level, uint64_t seed = 1, uint64_t nodes = 0) {
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = level;
    limits.seed = seed;
    limits.nodes = nodes ? nodes : level == 5 ? 300000 : 0;
    if (level == 5) limits.timeMs = 0;  // node-limited, so the test does not depend on the machine
    bot::SearchResult r = b.search(pos, limits);
    REQUIRE(r.status.ok());
    return r;
}

// Level 5 defaults to a time budget; tests give it a node budget instead.
bot::SearchResult strongest(const Position& pos, uint64_t nodes = 300000) {
    bot::Bot b;
    bot::SearchLimits limits;
    limits.level = 0;
    limits.nodes = nodes;
    bot::SearchResult r = b.search(pos, limits);
    REQUIRE(r.status.ok());
    return r;
}

}  // namespace

TEST_CASE("bot: completes a five at every level", "[bot]") {
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        // Freestyle: l8 completes h8-l8 (g8 is white).
        Position free = test::setUp("h8 i8 j8 k8", "g8 b14 n2", Color::Black, Rule::Freestyle);
        CHECK(formatPoint(play(free, level, level).best) == "l8");
        // Renju black: j8 would make six (f8-k8), an overline and forbidden; e8 makes exactly five.
        Position renju = test::setUp("f8 g8 h8 i8 k8", "a1 b14 n2 c13 m4", Color::Black);
        REQUIRE(test::kindAt(renju, "j8") == ForbiddenKind::Overline);
        CHECK(formatPoint(play(renju, level, level).best) == "e8");
        // Standard: six is no win for either colour, so e8 again.
        Position standard = test::setUp("a1 b14 n2 c13 m4 n13", "f8 g8 h8 i8 k8", Color::White, Rule::Standard);
        CHECK(formatPoint(play(standard, level, level).best) == "e8");
        // Renju white: five or more wins, so either e8 or j8 (six) does.
        Position white = test::setUp("a1 b14 n2 c13 m4 n13", "f8 g8 h8 i8 k8", Color::White);
        const Point w = play(white, level, level).best;
        CHECK(white.makesFive(w, Color::White));
    }
}

TEST_CASE("bot: blocks a four at every level, whatever else it has", "[bot]") {
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        for (Rule rule : {Rule::Renju, Rule::Standard, Rule::Freestyle}) {
            // White's four h9-k9 (g9 black) must be blocked at l9, although black has an open three.
            Position pos = test::setUp("g9 d4 e5 f6 c14", "h9 i9 j9 k9 n1", Color::Black, rule);
            CHECK(formatPoint(play(pos, level, level + 10).best) == "l9");
            // And the other way round, white against black's split four h5 i5 _ k5 l5.
            Position pos2 = test::setUp("h5 i5 k5 l5 a14 n14", "g5 c3 m12 e12 b9", Color::White, rule);
            CHECK(formatPoint(play(pos2, level, level + 20).best) == "j5");
        }
    }
}

TEST_CASE("bot: wins by a four-three", "[bot]") {
    // j8 makes the four j5-j8 (j4 white, five point j9) and the open three h8-j8: black's
    // fifth move wins (j8, the straight four g8 or k8, five). No straight four is possible now.
    for (Rule rule : {Rule::Renju, Rule::Standard, Rule::Freestyle}) {
        INFO(ruleName(rule));
        Position black = test::setUp("j5 j6 j7 h8 i8", "j4 b2 n13 b13 n3", Color::Black, rule);
        for (int level = 2; level <= 5; ++level) {
            const bot::SearchResult r = play(black, level);
            CHECK(formatPoint(r.best) == "j8");
            CHECK(r.winIn == 3);
            CHECK(r.winner == Color::Black);
        }
        // The same shape for white.
        Position white = test::setUp("j4 b2 n13 b13 n3 a8", "j5 j6 j7 h8 i8", Color::White, rule);
        const bot::SearchResult r = strongest(white);
        CHECK(formatPoint(r.best) == "j8");
        CHECK(r.winIn == 3);
        CHECK(r.winner == Color::White);
        CHECK(reference::checkVcf(white, r.vcf) == 3);
    }
}

TEST_CASE("bot: Renju, white wins by a four whose only defence is forbidden", "[bot]") {
    // h8 is a black double three (f8 g8 + h9 h10). White d4 makes the four d4-g7 whose only five
    // point is h8 (c3 and i9 are black): black cannot block, white fives next move.
    Position pos = test::setUp("f8 g8 h9 h10 c3 i9", "e5 f6 g7 a15 o1", Color::White);
    Position check = pos;
    REQUIRE(test::kindAt(check, "h8") == ForbiddenKind::DoubleThree);
    for (int level = 2; level <= 5; ++level) {
        INFO("level " << level);
        const bot::SearchResult r = play(pos, level);
        CHECK(formatPoint(r.best) == "d4");
        CHECK(r.winIn == 2);
        CHECK(r.winner == Color::White);
    }
    const std::vector<Point> vcf = bot::findVcf(pos);
    CHECK(test::pointsText(vcf) == "d4");
    CHECK(reference::checkVcf(pos, vcf) == 2);
}

TEST_CASE("bot: Renju, black never plays a forbidden point", "[bot]") {
    // Black's attacking point h8 is a double three: forbidden.
    Position pos = test::setUp("f8 g8 h9 h10", "a1 o15 a15 o1", Color::Black);
    // Lost anyway: white's four d4-g7 can only be stopped at h8, which black may not play.
    Position lost = test::setUp("f8 g8 h9 h10 c3", "d4 e5 f6 g7 a15", Color::Black);
    // Black's j8 would make two fours (row f8-i8 is blocked at e8... j8-j11 with j12 white).
    Position fours = test::setUp("g8 h8 i8 j9 j10 j11", "f8 j12 a1 o15 a15 o1", Color::Black);
    REQUIRE(test::kindAt(fours, "j8") == ForbiddenKind::DoubleFour);
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        for (Position* p : {&pos, &lost, &fours}) {
            const bot::SearchResult r = play(*p, level, 100 + level);
            REQUIRE(r.best.onBoard(15));
            CHECK(p->board().empty(r.best));
            CHECK(forbiddenKind(*p, r.best) == ForbiddenKind::None);
        }
    }
    const bot::SearchResult r = play(lost, 5);
    CHECK(r.winIn == -1);
    CHECK(r.winner == Color::White);
}

TEST_CASE("bot: Renju, a three whose straight-four point is forbidden is no threat", "[bot]") {
    // g8-i8 with white e8: only j8 would make a straight four, and j8 also makes the four j8-j11
    // (j12 white): a double four, forbidden. So black has no straight-four point at all.
    Position pos = test::setUp("g8 h8 i8 j9 j10 j11", "e8 j12 a1 o15 a15 o1", Color::White);
    bot::SearchBoard board(pos);
    const int j8 = bot::cellIndex(test::pt("j8"));
    CHECK(board.threat(j8, bot::kBlack) == bot::kForbidden);
    CHECK(board.forbidden(j8));
    CHECK(board.count(bot::kBlack, bot::kFlex4) == 0);
    // In freestyle the same stones give black a straight four at j8 (and two fours).
    Position free = test::setUp("g8 h8 i8 j9 j10 j11", "e8 j12 a1 o15 a15 o1", Color::White, Rule::Freestyle);
    bot::SearchBoard freeBoard(free);
    CHECK(freeBoard.threat(j8, bot::kBlack) == bot::kFlex4);
}

TEST_CASE("bot: wins by fours of 3 to 15 moves (reference suite)", "[bot]") {
    std::ifstream in(RENJU_SOURCE_DIR "/tests/data/bot-vcf.tsv");
    REQUIRE(in);
    std::string line;
    int positions = 0;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string rule, size, toMove, black, white, moves, refLine;
        std::getline(fields, rule, '\t');
        std::getline(fields, size, '\t');
        std::getline(fields, toMove, '\t');
        std::getline(fields, black, '\t');
        std::getline(fields, white, '\t');
        std::getline(fields, moves, '\t');
        std::getline(fields, refLine, '\t');
        INFO(line);
        const Position pos = test::setUp(black, white, toMove == "black" ? Color::Black : Color::White, *parseRule(rule),
                                         std::stoi(size));
        const int n = std::stoi(moves);
        // The reference line itself checks out.
        ParsedCode ref = parseCode(refLine, pos.size());
        std::vector<Point> refPoints;
        for (const Move& m : ref.moves) refPoints.push_back(m.point);
        REQUIRE(reference::checkVcf(pos, refPoints) == n);
        // The bot finds a win by fours no longer than the shortest one.
        const std::vector<Point> vcf = bot::findVcf(pos, 20);
        CHECK(reference::checkVcf(pos, vcf) == n);
        ++positions;
    }
    CHECK(positions >= 40);
}

namespace {

// The same stones with the other side to move.
Position otherToMove(const Position& pos) {
    Position out(pos.size(), pos.rule(), pos.toMove() == Color::Black ? Color::White : Color::Black);
    for (int i = 0; i < pos.size() * pos.size(); ++i)
        if (pos.board().at(i) != Color::Empty) out.place(Point(i % pos.size(), i / pos.size()), pos.board().at(i));
    return out;
}

// The position after the side to move plays p, the opponent to move.
Position after(const Position& pos, Point p) {
    Position out = otherToMove(pos);
    out.place(p, pos.toMove());
    return out;
}

}  // namespace

// White f8 g8 i10 (b14 far away) against scattered black stones. White to move wins by threes:
// f7 (f7 g8 _ i10, a split three) e6, f9 (f7 f8 f9) f6, i8 (f8 g8 _ i8) e8, h9 (the four f7-i10)
// j11, f11 (the four f7-f11) f10, g10 (f11 g10 h9 i8: a straight four, e12 and j7 empty).
// Worked out by hand along that line; the solver confirms that no defence along the way helps.
TEST_CASE("bot: finds its own win by threes (VCT)", "[bot]") {
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
        INFO(ruleName(rule));
        const Position pos = test::setUp("d4 l4 d12 n8", "f8 g8 i10 b14", Color::White, rule);
        REQUIRE(bot::findVcf(pos).empty());  // fours alone do not win: the threes are needed
        const bot::SearchResult r = strongest(pos);
        CHECK(formatPoint(r.best) == "f7");
        CHECK(r.winIn > 0);
        CHECK(r.winner == Color::White);
        // The same for black in Renju, where none of the line's moves is forbidden.
        const Position black = test::setUp("f8 g8 i10 b14", "d4 l4 d12 n8", Color::Black, rule);
        const bot::SearchResult rb = strongest(black);
        CHECK(formatPoint(rb.best) == "f7");
        CHECK(rb.winIn > 0);
        CHECK(rb.winner == Color::Black);
    }
}

// Black h8 i8 j9 j10, white l7 m6 n5 (a15 far away), black to move. Black's j8 makes two open
// threes (h8 i8 j8 on row 8, j8 j9 j10 on column j), and no single stone blocks both. But white has
// a counter-four that also blocks the row: k8 (k8 l7 m6 n5; j9 is black, so o4 is its only five
// point). Black must take o4, which makes nothing for black; white then blocks the column (j7), and
// black is left with fours alone (g8 or f8 on the row, j11 or j12 on the column) that make no new
// four together: no win with j8 as the only three. (White's other counter-four, o4, does lose: black
// blocks on k8 and h8-k8 is a straight four.) The quick mode takes the three that still stands after
// a counter-four as winning and claims the win; the exact mode, which claims and findVct use, must not.
TEST_CASE("bot: a counter-four that blocks one of two threes refutes the claimed win by threes", "[bot]") {
    const Position pos = test::setUp("h8 i8 j9 j10", "l7 m6 n5 a15", Color::Black, Rule::Freestyle);
    CHECK(bot::findVct(pos, 1).empty());
    for (bot::VctMode mode : {bot::VctMode::Quick, bot::VctMode::Exact}) {
        bot::SearchBoard board(pos);
        bot::VcfSolver vcf(12);
        bot::VctSolver vct(vcf, 12, mode);
        bot::SearchControl ctl;
        ctl.start(0, 2000000, nullptr, nullptr);
        std::vector<int> line;
        const bool claimed = vct.solve(board, ctl, 1, &line);
        if (mode == bot::VctMode::Quick) {
            CHECK(claimed);  // the shortcut this test is about
            REQUIRE(!line.empty());
            CHECK(formatPoint(bot::cellPoint(line.front())) == "j8");
        } else {
            CHECK(!claimed);
            CHECK(!ctl.stopped());  // refuted, not merely out of budget
        }
    }
    // After k8 and the forced o4, black's column three must be answered again: at j7 it is held.
    const Position held = after(after(after(after(pos, test::pt("j8")), test::pt("k8")), test::pt("o4")), test::pt("j7"));
    CHECK(bot::findVcf(held).empty());
}

// Black to move in the position above: a quiet move lets white win by threes, so black must take
// a point of white's lines first (in freestyle f7, h8 or h9, by the solver: f7 and h9 break the
// diagonal f7-i10 the win turns on, h8 the row). In Renju (where white's overline also wins)
// the bot does not yet hold this at test budgets: see the note in status/bot.md.
TEST_CASE("bot: defends against a win by threes (VCT)", "[bot]") {
    const Position pos = test::setUp("d4 l4 d12 n8", "f8 g8 i10 b14", Color::Black, Rule::Freestyle);
    // A move far away loses: white then has its win by threes.
    REQUIRE(!bot::findVct(after(pos, test::pt("a1")), 6).empty());
    for (int level : {0, 5}) {
        INFO("level " << level);
        const bot::SearchResult r = level == 0 ? strongest(pos) : play(pos, 5);
        const std::string m = formatPoint(r.best);
        CHECK((m == "f7" || m == "h9" || m == "h8"));
        CHECK(bot::findVct(after(pos, r.best), 6).empty());
    }
}

// Positions from the bot's own lost games against a classic engine (freestyle, 200 ms a move),
// each found by replaying the game with the solver: the bot's move there let the opponent win by
// threes, while other moves did not. The bot must now pick a move that leaves no such win.
TEST_CASE("bot: does not allow a win by threes it lost to before", "[bot]") {
    const char* games[] = {
        "h8h9i7g9i9",          // white to move; e9 lost to i8 d9 i6 ...
        "h8i9g8f8i10f7h9h10g11g7",  // black to move; e7 lost to h6 j11 i5 ...
    };
    for (const char* code : games) {
        INFO(code);
        const Position pos = test::fromCode(code, Rule::Freestyle);
        const bot::SearchResult r = strongest(pos, 600000);
        REQUIRE(r.best.onBoard(15));
        CHECK(bot::findVct(after(pos, r.best), 7, 3000000).empty());
    }
}

// White's i8 would make two open threes at once (g8 h8 i8 on the row, i6 i7 i8 on the column), and
// black has no four to answer with: white would then win (black blocks one three, the other becomes
// a straight four). Black must take i8 or break one of the two lines: f8 or j8 on the row, i5 or i9
// on the column (e8, k8, i4 or i10 leave a three that still makes a straight four). The main search
// alone, one ply deep, must see this at its frontier, with no threat guard behind it.
TEST_CASE("bot: the main search sees an opponent's coming double three at its frontier", "[bot]") {
    const Position pos = test::setUp("a1 a3 n1 n14", "g8 h8 i6 i7", Color::Black, Rule::Freestyle);
    bot::SearchBoard board(pos);
    const int i8 = bot::cellIndex(test::pt("i8"));
    REQUIRE(board.threat(i8, bot::kWhite) == bot::kFlex3x2);
    REQUIRE(board.count(bot::kWhite, bot::kFlex3x2) == 1);
    REQUIRE(!board.fours(bot::kBlack).any());
    bot::TranspositionTable tt(1);
    bot::SearchControl ctl;
    ctl.start(0, 200000, nullptr, nullptr);
    bot::VcfSolver vcf(12);
    bot::SearchParams params;
    params.maxDepth = 1;
    bot::Search search(board, tt, ctl, vcf, params, 1);
    search.run(nullptr);
    const std::string m = formatPoint(bot::cellPoint(search.bestMove()));
    CHECK((m == "i8" || m == "f8" || m == "j8" || m == "i5" || m == "i9"));
    CHECK(search.bestScore() > -bot::kWinBound);
    // A move far away (b2) is a loss, and the frontier knows it: white's double three, the block,
    // the straight four, a block, the five (black's view at the root: lost in 6 plies).
    tt.newSearch();
    ctl.start(0, 200000, nullptr, nullptr);
    bot::Search far(board, tt, ctl, vcf, params, 1);
    far.restrictRoot({bot::cellIndex(test::pt("b2"))});
    far.run(nullptr);
    CHECK(formatPoint(bot::cellPoint(far.bestMove())) == "b2");
    CHECK(far.bestScore() == bot::lossIn(6));
}
