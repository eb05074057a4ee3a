// pbrain-renju: the bot as a Piskvork / Gomocup protocol engine on standard input and output, with
// the Yixin-Board extensions YXSHOWFORBID and YXBOARD. Only the protocol lives here; the search is
// core/bot's. Protocol coordinates are "x,y": x the column from the left, y the row from the top,
// both from 0. Every bad line gets an "ERROR ..." answer and the engine carries on.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/forbidden.h"
#include "core/position.h"

using namespace renju;

namespace {

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

std::string trim(const std::string& s) {
    size_t a = 0, b = s.size();
    while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
    while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
    return s.substr(a, b - a);
}

// Parses "a,b" or "a,b,c" of small non-negative integers; false on anything else.
bool parseInts(const std::string& text, std::vector<long>& out, size_t count) {
    out.clear();
    std::string t = trim(text);
    size_t i = 0;
    while (i <= t.size()) {
        size_t j = t.find(',', i);
        if (j == std::string::npos) j = t.size();
        const std::string part = trim(t.substr(i, j - i));
        if (part.empty() || part.size() > 9) return false;
        for (char c : part)
            if (!std::isdigit(static_cast<unsigned char>(c))) return false;
        out.push_back(std::stol(part));
        i = j + 1;
        if (j == t.size()) break;
    }
    return out.size() == count;
}

class GomocupEngine {
public:
    GomocupEngine() : bot_(bot::BotOptions{64, true}) {}

    // Handles one input line; returns false on END.
    bool handle(const std::string& raw) {
        const std::string line = trim(raw);
        if (line.empty()) return true;
        if (reading_ != Reading::None) return readStone(line);
        const size_t space = line.find(' ');
        const std::string cmd = upper(line.substr(0, space));
        const std::string arg = space == std::string::npos ? "" : trim(line.substr(space + 1));
        if (cmd == "END") return false;
        if (cmd == "START") start(arg);
        else if (cmd == "RECTSTART") rectStart(arg);
        else if (cmd == "RESTART") restart();
        else if (cmd == "INFO") info(arg);
        else if (cmd == "ABOUT")
            say("name=\"pbrain-renju\", version=\"0.1\", author=\"renju project\", country=\"-\"");
        else if (!started()) error("send START first");
        else if (cmd == "BEGIN") begin();
        else if (cmd == "TURN") turn(arg);
        else if (cmd == "BOARD" || cmd == "YXBOARD") beginBoard(cmd == "BOARD" ? Reading::Board : Reading::YxBoard);
        else if (cmd == "SWAP2BOARD") beginBoard(Reading::Swap2);
        else if (cmd == "TAKEBACK") takeback(arg);
        else if (cmd == "PLAY") playCommand(arg);
        else if (cmd == "YXSHOWFORBID") showForbid();
        else error("unknown command: " + cmd);
        return true;
    }

private:
    enum class Reading { None, Board, YxBoard, Swap2 };
    struct Stone {
        Point p;
        Color c;
    };

    static void say(const std::string& s) {
        std::cout << s << '\n' << std::flush;
    }
    static void error(const std::string& s) { say("ERROR " + s); }

    bool started() const { return size_ > 0; }

    Rule rule() const { return (ruleBits_ & 4) ? Rule::Renju : (ruleBits_ & 1) ? Rule::Standard : Rule::Freestyle; }

    Color toMove() const { return stones_.size() % 2 == 0 ? Color::Black : Color::White; }

    Position position() const {
        Position pos(size_, rule(), toMove());
        for (const Stone& s : stones_) pos.place(s.p, s.c);
        return pos;
    }

    // Protocol "x,y" (y from the top) to a board point, or an error message.
    bool toPoint(const std::string& text, Point& p, std::string& why) const {
        std::vector<long> v;
        if (!parseInts(text, v, 2)) {
            why = "bad coordinates '" + text + "': expected x,y";
            return false;
        }
        if (v[0] >= size_ || v[1] >= size_) {
            why = "coordinates " + text + " are off the " + std::to_string(size_) + "x" + std::to_string(size_) + " board";
            return false;
        }
        p = Point(static_cast<int>(v[0]), size_ - 1 - static_cast<int>(v[1]));
        return true;
    }
    std::string fromPoint(Point p) const { return std::to_string(p.x) + "," + std::to_string(size_ - 1 - p.y); }

    bool occupied(Point p) const {
        return std::any_of(stones_.begin(), stones_.end(), [&](const Stone& s) { return s.p == p; });
    }

    bool ruleFitsSize() {
        if (rule() == Rule::Renju && size_ != kDefaultSize) {
            error("renju is played on 15x15, this board is " + std::to_string(size_) + "x" + std::to_string(size_));
            return false;
        }
        return true;
    }

    void start(const std::string& arg) {
        std::vector<long> v;
        if (!parseInts(arg, v, 1) || v[0] < kMinSize || v[0] > kMaxSize) {
            error("unsupported size '" + arg + "': 5 to 22");
            return;
        }
        size_ = static_cast<int>(v[0]);
        stones_.clear();
        say("OK");
    }

    void rectStart(const std::string& arg) {
        std::vector<long> v;
        if (!parseInts(arg, v, 2) || v[0] != v[1]) {
            error("only square boards are supported");
            return;
        }
        start(std::to_string(v[0]));
    }

    void restart() {
        if (!started()) {
            error("send START first");
            return;
        }
        stones_.clear();
        say("OK");
    }

    void info(const std::string& arg) {
        const size_t space = arg.find(' ');
        const std::string key = arg.substr(0, space);
        const std::string value = space == std::string::npos ? "" : trim(arg.substr(space + 1));
        long n = 0;
        const bool numeric = !value.empty() && value.size() < 18 &&
                             std::all_of(value.begin(), value.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '-'; });
        if (numeric) n = std::stol(value);
        if (key == "timeout_turn" && numeric) timeoutTurn_ = n;
        else if (key == "timeout_match" && numeric) timeoutMatch_ = n;
        else if (key == "time_left" && numeric) timeLeft_ = n;
        else if (key == "max_memory" && numeric) maxMemory_ = n;
        else if (key == "max_nodes" && numeric) maxNodes_ = n;  // not Gomocup: for fixed-node matches
        else if (key == "rule" && numeric) {
            if (n & 8) error("caro (rule 8) is not supported; playing by the other bits");
            ruleBits_ = static_cast<int>(n);
        } else if (key == "game_type" || key == "evaluate" || key == "folder") {
            // Nothing to do.
        } else if (!numeric && (key == "timeout_turn" || key == "timeout_match" || key == "time_left" ||
                                key == "max_memory" || key == "rule")) {
            error("INFO " + key + " needs a number, got '" + value + "'");
        }
        // Unknown INFO keys are ignored, as the protocol asks.
    }

    // The time for this move: the turn limit, or a share of what is left of the match, less a margin
    // for the pipes and the manager.
    int moveBudgetMs() const {
        long budget = timeoutTurn_ > 0 ? timeoutTurn_ : timeoutTurn_ == 0 ? 100 : 5000;
        if (timeoutMatch_ > 0 && timeLeft_ > 0) {
            const long movesLeft = std::max(10L, static_cast<long>(size_ * size_ - stones_.size()) / 6);
            budget = std::min(budget, timeLeft_ / movesLeft);
        }
        const long margin = std::min(60L, std::max(5L, budget / 10));
        return static_cast<int>(std::max(5L, budget - margin));
    }

    void configureMemory() {
        // max_memory is the whole process: give the hash table about a third of it.
        size_t mb = 64;
        if (maxMemory_ > 0) mb = std::max<size_t>(1, std::min<size_t>(512, static_cast<size_t>(maxMemory_ / 3) >> 20));
        if (bot_.hashSize() != mb) bot_.setHashSize(mb);
    }

    bot::SearchLimits limits() const {
        bot::SearchLimits l;
        l.level = 5;
        // With a node budget and no turn time, nodes alone decide (reproducible matches).
        l.timeMs = maxNodes_ > 0 && timeoutTurn_ < 0 ? 0 : moveBudgetMs();
        l.nodes = maxNodes_ > 0 ? static_cast<uint64_t>(maxNodes_) : 0;
        l.seed = stones_.size() * 7919 + 1;
        return l;
    }

    void think() {
        if (!ruleFitsSize()) return;
        configureMemory();
        const Position pos = position();
        const bot::SearchResult r = bot_.search(pos, limits());
        if (!r.status.ok()) {
            error(r.status.message);
            return;
        }
        if (!r.best.onBoard(size_)) {
            error("no move to play: the board is full or every point is forbidden");
            return;
        }
        say("MESSAGE depth " + std::to_string(r.depth) + " eval " + std::to_string(r.eval) +
            (r.winIn ? " win-in " + std::to_string(r.winIn) : "") + " nodes " + std::to_string(r.nodes) + " time " +
            std::to_string(static_cast<int>(r.timeMs)) + "ms");
        stones_.push_back(Stone{r.best, toMove()});
        say(fromPoint(r.best));
    }

    void begin() {
        if (!stones_.empty()) {
            error("BEGIN needs an empty board");
            return;
        }
        think();
    }

    void turn(const std::string& arg) {
        Point p;
        std::string why;
        if (!toPoint(arg, p, why)) {
            error(why);
            return;
        }
        if (occupied(p)) {
            error("TURN " + arg + ": that point already holds a stone");
            return;
        }
        stones_.push_back(Stone{p, toMove()});
        think();
    }

    void playCommand(const std::string& arg) {
        // The manager imposes our move: take it and echo it.
        Point p;
        std::string why;
        if (!toPoint(arg, p, why)) {
            error(why);
            return;
        }
        if (occupied(p)) {
            error("PLAY " + arg + ": that point already holds a stone");
            return;
        }
        stones_.push_back(Stone{p, toMove()});
        say(fromPoint(p));
    }

    void takeback(const std::string& arg) {
        Point p;
        std::string why;
        if (!toPoint(arg, p, why)) {
            error(why);
            return;
        }
        for (size_t k = stones_.size(); k-- > 0;) {
            if (stones_[k].p == p) {
                stones_.erase(stones_.begin() + static_cast<long>(k));
                // Later stones keep their colours; the colours left must still alternate from black.
                say("OK");
                return;
            }
        }
        error("TAKEBACK " + arg + ": no stone there");
    }

    void beginBoard(Reading r) {
        reading_ = r;
        pendingOwn_.clear();
        pendingOpp_.clear();
        pendingOrder_.clear();
        pendingError_.clear();
    }

    bool readStone(const std::string& line) {
        if (upper(line) == "DONE") {
            const Reading r = reading_;
            reading_ = Reading::None;
            finishBoard(r);
            return true;
        }
        if (!pendingError_.empty()) return true;  // already failed: skip to DONE
        std::vector<long> v;
        const bool swap2 = reading_ == Reading::Swap2;
        if (!parseInts(line, v, swap2 ? 2 : 3)) {
            pendingError_ = "bad board line '" + line + "': expected " + (swap2 ? "x,y" : "x,y,field");
            return true;
        }
        if (v[0] >= size_ || v[1] >= size_) {
            pendingError_ = "board line '" + line + "' is off the board";
            return true;
        }
        const Point p(static_cast<int>(v[0]), size_ - 1 - static_cast<int>(v[1]));
        for (const Point& q : pendingOrder_)
            if (q == p) {
                pendingError_ = "board line '" + line + "': that point already holds a stone";
                return true;
            }
        const long field = swap2 ? (pendingOrder_.size() % 2 == 0 ? 1 : 2) : v[2];
        if (field != 1 && field != 2) {
            pendingError_ = "board line '" + line + "': field must be 1 (own) or 2 (opponent)";
            return true;
        }
        pendingOrder_.push_back(p);
        (field == 1 ? pendingOwn_ : pendingOpp_).push_back(p);
        return true;
    }

    void finishBoard(Reading r) {
        if (!pendingError_.empty()) {
            error(pendingError_);
            return;
        }
        stones_.clear();
        if (r == Reading::Swap2) {
            for (size_t k = 0; k < pendingOrder_.size(); ++k)
                stones_.push_back(Stone{pendingOrder_[k], k % 2 == 0 ? Color::Black : Color::White});
            swap2();
            return;
        }
        // The side to move is ours: with as many stones as the opponent we are black, with one
        // fewer white. The stones keep the order they came in, by colour.
        Color own;
        if (pendingOwn_.size() == pendingOpp_.size()) own = Color::Black;
        else if (pendingOwn_.size() + 1 == pendingOpp_.size()) own = Color::White;
        else {
            error("inconsistent board: " + std::to_string(pendingOwn_.size()) + " own stones and " +
                  std::to_string(pendingOpp_.size()) + " of the opponent's");
            return;
        }
        const std::vector<Point>& blacks = own == Color::Black ? pendingOwn_ : pendingOpp_;
        const std::vector<Point>& whites = own == Color::Black ? pendingOpp_ : pendingOwn_;
        for (size_t k = 0; k < blacks.size() || k < whites.size(); ++k) {
            if (k < blacks.size()) stones_.push_back(Stone{blacks[k], Color::Black});
            if (k < whites.size()) stones_.push_back(Stone{whites[k], Color::White});
        }
        if (r == Reading::Board) think();
        else say("OK");
    }

    void swap2() {
        if (!ruleFitsSize()) return;
        configureMemory();
        bot::SearchLimits l = limits();
        l.timeMs = l.timeMs > 0 ? std::max(5, l.timeMs / 12) : 0;  // several positions are weighed
        if (l.nodes) l.nodes = std::max<uint64_t>(1000, l.nodes / 12);
        const Position pos = position();
        std::string out;
        if (stones_.empty()) {
            for (Point p : bot::proposeThreeStones(bot_, size_, rule(), 0, l)) out += (out.empty() ? "" : " ") + fromPoint(p);
            say(out);
            return;
        }
        if (stones_.size() == 3) {
            const bot::SwapAnswer a = bot::decideSwap(bot_, pos, Color::White, true, l);
            if (a.decision == bot::SwapDecision::Swap) say("SWAP");
            else if (a.decision == bot::SwapDecision::PlaceTwo) say(fromPoint(a.stones[0]) + " " + fromPoint(a.stones[1]));
            else think();
            return;
        }
        if (stones_.size() == 5) {
            // We placed the opening as black; "SWAP" keeps black (the opponent plays 6 as white),
            // a move takes white.
            const bot::SwapAnswer a = bot::decideSwap(bot_, pos, Color::Black, false, l);
            if (a.decision == bot::SwapDecision::Stay) say("SWAP");
            else think();
            return;
        }
        error("SWAP2BOARD expects 0, 3 or 5 stones, got " + std::to_string(stones_.size()));
    }

    void showForbid() {
        // Yixin-Board: "FORBID " then xxyy for each forbidden point, ending with '.'.
        std::string out = "FORBID ";
        if (rule() == Rule::Renju && size_ == kDefaultSize && toMove() == Color::Black) {
            Position pos = position();
            ForbiddenList list;
            forbiddenPoints(pos, list);
            for (const ForbiddenPoint& f : list) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "%02d%02d", f.point.x, size_ - 1 - f.point.y);
                out += buf;
            }
        }
        say(out + ".");
    }

    bot::Bot bot_;
    int size_ = 0;
    int ruleBits_ = 0;  // Gomocup: 1 exactly five, 2 continuous game, 4 renju, 8 caro
    long timeoutTurn_ = -1, timeoutMatch_ = 0, timeLeft_ = 0, maxMemory_ = 0, maxNodes_ = 0;
    std::vector<Stone> stones_;
    Reading reading_ = Reading::None;
    std::vector<Point> pendingOwn_, pendingOpp_, pendingOrder_;
    std::string pendingError_;
};

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    GomocupEngine engine;
    std::string line;
    while (std::getline(std::cin, line))
        if (!engine.handle(line)) break;
    return 0;
}
