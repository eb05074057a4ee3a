// libFuzzer target: practice positions (core/practice.h) from any 64-bit seed.
// Checks what practicePosition promises for every seed, not just the ones the tests try: the same
// seed gives the same position; black to move under Renju; stones near the centre, black at most
// three ahead; nobody has five; the counts it reports are right: forbidden points as the brute-force
// reference finds them, allowed double threes (two threes or more, allowed) as explanations find them.
#include <cstdint>
#include <cstring>

#include "core/explanation.h"
#include "core/practice.h"
#include "fuzz_support.h"
#include "game_checks.h"

using namespace renju;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t n) {
    uint64_t seed = 0;
    std::memcpy(&seed, data, n < sizeof seed ? n : sizeof seed);
    const PracticePosition p = practicePosition(seed);
    FUZZ_CHECK(practicePosition(seed).position == p.position);

    const Position& pos = p.position;
    const Board& b = pos.board();
    FUZZ_CHECK(pos.rule() == Rule::Renju && pos.toMove() == Color::Black && pos.size() == kDefaultSize);
    int black = 0, white = 0;
    for (int i = 0; i < 225; ++i) {
        const Color c = b.at(i);
        if (c == Color::Empty) continue;
        const Point q = b.point(i);
        FUZZ_CHECK(q.x >= 2 && q.x <= 12 && q.y >= 2 && q.y <= 12);  // within radius 5 of h8
        ++(c == Color::Black ? black : white);
        static const int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, -1};
        for (int d = 0; d < 4; ++d) FUZZ_CHECK(fuzz::naiveRun(b, q.x, q.y, dx[d], dy[d], c) < 5);
    }
    FUZZ_CHECK(black >= white && black <= white + 3);

    reference::Grid grid = fuzz::gridOf(b);
    Position scratch = pos;
    int forbidden = 0, allowedDoubleThrees = 0;
    for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x) {
            if (!b.empty(Point(x, y))) continue;
            forbidden += fuzz::referenceKind(grid, x, y) != ForbiddenKind::None;
            const Explanation e = explain(scratch, Point(x, y), Color::Black);
            allowedDoubleThrees += e.verdict == Verdict::Playable && e.threes >= 2;
        }
    FUZZ_CHECK(p.forbidden == forbidden);
    FUZZ_CHECK(p.falseThrees == allowedDoubleThrees);
    return 0;
}
