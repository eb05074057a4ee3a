#include "core/pattern_table.h"

#include <array>

namespace renju {

namespace {

// Base-3 weight of each window bit, the centre left out: 3^0 .. 3^9 for bits 0-4 and 6-10.
struct Ternary {
    std::array<uint16_t, 2048> value{};
    Ternary() {
        static constexpr uint16_t pow3[10] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};
        for (uint32_t m = 0; m < 2048; ++m) {
            uint32_t v = 0;
            for (int b = 0; b < 11; ++b)
                if (b != 5 && ((m >> b) & 1)) v += pow3[b < 5 ? b : b - 1];
            value[m] = static_cast<uint16_t>(v);
        }
    }
};
const Ternary& ternary() {
    static const Ternary t;
    return t;
}

}  // namespace

int PatternTable::index(Window w) {
    const auto& t = ternary().value;
    return t[w.own & 0x7FF] + 2 * t[w.blocked & 0x7FF];
}

PatternTable::PatternTable(bool exact) {
    for (int i = 0; i < 59049; ++i) {
        Window w;
        int v = i;
        for (int b = 0; b < 11; ++b) {
            if (b == 5) continue;
            const int digit = v % 3;
            v /= 3;
            if (digit == 1) w.own |= 1u << b;
            if (digit == 2) w.blocked |= 1u << b;
        }
        const LineShape s = analyzeLine(w, exact);
        table_[i] = static_cast<uint16_t>(static_cast<uint16_t>(s.kind) | ((s.straightFours >> 1) << 8));
    }
}

const PatternTable& PatternTable::exactFive() {
    static const PatternTable* table = new PatternTable(true);
    return *table;
}

}  // namespace renju
