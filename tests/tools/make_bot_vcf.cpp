// Builds tests/data/bot-vcf.tsv: random positions whose shortest win by fours, found by the plain
// reference solver (tests/core/reference_vcf.h, core rules only), takes N moves of the attacker.
// Usage: make_bot_vcf SEED PER_LENGTH SECONDS_PER_RULE [MIN_LENGTH [MORE_STONES]] > tests/data/bot-vcf.tsv
//        make_bot_vcf --extend < lines.tsv
// --extend lengthens each given position's win by one move: a black stone of its first four is
// taken away and put back as a preliminary four of its own (three new stones on another line and a
// white stone at each end of it), then the reference solver decides the new shortest length.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
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

int extend() {
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::vector<std::string> f;
        size_t i = 0;
        while (i <= line.size()) {
            size_t j = line.find('\t', i);
            if (j == std::string::npos) j = line.size();
            f.push_back(line.substr(i, j - i));
            i = j + 1;
        }
        const Rule rule = *parseRule(f[0]);
        const Color a = f[2] == "black" ? Color::Black : Color::White;
        Position pos(15, rule, a);
        for (const Move& m : parseCode(f[3], 15).moves) pos.place(m.point, Color::Black);
        for (const Move& m : parseCode(f[4], 15).moves) pos.place(m.point, Color::White);
        const int n = std::atoi(f[5].c_str());
        const Point first = parseCode(f[6], 15).moves.front().point;
        bool done = false;
        for (int d = 0; d < 4 && !done; ++d)
            for (int k = -4; k <= 4 && !done; ++k) {
                const Point x = step(first, d, k);
                if (k == 0 || !x.onBoard(15) || pos.board().at(x) != a) continue;
                for (int e = 0; e < 4 && !done; ++e) {
                    if (e == d) continue;
                    for (int sgn = -1; sgn <= 1 && !done; sgn += 2) {
                        // New line through x along e: three stones beyond x, a white stone behind x,
                        // the five point at the far end.
                        Position q = pos;
                        q.remove(x);
                        const Point s1 = step(x, e, sgn), s2 = step(x, e, 2 * sgn), s3 = step(x, e, 3 * sgn);
                        const Point block = step(x, e, -sgn), five = step(x, e, 4 * sgn), far = step(x, e, 5 * sgn);
                        bool ok = true;
                        for (Point p : {s1, s2, s3, block, five}) ok &= p.onBoard(15) && q.board().empty(p);
                        // White beyond the five point too, so the three new stones are no three.
                        if (ok && far.onBoard(15) && !q.board().empty(far)) ok = false;
                        if (!ok) continue;
                        q.place(s1, a);
                        q.place(s2, a);
                        q.place(s3, a);
                        q.place(block, opponent(a));
                        if (far.onBoard(15)) q.place(far, opponent(a));
                        if (!reference::fivePoints(q, a).empty() || !reference::fivePoints(q, opponent(a)).empty()) continue;
                        std::vector<Point> vline;
                        reference::Vcf vcf;
                        if (!vcf.shortest(q, 15, vline)) continue;
                        const int m = reference::checkVcf(q, vline);
                        if (m != n + 1) continue;
                        std::string code;
                        for (Point p : vline) code += formatPoint(p);
                        std::printf("%s\t15\t%s\t%s\t%s\t%d\t%s\n", f[0].c_str(), f[2].c_str(), list(q, Color::Black).c_str(),
                                    list(q, Color::White).c_str(), m, code.c_str());
                        std::fflush(stdout);
                        done = true;
                    }
                }
            }
    }
    return 0;
}

int main(int argc, char** argv) {
    if (argc > 1 && std::string(argv[1]) == "--extend") return extend();
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
