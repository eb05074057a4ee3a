// Action tokens (core/action_token.h), the opening zone as a rectangle, what the rules allow
// (core/rule_facts.h) and the JSON writers the CLI and the WebAssembly API share (core/json_export.h).
// Expected values are worked out by hand from the record format and the opening rules.
#include "core/action_token.h"
#include "core/json_export.h"
#include "core/rule_facts.h"
#include "opening_helpers.h"

using namespace test;

namespace {
std::string tokens(const Game& g) {
    std::string s;
    for (const Action& a : g.actions()) s += (s.empty() ? "" : " ") + formatAction(a);
    return s;
}
Status applyAll(Game& g, const std::string& list) {
    std::istringstream in(list);
    std::string token;
    while (in >> token)
        if (Status s = applyAction(g, token); !s) return s;
    return Status::success();
}
}  // namespace

TEST_CASE("action tokens: a RIF game applied token by token is written back the same", "[action][record]") {
    Game g = openingGame(Opening::Rif);
    const std::string list = "h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10 k11";
    REQUIRE_OK(applyAll(g, list));
    CHECK(tokens(g) == list);
    CHECK(g.code() == "h8h9i9i8j10k11");
    CHECK(g.blackPlayer() == kSecond);  // the swap gave black to the second player
}

TEST_CASE("action tokens: every kind reads as its action and is written canonically", "[action]") {
    struct Case {
        const char* token;
        ActionType type;
        const char* canonical;
    };
    const Case cases[] = {
        {"H8", ActionType::Move, "h8"},           {"h8+draw", ActionType::Move, "h8+draw"},
        {"pass", ActionType::Pass, "pass"},       {"pass+draw", ActionType::Pass, "pass+draw"},
        {"stay", ActionType::Swap, "stay"},       {"swap", ActionType::Swap, "swap"},
        {"place-two", ActionType::Swap, "place-two"}, {"declare:3", ActionType::Declare, "declare:3"},
        {"offer:G8", ActionType::Offer, "offer:g8"}, {"choose:j10", ActionType::Choose, "choose:j10"},
        {"accept-draw", ActionType::AcceptDraw, "accept-draw"}, {"decline-draw", ActionType::DeclineDraw, "decline-draw"},
        {"resign:black", ActionType::Resign, "resign:black"}, {"timeout:white", ActionType::Timeout, "timeout:white"},
        {"claim-win:white", ActionType::ClaimWin, "claim-win:white"},
        {"claim-forbidden:h8", ActionType::ClaimForbidden, "claim-forbidden:h8"},
        // The analysis board's steps (no game takes them).
        {"bH8", ActionType::Place, "bh8"},        {"wi9", ActionType::Place, "wi9"},
        {"xo15", ActionType::Remove, "xo15"},     {"bb12", ActionType::Place, "bb12"},
        {"b12", ActionType::Move, "b12"},         {"b1", ActionType::Move, "b1"},
    };
    for (const Case& c : cases) {
        INFO(c.token);
        const ParsedAction p = parseAction(c.token, 15);
        REQUIRE(p.status.ok());
        CHECK(p.action.type == c.type);
        CHECK(p.action.player == Player::None);  // a request for whoever's turn it is
        CHECK(formatAction(p.action) == c.canonical);
    }
    CHECK(parseAction("declare:3", 15).action.number == 3);
    CHECK(parseAction("place-two", 15).action.choice == SwapChoice::PlaceTwo);
    CHECK(parseAction("resign:black", 15).action.color == Color::Black);
    CHECK(parseAction("h8+draw", 15).action.offerDraw);
    CHECK(parseAction("offer:g8", 15).action.point == Point(6, 7));
    // A point is one letter and a number: "b12" is the point B12, "bb12" a black stone on it.
    CHECK(parseAction("bb12", 15).action.point == Point(1, 11));
    CHECK(parseAction("bb12", 15).action.color == Color::Black);
    CHECK(parseAction("wi9", 15).action.color == Color::White);
    CHECK(parseAction("xo15", 15).action.point == Point(14, 14));
    // Points beyond the 15x15 board are off it; on 19x19 the same token is a point.
    CHECK(parseAction("s19", 19).status.ok());
}

TEST_CASE("action tokens: unreadable tokens are refused naming what is wrong", "[action]") {
    struct Case {
        const char* token;
        ErrorCode code;
        const char* says;
    };
    const Case cases[] = {
        {"xx9", ErrorCode::OffBoard, "off the 15x15 board"},  // taking off a stone from X9, off this board
        {"yh8", ErrorCode::BadArgument, "unknown action"},
        {"bh8+draw", ErrorCode::BadArgument, "unknown action"},
        {"bh8i9", ErrorCode::BadArgument, "unknown action"},
        {"bp1", ErrorCode::OffBoard, "off the 15x15 board"},
        {"x", ErrorCode::BadArgument, "unknown action"},
        {"h8i9", ErrorCode::BadArgument, "unknown action"},
        {"", ErrorCode::BadArgument, "unknown action"},
        {"h99", ErrorCode::OffBoard, "off the 15x15 board"},
        {"s19", ErrorCode::OffBoard, "off the 15x15 board"},
        {"offer:8h", ErrorCode::BadArgument, "\"8h\" is not a point on the 15x15 board"},
        {"offer:z1", ErrorCode::OffBoard, "\"z1\" is not a point"},
        {"choose:p1", ErrorCode::OffBoard, "\"p1\" is not a point"},
        {"declare:x", ErrorCode::BadArgument, "declare needs a number"},
        {"declare:1234", ErrorCode::BadArgument, "declare needs a number"},
        {"resign:grey", ErrorCode::BadArgument, "resign needs black or white, not \"grey\""},
        {"frob:1", ErrorCode::BadArgument, "unknown action \"frob:\""},
        {"stay+draw", ErrorCode::BadArgument, "unknown action"},
        {"accept-draw+draw", ErrorCode::BadArgument, "unknown action"},
    };
    for (const Case& c : cases) {
        INFO(c.token);
        const ParsedAction p = parseAction(c.token, 15);
        INFO(p.status.message);
        CHECK(p.status.code == c.code);
        CHECK_THAT(p.status.message, Catch::Contains(c.says));
    }
}

TEST_CASE("action tokens: applying one the game refuses, or cannot read, changes nothing", "[action]") {
    Game g = openingGame(Opening::Rif);
    REQUIRE_OK(applyAll(g, "h8 h9"));
    REQUIRE_REFUSED(g, applyAction(g, "h8"), ErrorCode::Occupied);
    REQUIRE_REFUSED(g, applyAction(g, "a1"), ErrorCode::OutsideZone);  // stone 3 goes in the central 5x5
    REQUIRE_REFUSED(g, applyAction(g, "swap"), ErrorCode::WrongPhase);
    REQUIRE_REFUSED(g, applyAction(g, "h8i9"), ErrorCode::BadArgument);
    REQUIRE_REFUSED(g, applyAction(g, "q1"), ErrorCode::OffBoard);
    // A stone put down freely is the analysis board's step, never a game's.
    REQUIRE_REFUSED(g, applyAction(g, "bi9"), ErrorCode::BadArgument);
    REQUIRE_REFUSED(g, applyAction(g, "xh8"), ErrorCode::BadArgument);
    REQUIRE_OK(applyAction(g, "resign:white"));
    REQUIRE_REFUSED(g, applyAction(g, "i9"), ErrorCode::GameOver);
    CHECK(tokens(g) == "h8 h9 resign:white");
}

TEST_CASE("opening zone: the central square as a rectangle, on odd and even boards", "[action][opening]") {
    auto rect = [](int side, int size) {
        const PointRect r = centralSquare(side, size);
        return std::to_string(r.x0) + "," + std::to_string(r.y0) + "-" + std::to_string(r.x1) + "," + std::to_string(r.y1);
    };
    CHECK(rect(1, 15) == "7,7-7,7");    // h8
    CHECK(rect(5, 15) == "5,5-9,9");    // f6-j10
    CHECK(rect(9, 15) == "3,3-11,11");  // d4-l12 (Taraguchi-10's fifth stone)
    CHECK(rect(1, 14) == "6,6-7,7");    // the four central points of 14x14
    CHECK(rect(3, 14) == "5,5-8,8");    // 4x4: the smallest centred square at least 3 wide
    CHECK(rect(0, 15) == "0,0-14,14");
    CHECK(inCentralSquare(Point(7, 6), 1, 14));
    CHECK_FALSE(inCentralSquare(Point(5, 6), 1, 14));
}

TEST_CASE("rule facts: the sizes and opening rules each rule allows", "[action][opening]") {
    CHECK(boardSizes(Rule::Renju) == std::vector<int>{15});
    std::vector<int> gomoku;
    for (int n = 5; n <= 22; ++n) gomoku.push_back(n);
    CHECK(boardSizes(Rule::Standard) == gomoku);
    CHECK(boardSizes(Rule::Freestyle) == gomoku);
    CHECK(openingAllowed(Rule::Renju, 15, Opening::Taraguchi10));
    CHECK(openingAllowed(Rule::Standard, 15, Opening::Rif));
    CHECK_FALSE(openingAllowed(Rule::Standard, 14, Opening::Rif));  // the standard openings are on 15x15
    CHECK(openingAllowed(Rule::Freestyle, 9, Opening::Swap2));
    CHECK_FALSE(openingAllowed(Rule::Renju, 14, Opening::Free));
    CHECK_FALSE(openingMaySwap(Opening::Free));
    CHECK_FALSE(openingMaySwap(Opening::None));
    for (Opening o : {Opening::Rif, Opening::Yamaguchi, Opening::Soosorv8, Opening::Taraguchi10, Opening::Swap, Opening::Swap2})
        CHECK(openingMaySwap(o));
}

TEST_CASE("json: the turn with its zone, the opening and every action, as the CLI and the module write them", "[action][json]") {
    Game g = openingGame(Opening::Rif);
    REQUIRE_OK(applyAll(g, "h8 h9"));
    Json t;
    writeTurn(t, g.turn(), 15);
    CHECK(t.str() ==
          "{\"player\":\"first\",\"color\":\"black\",\"actions\":[\"move\"],\"opening\":true,\"moveNumber\":3,"
          "\"stone\":\"black\",\"zone\":5,\"zoneRect\":{\"x0\":5,\"y0\":5,\"x1\":9,\"y1\":9},\"placeTwo\":false,"
          "\"declareMax\":0,\"offerCount\":0,\"offered\":0,\"text\":\"first player (black): place black 3 within the central 5x5\"}");
    REQUIRE_OK(applyAll(g, "i9 swap i8 offer:g8 offer:j10 choose:j10 k11"));
    Json a;
    writeActions(a, g);
    auto entry = [](const char* token, const char* type, const char* player, const char* color, const char* stone, int n,
                    bool opening, const char* extra) {
        return std::string("{\"token\":\"") + token + "\",\"type\":\"" + type + "\",\"player\":\"" + player + "\",\"color\":\"" +
               color + "\",\"stone\":" + (stone ? std::string("\"") + stone + "\"" : std::string("null")) +
               ",\"moveNumber\":" + std::to_string(n) + ",\"opening\":" + (opening ? "true" : "false") + extra + "}";
    };
    // Stones 1-3 by the first player, black until the swap (white 2 included); the swap by the second
    // (white then); after it the first player holds white: white 4 and the choice are theirs, the
    // offers black's (the second player's).
    const std::string expected =
        "[" + entry("h8", "move", "first", "black", "black", 1, true, ",\"point\":\"h8\",\"offerDraw\":false") + "," +
        entry("h9", "move", "first", "black", "white", 2, true, ",\"point\":\"h9\",\"offerDraw\":false") + "," +
        entry("i9", "move", "first", "black", "black", 3, true, ",\"point\":\"i9\",\"offerDraw\":false") + "," +
        entry("swap", "swap", "second", "white", nullptr, 4, true, ",\"choice\":\"swap\"") + "," +
        entry("i8", "move", "first", "white", "white", 4, true, ",\"point\":\"i8\",\"offerDraw\":false") + "," +
        entry("offer:g8", "offer", "second", "black", nullptr, 5, true, ",\"point\":\"g8\"") + "," +
        entry("offer:j10", "offer", "second", "black", nullptr, 5, true, ",\"point\":\"j10\"") + "," +
        entry("choose:j10", "choose", "first", "white", "black", 5, true, ",\"point\":\"j10\"") + "," +
        entry("k11", "move", "first", "white", "white", 6, false, ",\"point\":\"k11\",\"offerDraw\":false") + "]";
    CHECK(a.str() == expected);
    Json o;
    writeOpeningState(o, g);
    CHECK(o.str() ==
          "{\"rule\":\"rif\",\"blackPlayer\":\"second\",\"coloursSettled\":true,\"declared\":0,\"offers\":[\"g8\",\"j10\"],"
          "\"chosen\":\"j10\",\"standardOpening\":{\"code\":\"4D\",\"name\":\"Kagetsu\",\"kanji\":\"花月\",\"label\":\"4D Kagetsu\"}}");
    Json after;
    writeTurn(after, g.turn(), 15);
    CHECK_THAT(after.str(), Catch::Contains("\"zone\":0,\"zoneRect\":null"));
}

TEST_CASE("json: on 14x14 the first stone's zone is the four central points", "[action][json]") {
    Game g = openingGame(Opening::Free, Rule::Freestyle, 14);
    Json t;
    writeTurn(t, g.turn(), 14);
    CHECK_THAT(t.str(), Catch::Contains("\"zone\":1,\"zoneRect\":{\"x0\":6,\"y0\":6,\"x1\":7,\"y1\":7}"));
    REQUIRE_OK(applyAction(g, "h7"));  // x 7, y 6: one of the four
}

TEST_CASE("json: the rules' facts", "[action][json]") {
    Json j;
    writeRules(j);
    const std::string s = j.str();
    CHECK_THAT(s, Catch::StartsWith("{\"rules\":{\"renju\":{\"sizes\":[15],\"defaultSize\":15,\"openings\":{\"15\":[\"free\",\"rif\","
                                    "\"yamaguchi\",\"soosorv-8\",\"taraguchi-10\",\"swap\",\"swap2\",\"none\"]}}"));
    CHECK_THAT(s, Catch::Contains("\"5\":[\"free\",\"swap\",\"swap2\",\"none\"]"));
    CHECK_THAT(s, Catch::Contains("\"openings\":{\"free\":{\"maySwap\":false,\"size\":null},\"rif\":{\"maySwap\":true,\"size\":15}"));
}

TEST_CASE("set-up stones: the implied side to move is white only when black has more stones", "[action]") {
    CHECK(impliedToMove(setUp("", "").board()) == Color::Black);
    CHECK(impliedToMove(setUp("h8", "").board()) == Color::White);
    CHECK(impliedToMove(setUp("h8", "i9").board()) == Color::Black);
    CHECK(impliedToMove(setUp("h8 h9", "i9").board()) == Color::White);
    CHECK(impliedToMove(setUp("h8", "i9 i10").board()) == Color::Black);  // more white stones: black's turn
}
