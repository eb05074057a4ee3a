// Soak: the bot plays itself under every rule (freestyle, standard, renju) and every opening rule
// (core/opening.h), game after game, and every step is checked:
// - each answer of the bot (decideTurn) is accepted by the game; its stones are legal and never
//   forbidden for Renju black by the brute-force reference (tests/core/reference_rules.cpp);
// - whenever Renju black is to move, the game's forbidden points equal the reference's, kind for kind;
// - after every action the game is over exactly when a five (read cell by cell) or a full board
//   says so, and the game's state invariants hold (tests/fuzz/game_checks.h: stones, turn,
//   code, result against the board, opening turn), and every tenth action the incrementally kept
//   patterns equal ones built from scratch;
// - every finished game's record (core/record.h) reads back as the same game and is written the
//   same; its snapshot too.
// It reports games per second and the peak memory (getrusage maxrss). A failed check names the game;
// `--game K` plays that one again (the bot is limited by nodes, so a game replays exactly).
//
//   soak [--games N] [--level L] [--nodes N] [--seed S] [--rule R] [--opening O] [--game K] [--quiet]
// N games per rule and opening rule (default 4); L the bot's level (0: a level from 1 to 4 per game,
// the default); N its node budget per turn (default 2000).
#include <sys/resource.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/record.h"
#include "core/random.h"
#include "game_checks.h"

using namespace renju;

namespace {

// What is being played, for the report when a check fails (FUZZ_CHECK aborts).
char gContext[256] = "starting";

void onAbort(int) {
    std::fprintf(stderr, "soak: a check failed in %s\n", gContext);
    std::signal(SIGABRT, SIG_DFL);
}

struct Options {
    int games = 4;
    int level = 0;
    uint64_t nodes = 2000;
    uint64_t seed = 1;
    int onlyRule = -1;
    int onlyOpening = -1;
    long onlyGame = -1;
    bool quiet = false;
};

struct Tally {
    long games = 0, actions = 0, stones = 0, blackWins = 0, whiteWins = 0, draws = 0, forbiddenChecks = 0;
    double seconds = 0;
};

bool standardOnly(Opening o) {
    return o == Opening::Rif || o == Opening::Yamaguchi || o == Opening::Soosorv8 || o == Opening::Taraguchi10;
}

// Renju, black to move: the game's forbidden points (the list, forbiddenAt and legality) against the
// reference, point by point.
void checkForbidden(const Game& g, Tally& t) {
    const Position& pos = g.position();
    if (pos.rule() != Rule::Renju || g.toMove() != Color::Black || g.over()) return;
    const int n = pos.size();
    reference::Grid grid = fuzz::gridOf(pos.board());
    ForbiddenList list;
    g.forbiddenPoints(list);
    int k = 0;
    for (int i = 0; i < n * n; ++i) {
        const Point p = pos.board().point(i);
        const ForbiddenKind want = pos.board().empty(p) ? fuzz::referenceKind(grid, p.x, p.y) : ForbiddenKind::None;
        FUZZ_CHECK(g.forbiddenAt(p) == want);
        if (want == ForbiddenKind::None) continue;
        FUZZ_CHECK(k < list.count && list.items[k].point == p && list.items[k].kind == want);
        ++k;
    }
    FUZZ_CHECK(k == list.count);
    ++t.forbiddenChecks;
}

// Whether a stone of `c` is part of a winning line, read cell by cell.
bool hasFive(const Position& pos, Color c) {
    static const int dx[4] = {1, 0, 1, 1}, dy[4] = {0, 1, 1, -1};
    const Board& b = pos.board();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x)
            if (b.at(Point(x, y)) == c)
                for (int d = 0; d < 4; ++d)
                    if (fuzz::naiveWins(pos.rule(), c, fuzz::naiveRun(b, x, y, dx[d], dy[d], c))) return true;
    return false;
}

// One game, the bot acting for both players from the first opening step to the end.
void playGame(bot::Bot& bot, Rule rule, Opening opening, int size, int level, uint64_t nodes, uint64_t seed, Tally& t) {
    GameOptions o;
    o.rule = rule;
    o.opening = opening;
    o.size = size;
    FUZZ_CHECK(Game::validate(o).ok());
    Game g(o);
    bot::SearchLimits limits;
    limits.level = level;
    limits.nodes = nodes;
    for (int step = 0; !g.over(); ++step) {
        FUZZ_CHECK(step < 2 * size * size + 64);  // every game ends
        checkForbidden(g, t);
        limits.seed = mix(seed + step);
        const Turn turn = g.turn();
        const bot::TurnAnswer a = bot::decideTurn(bot, g, limits);
        if (a.status.code == ErrorCode::WrongPhase && !turn.opening) {
            // No legal point is left (Renju black with only forbidden points): the bot passes.
            for (int i = 0; i < size * size; ++i) FUZZ_CHECK(!g.legality(g.position().board().point(i)).ok());
            FUZZ_CHECK(g.pass().ok());
            ++t.actions;
            continue;
        }
        FUZZ_CHECK(a.status.ok());
        const Action& act = a.action;
        if (act.type == ActionType::Move || act.type == ActionType::Choose) {
            const Color c = act.type == ActionType::Choose ? Color::Black : turn.stone;
            FUZZ_CHECK(act.point.onBoard(size) && g.position().board().empty(act.point));
            if (rule == Rule::Renju && c == Color::Black && !fuzz::naiveMakesFive(g.position(), act.point, c)) {
                reference::Grid grid = fuzz::gridOf(g.position().board());
                FUZZ_CHECK(fuzz::referenceKind(grid, act.point.x, act.point.y) == ForbiddenKind::None);
            }
            ++t.stones;
        }
        FUZZ_CHECK(g.apply(act).ok());
        ++t.actions;
        // The game ends at the first five (ruled at once), and only then or on a full board.
        const bool blackFive = hasFive(g.position(), Color::Black), whiteFive = hasFive(g.position(), Color::White);
        FUZZ_CHECK(!(blackFive && whiteFive));
        FUZZ_CHECK(g.over() == (blackFive || whiteFive || g.position().board().full()));
        if (blackFive || whiteFive) FUZZ_CHECK(g.result().reason == Reason::Five && g.result().winner() == (blackFive ? Color::Black : Color::White));
        fuzz::checkState(g, step % 10 == 0 || g.over());
    }
    fuzz::checkRecord(g);
    fuzz::checkSnapshot(g);
    ++t.games;
    const Outcome out = g.result().outcome;
    ++(out == Outcome::BlackWins ? t.blackWins : out == Outcome::WhiteWins ? t.whiteWins : t.draws);
}

bool parse(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
        const char* v = nullptr;
        if (a == "--quiet") {
            o.quiet = true;
        } else if ((a == "--games" || a == "--level" || a == "--nodes" || a == "--seed" || a == "--game") && (v = value())) {
            const long long x = std::atoll(v);
            if (a == "--games") o.games = static_cast<int>(x);
            if (a == "--level") o.level = static_cast<int>(x);
            if (a == "--nodes") o.nodes = static_cast<uint64_t>(x);
            if (a == "--seed") o.seed = static_cast<uint64_t>(x);
            if (a == "--game") o.onlyGame = x;
        } else if (a == "--rule" && (v = value())) {
            for (int r = 0; r < 3; ++r)
                if (std::strcmp(v, ruleName(static_cast<Rule>(r))) == 0) o.onlyRule = r;
            if (o.onlyRule < 0) return false;
        } else if (a == "--opening" && (v = value())) {
            for (int k = 0; k < kOpenings; ++k)
                if (std::strcmp(v, openingName(static_cast<Opening>(k))) == 0) o.onlyOpening = k;
            if (o.onlyOpening < 0) return false;
        } else {
            return false;
        }
    }
    return o.games > 0 && o.level >= 0 && o.level <= 4 && o.nodes > 0;
}

}  // namespace

int main(int argc, char** argv) {
    Options opt;
    if (!parse(argc, argv, opt)) {
        std::fprintf(stderr,
                     "usage: soak [--games N] [--level 0-4] [--nodes N] [--seed S] [--rule R] [--opening O] [--game K] [--quiet]\n");
        return 2;
    }
    std::signal(SIGABRT, onAbort);
    bot::Bot bot;
    // Gomoku boards of several sizes where the opening rule allows them; small ones fill up.
    const int gomokuSizes[] = {15, 19, 10, 7};
    Tally total;
    const auto start = std::chrono::steady_clock::now();
    long index = 0;
    std::printf("soak: %d game(s) per rule and opening rule, level %s, %llu nodes per turn, seed %llu\n", opt.games,
                opt.level ? std::to_string(opt.level).c_str() : "1-4", static_cast<unsigned long long>(opt.nodes),
                static_cast<unsigned long long>(opt.seed));
    for (int r = 0; r < 3; ++r) {
        const Rule rule = static_cast<Rule>(r);
        for (int k = 0; k < kOpenings; ++k) {
            const Opening opening = static_cast<Opening>(k);
            Tally t;
            const auto t0 = std::chrono::steady_clock::now();
            for (int i = 0; i < opt.games; ++i, ++index) {
                if ((opt.onlyRule >= 0 && opt.onlyRule != r) || (opt.onlyOpening >= 0 && opt.onlyOpening != k) ||
                    (opt.onlyGame >= 0 && opt.onlyGame != index))
                    continue;
                const uint64_t seed = mix(opt.seed * 1000003 + static_cast<uint64_t>(index));
                const int size = rule == Rule::Renju || standardOnly(opening) ? kDefaultSize : gomokuSizes[i % 4];
                const int level = opt.level ? opt.level : 1 + static_cast<int>(seed % 4);
                std::snprintf(gContext, sizeof gContext, "game %ld (%s, opening %s, %dx%d, level %d): rerun with --seed %llu --game %ld",
                              index, ruleName(rule), openingName(opening), size, size, level,
                              static_cast<unsigned long long>(opt.seed), index);
                playGame(bot, rule, opening, size, level, opt.nodes, seed, t);
            }
            t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            if (t.games && !opt.quiet)
                std::printf("  %-9s %-12s %3ld games, %5ld stones, black %ld / white %ld / draw %ld, %.2f games/s\n",
                            ruleName(rule), openingName(opening), t.games, t.stones, t.blackWins, t.whiteWins, t.draws,
                            t.games / t.seconds);
            total.games += t.games;
            total.actions += t.actions;
            total.stones += t.stones;
            total.blackWins += t.blackWins;
            total.whiteWins += t.whiteWins;
            total.draws += t.draws;
            total.forbiddenChecks += t.forbiddenChecks;
        }
    }
    total.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("soak: %ld games, %ld actions (%ld stones) in %.1f s: %.2f games/s, %.0f actions/s; "
                "black %ld, white %ld, draws %ld; %ld forbidden sets checked against the reference; "
                "every record and snapshot read back; peak memory (maxrss) %.1f MB\n",
                total.games, total.actions, total.stones, total.seconds, total.games / total.seconds,
                total.actions / total.seconds, total.blackWins, total.whiteWins, total.draws, total.forbiddenChecks,
                usage.ru_maxrss / 1024.0);
    return total.games > 0 ? 0 : 1;
}
