// Bot benchmark: search speed (nodes per second), VCF solve times on the tactical suite, and how
// far searches overshoot their time budget. Runs natively and under WebAssembly in Node.
// Usage: bot_bench [--quick]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/search_board.h"
#include "core/game.h"
#include "core/notation.h"

using namespace renju;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

// Middle-game positions from quick, deterministic self-play games.
std::vector<Position> positions(Rule rule, int games) {
    std::vector<Position> out;
    bot::Bot b(bot::BotOptions{1});
    for (int g = 0; g < games; ++g) {
        GameOptions o;
        o.rule = rule;
        Game game(o);
        while (!game.over() && game.ply() < 40) {
            bot::SearchLimits l;
            l.level = 2;
            l.nodes = 2000;
            l.seed = static_cast<uint64_t>(g * 1000 + game.ply());
            const bot::SearchResult r = b.search(game.position(), l);
            if (!r.best.onBoard(15) || !game.play(r.best).ok()) break;
            if (game.ply() == 12 || game.ply() == 20 || game.ply() == 28) out.push_back(game.position());
        }
    }
    return out;
}

std::string field(std::istringstream& in) {
    std::string s;
    std::getline(in, s, '\t');
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const uint64_t searchNodes = quick ? 50000 : 300000;

    // 1. Board updates: play and take back one stone.
    {
        Game g;
        for (const char* m : {"h8", "i9", "i8", "j8", "h10", "g9", "j9", "h9", "k10", "i10"}) g.play(*parsePoint(m, 15));
        bot::SearchBoard board(g.position());
        std::vector<int> cells;
        board.area().forEach([&](int c) { cells.push_back(c); });
        const int reps = quick ? 2000 : 20000;
        const auto t0 = Clock::now();
        for (int r = 0; r < reps; ++r)
            for (int c : cells) {
                board.play(c);
                board.undo();
            }
        std::printf("board: play + undo %.0f ns\n", msSince(t0) * 1e6 / (static_cast<double>(reps) * cells.size()));
    }

    // 2. Search speed.
    for (Rule rule : {Rule::Renju, Rule::Freestyle}) {
        const std::vector<Position> ps = positions(rule, quick ? 2 : 4);
        bot::Bot b(bot::BotOptions{16});
        uint64_t nodes = 0;
        double ms = 0;
        std::vector<double> nps;
        for (const Position& p : ps) {
            bot::SearchLimits l;
            l.level = 0;
            l.nodes = searchNodes;
            const auto t0 = Clock::now();
            const bot::SearchResult r = b.search(p, l);
            const double t = msSince(t0);
            nodes += r.nodes;
            ms += t;
            if (t > 0) nps.push_back(r.nodes / t * 1000);
        }
        std::printf("search %-9s: %zu positions, %llu nodes in %.0f ms: %.0f nodes/s (median per position %.0f)\n", ruleName(rule),
                    ps.size(), static_cast<unsigned long long>(nodes), ms, ms > 0 ? nodes / ms * 1000 : 0.0, percentile(nps, 0.5));
    }

    // 3. VCF solve times on the tactical suite.
    {
        std::ifstream in(RENJU_SOURCE_DIR "/tests/data/bot-vcf.tsv");
        std::string line;
        std::vector<double> times;
        double worst = 0;
        int worstMoves = 0, solved = 0;
        while (std::getline(in, line)) {
            if (line.empty() || line[0] == '#') continue;
            std::istringstream f(line);
            const std::string rule = field(f), size = field(f), toMove = field(f), black = field(f), white = field(f),
                              moves = field(f);
            Position pos(std::stoi(size), *parseRule(rule), toMove == "black" ? Color::Black : Color::White);
            for (const Move& m : parseCode(black, pos.size()).moves) pos.place(m.point, Color::Black);
            for (const Move& m : parseCode(white, pos.size()).moves) pos.place(m.point, Color::White);
            const auto t0 = Clock::now();
            const std::vector<Point> vcf = bot::findVcf(pos, 20);
            const double t = msSince(t0);
            solved += !vcf.empty();
            times.push_back(t);
            if (t > worst) {
                worst = t;
                worstMoves = std::stoi(moves);
            }
        }
        std::printf("vcf suite: %d of %zu solved; median %.2f ms, p90 %.2f ms, max %.2f ms (a %d-move win)\n", solved,
                    times.size(), percentile(times, 0.5), percentile(times, 0.9), worst, worstMoves);
    }

    // 4. Time budgets: how long a search with a budget really takes, measured from outside.
    {
        const std::vector<Position> ps = positions(Rule::Renju, quick ? 1 : 3);
        std::vector<Position> fs = positions(Rule::Freestyle, quick ? 1 : 2);
        std::vector<Position> all = ps;
        all.insert(all.end(), fs.begin(), fs.end());
        bot::Bot b(bot::BotOptions{16});
        std::vector<double> over;  // elapsed / budget - 1
        double worstMs = -1e9;
        int worstBudget = 0;
        const std::vector<int> budgets = quick ? std::vector<int>{50, 200} : std::vector<int>{50, 100, 200, 500, 1000};
        for (int budget : budgets)
            for (const Position& p : all) {
                bot::SearchLimits l;
                l.level = 5;
                l.timeMs = budget;
                const auto t0 = Clock::now();
                b.search(p, l);
                const double t = msSince(t0);
                over.push_back(t / budget - 1);
                if (t - budget > worstMs) {
                    worstMs = t - budget;
                    worstBudget = budget;
                }
            }
        std::printf("time budget: %zu searches; elapsed/budget - 1: max %+.1f%%, p99 %+.1f%%, median %+.1f%%; worst %+.1f ms at %d ms\n",
                    over.size(), 100 * percentile(over, 1.0), 100 * percentile(over, 0.99), 100 * percentile(over, 0.5),
                    worstMs, worstBudget);
    }
    return 0;
}
