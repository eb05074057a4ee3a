#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "core/bot/search_board.h"
#include "core/bot/search_control.h"
#include "core/bot/vcf.h"

namespace renju::bot {

// How the defender's counter-fours are judged. Exact: the attacker must block a counter-four first,
// and its three, if it still stands, is answered again; every win reported is a win. Quick: an
// attacker whose three still stands after a counter-four is taken to win, as if the block were
// harmless. Quick is cheaper and now and then wrong (about one root win in a hundred in matches),
// which suits the threat guard (an error there only makes a move look dangerous), not a claim.
enum class VctMode { Exact, Quick };

// Victory by continuous threats: threes and fours. After the attacker's three, every move that
// stops the straight four (and every counter-four) must lose to a further threat; positions are
// remembered, wins with their move, so the line can be read back afterwards.
class VctSolver {
public:
    explicit VctSolver(VcfSolver& vcf, int tableBits = 16, VctMode mode = VctMode::Exact);
    void clear();

    // Whether the side to move wins with at most `depth` threats (a VCF at any point counts).
    // On success, `line` gets one main line: attacker, defender, attacker, ...
    bool solve(SearchBoard& b, SearchControl& ctl, int depth, std::vector<int>* line = nullptr);

private:
    bool attack(SearchBoard& b, SearchControl& ctl, int depth, int ply);
    bool defend(SearchBoard& b, SearchControl& ctl, int depth, int ply);
    bool attackBlocking(SearchBoard& b, SearchControl& ctl, int depth, int ply);
    bool afterThreat(SearchBoard& b, SearchControl& ctl, int depth, int ply);
    void readLine(SearchBoard& b, SearchControl& ctl, int depth, std::vector<int>& line);

    struct Entry {
        uint64_t key;
        int16_t depth;   // searched to this depth
        int16_t move;    // the winning move (attacker nodes), -1 when it failed
        uint8_t win;
    };
    const Entry* find(uint64_t key) const;
    void store(uint64_t key, int depth, bool win, int move);

    VcfSolver& vcf_;
    VctMode mode_;
    std::unique_ptr<Entry[]> table_;
    uint64_t mask_;
    int vcfFours_ = 12;
};

}  // namespace renju::bot
