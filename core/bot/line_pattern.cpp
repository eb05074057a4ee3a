#include "core/bot/line_pattern.h"

#include <cstring>

namespace renju::bot {

namespace {

constexpr int kCentre = 5;

struct Span {
    int lo, hi;
    int length() const { return hi - lo + 1; }
};

// The run of own stones through bit i (set). A run that reaches bit 0 or 10 is at least six
// long when it includes the centre, which is all the callers need to know.
Span runAt(uint32_t own, int i) {
    const int up = __builtin_ctz(~(own >> i));
    const int down = __builtin_clz(~(own << (31 - i)));
    return Span{i - down + 1, i + up - 1};
}

uint16_t spanMask(Span s) { return static_cast<uint16_t>(((1u << (s.hi + 1)) - 1) & ~((1u << s.lo) - 1)); }

bool isFive(Span s, bool exact) { return exact ? s.length() == 5 : s.length() >= 5; }

// Pattern of a window whose centre already holds the viewer's stone; `memo` is indexed by key.
struct Builder {
    bool exact;
    uint8_t* memo;

    static void decode(int key, uint32_t& own, uint32_t& blocked) {
        own = 1u << kCentre;
        blocked = 0;
        for (int j = 0; j < 10; ++j) {
            const int digit = key % 3;
            key /= 3;
            const int bit = j < 5 ? j : j + 1;
            if (digit == 1) own |= 1u << bit;
            if (digit == 2) blocked |= 1u << bit;
        }
    }

    Pattern classify(int key) {
        if (memo[key] != 0xFF) return static_cast<Pattern>(memo[key]);
        uint32_t own, blocked;
        decode(key, own, blocked);
        const Pattern p = compute(key, own, blocked);
        memo[key] = p;
        return p;
    }

    Pattern compute(int key, uint32_t own, uint32_t blocked) {
        const uint32_t empty = ~(own | blocked) & 0x7FF;
        const Span centre = runAt(own, kCentre);
        if (centre.length() >= 5) return isFive(centre, exact) ? kFive : kOverline;

        // Five points: each completes the centre's run into a five, with its own four stones.
        uint16_t fourStones[9];
        int fives = 0;
        bool straight = false;
        for (int q = 1; q <= 9; ++q) {
            if (!((empty >> q) & 1)) continue;
            const Span s = runAt(own | (1u << q), kCentre);
            if (!isFive(s, exact)) continue;
            const uint16_t stones = static_cast<uint16_t>(spanMask(s) & ~(1u << q));
            for (int i = 0; i < fives; ++i) straight |= fourStones[i] == stones;
            fourStones[fives++] = stones;
        }
        // Without "exactly five" two five points are as good as a straight four whatever stones
        // they complete, and calling them that keeps the pattern blind to the points five away.
        if (fives > 0) return (straight || (!exact && fives >= 2)) ? kF4 : fives >= 2 ? kDoubleFour : kB4;

        int f4 = 0, b4 = 0, f3 = 0, b3 = 0, f2 = 0, b2 = 0;
        for (int q = 1; q <= 9; ++q) {
            if (q == kCentre || !((empty >> q) & 1)) continue;
            const int digit = q < kCentre ? q : q - 1;
            switch (classify(key + kPow3[digit])) {
                case kF4: ++f4; break;
                case kB4: case kDoubleFour: ++b4; break;
                case kF3: case kF3S: ++f3; break;
                case kB3: ++b3; break;
                case kF2: case kF2A: case kF2B: ++f2; break;
                case kB2: ++b2; break;
                default: break;
            }
        }
        if (f4) return f4 >= 2 ? kF3S : kF3;
        if (b4) return kB3;
        if (f3) return f3 >= 3 ? kF2B : f3 == 2 ? kF2A : kF2;
        if (b3) return kB2;
        if (f2) return kF1;
        if (b2) return kB1;
        return kDead;
    }
};

}  // namespace

PatternTables::PatternTables() {
    for (int e = 0; e < 2; ++e) {
        std::memset(table_[e], 0xFF, sizeof table_[e]);
        Builder b{e == 1, table_[e]};
        for (int key = 0; key < kKeyCount; ++key) b.classify(key);
    }
}

const PatternTables& PatternTables::get() {
    static const PatternTables* tables = new PatternTables();
    return *tables;
}

Pattern classifyLine(uint32_t own, uint32_t blocked, bool exactFive) {
    int key = 0;
    for (int k = -5; k <= 5; ++k) {
        if (k == 0) continue;
        const uint32_t bit = 1u << (k + 5);
        const int digit = (own & bit) ? 1 : (blocked & bit) ? 2 : 0;
        key += digit * kPow3[keyDigit(k)];
    }
    return PatternTables::get().pattern(exactFive, key);
}

}  // namespace renju::bot
