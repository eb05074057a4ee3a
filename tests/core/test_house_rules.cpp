// Every example the house rules describe (their diagrams are lost; the words are turned into
// concrete positions here), plus RIF 9.2 and 9.3. Points called A and B are the ones the text names.
#include "helpers.h"

using namespace test;

namespace {
Explanation explainAt(Position& pos, const std::string& point) { return explain(pos, pt(point), Color::Black); }
}  // namespace

TEST_CASE("straight four: both end points make five, and it is a single four", "[house][terms]") {
    Position pos = setUp("e8 f8 g8", "");
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* l = lineAlong(e, kAcross);
    REQUIRE(l);
    CHECK(l->kind == LineKind::Four);
    CHECK(pointsText(l->fivePoints) == "d8 i8");
    CHECK(pointsText(l->stones) == "e8 f8 g8 h8");
    CHECK(e.fours == 1);
    CHECK(e.verdict == Verdict::Playable);
}

TEST_CASE("simple four: one end blocked by white leaves one five point", "[house][terms]") {
    Position pos = setUp("e8 f8 g8", "d8");
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* l = lineAlong(e, kAcross);
    REQUIRE(l);
    CHECK(l->kind == LineKind::Four);
    CHECK(pointsText(l->fivePoints) == "i8");
}

TEST_CASE("split four: the gap is the only five point", "[house][terms]") {
    Position pos = setUp("e8 f8 i8", "");
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* l = lineAlong(e, kAcross);
    REQUIRE(l);
    CHECK(l->kind == LineKind::Four);
    CHECK(pointsText(l->fivePoints) == "g8");
}

TEST_CASE("three: either end makes a straight four", "[house][terms]") {
    Position pos = setUp("f8 g8", "");
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* l = lineAlong(e, kAcross);
    REQUIRE(l);
    CHECK(l->kind == LineKind::Three);
    REQUIRE(l->straightFours.size() == 2);
    CHECK(formatPoint(l->straightFours[0].point) == "e8");
    CHECK(formatPoint(l->straightFours[1].point) == "i8");
    CHECK(l->real);
}

TEST_CASE("split three: filling the gap makes the straight four", "[house][terms]") {
    Position pos = setUp("f8 g8", "");
    const Explanation e = explainAt(pos, "i8");
    const LineExplanation* l = lineAlong(e, kAcross);
    REQUIRE(l);
    CHECK(l->kind == LineKind::Three);
    REQUIRE(l->straightFours.size() == 1);
    CHECK(formatPoint(l->straightFours[0].point) == "h8");
    CHECK(pointsText(l->stones) == "f8 g8 i8");
}

TEST_CASE("sleeping three: blocked at one end it can only become a simple four, so it is no three", "[house][terms]") {
    Position pos = setUp("f8 g8 h9 h10", "e8");
    const Explanation e = explainAt(pos, "h8");
    CHECK(lineAlong(e, kAcross) == nullptr);
    CHECK(e.threes == 1);
    // and therefore plays no part in a double three
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
}

TEST_CASE("double three: F8-G8 across and H9-H10 down become threes crossing at A = H8", "[house][forbidden]") {
    Position pos = setUp("f8 g8 h9 h10", "");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::DoubleThree);
    const Explanation e = explainAt(pos, "h8");
    CHECK(e.verdict == Verdict::DoubleThree);
    CHECK(e.realThrees == 2);
}

TEST_CASE("double four: a four across and a four down", "[house][forbidden]") {
    Position pos = setUp("e8 f8 g8 h9 h10 h11", "d8 h12");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::DoubleFour);
}

TEST_CASE("double four on one line: after A = G8 both E8 and I8 make five", "[house][forbidden]") {
    Position pos = setUp("d8 f8 h8 j8", "");
    CHECK(kindAt(pos, "g8") == ForbiddenKind::DoubleFour);
    const Explanation e = explainAt(pos, "g8");
    const LineExplanation* l = lineAlong(e, kAcross);
    REQUIRE(l);
    CHECK(l->kind == LineKind::DoubleFour);
    CHECK(pointsText(l->fivePoints) == "e8 i8");
    CHECK(e.fours == 2);
}

TEST_CASE("double four on one line: three, gap, stone, gap, three", "[house][forbidden]") {
    Position pos = setUp("d8 e8 f8 j8 k8 l8", "");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::DoubleFour);
}

TEST_CASE("overline: A makes six in a row", "[house][forbidden]") {
    Position pos = setUp("e8 f8 g8 i8 j8", "");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::Overline);
    // seven and more are overlines too
    Position seven = setUp("d8 e8 f8 g8 i8 j8", "");
    CHECK(kindAt(seven, "h8") == ForbiddenKind::Overline);
}

TEST_CASE("four-three is allowed: a four across and a three down", "[house][forbidden]") {
    Position pos = setUp("e8 f8 g8 h9 h10", "d8");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
    const Explanation e = explainAt(pos, "h8");
    CHECK(e.fours == 1);
    CHECK(e.realThrees == 1);
    CHECK(e.verdict == Verdict::Playable);
}

TEST_CASE("a five together with a four: the five comes first and black wins", "[house][forbidden]") {
    Position pos = setUp("d8 e8 f8 g8 h9 h10 h11", "");
    CHECK(pos.makesFive(pt("h8"), Color::Black));
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
    CHECK(explainAt(pos, "h8").verdict == Verdict::Five);
}

// Boards a game can reach: as many white stones as black, and no five before H8 (the overline test
// used to stand H9-H13 on the board, a five already). test_rule_clauses.cpp plays such a game out.
TEST_CASE("a five together with a double four or an overline is still a win", "[house][forbidden]") {
    const std::string white = "a1 a3 a5 a7 a9 a11 a13 o1 o3 o5";
    Position withDoubleFour = setUp("d8 e8 f8 g8 h9 h10 h11 i9 j10 k11", white);
    CHECK(kindAt(withDoubleFour, "h8") == ForbiddenKind::None);
    CHECK(explainAt(withDoubleFour, "h8").verdict == Verdict::Five);
    // Down: H6 H7 _ H9 H10 H11, so H8 is six in column H as well as D8-H8 across.
    Position withOverline = setUp("d8 e8 f8 g8 h6 h7 h9 h10 h11", "a1 a3 a5 a7 a9 a11 a13 o1 o3");
    CHECK(kindAt(withOverline, "h8") == ForbiddenKind::None);
    CHECK(explainAt(withOverline, "h8").verdict == Verdict::Five);
    withOverline.remove(pt("d8"));
    CHECK(kindAt(withOverline, "h8") == ForbiddenKind::Overline);
}

TEST_CASE("false three: its only straight-four point B = I8 makes five in column I first, so A = H8 is allowed",
          "[house][real-false]") {
    // Across: white D8, black F8 G8 and A: blocked on the left, the only straight four is at I8.
    // Down: H9 H10 with A is a real three. Column I: I4-I7, so I8 makes five there.
    Position pos = setUp("f8 g8 h9 h10 i4 i5 i6 i7", "d8");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* across = lineAlong(e, kAcross);
    const LineExplanation* down = lineAlong(e, kDown);
    REQUIRE(across);
    REQUIRE(down);
    CHECK(across->kind == LineKind::Three);
    REQUIRE(across->straightFours.size() == 1);
    CHECK(formatPoint(across->straightFours[0].point) == "i8");
    CHECK(across->straightFours[0].verdict == Verdict::Five);
    CHECK_FALSE(across->real);
    CHECK(down->real);
    CHECK(e.realThrees == 1);
    CHECK(e.verdict == Verdict::Playable);
    // Without the column-I stones both threes are real and A is a double three.
    Position plain = setUp("f8 g8 h9 h10", "d8");
    CHECK(kindAt(plain, "h8") == ForbiddenKind::DoubleThree);
}

// The text's nested example, two levels: A = H8 has a real three down (H9 H10) and a three across
// (white D8, black F8 G8) whose only straight-four point is B = I8. With A filled in, B makes a
// four across, a three down (I9 I10) and a three on the diagonal (J9 K10): B is itself a double
// three, so the three across is false and A is allowed. Two levels: even, not forbidden.
TEST_CASE("nested, two levels: B is a four-three-three with A filled in, so A's three across is false and A is allowed",
          "[house][nested]") {
    Position pos = setUp("f8 g8 h9 h10 i9 i10 j9 k10", "d8");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* across = lineAlong(e, kAcross);
    REQUIRE(across);
    REQUIRE(across->straightFours.size() == 1);
    const StraightFourPoint& b = across->straightFours[0];
    CHECK(formatPoint(b.point) == "i8");
    CHECK(b.verdict == Verdict::DoubleThree);
    REQUIRE(b.nested);
    CHECK(pointsText(b.nested->filled) == "h8");
    CHECK(b.nested->fours == 1);
    CHECK(b.nested->threes == 2);
    CHECK(b.nested->realThrees == 2);
    const LineExplanation* bDown = lineAlong(*b.nested, kDown);
    const LineExplanation* bDiagonal = lineAlong(*b.nested, kDiagonal);
    REQUIRE(bDown);
    REQUIRE(bDiagonal);
    CHECK(pointsText(bDown->stones) == "i8 i9 i10");
    CHECK(pointsText(bDiagonal->stones) == "i8 j9 k10");
    CHECK_FALSE(across->real);
    CHECK(e.realThrees == 1);
    CHECK(e.verdict == Verdict::Playable);
    // B judged on its own with A on the board is a double three.
    pos.place(pt("h8"), Color::Black);
    CHECK(kindAt(pos, "i8") == ForbiddenKind::DoubleThree);
}

// Three levels: as above, but white M12 blocks B's diagonal three at one end, leaving it a single
// straight-four point C = H7, which (with A and B filled in) is a four down and a four on the
// diagonal: a double four, settled on its own. So B's diagonal three is false, B is a mere
// four-three and allowed, A's three across is real, and A is a double three. Odd: forbidden.
TEST_CASE("nested, three levels: C is a double four, so B is allowed, so A is a forbidden double three",
          "[house][nested]") {
    Position pos = setUp("f8 g8 h9 h10 i9 i10 j9 k10", "d8 m12");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::DoubleThree);
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* across = lineAlong(e, kAcross);
    REQUIRE(across);
    REQUIRE(across->straightFours.size() == 1);
    const StraightFourPoint& b = across->straightFours[0];
    CHECK(b.verdict == Verdict::Playable);
    REQUIRE(b.nested);
    const LineExplanation* bDiagonal = lineAlong(*b.nested, kDiagonal);
    REQUIRE(bDiagonal);
    REQUIRE(bDiagonal->straightFours.size() == 1);
    const StraightFourPoint& c = bDiagonal->straightFours[0];
    CHECK(formatPoint(c.point) == "h7");
    CHECK(c.verdict == Verdict::DoubleFour);
    REQUIRE(c.nested);
    CHECK(pointsText(c.nested->filled) == "h8 i8");
    CHECK_FALSE(bDiagonal->real);
    CHECK(across->real);
    CHECK(e.verdict == Verdict::DoubleThree);
}

TEST_CASE("RIF 9.2 a, b, c: overline, double four and double three lose for black", "[rif]") {
    Position overline = setUp("c3 d4 e5 g7 h8", "");
    CHECK(kindAt(overline, "f6") == ForbiddenKind::Overline);
    Position doubleFour = setUp("g8 i8 j8 h9 h10 h11", "f8 h12");
    CHECK(kindAt(doubleFour, "h8") == ForbiddenKind::DoubleFour);
    Position doubleThree = setUp("g9 f10 i9 j10", "");
    CHECK(kindAt(doubleThree, "h8") == ForbiddenKind::DoubleThree);
}

TEST_CASE("RIF 9.3 a: a double three is allowed when one three's straight four would be an overline", "[rif]") {
    // A = H8: real three down (H9 H10); three across (white D8, F8 G8) straight only at I8, but I8
    // with A filled in joins I4-I7 and I9 into six in column I.
    Position pos = setUp("f8 g8 h9 h10 i4 i5 i6 i7 i9", "d8");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* across = lineAlong(e, kAcross);
    REQUIRE(across);
    REQUIRE(across->straightFours.size() == 1);
    CHECK(across->straightFours[0].verdict == Verdict::Overline);
}

TEST_CASE("RIF 9.3 a: a double three is allowed when one three's straight four would be a double four", "[rif]") {
    // As above, but I8 makes a second four in column I with I9 I10 I11.
    Position pos = setUp("f8 g8 h9 h10 i9 i10 i11", "d8");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
    const Explanation e = explainAt(pos, "h8");
    const LineExplanation* across = lineAlong(e, kAcross);
    REQUIRE(across);
    CHECK(across->straightFours[0].verdict == Verdict::DoubleFour);
}

TEST_CASE("RIF 9.3 b: a double three is allowed when one three's straight four would be a forbidden double three",
          "[rif]") {
    Position pos = setUp("f8 g8 h9 h10 i9 i10 j9 k10", "d8");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::None);
}

TEST_CASE("a three with two straight-four points is real if either one is playable", "[house][real-false]") {
    // Across F8 G8 + A = H8 is open: E8 and I8. I8 (with A) is made an overline by I4-I7 and I9,
    // but E8 is fine, so the three stays real and A is a double three with H9 H10.
    Position pos = setUp("f8 g8 h9 h10 i4 i5 i6 i7 i9", "");
    CHECK(kindAt(pos, "h8") == ForbiddenKind::DoubleThree);
}

TEST_CASE("white has no forbidden moves", "[house][forbidden]") {
    Position pos = setUp("", "f8 g8 h9 h10 e8 i8 j8", Color::White);
    // a white double three, a white overline: nothing is forbidden
    CHECK(explain(pos, pt("h8"), Color::White).verdict == Verdict::Five);
    Position dt = setUp("", "f8 g8 h9 h10", Color::White);
    CHECK(explain(dt, pt("h8"), Color::White).verdict == Verdict::Playable);
    CHECK(explain(dt, pt("h8"), Color::White).threes == 2);
    // the same shape in black is forbidden
    Position black = setUp("f8 g8 h9 h10", "");
    CHECK(kindAt(black, "h8") == ForbiddenKind::DoubleThree);
}
