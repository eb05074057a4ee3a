// libFuzzer target: the bot (core/bot) on random positions, under random budgets.
//
// Input: a header (rule, how the position comes about, board size), the search limits, then what
// the position needs (random moves played in, set-up stones, or steps through an opening rule).
// tests/fuzz/make_seeds.py writes seeds in this format.
//
// Checked for every search, with rule helpers written apart from the bot (game_checks.h) and the
// brute-force forbidden-move reference (tests/core/reference_rules.cpp):
// - the status is an error exactly when one applies (bad limits, no side to move, a five on the
//   board, a bad `only` set), and a full board gives no move;
// - otherwise the move is on the board, empty and legal: never forbidden for Renju black; it is
//   one of `only` when one of those is legal; no move only when no empty point is legal;
// - a five is played when there is one; the opponent's only five point is blocked when it can be;
//   winIn (1: a five now, -1: the opponent's five cannot be stopped) and winner agree with the board;
// - the principal variation starts with the move and is a sequence of legal moves; a VCF line
//   (SearchResult::vcf, findVcf) is a real win by continuous fours, checked move by move;
// - the node budget is kept (to the bot's check interval), the depth limit too, a time budget
//   roughly; a search limited by nodes or depth gives the same answer when repeated;
// - decideTurn's answer at every step of every opening rule is accepted by Game::apply, and keeps
//   the turn's node budget.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/forbidden.h"
#include "core/game.h"
#include "core/notation.h"
#include "fuzz_support.h"
#include "game_checks.h"
#include "reference_rules.h"

using namespace renju;
using namespace fuzz;

namespace {

constexpr int kSizes[] = {5, 6, 7, 8, 9, 10, 11, 13, 15, 19, 20, 22};
// SearchControl looks at its budgets every 128 nodes; a stopped search still counts the nodes it
// passes on its way out (one per level of recursion, up to kMaxPly) and the root VCF and VCT
// sub-searches each look at theirs on the same interval before handing their count on.
constexpr uint64_t kNodeSlack = 3 * 128 + 2 * 120;

bot::Bot& theBot() {
    static bot::Bot b(bot::BotOptions{1, false});
    return b;
}

// ---------------------------------------------------------------- the rules, as the checks see them

struct Rules {
    const Position& pos;
    reference::Grid grid;
    explicit Rules(const Position& p) : pos(p), grid(gridOf(p.board())) {}

    int size() const { return pos.size(); }
    bool empty(Point p) const { return p.onBoard(size()) && pos.board().at(p) == Color::Empty; }
    bool makesFive(Point p, Color c) const { return empty(p) && naiveMakesFive(pos, p, c); }
    // Whether `c` may put a stone on p: empty, and for Renju black a five or not forbidden.
    bool legal(Point p, Color c) {
        if (!empty(p)) return false;
        if (pos.rule() != Rule::Renju || c != Color::Black || makesFive(p, c)) return true;
        return referenceKind(grid, p.x, p.y) == ForbiddenKind::None;
    }
    std::vector<Point> fivePoints(Color c) const {
        std::vector<Point> out;
        for (int y = 0; y < size(); ++y)
            for (int x = 0; x < size(); ++x)
                if (makesFive(Point(x, y), c)) out.push_back(Point(x, y));
        return out;
    }
    bool anyLegal(Color c) {
        for (int y = 0; y < size(); ++y)
            for (int x = 0; x < size(); ++x)
                if (legal(Point(x, y), c)) return true;
        return false;
    }
};

// Whether a stone on the board is part of a winning line.
bool hasFive(const Position& pos) {
    static const int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, -1};
    const Board& b = pos.board();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Color c = b.at(Point(x, y));
            if (c == Color::Empty) continue;
            for (int d = 0; d < 4; ++d)
                if (naiveWins(pos.rule(), c, naiveRun(b, x, y, dx[d], dy[d], c))) return true;
        }
    return false;
}

// A win by continuous fours for the side to move of `start`, move by move: each attacker move is
// legal; each but the last leaves exactly one five point, which the defender must take (and may:
// it has no five of its own and the point is legal for it); the last makes five, or leaves two
// five points, or one the defender (Renju black) may not take; short of making five itself, the
// attacker never leaves the defender a five to make.
bool realVcf(const Position& start, const std::vector<Point>& line) {
    if (line.empty() || line.size() % 2 == 0) return false;
    Position pos = start;
    const Color a = start.toMove(), d = opponent(a);
    for (size_t k = 0; k < line.size(); k += 2) {
        Rules r(pos);
        const Point m = line[k];
        if (!r.legal(m, a)) return false;
        if (r.makesFive(m, a)) return k + 1 == line.size();  // first to five wins
        const std::vector<Point> theirs = r.fivePoints(d);
        if (theirs.size() > 1 || (theirs.size() == 1 && !(theirs[0] == m))) return false;
        pos.place(m, a);
        Rules after(pos);
        const std::vector<Point> fives = after.fivePoints(a);
        if (fives.empty()) return false;  // not a four
        if (!after.fivePoints(d).empty()) return false;
        const bool decisive = fives.size() >= 2 || !after.legal(fives[0], d);
        if (k + 1 == line.size()) return decisive;
        if (decisive || !(line[k + 1] == fives[0])) return false;
        pos.place(fives[0], d);
    }
    return false;
}

// ---------------------------------------------------------------- one search, checked

bool sameResult(const bot::SearchResult& x, const bot::SearchResult& y) {
    return x.status.code == y.status.code && x.best == y.best && x.pv == y.pv && x.eval == y.eval &&
           x.winIn == y.winIn && x.winner == y.winner && x.vcf == y.vcf && x.depth == y.depth && x.nodes == y.nodes;
}

void checkSearch(const Position& pos, const bot::SearchLimits& limits, const bot::SearchResult& res, double elapsedMs) {
    const int n = pos.size();
    const Color me = pos.toMove();
    // Every error that applies; the bot reports one of them, or none applies and it is OK.
    std::vector<ErrorCode> errors;
    if (limits.level < 0 || limits.level > 5 || limits.timeMs < 0 || limits.depth < 0) errors.push_back(ErrorCode::BadArgument);
    if (me == Color::Empty) errors.push_back(ErrorCode::BadArgument);
    if (hasFive(pos)) errors.push_back(ErrorCode::GameOver);
    const bool full = pos.board().stones() == n * n;
    if (!full) {
        bool offBoard = false, allTaken = !limits.only.empty();
        for (Point p : limits.only) {
            offBoard |= !p.onBoard(n);
            allTaken &= !p.onBoard(n) || pos.board().at(p) != Color::Empty;
        }
        if (offBoard) errors.push_back(ErrorCode::OffBoard);
        else if (allTaken) errors.push_back(ErrorCode::Occupied);
    }
    if (!errors.empty()) {
        FUZZ_CHECK(std::find(errors.begin(), errors.end(), res.status.code) != errors.end());
        checkMessage(res.status);
        FUZZ_CHECK(!res.best.onBoard(n));
        return;
    }
    FUZZ_CHECK(res.status.ok());
    if (full) {
        FUZZ_CHECK(!res.best.onBoard(n) && res.winIn == 0);
        return;
    }

    Rules rules(pos);
    const Color them = opponent(me);
    if (!res.best.onBoard(n)) {
        FUZZ_CHECK(!rules.anyLegal(me));  // no move only when there is none to make
        return;
    }
    FUZZ_CHECK(rules.legal(res.best, me));
    const bool restricted = !limits.only.empty();
    if (restricted) {
        bool oneLegal = false;
        for (Point p : limits.only) oneLegal |= rules.legal(p, me);
        if (oneLegal) FUZZ_CHECK(std::find(limits.only.begin(), limits.only.end(), res.best) != limits.only.end());
    }

    // Tactics every level and budget gets right.
    const std::vector<Point> mine = rules.fivePoints(me), theirs = rules.fivePoints(them);
    if (!restricted) {
        if (!mine.empty()) {
            FUZZ_CHECK(rules.makesFive(res.best, me));
            FUZZ_CHECK(res.winIn == 1);
        } else if (theirs.size() == 1 && rules.legal(theirs[0], me)) {
            FUZZ_CHECK(res.best == theirs[0]);
        } else if (!theirs.empty()) {  // two fives to stop, or the only block is forbidden
            FUZZ_CHECK(res.winIn == -1);
        }
    }
    if (res.winIn == 1) FUZZ_CHECK(rules.makesFive(res.best, me));
    if (res.winIn == -1) FUZZ_CHECK(!theirs.empty() && (restricted || mine.empty()));
    FUZZ_CHECK(res.winner == (res.winIn > 0 ? me : res.winIn < 0 ? them : Color::Empty));

    // The principal variation: the move first, then legal moves (as the core judges them) until a five.
    if (!restricted || !res.pv.empty()) FUZZ_CHECK(!res.pv.empty() && res.pv[0] == res.best);
    {
        Position line = pos;
        Color c = me;
        for (Point p : res.pv) {
            FUZZ_CHECK(p.onBoard(n) && line.board().empty(p));
            const bool five = line.makesFive(p, c);
            if (!five && line.rule() == Rule::Renju && c == Color::Black) FUZZ_CHECK(forbiddenKind(line, p) == ForbiddenKind::None);
            if (five) break;
            line.place(p, c);
            c = opponent(c);
        }
    }
    if (!res.vcf.empty()) {
        FUZZ_CHECK(res.vcf[0] == res.best);
        FUZZ_CHECK(realVcf(pos, res.vcf));
        FUZZ_CHECK(res.winIn > 0);
    }

    // Budgets.
    if (limits.nodes > 0) FUZZ_CHECK(res.nodes <= limits.nodes + kNodeSlack);
    if (limits.depth > 0) FUZZ_CHECK(res.depth <= limits.depth);
    // A time budget is checked only against gross overruns: the machine may be busy, and this build
    // is several times slower than a release build between two looks at the clock.
    if (limits.timeMs > 0 && limits.nodes == 0) FUZZ_CHECK(elapsedMs <= 3.0 * limits.timeMs + 1000);
}

std::string pointList(const std::vector<Point>& points) {
    std::string out;
    for (Point p : points) out += (out.empty() ? "" : " ") + formatPoint(p);
    return out;
}

// FUZZ_TRACE=1: the position (stones of each colour) and the search's answer.
void traceSearch(const Position& pos, const bot::SearchLimits& limits, const bot::SearchResult& res, double ms) {
    std::vector<Point> stones[3];
    for (int i = 0; i < pos.size() * pos.size(); ++i)
        stones[static_cast<int>(pos.board().at(i))].push_back(pos.board().point(i));
    std::fprintf(stderr, "search: %s %dx%d, %s to move, black %s, white %s\n", ruleName(pos.rule()), pos.size(), pos.size(),
                 colorName(pos.toMove()), pointList(stones[1]).c_str(), pointList(stones[2]).c_str());
    std::fprintf(stderr, "  level %d, nodes %llu, depth %d, time %d ms, only [%s]: %s best %s eval %d winIn %d pv [%s] vcf [%s] depth %d, %llu nodes in %.1f ms\n",
                 limits.level, static_cast<unsigned long long>(limits.nodes), limits.depth, limits.timeMs,
                 pointList(limits.only).c_str(), errorCodeName(res.status.code),
                 res.best.onBoard(pos.size()) ? formatPoint(res.best).c_str() : "-", res.eval, res.winIn,
                 pointList(res.pv).c_str(), pointList(res.vcf).c_str(), res.depth, static_cast<unsigned long long>(res.nodes), ms);
}

bot::SearchResult searchChecked(const Position& pos, const bot::SearchLimits& limits, bool repeat) {
    const auto t0 = std::chrono::steady_clock::now();
    const bot::SearchResult res = theBot().search(pos, limits);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (gTrace) traceSearch(pos, limits, res, ms);
    checkSearch(pos, limits, res, ms);
    // Limited by nodes or depth: the same search again gives the same answer (bot.h, Determinism).
    if (repeat && limits.timeMs == 0 && (limits.nodes > 0 || limits.depth > 0))
        FUZZ_CHECK(sameResult(res, theBot().search(pos, limits)));
    return res;
}

// ---------------------------------------------------------------- decoding

struct Limits {
    bot::SearchLimits limits;
    bool repeat = false;
};

// Always a budget: nodes (often tiny), a depth under a node cap, or a few milliseconds; now and
// then a limit that is out of range.
Limits decodeLimits(Reader& in, uint64_t maxNodes) {
    Limits l;
    bot::SearchLimits& s = l.limits;
    const uint8_t b = in.byte();
    s.level = b % 6;
    s.seed = in.byte();
    l.repeat = (b >> 6) & 1;
    switch ((b >> 3) & 7) {
        case 0: s.nodes = 1 + in.below(64); break;
        case 1: case 2: case 3: s.nodes = 1 + static_cast<uint16_t>(in.int16()) % maxNodes; break;
        case 4: s.depth = 1 + in.below(4); s.nodes = maxNodes; break;
        case 5: s.timeMs = 1 + in.below(30); break;
        case 6: s.nodes = 1 + static_cast<uint16_t>(in.int16()) % 2000; s.depth = 1 + in.below(8); break;
        default: {  // out of range, or at the edge of it
            const int which = in.below(5);
            s.nodes = 1 + in.below(256);
            if (which == 0) s.level = in.flag() ? -1 : 6;
            if (which == 1) s.timeMs = -1 - in.below(1000);
            if (which == 2) s.depth = -1 - in.below(10);
            if (which == 3) s.depth = 100 + in.below(200);  // deeper than the search goes: capped
            if (which == 4) s.level = in.flag() ? 0 : 5;
        }
    }
    return l;
}

Position setUp(Reader& in, Rule rule, int n) {
    const uint8_t b = in.byte();
    Position pos(n, rule, b & 1 ? Color::White : Color::Black);
    if ((b & 0x0E) == 0) pos.setToMove(Color::Empty);
    const int count = in.byte() % (n * n + 1);
    Point last(n / 2, n / 2);
    for (int i = 0; i < count && !in.empty(); ++i) {
        const uint8_t s = in.byte();
        const Point p = (b & 0x10) ? in.point(n) : Point(last.x + (s & 7) - 3, last.y + ((s >> 3) & 7) - 3);
        if (!p.onBoard(n) || !pos.board().empty(p)) continue;
        pos.place(p, s & 0x80 ? Color::White : Color::Black);
        last = p;
    }
    if (b & 0x20)  // fill most of the board: few moves left, full boards, forbidden points everywhere
        for (int i = 0; i < n * n; ++i)
            if (pos.board().empty(pos.board().point(i)) && in.byte() % 8)
                pos.place(pos.board().point(i), in.flag() ? Color::White : Color::Black);
    return pos;
}

std::vector<Point> decodeOnly(Reader& in, int n) {
    std::vector<Point> only(1 + in.below(6));
    for (Point& p : only) {
        p = in.point(n + 1);  // now and then off the board (x or y = n)
    }
    return only;
}

// findVcf on the position: any line it gives is a real VCF.
void checkFindVcf(const Position& pos, Reader& in) {
    const int maxFours = 1 + in.below(12);
    const uint64_t nodes = 1 + static_cast<uint16_t>(in.int16()) % 20000;
    const std::vector<Point> line = bot::findVcf(pos, maxFours, nodes);
    if (gTrace) std::fprintf(stderr, "findVcf(%d fours, %llu nodes): [%s]\n", maxFours, static_cast<unsigned long long>(nodes), pointList(line).c_str());
    if (line.empty()) return;
    FUZZ_CHECK(pos.toMove() != Color::Empty && !hasFive(pos));
    FUZZ_CHECK(static_cast<int>(line.size()) <= 2 * maxFours - 1);
    FUZZ_CHECK(realVcf(pos, line));
}

// Steps through a game under an opening rule: the bot acts for whoever's turn it is (decideTurn),
// or a random stone or pass goes in; every answer of the bot must be accepted by the game.
void openingGame(Reader& in, Rule rule, uint8_t sizeByte, const Limits& limits) {
    GameOptions o;
    o.rule = rule;
    o.opening = static_cast<Opening>(in.byte() % kOpenings);
    o.ruling = in.flag() ? Ruling::Claim : Ruling::Immediate;
    const bool standardOnly = o.opening == Opening::Rif || o.opening == Opening::Yamaguchi ||
                              o.opening == Opening::Soosorv8 || o.opening == Opening::Taraguchi10;
    o.size = rule == Rule::Renju || standardOnly ? kDefaultSize : kSizes[sizeByte % (sizeof kSizes / sizeof kSizes[0])];
    FUZZ_CHECK(Game::validate(o).ok());
    Game g(o);
    const int n = o.size;
    if (gTrace)
        std::fprintf(stderr, "game: %s %dx%d, opening %s, limits: level %d, nodes %llu, depth %d, time %d ms\n", ruleName(o.rule), n, n,
                     openingName(o.opening), limits.limits.level, static_cast<unsigned long long>(limits.limits.nodes),
                     limits.limits.depth, limits.limits.timeMs);
    for (int step = 0; step < 16 && !g.over(); ++step) {
        const Turn t = g.turn();
        const uint8_t b = in.byte();
        if (b % 4 == 0 && t.allows(ActionType::Move)) {  // a random stone (refused if outside the zone)
            g.play(t.player, in.point(n));
            continue;
        }
        if (b % 16 == 1) {
            g.pass(t.player);
            continue;
        }
        const bot::TurnAnswer a = bot::decideTurn(theBot(), g, limits.limits);
        if (gTrace)
            std::fprintf(stderr, "turn %s: %s %s %s\n", describeTurn(t).c_str(), errorCodeName(a.status.code),
                         actionTypeName(a.action.type), a.action.point.onBoard(n) ? formatPoint(a.action.point).c_str() : "");
        if (!a.status.ok()) {
            checkMessage(a.status);
            if (a.status.code == ErrorCode::GameOver) {  // an unclaimed five, or the game's end
                FUZZ_CHECK(hasFive(g.position()) || g.over());
            } else if (a.status.code == ErrorCode::WrongPhase) {  // no point left where a stone or an offer may go
                for (int i = 0; i < n * n; ++i) {
                    const Point p = g.position().board().point(i);
                    FUZZ_CHECK(!(t.allows(ActionType::Move) ? g.legality(p) : g.offerLegality(p)).ok());
                }
            } else {
                const bot::SearchLimits& s = limits.limits;
                FUZZ_CHECK(a.status.code == ErrorCode::BadArgument &&
                           (s.level < 0 || s.level > 5 || s.timeMs < 0 || s.depth < 0));
            }
            return;
        }
        // The turn keeps its node budget, shared by up to 17 searches (decideSwap with swap2's third
        // choice), each of which may pass its share by the bot's check interval.
        if (limits.limits.nodes > 0) FUZZ_CHECK(a.nodes <= limits.limits.nodes + 17 * kNodeSlack);
        if (t.allows(ActionType::Move) && !t.opening && a.action.type == ActionType::Move) {
            if (gTrace) traceSearch(g.position(), limits.limits, a.search, 0);
            checkSearch(g.position(), limits.limits, a.search, 0);
        }
        const bool stone = a.action.type == ActionType::Move || a.action.type == ActionType::Choose;
        const Color colour = t.opening ? (a.action.type == ActionType::Choose ? Color::Black : t.stone) : g.toMove();
        if (stone && o.rule == Rule::Renju && colour == Color::Black) {
            Rules rules(g.position());
            FUZZ_CHECK(rules.legal(a.action.point, Color::Black));
        }
        const Status st = g.apply(a.action);
        if (!st.ok() && gTrace) std::fprintf(stderr, "refused: %s\n", st.message.c_str());
        FUZZ_CHECK(st.ok());
        if (stone) FUZZ_CHECK(g.actions().back().forbidden == ForbiddenKind::None);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    Reader in(data, size);
    const uint8_t h = in.byte();
    const Rule rule = static_cast<Rule>(h % 3);
    const uint8_t sizeByte = in.byte();
    const int n = rule == Rule::Renju ? kDefaultSize : kSizes[sizeByte % (sizeof kSizes / sizeof kSizes[0])];
    const int mode = (h >> 2) & 3;
    const Limits limits = decodeLimits(in, mode == 2 ? 400 : 4000);
    if (mode == 2) {
        openingGame(in, rule, sizeByte, limits);
        return 0;
    }
    Position pos(n, rule);
    if (mode == 1) {
        pos = setUp(in, rule, n);
    } else {
        GameOptions o;
        o.rule = rule;
        o.size = n;
        o.opening = Opening::None;
        Game g(o);
        playRandomMoves(g, in, in.below(80));
        pos = g.position();
    }
    bot::SearchLimits s = limits.limits;
    if (mode == 3) s.only = decodeOnly(in, n);
    searchChecked(pos, s, limits.repeat);
    if ((h >> 4) & 1) checkFindVcf(pos, in);
    // The other side to move on the same stones (a position no game reaches, with its own threats).
    if ((h >> 5) & 1 && pos.toMove() != Color::Empty) {
        pos.setToMove(opponent(pos.toMove()));
        searchChecked(pos, s, false);
    }
    return 0;
}
