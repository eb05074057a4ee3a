// Fits the evaluation weights by logistic regression on self-play positions (Texel's method).
//   eval_tune gen GAMES NODES SEED > positions.txt   self-play games under renju and freestyle
//   eval_tune fit positions.txt [RULE|all] [--no-cross] [--initiative-only]  prints the fitted weight
//       tables (RULE: only its positions; --no-cross: without the cross table; --initiative-only: only
//       the initiative table and the tempo move, the other weights stay the current ones)
// A position's features are, for the side to move and for the opponent separately, how many
// (point, line) pairs show each pattern and how many points show each threat; the evaluation is
// linear in them, so fitting sigmoid(eval / 400) to the games' results fits the weights directly.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/evaluation.h"
#include "core/bot/search_board.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/random.h"

using namespace renju;
using namespace renju::bot;

namespace {

int gen(int games, uint64_t nodes, uint64_t seed) {
    for (int g = 0; g < games; ++g) {
        const Rule rule = g % 2 ? Rule::Freestyle : Rule::Renju;
        GameOptions o;
        o.rule = rule;
        Game game(o);
        uint64_t s = mix(seed * 7919 + static_cast<uint64_t>(g));
        // A random opening: three to five stones near the centre.
        const int opening = 3 + static_cast<int>((s = mix(s)) % 3);
        game.play(Point(7, 7));
        while (game.ply() < opening) {
            const int dx = static_cast<int>((s = mix(s)) % 5) - 2;
            const int dy = static_cast<int>((s = mix(s)) % 5) - 2;
            const Point p(7 + dx, 7 + dy);
            if (game.position().board().empty(p) && game.forbiddenAt(p) == ForbiddenKind::None) game.play(p);
        }
        Bot bot(BotOptions{2});
        std::vector<std::string> positions;
        while (!game.over() && !game.position().board().full()) {
            SearchLimits l;
            l.level = game.ply() < 12 ? 3 : 0;  // some noise early on, for variety
            l.nodes = nodes;
            l.seed = (s = mix(s));
            const SearchResult r = bot.search(game.position(), l);
            if (!r.best.onBoard(15)) break;
            SearchBoard b(game.position());
            const int side = b.sideToMove();
            const bool quiet = !b.count(side, kMakeFive) && b.fivePoint(side ^ 1) < 0 && !b.count(side, kFlex4) && r.winIn == 0;
            if (quiet && game.ply() >= 6) positions.push_back(game.code());
            if (!game.play(r.best).ok()) break;
        }
        const Color winner = game.result().winner();
        for (const std::string& code : positions) {
            // Result from the point of view of the side to move in that position.
            const int ply = static_cast<int>(parseCode(code, 15).moves.size());
            const Color toMove = ply % 2 == 0 ? Color::Black : Color::White;
            const double result = winner == Color::Empty ? 0.5 : winner == toMove ? 1.0 : 0.0;
            std::printf("%s %s %.1f\n", ruleName(rule), code.c_str(), result);
        }
        std::fflush(stdout);
        std::fprintf(stderr, "game %d: %zu positions, %s\n", g + 1, positions.size(), colorName(winner));
    }
    return 0;
}

// Own patterns and threats, the opponent's, the cross table (side to move's class x opponent's),
// tempo.
constexpr int kCrossBase = 2 * (kPatternCount + kThreatCount);
constexpr int kInitiativeBase = kCrossBase + kThreatClasses * kThreatClasses;
constexpr int kFeatures = kInitiativeBase + kOwnLevels * kOppLevels + 1;

struct Sample {
    float x[kFeatures];
    float y;
};

void features(SearchBoard& b, float* x) {
    std::memset(x, 0, sizeof(float) * kFeatures);
    const int stm = b.sideToMove();
    for (int i = 0; i < kGridCells; ++i) {
        if (!b.onBoard(i) || !b.empty(i)) continue;
        for (int role = 0; role < 2; ++role) {
            const int side = role == 0 ? stm : stm ^ 1;
            float* f = x + role * (kPatternCount + kThreatCount);
            for (int d = 0; d < 4; ++d) f[b.pattern(i, side, d)] += 1;
            f[kPatternCount + b.threat(i, side)] += 1;
        }
        const int own = kThreatClass[b.threat(i, stm)], opp = kThreatClass[b.threat(i, stm ^ 1)];
        if (own || opp) x[kCrossBase + own * kThreatClasses + opp] += 1;
    }
    x[kInitiativeBase + b.ownLevel(stm) * kOppLevels + b.oppLevel(stm ^ 1)] = 1;
    x[kFeatures - 1] = 1;
}

int fit(const char* path, const char* only, bool cross, bool initiativeOnly) {
    std::ifstream in(path);
    std::string rule, code;
    double result;
    std::vector<Sample> samples;
    while (in >> rule >> code >> result) {
        if (only && rule != only) continue;
        Position pos(15, *parseRule(rule));
        const ParsedCode pc = parseCode(code, 15);
        Color c = Color::Black;
        for (const Move& m : pc.moves) {
            pos.place(m.point, c);
            c = opponent(c);
        }
        pos.setToMove(c);
        SearchBoard b(pos);
        Sample s;
        features(b, s.x);
        if (!cross) std::fill(s.x + kCrossBase, s.x + kCrossBase + kThreatClasses * kThreatClasses, 0.0f);
        s.y = static_cast<float>(result);
        samples.push_back(s);
    }
    // Every fifth position is held out: its loss says whether the fit generalises.
    std::vector<Sample> held;
    {
        std::vector<Sample> train;
        for (size_t k = 0; k < samples.size(); ++k) (k % 5 == 4 ? held : train).push_back(samples[k]);
        samples.swap(train);
    }
    std::fprintf(stderr, "%zu positions, %zu held out\n", samples.size(), held.size());
    if (samples.empty()) return 1;
    // Start from the current weights: own counts positive, the opponent's negative.
    const EvalWeights& kEval = evalWeights(only && std::strcmp(only, "renju") == 0 ? Rule::Renju : Rule::Freestyle);
    double w[kFeatures] = {};
    for (int p = 0; p < kPatternCount; ++p) {
        w[p] = kEval.pattern[0][p];
        w[kPatternCount + kThreatCount + p] = -kEval.pattern[1][p];
    }
    for (int t = 0; t < kThreatCount; ++t) {
        w[kPatternCount + t] = kEval.threat[0][t];
        w[2 * kPatternCount + kThreatCount + t] = -kEval.threat[1][t];
    }
    for (int k = 0; k < kThreatClasses * kThreatClasses; ++k) w[kCrossBase + k] = kEval.cross[k / kThreatClasses][k % kThreatClasses];
    for (int k = 0; k < kOwnLevels * kOppLevels; ++k) w[kInitiativeBase + k] = kEval.initiative[k / kOppLevels][k % kOppLevels];
    w[kFeatures - 1] = kEval.tempo;
    const double scale = 400.0, l2 = 1e-4;
    auto lossOf = [&](const std::vector<Sample>& set) {
        double loss = 0;
        for (const Sample& s : set) {
            double e = 0;
            for (int k = 0; k < kFeatures; ++k) e += w[k] * s.x[k];
            const double p = 1 / (1 + std::exp(-e / scale));
            loss += -(s.y * std::log(p + 1e-12) + (1 - s.y) * std::log(1 - p + 1e-12));
        }
        return set.empty() ? 0.0 : loss / set.size();
    };
    std::fprintf(stderr, "current weights: loss %.5f, held out %.5f\n", lossOf(samples), lossOf(held));
    double m[kFeatures] = {}, v[kFeatures] = {};
    for (int epoch = 1; epoch <= 400; ++epoch) {
        double grad[kFeatures] = {};
        double loss = 0;
        for (const Sample& s : samples) {
            double e = 0;
            for (int k = 0; k < kFeatures; ++k) e += w[k] * s.x[k];
            const double p = 1 / (1 + std::exp(-e / scale));
            loss += -(s.y * std::log(p + 1e-12) + (1 - s.y) * std::log(1 - p + 1e-12));
            const double g = (p - s.y) / scale;
            for (int k = 0; k < kFeatures; ++k) grad[k] += g * s.x[k];
        }
        // Adam.
        for (int k = 0; k < kFeatures; ++k) {
            if (initiativeOnly && k < kInitiativeBase) continue;  // the other weights stay as they are
            const double gk = grad[k] / samples.size() + l2 * w[k] / scale;
            m[k] = 0.9 * m[k] + 0.1 * gk;
            v[k] = 0.999 * v[k] + 0.001 * gk * gk;
            const double mh = m[k] / (1 - std::pow(0.9, epoch)), vh = v[k] / (1 - std::pow(0.999, epoch));
            w[k] -= 2.0 * mh / (std::sqrt(vh) + 1e-9);
        }
        if (epoch % 50 == 0) std::fprintf(stderr, "epoch %d loss %.5f, held out %.5f\n", epoch, loss / samples.size(), lossOf(held));
    }
    auto row = [&](int from, int n, double sign) {
        std::printf("{");
        for (int k = 0; k < n; ++k) std::printf("%s%ld", k ? ", " : "", std::lround(sign * w[from + k]));
        std::printf("}");
    };
    std::printf("pattern own:   ");
    row(0, kPatternCount, 1);
    std::printf("\npattern opp:   ");
    row(kPatternCount + kThreatCount, kPatternCount, -1);
    std::printf("\nthreat own:    ");
    row(kPatternCount, kThreatCount, 1);
    std::printf("\nthreat opp:    ");
    row(2 * kPatternCount + kThreatCount, kThreatCount, -1);
    std::printf("\ntempo: %ld\ncross:\n", std::lround(w[kFeatures - 1]));
    for (int r = 0; r < kThreatClasses; ++r) {
        std::printf("  ");
        row(kCrossBase + r * kThreatClasses, kThreatClasses, 1);
        std::printf(",\n");
    }
    std::printf("initiative:\n");
    for (int r = 0; r < kOwnLevels; ++r) {
        std::printf("  ");
        row(kInitiativeBase + r * kOppLevels, kOppLevels, 1);
        std::printf(",\n");
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 5 && std::strcmp(argv[1], "gen") == 0)
        return gen(std::atoi(argv[2]), std::strtoull(argv[3], nullptr, 10), std::strtoull(argv[4], nullptr, 10));
    if (argc >= 3 && std::strcmp(argv[1], "fit") == 0) {
        bool cross = true, initiativeOnly = false;
        for (int k = 4; k < argc; ++k) {
            if (std::strcmp(argv[k], "--no-cross") == 0) cross = false;
            else if (std::strcmp(argv[k], "--initiative-only") == 0) initiativeOnly = true;
        }
        return fit(argv[2], argc > 3 && std::strcmp(argv[3], "all") != 0 ? argv[3] : nullptr, cross, initiativeOnly);
    }
    std::fprintf(stderr, "usage: eval_tune gen GAMES NODES SEED > positions.txt | eval_tune fit positions.txt\n");
    return 2;
}
