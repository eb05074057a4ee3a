#include "core/line_shape.h"

namespace renju {

namespace {

constexpr int kCentre = 5;

struct Span {
    int lo, hi;
    int length() const { return hi - lo + 1; }
    uint16_t mask() const { return static_cast<uint16_t>(((1u << (hi + 1)) - 1) & ~((1u << lo) - 1)); }
};

// The run of set bits through bit i (which is set). A run touching the window's edge may go on
// beyond it; every caller only needs exact lengths for runs strictly inside, and knows a run that
// reaches the edge from the centre is already six or longer.
Span runAt(uint32_t own, int i) {
    const int up = __builtin_ctz(~(own >> i));
    const int down = __builtin_clz(~(own << (31 - i)));
    return Span{i - down + 1, i + up - 1};
}

bool isFive(Span s, bool exact) { return exact ? s.length() == 5 : s.length() >= 5; }

struct Fives {
    uint16_t points = 0;     // completion points
    uint16_t stones[4] = {}; // the four stones completed by each, in point order
    int count = 0;
};

// Points that turn the run through the centre into a five, with the stones each completes.
Fives fivesThroughCentre(uint32_t own, uint32_t empty, bool exact) {
    Fives f;
    for (int q = 1; q <= 9; ++q) {
        if (!((empty >> q) & 1)) continue;
        const Span s = runAt(own | (1u << q), kCentre);
        if (isFive(s, exact) && f.count < 4) {
            f.points |= 1u << q;
            f.stones[f.count++] = s.mask() & ~(1u << q);
        }
    }
    return f;
}

int distinctFours(const Fives& f) {
    int n = 0;
    for (int i = 0; i < f.count; ++i) {
        bool seen = false;
        for (int j = 0; j < i; ++j) seen |= f.stones[j] == f.stones[i];
        n += !seen;
    }
    return n;
}

}  // namespace

LineShape analyzeLine(Window w, bool exact) {
    LineShape shape;
    const uint32_t own = w.own | (1u << kCentre);
    const uint32_t empty = ~(own | w.blocked) & 0x7FF;

    const Span centre = runAt(own, kCentre);
    if (centre.length() >= 5) {
        shape.kind = isFive(centre, exact) ? LineKind::Five : LineKind::Overline;
        shape.stones = centre.mask();
        return shape;
    }

    const Fives fives = fivesThroughCentre(own, empty, exact);
    if (fives.count > 0) {
        shape.kind = distinctFours(fives) >= 2 ? LineKind::DoubleFour : LineKind::Four;
        shape.fivePoints = fives.points;
        for (int i = 0; i < fives.count; ++i) shape.stones |= fives.stones[i];
        return shape;
    }

    // A straight four is four stones in a row with a five point at each end, i.e. two
    // completion points that complete the same four stones.
    for (int q = 2; q <= 8; ++q) {
        if (!((empty >> q) & 1)) continue;
        const uint32_t with = own | (1u << q);
        const Fives next = fivesThroughCentre(with, empty & ~(1u << q), exact);
        for (int i = 0; i < next.count; ++i) {
            if (!((next.stones[i] >> q) & 1)) continue;
            for (int j = i + 1; j < next.count; ++j) {
                if (next.stones[j] != next.stones[i]) continue;
                shape.straightFours |= 1u << q;
                shape.stones |= next.stones[i] & ~(1u << q);
            }
        }
    }
    if (shape.straightFours) shape.kind = LineKind::Three;
    return shape;
}

}  // namespace renju
