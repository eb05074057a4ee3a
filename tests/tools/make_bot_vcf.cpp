// Builds tests/data/bot-vcf.tsv: random positions whose shortest win by fours, found by the plain
// reference solver (tests/core/reference_vcf.h, core rules only), takes N moves of the attacker.
// Usage: make_bot_vcf SEED PER_LENGTH SECONDS_PER_RULE [MIN_LENGTH [MORE_STONES]] > tests/data/bot-vcf.tsv
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "core/notation.h"
#include "reference_vcf.h"

using namespace renju;

namespace {
std::string list(const Position& pos, Color c) {
    std::string s;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x)
            if (pos.board().at(Point(x, y)) == c) s += (s.empty() ? "" : " ") + formatPoint(Point(x, y));
    return s;
}
}  // namespace

int main(int argc, char** argv) {
    const unsigned seed = argc > 1 ? static_cast<unsigned>(std::atoi(argv[1])) : 1;
    const int perLength = argc > 2 ? std::atoi(argv[2]) : 1;
    const int seconds = argc > 3 ? std::atoi(argv[3]) : 600;
    const int minLength = argc > 4 ? std::atoi(argv[4]) : 3;
    const int moreStones = argc > 5 ? std::atoi(argv[5]) : 0;
    std::mt19937 rng(seed);
    std::printf("# rule\tsize\tto_move\tblack\twhite\tmoves_to_five\treference_line\n");
    struct Kind { Rule rule; Color attacker; };
    const Kind kinds[] = {{Rule::Freestyle, Color::Black}, {Rule::Standard, Color::White},
                          {Rule::Renju, Color::Black}, {Rule::Renju, Color::White}};
    for (const Kind& kind : kinds) {
        int found[16] = {};
        const auto start = std::chrono::steady_clock::now();
        for (int attempt = 0; std::chrono::steady_clock::now() - start < std::chrono::seconds(seconds); ++attempt) {
            bool done = true;
            for (int n = minLength; n <= 15; ++n) done &= found[n] >= perLength;
            if (done) break;
            Position pos(15, kind.rule, kind.attacker);
            const Color a = kind.attacker, d = opponent(a);
            const int area = 7 + static_cast<int>(rng() % 4);
            const int lo = 7 - area / 2;
            const int attackers = 10 + moreStones + static_cast<int>(rng() % 14);
            const int defenders = attackers - static_cast<int>(rng() % 3);
            for (int k = 0; k < attackers + defenders; ++k) {
                const Point p(lo + static_cast<int>(rng() % area), lo + static_cast<int>(rng() % area));
                if (pos.board().empty(p)) pos.place(p, k % 2 ? d : a);
            }
            // No five on the board, no four of the defender's, no immediate five of the attacker's.
            bool bad = false;
            for (int y = 0; y < 15 && !bad; ++y)
                for (int x = 0; x < 15 && !bad; ++x) {
                    const Color c = pos.board().at(Point(x, y));
                    if (c == Color::Empty) continue;
                    for (int dir = 0; dir < 4; ++dir)
                        if (pos.board().run(Point(x, y), dir, c).length() >= 5) bad = true;
                }
            if (bad || !reference::fivePoints(pos, d).empty() || !reference::fivePoints(pos, a).empty()) continue;
            std::vector<Point> line;
            reference::Vcf vcf;
            if (!vcf.shortest(pos, 15, line)) continue;
            const int n = reference::checkVcf(pos, line);
            if (n < minLength || n > 15 || found[n] >= perLength) continue;
            ++found[n];
            std::string code;
            for (Point p : line) code += formatPoint(p);
            std::printf("%s\t15\t%s\t%s\t%s\t%d\t%s\n", ruleName(kind.rule), colorName(a), list(pos, Color::Black).c_str(),
                        list(pos, Color::White).c_str(), n, code.c_str());
            std::fflush(stdout);
        }
    }
    return 0;
}
