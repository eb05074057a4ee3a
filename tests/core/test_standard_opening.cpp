#include <map>

#include "core/game.h"
#include "core/standard_opening.h"
#include "core/symmetry.h"
#include "helpers.h"

using namespace test;

namespace {
// The 26 standard openings as the data file gives them (code, name, white 2, black 3; black 1 on h8).
struct Row {
    const char* code;
    const char* name;
    const char* white2;
    const char* black3;
};
const Row kRows[26] = {
    {"1D", "Kansei", "h9", "h10"},    {"2D", "Keigetsu", "h9", "i10"},  {"3D", "Sosei", "h9", "j10"},
    {"4D", "Kagetsu", "h9", "i9"},    {"5D", "Zangetsu", "h9", "j9"},   {"6D", "Ugetsu", "h9", "i8"},
    {"7D", "Kinsei", "h9", "j8"},     {"8D", "Shogetsu", "h9", "h7"},   {"9D", "Kyugetsu", "h9", "i7"},
    {"10D", "Shingetsu", "h9", "j7"}, {"11D", "Zuisei", "h9", "h6"},    {"12D", "Sangetsu", "h9", "i6"},
    {"13D", "Yusei", "h9", "j6"},     {"1I", "Chosei", "i9", "j10"},    {"2I", "Kyogetsu", "i9", "j9"},
    {"3I", "Kosei", "i9", "j8"},      {"4I", "Suigetsu", "i9", "j7"},   {"5I", "Ryusei", "i9", "j6"},
    {"6I", "Ungetsu", "i9", "i8"},    {"7I", "Hogetsu", "i9", "i7"},    {"8I", "Rangetsu", "i9", "i6"},
    {"9I", "Gingetsu", "i9", "h7"},   {"10I", "Myojo", "i9", "h6"},     {"11I", "Shagetsu", "i9", "g7"},
    {"12I", "Meigetsu", "i9", "g6"},  {"13I", "Suisei", "i9", "f6"},
};

// The eight orientations, written out on offsets from h8.
Point orient(Point p, int k) {
    const int dx = p.x - 7, dy = p.y - 7;
    const int table[8][2] = {{dx, dy}, {-dx, dy}, {dx, -dy}, {-dx, -dy}, {dy, dx}, {-dy, dx}, {dy, -dx}, {-dy, -dx}};
    return Point(7 + table[k][0], 7 + table[k][1]);
}

// Every placement (white 2, black 3) with black 1 on h8 that is a standard opening, with its code.
std::map<std::pair<Point, Point>, std::string> expectedPlacements() {
    std::map<std::pair<Point, Point>, std::string> out;
    for (const Row& r : kRows)
        for (int k = 0; k < 8; ++k) {
            const auto key = std::pair{orient(pt(r.white2), k), orient(pt(r.black3), k)};
            const auto [it, fresh] = out.emplace(key, r.code);
            CHECK(it->second == r.code);  // no placement belongs to two openings
        }
    return out;
}

std::string recognizedCode(Point b1, Point w2, Point b3) {
    const auto m = recognizeOpening(b1, w2, b3, kDefaultSize);
    return m ? m->opening->code : "";
}
}  // namespace

TEST_CASE("standard openings: the table holds the 26 with codes, names and kanji", "[opening][standard]") {
    const auto& table = standardOpenings();
    REQUIRE(table.size() == 26);
    for (int i = 0; i < 26; ++i) {
        CHECK(std::string(table[i].code) == kRows[i].code);
        CHECK(std::string(table[i].name) == kRows[i].name);
        CHECK(table[i].white2 == pt(kRows[i].white2));
        CHECK(table[i].black3 == pt(kRows[i].black3));
        CHECK(std::string(table[i].kanji).size() == 6);  // two CJK characters, three bytes each in UTF-8
    }
    CHECK(standardOpeningLabel(table[3]) == "4D Kagetsu");
    CHECK(std::string(table[3].kanji) == "\xe8\x8a\xb1\xe6\x9c\x88");  // 花月
    CHECK(standardOpeningLabel(table[25]) == "13I Suisei");
}

TEST_CASE("standard openings: all 26 recognised in all 8 orientations, either black stone first", "[opening][standard]") {
    for (const Row& r : kRows)
        for (int k = 0; k < 8; ++k) {
            const Point w2 = orient(pt(r.white2), k), b3 = orient(pt(r.black3), k);
            INFO(r.code << " orientation " << k << ": h8 " << formatPoint(w2) << " " << formatPoint(b3));
            const auto m = recognizeOpening(pt("h8"), w2, b3, kDefaultSize);
            REQUIRE(m.has_value());
            CHECK(std::string(m->opening->code) == r.code);
            CHECK(std::string(m->opening->name) == r.name);
            // The reported symmetry takes the canonical placement to this one.
            CHECK(transform(m->opening->white2, m->symmetry, kDefaultSize) == w2);
            CHECK(transform(m->opening->black3, m->symmetry, kDefaultSize) == b3);
            CHECK(recognizedCode(b3, w2, pt("h8")) == r.code);
            const auto fromMoves = recognizeOpening({Move::at(pt("h8")), Move::at(w2), Move::at(b3), Move::at(pt("a1"))}, 15);
            REQUIRE(fromMoves.has_value());
            CHECK(std::string(fromMoves->opening->code) == r.code);
        }
}

TEST_CASE("standard openings: every placement of white 2 touching h8 and black 3 within the 5x5 is one, and nothing else is",
          "[opening][standard]") {
    const auto expected = expectedPlacements();
    // The rules text: white 2 on one of the 8 neighbours, black 3 on one of the 23 other points of the 5x5.
    CHECK(expected.size() == 8 * 23);
    // Exhaustive near the centre: black 1 on h8, white 2 and black 3 anywhere in the central 7x7.
    int recognised = 0;
    for (int wx = 4; wx <= 10; ++wx)
        for (int wy = 4; wy <= 10; ++wy)
            for (int bx = 4; bx <= 10; ++bx)
                for (int by = 4; by <= 10; ++by) {
                    const Point w2(wx, wy), b3(bx, by);
                    if (w2 == pt("h8") || b3 == pt("h8") || w2 == b3) continue;
                    const auto it = expected.find({w2, b3});
                    const std::string want = it == expected.end() ? "" : it->second;
                    INFO("h8 " << formatPoint(w2) << " " << formatPoint(b3));
                    REQUIRE(recognizedCode(pt("h8"), w2, b3) == want);
                    recognised += !want.empty();
                }
    CHECK(recognised == 8 * 23);
    // Every ordering of three stones in the central 5x5: recognised only when a black stone is on h8.
    for (int a = 0; a < 25; ++a)
        for (int b = 0; b < 25; ++b)
            for (int c = 0; c < 25; ++c) {
                const Point b1(5 + a % 5, 5 + a / 5), w2(5 + b % 5, 5 + b / 5), b3(5 + c % 5, 5 + c / 5);
                if (b1 == w2 || b1 == b3 || w2 == b3) continue;
                std::string want;
                if (b1 == pt("h8") && expected.count({w2, b3})) want = expected.at({w2, b3});
                if (b3 == pt("h8") && expected.count({w2, b1})) want = expected.at({w2, b1});
                INFO(formatPoint(b1) << " " << formatPoint(w2) << " " << formatPoint(b3));
                REQUIRE(recognizedCode(b1, w2, b3) == want);
            }
}

TEST_CASE("standard openings: not on other boards, not with passes or fewer than three moves", "[opening][standard]") {
    CHECK_FALSE(recognizeOpening(pt("j10", 19), pt("j11", 19), pt("k11", 19), 19));
    CHECK_FALSE(recognizeOpening(pt("h8"), pt("h9"), pt("i9"), 19));
    CHECK_FALSE(recognizeOpening({Move::at(pt("h8")), Move::at(pt("h9"))}, 15));
    CHECK_FALSE(recognizeOpening({Move::at(pt("h8")), Move::pass(), Move::at(pt("i9"))}, 15));
    CHECK_FALSE(recognizeOpening(std::vector<Move>{}, 15));
}

TEST_CASE("standard openings: a game names its opening under any opening rule", "[opening][standard]") {
    for (Opening o : {Opening::None, Opening::Free, Opening::Swap, Opening::Swap2}) {
        GameOptions opts;
        opts.opening = o;
        Game g(opts);
        for (const char* p : {"h8", "i7"}) REQUIRE(g.play(pt(p)).ok());
        CHECK_FALSE(g.standardOpening());
        REQUIRE(g.play(pt("j7")).ok());  // 2I Kyogetsu (white i9, black j9) mirrored top to bottom
        REQUIRE(g.standardOpening());
        CHECK(standardOpeningLabel(*g.standardOpening()->opening) == "2I Kyogetsu");
    }
    for (Rule r : {Rule::Standard, Rule::Freestyle}) {
        GameOptions opts;
        opts.rule = r;
        Game g(opts);
        // 12D Sangetsu (white h9, black i6) turned a quarter anticlockwise: white g8, black j9.
        for (const char* p : {"h8", "g8", "j9"}) REQUIRE(g.play(pt(p)).ok());
        REQUIRE(g.standardOpening());
        CHECK(std::string(g.standardOpening()->opening->code) == "12D");
    }
    // A set-up position is no opening, whatever its stones.
    Game setup(GameOptions{}, setUp("h8 i9", "h9", Color::White));
    CHECK_FALSE(setup.standardOpening());
}
