#pragma once
// Shared by the fuzz targets that drive games (fuzz_game, fuzz_snapshot): rule helpers written apart
// from the core, whole-state comparison of games, and the invariants of one game state.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/json_export.h"
#include "core/notation.h"
#include "core/record.h"
#include "core/snapshot.h"
#include "fuzz_support.h"
#include "reference_rules.h"

namespace fuzz {

using namespace renju;

// ---------------------------------------------------------------- independent rule helpers

inline bool naiveOnBoard(int x, int y, int n) { return x >= 0 && y >= 0 && x < n && y < n; }

// `c` stones in an unbroken line through p along (dx, dy), counting p as `c`; read cell by cell.
inline int naiveRun(const Board& b, int x, int y, int dx, int dy, Color c) {
    const int n = b.size();
    int len = 1;
    for (int s : {1, -1})
        for (int k = 1; naiveOnBoard(x + s * k * dx, y + s * k * dy, n) &&
                        b.at(Point(x + s * k * dx, y + s * k * dy)) == c;
             ++k)
            ++len;
    return len;
}

inline bool naiveWins(Rule r, Color c, int len) {
    if (r == Rule::Freestyle) return len >= 5;
    if (r == Rule::Standard) return len == 5;
    return c == Color::White ? len >= 5 : len == 5;
}

inline bool naiveMakesFive(const Position& pos, Point p, Color c) {
    static const int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, -1};
    for (int d = 0; d < 4; ++d)
        if (naiveWins(pos.rule(), c, naiveRun(pos.board(), p.x, p.y, dx[d], dy[d], c))) return true;
    return false;
}

inline reference::Grid gridOf(const Board& b) {
    reference::Grid g;
    g.n = b.size();
    g.cells.assign(g.n * g.n, reference::E);
    for (int i = 0; i < g.n * g.n; ++i)
        g.cells[i] = b.at(i) == Color::Black ? reference::B : b.at(i) == Color::White ? reference::W : reference::E;
    return g;
}

inline ForbiddenKind fromReference(reference::Kind k) {
    return k == reference::Overline ? ForbiddenKind::Overline
         : k == reference::DoubleFour ? ForbiddenKind::DoubleFour
         : k == reference::DoubleThree ? ForbiddenKind::DoubleThree : ForbiddenKind::None;
}

// A necessary condition for a black stone on (x, y) to be forbidden, so the slow reference runs only
// where it could say yes: an overline needs five black stones within 5 on a line, a four three
// within 4, a three two within 4 (and a double three two such lines).
inline bool mayBeForbidden(const reference::Grid& g, int x, int y) {
    static const int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, -1};
    int linesWithTwo = 0;
    for (int d = 0; d < 4; ++d) {
        int within4 = 0, within5 = 0;
        for (int k = -5; k <= 5; ++k) {
            if (k == 0 || g.at(x + k * dx[d], y + k * dy[d]) != reference::B) continue;
            ++within5;
            if (k >= -4 && k <= 4) ++within4;
        }
        if (within5 >= 5 || within4 >= 3) return true;
        if (within4 >= 2) ++linesWithTwo;
    }
    return linesWithTwo >= 2;
}

// The reference's verdict for a black stone on the empty point (x, y) of g.
inline ForbiddenKind referenceKind(reference::Grid& g, int x, int y) {
    if (!mayBeForbidden(g, x, y)) return ForbiddenKind::None;
    return fromReference(reference::forbidden(g, x, y));
}

// ---------------------------------------------------------------- whole-state comparison

// Set FUZZ_TRACE=1 to have comparisons say what differs.
inline const bool gTrace = std::getenv("FUZZ_TRACE") != nullptr;

inline bool differs(const char* what, int i, int d) {
    if (gTrace) std::fprintf(stderr, "positions differ: %s at index %d, direction %d\n", what, i, d);
    return false;
}

// Stones, rule and side to move, the black patterns and candidates, and (with `masks`) the line masks.
// A window spans 11 points of its line, so windows at every fifth point of each line see every bit;
// the black view shows both colours' stones.
inline bool samePosition(const Position& a, const Position& b, bool masks = true) {
    if (!(a == b) || a.board().stones() != b.board().stones()) return differs("stones, rule or side to move", -1, -1);
    const int n = a.size();
    for (int y = 0; masks && y < n; ++y)
        for (int x = 0; x < n; ++x)
            for (int d = 0; d < kDirections; ++d) {
                const int along = d == 1 ? y : x;
                if (along % 5 != 0 && along != n - 1) continue;
                const Window wa = a.board().window(Point(x, y), d, Color::Black);
                const Window wb = b.board().window(Point(x, y), d, Color::Black);
                if (wa.own != wb.own || wa.blocked != wb.blocked) return differs("line masks", y * n + x, d);
            }
    if (a.rule() == Rule::Renju)
        for (int i = 0; i < n * n; ++i) {
            if (a.forbiddenCandidate(i) != b.forbiddenCandidate(i)) return differs("forbidden candidate", i, -1);
            if (a.board().at(i) != Color::Empty) continue;  // patterns are kept for empty points only
            for (int d = 0; d < kDirections; ++d)
                if (a.blackPattern(i, d) != b.blackPattern(i, d)) return differs("black pattern", i, d);
        }
    return true;
}

inline bool sameAction(const Action& a, const Action& b) {
    return a.type == b.type && a.color == b.color && a.point == b.point && a.offerDraw == b.offerDraw &&
           a.forbidden == b.forbidden && a.madeFive == b.madeFive && a.player == b.player && a.choice == b.choice &&
           a.number == b.number && a.step == b.step;
}

inline bool sameResult(const Result& a, const Result& b) {
    if (a.outcome != b.outcome || a.reason != b.reason || a.point != b.point || a.forbidden != b.forbidden ||
        a.fiveCount != b.fiveCount)
        return false;
    for (int i = 0; i < a.fiveCount; ++i)
        if (a.fiveStones[i] != b.fiveStones[i]) return false;
    return true;
}

// Everything a caller can observe. The redo list is compared only when asked: undo and redo move
// actions between the two lists. The line masks are left to checkState, which compares them with
// masks built from scratch after every call.
inline bool sameGame(const Game& a, const Game& b, bool withRedo, bool withLearningMode = true) {
    const GameOptions &oa = a.options(), &ob = b.options();
    if (oa.rule != ob.rule || oa.size != ob.size || oa.ruling != ob.ruling ||
        (withLearningMode && oa.refuseForbidden != ob.refuseForbidden))
        return false;
    if (a.setup().size() != b.setup().size() || a.firstToMove() != b.firstToMove()) return false;
    for (size_t i = 0; i < a.setup().size(); ++i)
        if (a.setup()[i].point != b.setup()[i].point || a.setup()[i].color != b.setup()[i].color) return false;
    if (!samePosition(a.position(), b.position(), false) || !sameResult(a.result(), b.result())) return false;
    if (a.actions().size() != b.actions().size()) return false;
    for (size_t i = 0; i < a.actions().size(); ++i)
        if (!sameAction(a.actions()[i], b.actions()[i])) return false;
    if (a.ply() != b.ply() || a.toMove() != b.toMove() || a.over() != b.over() || a.drawOffered() != b.drawOffered() ||
        a.canUndo() != b.canUndo() || a.code() != b.code())
        return false;
    if (a.options().opening != b.options().opening || a.blackPlayer() != b.blackPlayer() || a.declared() != b.declared() ||
        a.offers() != b.offers() || a.inOpening() != b.inOpening())
        return false;
    const Turn ta = a.turn(), tb = b.turn();
    if (ta.player != tb.player || ta.color != tb.color || ta.allowed != tb.allowed || ta.opening != tb.opening ||
        ta.moveNumber != tb.moveNumber || ta.stone != tb.stone || ta.zone != tb.zone || ta.placeTwo != tb.placeTwo ||
        ta.declareMax != tb.declareMax || ta.offerCount != tb.offerCount || ta.offered != tb.offered)
        return false;
    if (!withRedo) return true;
    if (a.canRedo() != b.canRedo() || a.redoList().size() != b.redoList().size()) return false;
    for (size_t i = 0; i < a.redoList().size(); ++i)
        if (!sameAction(a.redoList()[i], b.redoList()[i])) return false;
    return true;
}

// ---------------------------------------------------------------- what the rules expect

// The actions that pass the turn: stones (a move, or the chosen fifth move) and passes.
inline bool isTurn(const Action& a) { return placesStone(a) || a.type == ActionType::Pass; }

inline const Action* lastTurn(const Game& g) {
    for (auto it = g.actions().rbegin(); it != g.actions().rend(); ++it)
        if (isTurn(*it)) return &*it;
    return nullptr;
}

inline bool offerPending(const Game& g) {
    return !g.over() && !g.actions().empty() && isTurn(g.actions().back()) && g.actions().back().offerDraw;
}

// RIF 9.6-9.8 read from the record: the claims that would succeed now (claim ruling, game on).
inline bool winClaimable(const Game& g, Color who) {
    const auto& acts = g.actions();
    int five = -1;
    for (int i = 0; i < static_cast<int>(acts.size()); ++i)
        if (placesStone(acts[i]) && acts[i].color == who && acts[i].madeFive) five = i;
    if (five < 0) return false;
    const Action* last = lastTurn(g);
    for (size_t i = five + 1; i < acts.size(); ++i)
        if (placesStone(acts[i]) && acts[i].color == who && acts[i].forbidden != ForbiddenKind::None &&
            (acts[i].forbidden == ForbiddenKind::Overline || &acts[i] == last))
            return false;  // 9.7: the later forbidden move decides
    return true;
}
inline const Action* forbiddenClaimable(const Game& g, Point p) {
    const Action* last = lastTurn(g);
    for (const Action& a : g.actions())
        if (placesStone(a) && a.point == p && a.color == Color::Black && a.forbidden != ForbiddenKind::None &&
            (a.forbidden == ForbiddenKind::Overline || &a == last))
            return &a;
    return nullptr;
}
inline bool anythingClaimable(const Game& g) {
    if (g.options().ruling != Ruling::Claim) return false;
    if (winClaimable(g, Color::Black) || winClaimable(g, Color::White)) return true;
    for (const Action& a : g.actions())
        if (placesStone(a) && forbiddenClaimable(g, a.point)) return true;
    return false;
}

inline bool validColor(Color c) { return c == Color::Black || c == Color::White; }
inline bool validPlayer(Player p) { return p == Player::First || p == Player::Second; }

// Whether (x, y) lies in the centred square of side `side` (0: the whole board). A centred square
// has the board's parity, so a side of the other parity grows by one.
inline bool inSquare(int x, int y, int side, int n) {
    if (side <= 0) return naiveOnBoard(x, y, n);
    const int w = side % 2 == n % 2 ? side : side + 1;
    const int lo = (n - w) / 2, hi = lo + w - 1;
    return x >= lo && x <= hi && y >= lo && y <= hi;
}

// The eight symmetries of the square board: mirrored left-right when sym & 4, then turned a quarter
// (sym & 3) times.
inline Point mapPoint(Point p, int sym, int n) {
    int x = sym & 4 ? n - 1 - p.x : p.x, y = p.y;
    for (int k = 0; k < (sym & 3); ++k) {
        const int t = x;
        x = n - 1 - y;
        y = t;
    }
    return Point(x, y);
}
// Whether the symmetry maps every stone onto a stone of the same colour.
inline bool symmetryOf(const Board& b, int sym) {
    const int n = b.size();
    for (int i = 0; i < n * n; ++i)
        if (b.at(i) != Color::Empty && b.at(mapPoint(b.point(i), sym, n)) != b.at(i)) return false;
    return true;
}

inline bool sameStones(const Game& a, const Game& b) {
    return a.position().board() == b.position().board() && a.toMove() == b.toMove() && a.ply() == b.ply();
}

// ---------------------------------------------------------------- invariants of one state

inline void checkResult(const Game& g) {
    const Result& r = g.result();
    const Board& b = g.position().board();
    const int n = b.size();
    const Action* last = g.actions().empty() ? nullptr : &g.actions().back();
    if (!r.over()) {
        FUZZ_CHECK(r.reason == Reason::None && r.fiveCount == 0);
        return;
    }
    FUZZ_CHECK(!g.canRedo());  // nothing can be redone past the end
    switch (r.reason) {
        case Reason::Five: {
            const Color c = r.winner();
            FUZZ_CHECK(validColor(c) && r.point.onBoard(n) && b.at(r.point) == c);
            FUZZ_CHECK(last && last->color == c && last->point == r.point);
            FUZZ_CHECK(g.options().ruling == Ruling::Claim ? last->type == ActionType::ClaimWin : placesStone(*last));
            FUZZ_CHECK(r.fiveCount >= 5);
            bool throughPoint = false;
            for (int i = 0; i < r.fiveCount; ++i) {
                FUZZ_CHECK(r.fiveStones[i].onBoard(n) && b.at(r.fiveStones[i]) == c);
                throughPoint |= r.fiveStones[i] == r.point;
            }
            FUZZ_CHECK(throughPoint);
            break;
        }
        case Reason::Forbidden:
            FUZZ_CHECK(r.outcome == Outcome::WhiteWins && r.forbidden != ForbiddenKind::None);
            FUZZ_CHECK(g.options().rule == Rule::Renju && r.point.onBoard(n) && b.at(r.point) == Color::Black);
            FUZZ_CHECK(last && last->point == r.point);
            if (g.options().ruling == Ruling::Claim) FUZZ_CHECK(last->type == ActionType::ClaimForbidden);
            else FUZZ_CHECK(placesStone(*last) && last->forbidden == r.forbidden);
            break;
        case Reason::Resignation:
        case Reason::Timeout:
            FUZZ_CHECK(last && last->type == (r.reason == Reason::Resignation ? ActionType::Resign : ActionType::Timeout));
            FUZZ_CHECK(validColor(last->color) && r.winner() == opponent(last->color));
            break;
        case Reason::FullBoard:
            FUZZ_CHECK(r.outcome == Outcome::Draw && b.full());
            FUZZ_CHECK(!last || placesStone(*last));
            break;
        case Reason::TwoPasses: {
            FUZZ_CHECK(r.outcome == Outcome::Draw);
            int passes = 0;
            for (auto it = g.actions().rbegin(); it != g.actions().rend() && passes < 2; ++it) {
                if (!isTurn(*it)) continue;
                FUZZ_CHECK(it->type == ActionType::Pass);
                ++passes;
            }
            FUZZ_CHECK(passes == 2 && last->type == ActionType::Pass);
            break;
        }
        case Reason::Agreement:
            FUZZ_CHECK(r.outcome == Outcome::Draw && last && last->type == ActionType::AcceptDraw);
            break;
        default:
            FUZZ_CHECK(false);
    }
}

// What turn() says agrees with the rest of the state; the opening is over or never was where the
// rules say so.
inline void checkTurnState(const Game& g) {
    const Turn t = g.turn();
    const Player black = g.blackPlayer();
    FUZZ_CHECK((black == Player::First || black == Player::Second) && g.colorOf(black) == Color::Black);
    FUZZ_CHECK(g.playerOf(Color::Black) == black && g.playerOf(Color::White) == otherPlayer(black));
    FUZZ_CHECK(g.colorOf(Player::None) == Color::Empty && g.playerOf(Color::Empty) == Player::None);
    // A set-up position, white to move first or no opening rule: normal play from the start.
    if (!g.setup().empty() || g.firstToMove() == Color::White || g.options().opening == Opening::None)
        FUZZ_CHECK(!g.inOpening() && black == Player::First);
    for (size_t i = 0; i < g.offers().size(); ++i) {
        FUZZ_CHECK(g.offers()[i].onBoard(g.position().size()));
        for (size_t k = 0; k < i; ++k) FUZZ_CHECK(g.offers()[k] != g.offers()[i]);
    }
    if (g.over()) {
        FUZZ_CHECK(t.player == Player::None && t.allowed == 0);
        return;
    }
    FUZZ_CHECK(t.player == Player::First || t.player == Player::Second);
    FUZZ_CHECK(t.color == g.colorOf(t.player));
    FUZZ_CHECK(t.opening == g.inOpening());
    FUZZ_CHECK(t.moveNumber == static_cast<int>(g.setup().size()) + g.ply() + 1);
    FUZZ_CHECK(t.offered == static_cast<int>(g.offers().size()));
    FUZZ_CHECK(t.allowed != 0 && (t.allowed >> kActionTypes) == 0);
    if (t.allows(ActionType::Move)) FUZZ_CHECK(t.stone == g.toMove());
    if (t.opening) {
        FUZZ_CHECK(!t.allows(ActionType::Pass) && !t.allows(ActionType::AcceptDraw) && !g.drawOffered());
    } else {
        FUZZ_CHECK(t.player == g.playerOf(g.toMove()) && g.coloursSettled());
        FUZZ_CHECK(t.allowed == ((1u << static_cast<int>(ActionType::Move)) |
                                 (t.moveNumber > 3 ? 1u << static_cast<int>(ActionType::Pass) : 0) |
                                 (g.drawOffered() ? (1u << static_cast<int>(ActionType::AcceptDraw)) |
                                                        (1u << static_cast<int>(ActionType::DeclineDraw))
                                                  : 0)));
    }
}

// With `full`, also the whole-board comparison with patterns built from scratch.
inline void checkState(const Game& g, bool full) {
    const Position& pos = g.position();
    const Board& b = pos.board();
    const int n = b.size();
    const GameOptions& o = g.options();
    FUZZ_CHECK(pos.rule() == o.rule && n == o.size);

    // Stones and turn follow the set-up and the recorded actions.
    int black = 0, white = 0, turns = 0;
    for (const Game::Stone& s : g.setup()) {
        FUZZ_CHECK(s.point.onBoard(n) && validColor(s.color) && b.at(s.point) == s.color);
        ++(s.color == Color::Black ? black : white);
    }
    Color mover = g.firstToMove();
    for (size_t i = 0; i < g.actions().size(); ++i) {
        const Action& a = g.actions()[i];
        if (i + 1 < g.actions().size()) {  // only the last action can end a game
            FUZZ_CHECK(a.type != ActionType::Resign && a.type != ActionType::Timeout && a.type != ActionType::AcceptDraw &&
                       a.type != ActionType::ClaimWin && a.type != ActionType::ClaimForbidden);
        }
        if (a.type == ActionType::AcceptDraw || a.type == ActionType::DeclineDraw) {
            FUZZ_CHECK(i > 0 && isTurn(g.actions()[i - 1]) && g.actions()[i - 1].offerDraw && a.color == mover);
        }
        if (!isTurn(a)) continue;
        FUZZ_CHECK(a.color == mover);
        if (placesStone(a)) {
            FUZZ_CHECK(a.point.onBoard(n) && b.at(a.point) == a.color);
            ++(a.color == Color::Black ? black : white);
        }
        mover = opponent(mover);
        ++turns;
    }
    int onBoard = 0, blackOnBoard = 0;
    for (int i = 0; i < n * n; ++i) {
        onBoard += b.at(i) != Color::Empty;
        blackOnBoard += b.at(i) == Color::Black;
    }
    FUZZ_CHECK(b.stones() == onBoard && onBoard == black + white && blackOnBoard == black);
    FUZZ_CHECK(g.ply() == turns && g.toMove() == mover && pos.toMove() == mover);
    FUZZ_CHECK(g.canUndo() == !g.actions().empty());
    FUZZ_CHECK(g.drawOffered() == offerPending(g));

    // The code is the moves, and reads back as them.
    const std::vector<Move> moves = g.moves();
    FUZZ_CHECK(static_cast<int>(moves.size()) == turns);
    const ParsedCode back = parseCode(g.code(), n);
    FUZZ_CHECK(back.status.ok() && back.moves == moves);

    // The incrementally kept patterns and line masks equal ones built from the stones.
    if (full) {
        Position fresh(n, pos.rule(), pos.toMove());
        for (int i = 0; i < n * n; ++i)
            if (b.at(i) != Color::Empty) fresh.place(b.point(i), b.at(i));
        FUZZ_CHECK(samePosition(pos, fresh));
    }

    checkResult(g);
    FUZZ_CHECK(isJson(resultToJson(g.result())));
    checkTurnState(g);
}

// A snapshot restores to the same game, redo list included, and is written the same way again.
inline void checkSnapshot(const Game& g) {
    const std::string text = saveSnapshot(g);
    FUZZ_CHECK(printableUtf8(text));
    const RestoredGame back = restoreSnapshot(text);
    if (!back.game && gTrace) std::fprintf(stderr, "snapshot %s refused: %s\n", text.c_str(), back.status.message.c_str());
    FUZZ_CHECK(back.status.ok() && back.game);
    FUZZ_CHECK(sameGame(*back.game, g, true));
    FUZZ_CHECK(saveSnapshot(*back.game) == text);
}

// A game record reads back as the same game and is written the same. A record holds no redo list and
// no learning mode (which only refuses moves, so the record's moves are the same either way).
inline void checkRecord(const Game& g) {
    const std::string text = formatRecord(g);
    FUZZ_CHECK(printableUtf8Lines(text));
    const ParsedRecord back = parseRecord(text);
    if (!back.game && gTrace) std::fprintf(stderr, "record refused: %s\n%s\n", back.status.message.c_str(), text.c_str());
    FUZZ_CHECK(back.status.ok() && back.game);
    FUZZ_CHECK(sameGame(*back.game, g, false, false) && !back.game->canRedo());
    FUZZ_CHECK(formatRecord(*back.game) == text);
}

}  // namespace fuzz
