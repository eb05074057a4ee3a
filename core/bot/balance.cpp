#include "core/bot/balance.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "core/bot/opening_play.h"
#include "core/symmetry.h"

namespace renju::bot {

namespace {

int countOf(const Board& board, Color c) {
    int k = 0;
    for (int i = 0; i < board.size() * board.size(); ++i) k += board.at(i) == c;
    return k;
}

// The position's stones under its least symmetry, as text: equal for positions that are symmetric.
std::string canonicalKey(const Board& board) {
    const int n = board.size();
    std::string best;
    for (int s = 0; s < kSymmetries; ++s) {
        std::vector<int> cells;
        for (int i = 0; i < n * n; ++i) {
            const Color c = board.at(i);
            if (c == Color::Empty) continue;
            const Point p = transform(board.point(i), s, n);
            cells.push_back((p.y * n + p.x) * 2 + (c == Color::Black ? 0 : 1));
        }
        std::sort(cells.begin(), cells.end());
        std::string key;
        for (int v : cells) key += std::to_string(v) + ",";
        if (s == 0 || key < best) best = key;
    }
    return best;
}

// The placements to weigh: each the stones to place in order, the next one first.
std::vector<std::vector<Point>> placements(const Position& position, int upTo) {
    const int n = position.size();
    const Board& board = position.board();
    std::vector<std::vector<Point>> out;
    const int placed = board.stones();
    if (upTo == 3) {
        for (const std::array<Point, 3>& t : standardPlacements(n)) {
            // The shape must hold every stone on the board in its own colour.
            int matched = 0;
            for (int k = 0; k < 3; ++k)
                if (board.at(t[k]) == (k == 1 ? Color::White : Color::Black)) ++matched;
            if (matched != placed) continue;
            std::vector<Point> rest;
            // Colours alternate: the next stone is white when the board holds more black ones.
            Color next = countOf(board, Color::Black) > countOf(board, Color::White) ? Color::White : Color::Black;
            std::vector<Point> blacks, whites;
            for (int k = 0; k < 3; ++k)
                if (board.empty(t[k])) (k == 1 ? whites : blacks).push_back(t[k]);
            while (!blacks.empty() || !whites.empty()) {
                std::vector<Point>& from = next == Color::Black ? blacks : whites;
                if (from.empty()) break;
                rest.push_back(from.front());
                from.erase(from.begin());
                next = opponent(next);
            }
            if (static_cast<int>(rest.size()) == 3 - placed) out.push_back(rest);
        }
        if (!out.empty()) return out;
    }
    // Moves 4 and 5 (or stones that fit no standard shape): the search's best-ordered moves.
    std::vector<std::vector<Point>> partial{{}};
    for (int k = placed; k < upTo; ++k) {
        std::vector<std::vector<Point>> grown;
        const int width = upTo - placed == 1 ? 8 : upTo - placed == 2 ? 5 : 3;
        for (const std::vector<Point>& line : partial) {
            Position pos = position;
            for (Point p : line) pos = afterStone(pos, p);
            for (Point p : rankedMoves(pos, width)) {
                if (!legalOpeningStone(pos, p)) continue;
                std::vector<Point> next = line;
                next.push_back(p);
                grown.push_back(next);
            }
        }
        partial = grown;
    }
    return partial;
}

}  // namespace

Status checkBalance(const Position& position, const BalanceLimits& limits) {
    if (limits.upTo != 3 && limits.upTo != 5) return Status::error(ErrorCode::BadArgument, "upTo must be 3 or 5 (stones on the board after the placement)");
    if (limits.candidates < 1 || limits.candidates > 20) return Status::error(ErrorCode::BadArgument, "candidates must be from 1 to 20");
    if (limits.timeMs < 0 || limits.depth < 0) return Status::error(ErrorCode::BadArgument, "timeMs and depth must not be negative");
    const Board& board = position.board();
    const int blacks = countOf(board, Color::Black), whites = countOf(board, Color::White);
    if (blacks != whites && blacks != whites + 1)
        return Status::error(ErrorCode::BadArgument, "the stones are not a placement: black and white alternate from black");
    if (board.stones() >= limits.upTo)
        return Status::error(ErrorCode::BadArgument, "the board already holds " + std::to_string(board.stones()) + " stones: nothing is left to place");
    return Status::success();
}

Balance findBalance(Bot& bot, const Position& position, const BalanceLimits& limits, const BalanceCallbacks& callbacks) {
    Balance result;
    result.status = checkBalance(position, limits);
    if (!result.status) return result;
    Position start = position;
    start.setToMove(countOf(position.board(), Color::Black) > countOf(position.board(), Color::White) ? Color::White : Color::Black);

    // One candidate per position up to symmetry, in the order found.
    std::vector<std::vector<Point>> all = placements(start, limits.upTo);
    std::vector<std::vector<Point>> todo;
    std::vector<std::string> seen;
    for (const std::vector<Point>& stones : all) {
        Position pos = start;
        for (Point p : stones) pos = afterStone(pos, p);
        const std::string key = canonicalKey(pos.board());
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
        seen.push_back(key);
        todo.push_back(stones);
    }
    result.total = static_cast<int>(todo.size());

    SearchLimits each;
    each.level = 0;
    const int searches = std::max(1, result.total);
    if (limits.timeMs > 0) each.timeMs = std::max(1, limits.timeMs / searches);
    if (limits.nodes > 0) each.nodes = std::max<uint64_t>(1, limits.nodes / searches);
    each.depth = limits.depth > 0 ? limits.depth : (limits.timeMs > 0 || limits.nodes > 0 ? 0 : 4);
    SearchCallbacks sc;
    bool stop = false;
    if (callbacks.shouldStop) sc.shouldStop = [&]() { return stop = stop || callbacks.shouldStop(); };

    std::vector<BalanceCandidate> weighed;
    for (const std::vector<Point>& stones : todo) {
        if (stop) break;
        Position pos = start;
        for (Point p : stones) pos = afterStone(pos, p);
        const SearchResult r = bot.search(pos, each, sc);
        if (stop) break;  // a search cut short is not a weighing
        result.nodes += r.nodes;
        BalanceCandidate c;
        c.stones = stones;
        c.eval = r.eval;
        c.winIn = r.winIn;
        if (r.winIn != 0) c.blackAdvantage = r.winner == Color::Black ? kOpeningWin : -kOpeningWin;
        else {
            const int e = std::max(-kOpeningWin + 1, std::min(kOpeningWin - 1, r.eval));
            c.blackAdvantage = pos.toMove() == Color::Black ? e : -e;
        }
        weighed.push_back(c);
        ++result.searched;
        std::vector<BalanceCandidate> sorted = weighed;
        std::stable_sort(sorted.begin(), sorted.end(), [](const BalanceCandidate& a, const BalanceCandidate& b) {
            return std::abs(a.blackAdvantage) < std::abs(b.blackAdvantage);
        });
        if (static_cast<int>(sorted.size()) > limits.candidates) sorted.resize(limits.candidates);
        result.candidates = sorted;
        if (callbacks.onProgress && result.searched < result.total) callbacks.onProgress(result);
    }
    result.stopped = result.searched < result.total;
    return result;
}

}  // namespace renju::bot
