#include "core/line_shape.h"

#include "core/pattern_table.h"

namespace renju {

LineShape analyzeLine(Window w, bool exact) {
    constexpr int kCentre = 5;
    const PatternTable& table = PatternTable::of(exact);
    const int key = lineKey(w);
    const uint16_t entry = table.entry(key);
    const uint32_t own = w.own | (1u << kCentre);
    const uint32_t empty = ~(own | w.blocked) & 0x7FF;

    LineShape shape;
    shape.kind = PatternTable::kind(entry);
    switch (shape.kind) {
        case LineKind::Five:
        case LineKind::Overline:
            shape.stones = runMask(own, kCentre);
            break;
        case LineKind::Four:
        case LineKind::DoubleFour:
            // The five points, each with the four stones it completes.
            for (int q = 1; q <= 9; ++q) {
                if (q == kCentre || !((empty >> q) & 1)) continue;
                if (PatternTable::kind(table.entry(key + kPow3[keyDigit(q - kCentre)])) != LineKind::Five) continue;
                shape.fivePoints |= static_cast<uint16_t>(1u << q);
                shape.stones |= static_cast<uint16_t>(runMask(own | (1u << q), kCentre) & ~(1u << q));
            }
            break;
        case LineKind::Three:
            // Each straight-four point with the four stones in a row it makes.
            shape.straightFours = PatternTable::straightFours(entry);
            for (uint16_t m = shape.straightFours; m; m &= m - 1) {
                const int q = __builtin_ctz(m);
                shape.stones |= static_cast<uint16_t>(runMask(own | (1u << q), kCentre) & ~(1u << q));
            }
            break;
        default:
            break;
    }
    return shape;
}

}  // namespace renju
