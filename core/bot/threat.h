#pragma once
#include <cstdint>

#include "core/bot/line_pattern.h"

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

// Combines the four line patterns of a point. `candidate` is set for Renju black when the point
// makes no five but an overline, two fours or two threes, so only the rules core can tell whether
// it is forbidden; the result is then kForbidden. `resolvedLegal` re-combines a candidate the
// core found legal (one of its threes is false).
Threat combineThreat(const uint8_t patterns[4], ThreatRule rule, bool& candidate);
Threat combineLegalCandidate(const uint8_t patterns[4]);

}  // namespace renju::bot
