// The variation tree (core/variation_tree.h) and the full game record that carries it (core/record.h).
#include "core/action_token.h"
#include "core/game_file.h"
#include "core/mark.h"
#include "core/record.h"
#include "core/tree_record.h"
#include "core/variation_tree.h"
#include "opening_scripts.h"

using namespace test;

namespace {
Action move(const std::string& p) {
    Action a;
    a.point = pt(p);
    return a;
}
// The tokens of the line from the root to a node.
std::string lineText(const VariationTree& t, int id) {
    std::string s;
    for (const Action& a : t.actionsTo(id)) s += (s.empty() ? "" : " ") + formatAction(a);
    return s;
}
std::string codeAt(const VariationTree& t, int id) {
    std::optional<Game> g;
    REQUIRE_OK(t.gameAt(id, g));
    return g->code();
}
Game played(const std::string& code) {
    Game g;
    for (const Move& m : parseCode(code, 15).moves) REQUIRE_OK(g.play(m.point));
    return g;
}
}  // namespace

TEST_CASE("tree: a game's line, then a move from an earlier position starts a variation beside it", "[tree]") {
    Game g = played("h8 h9 i9");
    int cur = -1;
    VariationTree t = VariationTree::fromGame(g, &cur);
    CHECK(t.count() == 4);
    CHECK(lineText(t, cur) == "h8 h9 i9");
    REQUIRE_OK(g.undo());
    REQUIRE_OK(g.undo());  // back to after h8: the redo list holds h9, i9
    cur = t.follow(g, cur);
    CHECK(lineText(t, cur) == "h8");
    REQUIRE_OK(g.play(pt("j9")));  // another white 2: a variation
    cur = t.follow(g, cur);
    CHECK(lineText(t, cur) == "h8 j9");
    const TreeNode& h8 = t.node(t.path(cur)[0]);
    REQUIRE(h8.children.size() == 2);
    CHECK(formatAction(t.node(h8.children[0]).action) == "h9");  // the old line stays the main line
    CHECK(formatAction(t.node(h8.children[1]).action) == "j9");
    CHECK_FALSE(t.onMainLine(cur));
    CHECK(t.onMainLine(t.lineEnd(VariationTree::kRoot)));
    CHECK(lineText(t, t.lineEnd(VariationTree::kRoot)) == "h8 h9 i9");
    // Playing the same move again goes to the node that is there.
    const int again = t.addChild(t.path(cur)[0], move("j9"));
    CHECK(again == cur);
    CHECK(t.count() == 5);
}

TEST_CASE("tree: promote, make main line and delete reshape the tree and keep ids", "[tree]") {
    VariationTree t;
    const int h8 = t.addChild(VariationTree::kRoot, move("h8"));
    const int a = t.addChild(h8, move("h9"));
    const int b = t.addChild(h8, move("i9"));
    const int c = t.addChild(h8, move("j9"));
    const int c2 = t.addChild(c, move("j10"));
    REQUIRE(t.node(h8).children == std::vector<int>{a, b, c});
    REQUIRE_OK(t.promote(c));
    CHECK(t.node(h8).children == std::vector<int>{a, c, b});
    REQUIRE_OK(t.promote(c));
    CHECK(t.node(h8).children == std::vector<int>{c, a, b});
    CHECK(t.promote(c).code == ErrorCode::BadArgument);  // first already
    CHECK(t.promote(VariationTree::kRoot).code == ErrorCode::BadArgument);
    REQUIRE_OK(t.makeMainLine(b));  // b to the front, the others keep their order
    CHECK(t.node(h8).children == std::vector<int>{b, c, a});
    CHECK(lineText(t, t.lineEnd(VariationTree::kRoot)) == "h8 i9");
    REQUIRE_OK(t.remove(c));
    CHECK(t.node(h8).children == std::vector<int>{b, a});
    CHECK_FALSE(t.valid(c));
    CHECK_FALSE(t.valid(c2));  // its subtree went with it
    CHECK(t.count() == 4);
    CHECK(t.valid(a));
    CHECK(lineText(t, a) == "h8 h9");  // other ids unchanged
    CHECK(t.remove(VariationTree::kRoot).code == ErrorCode::BadArgument);
    CHECK(t.remove(c).code == ErrorCode::BadArgument);
}

TEST_CASE("tree: the game at any node replays its line, and the line after it is the redo list", "[tree]") {
    Game g = played("h8 h9 i9 i8 j10");
    VariationTree t = VariationTree::fromGame(g);
    const int h9 = t.path(t.lineEnd(VariationTree::kRoot))[1];
    const int g7 = t.addChild(h9, move("g7"));
    std::optional<Game> at;
    REQUIRE_OK(t.gameAt(h9, at));
    CHECK(at->code() == "h8h9");
    REQUIRE(at->redoList().size() == 3);
    REQUIRE_OK(at->redo());
    CHECK(at->code() == "h8h9i9");
    REQUIRE_OK(t.gameAt(g7, at));
    CHECK(at->code() == "h8h9g7");
    CHECK(at->position().board().at(pt("g7")) == Color::Black);
    CHECK_FALSE(at->canRedo());
    // A node the rules refuse: on a stone.
    const int bad = t.addChild(g7, move("h8"));
    const Status s = t.gameAt(bad, at);
    CHECK(s.code == ErrorCode::Occupied);
    CHECK(s.message.find("move 4 (h8)") != std::string::npos);
}

TEST_CASE("tree: checkTree removes what the rules refuse and reports forbidden black stones", "[tree]") {
    VariationTree t;
    int n = VariationTree::kRoot;
    n = t.addChild(n, move("h8"));
    const int w = t.addChild(n, move("h9"));
    const int onStone = t.addChild(n, move("h8"));
    t.addChild(onStone, move("a1"));
    std::vector<TreeError> errors;
    CHECK(checkTree(t, &errors) == 1);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].code == ErrorCode::Occupied);
    CHECK(errors[0].message.find("move 2 (h8)") == 0);
    CHECK(t.count() == 3);
    CHECK(t.valid(w));
    // The stored action now names the stone's colour.
    CHECK(t.node(w).action.color == Color::White);

    // A forbidden black stone (a double three, RIF 9.3) is played by the rules and lost: kept, reported.
    Game g;
    // Black e10 e11 (a column) and f9 g9 (a row): e9 makes two open threes.
    for (const char* p : {"h8", "a1", "e10", "a3", "e11", "a5", "f9", "a7", "g9", "a9"}) REQUIRE_OK(g.play(pt(p)));
    VariationTree f = VariationTree::fromGame(g);
    Position pos = g.position();
    int end = f.lineEnd(VariationTree::kRoot);
    const Point dt = pt("e9");
    REQUIRE(forbiddenKind(pos, dt) == ForbiddenKind::DoubleThree);
    Action a;
    a.point = dt;
    const int bad = f.addChild(end, a);
    f.addChild(bad, move("o15"));  // nothing can follow a lost game
    errors.clear();
    CHECK(checkTree(f, &errors) == 1);
    REQUIRE(errors.size() == 2);
    CHECK(errors[0].warning);
    CHECK(errors[0].code == ErrorCode::Forbidden);
    CHECK(errors[0].message.find("forbidden for black: a double three") != std::string::npos);
    CHECK_FALSE(errors[1].warning);
    CHECK(errors[1].code == ErrorCode::GameOver);
    CHECK(f.valid(bad));
}

TEST_CASE("record: variations, comments, marks and the game's node are written as PGN writes them", "[tree][record]") {
    Game g = played("h8 h9 i9");
    int cur = -1;
    VariationTree t = VariationTree::fromGame(g, &cur);
    const int h8 = t.path(cur)[0], h9 = t.path(cur)[1];
    const int j10 = t.addChild(h8, move("j10"));
    const int k11 = t.addChild(j10, move("k11"));
    t.addChild(h9, move("g7"));
    t.setComment(VariationTree::kRoot, "start");
    t.setComment(h8, "centre {always}\nsecond line");
    t.setMarks(h8, "A:h9 x:j10 tri:g7");
    const std::string text = formatTreeRecord(t, k11);
    CHECK(text ==
          "rule: renju\nsize: 15\nopening: free\nruling: immediate\n"
          "actions: {start} h8 {centre {always\\}\\nsecond line} [A:h9 x:j10 tri:g7] h9 (j10 k11 *) i9 (g7)\n");
    const ParsedTreeRecord back = parseTreeRecord(text);
    INFO(back.status.message);
    REQUIRE(back.tree);
    CHECK(codeAt(*back.tree, back.current) == "h8j10k11");  // at the '*'
    CHECK(formatTreeRecord(*back.tree, back.current) == text);
    const int h8b = back.tree->node(VariationTree::kRoot).children[0];
    CHECK(back.tree->node(h8b).comment == "centre {always}\nsecond line");
    CHECK(back.tree->node(h8b).marks == "A:h9 x:j10 tri:g7");
    CHECK(back.tree->node(VariationTree::kRoot).comment == "start");
    // Without the '*' the game is at the end of the main line.
    const ParsedTreeRecord main = parseTreeRecord(formatTreeRecord(t));
    REQUIRE(main.tree);
    CHECK(codeAt(*main.tree, main.current) == "h8h9i9");
    // The old reader refuses the tree rather than reading part of it.
    CHECK_FALSE(parseRecord(text).game);
}

TEST_CASE("record: a record of one line reads and writes exactly as before the tree", "[tree][record]") {
    const std::string old = "rule: renju\nsize: 15\nopening: free\nruling: immediate\nactions: h8 h9 i9\n";
    const ParsedTreeRecord p = parseTreeRecord(old);
    REQUIRE(p.tree);
    const ParsedRecord g = parseRecord(old);
    REQUIRE(g.game);
    CHECK(p.tree->isLineOf(*g.game));
    CHECK(formatTreeRecord(*p.tree, p.current) == old);
    // Every opening script (whole games of every opening rule) too.
    for (const std::string& rec : openingScripts()) {
        INFO(rec);
        const ParsedTreeRecord t = parseTreeRecord(rec);
        REQUIRE(t.tree);
        CHECK(formatTreeRecord(*t.tree, t.current) == rec);
    }
    // The fields' errors are the old reader's, on the same line.
    CHECK(parseTreeRecord("rule: renju\nsize: 19\nactions: h8\n").status.message == parseRecord("rule: renju\nsize: 19\nactions: h8\n").status.message);
    CHECK(parseTreeRecord("actions: h8\nbogus: 1\n").status.message.find("line 2: unknown field") == 0);
    CHECK(parseTreeRecord("actions: h8\nactions: h9\n").status.message.find("line 2: ") == 0);
}

TEST_CASE("record: broken tree syntax and refused variation moves name the place", "[tree][record]") {
    const std::string head = "rule: renju\nsize: 15\nopening: free\nruling: immediate\nactions: ";
    auto error = [&](const std::string& actions) {
        const ParsedTreeRecord p = parseTreeRecord(head + actions + "\n");
        CHECK_FALSE(p.tree);
        return p.status;
    };
    CHECK(error("(h8)").message == "actions, character 1: a variation \"(\" must follow the action it replaces");
    CHECK(error("h8 h9 (i9").message == "actions, character 7: this variation \"(\" is not closed by \")\"");
    CHECK(error("h8 )").message == "actions, character 4: \")\" closes no variation");
    CHECK(error("h8 {open").message == "actions, character 4: the comment \"{\" is not closed by \"}\"");
    CHECK(error("h8 [A:z99]").code == ErrorCode::BadRecord);
    CHECK(error("h8 [A:z99]").message.find("actions, character 4: ") == 0);
    // A variation's move on a stone: the game's own error, naming the action by its place in the text.
    const Status s = error("h8 h9 (h8 i9) i10");
    CHECK(s.code == ErrorCode::Occupied);
    CHECK(s.message.find("action 3 (h8): ") == 0);
    CHECK(error("h8 h9 (i9 zz)").message.find("action 4 (zz): ") == 0);
}

TEST_CASE("record: deep nesting and long lines parse without recursion limits", "[tree][record]") {
    // Each variation replaces the previous one: siblings of any number, nested any depth.
    std::string actions = "h8";
    const char* cols = "abcdefgo";
    int opened = 0;
    for (int i = 0; i < 2000; ++i) {
        actions += std::string(" (") + cols[i % 8] + std::to_string(1 + (i / 8) % 15);
        ++opened;
    }
    actions += std::string(static_cast<size_t>(opened), ')');
    const ParsedTreeRecord p = parseTreeRecord("opening: none\nactions: " + actions + "\n");
    INFO(p.status.message);
    REQUIRE(p.tree);
    CHECK(p.tree->node(VariationTree::kRoot).children.size() >= 100);
}

TEST_CASE("marks: the text form of <renju-board marks>, one mark a point", "[tree][marks]") {
    ParsedMarks m = parseMarks("A:g8 B:j8 x:k9 tri:h9 circle:f7,f8 square:e5 dot:d4 dot-Red:c3 A:k9", 15);
    REQUIRE_OK(m.status);
    // k9's cross is replaced by the later A; the order is the order last given.
    CHECK(formatMarks(m.marks) == "A:g8 B:j8 tri:h9 circle:f7 circle:f8 square:e5 dot:d4 dot-red:c3 A:k9");
    CHECK(parseMarks("h8", 15).status.code == ErrorCode::BadArgument);
    CHECK(parseMarks("ABCD:h8", 15).status.code == ErrorCode::BadArgument);
    CHECK(parseMarks("A:p16", 15).status.code == ErrorCode::OffBoard);
    CHECK(parseMarks("\xe7\x94\xb2:h8", 15).marks.at(0).text == "\xe7\x94\xb2");  // a CJK label
    CHECK(cleanLabel("a b:c]defg") == "abc");
    // The light check a tree's node uses agrees with the full reader.
    for (const char* text : {"A:g8 x:k9,k10 dot-red:c3", "h8", "ABCD:h8", "A:p16", "tri:h8,", "\xe7\x94\xb2:h8"}) {
        INFO(text);
        CHECK(checkMarks(text, 15).ok() == parseMarks(text, 15).status.ok());
    }
}

TEST_CASE("marks: the signs read as their symbols, dots only in the widget's colours, and a refusal names its part", "[tree][marks]") {
    // × △ ○ □ in UTF-8, as a teacher types them in <renju-board marks>.
    ParsedMarks m = parseMarks("\xc3\x97:h8 \xe2\x96\xb3:j9 \xe2\x97\x8b:g7 \xe2\x96\xa1:f6", 15);
    REQUIRE_OK(m.status);
    CHECK(formatMarks(m.marks) == "x:h8 tri:j9 circle:g7 square:f6");
    for (const char* colour : kDotColours) {
        INFO(colour);
        const ParsedMarks dot = parseMarks(std::string("dot-") + colour + ":h8", 15);
        REQUIRE_OK(dot.status);
        CHECK(dot.marks.at(0).kind == MarkKind::Dot);
        CHECK(dot.marks.at(0).text == colour);
    }
    // A colour the board has no paint for is refused rather than drawn as a plain dot.
    const ParsedMarks pink = parseMarks("A:g8 dot-pink:h8", 15);
    CHECK(pink.status.code == ErrorCode::BadArgument);
    CHECK(pink.problem == MarkProblem::Name);
    CHECK(pink.token == "dot-pink");
    CHECK(pink.marks.empty());  // nothing half read
    const ParsedMarks form = parseMarks("A:g8 h8", 15);
    CHECK(form.problem == MarkProblem::Form);
    CHECK(form.token == "h8");
    const ParsedMarks off = parseMarks("x:h8,p16", 15);
    CHECK(off.status.code == ErrorCode::OffBoard);
    CHECK(off.problem == MarkProblem::Point);
    CHECK(off.token == "p16");
    const ParsedMarks name = parseMarks("ABCD:h8", 15);
    CHECK(name.problem == MarkProblem::Name);
    CHECK(name.token == "ABCD");
    CHECK(parseMarks("A:g8", 15).problem == MarkProblem::None);
    // Fourteen three-byte characters (42 bytes) as a name: the part quoted stops before the character
    // that would cross 40 bytes, at 13 characters (39 bytes).
    std::string long_name;
    for (int i = 0; i < 14; ++i) long_name += "\xe7\x94\xb2";
    const ParsedMarks cut = parseMarks(long_name + ":h8", 15);
    CHECK(cut.problem == MarkProblem::Name);
    CHECK(cut.token == long_name.substr(0, 39));
}

namespace {
// The stones of an analysis board at a node, as "black: ... white: ..." in board order.
std::string boardAt(const VariationTree& t, int id) {
    std::optional<Position> p;
    REQUIRE_OK(t.positionAt(id, p));
    std::string b, w;
    for (int y = 0; y < p->size(); ++y)
        for (int x = 0; x < p->size(); ++x) {
            const Color c = p->board().at(Point(x, y));
            if (c != Color::Empty) (c == Color::Black ? b : w) += " " + formatPoint(Point(x, y));
        }
    return "black:" + b + " white:" + w;
}
}  // namespace

TEST_CASE("analysis board tree: steps of either colour and removals, with variations, in the record", "[tree][record][analysis]") {
    // Main line: black h8, white i9, black j9. From after h8 a variation: black j10, then H8 taken off.
    const std::string text = "mode: analysis\nrule: freestyle\nsize: 15\nopening: free\nruling: immediate\n"
                             "actions: bh8 wi9 (bj10 xh8 *) bj9\n";
    const ParsedTreeRecord p = parseTreeRecord(text);
    INFO(p.status.message);
    REQUIRE(p.tree);
    const VariationTree& t = *p.tree;
    CHECK(t.analysis());
    CHECK(t.count() == 6);
    CHECK(lineText(t, p.current) == "bh8 bj10 xh8");
    CHECK(boardAt(t, p.current) == "black: j10 white:");
    CHECK(boardAt(t, t.lineEnd(VariationTree::kRoot)) == "black: h8 j9 white: i9");
    // The removal knows the colour it took off (a step back puts it back).
    CHECK(t.node(p.current).action.type == ActionType::Remove);
    CHECK(t.node(p.current).action.color == Color::Black);
    // Written back the same; an analysis tree has no game, a game's tree no analysis board.
    CHECK(formatTreeRecord(t, p.current) == text);
    std::optional<Game> g;
    CHECK(t.gameAt(p.current, g).code == ErrorCode::BadArgument);
    std::optional<Position> pos;
    const ParsedTreeRecord game = parseTreeRecord("actions: h8 h9\n");
    REQUIRE(game.tree);
    CHECK(game.tree->positionAt(game.current, pos).code == ErrorCode::BadArgument);
    // Other file formats hold games, stones in turn: refused by name.
    const FileWrite sgf = writeGameFile(t, p.current, "sgf");
    CHECK(sgf.status.code == ErrorCode::BadArgument);
    CHECK_THAT(sgf.status.message, Catch::Contains("analysis board"));
    CHECK(writeGameFile(t, p.current, "record").bytes == text);
}

TEST_CASE("analysis board tree: a board where black's stones make a forbidden shape and a five is kept as placed", "[tree][analysis]") {
    // On the analysis board no rule refuses a stone: black's 3x3 at h8 (g8 i8 / h7 h9 open) and a
    // white five with more stones after it are positions a teacher sets up.
    const ParsedTreeRecord p =
        parseTreeRecord("mode: analysis\nactions: bg8 bi8 bh7 bh9 bh8 wa1 wa2 wa3 wa4 wa5 wa6\n");
    INFO(p.status.message);
    REQUIRE(p.tree);
    CHECK(boardAt(*p.tree, p.current) == "black: h7 g8 h8 i8 h9 white: a1 a2 a3 a4 a5 a6");
}

TEST_CASE("analysis board tree: a step on a taken point, a removal from an empty one and game actions are refused by name", "[tree][record][analysis]") {
    auto refused = [](const std::string& actions) {
        const ParsedTreeRecord p = parseTreeRecord("mode: analysis\nactions: " + actions + "\n");
        CHECK_FALSE(p.tree);
        return p.status;
    };
    Status s = refused("bh8 wi9 (wh8)");
    CHECK(s.code == ErrorCode::Occupied);
    CHECK(s.message == "action 3 (wh8): H8 is already taken");
    s = refused("bh8 xh9");
    CHECK(s.code == ErrorCode::BadArgument);
    CHECK(s.message == "action 2 (xh9): there is no stone on H9 to take off");
    s = refused("bh8 i9");
    CHECK(s.message == "action 2 (i9): a game's action is not a step of the analysis board");
    // A game's record with a step in it: the game refuses it.
    const ParsedTreeRecord g = parseTreeRecord("actions: h8 wi9\n");
    CHECK_FALSE(g.tree);
    CHECK(g.status.message.find("action 2 (wi9): ") == 0);
    // The mode line: analysis or game, once; an analysis board has no opening rule.
    CHECK(parseTreeRecord("mode: game\nactions: h8\n").tree);
    CHECK(parseTreeRecord("mode: board\nactions: h8\n").status.message == "line 1: mode is analysis or game, not \"board\"");
    CHECK(parseTreeRecord("mode: game\nmode: game\n").status.message == "line 2: mode is given twice");
    CHECK(parseTreeRecord("opening: rif\nmode: analysis\n").status.message == "an analysis board has no opening rule");
    // Set-up stones and white to move are the board's start.
    const ParsedTreeRecord set = parseTreeRecord("mode: analysis\nblack: h8\nwhite: i9\nto-move: white\nactions: wj10\n");
    INFO(set.status.message);
    REQUIRE(set.tree);
    CHECK(boardAt(*set.tree, set.current) == "black: h8 white: i9 j10");
    CHECK(set.tree->start().toMove() == Color::White);
}
