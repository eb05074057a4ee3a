#include "core/bot/bot.h"

#include <algorithm>
#include <cmath>

#include "core/bot/level.h"
#include "core/pattern_table.h"
#include "core/bot/search.h"
#include "core/bot/search_board.h"
#include "core/bot/search_control.h"
#include "core/bot/time_manager.h"
#include "core/bot/transposition.h"
#include "core/bot/vcf.h"
#include "core/bot/vct.h"
#include "core/forbidden.h"

namespace renju::bot {

namespace {

bool hasFive(const Position& pos) {
    const Board& b = pos.board();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Color c = b.at(Point(x, y));
            if (c == Color::Empty) continue;
            for (int d = 0; d < kDirections; ++d)
                if (winsWithRun(pos.rule(), c, b.run(Point(x, y), d, c).length())) return true;
        }
    return false;
}

std::vector<Point> toPoints(const std::vector<int>& cells) {
    std::vector<Point> out;
    for (int c : cells) out.push_back(cellPoint(c));
    return out;
}

// Winner's moves until its five, from a line of alternating moves ending in the decisive one.
int winInFromLine(SearchBoard& b, const std::vector<int>& line) {
    if (line.empty()) return 0;
    const int a = b.sideToMove();
    int played = 0;
    for (size_t k = 0; k + 1 < line.size(); ++k) {
        b.play(line[k]);
        ++played;
    }
    const bool five = b.threat(line.back(), a) == kMakeFive;
    while (played-- > 0) b.undo();
    const int attackerMoves = static_cast<int>(line.size() + 1) / 2;
    return five ? attackerMoves : attackerMoves + 1;
}

// A move must always be made: when the search near the stones found none (every point there taken
// or forbidden), the first legal point of the whole board, or of `only`.
Point anyLegalPoint(const Position& position, const std::vector<int>& only) {
    Position pos = position;
    const int n = position.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            const Point p(x, y);
            if (!only.empty() && std::find(only.begin(), only.end(), cellIndex(p)) == only.end()) continue;
            if (!pos.board().empty(p)) continue;
            if (position.toMove() != Color::Black || forbiddenKind(pos, p) == ForbiddenKind::None) return p;
        }
    return Point();
}

int winInFromScore(int score) {
    if (score >= kWinBound) return (kWinScore - score + 1) / 2;
    if (score <= -kWinBound) return -((kWinScore + score) / 2);
    return 0;
}

}  // namespace

class Engine {
public:
    explicit Engine(size_t hashMb) : tt(hashMb), vcf(16), vct(vcf, 15, VctMode::Exact), guard(vcf, 15, VctMode::Quick) {}
    TranspositionTable tt;
    VcfSolver vcf;
    VctSolver vct;    // wins claimed at the root: exact
    VctSolver guard;  // the threat guard's checks and the root's first look: quick (vct.h)
    uint64_t nodes = 0;  // searched over the bot's life
};

Bot::Bot(const BotOptions& options) : engine_(new Engine(options.hashMegabytes)) {
    engine_->tt.setReuse(options.reuseHash);
    PatternTable::exactFive();  // built now rather than inside the first timed search
    PatternTable::fiveOrMore();
}
Bot::~Bot() = default;

void Bot::setHashSize(size_t megabytes) { engine_->tt.resize(megabytes); }
size_t Bot::hashSize() const { return engine_->tt.megabytes(); }
uint64_t Bot::nodesSearched() const { return engine_->nodes; }

Status checkLimits(const SearchLimits& limits) {
    if (limits.level < kAnalysisLevel || limits.level > kMaxLevel || limits.timeMs < 0 || limits.softMs < 0 || limits.depth < 0)
        return Status::error(ErrorCode::BadArgument, "level must be 0 (analysis) to 5, time and depth not negative");
    return Status::success();
}

SearchResult Bot::search(const Position& position, const SearchLimits& limits, const SearchCallbacks& callbacks) {
    SearchResult result;
    if (Status s = checkLimits(limits); !s.ok()) {
        result.status = s;
        return result;
    }
    if (position.toMove() == Color::Empty) {
        result.status = Status::error(ErrorCode::BadArgument, "the position has no side to move");
        return result;
    }
    if (hasFive(position)) {
        result.status = Status::error(ErrorCode::GameOver, "the game is over: there is a five on the board");
        return result;
    }
    if (position.board().full()) return result;  // nothing to play: a draw
    std::vector<int> only;
    for (Point p : limits.only) {
        if (!p.onBoard(position.size())) {
            result.status = Status::error(ErrorCode::OffBoard, "a point of `only` is off the board");
            return result;
        }
        if (position.board().empty(p)) only.push_back(cellIndex(p));
    }
    if (!limits.only.empty() && only.empty()) {
        result.status = Status::error(ErrorCode::Occupied, "every point of `only` is taken");
        return result;
    }
    auto allowed = [&](int cell) { return only.empty() || std::find(only.begin(), only.end(), cell) != only.end(); };

    const LevelSettings level = levelSettings(limits.level);
    SearchParams params = level.params;
    if (limits.depth > 0) params.maxDepth = std::min(limits.depth, kMaxPly - 20);
    // A level's default time applies only when the caller sets no budget of its own.
    const int timeMs = limits.timeMs > 0 ? limits.timeMs : limits.nodes > 0 ? 0 : level.defaultTimeMs;
    const uint64_t nodes = limits.nodes > 0 ? limits.nodes : level.defaultNodes;
    // Stop a little before the budget: unwinding and answering take a moment too.
    const double hardMs = timeMs > 0 ? std::max(1.0, timeMs * 0.97 - 2.0) : 0;
    // No new iteration after this: the next would rarely finish, and a cut-off one still counts.
    if (timeMs > 0) params.softMs = limits.softMs > 0 ? std::min(limits.softMs, timeMs) : timeMs * kSoftShare;
    // The threat guard's budget for a quick check: a twentieth of the time, or a tenth of the nodes.
    if (params.guardDepth > 0) {
        if (timeMs > 0) params.guardMs = std::max(2.0, timeMs * 0.05);
        if (nodes > 0) params.guardNodes = std::min<uint64_t>(params.guardNodes, nodes / 10 + 1);
        else if (timeMs > 0) params.guardNodes = 0;
    }

    const std::function<bool()>* poll = callbacks.shouldStop ? &callbacks.shouldStop : nullptr;
    SearchControl ctl;
    ctl.start(hardMs, nodes, callbacks.stop, poll);
    Engine& e = *engine_;
    e.tt.newSearch();
    e.vcf.clear();
    e.vct.clear();
    e.guard.clear();

    SearchBoard board(position);
    const int side = board.sideToMove();
    auto finish = [&](SearchResult& r) {
        r.nodes = ctl.nodes();
        e.nodes += r.nodes;
        r.timeMs = ctl.elapsedMs();
        r.stopped = ctl.stopped();
        if (r.winIn != 0) r.winner = r.winIn > 0 ? colorOf(side) : colorOf(side ^ 1);
        return r;
    };

    if (board.stones() == 0 && only.empty()) {  // the first stone: the centre
        const Point centre(board.size() / 2, board.size() / 2);
        result.best = centre;
        result.pv = {centre};
        return finish(result);
    }

    // A forced win by fours, shortest first: played at once, and shown.
    if (level.rootVcfFours > 0 && board.fivePoint(side ^ 1) < 0) {
        SearchControl vcfCtl;
        vcfCtl.startChild(ctl, hardMs > 0 ? hardMs * 0.1 : 0, nodes ? nodes / 3 + 1 : 3000000);
        std::vector<int> line;
        if (e.vcf.solveShortest(board, vcfCtl, level.rootVcfFours, &line) && allowed(line.front())) {
            result.vcf = toPoints(line);
            result.best = result.vcf.front();
            result.pv = result.vcf;
            result.winIn = winInFromLine(board, line);
            result.eval = kWinScore - 2 * result.winIn + 1;
            ctl.absorb(vcfCtl);
            return finish(result);
        }
        ctl.absorb(vcfCtl);
        if (vcfCtl.stopped() && (callbacks.stop || poll) && !vcfCtl.timeOrNodesUp()) ctl.stop();
    }

    // A forced win by threes and fours. Deepening one threat at a time, short wins are found first
    // and cheaply, by the quick mode; a win it finds is claimed only when the exact mode, with a
    // budget of its own, finds one too (it may need a threat more: a three answered again after a
    // counter-four). When the exact look runs out of budget first, the quick mode's move is still
    // played (it is right far more often than not), but searched as any move, not claimed.
    std::vector<int> root = only;
    if (level.rootVctDepth > 0 && board.fivePoint(side ^ 1) < 0 && !ctl.stopped()) {
        std::vector<int> line;
        bool interrupted = false, outOfBudget = false;
        auto look = [&](VctSolver& vct, int maxDepth) {
            SearchControl vctCtl;
            vctCtl.startChild(ctl, hardMs > 0 ? hardMs * 0.1 : 0, nodes ? nodes / 5 + 1 : 500000);
            bool won = false;
            for (int d = 1; d <= maxDepth && !won && !vctCtl.stopped(); ++d) won = vct.solve(board, vctCtl, d, &line);
            ctl.absorb(vctCtl);
            if (vctCtl.stopped() && (callbacks.stop || poll) && !vctCtl.timeOrNodesUp()) interrupted = true;
            outOfBudget = !won && vctCtl.stopped();
            return won && !interrupted;
        };
        if (look(e.guard, level.rootVctDepth) && !line.empty() && allowed(line.front())) {
            const int quickMove = line.front();
            if (look(e.vct, level.rootVctDepth + 1) && !line.empty() && allowed(line.front())) {
                result.best = cellPoint(line.front());
                result.pv = toPoints(line);
                result.winIn = winInFromLine(board, line);
                result.eval = kWinScore - 2 * result.winIn + 1;
                return finish(result);
            }
            if (outOfBudget && !interrupted) root.assign(1, quickMove);
        }
        if (interrupted) ctl.stop();
    }

    Search search(board, e.tt, ctl, e.vcf, params, limits.seed);
    search.restrictRoot(root);
    search.setGuard(&e.guard);
    search.run([&](const Iteration& it) {
        if (!callbacks.onProgress) return;
        SearchProgress p;
        p.depth = it.depth;
        p.eval = it.score;
        p.winIn = winInFromScore(it.score);
        p.nodes = ctl.nodes();
        p.timeMs = ctl.elapsedMs();
        p.pv = toPoints(it.pv);
        if (!p.pv.empty()) p.best = p.pv.front();
        callbacks.onProgress(p);
    });
    if (search.bestMove() >= 0) result.best = cellPoint(search.bestMove());
    else result.best = anyLegalPoint(position, only);
    result.pv = toPoints(search.pv());
    if (result.pv.empty() && result.best.onBoard(position.size())) result.pv = {result.best};
    result.eval = search.bestScore();
    result.winIn = winInFromScore(search.bestScore());
    result.depth = search.depth();
    return finish(result);
}

std::vector<Point> findVcf(const Position& position, int maxFours, uint64_t nodes) {
    if (hasFive(position) || position.toMove() == Color::Empty) return {};
    SearchBoard board(position);
    SearchControl ctl;
    ctl.start(0, nodes, nullptr, nullptr);
    VcfSolver vcf(16);
    std::vector<int> line;
    if (!vcf.solveShortest(board, ctl, maxFours, &line)) return {};
    return toPoints(line);
}

std::vector<Point> findVct(const Position& position, int depth, uint64_t nodes) {
    if (hasFive(position) || position.toMove() == Color::Empty) return {};
    SearchBoard board(position);
    SearchControl ctl;
    ctl.start(0, nodes, nullptr, nullptr);
    VcfSolver vcf(16);
    VctSolver vct(vcf, 16);
    std::vector<int> line;
    for (int d = 1; d <= depth; ++d) {
        if (vct.solve(board, ctl, d, &line)) return toPoints(line);
        if (ctl.stopped()) break;
    }
    return {};
}

}  // namespace renju::bot
