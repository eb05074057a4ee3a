// Record files of other programs (core/game_file.h), read from the real samples in ../shared/records
// (expected values worked out from the files and their formats' specifications, see its README),
// written and read back, and broken files refused naming the place.
#include <algorithm>
#include <fstream>
#include <iterator>

#include "core/action_token.h"
#include "core/game_file.h"
#include "core/tree_record.h"
#include "opening_helpers.h"

using namespace test;

namespace {
std::string sample(const std::string& name) {
    for (const char* dir : {"/work/shared/records/", "../shared/records/", "../../shared/records/", "../../../shared/records/"}) {
        std::ifstream f(std::string(dir) + name, std::ios::binary);
        if (f) return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
    }
    return "";
}
// The moves of a line as a game code.
std::string code(const VariationTree& t, int id) {
    std::string s;
    for (int n : t.path(id)) {
        const Action& a = t.node(n).action;
        s += a.type == ActionType::Pass ? std::string("pass") : formatPoint(a.point);
    }
    return s;
}
std::string mainLine(const VariationTree& t) { return code(t, t.lineEnd(VariationTree::kRoot)); }
// The actions of a line as the record's tokens ("h8 i9 swap j10").
std::string tokens(const VariationTree& t, int id) {
    std::string s;
    for (int n : t.path(id)) s += (s.empty() ? "" : " ") + formatAction(t.node(n).action);
    return s;
}
int leaves(const VariationTree& t) {
    int n = 0;
    for (int id = 0; id < t.slots(); ++id) n += t.valid(id) && t.node(id).children.empty();
    return n;
}
std::string info(const FileGame& g, const std::string& key) {
    for (const auto& [k, v] : g.info)
        if (k == key) return v;
    return "";
}
// Same moves, comments and marks, node for node in the same order.
bool sameTree(const VariationTree& a, int na, const VariationTree& b, int nb) {
    std::vector<std::pair<int, int>> stack{{na, nb}};
    while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        const TreeNode &p = a.node(x), &q = b.node(y);
        if (x != VariationTree::kRoot && !sameAction(p.action, q.action)) return false;
        if (p.comment != q.comment || p.marks != q.marks || p.children.size() != q.children.size()) return false;
        for (size_t i = 0; i < p.children.size(); ++i) stack.emplace_back(p.children[i], q.children[i]);
    }
    return true;
}
#define REQUIRE_SAMPLE(bytes) \
    if ((bytes).empty()) {    \
        WARN("sample missing"); \
        return;               \
    }
}  // namespace

TEST_CASE("files: RenLib VCF library: 31 positions of 741 nodes, the first line, comments split at 0x08", "[files][renlib]") {
    const std::string bytes = sample("renlib_figrid_VCF.lib");
    REQUIRE_SAMPLE(bytes);
    CHECK(detectFileFormat(bytes) == "renlib");
    const FileRead r = readGameFile(bytes);
    REQUIRE(r.games.size() == 1);
    for (const FileMessage& e : r.errors) INFO(e.where + ": " + e.message);
    const VariationTree& t = r.games[0].tree;
    CHECK(mainLine(t) == "h8h9j10i9i10j8g9h10k7f10g10g11f12k9i7j6j9h11h12j7j12j11i11i12k10m10g6i8k8g7j5m6k6i4f6k4h4i3e6h6d8f8");
    CHECK(t.count() - 1 == 741);
    const std::string& first = t.node(t.node(VariationTree::kRoot).children[0]).comment;
    CHECK(first.rfind("31 VCF positions\nFind all comments or end positions.", 0) == 0);
    // The multi-line part's CRLF line breaks read as \n.
    CHECK(first.find("\r") == std::string::npos);
    CHECK(first.find("\n\nFind VCF command:\n- Edit / Find VCF\n") != std::string::npos);
}

TEST_CASE("files: RenLib I7 opening library: 2076 nodes and 262 lines, first line h8i9i7g10g9", "[files][renlib]") {
    const std::string bytes = sample("renlib_figrid_I7.lib");
    REQUIRE_SAMPLE(bytes);
    const FileRead r = readGameFile(bytes);
    REQUIRE(r.games.size() == 1);
    const VariationTree& t = r.games[0].tree;
    CHECK(mainLine(t) == "h8i9i7g10g9");
    CHECK(t.count() - 1 == 2076);
    CHECK(leaves(t) == 262);
}

TEST_CASE("files: RenLib round trip: written libraries read back as the same tree, comments and labels", "[files][renlib]") {
    for (const char* name : {"renlib_figrid_VCF.lib", "renlib_figrid_I7.lib"}) {
        const std::string bytes = sample(name);
        REQUIRE_SAMPLE(bytes);
        const FileRead r = readGameFile(bytes);
        REQUIRE(r.games.size() == 1);
        const FileWrite w = writeGameFile(r.games[0].tree, -1, "renlib");
        REQUIRE(w.status.ok());
        const FileRead back = readGameFile(w.bytes);
        REQUIRE(back.games.size() == 1);
        CHECK(sameTree(r.games[0].tree, VariationTree::kRoot, back.games[0].tree, VariationTree::kRoot));
    }
    // Labels are RenLib's board texts: children that are not moves.
    VariationTree t;
    Action h8;
    h8.point = pt("h8");
    const int n = t.addChild(VariationTree::kRoot, h8);
    t.setMarks(n, "A:j9 B:g7");
    t.setComment(n, "one line\nmore\nlines");
    const FileRead back = readGameFile(writeGameFile(t, -1, "renlib").bytes);
    REQUIRE(back.games.size() == 1);
    const VariationTree& b = back.games[0].tree;
    REQUIRE(b.count() == 2);
    const TreeNode& h = b.node(b.node(VariationTree::kRoot).children[0]);
    CHECK(h.marks == "A:j9 B:g7");
    CHECK(h.comment == "one line\nmore\nlines");
}

TEST_CASE("files: RenLib texts end at a 0 byte, so one inside a comment is left out and the moves after it stay (found by fuzzing)", "[files][renlib]") {
    // h8 {c<0>d} h9 (i9) j10: written to RenLib and read back, the same five nodes and the comment "cd".
    const ParsedTreeRecord p = parseTreeRecord(std::string("actions: h8 {c\0d} h9 (i9 [A:j9]) j10 *\n", 39));
    REQUIRE(p.tree);
    REQUIRE(p.tree->count() == 5);
    const FileWrite w = writeGameFile(*p.tree, p.current, "renlib");
    REQUIRE(w.status.ok());
    const FileRead back = readGameFile(w.bytes, "renlib");
    REQUIRE(back.games.size() == 1);
    CHECK(back.errors.empty());
    const VariationTree& b = back.games[0].tree;
    CHECK(b.count() == 5);
    CHECK(b.node(b.node(VariationTree::kRoot).children[0]).comment == "cd");
}

TEST_CASE("files: .pos samples: 20 moves not from h8, and a 13-move forbidden-point position", "[files][pos]") {
    const std::string basic = sample("pos_xl_basic_43.pos"), forbidden = sample("pos_xl_forbidden_move_1.pos");
    REQUIRE_SAMPLE(basic);
    CHECK(detectFileFormat(basic) == "pos");
    FileRead r = readGameFile(basic);
    REQUIRE(r.games.size() == 1);
    CHECK(mainLine(r.games[0].tree) == "c15n13c14m12c13j9b12n9d12m10d4o2d5n2e1m2b4k3a5k5");
    r = readGameFile(forbidden);
    REQUIRE(r.games.size() == 1);
    CHECK(mainLine(r.games[0].tree) == "h8g8g9i9i8g7f7i6j7h5i5f6g5");
    CHECK(r.errors.empty());
    // Written back byte for byte.
    CHECK(writeGameFile(r.games[0].tree, -1, "pos").bytes == forbidden);
}

TEST_CASE("files: .psq sample: 20x20, 16 moves, engine names and the error code kept", "[files][psq]") {
    const std::string text = sample("psq_gomocuponline_1x0-16.psq");
    REQUIRE_SAMPLE(text);
    CHECK(detectFileFormat(text) == "psq");
    const FileRead r = readGameFile(text);
    REQUIRE(r.games.size() == 1);
    const FileGame& g = r.games[0];
    CHECK(g.tree.options().size == 20);
    CHECK(mainLine(g.tree) == "j11k9j8k8i10l9h9k12k10m10n11n9l11m9j9o9");
    CHECK(info(g, "notes") == "pisq7.exe\nrenjusolver.ZIP\n0");
    CHECK(r.errors.empty());
    const FileRead back = readGameFile(writeGameFile(g.tree, -1, "psq").bytes);
    REQUIRE(back.games.size() == 1);
    CHECK(mainLine(back.games[0].tree) == mainLine(g.tree));
}

TEST_CASE("files: SGF by GOWrite (GM[1]): h8 and two variations, UTF-8 labels", "[files][sgf]") {
    const std::string text = sample("sgf_lfz084_GoWrite_variations.sgf");
    REQUIRE_SAMPLE(text);
    CHECK(detectFileFormat(text) == "sgf");
    const FileRead r = readGameFile(text);
    REQUIRE(r.games.size() == 1);
    const VariationTree& t = r.games[0].tree;
    const int h8 = t.node(VariationTree::kRoot).children.at(0);
    CHECK(formatPoint(t.node(h8).action.point) == "h8");
    REQUIRE(t.node(h8).children.size() == 2);
    const int a = t.node(h8).children[0], b = t.node(h8).children[1];
    CHECK(formatPoint(t.node(a).action.point) == "i8");
    CHECK(formatPoint(t.node(b).action.point) == "i9");
    CHECK(t.node(h8).marks == "\xe7\x9b\xb4:i8 \xe6\x96\x9c:i9");        // 直 at i8, 斜 at i9
    CHECK(t.node(a).marks == "\xe8\x8a\xb1:i9");                         // 花
    CHECK(t.node(b).marks == "\xe6\xb5\xa6:i7");                         // 浦
    // Written and read back: the same tree.
    const FileRead back = readGameFile(writeGameFile(t, -1, "sgf").bytes);
    REQUIRE(back.games.size() == 1);
    CHECK(sameTree(t, VariationTree::kRoot, back.games[0].tree, VariationTree::kRoot));
}

TEST_CASE("files: SGF by ZJRenju (GM[5]): 10 moves; several game trees in one file", "[files][sgf]") {
    const std::string text = sample("sgf_lfz084_linear_gm5_zjrenju.sgf");
    REQUIRE_SAMPLE(text);
    FileRead r = readGameFile(text);
    REQUIRE(r.games.size() == 1);
    CHECK(mainLine(r.games[0].tree) == "h8i9i7g9j7g8j9g7g6h10");
    r = readGameFile(text + "\n" + text);
    CHECK(r.games.size() == 2);
}

TEST_CASE("files: PlayOK PGN: 18 games, 12 of them swap2; players, date, result; the first game's moves", "[files][pgn]") {
    const std::string text = sample("playok_pgn_gomoku_runglathap.txt");
    REQUIRE_SAMPLE(text);
    CHECK(detectFileFormat(text) == "pgn");
    const FileRead r = readGameFile(text);
    REQUIRE(r.games.size() == 18);
    int swap2 = 0;
    for (const FileGame& g : r.games) swap2 += info(g, "opening") == "swap2";
    CHECK(swap2 == 12);
    // "1. g8 h8 2. j8 black 3. h9 ...": the second player (runglathap, PlayOK's White) takes black
    // after three stones: swap2's "swap". Black's k13 makes g9-h10-i11-j12-k13, and PlayOK's 0-1 is
    // runglathap's win: the names and the result are said by the colours the players ended with.
    const FileGame& g = r.games[0];
    CHECK(info(g, "first") == "k56");
    CHECK(info(g, "second") == "runglathap");
    CHECK(info(g, "black") == "runglathap");
    CHECK(info(g, "white") == "k56");
    CHECK(info(g, "date") == "2021.07.31");
    CHECK(info(g, "result") == "1-0");
    CHECK(g.tree.options().opening == Opening::Swap2);
    CHECK(tokens(g.tree, g.current) == "g8 h8 j8 swap h9 h10 i9 g9 g7 j10 g10 j9 j7 j12 j11 i11 f8 k13");
    std::optional<Game> end;
    REQUIRE(g.tree.gameAt(g.current, end).ok());
    CHECK(end->result().outcome == Outcome::BlackWins);
    // "1. h8 j8 2. l8 g7 3. h7 -- 4. black h9": stones 4 and 5 with no word before them are the
    // second player's place-two; the first player's "black" after them keeps black (stay).
    CHECK(tokens(r.games[1].tree, r.games[1].current).rfind("h8 j8 l8 place-two g7 h7 stay h9 ", 0) == 0);
    CHECK(info(r.games[1], "black") == "wdd3983");
    // Every game that ends in a five: the result, by colour, is that five's.
    int fives = 0;
    for (const FileGame& x : r.games) {
        REQUIRE(x.tree.gameAt(x.current, end).ok());
        const Outcome o = end->result().outcome;
        if (end->result().reason != Reason::Five) continue;
        ++fives;
        INFO(info(x, "first") + " - " + info(x, "second") + " " + info(x, "result"));
        CHECK(info(x, "result") == (o == Outcome::BlackWins ? "1-0" : "0-1"));
    }
    CHECK(fives > 0);
    for (const FileMessage& e : r.errors) {
        INFO(e.where + ": " + e.message);
        CHECK(e.warning);
    }
}

TEST_CASE("files: numbered move lists and game codes", "[files][moves]") {
    FileRead r = readGameFile("1. h8 i9 2. j10 k11\n3.h10");
    CHECK(r.format == "moves");
    REQUIRE(r.games.size() == 1);
    CHECK(mainLine(r.games[0].tree) == "h8i9j10k11h10");
    CHECK(writeGameFile(r.games[0].tree, -1, "moves").bytes == "1. h8 i9 2. j10 k11 3. h10\n");
    r = readGameFile("h8i9j10");
    REQUIRE(r.games.size() == 1);
    CHECK(mainLine(r.games[0].tree) == "h8i9j10");
}

TEST_CASE("files: moves the rules refuse are reported with their place, the rest kept (a partial read)", "[files]") {
    // .pos: the third move on the first one's point.
    FileRead r = readGameFile(std::string("\x03\x70\x6f\x70", 4), "pos");
    REQUIRE(r.games.size() == 1);
    CHECK(r.partial);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].where == "byte 4");
    CHECK(r.errors[0].message == "move 3 (h8): H8 is already taken");
    CHECK(mainLine(r.games[0].tree) == "h8g8");
    // A byte off the 15x15 board.
    r = readGameFile(std::string("\x02\x70\xF0", 3), "pos");
    CHECK(r.errors.at(0).where == "byte 3");
    CHECK(r.errors.at(0).message.find("off the 15x15 board") != std::string::npos);
    // psq: a move off the board.
    r = readGameFile("Piskvorky 15x15, 7:7, 0\n8,8,0\n16,1,0\n");
    CHECK(r.errors.at(0).where == "line 3");
    CHECK(r.errors.at(0).message.find("off the 15x15 board") != std::string::npos);
    // SGF: a move of the wrong colour, and an unclosed value.
    r = readGameFile("(;SZ[15];B[hh];B[ii])");
    CHECK(r.errors.at(0).where == "game 1, line 1");
    CHECK(r.errors.at(0).message.find("black moves at i7, but white is to move") == 0);
    r = readGameFile("(;SZ[15];B[hh]\n;W[ii");
    CHECK(r.errors.at(0).message.find("not closed") != std::string::npos);
    CHECK(r.errors.at(0).where == "game 1, line 2");
    // A forbidden black stone under Renju: kept, reported as a warning.
    r = readGameFile("1. h8 a1 2. e10 a3 3. e11 a5 4. f9 a7 5. g9 a9 6. e9");
    REQUIRE(r.games.size() == 1);
    CHECK_FALSE(r.partial);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].warning);
    CHECK(r.errors[0].where == "line 1");
    CHECK(r.errors[0].message == "move 11 (e9) is forbidden for black: a double three");
    // Unknown data.
    r = readGameFile(std::string("\x01\x02\x03\xFF", 4));
    CHECK(r.games.empty());
    CHECK(r.errors.at(0).message.find("not a record file") == 0);
    r = readGameFile("x", "bogus");
    CHECK(r.errors.at(0).message.find("unknown file format") == 0);
    // RenLib: a header cut short, a point off the board.
    r = readGameFile(std::string("\xFFRenLib\xFF\x03\x00", 10));
    CHECK(r.errors.at(0).message == "the RenLib header is cut short");
    std::string lib("\xFFRenLib\xFF\x03\x00", 10);
    lib.append(10, '\xFF');
    lib += std::string("\x78\x00\x00\x40", 4);  // h8, then point 0 after the root: a pass... then off-board
    r = readGameFile(lib + std::string("\x10\x40", 2), "renlib");
    CHECK(r.games.size() == 1);
}

TEST_CASE("files: a record with variations is a file format too", "[files][record]") {
    const std::string text = "rule: renju\nsize: 15\nopening: free\nruling: immediate\nactions: h8 {c} h9 (i9) j10\n";
    const FileRead r = readGameFile(text);
    CHECK(r.format == "record");
    REQUIRE(r.games.size() == 1);
    CHECK(writeGameFile(r.games[0].tree, r.games[0].current, "record").bytes == text);
    const FileRead bad = readGameFile("actions: h8 h8\n");
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].message == "action 2 (h8): H8 is already taken");
}

TEST_CASE("files: reading is linear: a 10 MB move list and a deep SGF finish, bounded", "[files][big]") {
    // 10 MB of SGF variations nested 100000 deep: no recursion, every branch read.
    std::string deep = "(;SZ[15]";
    for (int i = 0; i < 100000; ++i) deep += "(;B[hh]";
    deep += std::string(100000, ')') + ")";
    FileRead r = readGameFile(deep);
    REQUIRE(r.games.size() == 1);
    CHECK(r.games[0].tree.count() == 2);  // every branch is the same move
    // 10 MB of one game's text: the game ends at the first five; the rest is reported, bounded.
    std::string big;
    while (big.size() < 10 * 1024 * 1024) big += "h8 i9 ";
    r = readGameFile(big, "moves");
    REQUIRE(r.games.size() == 1);
    CHECK(r.errors.size() >= 1);
    CHECK(r.errors.size() <= static_cast<size_t>(kMaxFileErrors));
}

TEST_CASE("files: a big file read in steps: each game handed over as it is read, progress up to the whole file", "[files][big]") {
    // 3000 PGN games of three moves; the 2000th has a move on a stone.
    std::string pgn;
    for (int i = 1; i <= 3000; ++i)
        pgn += "[Black \"p" + std::to_string(i) + "\"]\n\n1. h8 i9 2. " + (i == 2000 ? "h8" : "j10") + " *\n\n";
    FileRead r;
    std::vector<std::string> blacks;
    std::vector<size_t> done;
    r.onGame = [&](FileGame&& g) { blacks.push_back(g.info.empty() ? "" : g.info[0].second); };
    r.onProgress = [&](size_t at, size_t all) {
        CHECK(all == pgn.size());
        done.push_back(at);
    };
    readGameFileInto(pgn, "", r);
    CHECK(r.format == "pgn");
    CHECK(r.games.empty());  // handed over, not kept
    CHECK(r.gameCount == 3000);
    REQUIRE(blacks.size() == 3000);
    CHECK(blacks.front() == "p1");
    CHECK(blacks.back() == "p3000");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].where.rfind("game 2000, line ", 0) == 0);
    // About every 1%: more than 50 reports, in order, the last at the end of the file.
    CHECK(done.size() > 50);
    CHECK(done.size() <= 102);
    CHECK(std::is_sorted(done.begin(), done.end()));
    CHECK(done.back() == pgn.size());
    // Without the hooks the same read keeps the games.
    const FileRead kept = readGameFile(pgn);
    CHECK(kept.games.size() == 3000);
    CHECK(kept.gameCount == 3000);
}

TEST_CASE("files: Yixin-Board .sav: size, size again, count, then row (from the top) and column from 0", "[files][sav]") {
    // As Yixin-Board's show_dialog_save writes it (dhbloo/Yixin-Board main.c): h8 is row 7 from the
    // top, column 7; i9 row 6, column 8; j10 row 5, column 9.
    const std::string sav = "15\n15\n3\n7 7\n6 8\n5 9\n";
    CHECK(detectFileFormat(sav) == "sav");
    FileRead r = readGameFile(sav);
    REQUIRE(r.games.size() == 1);
    CHECK(r.errors.empty());
    CHECK(mainLine(r.games[0].tree) == "h8i9j10");
    CHECK(r.games[0].tree.options().rule == Rule::Renju);
    // Written back the same, and an older Yixin's rule code in the second line is read too.
    CHECK(writeGameFile(r.games[0].tree, -1, "sav").bytes == sav);
    r = readGameFile("20\n0\n2\n0 0\n19 19\n");
    REQUIRE(r.games.size() == 1);
    CHECK(r.games[0].tree.options().size == 20);
    CHECK(r.games[0].tree.options().rule == Rule::Freestyle);
    CHECK(mainLine(r.games[0].tree) == "a20t1");
    // A move off the board, one on a stone, a short file: reported by line, the rest kept.
    r = readGameFile("15\n15\n3\n7 7\n15 2\n6 6\n", "sav");
    CHECK(r.partial);
    REQUIRE(!r.errors.empty());
    CHECK(r.errors[0].where == "line 5");
    CHECK(r.errors[0].message.find("off the 15x15 board") != std::string::npos);
    CHECK(mainLine(r.games[0].tree) == "h8");
    r = readGameFile("15\n15\n2\n7 7\n7 7\n", "sav");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].where == "line 5");
    CHECK(r.errors[0].message == "move 2 (h8): H8 is already taken");
    r = readGameFile("15\n15\n4\n7 7\n", "sav");
    CHECK(r.partial);
    CHECK(r.errors[0].message.find("says 4 moves but holds 1") != std::string::npos);
    r = readGameFile("15\n15\nx\n", "sav");
    CHECK(r.games.empty());
    CHECK(r.errors[0].where == "line 3");
    // A 50-byte .sav is not taken for a .pos whose count byte is its first digit.
    std::string fifty = "15\n15\n7\n7 7\n6 8\n5 9\n4 10\n3 11\n8 6\n9 5\n";
    while (fifty.size() < 50) fifty += "\n";
    CHECK(fifty.size() == 50);
    CHECK(detectFileFormat(fifty) == "sav");
}

TEST_CASE("files: a RIF database: players, event, date, result, rule and opening of every game", "[files][rif]") {
    // The tables as renju.net's XML export holds them (renju-note's rif.ts reads these fields); the
    // games come first here: the reader resolves ids at the end.
    const std::string xml =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        "<database>\n"
        "<games>\n"
        "<game id=\"7\" tournament=\"3\" round=\"2\" rule=\"1\" black=\"10\" white=\"11\" bresult=\"0\" opening=\"4\">"
        "<move>h8 h9 j9 i8 i10</move><info>swap &amp; more</info></game>\n"
        "<game id=\"8\" tournament=\"3\" rule=\"1\" black=\"11\" white=\"10\" bresult=\"1\" opening=\"4\">\n"
        "<move>h8 h9 h8</move></game>\n"
        "</games>\n"
        "<players><player id=\"10\" name=\"Ana\" surname=\"Nov&#225;k\"/><player id=\"11\" name=\"Li\" surname=\"Wei\"/></players>\n"
        "<tournaments><tournament id=\"3\" name=\"World Championship\" year=\"2019\" start=\"2019-08-01\"/></tournaments>\n"
        "<rules><rule id=\"1\" name=\"RIF\"/></rules>\n"
        "<openings><opening id=\"4\" name=\"Kagetsu\" abbr=\"D4\"/></openings>\n"
        "</database>\n";
    CHECK(detectFileFormat(xml) == "rif");
    const FileRead r = readGameFile(xml);
    REQUIRE(r.games.size() == 2);
    const FileGame& g = r.games[0];
    CHECK(info(g, "black") == "Ana Nov\xc3\xa1k");
    CHECK(info(g, "white") == "Li Wei");
    CHECK(info(g, "event") == "World Championship");
    CHECK(info(g, "date") == "2019-08-01");
    CHECK(info(g, "result") == "0-1");
    CHECK(info(g, "rule") == "RIF");
    CHECK(info(g, "opening") == "Kagetsu");
    CHECK(info(g, "notes") == "swap & more");
    CHECK(mainLine(g.tree) == "h8h9j9i8i10");
    CHECK(info(r.games[1], "result") == "1-0");
    CHECK(mainLine(r.games[1].tree) == "h8h9");
    CHECK(r.partial);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].where == "game 2 (line 5), move 3");
    CHECK(r.errors[0].message == "move 3 (h8): H8 is already taken");
    CHECK(readGameFile("<database></database>").errors.at(0).message == "the database holds no <game>");
}
