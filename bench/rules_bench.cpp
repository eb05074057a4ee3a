// Rules-core benchmark: forbidden points over the corpus positions, playing and undoing moves.
// Prints medians and percentiles; run natively and under WebAssembly in Node (see README).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "core/forbidden.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/replay.h"

using namespace renju;
using Clock = std::chrono::steady_clock;

namespace {
double nsSince(Clock::time_point t0) { return std::chrono::duration<double, std::nano>(Clock::now() - t0).count(); }

double mean(const std::vector<double>& v) {
    double sum = 0;
    for (double x : v) sum += x;
    return v.empty() ? 0 : sum / static_cast<double>(v.size());
}

double percentile(std::vector<double> v, double q) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

volatile int sink = 0;

// The time of one call of f: the fastest of 5 trials of `reps` calls each, so that another
// process taking the core for a moment (the machine is shared) does not count.
template <class F>
double fastest(F&& f, int reps) {
    double best = 1e300;
    for (int trial = 0; trial < 5; ++trial) {
        const auto t0 = Clock::now();
        for (int r = 0; r < reps; ++r) f();
        best = std::min(best, nsSince(t0) / reps);
    }
    return best;
}
}  // namespace

int main(int argc, char** argv) {
    const std::string path = argc > 1 ? argv[1] : RENJU_SOURCE_DIR "/tests/data/renju-forbidden.tsv";
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return 1;
    }
    std::vector<std::vector<Move>> codes;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        ParsedCode p = parseCode(line.substr(0, line.find('\t')), kDefaultSize);
        if (p.status) codes.push_back(p.moves);
    }

    // All forbidden points of a set-up position.
    std::vector<double> forbidden;
    for (const auto& moves : codes) {
        Position pos;
        placeMoves(pos, moves);
        ForbiddenList list;
        forbidden.push_back(fastest([&] {
            forbiddenPoints(pos, list);
            sink = sink + list.count;
        }, 40));
    }

    // Pattern upkeep: a stone of the side to move placed on each empty point and taken back.
    std::vector<double> makeUndo;
    for (const auto& moves : codes) {
        Position pos;
        placeMoves(pos, moves);
        const Color c = moves.size() % 2 ? Color::White : Color::Black;
        std::vector<Point> empty;
        for (int y = 0; y < pos.size(); ++y)
            for (int x = 0; x < pos.size(); ++x)
                if (pos.board().empty(Point(x, y))) empty.push_back(Point(x, y));
        makeUndo.push_back(fastest([&] {
            for (Point p : empty) {
                pos.place(p, c);
                pos.remove(p);
            }
        }, 1) / static_cast<double>(empty.size()));
        sink = sink + pos.forbiddenCandidate(0);
    }

    // Playing each game forward (legality, forbidden check of the stone, win check) and undoing it.
    std::vector<double> play, undo;
    for (int rep = 0; rep < 5; ++rep) {
        for (const auto& moves : codes) {
            GameOptions o;
            o.opening = Opening::None;  // corpus games need not start on the centre
            Game g(o);
            auto t0 = Clock::now();
            for (const Move& m : moves) sink = sink + static_cast<int>(g.play(m.point).code);
            play.push_back(nsSince(t0) / static_cast<double>(moves.size()));
            t0 = Clock::now();
            while (g.canUndo()) g.undo();
            undo.push_back(nsSince(t0) / static_cast<double>(moves.size()));
        }
    }

    std::printf("positions: %zu\n", codes.size());
    std::printf("forbidden points, per position:  mean %.0f ns  median %.0f ns  p90 %.0f ns  p99 %.0f ns\n",
                mean(forbidden), percentile(forbidden, 0.5), percentile(forbidden, 0.9), percentile(forbidden, 0.99));
    std::printf("make + undo (pattern upkeep):    median %.0f ns  mean %.0f ns  p90 %.0f ns\n", percentile(makeUndo, 0.5),
                mean(makeUndo), percentile(makeUndo, 0.9));
    std::printf("play a move + check win, per move: median %.3f us  p90 %.3f us  p99 %.3f us\n",
                percentile(play, 0.5) / 1000, percentile(play, 0.9) / 1000, percentile(play, 0.99) / 1000);
    std::printf("undo a move, per move:             median %.3f us  p90 %.3f us  p99 %.3f us\n",
                percentile(undo, 0.5) / 1000, percentile(undo, 0.9) / 1000, percentile(undo, 0.99) / 1000);
    std::printf("sizeof(Game) %zu B, sizeof(Position) %zu B, Game with 15x15 history reserve %zu B\n", sizeof(Game),
                sizeof(Position), sizeof(Game) + 2 * (2 * 225 + 8) * sizeof(Action));
    return 0;
}
