// pbrain-renju: the bot as a Piskvork / Gomocup protocol engine on standard input and output, with
// the Yixin-Board extensions YXSHOWFORBID and YXBOARD. Only the protocol lives here; the search is
// core/bot's. Protocol coordinates are "x,y": x the column from the left, y the row from the top,
// both from 0. Every bad line gets an "ERROR ..." answer (unknown commands "UNKNOWN ...") and the
// engine carries on; INFO never answers (a manager would take the answer for the next command's).
#include <algorithm>
#include <cctype>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/bot/time_manager.h"
#include "core/forbidden.h"
#include "core/position.h"
#include "renju_version.h"  // generated from package.json by CMake

using namespace renju;

namespace {

using Clock = std::chrono::steady_clock;

// At most 32 characters of what was refused, control and non-ASCII bytes shown as '?', so that an
// error never echoes a huge or binary line.
std::string quote(const std::string& s) {
    constexpr size_t kMax = 32;
    std::string out = "'";
    for (size_t i = 0; i < s.size() && i < kMax; ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        out += c >= 0x20 && c < 0x7f ? static_cast<char>(c) : '?';
    }
    if (s.size() > kMax) out += "...";
    return out + "'";
}

// A whole decimal integer (optional '-', at most 15 digits) and nothing else.
bool parseInteger(const std::string& text, long long& out) {
    size_t i = text.size() > 0 && text[0] == '-' ? 1 : 0;
    if (i >= text.size() || text.size() - i > 15) return false;
    long long v = 0;
    for (size_t k = i; k < text.size(); ++k) {
        if (!std::isdigit(static_cast<unsigned char>(text[k]))) return false;
        v = v * 10 + (text[k] - '0');
    }
    out = i ? -v : v;
    return true;
}

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
    // Handles one input line, read at `received` (the turn's clock starts then); false on END.
    bool handle(const std::string& raw, Clock::time_point received) {
        received_ = received;
        receivedCpu_ = std::clock();
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
            say("name=\"pbrain-renju\", version=\"" RENJU_VERSION "\", author=\"renju project\", country=\"-\"");
        else if (!known(cmd)) say("UNKNOWN command " + quote(cmd));
        else if (!started()) error("send START first");
        else if (cmd == "BEGIN") begin();
        else if (cmd == "TURN") turn(arg);
        else if (cmd == "BOARD" || cmd == "YXBOARD") beginBoard(cmd == "BOARD" ? Reading::Board : Reading::YxBoard);
        else if (cmd == "SWAP2BOARD") beginBoard(Reading::Swap2);
        else if (cmd == "TAKEBACK") takeback(arg);
        else if (cmd == "PLAY") playCommand(arg);
        else if (cmd == "YXSHOWFORBID") showForbid();
        return true;
    }

    // A line the reader cut short: refused without echoing it.
    void tooLong(size_t bytes) {
        if (reading_ != Reading::None) {
            if (pendingError_.empty()) pendingError_ = "board line of " + std::to_string(bytes) + " bytes is too long";
            return;
        }
        error("line of " + std::to_string(bytes) + " bytes is too long");
    }

private:
    enum class Reading { None, Board, YxBoard, Swap2 };
    struct Stone {
        Point p;
        Color c;
    };

    static bool known(const std::string& cmd) {
        for (const char* k : {"BEGIN", "TURN", "BOARD", "YXBOARD", "SWAP2BOARD", "TAKEBACK", "PLAY", "YXSHOWFORBID"})
            if (cmd == k) return true;
        return false;
    }

    void say(const std::string& s) {
        for (const std::string& n : notes_) std::printf("MESSAGE %s\n", n.c_str());
        notes_.clear();
        std::fwrite(s.data(), 1, s.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    }
    void error(const std::string& s) { say("ERROR " + s); }

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
            why = "bad coordinates " + quote(text) + ": expected x,y";
            return false;
        }
        if (v[0] >= size_ || v[1] >= size_) {
            why = "coordinates " + quote(text) + " are off the " + std::to_string(size_) + "x" + std::to_string(size_) + " board";
            return false;
        }
        p = Point(static_cast<int>(v[0]), size_ - 1 - static_cast<int>(v[1]));
        return true;
    }
    std::string fromPoint(Point p) const { return std::to_string(p.x) + "," + std::to_string(size_ - 1 - p.y); }

    bool occupied(Point p) const {
        return std::any_of(stones_.begin(), stones_.end(), [&](const Stone& s) { return s.p == p; });
    }

    // Whether a game can be played under the rule and size given; reported (ERROR) when a move is
    // asked for, never in answer to INFO.
    bool playable() {
        if (ruleBits_ & 8) {
            error("rule " + std::to_string(ruleBits_) + ": caro (8) is not supported; use 0, 1 or 4");
            return false;
        }
        if (ruleBits_ >= 16) {
            error("rule " + std::to_string(ruleBits_) + " is not known; use 0 (freestyle), 1 (exactly five) or 4 (renju)");
            return false;
        }
        if (rule() == Rule::Renju && size_ != kDefaultSize) {
            error("renju is played on 15x15, this board is " + std::to_string(size_) + "x" + std::to_string(size_));
            return false;
        }
        return true;
    }

    void start(const std::string& arg) {
        std::vector<long> v;
        if (!parseInts(arg, v, 1) || v[0] < kMinSize || v[0] > kMaxSize) {
            error("unsupported size " + quote(arg) + ": 5 to 22");
            return;
        }
        size_ = static_cast<int>(v[0]);
        stones_.clear();
        say("OK");
    }

    void rectStart(const std::string& arg) {
        std::vector<long> v;
        if (!parseInts(arg, v, 2) || v[0] != v[1]) {
            error("only square boards are supported, got " + quote(arg));
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

    // INFO answers nothing, whatever it says: a value that is not a usable number is ignored (the
    // setting keeps its value) and noted in a MESSAGE before the next answer. Unknown keys are
    // ignored, as the protocol asks.
    void info(const std::string& arg) {
        const size_t space = arg.find(' ');
        std::string key = arg.substr(0, space);
        for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        const std::string value = space == std::string::npos ? "" : trim(arg.substr(space + 1));
        long long* target = key == "timeout_turn"    ? &timeoutTurn_
                            : key == "timeout_match" ? &timeoutMatch_
                            : key == "time_left"     ? &timeLeft_
                            : key == "max_memory"    ? &maxMemory_
                            : key == "max_nodes"     ? &maxNodes_  // not Gomocup's: for fixed-node matches
                            : key == "rule"          ? &ruleBits_
                            : key == "game_type"     ? &gameType_
                                                     : nullptr;
        if (!target) return;
        long long n = 0;
        // Only time_left may be negative (a manager that lets the clock run over); it then means none.
        if (!parseInteger(value, n) || (n < 0 && key != "time_left")) {
            notes_.push_back("INFO " + key + " " + quote(value) + " is not a usable number: ignored");
            return;
        }
        *target = n;
    }

    // The hash table is made at the first move (not before the INFO that sizes it arrives) and again
    // only when the size asked for changes: max_memory is for the whole process, a third of it goes
    // to the table.
    void sizeHash() {
        const size_t mb = maxMemory_ > 0 ? std::max<long long>(1, std::min<long long>(512, (maxMemory_ / 3) >> 20)) : 64;
        if (mb == hashAskedMb_) return;
        hashAskedMb_ = mb;
        bot_->setHashSize(mb);
        say("MESSAGE hash table " + std::to_string(bot_->hashSize()) + " MB");
    }

    // The time for this move, by the bot's time manager: the turn limit and the match clock, less
    // the delays outside the search and what has passed since the command was read.
    bot::MoveTime moveTime() const {
        bot::TimeRules t;
        t.turnMs = timeoutTurn_ < 0 ? -1 : static_cast<int>(std::min<long long>(timeoutTurn_, 1LL << 30));
        // Gomocup: timeout_match 0 is no limit; time_left, when sent, is what is left of it.
        if (timeoutMatch_ > 0) t.leftMs = timeLeft_ == kUnknown ? timeoutMatch_ : std::max(0LL, timeLeft_);
        t.moveNumber = static_cast<int>(stones_.size());
        t.emptyPoints = size_ * size_ - static_cast<int>(stones_.size());
        t.overheadMs = bot::kDefaultOverheadMs + delays_.extraMs();
        t.spentMs = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - received_).count());
        return bot::planMoveTime(t);
    }

    // With no clock at all the bot's level default applies, or only the node budget when there is one.
    bot::SearchLimits limits() const {
        bot::SearchLimits l;
        l.level = 5;
        const bot::MoveTime t = moveTime();
        l.timeMs = t.hardMs;
        l.softMs = t.softMs;
        l.nodes = maxNodes_ > 0 ? static_cast<uint64_t>(maxNodes_) : 0;
        l.seed = stones_.size() * 7919 + 1;
        return l;
    }

    // Searches and plays a move for the side to move (the caller checked playable()); `nodesUsed`
    // of a node budget already went on this turn (a swap2 decision before the move).
    void think(uint64_t nodesUsed = 0) {
        sizeHash();
        const Position pos = position();
        bot::SearchLimits l = limits();
        if (l.nodes) l.nodes = l.nodes > nodesUsed ? l.nodes - nodesUsed : 1;
        const bot::SearchResult r = bot_->search(pos, l);
        if (!r.status.ok()) {
            error(r.status.message);
            return;
        }
        if (!r.best.onBoard(size_)) {
            error("no move to play: the board is full or every point is forbidden");
            return;
        }
        const int took = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - received_).count());
        if (l.timeMs > 0) delays_.record(l.timeMs, took);
        say("MESSAGE depth " + std::to_string(r.depth) + " eval " + std::to_string(r.eval) +
            (r.winIn ? " win-in " + std::to_string(r.winIn) : "") + " nodes " + std::to_string(r.nodes) + " time " +
            std::to_string(static_cast<int>(r.timeMs)) + "ms" +
            (l.timeMs ? " budget " + std::to_string(l.softMs) + "/" + std::to_string(l.timeMs) + "ms" : "") +
            // From reading the command to answering it: what the engine itself took.
            " total " + std::to_string(took) + "ms" +
            // Processor time in that span: far less than the total when a loaded machine kept the engine waiting.
            " cpu " + std::to_string(static_cast<long>((std::clock() - receivedCpu_) * 1000.0 / CLOCKS_PER_SEC)) + "ms");
        stones_.push_back(Stone{r.best, toMove()});
        say(fromPoint(r.best));
    }

    void begin() {
        if (!stones_.empty()) {
            error("BEGIN needs an empty board");
            return;
        }
        if (playable()) think();
    }

    void turn(const std::string& arg) {
        Point p;
        std::string why;
        if (!toPoint(arg, p, why)) {
            error(why);
            return;
        }
        if (occupied(p)) {
            error("TURN " + quote(arg) + ": that point already holds a stone");
            return;
        }
        if (!playable()) return;
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
            error("PLAY " + quote(arg) + ": that point already holds a stone");
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
        error("TAKEBACK " + quote(arg) + ": no stone there");
    }

    void beginBoard(Reading r) {
        reading_ = r;
        boardReceived_ = received_;
        pendingOwn_.clear();
        pendingOpp_.clear();
        pendingOrder_.clear();
        pendingError_.clear();
    }

    bool readStone(const std::string& line) {
        if (upper(line) == "END") return false;  // a manager giving up half-way through a board
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
            pendingError_ = "bad board line " + quote(line) + ": expected " + (swap2 ? "x,y" : "x,y,field");
            return true;
        }
        if (v[0] >= size_ || v[1] >= size_) {
            pendingError_ = "board line " + quote(line) + " is off the board";
            return true;
        }
        const Point p(static_cast<int>(v[0]), size_ - 1 - static_cast<int>(v[1]));
        for (const Point& q : pendingOrder_)
            if (q == p) {
                pendingError_ = "board line " + quote(line) + ": that point already holds a stone";
                return true;
            }
        const long field = swap2 ? (pendingOrder_.size() % 2 == 0 ? 1 : 2) : v[2];
        if (field != 1 && field != 2) {
            pendingError_ = "board line " + quote(line) + ": field must be 1 (own) or 2 (opponent)";
            return true;
        }
        pendingOrder_.push_back(p);
        (field == 1 ? pendingOwn_ : pendingOpp_).push_back(p);
        return true;
    }

    // A refused board changes nothing: the position before it stays.
    void finishBoard(Reading r) {
        if (!pendingError_.empty()) {
            error(pendingError_);
            return;
        }
        std::vector<Stone> stones;
        if (r == Reading::Swap2) {
            const size_t n = pendingOrder_.size();
            if (n != 0 && n != 3 && n != 5) {
                error("SWAP2BOARD expects 0, 3 or 5 stones, got " + std::to_string(n));
                return;
            }
            for (size_t k = 0; k < n; ++k) stones.push_back(Stone{pendingOrder_[k], k % 2 == 0 ? Color::Black : Color::White});
        } else {
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
                if (k < blacks.size()) stones.push_back(Stone{blacks[k], Color::Black});
                if (k < whites.size()) stones.push_back(Stone{whites[k], Color::White});
            }
        }
        if (r != Reading::YxBoard && !playable()) return;
        stones_ = std::move(stones);
        // The manager's clock for the move started with the BOARD line, not with DONE.
        received_ = boardReceived_;
        if (r == Reading::Swap2) swap2();
        else if (r == Reading::Board) think();
        else say("OK");
    }

    // The searches behind a swap2 answer share the turn's budget (a move that follows a decision
    // gets what is left of it, limits() counting the time spent); the nodes they took are reported.
    void swap2() {
        sizeHash();
        const bot::SearchLimits l = limits();
        const Position pos = position();
        const uint64_t nodesBefore = bot_->nodesSearched();
        auto nodesNote = [&] { return "swap2 nodes " + std::to_string(bot_->nodesSearched() - nodesBefore); };
        std::string out;
        if (stones_.empty()) {
            for (Point p : bot::proposeThreeStones(*bot_, size_, rule(), 0, bot::shareOf(l, bot::kProposeSearches)))
                out += (out.empty() ? "" : " ") + fromPoint(p);
            notes_.push_back(nodesNote());
            say(out);
            return;
        }
        if (stones_.size() == 3) {
            // Deciding weighs up to 1 + kPlaceTwoSearches positions; one more share for a move.
            const bot::SwapAnswer a =
                bot::decideSwap(*bot_, pos, Color::White, true, bot::shareOf(l, 2 + bot::kPlaceTwoSearches));
            notes_.push_back(nodesNote());
            if (a.decision == bot::SwapDecision::Swap) say("SWAP");
            else if (a.decision == bot::SwapDecision::PlaceTwo) say(fromPoint(a.stones[0]) + " " + fromPoint(a.stones[1]));
            else think(bot_->nodesSearched() - nodesBefore);
            return;
        }
        // Five stones: we placed the opening as black; "SWAP" keeps black (the opponent plays 6 as
        // white), a move takes white. One search decides, a second may make the move.
        const bot::SwapAnswer a = bot::decideSwap(*bot_, pos, Color::Black, false, bot::shareOf(l, 2));
        notes_.push_back(nodesNote());
        if (a.decision == bot::SwapDecision::Stay) say("SWAP");
        else think(bot_->nodesSearched() - nodesBefore);
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

    // Made with a small table: the real one is sized at the first move (sizeHash).
    std::unique_ptr<bot::Bot> bot_{new bot::Bot(bot::BotOptions{1, true})};
    size_t hashAskedMb_ = 0;
    bot::DelayEstimate delays_;  // how late recent moves were: more reserve on a loaded machine
    int size_ = 0;
    Clock::time_point received_{};
    Clock::time_point boardReceived_{};
    std::clock_t receivedCpu_ = 0;
    // INFO values. rule: Gomocup bits, 1 exactly five, 2 continuous game, 4 renju, 8 caro.
    static constexpr long long kUnknown = -(1LL << 62);
    long long timeoutTurn_ = -1, timeoutMatch_ = 0, timeLeft_ = kUnknown, maxMemory_ = 0, maxNodes_ = 0, ruleBits_ = 0, gameType_ = 0;
    std::vector<std::string> notes_;  // said as MESSAGE lines before the next answer
    std::vector<Stone> stones_;
    Reading reading_ = Reading::None;
    std::vector<Point> pendingOwn_, pendingOpp_, pendingOrder_;
    std::string pendingError_;
};

}  // namespace

// Lines longer than this are refused unread (a manager's longest, a BOARD line or INFO folder, is
// far shorter), so a 1 MB or binary line costs no memory and is never echoed.
constexpr size_t kMaxLine = 4096;

int main() {
    GomocupEngine engine;
    std::string line;
    for (;;) {
        line.clear();
        size_t bytes = 0;
        int c, last = 0;
        while ((c = std::getchar()) != EOF && c != '\n') {
            if (bytes++ < kMaxLine) line += static_cast<char>(c);
            last = c;
        }
        if (c == EOF && bytes == 0) break;
        if (last == '\r') --bytes;  // CR LF line ends count as one
        const Clock::time_point received = Clock::now();
        if (bytes > kMaxLine) engine.tooLong(bytes);
        else if (!engine.handle(line, received)) break;
        if (c == EOF) break;
    }
    return 0;
}
