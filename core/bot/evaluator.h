#pragma once
#include <cstdint>
#include <memory>

#include "core/bot/evaluation.h"
#include "core/bot/grid.h"
#include "core/bot/threat.h"
#include "core/rule.h"

namespace renju::bot {

// The evaluator seam: the one place the search's position values and move-ordering scores come
// from, kept up to date by the board as stones come and go. The search, the VCF and VCT solvers
// and the move ordering only read it (evaluate, pointValue); SearchBoard only writes it, point by
// point, from the line patterns and threats it already keeps for both colours. Another evaluator
// (a learned one) plugs in as SearchBoard's `Evaluator` with the same members and nothing in the
// search changes:
//   explicit E(Rule);                                   an empty board's state
//   void patternSet(int i, int side, uint8_t from, uint8_t to);    a line pattern of empty point i
//       changed and its threat is about to be re-derived (threatSet follows)
//   void patternMoved(int i, int side, uint8_t from, uint8_t to);  one changed, the threat did not
//   void threatSet(int i, int side, const uint8_t threat[2]);      i's threat for `side` (both colours' given)
//   void occupied(int i);                               a stone landed on i: it is worth nothing now
//   int evaluate(int sideToMove, int ownLevel, int oppLevel) const;   the side to move's value
//   int pointValue(int i, int side, int role = 0) const;              what a stone of `side` on i is worth
// (cells are SearchBoard's padded indices; role 0 weighs a point as the side to move's, 1 as the
// opponent's; the levels are SearchBoard::ownLevel/oppLevel, evaluation.h.)

// The classical evaluation (evaluation.h): per empty point and colour, its four lines' pattern
// values plus its threat's value, summed over the board; the cross table over both colours'
// threat classes; the tempo and the initiative table.
class ClassicalEvaluator {
public:
    explicit ClassicalEvaluator(Rule rule) : w_(&evalWeights(rule)), point_(new PointValue[kGridCells]()) {}
    ClassicalEvaluator(const ClassicalEvaluator&) = delete;
    ClassicalEvaluator& operator=(const ClassicalEvaluator&) = delete;

    void patternSet(int i, int side, uint8_t from, uint8_t to) {
        PointValue& p = point_[i];
        for (int r = 0; r < 2; ++r)
            p.pattern[side][r] = static_cast<int16_t>(p.pattern[side][r] + w_->pattern[r][to] - w_->pattern[r][from]);
    }
    void patternMoved(int i, int side, uint8_t from, uint8_t to) {
        PointValue& p = point_[i];
        for (int r = 0; r < 2; ++r) {
            const int delta = w_->pattern[r][to] - w_->pattern[r][from];
            p.pattern[side][r] = static_cast<int16_t>(p.pattern[side][r] + delta);
            p.value[side][r] = static_cast<int16_t>(p.value[side][r] + delta);
            total_[side][r] += delta;
        }
    }
    void threatSet(int i, int side, const uint8_t threat[2]) {
        PointValue& p = point_[i];
        for (int r = 0; r < 2; ++r) {
            const int v = p.pattern[side][r] + w_->threat[r][threat[side]];
            total_[side][r] += v - p.value[side][r];
            p.value[side][r] = static_cast<int16_t>(v);
        }
        const int cb = kThreatClass[threat[0]], cw = kThreatClass[threat[1]];
        setCross(p, 0, w_->cross[cb][cw]);
        setCross(p, 1, w_->cross[cw][cb]);
    }
    void occupied(int i) {
        PointValue& p = point_[i];
        for (int s = 0; s < 2; ++s) {
            setCross(p, s, 0);
            for (int r = 0; r < 2; ++r) {
                total_[s][r] -= p.value[s][r];
                p.value[s][r] = 0;
            }
        }
    }

    // The side to move's points weighed as its own, less the opponent's weighed as the opponent's,
    // the cross table, the tempo and the initiative table.
    int evaluate(int sideToMove, int ownLevel, int oppLevel) const {
        const int s = sideToMove, o = s ^ 1;
        return total_[s][0] - total_[o][1] + cross_[s] + w_->tempo + w_->initiative[ownLevel][oppLevel];
    }
    int pointValue(int i, int side, int role = 0) const { return point_[i].value[side][role]; }

    // The parts, for tests and the tuner: `side`'s points summed with `role`'s weights, and the cross
    // table's sum with `side` to move.
    int total(int side, int role) const { return total_[side][role]; }
    int cross(int side) const { return cross_[side]; }
    const EvalWeights& weights() const { return *w_; }

private:
    struct PointValue {
        int16_t pattern[2][2];  // the four patterns' values per colour and role
        int16_t value[2][2];    // plus the threat's: what the point is worth
        int16_t cross[2];       // the cross table's value with black / white to move
    };
    void setCross(PointValue& p, int s, int v) {
        cross_[s] += v - p.cross[s];
        p.cross[s] = static_cast<int16_t>(v);
    }

    const EvalWeights* w_;
    std::unique_ptr<PointValue[]> point_;
    int total_[2][2] = {};
    int cross_[2] = {};
};

// The evaluator the search uses.
using Evaluator = ClassicalEvaluator;

}  // namespace renju::bot
