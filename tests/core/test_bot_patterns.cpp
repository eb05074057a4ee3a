// The bot's threats, combined from line patterns (the patterns themselves: test_pattern_table.cpp).
#include <catch2/catch.hpp>

#include "core/bot/search_board.h"
#include "core/bot/threat.h"
#include "helpers.h"

using namespace renju;
using namespace renju::bot;

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
