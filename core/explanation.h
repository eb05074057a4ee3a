#pragma once
#include <memory>
#include <vector>

#include "core/line_shape.h"
#include "core/position.h"

namespace renju {

// What a stone on a point amounts to, or what a straight-four point turns out to be.
enum class Verdict : uint8_t {
    Playable,     // nothing forbids it
    Five,         // it makes a five (for black: exactly five), which wins whatever else it makes
    Overline,
    DoubleFour,
    DoubleThree,
    Unchecked,    // a straight-four point whose verdict the rules did not need (see Explanation)
};

constexpr const char* verdictName(Verdict v) {
    switch (v) {
        case Verdict::Playable: return "playable";
        case Verdict::Five: return "five";
        case Verdict::Overline: return "overline";
        case Verdict::DoubleFour: return "double-four";
        case Verdict::DoubleThree: return "double-three";
        default: return "unchecked";
    }
}

struct Explanation;

struct StraightFourPoint {
    Point point;
    Verdict verdict = Verdict::Unchecked;
    // The judgement of this point with the three's stone (and every stone above it) filled in, as
    // RIF 9.3 describes. Absent when the point makes a five or was not checked.
    std::unique_ptr<Explanation> nested;
};

struct LineExplanation {
    int direction = 0;
    LineKind kind = LineKind::None;
    std::vector<Point> stones;      // the shape's stones, the explained point included, in line order
    std::vector<Point> fivePoints;  // fours: the points that complete a five
    std::vector<StraightFourPoint> straightFours;  // threes: the points that make a straight four
    bool checked = false;           // threes: whether the straight-four points were judged
    bool real = false;              // threes: one of them is playable
};

// The structured reason for the verdict on one point, enough for a tutorial to draw every step
// without rules logic of its own.
struct Explanation {
    Point point;
    Color color = Color::Black;
    std::vector<Point> filled;  // stones filled in, outermost first, before judging this point
    std::vector<LineExplanation> lines;  // the lines where the stone makes a three or more
    int fours = 0;       // double fours on one line count two
    int threes = 0;
    int realThrees = 0;  // among the checked threes
    Verdict verdict = Verdict::Playable;
};

// Explains a `color` stone on the empty point p. At the top level every three is checked; in the
// nested explanations a three is checked only when the verdict depends on it (two threes or more,
// and no five, overline or double four), exactly as the rule is applied. The position is used as a
// scratchpad and restored.
Explanation explain(Position& pos, Point p, Color color);

}  // namespace renju
