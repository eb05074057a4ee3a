#include "core/forbidden.h"

#include "core/pattern_table.h"

namespace renju {

// The judge tries stones on the board alone: the position's black patterns describe the position
// as it is, and the few points a trial stone concerns are classified afresh from the board's lines.
// Trial stones are always taken back before the judge returns.
struct TrialStones {
    static Board& board(Position& pos) { return pos.board_; }
};

namespace {

struct Counts {
    int threes = 0, fours = 0, fives = 0, overlines = 0;
};

Counts countLines(const uint16_t entries[kDirections]) {
    Counts c;
    for (int d = 0; d < kDirections; ++d) {
        switch (PatternTable::kind(entries[d])) {
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

class Judge {
public:
    explicit Judge(Board& board) : board_(board), table_(PatternTable::exactFive().entries()) {}

    // A black stone on empty point p whose four lines' entries are given.
    ForbiddenKind judge(Point p, const uint16_t entries[kDirections]) {
        const Counts c = countLines(entries);
        if (c.fives) return ForbiddenKind::None;  // a five wins whatever else the stone makes
        if (c.overlines) return ForbiddenKind::Overline;
        if (c.fours >= 2) return ForbiddenKind::DoubleFour;
        if (c.threes < 2) return ForbiddenKind::None;
        board_.place(p, Color::Black);
        int real = 0, left = c.threes;
        for (int d = 0; d < kDirections && real < 2 && real + left >= 2; ++d) {
            if (PatternTable::kind(entries[d]) != LineKind::Three) continue;
            --left;
            if (realThree(p, d, entries[d])) ++real;
        }
        board_.remove(p);
        return real >= 2 ? ForbiddenKind::DoubleThree : ForbiddenKind::None;
    }

private:
    // A three is real when one of its straight-four points can be played: it makes no five and is
    // not itself forbidden, judged with the three's stone already on the board.
    bool realThree(Point p, int dir, uint16_t entry) {
        for (uint16_t m = PatternTable::straightFours(entry); m; m &= m - 1) {
            const Point q = step(p, dir, __builtin_ctz(m) - 5);
            if (!q.onBoard(kDefaultSize) || makesFive(q)) continue;
            uint16_t entries[kDirections];
            for (int d = 0; d < kDirections; ++d) entries[d] = table_[lineKey(board_.window(q, d, Color::Black))];
            if (judge(q, entries) == ForbiddenKind::None) return true;
        }
        return false;
    }

    bool makesFive(Point q) const {
        for (int d = 0; d < kDirections; ++d)
            if (board_.run(q, d, Color::Black).length() == 5) return true;
        return false;
    }

    Board& board_;
    const uint16_t* table_;
};

ForbiddenKind judgeCandidate(Position& pos, Judge& judge, int index) {
    uint16_t entries[kDirections];
    for (int d = 0; d < kDirections; ++d) entries[d] = pos.blackPattern(index, d);
    return judge.judge(pos.board().point(index), entries);
}

}  // namespace

ForbiddenKind forbiddenKind(Position& pos, Point p) {
    if (pos.rule() != Rule::Renju || !p.onBoard(pos.size()) || !pos.board().empty(p)) return ForbiddenKind::None;
    const int index = pos.board().index(p);
    if (!pos.forbiddenCandidate(index)) return ForbiddenKind::None;
    Judge judge(TrialStones::board(pos));
    return judgeCandidate(pos, judge, index);
}

void forbiddenPoints(Position& pos, ForbiddenList& out) {
    out.count = 0;
    if (pos.rule() != Rule::Renju) return;
    Judge judge(TrialStones::board(pos));
    pos.forEachCandidate([&](int index) {
        const ForbiddenKind k = judgeCandidate(pos, judge, index);
        if (k != ForbiddenKind::None) out.items[out.count++] = ForbiddenPoint{pos.board().point(index), k};
    });
}

}  // namespace renju
