#include "core/bot/opening_play.h"

#include <algorithm>
#include <cstdlib>

#include "core/bot/level.h"
#include "core/bot/search.h"
#include "core/bot/search_board.h"
#include "core/bot/time_manager.h"
#include "core/forbidden.h"
#include "core/standard_opening.h"
#include "core/symmetry.h"
#include "core/random.h"

namespace renju::bot {

namespace {

// The central square of side `side` as [lo, hi] (0: the whole board). On an even board, whose
// centre falls between points, the smallest centred square at least that wide.
void centralSquare(int size, int side, int& lo, int& hi) {
    if (side <= 0 || side >= size) {
        lo = 0;
        hi = size - 1;
        return;
    }
    if (size % 2 == 0 && side % 2 == 1) ++side;
    lo = (size - side) / 2;
    hi = lo + side - 1;
}

bool legalFor(const Position& pos, Point p) { return legalOpeningStone(pos, p); }
Position after(const Position& pos, Point p) { return afterStone(pos, p); }

}  // namespace

bool legalOpeningStone(const Position& pos, Point p) {
    if (!pos.board().empty(p)) return false;
    if (pos.rule() != Rule::Renju || pos.toMove() != Color::Black || pos.makesFive(p, Color::Black)) return true;
    Position scratch = pos;
    return forbiddenKind(scratch, p) == ForbiddenKind::None;
}

Position afterStone(const Position& pos, Point p) {
    Position next = pos;
    next.place(p, pos.toMove());
    next.setToMove(opponent(pos.toMove()));
    return next;
}

std::vector<Point> rankedMoves(const Position& pos, int count) {
    std::vector<Point> out;
    if (pos.board().stones() == 0) {
        out.push_back(Point(pos.size() / 2, pos.size() / 2));
        return out;
    }
    SearchBoard board(pos);
    TranspositionTable tt(1);
    SearchControl ctl;
    ctl.start(0, 0, nullptr, nullptr);
    VcfSolver vcf(10);
    Search search(board, tt, ctl, vcf, SearchParams{}, 0);
    std::vector<int> cells(kMaxCells);
    const int n = search.rootMoves(cells.data(), kMaxCells);
    for (int k = 0; k < n && static_cast<int>(out.size()) < count; ++k) out.push_back(cellPoint(cells[k]));
    return out;
}

std::vector<std::array<Point, 3>> standardPlacements(int n) {
    // The 26 standard openings (standard_opening.h) in any of the eight orientations, moved to this
    // board's centre: black on the centre, white touching it, black within the central 5x5.
    std::vector<std::array<Point, 3>> out;
    const int c = n / 2;
    const Point canonicalCentre(7, 7);
    for (const StandardOpening& o : standardOpenings()) {
        for (int s = 0; s < kSymmetries; ++s) {
            const Point w = transform(o.white2, s, kDefaultSize), b2 = transform(o.black3, s, kDefaultSize);
            const std::array<Point, 3> t{Point(c, c), Point(c + w.x - canonicalCentre.x, c + w.y - canonicalCentre.y),
                                         Point(c + b2.x - canonicalCentre.x, c + b2.y - canonicalCentre.y)};
            if (t[1].onBoard(n) && t[2].onBoard(n)) out.push_back(t);
        }
    }
    return out;
}

namespace {
// The time and node budgets a search under `limits` has: the level's defaults where none is given.
void budgetOf(const SearchLimits& limits, int& timeMs, uint64_t& nodes) {
    const LevelSettings level = levelSettings(limits.level);
    timeMs = limits.timeMs > 0 ? limits.timeMs : limits.nodes > 0 ? 0 : level.defaultTimeMs;
    nodes = limits.nodes > 0 ? limits.nodes : level.defaultNodes;
}

// `num`/`den` of a search's time and node budgets (at least 1 ms and 1 node where there was one).
SearchLimits scaled(const SearchLimits& limits, int num, int den) {
    SearchLimits l = limits;
    int timeMs;
    uint64_t nodes;
    budgetOf(limits, timeMs, nodes);
    if (timeMs > 0) l.timeMs = std::max(1, static_cast<int>(static_cast<long long>(timeMs) * num / den));
    if (limits.softMs > 0)  // as in shareOf: no soft limit without a time budget
        l.softMs = l.timeMs > 0 ? std::clamp(static_cast<int>(static_cast<long long>(limits.softMs) * num / den), 1, l.timeMs) : 0;
    if (nodes > 0) l.nodes = std::max<uint64_t>(1, nodes * num / den);
    return l;
}
}  // namespace

int blackAdvantage(Bot& bot, const Position& position, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    const SearchResult r = bot.search(position, limits, callbacks);
    if (!r.status.ok()) return 0;
    if (r.winIn != 0) return r.winner == Color::Black ? kOpeningWin : -kOpeningWin;
    const int eval = std::max(-kOpeningWin + 1, std::min(kOpeningWin - 1, r.eval));
    return position.toMove() == Color::Black ? eval : -eval;
}

Point placeStone(Bot& bot, const Position& position, int zoneSide, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    SearchLimits l = limits;
    l.only.clear();
    if (zoneSide > 0) {
        int lo, hi;
        centralSquare(position.size(), zoneSide, lo, hi);
        for (int y = lo; y <= hi; ++y)
            for (int x = lo; x <= hi; ++x)
                if (legalFor(position, Point(x, y))) l.only.push_back(Point(x, y));
        if (l.only.empty()) return Point();
    }
    return bot.search(position, l, callbacks).best;
}

std::vector<Point> proposeThreeStones(Bot& bot, int size, Rule rule, int zoneSide, const SearchLimits& limits,
                                      const std::vector<Point>& placed, const SearchCallbacks& callbacks) {
    const int n = rule == Rule::Renju ? kDefaultSize : size;
    int lo, hi;
    centralSquare(n, zoneSide, lo, hi);
    const int c = n / 2;
    auto inZone = [&](Point p) { return p.x >= lo && p.x <= hi && p.y >= lo && p.y <= hi; };
    // The shapes a player opens with (standardPlacements). Scattered stones would be a gift to one
    // colour that no player offers.
    struct Triple {
        Point b1, w, b2;
    };
    std::vector<Triple> shapes;
    for (const std::array<Point, 3>& a : standardPlacements(n)) {
        const Triple t{a[0], a[1], a[2]};
        if (!placed.empty() && t.b1 != placed[0]) continue;
        if (placed.size() > 1 && t.w != placed[1]) continue;
        if (inZone(t.b1) && inZone(t.w) && inZone(t.b2)) shapes.push_back(t);
    }
    // Varied by the seed: the shapes in a shuffled order, the most balanced of the first few searched.
    uint64_t state = limits.seed * 0x2545F4914F6CDD1DULL + 17;
    for (size_t i = shapes.size(); i > 1; --i) std::swap(shapes[i - 1], shapes[mix(++state) % i]);
    std::vector<Point> best;
    int bestScore = 1 << 30;
    for (size_t i = 0; i < shapes.size() && static_cast<int>(i) < kProposeSearches; ++i) {
        const Triple& t = shapes[i];
        Position pos(n, rule, Color::White);
        pos.place(t.b1, Color::Black);
        pos.place(t.w, Color::White);
        pos.place(t.b2, Color::Black);
        const int score = std::abs(blackAdvantage(bot, pos, limits, callbacks));
        if (score < bestScore) {
            bestScore = score;
            best = {t.b1, t.w, t.b2};
        }
    }
    if (best.empty()) {  // no standard shape fits (a tiny zone, or stones placed elsewhere): the free points nearest them
        best = placed;
        const Point from = best.empty() ? Point(c, c) : best[0];
        for (int r = 0; r < n && best.size() < 3; ++r)
            for (int y = from.y - r; y <= from.y + r && best.size() < 3; ++y)
                for (int x = from.x - r; x <= from.x + r && best.size() < 3; ++x) {
                    const Point p(x, y);
                    if (std::max(std::abs(x - from.x), std::abs(y - from.y)) != r || !p.onBoard(n) || !inZone(p)) continue;
                    if (std::find(best.begin(), best.end(), p) == best.end()) best.push_back(p);
                }
    }
    return best;
}

Point balancingStone(Bot& bot, const Position& position, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    Point best;
    int bestScore = 1 << 30;
    for (Point p : rankedMoves(position, kBalancingSearches - 1)) {
        if (!legalFor(position, p)) continue;
        const int score = std::abs(blackAdvantage(bot, after(position, p), limits, callbacks));
        if (score < bestScore) {
            bestScore = score;
            best = p;
        }
    }
    return best.onBoard(position.size()) ? best : placeStone(bot, position, 0, limits, callbacks);
}

SwapAnswer decideSwap(Bot& bot, const Position& position, Color current, bool placeTwoAllowed, const SearchLimits& limits,
                      const SearchCallbacks& callbacks) {
    constexpr int kBalanced = 60;  // about half an open three
    SwapAnswer answer;
    // With placing two allowed, `limits` is one of 1 + kPlaceTwoSearches shares: the search that
    // decides takes kFirstSearchShares of them (often it decides alone), the others share the rest.
    const int adv = blackAdvantage(bot, position, placeTwoAllowed ? scaled(limits, kFirstSearchShares, 1) : limits, callbacks);
    if (placeTwoAllowed && std::abs(adv) <= kBalanced && position.toMove() == Color::White) {
        // Neither colour is clearly better: place a white and a black stone that keep it so and
        // let the other player choose.
        const SearchLimits pairLimits = scaled(limits, 1 + kPlaceTwoSearches - kFirstSearchShares, kPlaceTwoSearches);
        int bestScore = 1 << 30;
        for (Point w : rankedMoves(position, 4)) {
            if (!legalFor(position, w)) continue;
            const Position afterWhite = after(position, w);
            for (Point b : rankedMoves(afterWhite, 4)) {
                if (!legalFor(afterWhite, b)) continue;
                const int score = std::abs(blackAdvantage(bot, after(afterWhite, b), pairLimits, callbacks));
                if (score < bestScore) {
                    bestScore = score;
                    answer.stones = {w, b};
                }
            }
        }
        if (!answer.stones.empty() && bestScore <= kBalanced) {
            answer.decision = SwapDecision::PlaceTwo;
            return answer;
        }
        answer.stones.clear();
    }
    const bool blackBetter = adv > 0;
    const bool haveBetter = (current == Color::Black) == blackBetter || adv == 0;
    answer.decision = haveBetter ? SwapDecision::Stay : SwapDecision::Swap;
    return answer;
}

int declareFifthCount(Bot& bot, const Position& position, int maxCount, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    if (maxCount <= 1) return 1;
    const int adv = blackAdvantage(bot, position, limits, callbacks);
    // A clear edge for black is worth offering white more choice (and so avoiding a swap).
    const int n = 1 + std::max(0, adv) / 80;
    return std::min(maxCount, std::max(1, n));
}

std::vector<Point> offerFifthMoves(Bot& bot, const Position& position, int count,
                                   const std::vector<Point>& alreadyOffered, const SearchLimits& limits,
                                   const SearchCallbacks& callbacks) {
    struct Scored {
        Point p;
        int adv;
    };
    std::vector<Scored> scored;
    auto equivalentToAny = [&](Point p, const std::vector<Point>& list) {
        for (Point q : list)
            if (equivalentPoints(position.board(), p, q)) return true;
        return false;
    };
    std::vector<Point> considered;
    for (Point p : rankedMoves(position, 3 * count + 6)) {
        if (!legalFor(position, p) || equivalentToAny(p, alreadyOffered) || equivalentToAny(p, considered)) continue;
        considered.push_back(p);
        scored.push_back(Scored{p, blackAdvantage(bot, after(position, p), limits, callbacks)});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) { return a.adv > b.adv; });
    std::vector<Point> out;
    for (const Scored& s : scored)
        if (static_cast<int>(out.size()) < count) out.push_back(s.p);
    // Not enough good ones: any legal points, nearest the centre first.
    const int n = position.size(), c = n / 2;
    for (int r = 0; r < n && static_cast<int>(out.size()) < count; ++r)
        for (int y = c - r; y <= c + r; ++y)
            for (int x = c - r; x <= c + r; ++x) {
                const Point p(x, y);
                if (static_cast<int>(out.size()) >= count || !p.onBoard(n)) continue;
                if (std::max(std::abs(x - c), std::abs(y - c)) != r || !legalFor(position, p)) continue;
                if (equivalentToAny(p, alreadyOffered) || equivalentToAny(p, out)) continue;
                out.push_back(p);
            }
    return out;
}

Point chooseFifthMove(Bot& bot, const Position& position, const std::vector<Point>& offers, const SearchLimits& limits,
                      const SearchCallbacks& callbacks) {
    Point best;
    int bestAdv = 1 << 30;
    for (Point p : offers) {
        if (!p.onBoard(position.size()) || !position.board().empty(p)) continue;
        const int adv = blackAdvantage(bot, after(position, p), limits, callbacks);
        if (adv < bestAdv) {
            bestAdv = adv;
            best = p;
        }
    }
    return best;
}

}  // namespace renju::bot

namespace renju::bot {

SearchLimits shareOf(const SearchLimits& limits, int searches) {
    SearchLimits l = limits;
    if (searches <= 1) return l;
    int timeMs;
    uint64_t nodes;
    budgetOf(limits, timeMs, nodes);
    if (timeMs > 0) l.timeMs = shareMs(timeMs, searches);
    if (limits.softMs > 0) l.softMs = std::min(l.timeMs, shareMs(limits.softMs, searches));
    if (nodes > 0) l.nodes = std::max<uint64_t>(1, nodes / searches);
    return l;
}

namespace {

// decideTurn for a game in play and limits that are valid: fills in answer's action (and search)
// and returns the status.
Status decide(Bot& bot, const Game& game, const Turn& t, const SearchLimits& limits, const SearchCallbacks& callbacks,
              TurnAnswer& answer) {
    // The opening's decisions weigh positions with searches of their own: they can be stopped, and
    // their progress is not the turn's.
    SearchCallbacks stop = callbacks;
    stop.onProgress = nullptr;
    Action& a = answer.action;
    a.player = t.player;
    // In every opening rule the stones alternate black, white, black...: the next stone's colour.
    Position pos = game.position();
    const Color next = pos.board().stones() % 2 == 0 ? Color::Black : Color::White;
    const Opening opening = game.options().opening;

    if (t.allows(ActionType::Move) && !t.opening) {
        answer.search = bot.search(pos, limits, callbacks);
        a.type = ActionType::Move;
        a.point = answer.search.best;
        if (answer.search.status.ok() && !a.point.onBoard(pos.size()))
            return Status::error(ErrorCode::WrongPhase, "no move is left to play");
        return answer.search.status;
    }
    if (t.allows(ActionType::Move)) {  // an opening stone (Taraguchi's alternative offer is not taken)
        pos.setToMove(t.stone);
        a.type = ActionType::Move;
        const int stones = pos.board().stones();
        bool placeTwo = false;
        for (auto it = game.actions().rbegin(); it != game.actions().rend(); ++it)
            if (it->type == ActionType::Swap) {
                placeTwo = it->choice == SwapChoice::PlaceTwo;
                break;
            }
        if ((opening == Opening::Swap || opening == Opening::Swap2) && stones < 3) {
            std::vector<Point> placed;
            for (const Move& m : game.moves()) placed.push_back(m.point);
            a.point = proposeThreeStones(bot, pos.size(), pos.rule(), t.zone, shareOf(limits, kProposeSearches), placed,
                                         stop)[stones];
        } else if (opening == Opening::Swap2 && placeTwo && (stones == 3 || stones == 4)) {
            a.point = balancingStone(bot, pos, shareOf(limits, kBalancingSearches), stop);
        } else {
            a.point = placeStone(bot, pos, t.zone, limits, stop);
        }
        if (!a.point.onBoard(pos.size())) return Status::error(ErrorCode::WrongPhase, "no point left in the zone");
        return Status::success();
    }
    if (t.allows(ActionType::Swap)) {
        pos.setToMove(next);
        const SwapAnswer s =
            decideSwap(bot, pos, t.color, t.placeTwo, shareOf(limits, t.placeTwo ? 1 + kPlaceTwoSearches : 1), stop);
        a.type = ActionType::Swap;
        a.choice = s.decision == SwapDecision::Stay ? SwapChoice::Stay
                 : s.decision == SwapDecision::Swap ? SwapChoice::Swap
                                                    : SwapChoice::PlaceTwo;
        return Status::success();
    }
    if (t.allows(ActionType::Declare)) {
        pos.setToMove(next);
        a.type = ActionType::Declare;
        a.number = declareFifthCount(bot, pos, t.declareMax, limits, stop);
        return Status::success();
    }
    if (t.allows(ActionType::Offer)) {
        pos.setToMove(Color::Black);
        a.type = ActionType::Offer;
        const std::vector<Point> offers = offerFifthMoves(bot, pos, 1, game.offers(), shareOf(limits, 3 + 6), stop);
        if (offers.empty()) return Status::error(ErrorCode::WrongPhase, "no point left to offer");
        a.point = offers.front();
        return Status::success();
    }
    if (t.allows(ActionType::Choose)) {
        pos.setToMove(Color::Black);
        a.type = ActionType::Choose;
        a.point = chooseFifthMove(bot, pos, game.offers(), shareOf(limits, static_cast<int>(game.offers().size())), stop);
        return Status::success();
    }
    return Status::error(ErrorCode::WrongPhase, "nothing the bot can do now: " + describeTurn(t));
}

}  // namespace



TurnAnswer decideTurn(Bot& bot, const Game& game, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    TurnAnswer answer;
    const Turn t = game.turn();
    if (t.player == Player::None) {
        answer.status = Status::error(ErrorCode::GameOver, "the game is over");
        return answer;
    }
    if (Status s = checkLimits(limits); !s.ok()) {
        answer.status = s;
        return answer;
    }
    const uint64_t nodesBefore = bot.nodesSearched();
    answer.status = decide(bot, game, t, limits, callbacks, answer);
    answer.nodes = bot.nodesSearched() - nodesBefore;
    return answer;
}

}  // namespace renju::bot
