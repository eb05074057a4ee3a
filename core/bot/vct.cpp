#include "core/bot/vct.h"

namespace renju::bot {

namespace {
constexpr uint64_t kSideKey[2] = {0x7C3B5A1D9E2F4861ULL, 0x2D4E6F8091A2B3C4ULL};
}

VctSolver::VctSolver(VcfSolver& vcf, int tableBits, VctMode mode)
    : vcf_(vcf), mode_(mode), table_(new Entry[size_t{1} << tableBits]), mask_((uint64_t{1} << tableBits) - 1) {
    clear();
}

void VctSolver::clear() {
    for (uint64_t i = 0; i <= mask_; ++i) table_[i] = Entry{0, -1, -1, 0};
}

const VctSolver::Entry* VctSolver::find(uint64_t key) const {
    const Entry& e = table_[key & mask_];
    return e.key == key ? &e : nullptr;
}

void VctSolver::store(uint64_t key, int depth, bool win, int move) {
    Entry& e = table_[key & mask_];
    e = Entry{key, static_cast<int16_t>(depth), static_cast<int16_t>(move), static_cast<uint8_t>(win)};
}

bool VctSolver::solve(SearchBoard& b, SearchControl& ctl, int depth, std::vector<int>* line) {
    const bool win = attack(b, ctl, depth, 0);
    if (win && line) {
        line->clear();
        readLine(b, ctl, depth, *line);
    }
    return win;
}

// Attacker to move.
bool VctSolver::attack(SearchBoard& b, SearchControl& ctl, int depth, int ply) {
    if (ctl.tick()) return false;
    const int a = b.sideToMove(), d = a ^ 1;
    if (b.count(a, kMakeFive)) return true;
    if (mode_ == VctMode::Exact && b.fivePoint(d) >= 0) return attackBlocking(b, ctl, depth, ply);
    if (b.count(a, kFlex4)) return true;
    const uint64_t key = b.hash() ^ kSideKey[a];
    if (const Entry* e = find(key)) {
        if (e->win && e->depth <= depth) return true;
        if (!e->win && e->depth >= depth) return false;
    }
    if (vcf_.solve(b, ctl, vcfFours_)) {
        store(key, 0, true, -1);
        return true;
    }
    if (ctl.stopped() || depth <= 0 || ply > 60) return false;
    const int block = b.fivePoint(d);
    // With a four of the defender's to block, or a straight four of its coming, only fours help,
    // and the VCF above already tried those.
    if (block >= 0 || b.count(d, kFlex4)) {
        store(key, depth, false, -1);
        return false;
    }

    // Threes (and fours, which may set up a three) of the attacker, strongest first.
    int moves[256];
    int scores[256];
    int n = 0;
    auto add = [&](int c, Threat t) {
        if (n >= 256) return;
        const int score = t * 1024 + b.cellValueOf(c, a) + b.cellValueOf(c, d);
        int j = n++;
        while (j > 0 && scores[j - 1] < score) {
            scores[j] = scores[j - 1];
            moves[j] = moves[j - 1];
            --j;
        }
        scores[j] = score;
        moves[j] = c;
    };
    b.threes(a).forEach([&](int c) { add(c, b.threat(c, a)); });
    b.fours(a).forEach([&](int c) { add(c, b.threat(c, a)); });
    if (a == kBlack && b.rule() == Rule::Renju)
        b.candidates().forEach([&](int c) {
            const Threat t = b.resolvedThreat(c, kBlack);
            if (t >= kFlex3) add(c, t);
        });

    for (int k = 0; k < n; ++k) {
        const int m = moves[k];
        b.play(m);
        const bool win = afterThreat(b, ctl, depth - 1, ply + 1);
        b.undo();
        if (win) {
            store(key, depth, true, m);
            return true;
        }
        if (ctl.stopped()) return false;
    }
    store(key, depth, false, -1);
    return false;
}

// Exact mode: the defender answered with a four of its own, so the attacker must block it first.
// The block may be a threat of its own; a three of the attacker's that still stands after it must
// be answered again, with no new threat spent.
bool VctSolver::attackBlocking(SearchBoard& b, SearchControl& ctl, int depth, int ply) {
    const int a = b.sideToMove(), d = a ^ 1;
    const int block = b.fivePoint(d);
    if (b.count(d, kMakeFive) >= 2 || !b.legal(block, a) || ply > 60) return false;
    if (vcf_.solve(b, ctl, vcfFours_)) return true;  // blocking with a four, and fours from there
    // A block that wins at once (two fives, a forbidden reply) is a VCF, found above; otherwise
    // it is a threat like any other, spending one unless the old three still stands.
    const int next = b.count(a, kFlex4) > 0 ? depth : depth - 1;
    if (next < 0) return false;
    b.play(block);
    const bool win = afterThreat(b, ctl, next, ply + 1);
    b.undo();
    return win;
}

// After the attacker's move, defender to move: a four's block is forced, a three is answered in
// defend(); anything else is no threat (e.g. a three whose straight four is forbidden).
bool VctSolver::afterThreat(SearchBoard& b, SearchControl& ctl, int depth, int ply) {
    const int d = b.sideToMove(), a = d ^ 1;
    const int reply = b.fivePoint(a);
    if (reply >= 0) {
        if (b.count(a, kMakeFive) >= 2 || !b.legal(reply, d)) return true;
        b.play(reply);
        const bool win = attack(b, ctl, depth, ply + 1);
        b.undo();
        return win;
    }
    return b.count(a, kFlex4) && defend(b, ctl, depth, ply);
}

// Defender to move against the attacker's three: every defence must lose.
bool VctSolver::defend(SearchBoard& b, SearchControl& ctl, int depth, int ply) {
    if (ctl.tick()) return false;
    const int dside = b.sideToMove();
    if (b.count(dside, kMakeFive)) return false;
    // The defender's own win by fours comes first.
    if (vcf_.solve(b, ctl, vcfFours_)) return false;
    int moves[256];
    const int n = collectDefences(b, moves, 256);
    // One defence that holds settles the node: the likeliest first, by what the point is worth to
    // both sides (the defender's counter-fours come first from collectDefences and stay first).
    const int aside = dside ^ 1;
    int scores[256];
    int fours = 0;
    while (fours < n && b.threat(moves[fours], dside) >= kBlock4) ++fours;
    for (int k = fours; k < n; ++k) {
        const int c = moves[k];
        const int score = b.cellValueOf(c, dside) + b.cellValueOf(c, aside) + (b.threat(c, aside) == kFlex4 ? 4096 : 0);
        int j = k;
        while (j > fours && scores[j - 1] < score) {
            scores[j] = scores[j - 1];
            moves[j] = moves[j - 1];
            --j;
        }
        scores[j] = score;
        moves[j] = c;
    }
    for (int k = 0; k < n; ++k) {
        b.play(moves[k]);
        const bool win = attack(b, ctl, depth, ply + 1);
        b.undo();
        if (!win) return false;
    }
    return !ctl.stopped();
}

void VctSolver::readLine(SearchBoard& b, SearchControl& ctl, int depth, std::vector<int>& line) {
    int played = 0;
    for (int guard = 0; guard < 60; ++guard) {
        const int a = b.sideToMove(), d = a ^ 1;
        int m = b.fivePoint(a);
        if (m < 0 && b.count(a, kFlex4))
            b.fours(a).forEach([&](int c) {
                if (m < 0 && b.threat(c, a) == kFlex4) m = c;
            });
        if (m >= 0) {
            line.push_back(m);
            break;
        }
        const Entry* e = find(b.hash() ^ kSideKey[a]);
        if (!e || !e->win) break;
        if (e->move < 0) {  // won by a VCF: append it
            std::vector<int> vcfLine;
            if (vcf_.solve(b, ctl, vcfFours_, &vcfLine)) line.insert(line.end(), vcfLine.begin(), vcfLine.end());
            break;
        }
        line.push_back(e->move);
        b.play(e->move);
        ++played;
        // The defender's reply: forced for a four, else the first defence (all of them lose).
        int reply = b.fivePoint(a);
        if (reply < 0) {
            int moves[256];
            const int n = collectDefences(b, moves, 256);
            if (n == 0) break;
            reply = moves[0];
        }
        if (!b.legal(reply, d)) break;
        line.push_back(reply);
        b.play(reply);
        ++played;
        (void)depth;
    }
    while (played-- > 0) b.undo();
}

}  // namespace renju::bot
