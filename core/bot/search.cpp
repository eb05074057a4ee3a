#include "core/bot/search.h"

#include <algorithm>
#include <cstring>

#include "core/bot/evaluation.h"
#include "core/random.h"

namespace renju::bot {

namespace {

constexpr int kMaxGenerated = kMaxCells;

// Move ordering bonuses for what a move makes for the mover and what it takes from the opponent.
constexpr int kAttackBonus[kThreatCount] = {0, 0, 20, 15, 60, 40, 120, 200, 900, 60, 300, 2000, 5000, 10000};
constexpr int kDefendBonus[kThreatCount] = {0, 0, 10, 8, 40, 25, 80, 150, 700, 50, 250, 1500, 3000, 8000};

// Non-PV nodes at shallow depth try only this many quiet moves.
constexpr int kQuietMoveLimit[8] = {0, 6, 9, 14, 20, 28, 40, 60};

int toTT(int score, int ply) {
    if (score >= kWinBound) return score + ply;
    if (score <= -kWinBound) return score - ply;
    return score;
}
int fromTT(int score, int ply) {
    if (score >= kWinBound) return score - ply;
    if (score <= -kWinBound) return score + ply;
    return score;
}

}  // namespace

Search::Search(SearchBoard& board, TranspositionTable& tt, SearchControl& control, VcfSolver& vcf,
               const SearchParams& params, uint64_t seed)
    : b_(board), tt_(tt), ctl_(control), vcf_(vcf), params_(params), seed_(seed) {
    std::memset(killers_, 0xFF, sizeof killers_);
    std::memset(history_, 0, sizeof history_);
    std::memset(pvLength_, 0, sizeof pvLength_);
}

// Quiet moves are the ones the search may prune and reduce: those that make no three or four, and
// take no point where the opponent would make a double three or a four-three. Taking a point where
// the opponent would make a single three is ordinary play (the ordering still puts it early).
bool Search::quiet(int cell, int side) const {
    const Threat opp = b_.threat(cell, side ^ 1);
    return b_.threat(cell, side) < kFlex3 && opp != kFlex3x2 && opp != kBlock4Flex3;
}

// Two threes at once win when the opponent has no four to answer with: one stone blocks one line
// only (two lines meet at the new stone alone), and the other three becomes a straight four. For
// Renju black a double three is forbidden unless one three is false, so the board never reports one.
bool Search::doubleThreeWins(int side) const {
    return b_.count(side, kFlex3x2) > 0 && !b_.fours(side ^ 1).any();
}

int Search::orderScore(int cell, int side, int ply, int ttMove) {
    if (cell == ttMove) return 1 << 28;
    const Threat own = b_.candidates().test(cell) && side == kBlack ? b_.resolvedThreat(cell, side) : b_.threat(cell, side);
    const Threat opp = b_.threat(cell, side ^ 1);
#ifdef TUNE_ORDER_ROLE
    int score = kAttackBonus[own] + kDefendBonus[opp] + b_.cellValueOf(cell, side) + b_.cellValueOf(cell, side ^ 1, 1);
#else
    int score = kAttackBonus[own] + kDefendBonus[opp] + b_.cellValueOf(cell, side) + b_.cellValueOf(cell, side ^ 1);
#endif
    if (ply <= kMaxPly && (killers_[ply][0] == cell || killers_[ply][1] == cell)) score += 100;
    score += history_[side][cell] >> 4;
    return score;
}

namespace {
// Best first, ties in their order: a stable insertion sort, in place. The lists are short (the
// points near the stones), and std::stable_sort asked for a buffer from the heap at every node
// and brought its merge code into the module.
template <class Move>
void sortMoves(Move* moves, int n) {
    for (int k = 1; k < n; ++k) {
        const Move m = moves[k];
        int j = k;
        for (; j > 0 && moves[j - 1].score < m.score; --j) moves[j] = moves[j - 1];
        moves[j] = m;
    }
}

// Moves best first, one at a time: the first k are picked by selection (most nodes stop after a
// few), the rest sorted at once when the search gets that far. Either way the order is exactly a
// stable sort's: the first best of the rest moves up, the others keep their order.
constexpr int kPickedFirst = 6;
template <class Move>
void pickNext(Move* moves, int k, int n) {
    if (k < kPickedFirst) {
        int b = k;
        for (int j = k + 1; j < n; ++j)
            if (moves[j].score > moves[b].score) b = j;
        if (b != k) {
            const Move m = moves[b];
            for (int j = b; j > k; --j) moves[j] = moves[j - 1];
            moves[k] = m;
        }
    } else if (k == kPickedFirst) {
        sortMoves(moves + k, n - k);
    }
}
}  // namespace

int Search::generate(int ply, Move* out, int ttMove, bool& defending, bool sorted) {
    const int s = b_.sideToMove(), o = s ^ 1;
    int n = 0;
    defending = b_.count(o, kFlex4) > 0;
    if (defending) {
        // The opponent threatens a straight four: only our fours and the moves after which it no
        // longer can are worth trying.
        int cells[256];
        const int nd = collectDefences(b_, cells, 256);
        for (int k = 0; k < nd; ++k) out[n++] = Move{cells[k], 0};
    } else {
        b_.area().forEach([&](int c) {
            if (n < kMaxGenerated && b_.legal(c, s)) out[n++] = Move{c, 0};
        });
    }
    for (int k = 0; k < n; ++k) out[k].score = orderScore(out[k].cell, s, ply, ttMove);
    if (sorted) sortMoves(out, n);
    return n;
}

void Search::updatePv(int ply, int move) {
    pvTable_[ply][0] = move;
    const int childLength = pvLength_[ply + 1];
    for (int k = 0; k < childLength; ++k) pvTable_[ply][k + 1] = pvTable_[ply + 1][k];
    pvLength_[ply] = childLength + 1;
}

int Search::evaluate() const {
    int v = b_.evaluation();
    if (v > kWinBound - 1) v = kWinBound - 1;
    if (v < -kWinBound + 1) v = -kWinBound + 1;
    return v;
}

int Search::leaf(int alpha, int beta, int ply, int qply) {
    pvLength_[ply] = 0;
    if (ctl_.tick()) return 0;
    const int s = b_.sideToMove(), o = s ^ 1;
    if (b_.count(s, kMakeFive)) return winIn(ply + 1);
    const int five = b_.fivePoint(o);
    if (five >= 0) {
        if (b_.count(o, kMakeFive) >= 2 || !b_.legal(five, s)) return lossIn(ply + 2);
        if (qply >= 24 || ply >= kMaxPly) return evaluate();
        b_.play(five);
        const int v = -leaf(-beta, -alpha, ply + 1, qply + 1);
        b_.undo();
        updatePv(ply, five);
        return v;
    }
    if (b_.count(s, kFlex4)) return winIn(ply + 3);
    if (doubleThreeWins(s)) return winIn(ply + 5);
    if (params_.leafVcfFours > 0 && b_.fours(s).any()) {
        if (vcf_.solve(b_, ctl_, params_.leafVcfFours)) return winIn(ply + vcf_.lastPlies());
    }
    return evaluate();
}

int Search::search(int depth, int alpha, int beta, int ply, bool pvNode) {
    pvLength_[ply] = 0;
    if (ctl_.tick()) return 0;
    const int s = b_.sideToMove(), o = s ^ 1;
    if (b_.count(s, kMakeFive)) return winIn(ply + 1);
    const int five = b_.fivePoint(o);
    if (five >= 0) {
        if (b_.count(o, kMakeFive) >= 2 || !b_.legal(five, s)) return lossIn(ply + 2);
        if (ply >= kMaxPly) return evaluate();
        b_.play(five);  // forced: searched without using up depth
        const int v = -search(depth, -beta, -alpha, ply + 1, pvNode);
        b_.undo();
        updatePv(ply, five);
        return v;
    }
    if (b_.count(s, kFlex4)) return winIn(ply + 3);
    if (doubleThreeWins(s)) return winIn(ply + 5);
    if (b_.full()) return 0;
    if (depth <= 0 || ply >= kMaxPly) return leaf(alpha, beta, ply, 0);

    // A win or loss nearer than this node's bounds makes the search pointless.
    alpha = std::max(alpha, lossIn(ply));
    beta = std::min(beta, winIn(ply + 1));
    if (alpha >= beta) return alpha;

    // The side to move is part of the key: set-up positions may give the same stones either turn.
    const uint64_t key = b_.hash() ^ (s == kWhite ? 0x6A09E667F3BCC909ULL : 0);
    TTHit hit;
    int ttMove = -1;
    if (tt_.probe(key, hit)) {
        ttMove = hit.move;
        const int v = fromTT(hit.score, ply);
        if (!pvNode && hit.depth >= depth) {
            if (hit.bound == Bound::Exact) return v;
            if (hit.bound == Bound::Lower && v >= beta) return v;
            if (hit.bound == Bound::Upper && v <= alpha) return v;
        }
    }

    Move moves[kMaxGenerated];
    bool defending;
    const int n = generate(ply, moves, ttMove, defending, false);
    if (n == 0) return defending ? lossIn(ply + 4) : 0;

    const int alphaStart = alpha;
    int best = -kInfinity, bestMove = -1, quietTried = 0;
    for (int k = 0; k < n; ++k) {
        pickNext(moves, k, n);
        const int m = moves[k].cell;
        const bool isQuiet = !defending && quiet(m, s);
        if (isQuiet) {
            if (!pvNode && depth < 8 && quietTried >= kQuietMoveLimit[depth] && best > -kWinBound) continue;
            ++quietTried;
        }
        // A three (or four-three) forces the reply as a four does: it does not use up depth, within
        // a ply limit, so that threat sequences are seen to their end.
        const Threat mt = isQuiet ? kNoThreat : b_.threat(m, s);
        const int ext = ((mt >= kFlex3 && mt <= kFlex3x2) || mt == kBlock4Flex3) && ply < extendPlies_ ? 1 : 0;
        const int next = depth - 1 + ext;
        b_.play(m);
        int v;
        if (k == 0) {
            v = -search(next, -beta, -alpha, ply + 1, pvNode);
        } else {
            const int r = (depth >= 3 && isQuiet && k >= 3) ? (k >= 12 ? 2 : 1) : 0;
            v = -search(next - r, -alpha - 1, -alpha, ply + 1, false);
            if (v > alpha && r) v = -search(next, -alpha - 1, -alpha, ply + 1, false);
            if (v > alpha && v < beta && pvNode) v = -search(next, -beta, -alpha, ply + 1, true);
        }
        b_.undo();
        if (ctl_.stopped()) return 0;
        if (v > best) {
            best = v;
            bestMove = m;
            if (v > alpha) {
                alpha = v;
                updatePv(ply, m);
                if (v >= beta) {
                    if (isQuiet && killers_[ply][0] != m) {
                        killers_[ply][1] = killers_[ply][0];
                        killers_[ply][0] = m;
                    }
                    history_[s][m] += depth * depth;
                    break;
                }
            }
        }
    }
    if (bestMove < 0) return alphaStart;  // every move was pruned: fail low without storing
    const Bound bound = best >= beta ? Bound::Lower : best > alphaStart ? Bound::Exact : Bound::Upper;
    tt_.store(key, toTT(best, ply), bestMove, depth, bound);
    return best;
}

int Search::rootMoves(int* out, int capacity) {
    Move moves[kMaxGenerated];
    bool defending;
    const int n = generate(0, moves, -1, defending);
    int k = 0;
    for (; k < n && k < capacity; ++k) out[k] = moves[k].cell;
    return k;
}

void Search::run(const std::function<void(const Iteration&)>& onIteration) {
    const int s = b_.sideToMove(), o = s ^ 1;
    depthDone_ = 0;
    // Decided without searching: a five, a forced block, a straight four.
    int decided = b_.fivePoint(s), decidedScore = winIn(1);
    if (decided < 0 && (decided = b_.fivePoint(o)) >= 0) {
        decidedScore = b_.count(o, kMakeFive) >= 2 ? lossIn(2) : 0;
        if (!b_.legal(decided, s)) {  // Renju: black cannot block on a forbidden point
            decidedScore = lossIn(2);
            decided = -1;
            b_.area().forEach([&](int c) {
                if (decided < 0 && b_.legal(c, s)) decided = c;
            });
        }
        if (decided < 0) decidedScore = 0;
    }
    if (decided < 0 && b_.count(s, kFlex4)) {
        b_.fours(s).forEach([&](int c) {
            if (decided < 0 && b_.threat(c, s) == kFlex4) decided = c;
        });
        decidedScore = winIn(3);
    }
    const bool restricted = !only_.empty();
    if (!restricted && (decided >= 0 || b_.fivePoint(o) >= 0)) {
        bestMove_ = decided;
        bestScore_ = decidedScore;
        pv_.assign(1, decided);
        if (decided < 0) pv_.clear();
        return;
    }

    Move moves[kMaxGenerated];
    bool defending;
    int n = generate(0, moves, -1, defending);
    if (restricted) {
        // Keep the generated moves that are allowed; if none is, search the allowed ones anyway.
        int kept = 0;
        for (int k = 0; k < n; ++k)
            if (std::find(only_.begin(), only_.end(), moves[k].cell) != only_.end()) moves[kept++] = moves[k];
        if (kept == 0)
            for (int c : only_)
                if (b_.empty(c) && b_.legal(c, s)) moves[kept++] = Move{c, orderScore(c, s, 0, -1)};
        n = kept;
        sortMoves(moves, n);
        defending = false;
    }
    bestMove_ = n > 0 ? moves[0].cell : -1;
    bestScore_ = 0;
    pv_.assign(1, bestMove_);
    if (n == 0) {
        // Nothing stops the opponent's straight four: lost, but a move must still be made.
        bestScore_ = defending ? lossIn(4) : 0;
        int bestOrder = -kInfinity;
        b_.area().forEach([&](int c) {
            if (!b_.legal(c, s)) return;
            const int score = orderScore(c, s, 0, -1);
            if (score > bestOrder) {
                bestOrder = score;
                bestMove_ = c;
            }
        });
        pv_.assign(1, bestMove_);
        if (bestMove_ < 0) pv_.clear();
        return;
    }
    // A single move is played anyway; a short search still gives it an evaluation.
    const int maxDepth = n == 1 ? std::min(params_.maxDepth, 4) : params_.maxDepth;
    int noise[kMaxGenerated];
    auto noiseOf = [&](int cell) {
        return params_.noise > 0 ? static_cast<int>(mix(seed_ ^ (static_cast<uint64_t>(cell) << 20)) %
                                                    (2 * params_.noise + 1)) - params_.noise
                                 : 0;
    };
    for (int k = 0; k < n; ++k) noise[k] = noiseOf(moves[k].cell);

    // The guard checks the move the search would play; with a time budget part of it is kept for
    // the checks after the last iteration.
    refutedCount_ = guardChecks_ = 0;
    std::memset(rootState_, 0, sizeof rootState_);
    bool guarded = guard_ && params_.guardDepth > 0 && n > 1;
    // In gomoku a stone never helps the opponent (in Renju it can: a black one can make black's
    // defences forbidden, a white one can break a black double three into a legal three): when
    // the opponent has no win by threes even with a free move, no move allows one and the checks
    // are skipped.
    if (guarded && b_.rule() != Rule::Renju) {
        SearchControl sub;
        sub.startChild(ctl_, ctl_.hardMs() > 0 ? 0.12 * ctl_.hardMs() : 0,
                       params_.guardNodes ? params_.guardNodes * 2 : 0);
        b_.passTurn();
        bool threat = false, unknown = false;
        for (int d = 1; d <= params_.guardDepth && !threat; ++d) {
            threat = guard_->solve(b_, sub, d, nullptr);
            if (sub.stopped()) {
                unknown = !threat;
                break;
            }
        }
        b_.passTurn();
        ctl_.absorb(sub);
        if (sub.stopRequested()) ctl_.stop();
        if (!threat && !unknown) guarded = false;
    }
    const double fullHard = ctl_.hardMs();
    const uint64_t fullNodes = ctl_.nodeLimit();
    // Keeps guardReserve of what is left of the budget for the thorough check.
    auto reserve = [&]() {
        if (!guarded) return;
        const uint64_t used = ctl_.nodes();
        const uint64_t nodes =
            fullNodes > used ? used + static_cast<uint64_t>(static_cast<double>(fullNodes - used) * (1 - params_.guardReserve))
                             : fullNodes;
        const double t = ctl_.elapsedMs();
        ctl_.setLimits(fullHard > t ? t + (fullHard - t) * (1 - params_.guardReserve) : fullHard, nodes);
    };
    // Checks the first candidate in the current order not yet checked at this strength (1 a quick
    // check during the iterations, 3 the thorough one at the end); false when nothing was
    // refuted. Refuted moves (2) go last.
    uint8_t checkedFully[kGridCells] = {};  // thorough checks that ended without running out of budget
    auto guardBest = [&](uint8_t strength) {
        for (int k = 0; k < n; ++k) {
            const int m = moves[k].cell;
            if (rootState_[m] == 2) continue;
            if (rootState_[m] >= strength) return false;
            rootState_[m] = strength;
            if (!opponentWinsAfter(m, strength == 3)) {
                if (strength == 3) checkedFully[m] = checkComplete_;
                return false;
            }
            rootState_[m] = 2;
            ++refutedCount_;
            // Move it behind every move not refuted, keeping the others' order.
            const Move refuted = moves[k];
            const int bonus = noise[k];
            for (int j = k; j + 1 < n; ++j) {
                moves[j] = moves[j + 1];
                noise[j] = noise[j + 1];
            }
            moves[n - 1] = Move{refuted.cell, -kInfinity};
            noise[n - 1] = bonus;
            return true;
        }
        return false;
    };
    auto allRefuted = [&]() { return refutedCount_ >= n; };

    // A round after a thorough check that passed goes on deeper from where the last one ended;
    // after a refutation the moves left are searched again from depth 1 (the hash table keeps
    // most of the work).
    int firstDepth = 1;
    bool scored = false;  // moves[].score holds search scores (not yet: ordering scores)
    int safeMove = -1, safeScore = 0;  // the choice that passed the last round's check
    std::vector<int> safePv;
    for (int round = 0;; ++round) {
    reserve();
    for (int depth = firstDepth; depth <= maxDepth; ++depth) {
        extendPlies_ = params_.extendThrees ? 2 * depth + 2 : 0;
        int alpha = -kInfinity;
        const int beta = kInfinity;
        int iterBest = -1, iterScore = -kInfinity;
        std::vector<int> iterPv;
        int scores[kMaxGenerated];
        int searched = 0, considered = 0;
        for (int k = 0; k < n; ++k) {
            const int m = moves[k].cell;
            if (rootState_[m] == 2 && !allRefuted()) {  // refuted by the guard: not searched again
                scores[k] = -kInfinity;
                ++searched;
                continue;
            }
            const int bonus = noise[k];
            b_.play(m);
            // The noise shifts windows of ordinary scores only: moved into the range of proven
            // results, a null window's bound would be taken for a proven win.
            const int a = alpha > -kWinBound && alpha < kWinBound ? alpha - bonus : alpha;
            int v;
            if (considered == 0) {
                v = -search(depth - 1, -beta, -a, 1, true);
            } else {
                v = -search(depth - 1, -a - 1, -a, 1, false);
                if (v > a && !ctl_.stopped()) v = -search(depth - 1, -beta, -a, 1, true);
            }
            b_.undo();
            if (ctl_.stopped()) break;
            ++considered;
            if (v > -kWinBound && v < kWinBound) v += bonus;
            scores[k] = v;
            ++searched;
            if (v > iterScore) {
                iterScore = v;
                iterBest = m;
                iterPv.assign(1, m);
                iterPv.insert(iterPv.end(), pvTable_[1], pvTable_[1] + pvLength_[1]);
                if (v > alpha) alpha = v;
            }
        }
        if (considered == 0) break;  // stopped before this depth settled anything
        // Moves not reached when stopped keep their old order after the searched ones.
        for (int k = searched; k < n; ++k) scores[k] = -kInfinity;
        // Even a partial iteration is usable: its first move is the previous best, searched deeper,
        // and any move that beat it did so at this depth.
        bestMove_ = iterBest;
        bestScore_ = iterScore;
        pv_ = iterPv;
        if (searched < n && iterScore <= -kWinBound && scored) {
            // Cut off after the moves searched so far were all found lost: the best of the
            // previous order not searched yet (and not refuted) stands in, with its old score.
            for (int k = searched; k < n; ++k)
                if (rootState_[moves[k].cell] != 2 && moves[k].score > -kInfinity) {
                    bestMove_ = moves[k].cell;
                    bestScore_ = moves[k].score;
                    pv_.assign(1, bestMove_);
                    break;
                }
        }
        if (searched == n) depthDone_ = depth;
        // Stable re-order: best first, then by this iteration's scores.
        for (int k = 0; k < n; ++k) moves[k].score = scores[k];
        scored = true;
        sortMoves(moves, n);
        for (int k = 0; k < n; ++k) noise[k] = noiseOf(moves[k].cell);  // keep each move's noise with it
        if (onIteration) onIteration(Iteration{depth, bestScore_, pv_});
        if (ctl_.stopped()) break;
        const bool proven = bestScore_ >= kWinBound || bestScore_ <= -kWinBound;
        // A new choice is checked at once; when refuted, this depth is searched again without it.
        if (guarded && !proven && !allRefuted() && guardBest(1)) {
            if (ctl_.stopped()) break;
            --depth;
            continue;
        }
        if (proven) {
            if (depth >= kWinScore - std::abs(bestScore_) + 2) break;  // proven: deeper cannot change it
        }
        if (params_.softMs > 0 && ctl_.elapsedMs() >= params_.softMs) break;
    }

    if (!guarded) return;
    // The thorough check, with the budget kept for it: the move to play must not allow a win by
    // threes while another does not. When it does, the others are searched again without it (the
    // hash table keeps most of the work) and the new choice is checked in turn.
    ctl_.setLimits(fullHard, fullNodes);
    if (ctl_.stopRequested()) return;
    const bool proven = bestScore_ >= kWinBound || bestScore_ <= -kWinBound;
    if (proven) break;
    // Put the search's choice first (a partial iteration may have moved it), then check.
    for (int k = 1; k < n; ++k)
        if (moves[k].cell == bestMove_) {
            const Move m = moves[k];
            const int bonus = noise[k];
            for (int j = k; j > 0; --j) {
                moves[j] = moves[j - 1];
                noise[j] = noise[j - 1];
            }
            moves[0] = m;
            noise[0] = bonus;
        }
    const bool refuted = guardBest(3);
    // A deeper round's new choice must pass its check in full, or the earlier choice stands.
    if (round > 0 && safeMove >= 0 && bestMove_ != safeMove && (refuted || !checkedFully[bestMove_])) {
        bestMove_ = safeMove;
        bestScore_ = safeScore;
        pv_ = safePv;
        break;
    }
    if (ctl_.stopped() || allRefuted()) break;
    if (refuted) {
        firstDepth = 1;
        continue;
    }
    // The choice is safe. Time left before the soft limit goes to deeper iterations (their new
    // choices are checked as the first ones were); without a clock the search is done.
    const bool timeLeft = params_.softMs > 0 && ctl_.elapsedMs() < params_.softMs;
    if (!timeLeft || depthDone_ >= maxDepth || depthDone_ == 0) break;
    safeMove = bestMove_;
    safeScore = bestScore_;
    safePv = pv_;
    firstDepth = depthDone_ + 1;
    }  // rounds

    if (rootState_[bestMove_] == 2 && !allRefuted()) {
        for (int k = 0; k < n; ++k)
            if (rootState_[moves[k].cell] != 2) {
                bestMove_ = moves[k].cell;
                bestScore_ = moves[k].score > -kInfinity ? moves[k].score : 0;
                pv_.assign(1, bestMove_);
                break;
            }
    }
    if (allRefuted() && bestScore_ > -kWinBound) bestScore_ = -kWinBound;  // lost to threes whatever it plays
}

bool Search::opponentWinsAfter(int move, bool thorough) {
    ++guardChecks_;
    SearchControl sub;
    // The thorough check may take what is left of the budget; a quick one its share.
    double ms = params_.guardMs;
    if (thorough) ms = ctl_.hardMs() > 0 ? std::max(0.5, 0.6 * (ctl_.hardMs() - ctl_.elapsedMs())) : 0;
    uint64_t nodes = params_.guardNodes;
    if (thorough && ctl_.nodeLimit())  // the nodes left, as the time above
        nodes = ctl_.nodeLimit() > ctl_.nodes() ? (ctl_.nodeLimit() - ctl_.nodes()) * 6 / 10 + 1 : 1;
    else if (thorough && nodes)
        nodes *= 4;
    sub.startChild(ctl_, ms, nodes);
    b_.play(move);
    bool win = false;
    const int depth = thorough ? params_.guardDepth : std::min(params_.guardDepth, 3);
    checkComplete_ = true;
    for (int d = 1; d <= depth && !win; ++d) {
        win = guard_->solve(b_, sub, d, nullptr);
        if (sub.stopped()) {
            checkComplete_ = win;
            break;
        }
    }
    b_.undo();
    ctl_.absorb(sub);
    if (sub.stopRequested()) ctl_.stop();
    return win;
}

}  // namespace renju::bot
