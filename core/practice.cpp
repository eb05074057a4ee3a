#include "core/practice.h"

#include "core/forbidden.h"
#include "core/random.h"

namespace renju {

namespace {
// SplitMix64: small, fast and the same on every platform, so a seed names one position everywhere.
struct Random {
    uint64_t state;
    uint64_t next() { return splitmix(state); }
    int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

PracticePosition candidate(Random& rng) {
    PracticePosition out;
    Position& pos = out.position;
    const int radius = 3 + rng.below(3);
    // Black to move after an even number of stones, as many of each colour: a count a game reaches.
    const int moves = 2 * (5 + rng.below(11));
    int placed = 0;
    Point last(0, 0);
    for (int attempt = 0; attempt < 600 && placed < moves; ++attempt) {
        const Point p(7 - radius + rng.below(2 * radius + 1), 7 - radius + rng.below(2 * radius + 1));
        if (!pos.board().empty(p)) continue;
        const Color c = placed % 2 == 0 ? Color::Black : Color::White;
        // No fives, and no black stone that would have been forbidden when played.
        if (pos.makesFive(p, c) || (c == Color::Black && forbiddenKind(pos, p) != ForbiddenKind::None)) continue;
        pos.place(p, c);
        last = p;
        ++placed;
    }
    // Out of attempts after a black stone: take it back, so the counts stay equal.
    if (placed % 2 == 1) pos.remove(last);
    pos.setToMove(Color::Black);
    ForbiddenList list;
    forbiddenPoints(pos, list);
    out.forbidden = list.count;
    pos.forEachCandidate([&](int index) {
        bool forbidden = false;
        for (const ForbiddenPoint& f : list) forbidden |= pos.board().index(f.point) == index;
        out.falseThrees += !forbidden;
    });
    return out;
}
}  // namespace

PracticePosition practicePosition(uint64_t seed) {
    Random rng{seed};
    PracticePosition fallback;
    for (int attempt = 0; attempt < 400; ++attempt) {
        PracticePosition p = candidate(rng);
        if (p.forbidden >= 1 && p.falseThrees >= 1) return p;
        if (p.forbidden > fallback.forbidden) fallback = p;
    }
    return fallback;
}

}  // namespace renju
