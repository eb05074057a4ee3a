#include "core/line_pattern.h"

#include <array>

namespace renju {

namespace {
// Base-3 weight of each window bit, the centre left out: 3^keyDigit(bit - 5).
struct Ternary {
    std::array<uint16_t, 2048> value{};
    Ternary() {
        for (uint32_t m = 0; m < 2048; ++m) {
            uint32_t v = 0;
            for (int b = 0; b < 11; ++b)
                if (b != 5 && ((m >> b) & 1)) v += kPow3[keyDigit(b - 5)];
            value[m] = static_cast<uint16_t>(v);
        }
    }
};
const Ternary& ternary() {
    static const Ternary t;
    return t;
}
}  // namespace

int lineKey(Window w) {
    const auto& t = ternary().value;
    return t[w.own & 0x7FF] + 2 * t[w.blocked & 0x7FF];
}

}  // namespace renju
