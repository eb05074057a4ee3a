#include "opening_scripts.h"

using namespace test;

namespace {
Status recordError(const std::string& text) {
    const ParsedRecord p = parseRecord(text);
    CHECK_FALSE(p.game.has_value());
    return p.status;
}
}  // namespace

TEST_CASE("record: a rif game is written as its options and every action", "[opening][record]") {
    Game g = openingGame(Opening::Rif);
    placeAll(g, kFirst, "h8 h9 i9");
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    REQUIRE_OK(g.play(kFirst, pt("i8")));
    REQUIRE_OK(g.offerFifth(kSecond, pt("g8")));
    REQUIRE_OK(g.offerFifth(kSecond, pt("j10")));
    REQUIRE_OK(g.chooseFifth(kFirst, pt("j10")));
    REQUIRE_OK(g.play(kFirst, pt("k11")));
    const std::string text =
        "rule: renju\n"
        "size: 15\n"
        "opening: rif\n"
        "ruling: immediate\n"
        "actions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10 k11\n";
    CHECK(formatRecord(g) == text);
    CHECK(g.code() == "h8h9i9i8j10k11");  // the code keeps only the moves

    const ParsedRecord back = parseRecord(text);
    REQUIRE(back.game);
    CHECK(back.game->code() == g.code());
    CHECK(back.game->blackPlayer() == kSecond);
    CHECK(pointsText(back.game->offers()) == "g8 j10");
    CHECK(stateOf(*back.game) == stateOf(g));
    CHECK(back.game->actions().size() == g.actions().size());
    for (size_t i = 0; i < g.actions().size(); ++i) {
        CHECK(back.game->actions()[i].type == g.actions()[i].type);
        CHECK(back.game->actions()[i].player == g.actions()[i].player);
        CHECK(back.game->actions()[i].color == g.actions()[i].color);
    }
}

TEST_CASE("record: every opening script round-trips exactly", "[opening][record]") {
    for (const std::string& rec : openingScripts()) {
        INFO(rec);
        const ParsedRecord p = parseRecord(rec);
        INFO(p.status.message);
        REQUIRE(p.game);
        CHECK(formatRecord(*p.game) == rec);
        // A second trip changes nothing either.
        const ParsedRecord again = parseRecord(formatRecord(*p.game));
        REQUIRE(again.game);
        CHECK(stateOf(*again.game) == stateOf(*p.game));
    }
}

TEST_CASE("record: reading is lenient about layout; defaults fill missing fields", "[opening][record]") {
    const ParsedRecord p = parseRecord(
        "# a game\r\n"
        "\r\n"
        "  opening:   swap2  \r\n"
        "actions: H8  I9\tG10 place-two A1 O15 stay\r\n"
        "rule: freestyle\r\n");
    INFO(p.status.message);
    REQUIRE(p.game);
    CHECK(formatRecord(*p.game) ==
          "rule: freestyle\nsize: 15\nopening: swap2\nruling: immediate\nactions: h8 i9 g10 place-two a1 o15 stay\n");
    const ParsedRecord empty = parseRecord("");
    REQUIRE(empty.game);
    CHECK(formatRecord(*empty.game) == "rule: renju\nsize: 15\nopening: free\nruling: immediate\nactions:\n");
}

TEST_CASE("record: set-up positions round-trip", "[opening][record]") {
    GameOptions o;
    o.ruling = Ruling::Claim;
    Game g(o, setUp("f8 g8 h9", "a1 a3", Color::White));
    REQUIRE_OK(g.play(pt("a5")));
    REQUIRE_OK(g.play(pt("h10")));
    const std::string text =
        "rule: renju\nsize: 15\nopening: free\nruling: claim\nblack: f8 g8 h9\nwhite: a1 a3\nto-move: white\n"
        "actions: a5 h10\n";
    CHECK(formatRecord(g) == text);
    const ParsedRecord p = parseRecord(text);
    REQUIRE(p.game);
    CHECK(p.game->position() == g.position());
    CHECK(p.game->setup().size() == 5);
    CHECK(formatRecord(*p.game) == text);
}

TEST_CASE("record: malformed records are refused, naming what is wrong", "[opening][record]") {
    struct Case {
        const char* text;
        ErrorCode code;
        const char* says;
    };
    const Case cases[] = {
        {"rule: go", ErrorCode::BadRecord, "line 1: unknown rule \"go\""},
        {"\nsize: abc", ErrorCode::BadRecord, "line 2: the size must be a number"},
        {"size: 19", ErrorCode::BadRecord, "15x15 only"},
        {"rule: freestyle\nsize: 19\nopening: rif", ErrorCode::BadRecord, "rif is played on 15x15 only"},
        {"opening: rif2", ErrorCode::BadRecord, "unknown opening \"rif2\""},
        {"ruling: later", ErrorCode::BadRecord, "unknown ruling \"later\""},
        {"colour: black", ErrorCode::BadRecord, "unknown field \"colour\""},
        {"rule: renju\nrule: renju", ErrorCode::BadRecord, "line 2: \"rule\" is given twice"},
        {"h8 h9 i9", ErrorCode::BadRecord, "line 1: expected \"field: value\""},
        {"to-move: grey", ErrorCode::BadRecord, "to-move is black or white"},
        {"black: h8 h8", ErrorCode::BadRecord, "h8 is given twice"},
        {"black: h8\nwhite: h8", ErrorCode::BadRecord, "h8 is given twice"},
        {"black: h8 pass", ErrorCode::BadRecord, "a pass is not a stone"},
        {"white: zz", ErrorCode::BadRecord, "white set-up stones"},
        {"actions: h8 h9 yy9", ErrorCode::BadRecord, "action 3 (yy9): unknown action"},
        // x takes a stone off on the analysis board, so xx9 reads as X9, which a 15x15 board has not
        {"actions: h8 h9 xx9", ErrorCode::BadRecord, "action 3 (xx9): the point is off the 15x15 board"},
        {"actions: h8 h99", ErrorCode::BadRecord, "action 2 (h99): the point is off the 15x15 board"},
        {"actions: h8i9", ErrorCode::BadRecord, "action 1 (h8i9): unknown action"},
        {"actions: h8 declare:x", ErrorCode::BadRecord, "declare needs a number"},
        {"actions: offer:z1", ErrorCode::BadRecord, "\"z1\" is not a point"},
        {"actions: h8 resign:grey", ErrorCode::BadRecord, "resign needs black or white"},
        {"actions: h8 frob:1", ErrorCode::BadRecord, "unknown action \"frob:\""},
        {"actions: stay+draw", ErrorCode::BadRecord, "unknown action"},
        // Readable actions that the rules refuse keep the game's own error.
        {"opening: rif\nactions: h8 h9 h11", ErrorCode::OutsideZone, "action 3 (h11): H11 is outside the central 5x5"},
        {"opening: rif\nactions: h8 h9 i9 i8", ErrorCode::WrongPhase, "action 4 (i8): a stone is not expected now"},
        {"opening: rif\nactions: h8 h9 i9 stay i8 offer:g8 offer:h7", ErrorCode::SymmetricOffer, "action 7 (offer:h7)"},
        {"opening: rif\nactions: h8 h9 i9 stay i8 offer:g8 offer:j10 choose:a1", ErrorCode::NotOffered, "A1 is not one"},
        {"opening: rif\nactions: h8 h9 i9 place-two", ErrorCode::WrongPhase, "swap2"},
        {"opening: yamaguchi\nactions: h8 h9 i9 declare:13", ErrorCode::BadArgument, "1 to 12"},
        {"actions: h8 swap", ErrorCode::WrongPhase, "action 2 (swap)"},
        {"actions: a1", ErrorCode::OutsideZone, "action 1 (a1): A1 is not the centre (H8)"},
        {"actions: h8 i9 h8", ErrorCode::Occupied, "action 3 (h8)"},
        {"actions: h8 resign:white h9", ErrorCode::GameOver, "action 3 (h9)"},
        {"actions: h8 pass", ErrorCode::PassTooEarly, "action 2 (pass)"},
        {"actions: h8 accept-draw", ErrorCode::NoDrawOffer, "action 2"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const Status s = recordError(c.text);
        INFO(errorCodeName(s.code) << ": " << s.message);
        CHECK(s.code == c.code);
        CHECK_THAT(s.message, Catch::Contains(c.says));
    }
}
