#include "helpers.h"

using namespace test;

TEST_CASE("points: columns A.. with I included, rows from the bottom; H8 is the centre", "[notation]") {
    CHECK(pt("h8") == Point(7, 7));
    CHECK(pt("a1") == Point(0, 0));
    CHECK(pt("o15") == Point(14, 14));
    CHECK(pt("i9") == Point(8, 8));  // I is a column, unlike in Go
    CHECK(pt("J10") == Point(9, 9));
    CHECK(formatPoint(Point(7, 7)) == "h8");
    CHECK(formatPoint(Point(14, 0)) == "o1");
    CHECK(formatPoint(Point(21, 21)) == "v22");
    CHECK_FALSE(parsePoint("p1", 15).has_value());
    CHECK(parsePoint("p1", 16) == Point(15, 0));
    CHECK_FALSE(parsePoint("h8i9", 15).has_value());
    CHECK_FALSE(parsePoint("pass", 15).has_value());
}

TEST_CASE("game codes: concatenated, case-insensitive, separators allowed", "[notation]") {
    const auto expect = std::vector<Move>{Move::at(Point(7, 7)), Move::at(Point(8, 8)), Move::at(Point(9, 9))};
    for (const char* code : {"h8i9j10", "H8I9J10", "h8 i9 j10", "h8,i9,j10", "H8, I9, J10", " h8\ti9\nj10 ", "h8;i9;j10"}) {
        INFO(code);
        const ParsedCode p = parseCode(code, 15);
        CHECK(p.status.ok());
        CHECK(p.moves == expect);
    }
    CHECK(parseCode("", 15).moves.empty());
    CHECK(parseCode("", 15).status.ok());
    CHECK(formatCode(expect) == "h8i9j10");
}

TEST_CASE("game codes: passes are written \"pass\" and round-trip", "[notation]") {
    const ParsedCode p = parseCode("h8i9j10passk11PASSpass", 15);
    REQUIRE(p.status.ok());
    REQUIRE(p.moves.size() == 7);
    CHECK(p.moves[3].isPass());
    CHECK(p.moves[5].isPass());
    CHECK(p.moves[6].isPass());
    CHECK(formatCode(p.moves) == "h8i9j10passk11passpass");
    CHECK(parseCode(formatCode(p.moves), 15).moves == p.moves);
    // on a board with a P column, "p1" is a point and "pass" still a pass
    const ParsedCode big = parseCode("p1pass", 16);
    REQUIRE(big.status.ok());
    CHECK(big.moves.size() == 2);
    CHECK(big.moves[0].point == Point(15, 0));
    CHECK(big.moves[1].isPass());
}

TEST_CASE("game codes: a numbered move list reads, each number that of the move after it", "[notation]") {
    const auto expect = std::vector<Move>{Move::at(Point(7, 7)), Move::at(Point(8, 8)), Move::at(Point(9, 9))};
    for (const char* code : {"1. h8 2. i9 3. j10", "1.h8 2.i9 3.j10", "1) h8 2) i9 3) j10", "1. H8\n2. I9\n3. J10\n",
                             "1.h8, 2.i9, 3.j10", "h8 2. i9 j10"}) {
        INFO(code);
        const ParsedCode p = parseCode(code, 15);
        CHECK(p.status.ok());
        CHECK(p.moves == expect);
    }
    const ParsedCode passes = parseCode("1. h8 2. i9 3. j10 4. pass 5. k11", 15);
    REQUIRE(passes.status.ok());
    REQUIRE(passes.moves.size() == 5);
    CHECK(passes.moves[3].isPass());
    // A number that is not the next move's is a mistake in the list (a move left out, or one per pair).
    const ParsedCode skipped = parseCode("1. h8 3. j10", 15);
    CHECK(skipped.status.code == ErrorCode::BadCode);
    CHECK_THAT(skipped.status.message, Catch::Contains("move number \"3\" at offset 6 where 2 was expected"));
    CHECK(skipped.moves.empty());
    const ParsedCode pairs = parseCode("1. h8 i9 2. j10", 15);
    CHECK(pairs.status.code == ErrorCode::BadCode);
    CHECK_THAT(pairs.status.message, Catch::Contains("where 3 was expected"));
    // A number with no point or bracket after it is no move number.
    CHECK(parseCode("1 h8", 15).status.code == ErrorCode::BadCode);
    CHECK(parseCode("99999999999999999999. h8", 15).status.code == ErrorCode::BadCode);
}

TEST_CASE("game codes: round trip on every point of every size", "[notation]") {
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        std::vector<Move> all;
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) all.push_back(Move::at(Point(x, y)));
        const std::string code = formatCode(all);
        const ParsedCode back = parseCode(code, size);
        INFO(size);
        CHECK(back.status.ok());
        CHECK(back.moves == all);
    }
}

TEST_CASE("game codes: malformed input names the offending text and its offset", "[notation]") {
    struct Case {
        const char* code;
        ErrorCode error;
        const char* message;
    };
    const Case cases[] = {
        {"h8i9x", ErrorCode::BadCode, "\"x\" at offset 4 has no row number"},
        {"h8 9i", ErrorCode::BadCode, "unexpected \"9i\" at offset 3"},
        {"h8i0", ErrorCode::OffBoard, "\"i0\" at offset 2 is off the 15x15 board"},
        {"h8i16", ErrorCode::OffBoard, "\"i16\" at offset 2 is off the 15x15 board"},
        {"h8p1", ErrorCode::OffBoard, "\"p1\" at offset 2 is off the 15x15 board"},
        {"h8z9", ErrorCode::OffBoard, "\"z9\" at offset 2 is off the 15x15 board"},
        {"h8i99999999999", ErrorCode::OffBoard, "\"i99999999999\" at offset 2 is off the 15x15 board"},
        {"h8-i9", ErrorCode::BadCode, "unexpected \"-i9\" at offset 2"},
        {"h8\xc3\xa9", ErrorCode::BadCode, "at offset 2"},
        {"pas", ErrorCode::BadCode, "at offset 0 has no row number"},
        {"h8.i9", ErrorCode::BadCode, "unexpected \".i9\" at offset 2"},
        {"h8\"i9", ErrorCode::BadCode, "unexpected \"\\x22i9\" at offset 2"},
    };
    for (const Case& c : cases) {
        INFO(c.code);
        const ParsedCode p = parseCode(c.code, 15);
        CHECK(p.status.code == c.error);
        CHECK_THAT(p.status.message, Catch::Contains(c.message));
        CHECK(p.moves.empty());
    }
    const ParsedCode small = parseCode("f5", 5);
    CHECK(small.status.code == ErrorCode::OffBoard);
    CHECK_THAT(small.status.message, Catch::Contains("5x5"));
}

TEST_CASE("placing a code: a move on a stone is refused and names the move; nothing changes", "[notation]") {
    Position pos;
    const ParsedCode p = parseCode("h8i9j10h8", 15);
    REQUIRE(p.status.ok());
    const Position before = pos;
    const Status s = placeMoves(pos, p.moves);
    CHECK(s.code == ErrorCode::Occupied);
    CHECK_THAT(s.message, Catch::Contains("move 4 (h8)"));
    CHECK(pos == before);
    CHECK(pos.board().stones() == 0);
}
