// The one line classifier (core/pattern_table.h): its kinds and points checked on every line key
// against the independent reference's literal reading of fours and straight fours, its patterns
// against shapes worked out by hand.
#include <catch2/catch.hpp>

#include "core/line_shape.h"
#include "core/pattern_table.h"
#include "helpers.h"

using namespace renju;

namespace {
// A window from text: 11 characters, 'x' own, 'o' opponent, '|' edge, '.' empty, centre '_' empty.
Window window(const std::string& s) {
    REQUIRE(s.size() == 11);
    Window w;
    for (int i = 0; i < 11; ++i) {
        if (s[i] == 'x') w.own |= 1u << i;
        if (s[i] == 'o' || s[i] == '|') w.blocked |= 1u << i;
    }
    return w;
}
Pattern classify(const std::string& s, bool exact) { return PatternTable::of(exact).pattern(lineKey(window(s))); }

Window windowOfKey(int key) {
    Window w;
    for (int k = -5; k <= 5; ++k, key /= 3) {
        if (k == 0) ++k;
        if (key % 3 == 1) w.own |= 1u << (k + 5);
        if (key % 3 == 2) w.blocked |= 1u << (k + 5);
    }
    return w;
}
}  // namespace

TEST_CASE("line keys number the ten neighbours in base 3, the nearest in the middle digits", "[patterns]") {
    CHECK(lineKey(window("....._.....")) == 0);
    CHECK(lineKey(window("x...._.....")) == 1);       // offset -5: digit 0
    CHECK(lineKey(window("....x_.....")) == 81);      // offset -1: digit 4
    CHECK(lineKey(window("....._x....")) == 243);     // offset +1: digit 5
    CHECK(lineKey(window("....._....o")) == 2 * 19683);
    for (int key = 0; key < kKeyCount; key += 97) CHECK(lineKey(windowOfKey(key)) == key);
}

TEST_CASE("exactly-five kinds and points agree with the reference on every line key", "[patterns]") {
    // The window on row h of an empty 15x15 grid (centre h8), opponent stones beyond it.
    const PatternTable& table = PatternTable::exactFive();
    int mismatches = 0;
    for (int key = 0; key < kKeyCount; ++key) {
        const Window w = windowOfKey(key);
        reference::Grid g;
        for (int x = 0; x < 15; ++x) {
            const int bit = x - 2;
            const bool inside = bit >= 0 && bit <= 10;
            g.set(x, 7, !inside || ((w.blocked >> bit) & 1) ? reference::W : ((w.own >> bit) & 1) ? reference::B : reference::E);
        }
        g.set(7, 7, reference::B);
        auto maskOf = [](int offset) { return static_cast<uint16_t>(1u << (offset + 5)); };

        LineShape want;
        const int run = reference::runLength(g, 7, 7, 1, 0);
        if (run >= 5) {
            want.kind = run == 5 ? LineKind::Five : LineKind::Overline;
            for (int k = -5; k <= 5; ++k)
                if (std::abs(k) < run && reference::runLength(g, 7 + k, 7, 1, 0) == run && g.at(7 + k, 7) == reference::B)
                    want.stones |= maskOf(k);
        } else if (const auto fours = reference::foursThrough(g, 7, 7, 0); !fours.empty()) {
            want.kind = fours.size() >= 2 ? LineKind::DoubleFour : LineKind::Four;
            for (const auto& stones : fours)
                for (int k : stones) want.stones |= maskOf(k);
            for (int k = -5; k <= 5; ++k) {
                if (g.at(7 + k, 7) != reference::E) continue;
                g.set(7 + k, 7, reference::B);
                if (reference::runLength(g, 7 + k, 7, 1, 0) == 5) want.fivePoints |= maskOf(k);
                g.set(7 + k, 7, reference::E);
            }
        } else {
            for (auto [qx, qy] : reference::straightFourPoints(g, 7, 7, 0)) {
                want.straightFours |= maskOf(qx - 7);
                // The straight four's stones: the unbroken run through h8 once q is black, q left out.
                g.set(qx, qy, reference::B);
                for (int k = -5; k <= 5; ++k) {
                    const int lo = std::min(0, k), hi = std::max(0, k);
                    bool joined = true;
                    for (int j = lo; j <= hi; ++j) joined &= g.at(7 + j, 7) == reference::B;
                    if (joined && 7 + k != qx) want.stones |= maskOf(k);
                }
                g.set(qx, qy, reference::E);
            }
            if (want.straightFours) want.kind = LineKind::Three;
        }

        const LineShape got = analyzeLine(w, true);
        const uint16_t entry = table.entry(key);
        const bool same = got.kind == want.kind && got.stones == want.stones && got.fivePoints == want.fivePoints &&
                          got.straightFours == want.straightFours && PatternTable::kind(entry) == want.kind &&
                          PatternTable::straightFours(entry) == want.straightFours;
        if (!same && ++mismatches <= 5)
            FAIL_CHECK("key " << key << ": kind " << int(got.kind) << " want " << int(want.kind) << ", stones " << got.stones
                              << " want " << want.stones << ", five points " << got.fivePoints << " want "
                              << want.fivePoints << ", straight fours " << got.straightFours << " want " << want.straightFours);
    }
    CHECK(mismatches == 0);
}

TEST_CASE("the rules' kinds follow from the patterns under exactly five", "[patterns]") {
    const PatternTable& table = PatternTable::exactFive();
    for (int key = 0; key < kKeyCount; ++key) {
        const Pattern p = table.pattern(key);
        const LineKind k = PatternTable::kind(table.entry(key));
        const LineKind fromPattern = p == kFive                ? LineKind::Five
                                   : p == kOverline            ? LineKind::Overline
                                   : p == kDoubleFour          ? LineKind::DoubleFour
                                   : p == kB4 || p == kF4      ? LineKind::Four
                                   : p == kF3 || p == kF3S     ? LineKind::Three
                                                               : LineKind::None;
        if (k != fromPattern) FAIL("key " << key);
    }
}

TEST_CASE("line shapes under both five rules, worked out by hand", "[patterns]") {
    // Six in a row: an overline for exactly five, a five otherwise.
    CHECK(analyzeLine(window("..xxx_xx..."), true).kind == LineKind::Overline);
    CHECK(analyzeLine(window("..xxx_xx..."), false).kind == LineKind::Five);
    // x x x _ . x: the gap makes six. Exactly five: one four (five point on the left); five or
    // more: two fours, different stones (the right one takes in the far stone).
    const LineShape exact = analyzeLine(window("..xxx_.x..."), true);
    CHECK(exact.kind == LineKind::Four);
    CHECK(exact.fivePoints == (1u << 1));
    CHECK(exact.stones == 0b111100);
    const LineShape more = analyzeLine(window("..xxx_.x..."), false);
    CHECK(more.kind == LineKind::DoubleFour);
    CHECK(more.fivePoints == ((1u << 1) | (1u << 6)));
    CHECK(more.stones == 0b10111100);
    // . x x _ . . x: a stone on the left makes a straight four; one on the right makes a four whose
    // other end is six (exactly five) or a five over other stones (five or more): a three, one
    // straight-four point, under both rules. The bot's patterns call two five points a straight
    // four without exactly five, so there it counts two.
    for (bool e : {true, false}) {
        const LineShape three = analyzeLine(window("...xx_..x.."), e);
        CHECK(three.kind == LineKind::Three);
        CHECK(three.straightFours == (1u << 2));
        CHECK(three.stones == 0b111000);
    }
    CHECK(classify("...xx_..x..", true) == kF3);
    CHECK(classify("...xx_..x..", false) == kF3S);
}

TEST_CASE("patterns of shapes worked out by hand", "[patterns]") {
    // Fives and overlines.
    CHECK(classify("...xx_xx...", true) == kFive);
    CHECK(classify("..xxx_xx...", true) == kOverline);
    CHECK(classify("..xxx_xx...", false) == kFive);
    CHECK(classify("x..xx_xx..x", true) == kFive);
    // Straight four, simple four, split four, two fours on one line.
    CHECK(classify("....x_xx...", true) == kF4);
    CHECK(classify("...ox_xx...", true) == kB4);
    CHECK(classify("....x_x.x..", true) == kB4);
    CHECK(classify("..x.x_x.x..", true) == kDoubleFour);
    // Where one five point makes six: a simple four for "exactly five", two fours otherwise.
    CHECK(classify("..xxx_.x...", true) == kB4);
    CHECK(classify("..xxx_.x...", false) == kF4);
    CHECK(classify(".x.xx_.....", true) == kB4);
    // Threes: open, split, with two straight-four points, sleeping.
    CHECK(classify("....x_x....", true) == kF3S);
    CHECK(classify("..o.x_x....", true) == kF3);   // only the right end makes a straight four
    CHECK(classify("....x_.x...", true) == kF3);
    CHECK(classify("...ox_x....", true) == kB3);
    // Twos and ones.
    CHECK(classify("....._x....", true) == kF2B);  // four ways to a three
    CHECK(classify("....o_o....", true) == kDead);
    CHECK(classify("....o_...o.", true) == kDead);  // four free points between walls: no five fits
}

TEST_CASE("five-or-more patterns do not depend on the points five away", "[patterns]") {
    // The bot's search board relies on this to skip those lookups.
    const PatternTable& t = PatternTable::fiveOrMore();
    int differ = 0;
    for (int key = 0; key < kKeyCount; ++key) {
        const int outer = (key / kPow3[0]) % 3 * kPow3[0] + (key / kPow3[9]) % 3 * kPow3[9];
        if (t.pattern(key) != t.pattern(key - outer)) ++differ;
    }
    CHECK(differ == 0);
}
