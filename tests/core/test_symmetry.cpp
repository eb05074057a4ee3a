#include <set>

#include "core/symmetry.h"
#include "helpers.h"

using namespace test;

namespace {
std::set<Point> images(Point p, int size) {
    std::set<Point> out;
    for (int s = 0; s < kSymmetries; ++s) out.insert(transform(p, s, size));
    return out;
}
std::set<Point> points(const std::string& list, int size = kDefaultSize) {
    std::set<Point> out;
    for (const Move& m : parseCode(list, size).moves) out.insert(m.point);
    return out;
}
}  // namespace

TEST_CASE("symmetry: the eight images of a point are its rotations and reflections about the centre", "[opening][symmetry]") {
    // i10 is one right and two up from h8: the images are every (+-1, +-2) and (+-2, +-1) offset.
    CHECK(images(pt("i10"), 15) == points("i10 g10 i6 g6 j9 f9 j7 f7"));
    // A point on a diagonal has four images, the centre only itself.
    CHECK(images(pt("j10"), 15) == points("j10 f10 j6 f6"));
    CHECK(images(pt("h8"), 15) == points("h8"));
    CHECK(images(pt("a1"), 15) == points("a1 a15 o1 o15"));
    // On an even board the centre lies between points: a1's images are the four corners too.
    CHECK(images(Point(0, 0), 6) == std::set<Point>{Point(0, 0), Point(5, 0), Point(0, 5), Point(5, 5)});
    CHECK(images(Point(2, 2), 6) == std::set<Point>{Point(2, 2), Point(3, 2), Point(2, 3), Point(3, 3)});
}

TEST_CASE("symmetry: each symmetry permutes the board, the eight differ, and inverses undo them", "[opening][symmetry]") {
    for (int n : {15, 6, 5}) {
        for (int s = 0; s < kSymmetries; ++s) {
            std::set<Point> seen;
            for (int y = 0; y < n; ++y)
                for (int x = 0; x < n; ++x) {
                    const Point q = transform(Point(x, y), s, n);
                    REQUIRE(q.onBoard(n));
                    seen.insert(q);
                    CHECK(transform(q, inverseSymmetry(s), n) == Point(x, y));
                }
            CHECK(seen.size() == static_cast<size_t>(n * n));
        }
        // b1 (one from a corner along the edge) has eight different images, one per symmetry.
        std::set<Point> imagesOfB1;
        for (int s = 0; s < kSymmetries; ++s) imagesOfB1.insert(transform(Point(1, 0), s, n));
        CHECK(imagesOfB1.size() == 8);
    }
    CHECK(transform(pt("i10"), 0, 15) == pt("i10"));
}

TEST_CASE("symmetry: a position's symmetries keep every stone on a stone of its colour", "[opening][symmetry]") {
    CHECK(boardSymmetries(Board(15)) == 0xFF);
    CHECK(boardSymmetries(setUp("h8", "").board()) == 0xFF);
    // Black h8, white h9 (a direct opening's first two stones): only the mirror in column h.
    const Board direct = setUp("h8", "h9").board();
    int count = 0;
    for (int s = 0; s < kSymmetries; ++s) count += boardSymmetries(direct) >> s & 1;
    CHECK(count == 2);
    CHECK(equivalentPoints(direct, pt("i10"), pt("g10")));
    CHECK(equivalentPoints(direct, pt("j7"), pt("f7")));
    CHECK_FALSE(equivalentPoints(direct, pt("i10"), pt("i6")));
    CHECK_FALSE(equivalentPoints(direct, pt("i10"), pt("j9")));
    CHECK(equivalentPoints(direct, pt("i10"), pt("i10")));
    // Black h8, white i9 (indirect): only the reflection in the h8-i9 diagonal.
    const Board indirect = setUp("h8", "i9").board();
    CHECK(equivalentPoints(indirect, pt("i8"), pt("h9")));
    CHECK(equivalentPoints(indirect, pt("j7"), pt("g10")));
    CHECK_FALSE(equivalentPoints(indirect, pt("i8"), pt("g8")));
    CHECK_FALSE(equivalentPoints(indirect, pt("i8"), pt("h7")));
}

TEST_CASE("symmetry: colours count", "[opening][symmetry]") {
    // g8 and i8 both black: the mirror in column h keeps the position; one of each colour: it does not.
    CHECK(equivalentPoints(setUp("g8 h8 i8", "").board(), pt("g9"), pt("i9")));
    CHECK_FALSE(equivalentPoints(setUp("g8 h8", "i8").board(), pt("g9"), pt("i9")));
    // 4D Kagetsu with white 4 on i8 is symmetric in the h8-i9 diagonal; Kagetsu alone is not symmetric at all.
    const Board kagetsu = setUp("h8 i9", "h9").board();
    CHECK(boardSymmetries(kagetsu) == 1);
    const Board withFour = setUp("h8 i9", "h9 i8").board();
    CHECK(equivalentPoints(withFour, pt("g8"), pt("h7")));
    CHECK(equivalentPoints(withFour, pt("k9"), pt("i11")));
    CHECK_FALSE(equivalentPoints(withFour, pt("g8"), pt("j10")));
    CHECK_FALSE(equivalentPoints(withFour, pt("g8"), pt("i7")));
    // On an even board: c3 and d4 both white, kept by the half turn and both diagonal mirrors.
    Position even(6, Rule::Freestyle, Color::Black);
    even.place(Point(2, 2), Color::White);
    even.place(Point(3, 3), Color::White);
    CHECK(equivalentPoints(even.board(), Point(0, 0), Point(5, 5)));
    CHECK(equivalentPoints(even.board(), Point(0, 0), Point(0, 0)));
    CHECK(equivalentPoints(even.board(), Point(5, 0), Point(0, 5)));  // the other diagonal's mirror
    CHECK_FALSE(equivalentPoints(even.board(), Point(0, 0), Point(5, 0)));
}
