#include "core/bot/time_manager.h"

#include <algorithm>

namespace renju::bot {

MoveTime planMoveTime(const TimeRules& r) {
    const long long overhead = std::max(0, r.overheadMs);
    // The turn limit, less a reserve for the delays: a fixed part and 5% (a loaded machine's
    // delays grow a little with the time it is kept busy), never more than half the turn.
    long long cap = -1;
    if (r.turnMs == 0) cap = kFastMs;
    else if (r.turnMs > 0) cap = r.turnMs - std::min<long long>(overhead + r.turnMs / 20, r.turnMs / 2);

    long long soft = 0, hard = 0;
    if (r.leftMs >= 0) {
        // A match clock: an even share of what is left over the moves still to come (most games are
        // decided within about 50 moves of each side; never fewer than 10 planned for, and never more
        // than the board has room for), each move's delays taken off first. A move that needs it may
        // go on to three shares, or a quarter of the clock.
        const long long room = std::max(1, (r.emptyPoints + 1) / 2);
        const long long movesToGo = std::min(room, std::clamp<long long>(25 - r.moveNumber / 4, 10, 25));
        const long long usable = std::max(0LL, r.leftMs - overhead * movesToGo);
        const long long share = usable / movesToGo;
        soft = share;
        hard = std::min(3 * share, usable / 4);
        if (cap >= 0) {
            hard = std::min(hard, cap);
            soft = std::min<long long>(soft, static_cast<long long>(cap * kSoftShare));
        }
    } else if (cap >= 0) {
        hard = cap;
        soft = static_cast<long long>(cap * kSoftShare);
    } else {
        return MoveTime{};
    }
    // The clock started when the move was asked for.
    const long long spent = std::max(0, r.spentMs);
    hard = std::max<long long>(kMinMs, hard - spent);
    soft = std::clamp<long long>(soft - spent, 1, hard);
    MoveTime t;
    t.hardMs = static_cast<int>(std::min<long long>(hard, 1LL << 30));
    t.softMs = static_cast<int>(std::min<long long>(soft, t.hardMs));
    t.timeMs = std::max(kMinMs, std::min(t.hardMs, static_cast<int>(t.softMs / kSoftShare + 0.5)));
    return t;
}

int shareMs(int ms, int searches) {
    if (searches <= 1) return ms;
    return std::max(1, static_cast<int>(ms * 0.9 / searches));
}

void DelayEstimate::record(int hardMs, int tookMs) {
    const int late = std::clamp(tookMs - hardMs, 0, kMaxExtraMs);
    extra_ = std::max(late, extra_ * 3 / 4);
}

}  // namespace renju::bot
