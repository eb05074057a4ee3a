// Error messages quote at most a few dozen characters of what was wrong: a megabyte of bad input
// makes a short message, still naming the place and the reason.
#include "core/record.h"
#include "core/snapshot.h"

#include "helpers.h"

using namespace test;

namespace {
constexpr size_t kShort = 200;  // no message below may be longer than this
const std::string kMegabyte(1 << 20, 'x');
}  // namespace

TEST_CASE("error messages quote little: a quote stops after kQuoteLimit characters with an ellipsis", "[quote]") {
    CHECK(quoteForMessage("h8x") == "\"h8x\"");
    const std::string q = quoteForMessage(kMegabyte);
    CHECK(q == "\"" + std::string(kQuoteLimit, 'x') + "\xE2\x80\xA6\"");
    // Escaped bytes count as one character each; the quote stays valid UTF-8 (no cut sequence).
    const std::string binary(1000, '\xff');
    CHECK(quoteForMessage(binary) == "\"" + [] { std::string s; for (size_t i = 0; i < kQuoteLimit; ++i) s += "\\xff"; return s; }() +
                                         "\xE2\x80\xA6\"");
    const std::string accents = [] { std::string s; for (int i = 0; i < 100; ++i) s += "\xC3\xA9"; return s; }();
    CHECK(quoteForMessage(accents).size() == 2 + 2 * kQuoteLimit + 3);
}

TEST_CASE("error messages quote little: a 1 MB game code", "[quote]") {
    // a letter and a million digits: off the board
    const ParsedCode offBoard = parseCode("h" + std::string(1 << 20, '9'), 15);
    CHECK(offBoard.status.code == ErrorCode::OffBoard);
    CHECK(offBoard.status.message.size() < kShort);
    CHECK_THAT(offBoard.status.message, Catch::Contains("is off the 15x15 board"));
    const ParsedCode bad = parseCode("h8" + kMegabyte, 15);
    CHECK(bad.status.code == ErrorCode::BadCode);
    CHECK(bad.status.message.size() < kShort);
}

TEST_CASE("error messages quote little: a 1 MB record", "[quote]") {
    SECTION("a line without a colon") {
        const ParsedRecord r = parseRecord(kMegabyte);
        CHECK(r.status.code == ErrorCode::BadRecord);
        CHECK(r.status.message.size() < kShort);
        CHECK_THAT(r.status.message, Catch::StartsWith("line 1: expected \"field: value\""));
    }
    SECTION("an unknown field") {
        const ParsedRecord r = parseRecord(kMegabyte + ": 1");
        CHECK(r.status.message.size() < kShort);
        CHECK_THAT(r.status.message, Catch::Contains("unknown field"));
    }
    SECTION("a field's value") {
        for (const char* field : {"rule", "size", "opening", "ruling", "to-move"}) {
            const ParsedRecord r = parseRecord(std::string(field) + ": " + kMegabyte);
            INFO(field);
            CHECK(r.status.code == ErrorCode::BadRecord);
            CHECK(r.status.message.size() < kShort);
        }
    }
    SECTION("set-up stones") {
        const ParsedRecord r = parseRecord("opening: none\nblack: " + kMegabyte);
        CHECK(r.status.code == ErrorCode::BadRecord);
        CHECK(r.status.message.size() < kShort);
    }
    SECTION("a bad resign: token (it was quoted twice: 2 MB)") {
        const ParsedRecord r = parseRecord("actions: h8 resign:" + kMegabyte);
        CHECK(r.status.code == ErrorCode::BadRecord);
        CHECK(r.status.message.size() < kShort);
        CHECK_THAT(r.status.message, Catch::StartsWith("action 2 (resign:xxx"));
        CHECK_THAT(r.status.message, Catch::Contains("resign needs black or white"));
    }
    SECTION("every kind of action token") {
        for (const char* head : {"", "offer:", "choose:", "claim-forbidden:", "timeout:", "claim-win:", "declare:", "frobnicate:"}) {
            const ParsedRecord r = parseRecord("actions: h8 " + std::string(head) + kMegabyte);
            INFO(head);
            CHECK(!r.status.ok());
            CHECK(r.status.message.size() < kShort);
        }
    }
}

TEST_CASE("error messages quote little: a 1 MB snapshot field", "[quote]") {
    const std::string dots(225, '.');
    for (const std::string& text : {
             "2;renju;" + kMegabyte + ";claim;0;black;-;;;free",
             "2;renju;15;" + kMegabyte + ";0;black;-;;;free",
             "2;renju;15;claim;" + kMegabyte + ";black;-;;;free",
             "2;renju;15;claim;0;" + kMegabyte + ";-;;;free",
             "2;renju;15;claim;0;black;-;" + kMegabyte + ";;free",
             "2;renju;15;claim;0;black;-;mbh8,mw" + kMegabyte + ";;free",
         }) {
        const RestoredGame r = restoreSnapshot(text);
        CHECK(r.status.code == ErrorCode::BadCode);
        CHECK(r.status.message.size() < kShort);
    }
}
