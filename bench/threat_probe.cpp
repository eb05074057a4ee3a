// Where lost games turn, by the threat solver (not part of the test suite).
//   bot_match ... --verbose 2>&1 | threat_probe [--rule R] [--depth D] [--nodes N]
// reads game codes (the lines of `bot_match --verbose` that hold one, or one code a line; the side
// that made the last move is taken for the winner, so feed it decided games) and, for each game,
// walks back from the end over the loser's turns: at each it counts the loser's
// moves after which the winner has no win by threes (VCT, at most D attacker moves, N nodes a
// check). A four of the loser's is judged after its forced block with the loser's turn passed,
// as the threat guard judges it when threatened. The walk stops at the last turn that still had
// such a move and says whether the move played there was one the solver could have rejected
// (a blunder within its reach) or one after which the win starts with a quiet move (beyond it).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <regex>
#include <string>
#include <vector>

#include "core/bot/search_board.h"
#include "core/bot/vcf.h"
#include "core/bot/vct.h"
#include "core/notation.h"
#include "core/replay.h"

using namespace renju;
using namespace renju::bot;

namespace {

struct Probe {
    int depth = 8;
    uint64_t nodes = 100000;
    VcfSolver vcf{16};
    VctSolver vct{vcf, 18};

    // Attacker moves of the side to move's shortest VCT, 0 when none, -1 when the budget ran out.
    int vctDepth(SearchBoard& b) {
        vct.clear();
        vcf.clear();
        SearchControl ctl;
        ctl.start(0, nodes, nullptr, nullptr);
        for (int d = 1; d <= depth; ++d) {
            if (vct.solve(b, ctl, d, nullptr)) return d;
            if (ctl.stopped()) return -1;
        }
        return 0;
    }

    // The same for the opponent after the side to move plays c.
    int after(SearchBoard& b, int c) {
        const int us = b.sideToMove(), them = us ^ 1;
        b.play(c);
        int played = 1;
        bool check = true, passed = false;
        const int block = b.fivePoint(us);
        if (block >= 0) {
            if (b.count(us, kMakeFive) >= 2 || !b.legal(block, them)) {
                check = false;
            } else {
                b.play(block);
                ++played;
                check = b.fivePoint(them) < 0 && b.count(us, kFlex4) == 0;
                if (check) {
                    b.passTurn();
                    passed = true;
                }
            }
        }
        const int d = check ? vctDepth(b) : 0;
        if (passed) b.passTurn();
        while (played-- > 0) b.undo();
        return d;
    }
};

}  // namespace

int main(int argc, char** argv) {
    Probe probe;
    Rule rule = Rule::Freestyle;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const char* v = i + 1 < argc ? argv[i + 1] : "";
        if (a == "--rule") {
            rule = !std::strcmp(v, "renju") ? Rule::Renju : !std::strcmp(v, "standard") ? Rule::Standard : Rule::Freestyle;
            ++i;
        } else if (a == "--depth") {
            probe.depth = std::atoi(v);
            ++i;
        } else if (a == "--nodes") {
            probe.nodes = std::strtoull(v, nullptr, 10);
            ++i;
        } else {
            std::fprintf(stderr, "usage: threat_probe [--rule renju|standard|freestyle] [--depth D] [--nodes N] < games\n");
            return 2;
        }
    }
    const std::regex codeLine("^\\s*([a-o][0-9]{1,2}){4,}\\s*$");
    std::string line;
    int games = 0, within = 0, beyond = 0, none = 0;
    while (std::getline(std::cin, line)) {
        if (!std::regex_match(line, codeLine)) continue;
        const std::string code = line.substr(line.find_first_not_of(" \t"));
        const ParsedCode parsed = parseCode(code, 15);
        if (!parsed.status.ok()) continue;
        const int total = static_cast<int>(parsed.moves.size());
        ++games;
        std::printf("%s\n ", code.c_str());
        bool settled = false;
        // The loser is to move when an even number of plies is left before the winner's last move.
        for (int p = total - 2; p >= 3 && !settled; p -= 2) {
            Position pos(15, rule);
            const std::vector<Move> before(parsed.moves.begin(), parsed.moves.begin() + p);
            if (!placeMoves(pos, before).ok()) break;
            SearchBoard b(pos);
            const int me = b.sideToMove();
            if (b.fivePoint(me ^ 1) >= 0) {
                std::printf(" %d:forced", p + 1);
                continue;
            }
            int safe = 0, unknown = 0;
            std::vector<int> cells;
            b.area().forEach([&](int c) { cells.push_back(c); });
            for (int c : cells) {
                if (!b.legal(c, me)) continue;
                const int d = probe.after(b, c);
                safe += d == 0;
                unknown += d < 0;
            }
            const Point played = parsed.moves[p].point;
            const int d = probe.after(b, cellIndex(played));
            std::printf(" %d:%s %d safe%s", p + 1, formatPoint(played).c_str(), safe,
                        unknown ? (" " + std::to_string(unknown) + " unknown").c_str() : "");
            if (safe > 0) {
                settled = true;
                if (d != 0) {
                    ++within;
                    std::printf(" <- allowed a VCT of %d threats: within the solver's reach\n", d);
                } else {
                    ++beyond;
                    std::printf(" <- the win starts with a quiet move (%s): beyond a VCT check\n",
                                formatPoint(parsed.moves[p + 1].point).c_str());
                }
            }
        }
        if (!settled) {
            ++none;
            std::printf(" <- lost from the opening on, by the solver\n");
        }
    }
    std::printf("%d games: %d turned within the VCT check's reach, %d to a quiet first move, %d undecided\n", games, within,
                beyond, none);
    return 0;
}
