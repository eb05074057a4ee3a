#include "core/pattern_table.h"

#include <cstring>
#include <vector>

namespace renju {

namespace {

constexpr int kCentre = 5;
constexpr uint8_t kUnknown = 0xFF;
constexpr uint16_t kStraight = 1u << 3;  // entry bit while building: the stone makes a straight four

// The one line classifier: what a stone on the centre of every key makes, from the five points
// of the key itself and the patterns of the keys one stone further on (memoized).
struct Builder {
    bool exact;
    uint8_t* patterns;
    uint16_t* entries;

    bool isFive(uint16_t run) const {
        const int n = __builtin_popcount(run);
        return exact ? n == 5 : n >= 5;
    }

    void classify(int key) {
        if (patterns[key] != kUnknown) return;
        uint32_t own = 1u << kCentre, blocked = 0;
        for (int j = 0, k = key; j < 10; ++j, k /= 3) {
            const int bit = j < 5 ? j : j + 1;
            if (k % 3 == 1) own |= 1u << bit;
            if (k % 3 == 2) blocked |= 1u << bit;
        }
        const uint32_t empty = ~(own | blocked) & 0x7FF;

        const uint16_t centre = runMask(own, kCentre);
        if (__builtin_popcount(centre) >= 5) {
            const bool five = isFive(centre);
            patterns[key] = five ? kFive : kOverline;
            entries[key] = static_cast<uint16_t>(five ? LineKind::Five : LineKind::Overline);
            return;
        }

        // Five points: each completes the centre's run into a five, with its own four stones
        // (at most one on each side of the run).
        uint16_t fourStones[2];
        int fives = 0;
        for (int q = 1; q <= 9; ++q) {
            if (!((empty >> q) & 1)) continue;
            const uint16_t run = runMask(own | (1u << q), kCentre);
            if (isFive(run)) fourStones[fives++] = static_cast<uint16_t>(run & ~(1u << q));
        }
        if (fives > 0) {
            const bool straight = fives == 2 && fourStones[0] == fourStones[1];
            const bool twoFours = fives == 2 && !straight;
            // Without "exactly five" two five points are as good as a straight four whatever stones
            // they complete, and calling them that keeps the pattern blind to the points five away.
            patterns[key] = (straight || (!exact && fives == 2)) ? kF4 : twoFours ? kDoubleFour : kB4;
            entries[key] = static_cast<uint16_t>(static_cast<uint16_t>(twoFours ? LineKind::DoubleFour : LineKind::Four) |
                                                 (straight ? kStraight : 0));
            return;
        }

        // One stone further on: the bot's pattern counts what each next stone makes; a straight-four
        // point is one whose stone makes a straight four (so the centre's stone makes a three).
        int f4 = 0, b4 = 0, f3 = 0, b3 = 0, f2 = 0, b2 = 0;
        uint16_t straightFours = 0;
        for (int q = 1; q <= 9; ++q) {
            if (q == kCentre || !((empty >> q) & 1)) continue;
            const int next = key + kPow3[keyDigit(q - kCentre)];
            classify(next);
            if (entries[next] & kStraight) straightFours |= 1u << q;
            switch (patterns[next]) {
                case kF4: ++f4; break;
                case kB4: case kDoubleFour: ++b4; break;
                case kF3: case kF3S: ++f3; break;
                case kB3: ++b3; break;
                case kF2: case kF2A: case kF2B: ++f2; break;
                case kB2: ++b2; break;
                default: break;
            }
        }
        patterns[key] = f4   ? (f4 >= 2 ? kF3S : kF3)
                      : b4   ? kB3
                      : f3   ? (f3 >= 3 ? kF2B : f3 == 2 ? kF2A : kF2)
                      : b3   ? kB2
                      : f2   ? kF1
                      : b2   ? kB1
                             : kDead;
        entries[key] = static_cast<uint16_t>(static_cast<uint16_t>(straightFours ? LineKind::Three : LineKind::None) |
                                             ((straightFours >> 1) << 8));
    }
};

}  // namespace

PatternTable::PatternTable(bool exact) {
    std::memset(patterns_, kUnknown, sizeof patterns_);
    Builder b{exact, patterns_, entries_};
    for (int key = 0; key < kKeyCount; ++key) b.classify(key);
    for (uint16_t& e : entries_) e &= static_cast<uint16_t>(~kStraight);
}

const PatternTable& PatternTable::exactFive() {
    static const PatternTable* table = new PatternTable(true);
    return *table;
}

const PatternTable& PatternTable::fiveOrMore() {
    static const PatternTable* table = new PatternTable(false);
    return *table;
}

}  // namespace renju
