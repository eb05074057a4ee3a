#pragma once
#include <cstdint>

#include "core/line_pattern.h"

namespace renju::bot {

// What one stone on an empty point makes for one colour over its four lines, from the weakest
// to the strongest, so that `t >= kBlock4` means "makes at least a four".
enum Threat : uint8_t {
    kNoThreat = 0,
    kForbidden,     // Renju black: forbidden here, or possibly forbidden and not checked yet
    kFlex2,         // an open two
    kBlock3,        // a blocked three
    kFlex2x2,       // two open twos
    kBlock3Plus,    // a blocked three and another two or blocked three
    kFlex3,         // a three
    kFlex3Plus,     // a three and a blocked three or open two
    kFlex3x2,       // two threes (a double three; for Renju black only when a three is false)
    kBlock4,        // a four
    kBlock4Plus,    // a four and a blocked three or open two
    kBlock4Flex3,   // a four and a three: wins unless the defender has fours of its own
    kFlex4,         // a straight four or two fours: wins next move
    kMakeFive,      // a winning five
    kThreatCount
};

// How a colour's patterns combine into threats under the rule it plays by.
enum class ThreatRule : uint8_t {
    Plain,      // freestyle, and Renju white: no shape is forbidden
    Standard,   // exactly five, nothing forbidden: an overline is simply no five
    RenjuBlack  // exactly five; overline, two fours and two threes may be forbidden
};

// The four line patterns of a point summed as packed counts (4 bits per field), so that a
// change of one line updates the sum without looking at the other three.
enum CountField { kCountFive, kCountOverline, kCountF4, kCountDoubleFour, kCountB4, kCountF3, kCountB3, kCountF2 };
constexpr uint32_t countBit(CountField f) { return uint32_t{1} << (4 * f); }
constexpr uint32_t kPatternCounts[kPatternCount] = {
    0, countBit(kCountOverline), 0, 0, 0, countBit(kCountF2), countBit(kCountF2), countBit(kCountF2),
    countBit(kCountB3), countBit(kCountF3), countBit(kCountF3), countBit(kCountB4), countBit(kCountF4),
    countBit(kCountDoubleFour), countBit(kCountFive)};

namespace detail {
constexpr int field(uint32_t counts, CountField f) { return static_cast<int>((counts >> (4 * f)) & 0xF); }

// The combination once forbidden shapes are out of the way; at most `f3Cap` threes count.
inline Threat combineCounts(uint32_t c, int f3Cap) {
    const int b4 = field(c, kCountB4);
    int f3 = field(c, kCountF3);
    if (f3 > f3Cap) f3 = f3Cap;
    if (field(c, kCountF4) || field(c, kCountDoubleFour) || b4 >= 2) return kFlex4;
    const int b3 = field(c, kCountB3), f2 = field(c, kCountF2);
    if (b4) return f3 ? kBlock4Flex3 : (b3 || f2) ? kBlock4Plus : kBlock4;
    if (f3) return f3 >= 2 ? kFlex3x2 : (b3 || f2) ? kFlex3Plus : kFlex3;
    if (b3 >= 2 || (b3 && f2)) return kBlock3Plus;
    if (f2 >= 2) return kFlex2x2;
    if (b3) return kBlock3;
    if (f2) return kFlex2;
    return kNoThreat;
}
}  // namespace detail

// Combines the counts of a point's four lines. `candidate` is set for Renju black when the point
// makes no five but an overline, two fours or two threes, so only the rules core can tell whether
// it is forbidden; the result is then kForbidden.
inline Threat threatFromCounts(uint32_t c, ThreatRule rule, bool& candidate) {
    candidate = false;
    if (c == 0) return kNoThreat;
    if (detail::field(c, kCountFive)) return kMakeFive;
    if (rule == ThreatRule::RenjuBlack) {
        using detail::field;
        const int fours = field(c, kCountF4) + field(c, kCountB4) + 2 * field(c, kCountDoubleFour);
        if (field(c, kCountOverline) || fours >= 2 || field(c, kCountF3) >= 2) {
            candidate = true;
            return kForbidden;
        }
    }
    return detail::combineCounts(c, 4);
}

// A candidate the rules core found legal: one of its threes is false, so at most one counts.
inline Threat legalCandidateThreat(uint32_t counts) { return detail::combineCounts(counts, 1); }

// The same from the four patterns.
inline Threat combineThreat(const uint8_t patterns[4], ThreatRule rule, bool& candidate) {
    uint32_t c = 0;
    for (int d = 0; d < 4; ++d) c += kPatternCounts[patterns[d]];
    return threatFromCounts(c, rule, candidate);
}

}  // namespace renju::bot
