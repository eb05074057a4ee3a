// Self-play matches with score and Elo estimate (not part of the test suite).
//   bot_match levels [--level L] [--vs L2] [--rule R] [--size N] [--games G] [--nodes N | --time MS] [--seed S]
//       level L against level L2 (default L-1), in one process
//   bot_match engines PROGRAM_A PROGRAM_B [--rule R] [--size N] [--games G] [--time MS] [--nodes N] [--seed S]
//       two Gomocup-protocol engines, e.g. this build's pbrain-renju against a saved earlier one
//   bot_match openings [--rule R] [--count C] [--nodes N] [--max-eval E] [--seed S]
//       prints C openings that level 0 judges near even (|black's advantage| <= E after a search of
//       N nodes), one game code a line with that advantage: a file for --openings
// Each opening is played twice with colours swapped: with --openings FILE those of the file (a game
// code a line; '#' starts a comment) in turn, with --openings standard the 26 standard openings,
// otherwise a few stones near the centre from the seed. Random openings are far from even in
// freestyle (black's extra stone near the centre usually wins), so that each side wins with black
// whatever its strength: strength shows in balanced openings.
// Moves are judged by the rules core; a forbidden, illegal, missing or garbled move loses.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/level.h"
#include "core/forbidden.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/random.h"
#include "core/standard_opening.h"

using namespace renju;
using Clock = std::chrono::steady_clock;

namespace {

struct Options {
    std::string mode;
    std::vector<std::string> programs;
    Rule rule = Rule::Renju;
    int size = 15;
    int games = 20;
    int level = 5, vs = -1;
    int timeMs = 0;
    uint64_t nodes = 0;
    uint64_t seed = 1;
    bool verbose = false;
    std::string openings;  // FILE or "standard" (none: random from the seed)
    int count = 20;        // openings mode: how many to print
    int maxEval = 60;      // openings mode: the largest |black's advantage| kept
};

// An opening: black on the centre, white next to it, black within the central 5x5 (for Renju as in
// RIF's standard openings, but not limited to the 26), or the same three stones anywhere near the
// centre for gomoku.
std::vector<Point> opening(const Options& o, uint64_t k) {
    const int c = o.size / 2;
    uint64_t s = mix(o.seed * 1000003 + k);
    auto pick = [&](int r) { return static_cast<int>((s = mix(s)) % (2 * r + 1)) - r; };
    for (;;) {
        const Point b1(c, c);
        const Point w(c + pick(1), c + pick(1));
        const Point b2(c + pick(2), c + pick(2));
        if (w == b1 || b2 == b1 || b2 == w) continue;
        return {b1, w, b2};
    }
}

// An empty game under the match's rule and board size.
Game newGame(const Options& o) {
    GameOptions go;
    go.rule = o.rule;
    go.size = o.size;
    return Game(go);
}

// The openings of --openings: "standard" (the 26 standard openings, canonical orientation) or a file
// of game codes; an error names the line that is not a playable opening.
std::vector<std::vector<Point>> loadOpenings(const Options& o, std::string& error) {
    std::vector<std::vector<Point>> list;
    if (o.openings == "standard") {
        const Point centre(o.size / 2, o.size / 2);
        for (const StandardOpening& s : standardOpenings()) list.push_back({centre, s.white2, s.black3});
        return list;
    }
    FILE* f = std::fopen(o.openings.c_str(), "r");
    if (!f) {
        error = "cannot read " + o.openings;
        return {};
    }
    char buf[4096];
    for (int lineNo = 1; std::fgets(buf, sizeof buf, f); ++lineNo) {
        std::string line(buf);
        line = line.substr(0, line.find('#'));
        line = line.substr(0, line.find('\t'));  // the generator writes the advantage after a tab
        line = trimSpaces(line);
        if (line.empty()) continue;
        const ParsedCode code = parseCode(line, o.size);
        Game game = newGame(o);
        std::vector<Point> stones;
        Status st = code.status;
        for (size_t k = 0; st.ok() && k < code.moves.size(); ++k) {
            st = game.play(code.moves[k].point);
            stones.push_back(code.moves[k].point);
        }
        if (st.ok() && (stones.empty() || game.over())) st = Status::error(ErrorCode::BadCode, "no opening: empty, or the game is over");
        if (!st.ok()) {
            error = o.openings + " line " + std::to_string(lineNo) + ": " + st.message;
            std::fclose(f);
            return {};
        }
        list.push_back(stones);
    }
    std::fclose(f);
    if (list.empty()) error = o.openings + ": no opening in it";
    return list;
}

class Contestant {
public:
    virtual ~Contestant() = default;
    virtual void newGame(const Options& o) = 0;
    // The move for the side to move in `game`; `last` is the opponent's previous move (none at the
    // first call of a game). Off the board when the player failed.
    virtual Point move(const Game& game, Point last, bool first, std::string& why) = 0;
    virtual std::string name() const = 0;
};

class BotPlayer : public Contestant {
public:
    BotPlayer(int level, const Options& o) : level_(level), o_(o), bot_(bot::BotOptions{16}) {}
    void newGame(const Options&) override {}
    Point move(const Game& game, Point, bool, std::string& why) override {
        bot::SearchLimits l;
        l.level = level_;
        l.timeMs = o_.timeMs;
        l.nodes = o_.nodes;
        l.seed = mix(o_.seed + static_cast<uint64_t>(game.ply()) * 7 + static_cast<uint64_t>(level_));
        const bot::SearchResult r = bot_.search(game.position(), l);
        if (!r.status.ok()) why = r.status.message;
        return r.best;
    }
    std::string name() const override { return "level " + std::to_string(level_); }

private:
    int level_;
    Options o_;
    bot::Bot bot_;
};

// A Gomocup-protocol engine in a child process.
class EnginePlayer : public Contestant {
public:
    explicit EnginePlayer(std::string program) : program_(std::move(program)) {}
    ~EnginePlayer() override { stop(); }

    void newGame(const Options& o) override {
        if (pid_ <= 0) launch();
        size_ = o.size;
        send("START " + std::to_string(o.size));
        std::string ok = readLine(10000);
        if (ok != "OK") std::fprintf(stderr, "%s: START answered '%s'\n", program_.c_str(), ok.c_str());
        const int bits = o.rule == Rule::Renju ? 4 : o.rule == Rule::Standard ? 1 : 0;
        send("INFO rule " + std::to_string(bits));
        send("INFO timeout_match 0");
        if (o.timeMs > 0) send("INFO timeout_turn " + std::to_string(o.timeMs));
        if (o.nodes > 0) send("INFO max_nodes " + std::to_string(o.nodes));
        timeMs_ = o.timeMs;
    }

    Point move(const Game& game, Point last, bool first, std::string& why) override {
        if (first) {
            // The position so far, as our stones (1) and the opponent's (2), in move order.
            send("BOARD");
            const std::vector<Move> moves = game.moves();
            const Color me = game.toMove();
            Position replay(game.options().size, game.options().rule);
            Color c = Color::Black;
            for (const Move& m : moves) {
                send(std::to_string(m.point.x) + "," + std::to_string(size_ - 1 - m.point.y) + "," + (c == me ? "1" : "2"));
                c = opponent(c);
            }
            send("DONE");
        } else {
            send("TURN " + std::to_string(last.x) + "," + std::to_string(size_ - 1 - last.y));
        }
        const int limit = timeMs_ > 0 ? timeMs_ * 3 + 2000 : 60000;
        const std::string line = readLine(limit);
        int x, y;
        char tail;
        if (std::sscanf(line.c_str(), "%d,%d%c", &x, &y, &tail) != 2) {
            why = "answered '" + line + "'";
            return Point();
        }
        return Point(x, size_ - 1 - y);
    }
    std::string name() const override { return program_; }

private:
    void launch() {
        int in[2], out[2];
        if (pipe(in) != 0 || pipe(out) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            dup2(in[0], 0);
            dup2(out[1], 1);
            close(in[1]);
            close(out[0]);
            execl(program_.c_str(), program_.c_str(), static_cast<char*>(nullptr));
            _exit(127);
        }
        close(in[0]);
        close(out[1]);
        to_ = fdopen(in[1], "w");
        from_ = out[0];
    }
    void stop() {
        if (pid_ <= 0) return;
        send("END");
        if (to_) fclose(to_);
        to_ = nullptr;
        close(from_);
        int status;
        waitpid(pid_, &status, 0);
        pid_ = 0;
    }
    void send(const std::string& s) {
        if (!to_) return;
        std::fprintf(to_, "%s\n", s.c_str());
        std::fflush(to_);
    }
    // The next line that is not MESSAGE/DEBUG, or "" after `ms` milliseconds.
    std::string readLine(int ms) {
        const auto t0 = Clock::now();
        for (;;) {
            const size_t nl = buffer_.find('\n');
            if (nl != std::string::npos) {
                std::string line = buffer_.substr(0, nl);
                buffer_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                if (line.rfind("MESSAGE", 0) == 0 || line.rfind("DEBUG", 0) == 0 || line.empty()) continue;
                return line;
            }
            const double left = ms - std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
            if (left <= 0) return "";
            fd_set set;
            FD_ZERO(&set);
            FD_SET(from_, &set);
            timeval tv{static_cast<long>(left / 1000), static_cast<long>(std::fmod(left, 1000.0) * 1000)};
            if (select(from_ + 1, &set, nullptr, nullptr, &tv) <= 0) return "";
            char chunk[4096];
            const ssize_t n = read(from_, chunk, sizeof chunk);
            if (n <= 0) return "";
            buffer_.append(chunk, static_cast<size_t>(n));
        }
    }

    std::string program_;
    pid_t pid_ = 0;
    FILE* to_ = nullptr;
    int from_ = -1;
    std::string buffer_;
    int size_ = 15;
    int timeMs_ = 0;
};

struct Tally {
    int wins = 0, losses = 0, draws = 0;
    double maxMoveMs[2] = {0, 0};
    int moves[2] = {0, 0};
    int overTime[2] = {0, 0};  // moves that took longer than --time (wall time, as a manager sees it)
};

bool hasLegalPoint(const Game& game) {
    Position pos = game.position();
    const int n = pos.size();
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if (pos.board().empty(Point(x, y)) &&
                (pos.toMove() != Color::Black || forbiddenKind(pos, Point(x, y)) == ForbiddenKind::None))
                return true;
    return false;
}

// Plays one game; returns +1 if `a` won, -1 if `b` won, 0 for a draw.
int playGame(const Options& o, const std::vector<Point>& open, Contestant& a, Contestant& b, bool aBlack, Tally& t) {
    Game game = newGame(o);
    for (Point p : open) game.play(p);
    a.newGame(o);
    b.newGame(o);
    Contestant* black = aBlack ? &a : &b;
    Contestant* white = aBlack ? &b : &a;
    bool firstBlack = true, firstWhite = true;
    Point last;
    while (!game.over() && !game.position().board().full() && game.ply() < o.size * o.size) {
        const bool blackToMove = game.toMove() == Color::Black;
        Contestant* p = blackToMove ? black : white;
        bool& first = blackToMove ? firstBlack : firstWhite;
        std::string why;
        const auto t0 = Clock::now();
        const Point m = p->move(game, last, first, why);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        const int side = p == &a ? 0 : 1;
        t.maxMoveMs[side] = std::max(t.maxMoveMs[side], ms);
        ++t.moves[side];
        if (o.timeMs > 0 && ms > o.timeMs) ++t.overTime[side];
        if (o.verbose && o.timeMs > 0 && ms > 1.2 * o.timeMs)
            std::fprintf(stderr, "  slow move: %.0f ms at ply %d by %s\n", ms, game.ply(), p->name().c_str());
        first = false;
        // Black with only forbidden points left cannot move: a draw, as a full board is.
        if (!m.onBoard(o.size) && !hasLegalPoint(game)) {
            if (o.verbose) std::fprintf(stderr, "  no legal point for %s: draw\n", blackToMove ? "black" : "white");
            return 0;
        }
        const Status s = m.onBoard(o.size) ? game.play(m) : Status::error(ErrorCode::OffBoard, why.empty() ? "no move" : why);
        if (!s.ok()) {
            std::fprintf(stderr, "  %s (%s) lost by an illegal move: %s\n", p->name().c_str(), blackToMove ? "black" : "white",
                         s.message.c_str());
            return p == &a ? -1 : 1;
        }
        last = m;
    }
    if (o.verbose) std::fprintf(stderr, "  %s\n", game.code().c_str());
    if (!game.over() || game.result().winner() == Color::Empty) return 0;
    if (game.result().reason == Reason::Forbidden)
        std::fprintf(stderr, "  black (%s) played a forbidden point: %s\n", black->name().c_str(), game.code().c_str());
    const bool blackWon = game.result().winner() == Color::Black;
    return blackWon == aBlack ? 1 : -1;
}

void report(const std::string& a, const std::string& b, const Tally& t) {
    const int n = t.wins + t.losses + t.draws;
    const double score = n ? (t.wins + 0.5 * t.draws) / n : 0.5;
    auto elo = [](double p) {
        p = std::min(0.999, std::max(0.001, p));
        return -400.0 * std::log10(1.0 / p - 1.0);
    };
    // Standard error of the mean score, per game.
    double var = 0;
    if (n) {
        var = (t.wins * (1 - score) * (1 - score) + t.losses * score * score + t.draws * (0.5 - score) * (0.5 - score)) / n;
    }
    const double se = n ? std::sqrt(var / n) : 0;
    std::printf("%s vs %s: +%d -%d =%d  score %.1f%%  Elo %+.0f (95%%: %+.0f .. %+.0f)  max move %.0f / %.0f ms"
                "  over the time %d of %d / %d of %d moves\n",
                a.c_str(), b.c_str(), t.wins, t.losses, t.draws, 100 * score, elo(score), elo(score - 1.96 * se),
                elo(score + 1.96 * se), t.maxMoveMs[0], t.maxMoveMs[1], t.overTime[0], t.moves[0], t.overTime[1], t.moves[1]);
    std::fflush(stdout);
}

// Random openings of three stones (black, white, black) in the central 7x7, kept when a level-0
// search of o.nodes nodes finds black's advantage within o.maxEval (white to move).
int printBalancedOpenings(const Options& o) {
    if (o.count < 1 || o.nodes == 0 || o.maxEval < 0) {
        std::fprintf(stderr, "bot_match openings: --count, --nodes and --max-eval must be positive\n");
        return 2;
    }
    bot::Bot bot(bot::BotOptions{16});
    const int c = o.size / 2;
    std::vector<std::string> seen;
    int kept = 0;
    for (uint64_t k = 0; kept < o.count && k < 100000; ++k) {
        uint64_t s = mix(o.seed * 7919 + k);
        auto pick = [&]() { return c + static_cast<int>((s = mix(s)) % 7) - 3; };
        std::vector<Point> stones;
        while (stones.size() < 3) {
            const Point p(pick(), pick());
            if (std::find(stones.begin(), stones.end(), p) == stones.end()) stones.push_back(p);
        }
        Game game = newGame(o);
        std::vector<Move> moves;
        bool ok = true;
        for (Point p : stones) {
            ok = ok && game.play(p).ok();
            moves.push_back(Move::at(p));
        }
        if (!ok || game.over()) continue;
        const std::string code = formatCode(moves);
        if (std::find(seen.begin(), seen.end(), code) != seen.end()) continue;
        seen.push_back(code);
        bot::SearchLimits l;
        l.level = bot::kAnalysisLevel;
        l.nodes = o.nodes;
        l.seed = o.seed;
        const bot::SearchResult r = bot.search(game.position(), l);
        if (!r.status.ok() || r.winIn != 0) continue;
        const int blackAdvantage = -r.eval;  // white is to move
        if (std::abs(blackAdvantage) > o.maxEval) continue;
        std::printf("%s\t%+d\n", code.c_str(), blackAdvantage);
        std::fflush(stdout);
        ++kept;
    }
    return kept == o.count ? 0 : 1;
}

int usage() {
    std::fprintf(stderr,
                 "usage: bot_match levels [--level L] [--vs L2] [options]\n"
                 "       bot_match engines PROGRAM_A PROGRAM_B [options]\n"
                 "       bot_match openings [--rule R] [--count C] [--nodes N] [--max-eval E] [--seed S]\n"
                 "options: --rule renju|standard|freestyle  --size N  --games G  --time MS  --nodes N  --seed S  --verbose\n"
                 "         --openings FILE|standard\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    signal(SIGPIPE, SIG_IGN);
    if (argc < 2) return usage();
    Options o;
    o.mode = argv[1];
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--rule") {
            const auto r = parseRule(next());
            if (!r) return usage();
            o.rule = *r;
        } else if (a == "--size") o.size = std::atoi(next());
        else if (a == "--games") o.games = std::atoi(next());
        else if (a == "--level") o.level = std::atoi(next());
        else if (a == "--vs") o.vs = std::atoi(next());
        else if (a == "--time") o.timeMs = std::atoi(next());
        else if (a == "--nodes") o.nodes = std::strtoull(next(), nullptr, 10);
        else if (a == "--seed") o.seed = std::strtoull(next(), nullptr, 10);
        else if (a == "--verbose") o.verbose = true;
        else if (a == "--openings") o.openings = next();
        else if (a == "--count") o.count = std::atoi(next());
        else if (a == "--max-eval") o.maxEval = std::atoi(next());
        else if (a.rfind("--", 0) == 0) return usage();
        else o.programs.push_back(a);
    }
    if (o.rule == Rule::Renju) o.size = 15;
    if (o.size < kMinSize || o.size > kMaxSize || o.games < 1) return usage();

    if (o.mode == "openings") return printBalancedOpenings(o);
    std::vector<std::vector<Point>> openings;
    if (!o.openings.empty()) {
        std::string error;
        openings = loadOpenings(o, error);
        if (!error.empty()) {
            std::fprintf(stderr, "bot_match: %s\n", error.c_str());
            return 2;
        }
    }

    std::unique_ptr<Contestant> a, b;
    if (o.mode == "levels") {
        if (o.vs < 0) o.vs = o.level - 1;
        if (o.level < 0 || o.level > 5 || o.vs < 0 || o.vs > 5) return usage();
        a.reset(new BotPlayer(o.level, o));
        b.reset(new BotPlayer(o.vs, o));
    } else if (o.mode == "engines" && o.programs.size() == 2) {
        a.reset(new EnginePlayer(o.programs[0]));
        b.reset(new EnginePlayer(o.programs[1]));
    } else {
        return usage();
    }

    Tally t;
    for (int g = 0; g < o.games; ++g) {
        const std::vector<Point> open =
            openings.empty() ? opening(o, static_cast<uint64_t>(g / 2)) : openings[static_cast<size_t>(g / 2) % openings.size()];
        const int r = playGame(o, open, *a, *b, g % 2 == 0, t);
        (r > 0 ? t.wins : r < 0 ? t.losses : t.draws)++;
        if (o.verbose) std::fprintf(stderr, "game %d: %s\n", g + 1, r > 0 ? "A won" : r < 0 ? "B won" : "draw");
    }
    std::printf("%s, %dx%d, %d games, %s: ", ruleName(o.rule), o.size, o.size, o.games,
                o.nodes ? (std::to_string(o.nodes) + " nodes/move").c_str() : (std::to_string(o.timeMs) + " ms/move").c_str());
    report(a->name(), b->name(), t);
    return 0;
}
