// The real forbidden-point implementation against the brute-force reference on generated positions:
// a few thousand in the default run, 100 000 in the [long] tier.
#include <random>

#include "helpers.h"

using namespace test;

namespace {

// Positions dense in black shapes near the centre, as real fights are: stones fall in a central
// square, black sometimes gets a few extra, nobody has five.
Position randomPosition(std::mt19937& rng) {
    Position pos;
    const int radius = 3 + static_cast<int>(rng() % 4);
    const int moves = 6 + static_cast<int>(rng() % 30);
    const int extraBlack = static_cast<int>(rng() % 4);
    std::uniform_int_distribution<int> coord(7 - radius, 7 + radius);
    int placed = 0;
    for (int attempt = 0; attempt < 400 && placed < moves + extraBlack; ++attempt) {
        const Point p(coord(rng), coord(rng));
        if (!pos.board().empty(p)) continue;
        const Color c = placed >= moves ? Color::Black : (placed % 2 == 0 ? Color::Black : Color::White);
        if (pos.makesFive(p, c)) continue;
        pos.place(p, c);
        ++placed;
    }
    pos.setToMove(Color::Black);
    return pos;
}

void compareOn(int positions, uint32_t seed) {
    std::mt19937 rng(seed);
    int forbiddenSeen = 0, doubleThrees = 0, falseThrees = 0;
    for (int i = 0; i < positions; ++i) {
        Position pos = randomPosition(rng);
        ForbiddenList fast;
        forbiddenPoints(pos, fast);
        ForbiddenKind expectedAt[kMaxCells] = {};
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x)
                if (pos.board().empty(Point(x, y))) expectedAt[pos.board().index(Point(x, y))] = referenceKind(pos, Point(x, y));
        // Candidates with two threes that the reference allows: a double three saved by a false three.
        pos.forEachCandidate([&](int c) { falseThrees += expectedAt[c] == ForbiddenKind::None; });
        ForbiddenKind gotAt[kMaxCells] = {};
        for (const ForbiddenPoint& f : fast) gotAt[pos.board().index(f.point)] = f.kind;
        for (int c = 0; c < 225; ++c) {
            if (gotAt[c] != expectedAt[c]) {
                INFO("seed " << seed << " position " << i << " point " << formatPoint(pos.board().point(c)));
                CHECK(forbiddenKindName(gotAt[c]) == std::string(forbiddenKindName(expectedAt[c])));
            }
            forbiddenSeen += expectedAt[c] != ForbiddenKind::None;
            doubleThrees += expectedAt[c] == ForbiddenKind::DoubleThree;
        }
    }
    // The generator must actually produce the cases it is meant to test.
    CHECK(forbiddenSeen > positions / 4);
    CHECK(doubleThrees > positions / 20);
    CHECK(falseThrees > positions / 50);
}

}  // namespace

// Under the sanitizers (where this took 114 s) the first 1000 of the same positions: the reference
// and the core run the same code on each, and the long tier runs 100000 natively.
TEST_CASE("reference: forbidden points agree on 3000 generated positions (1000 under the sanitizers)", "[reference]") {
    compareOn(test::kSanitized ? 1000 : 3000, 20261130);
}

TEST_CASE("reference: forbidden points agree on 100000 generated positions", "[reference][long]") {
    compareOn(100000, 7);
}
