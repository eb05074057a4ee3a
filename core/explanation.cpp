#include "core/explanation.h"

#include "core/forbidden.h"

namespace renju {

namespace {

std::vector<Point> pointsOf(Point p, int dir, uint16_t mask) {
    std::vector<Point> out;
    for (int i = 0; i < 11; ++i)
        if ((mask >> i) & 1) out.push_back(step(p, dir, i - 5));
    return out;
}

Explanation explainAt(Position& pos, Point p, Color color, const std::vector<Point>& filled, bool top) {
    Explanation e;
    e.point = p;
    e.color = color;
    e.filled = filled;
    const bool exact = needsExactFive(pos.rule(), color);
    const bool renjuBlack = pos.rule() == Rule::Renju && color == Color::Black;
    int fives = 0, overlines = 0;
    for (int d = 0; d < kDirections; ++d) {
        const LineShape s = analyzeLine(pos.board().window(p, d, color), exact);
        if (s.kind == LineKind::None) continue;
        LineExplanation line;
        line.direction = d;
        line.kind = s.kind;
        line.stones = pointsOf(p, d, s.stones);
        line.fivePoints = pointsOf(p, d, s.fivePoints);
        for (Point q : pointsOf(p, d, s.straightFours)) {
            line.straightFours.emplace_back();
            line.straightFours.back().point = q;
        }
        switch (s.kind) {
            case LineKind::Three: ++e.threes; break;
            case LineKind::Four: ++e.fours; break;
            case LineKind::DoubleFour: e.fours += 2; break;
            case LineKind::Five: ++fives; break;
            case LineKind::Overline: ++overlines; break;
            default: break;
        }
        e.lines.push_back(std::move(line));
    }

    if (fives) e.verdict = Verdict::Five;
    else if (!renjuBlack) e.verdict = Verdict::Playable;
    else if (overlines) e.verdict = Verdict::Overline;
    else if (e.fours >= 2) e.verdict = Verdict::DoubleFour;

    const bool needed = renjuBlack && e.verdict == Verdict::Playable && e.threes >= 2;
    if (!(renjuBlack && (top || needed)) || e.threes == 0) return e;

    std::vector<Point> below = filled;
    below.push_back(p);
    pos.place(p, color);
    for (LineExplanation& line : e.lines) {
        if (line.kind != LineKind::Three) continue;
        line.checked = true;
        for (StraightFourPoint& sf : line.straightFours) {
            if (pos.makesFive(sf.point, Color::Black)) {
                sf.verdict = Verdict::Five;
                continue;
            }
            sf.nested = std::make_unique<Explanation>(explainAt(pos, sf.point, Color::Black, below, false));
            sf.verdict = sf.nested->verdict;
            if (sf.verdict == Verdict::Playable) line.real = true;
        }
        if (line.real) ++e.realThrees;
    }
    pos.remove(p);
    if (e.verdict == Verdict::Playable && e.realThrees >= 2) e.verdict = Verdict::DoubleThree;
    return e;
}

}  // namespace

Explanation explain(Position& pos, Point p, Color color) { return explainAt(pos, p, color, {}, true); }

}  // namespace renju
