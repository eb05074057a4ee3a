#include "core/forbidden.h"

#include "core/pattern_table.h"

namespace renju {

namespace {

struct Counts {
    int threes = 0, fours = 0, fives = 0, overlines = 0;
};

Counts countLines(const Position& pos, int index) {
    Counts c;
    for (int d = 0; d < kDirections; ++d) {
        switch (PatternTable::kind(pos.blackPattern(index, d))) {
            case LineKind::Three: ++c.threes; break;
            case LineKind::Four: ++c.fours; break;
            case LineKind::DoubleFour: c.fours += 2; break;
            case LineKind::Five: ++c.fives; break;
            case LineKind::Overline: ++c.overlines; break;
            default: break;
        }
    }
    return c;
}

ForbiddenKind judge(Position& pos, Point p);

// A three is real when one of its straight-four points can be played: it makes no five and is
// not itself forbidden, judged with the three's stone already on the board.
bool realThree(Position& pos, Point p, int dir, uint16_t entry) {
    const int n = pos.size();
    for (uint16_t m = PatternTable::straightFours(entry); m; m &= m - 1) {
        const Point q = step(p, dir, __builtin_ctz(m) - 5);
        if (!q.onBoard(n)) continue;
        if (pos.makesFive(q, Color::Black)) continue;
        if (judge(pos, q) == ForbiddenKind::None) return true;
    }
    return false;
}

ForbiddenKind judge(Position& pos, Point p) {
    const int index = pos.board().index(p);
    if (!pos.forbiddenCandidate(index)) return ForbiddenKind::None;
    const Counts c = countLines(pos, index);
    if (c.overlines) return ForbiddenKind::Overline;
    if (c.fours >= 2) return ForbiddenKind::DoubleFour;
    uint16_t entries[kDirections];
    for (int d = 0; d < kDirections; ++d) entries[d] = pos.blackPattern(index, d);
    pos.place(p, Color::Black);
    int real = 0;
    for (int d = 0; d < kDirections && real < 2; ++d)
        if (PatternTable::kind(entries[d]) == LineKind::Three && realThree(pos, p, d, entries[d])) ++real;
    pos.remove(p);
    return real >= 2 ? ForbiddenKind::DoubleThree : ForbiddenKind::None;
}

}  // namespace

ForbiddenKind forbiddenKind(Position& pos, Point p) {
    if (pos.rule() != Rule::Renju || !p.onBoard(pos.size()) || !pos.board().empty(p)) return ForbiddenKind::None;
    return judge(pos, p);
}

void forbiddenPoints(Position& pos, ForbiddenList& out) {
    out.count = 0;
    if (pos.rule() != Rule::Renju) return;
    // Collect first: judging fills stones in and out, which rewrites the candidate set.
    int candidates[kMaxCells];
    int n = 0;
    pos.forEachCandidate([&](int index) { candidates[n++] = index; });
    for (int i = 0; i < n; ++i) {
        const Point p = pos.board().point(candidates[i]);
        const ForbiddenKind k = judge(pos, p);
        if (k != ForbiddenKind::None) out.items[out.count++] = ForbiddenPoint{p, k};
    }
}

}  // namespace renju
