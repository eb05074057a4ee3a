#include "core/practice.h"

#include "helpers.h"

using namespace test;

TEST_CASE("practice positions hold forbidden points and false-three double threes, checked by the reference",
          "[practice]") {
    int withFalseThree = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        PracticePosition p = practicePosition(seed);
        Position& pos = p.position;
        CHECK(pos.toMove() == Color::Black);
        // Black to move: as many black stones as white ones, a count a real game reaches.
        int black = 0, white = 0;
        for (int i = 0; i < 225; ++i) {
            black += pos.board().at(i) == Color::Black;
            white += pos.board().at(i) == Color::White;
        }
        CHECK(black == white);
        CHECK(black >= 5);
        int forbidden = 0, allowedDoubleThrees = 0;
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x) {
                const Point q(x, y);
                if (!pos.board().empty(q)) continue;
                const ForbiddenKind k = referenceKind(pos, q);
                forbidden += k != ForbiddenKind::None;
                // two threes or more through q, yet allowed: one of them is false
                const Explanation e = explain(pos, q, Color::Black);
                allowedDoubleThrees += e.verdict == Verdict::Playable && e.threes >= 2;
            }
        CHECK(forbidden == p.forbidden);
        CHECK(forbidden >= 1);
        withFalseThree += allowedDoubleThrees >= 1;
        CHECK((allowedDoubleThrees >= 1) == (p.falseThrees >= 1));
    }
    CHECK(withFalseThree >= 36);  // nearly every seed finds one within its attempts
}

TEST_CASE("practice positions: the same seed gives the same position, another seed another", "[practice]") {
    CHECK(practicePosition(7).position == practicePosition(7).position);
    CHECK_FALSE(practicePosition(7).position == practicePosition(8).position);
}

TEST_CASE("practice positions: nobody has five, and no black stone on the board was forbidden", "[practice]") {
    for (uint64_t seed = 100; seed < 110; ++seed) {
        const Position pos = practicePosition(seed).position;
        for (int d = 0; d < kDirections; ++d)
            for (int i = 0; i < 225; ++i) {
                const Point q = pos.board().point(i);
                const Color c = pos.board().at(i);
                if (c == Color::Empty) continue;
                CHECK(pos.board().run(q, d, c).length() < 5);
            }
    }
}
