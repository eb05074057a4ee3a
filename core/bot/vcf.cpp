#include "core/bot/vcf.h"

namespace renju::bot {

namespace {
constexpr uint64_t kSideKey[2] = {0x1F2E3D4C5B6A7988ULL, 0x8A9B0C1D2E3F4051ULL};
}

int collectFours(SearchBoard& b, int side, int* out, int capacity) {
    int n = 0;
    int keys[kGridCells > 256 ? 256 : kGridCells];
    auto add = [&](int i, Threat t) {
        if (n >= capacity || n >= 256) return;
        const int key = t * 4096 + b.cellValueOf(i, side) + b.cellValueOf(i, side ^ 1) / 2;
        int j = n++;
        while (j > 0 && keys[j - 1] < key) {
            keys[j] = keys[j - 1];
            out[j] = out[j - 1];
            --j;
        }
        keys[j] = key;
        out[j] = i;
    };
    b.fours(side).forEach([&](int i) { add(i, b.threat(i, side)); });
    if (side == kBlack && b.rule() == Rule::Renju) {
        // Possibly forbidden points that make a four: legal when the core says so.
        b.candidates().forEach([&](int i) {
            bool four = false;
            for (int d = 0; d < 4; ++d) four |= b.pattern(i, kBlack, d) >= kB4 && b.pattern(i, kBlack, d) != kFive;
            if (!four) return;
            const Threat t = b.resolvedThreat(i, kBlack);
            if (t >= kBlock4) add(i, t);
        });
    }
    return n;
}

int collectDefences(SearchBoard& b, int* out, int capacity) {
    const int s = b.sideToMove(), o = s ^ 1;
    int n = collectFours(b, s, out, capacity);
    CellSet tried;
    b.fours(o).forEach([&](int c) {
        if (b.threat(c, o) != kFlex4) return;
        tried.set(c);
        for (int d = 0; d < 4; ++d) {
            if (b.pattern(c, o, d) < kB4) continue;
            for (int k = -5; k <= 5; ++k) {
                const int x = c + k * kDirOffset[d];
                if (b.onBoard(x) && b.empty(x)) tried.set(x);
            }
        }
    });
    for (int k = 0; k < n; ++k) tried.reset(out[k]);
    tried.forEach([&](int c) {
        if (n >= capacity || !b.legal(c, s)) return;
        b.play(c);
        const bool stillThreat = b.count(o, kFlex4) > 0;
        b.undo();
        if (!stillThreat) out[n++] = c;
    });
    return n;
}

VcfSolver::VcfSolver(int tableBits) : table_(new Entry[size_t{1} << tableBits]), mask_((uint64_t{1} << tableBits) - 1) {
    clear();
}

void VcfSolver::clear() {
    for (uint64_t i = 0; i <= mask_; ++i) table_[i] = Entry{0, -1};
}

bool VcfSolver::known(uint64_t key, int fours) const {
    const Entry& e = table_[key & mask_];
    return e.key == key && e.fours >= fours;
}

void VcfSolver::remember(uint64_t key, int fours) {
    Entry& e = table_[key & mask_];
    if (e.key == key && e.fours >= fours) return;
    e = Entry{key, fours};
}

bool VcfSolver::solve(SearchBoard& b, SearchControl& ctl, int maxFours, std::vector<int>* line) {
    lineLength_ = 0;
    const bool found = search(b, ctl, maxFours, 0);
    if (found && line) line->assign(line_, line_ + lineLength_);
    return found;
}

bool VcfSolver::solveShortest(SearchBoard& b, SearchControl& ctl, int maxFours, std::vector<int>* line) {
    for (int f = 1; f <= maxFours; ++f) {
        if (solve(b, ctl, f, line)) return true;
        if (ctl.stopped()) return false;
    }
    return false;
}

bool VcfSolver::search(SearchBoard& b, SearchControl& ctl, int fours, int ply) {
    if (ctl.tick() || ply + 3 >= kMaxLine) return false;
    const int a = b.sideToMove(), d = a ^ 1;
    const int five = b.fivePoint(a);
    if (five >= 0) {
        line_[ply] = five;
        lineLength_ = ply + 1;
        endsInFive_ = true;
        return true;
    }
    if (fours <= 0) return false;
    const uint64_t key = b.hash() ^ kSideKey[a];
    if (known(key, fours)) return false;

    int moves[256];
    int n;
    const int block = b.fivePoint(d);
    if (block >= 0) {
        // The defender's last block made a four: the attacker must block it, with a four.
        if (b.count(d, kMakeFive) >= 2 || !b.legal(block, a)) return false;
        const Threat t = b.resolvedThreat(block, a);
        if (t < kBlock4) return false;
        moves[0] = block;
        n = 1;
    } else {
        n = collectFours(b, a, moves, 256);
    }

    for (int k = 0; k < n; ++k) {
        const int m = moves[k];
        const Threat t = b.resolvedThreat(m, a);
        if (t == kFlex4) {  // a straight four or two fours: the defender cannot stop both points
            line_[ply] = m;
            lineLength_ = ply + 1;
            endsInFive_ = false;
            return true;
        }
    }
    for (int k = 0; k < n; ++k) {
        const int m = moves[k];
        b.play(m);
        const int reply = b.fivePoint(a);
        bool win = false;
        if (b.count(a, kMakeFive) >= 2) {  // two five points after all: no single block
            line_[ply] = m;
            lineLength_ = ply + 1;
            endsInFive_ = false;
            win = true;
        } else if (reply >= 0) {
            if (!b.legal(reply, d)) {
                // Renju: black's only defence is forbidden.
                line_[ply] = m;
                lineLength_ = ply + 1;
                endsInFive_ = false;
                win = true;
            } else {
                b.play(reply);
                line_[ply] = m;
                line_[ply + 1] = reply;
                win = search(b, ctl, fours - 1, ply + 2);
                b.undo();
            }
        }
        b.undo();
        if (win) return true;
        if (ctl.stopped()) return false;
    }
    remember(key, fours);
    return false;
}

}  // namespace renju::bot
