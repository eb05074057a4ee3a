#include "core/bot/threat.h"

namespace renju::bot {

namespace {

struct Counts {
    int five = 0, overline = 0, f4 = 0, doubleFour = 0, b4 = 0, f3 = 0, b3 = 0, f2 = 0, b2 = 0;
};

Counts count(const uint8_t patterns[4]) {
    Counts c;
    for (int d = 0; d < 4; ++d) {
        switch (patterns[d]) {
            case kFive: ++c.five; break;
            case kOverline: ++c.overline; break;
            case kF4: ++c.f4; break;
            case kDoubleFour: ++c.doubleFour; break;
            case kB4: ++c.b4; break;
            case kF3: case kF3S: ++c.f3; break;
            case kB3: ++c.b3; break;
            case kF2: case kF2A: case kF2B: ++c.f2; break;
            case kB2: ++c.b2; break;
            default: break;
        }
    }
    return c;
}

// The combination once forbidden shapes are out of the way.
Threat combineCounts(const Counts& c) {
    const int fours = c.f4 + c.b4 + 2 * c.doubleFour;
    if (c.f4 || c.doubleFour || fours >= 2) return kFlex4;
    if (c.b4) {
        if (c.f3) return kBlock4Flex3;
        if (c.b3 || c.f2) return kBlock4Plus;
        return kBlock4;
    }
    if (c.f3 >= 2) return kFlex3x2;
    if (c.f3) return (c.b3 || c.f2) ? kFlex3Plus : kFlex3;
    if (c.b3 >= 2 || (c.b3 && c.f2)) return kBlock3Plus;
    if (c.f2 >= 2) return kFlex2x2;
    if (c.b3) return kBlock3;
    if (c.f2) return kFlex2;
    return kNoThreat;
}

}  // namespace

Threat combineThreat(const uint8_t patterns[4], ThreatRule rule, bool& candidate) {
    candidate = false;
    const Counts c = count(patterns);
    if (c.five) return kMakeFive;
    if (rule == ThreatRule::RenjuBlack) {
        const int fours = c.f4 + c.b4 + 2 * c.doubleFour;
        if (c.overline || fours >= 2 || c.f3 >= 2) {
            candidate = true;
            return kForbidden;
        }
    }
    return combineCounts(c);
}

Threat combineLegalCandidate(const uint8_t patterns[4]) {
    Counts c = count(patterns);
    // Legal despite the shapes: some threes are false, so at most one of them counts.
    if (c.f3 > 1) c.f3 = 1;
    c.overline = 0;
    return combineCounts(c);
}

}  // namespace renju::bot
