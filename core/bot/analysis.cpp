#include "core/bot/analysis.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "core/bot/search_board.h"

namespace renju::bot {

namespace {

constexpr int kMaxMultiPV = 10;
constexpr int kMaxRoundDepth = 100;

struct Line {
    std::vector<Point> excluded;  // the candidates before it in its round
    SearchResult result;
};

Candidate candidateOf(const SearchResult& r) {
    Candidate c;
    c.move = r.best;
    c.eval = r.eval;
    c.winIn = r.winIn;
    c.winner = r.winner;
    c.pv = r.pv;
    return c;
}

}  // namespace

double winProbability(int eval, int winIn) {
    if (winIn > 0) return 1.0;
    if (winIn < 0) return 0.0;
    return 1.0 / (1.0 + std::exp(-eval / 400.0));
}

ThreatPoints threatPoints(const Position& position) {
    ThreatPoints out;
    SearchBoard board(position);
    const int n = position.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p(x, y);
            if (!position.board().empty(p)) continue;
            const int cell = cellIndex(p);
            for (int side : {kBlack, kWhite}) {
                const Threat t = board.resolvedThreat(cell, side);
                if (t == kMakeFive) out.fives[side].push_back(p);
                else if (t == kFlex4) out.fours[side].push_back(p);
            }
        }
    return out;
}

Status checkAnalysisLimits(const AnalysisLimits& limits) {
    if (limits.multiPV < 1 || limits.multiPV > kMaxMultiPV)
        return Status::error(ErrorCode::BadArgument, "multiPV must be 1 to 10");
    if (limits.timeMs < 0) return Status::error(ErrorCode::BadArgument, "timeMs must not be negative");
    if (limits.depth < 0 || limits.depth > kMaxRoundDepth)
        return Status::error(ErrorCode::BadArgument, "depth must be 0 to 100");
    return Status::success();
}

Analysis analyse(Bot& bot, const Position& position, const AnalysisLimits& limits, const AnalysisCallbacks& callbacks) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    auto elapsed = [&] { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); };

    Analysis out;
    out.toMove = position.toMove();
    if (Status s = checkAnalysisLimits(limits); !s.ok()) {
        out.status = s;
        return out;
    }
    const int n = position.size();
    const int maxDepth = limits.depth > 0 ? limits.depth : kMaxRoundDepth;
    bool stopRequested = false;
    SearchCallbacks cb;
    if (callbacks.shouldStop)
        cb.shouldStop = [&] {
            if (!stopRequested && callbacks.shouldStop()) stopRequested = true;
            return stopRequested;
        };

    std::vector<Line> previous;
    // What a report shows mid-round: this round's lines so far, then the last round's others.
    auto report = [&](const std::vector<Line>& round, uint64_t extraNodes) {
        if (!callbacks.onProgress) return;
        Analysis p = out;
        p.nodes += extraNodes;
        p.timeMs = elapsed();
        p.candidates.clear();
        for (const Line& l : round) p.candidates.push_back(candidateOf(l.result));
        for (const Line& l : previous) {
            if (p.candidates.size() >= static_cast<size_t>(limits.multiPV)) break;
            bool taken = false;
            for (const Line& r : round) taken = taken || r.result.best == l.result.best;
            if (!taken) p.candidates.push_back(candidateOf(l.result));
        }
        if (!p.candidates.empty()) callbacks.onProgress(p);
    };
    for (int depth = 1; depth <= maxDepth; ++depth) {
        std::vector<Line> round;
        bool complete = true, deeperHelps = false;
        for (int k = 0; k < limits.multiPV; ++k) {
            Line line;
            for (const Line& l : round) line.excluded.push_back(l.result.best);
            // A result decided before the search proper (a five, a block, a win by fours or threes
            // found first) does not change with depth: kept while the moves before it are the same.
            const bool same = k < static_cast<int>(previous.size()) && previous[k].excluded == line.excluded;
            if (same && previous[k].result.depth == 0 && !previous[k].result.stopped) {
                line.result = previous[k].result;
                line.result.nodes = 0;
            } else {
                SearchLimits sl;
                sl.level = 0;
                sl.depth = depth;
                if (limits.nodes > 0) {
                    if (out.nodes >= limits.nodes) {
                        complete = false;
                        out.stopped = true;
                        break;
                    }
                    sl.nodes = limits.nodes - out.nodes;
                }
                if (limits.timeMs > 0) {
                    const double left = limits.timeMs - elapsed();
                    if (left < 1) {
                        complete = false;
                        out.stopped = true;
                        break;
                    }
                    sl.timeMs = static_cast<int>(std::ceil(left));
                }
                if (k > 0) {
                    for (int y = 0; y < n; ++y)
                        for (int x = 0; x < n; ++x) {
                            const Point p(x, y);
                            if (position.board().empty(p) &&
                                std::find(line.excluded.begin(), line.excluded.end(), p) == line.excluded.end())
                                sl.only.push_back(p);
                        }
                    if (sl.only.empty()) break;  // no other move
                }
                // Mid-round reports (nodes and speed move on) after each depth of the first line.
                SearchCallbacks lineCb = cb;
                if (callbacks.onProgress && !previous.empty())
                    lineCb.onProgress = [&](const SearchProgress& sp) { report(round, sp.nodes); };
                line.result = bot.search(position, sl, lineCb);
                if (!line.result.status.ok()) {
                    if (k == 0) {
                        out.status = line.result.status;
                        out.timeMs = elapsed();
                        return out;
                    }
                    break;
                }
                out.nodes += line.result.nodes;
                if (line.result.stopped) {
                    complete = false;
                    out.stopped = true;
                    // A search cut short still found a move; only the first round keeps it.
                    if (depth == 1 && line.result.best.onBoard(n)) round.push_back(line);
                    break;
                }
                if (line.result.depth >= depth) deeperHelps = true;
            }
            if (!line.result.best.onBoard(n)) break;  // no move at all (a full board)
            if (std::find(line.excluded.begin(), line.excluded.end(), line.result.best) != line.excluded.end()) break;
            round.push_back(line);
            if (k + 1 < limits.multiPV && !previous.empty()) report(round, 0);
        }
        if (complete || (depth == 1 && !round.empty())) {
            out.candidates.clear();
            for (const Line& l : round) out.candidates.push_back(candidateOf(l.result));
            if (complete) out.depth = depth;
            out.timeMs = elapsed();
            if (callbacks.onProgress && complete) callbacks.onProgress(out);
        }
        if (!complete) break;
        // Every line was decided short of this depth (proven, or a single reply): deeper is the same.
        if (!deeperHelps) break;
        previous = std::move(round);
    }
    out.timeMs = elapsed();
    if (stopRequested) out.stopped = true;
    return out;
}

}  // namespace renju::bot
