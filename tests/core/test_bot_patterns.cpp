// The bot's line patterns and threats, checked against the rules core's own line analysis and
// against shapes worked out by hand.
#include <catch2/catch.hpp>

#include "core/bot/line_pattern.h"
#include "core/bot/search_board.h"
#include "core/bot/threat.h"
#include "core/line_shape.h"
#include "helpers.h"

using namespace renju;
using namespace renju::bot;

namespace {
// A window from text: 11 characters, 'x' own, 'o' opponent, '|' edge, '.' empty, centre '_' empty.
void window(const std::string& s, uint32_t& own, uint32_t& blocked) {
    REQUIRE(s.size() == 11);
    own = blocked = 0;
    for (int i = 0; i < 11; ++i) {
        if (s[i] == 'x') own |= 1u << i;
        if (s[i] == 'o' || s[i] == '|') blocked |= 1u << i;
    }
}
Pattern classify(const std::string& s, bool exact) {
    uint32_t own, blocked;
    window(s, own, blocked);
    return classifyLine(own, blocked, exact);
}
}  // namespace

TEST_CASE("bot patterns agree with the core's line analysis on every window", "[bot]") {
    for (int exact = 0; exact < 2; ++exact) {
        int mismatches = 0;
        for (uint32_t code = 0; code < 59049; ++code) {
            Window w;
            uint32_t v = code;
            for (int b = 0; b < 11; ++b) {
                if (b == 5) continue;
                const uint32_t digit = v % 3;
                v /= 3;
                if (digit == 1) w.own |= 1u << b;
                if (digit == 2) w.blocked |= 1u << b;
            }
            const LineKind core = analyzeLine(w, exact == 1).kind;
            const Pattern p = classifyLine(w.own, w.blocked, exact == 1);
            LineKind mine = LineKind::None;
            if (p == kFive) mine = LineKind::Five;
            else if (p == kOverline) mine = LineKind::Overline;
            else if (p == kDoubleFour) mine = LineKind::DoubleFour;
            else if (p == kB4 || p == kF4) mine = LineKind::Four;
            else if (p == kF3 || p == kF3S) mine = LineKind::Three;
            if (exact == 0) {
                // Without "exactly five" the bot calls any two five points a straight four, so a
                // stone that makes two fours on a line next counts as a three as well.
                if (core == LineKind::DoubleFour && p == kF4) mine = LineKind::DoubleFour;
                if (core == LineKind::None && mine == LineKind::Three) mine = LineKind::None;
            }
            if (mine != core) ++mismatches;
        }
        CHECK(mismatches == 0);
    }
}

TEST_CASE("bot patterns of shapes worked out by hand", "[bot]") {
    // Fives and overlines.
    CHECK(classify("...xx_xx...", true) == kFive);
    CHECK(classify("..xxx_xx...", true) == kOverline);
    CHECK(classify("..xxx_xx...", false) == kFive);
    CHECK(classify("x..xx_xx..x", true) == kFive);
    // Straight four, simple four, split four, two fours on one line.
    CHECK(classify("....x_xx...", true) == kF4);
    CHECK(classify("...ox_xx...", true) == kB4);
    CHECK(classify("....x_x.x..", true) == kB4);
    CHECK(classify("..x.x_x.x..", true) == kDoubleFour);
    // Where one five point makes six: a simple four for "exactly five", two fours otherwise.
    CHECK(classify("..xxx_.x...", true) == kB4);
    CHECK(classify("..xxx_.x...", false) == kF4);
    CHECK(classify(".x.xx_.....", true) == kB4);
    // Threes: open, split, with two straight-four points, sleeping.
    CHECK(classify("....x_x....", true) == kF3S);
    CHECK(classify("..o.x_x....", true) == kF3);   // only the right end makes a straight four
    CHECK(classify("....x_.x...", true) == kF3);
    CHECK(classify("...ox_x....", true) == kB3);
    // Twos and ones.
    CHECK(classify("....._x....", true) == kF2B);  // four ways to a three
    CHECK(classify("....o_o....", true) == kDead);
    CHECK(classify("....o_...o.", true) == kDead);  // four free points between walls: no five fits
}

TEST_CASE("threat combination", "[bot]") {
    bool cand;
    uint8_t four3[4] = {kB4, kF3, kDead, kDead};
    CHECK(combineThreat(four3, ThreatRule::RenjuBlack, cand) == kBlock4Flex3);
    CHECK_FALSE(cand);
    uint8_t three3[4] = {kF3, kF3S, kB2, kDead};
    CHECK(combineThreat(three3, ThreatRule::RenjuBlack, cand) == kForbidden);
    CHECK(cand);
    CHECK(combineThreat(three3, ThreatRule::Plain, cand) == kFlex3x2);
    CHECK_FALSE(cand);
    uint8_t four4[4] = {kB4, kB4, kDead, kDead};
    CHECK(combineThreat(four4, ThreatRule::RenjuBlack, cand) == kForbidden);
    CHECK(combineThreat(four4, ThreatRule::Standard, cand) == kFlex4);
    uint8_t fiveAnd44[4] = {kFive, kB4, kB4, kOverline};
    CHECK(combineThreat(fiveAnd44, ThreatRule::RenjuBlack, cand) == kMakeFive);
    CHECK_FALSE(cand);
    uint8_t overline[4] = {kOverline, kF3, kDead, kDead};
    CHECK(combineThreat(overline, ThreatRule::RenjuBlack, cand) == kForbidden);
    CHECK(combineThreat(overline, ThreatRule::Standard, cand) == kFlex3);
}

TEST_CASE("five-or-more patterns do not depend on the points five away", "[bot]") {
    // The search board relies on this to skip those lookups.
    const PatternTables& t = PatternTables::get();
    int differ = 0;
    for (int key = 0; key < kKeyCount; ++key) {
        const int outer = (key / kPow3[0]) % 3 * kPow3[0] + (key / kPow3[9]) % 3 * kPow3[9];
        if (t.pattern(false, key) != t.pattern(false, key - outer)) ++differ;
    }
    CHECK(differ == 0);
}
