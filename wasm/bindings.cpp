// The embind layer: maps core types to JS values and back, holds no rules. Every call checks its
// arguments' ranges itself (JS may pass anything that converts to a number) and reports errors as
// codes plus a message, never by throwing: the module is built without exceptions.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <functional>
#include <optional>
#include <string>

// RENJU_RULES_ONLY builds the rules module (renju-rules.wasm, for the play page's thread): the same
// bindings, so the same glue runs it, but every engine call answers NO_ENGINE; the engine's code
// stays in renju-core.wasm, which the bot's worker loads after the board is interactive.
#ifndef RENJU_RULES_ONLY
#include "core/bot/analysis.h"
#include "core/bot/analysis_json.h"
#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/bot/search_json.h"
#endif
#include "core/bot/time_manager.h"
#include "core/action_token.h"
#include "core/explanation.h"
#include "core/forbidden.h"
#include "core/game.h"
#include "core/json_export.h"
#include "core/mark.h"
#include "core/notation.h"
#include "core/practice.h"
#include "core/record.h"
#include "core/standard_opening.h"
#include "core/replay.h"
#include "core/snapshot.h"

using namespace emscripten;
using namespace renju;

namespace {

std::optional<Rule> ruleOf(int r) {
    if (r < 0 || r > 2) return std::nullopt;
    return static_cast<Rule>(r);
}
Color colorOf(int c) { return c == 1 ? Color::Black : c == 2 ? Color::White : Color::Empty; }
Player playerOf(int p) { return p == 1 ? Player::First : p == 2 ? Player::Second : Player::None; }

// Views into these buffers are copied by the JS side at once, so one of each serves every object.
// Cells as one byte each (0 empty, 1 black, 2 white), row by row from the bottom.
struct CellBuffer {
    uint8_t cells[kMaxCells];
    val view(const Board& b) {
        const int n = b.size() * b.size();
        for (int i = 0; i < n; ++i) cells[i] = static_cast<uint8_t>(b.at(i));
        return val(typed_memory_view(n, cells));
    }
};

// Forbidden points packed as index * 4 + kind, in index order.
struct ForbiddenBuffer {
    int32_t items[kMaxCells];
    val view(const ForbiddenList& list, const Board& b) {
        for (int i = 0; i < list.count; ++i)
            items[i] = b.index(list.items[i].point) * 4 + static_cast<int>(list.items[i].kind);
        return val(typed_memory_view(list.count, items));
    }
};

CellBuffer cellBuffer_;
ForbiddenBuffer forbiddenBuffer_;

bool placeCells(Position& pos, const std::string& cells) {
    const int n = pos.size() * pos.size();
    if (cells.empty()) return true;
    if (static_cast<int>(cells.size()) != n) return false;
    for (int i = 0; i < n; ++i) {
        if (cells[i] == 'b' || cells[i] == 'w') pos.place(pos.board().point(i), cells[i] == 'b' ? Color::Black : Color::White);
        else if (cells[i] != '.') return false;
    }
    return true;
}

std::string validateOptions(int rule, int size) {
    const auto r = ruleOf(rule);
    if (!r) return "unknown rule";
    GameOptions o;
    o.rule = *r;
    o.size = size;
    const Status s = Game::validate(o);
    return s ? "" : s.message;
}

// A parsed point as its index on the board, or -1 when malformed, -2 when off the board.
int parsePointIndex(const std::string& text, int size) {
    if (size < kMinSize || size > kMaxSize) return -1;
    const ParsedCode p = parseCode(text, size);
    if (p.status.code == ErrorCode::OffBoard) return -2;
    if (!p.status || p.moves.size() != 1 || p.moves[0].isPass()) return -1;
    return p.moves[0].point.y * size + p.moves[0].point.x;
}

// The envelope every JSON answer that can be refused comes in: {"<key>": ...} written by `write`,
// or {"error": "CODE", "message": "..."}.
std::string errorJson(const Status& status) {
    Json j;
    j.beginObject().key("error").value(errorCodeName(status.code)).key("message").value(status.message).endObject();
    return j.str();
}

template <class Write>
std::string envelopeJson(const Status& status, std::string_view key, Write write) {
    if (!status) return errorJson(status);
    Json j;
    j.beginObject().key(key);
    write(j);
    j.endObject();
    return j.str();
}

// {"moves":["h8","pass",...]} or {"error":"BAD_CODE","message":"..."}
std::string parseCodeJson(const std::string& code, int size) {
    if (size < kMinSize || size > kMaxSize)
        return errorJson(Status::error(ErrorCode::BadArgument, "board size out of range"));
    const ParsedCode p = parseCode(code, size);
    return envelopeJson(p.status, "moves", [&](Json& j) {
        j.beginArray();
        for (const Move& m : p.moves) j.value(m.isPass() ? std::string(kPassText) : formatPoint(m.point));
        j.endArray();
    });
}

// A marks text read by the core's one reader: {"marks":[{"point":"g8","x":6,"y":7,"type":"label","text":"A"},
// {...,"type":"dot","text":"red"},...]} (a plain dot has no text), or
// {"error":"BAD_ARGUMENT"|"OFF_BOARD","message":"...","problem":"form"|"name"|"point","token":"..."}.
std::string parseMarksJson(const std::string& text, int size) {
    if (size < kMinSize || size > kMaxSize)
        return errorJson(Status::error(ErrorCode::BadArgument, "board size out of range"));
    const ParsedMarks parsed = parseMarks(text, size);
    Json j;
    if (!parsed.status) {
        j.beginObject().key("error").value(errorCodeName(parsed.status.code)).key("message").value(parsed.status.message);
        j.key("problem").value(markProblemName(parsed.problem)).key("token").value(parsed.token).endObject();
        return j.str();
    }
    j.beginObject().key("marks").beginArray();
    for (const Mark& m : parsed.marks) {
        j.beginObject().key("point").value(formatPoint(m.point)).key("x").value(static_cast<int>(m.point.x));
        j.key("y").value(static_cast<int>(m.point.y)).key("type").value(markKindName(m.kind));
        if (!m.text.empty()) j.key("text").value(m.text);
        j.endObject();
    }
    j.endArray().endObject();
    return j.str();
}

// One mark as the marks text writes it ("A:h8", "tri:j9", "dot-red:c3"); "" when the type is no
// mark's, a label is not 1-3 characters the text can hold, or a dot's colour is not one of the dots'.
std::string formatMarkText(const std::string& type, const std::string& text, int x, int y, int size) {
    if (size < kMinSize || size > kMaxSize || x < 0 || y < 0 || x >= size || y >= size) return "";
    Mark m;
    m.point = Point{x, y};
    bool found = false;
    for (MarkKind k : {MarkKind::Label, MarkKind::Cross, MarkKind::Triangle, MarkKind::Circle, MarkKind::Square, MarkKind::Dot})
        if (type == markKindName(k)) {
            m.kind = k;
            found = true;
        }
    if (!found) return "";
    if (m.kind == MarkKind::Label || m.kind == MarkKind::Dot) m.text = text;
    const std::string out = formatMarks({m});
    // What is written must read back as the same mark (a label of 4 characters, or "x" as a label, would not).
    const ParsedMarks back = parseMarks(out, size);
    return back.status && back.marks.size() == 1 && back.marks[0] == m ? out : "";
}

#ifdef RENJU_RULES_ONLY
// The rules module: the engine's calls keep their signatures and answer this.
constexpr const char* kNoEngine =
    R"({"error":"NO_ENGINE","message":"this is the rules module (renju-rules.wasm): the engine is in renju-core.wasm"})";
struct NoLimits {};
NoLimits limitsOf(int, int, double, int, double) { return {}; }
NoLimits callbacksOf(const val&, const val&) { return {}; }
std::string searchJson(const Position&, NoLimits, NoLimits) { return kNoEngine; }
std::string analyseJson(const Position&, int, int, double, int, const val&, const val&) { return kNoEngine; }
std::string threatsJson(const Position&) { return kNoEngine; }
std::string balanceJson(const Position&, int, int, int, double, int, const val&, const val&) { return kNoEngine; }
std::string vcfJson(const Position&, int, double) { return kNoEngine; }
bool hasEngine() { return false; }
#else
bool hasEngine() { return true; }
// ---------------------------------------------------------------------------------------------
// The bot: one per module (its hash table is the big allocation), made when first asked.

bot::Bot& sharedBot() {
    static bot::Bot* instance = new bot::Bot(bot::BotOptions{4});
    return *instance;
}

// Limits from JS numbers (whole numbers, checked on the JS side); callbacks from JS functions.
bot::SearchLimits limitsOf(int level, int timeMs, double nodes, int depth, double seed) {
    bot::SearchLimits l;
    l.level = level;
    l.timeMs = timeMs;
    l.nodes = nodes > 0 ? static_cast<uint64_t>(nodes) : 0;
    l.depth = depth;
    l.seed = seed > 0 ? static_cast<uint64_t>(seed) : 0;
    return l;
}

bool isFunction(const val& v) { return v.typeOf().as<std::string>() == "function"; }

// A JS function polled every few milliseconds can stop a search (in a worker it may read a shared flag).
std::function<bool()> stopperOf(val shouldStop) {
    if (!isFunction(shouldStop)) return {};
    return [shouldStop]() { return shouldStop().as<bool>(); };
}

// Progress goes to a JS function as JSON written by `write`.
template <class Report, class Write>
std::function<void(const Report&)> progressOf(val onProgress, Write write) {
    if (!isFunction(onProgress)) return {};
    return [onProgress, write](const Report& report) {
        Json j;
        write(j, report);
        onProgress(j.str());
    };
}

// A search reports after each completed depth.
bot::SearchCallbacks callbacksOf(val onProgress, val shouldStop) {
    bot::SearchCallbacks c;
    c.onProgress = progressOf<bot::SearchProgress>(onProgress, bot::writeProgress);
    c.shouldStop = stopperOf(shouldStop);
    return c;
}

// {"search": {...}} or {"error": "CODE", "message": "..."}.
std::string searchJson(const Position& pos, const bot::SearchLimits& limits, const bot::SearchCallbacks& callbacks) {
    const bot::SearchResult r = sharedBot().search(pos, limits, callbacks);
    return envelopeJson(r.status, "search", [&](Json& j) { bot::writeSearch(j, r); });
}

// The budget an analysis or a balance search shares with the bot's limits (whole numbers, checked on
// the JS side; nodes 0 for none).
template <class Limits>
Limits budgetOf(int timeMs, double nodes, int depth) {
    Limits limits;
    limits.timeMs = timeMs;
    limits.nodes = nodes > 0 ? static_cast<uint64_t>(nodes) : 0;
    limits.depth = depth;
    return limits;
}

// {"analysis": {...}} or {"error": "CODE", "message": "..."}. Progress goes to onProgress as the
// analysis JSON after each round (and mid-round as lines settle).
std::string analyseJson(const Position& pos, int multiPV, int timeMs, double nodes, int depth, val onProgress, val shouldStop) {
    auto limits = budgetOf<bot::AnalysisLimits>(timeMs, nodes, depth);
    limits.multiPV = multiPV;
    bot::AnalysisCallbacks c;
    c.onProgress = progressOf<bot::Analysis>(onProgress, bot::writeAnalysis);
    c.shouldStop = stopperOf(shouldStop);
    const bot::Analysis a = bot::analyse(sharedBot(), pos, limits, c);
    return envelopeJson(a.status, "analysis", [&](Json& j) { bot::writeAnalysis(j, a); });
}

// {"balance": {...}} or {"error": "CODE", "message": "..."}; onProgress gets the balance JSON after
// each placement is weighed.
std::string balanceJson(const Position& pos, int upTo, int candidates, int timeMs, double nodes, int depth, val onProgress, val shouldStop) {
    auto limits = budgetOf<bot::BalanceLimits>(timeMs, nodes, depth);
    limits.upTo = upTo;
    limits.candidates = candidates;
    bot::BalanceCallbacks c;
    c.onProgress = progressOf<bot::Balance>(onProgress, bot::writeBalance);
    c.shouldStop = stopperOf(shouldStop);
    const bot::Balance b = bot::findBalance(sharedBot(), pos, limits, c);
    return envelopeJson(b.status, "balance", [&](Json& j) { bot::writeBalance(j, b); });
}

std::string threatsJson(const Position& pos) {
    Json j;
    bot::writeThreats(j, bot::threatPoints(pos));
    return j.str();
}

std::string vcfJson(const Position& pos, int maxFours, double nodes) {
    Json j;
    j.beginArray();
    for (Point p : bot::findVcf(pos, maxFours, nodes > 0 ? static_cast<uint64_t>(nodes) : 0)) j.value(formatPoint(p));
    j.endArray();
    return j.str();
}

#endif

class NativeGame {
public:
    // 0 or an ErrorCode. `cells` is empty or one of '.', 'b', 'w' per point.
    int init(int rule, int size, int ruling, bool refuseForbidden, int toMove, const std::string& cells, int opening) {
        const auto r = ruleOf(rule);
        if (!r) return fail(ErrorCode::BadArgument, "unknown rule");
        if (opening < 0 || opening >= kOpenings) return fail(ErrorCode::BadArgument, "unknown opening rule");
        GameOptions o;
        o.rule = *r;
        o.size = size;
        o.ruling = ruling == 1 ? Ruling::Claim : Ruling::Immediate;
        o.refuseForbidden = refuseForbidden;
        o.opening = static_cast<Opening>(opening);
        if (Status s = Game::validate(o); !s) return fail(s.code, s.message);
        Position start(size, *r, toMove == 2 ? Color::White : Color::Black);
        if (!placeCells(start, cells)) return fail(ErrorCode::BadArgument, "the set-up stones do not fit the board");
        game_.emplace(o, start);
        return 0;
    }
    int restore(const std::string& snapshot) {
        RestoredGame r = restoreSnapshot(snapshot);
        if (!r.game) return fail(r.status.code, r.status.message);
        game_.emplace(std::move(*r.game));
        return 0;
    }
    std::string snapshot() const { return saveSnapshot(*game_); }
    int restoreRecord(const std::string& text) {
        ParsedRecord r = parseRecord(text);
        if (!r.game) return fail(r.status.code, r.status.message);
        game_.emplace(std::move(*r.game));
        return 0;
    }
    std::string record() const { return formatRecord(*game_); }

    // The opening: every action names its player (0: whoever's turn it is).
    int playAs(int player, int x, int y, bool offer) {
        const Player who = playerOf(player);
        return report(who == Player::None ? game_->play(Point(x, y), offer) : game_->play(who, Point(x, y), offer));
    }
    int passAs(int player, bool offer) {
        const Player who = playerOf(player);
        return report(who == Player::None ? game_->pass(offer) : game_->pass(who, offer));
    }
    int decideSwap(int player, int choice) {
        if (choice < 0 || choice > 2) return fail(ErrorCode::BadArgument, "a swap decision is stay, swap or place-two");
        return report(game_->decideSwap(actor(player), static_cast<SwapChoice>(choice)));
    }
    int declare(int player, int number) { return report(game_->declare(actor(player), number)); }
    int offerFifth(int player, int x, int y) { return report(game_->offerFifth(actor(player), Point(x, y))); }
    int chooseFifth(int player, int x, int y) { return report(game_->chooseFifth(actor(player), Point(x, y))); }
    int offerLegality(int x, int y) { return report(game_->offerLegality(Point(x, y))); }

    // One writer for the CLI and the module (core/json_export.h).
    std::string turnJson() const {
        Json j;
        writeTurn(j, game_->turn(), game_->position().size());
        return j.str();
    }
    std::string openingJson() const {
        Json j;
        writeOpeningState(j, *game_);
        return j.str();
    }
    std::string actionsJson() const {
        Json j;
        writeActions(j, *game_);
        return j.str();
    }
    // One action token (core/action_token.h) for whoever's turn it is.
    int apply(const std::string& token) { return report(applyAction(*game_, token)); }

    int play(int x, int y, bool offer) { return report(game_->play(Point(x, y), offer)); }
    int pass(bool offer) { return report(game_->pass(offer)); }
    int acceptDraw() { return report(game_->acceptDraw()); }
    int declineDraw() { return report(game_->declineDraw()); }
    int resign(int color) { return report(game_->resign(colorOf(color))); }
    int timeout(int color) { return report(game_->timeout(colorOf(color))); }
    int claimWin(int color) { return report(game_->claimWin(colorOf(color))); }
    int claimForbidden(int x, int y) { return report(game_->claimForbidden(Point(x, y))); }
    int undo() { return report(game_->undo()); }
    int redo() { return report(game_->redo()); }
    int legality(int x, int y) { return report(game_->legality(Point(x, y))); }
    int forbiddenAt(int x, int y) {
        if (!onBoard(x, y)) return 0;
        return static_cast<int>(game_->forbiddenAt(Point(x, y)));
    }

    std::string searchJson(int level, int timeMs, double nodes, int depth, double seed, val onProgress, val shouldStop) {
        return ::searchJson(game_->position(), limitsOf(level, timeMs, nodes, depth, seed), callbacksOf(onProgress, shouldStop));
    }
    std::string vcfJson(int maxFours, double nodes) { return ::vcfJson(game_->position(), maxFours, nodes); }
    std::string analyseJson(int multiPV, int timeMs, double nodes, int depth, val onProgress, val shouldStop) {
        return ::analyseJson(game_->position(), multiPV, timeMs, nodes, depth, onProgress, shouldStop);
    }
    std::string threatsJson() { return ::threatsJson(game_->position()); }
    std::string balanceJson(int upTo, int candidates, int timeMs, double nodes, int depth, val onProgress, val shouldStop) {
        return ::balanceJson(game_->position(), upTo, candidates, timeMs, nodes, depth, onProgress, shouldStop);
    }

    // What the bot does now for whoever's turn it is (a stone, a pass, a swap decision, a declared
    // number, an offered or a kept fifth move): {"action": {...}, "search": {...}|null} or an error.
    std::string botTurnJson(int level, int timeMs, double nodes, int depth, double seed, val onProgress, val shouldStop) {
#ifdef RENJU_RULES_ONLY
        return kNoEngine;
#else
        const bot::TurnAnswer answer =
            bot::decideTurn(sharedBot(), *game_, limitsOf(level, timeMs, nodes, depth, seed), callbacksOf(onProgress, shouldStop));
        if (!answer.status) return errorJson(answer.status);
        Json j;
        bot::writeTurnAnswer(j, answer, *game_);
        return j.str();
#endif
    }

    std::string error() const { return error_; }
    int errorCode() const { return errorCode_; }
    int toMove() const { return game_->over() ? 0 : static_cast<int>(game_->toMove()); }
    int size() const { return game_->position().size(); }
    int rule() const { return static_cast<int>(game_->options().rule); }
    int ruling() const { return game_->options().ruling == Ruling::Claim ? 1 : 0; }
    int ply() const { return game_->ply(); }
    bool canUndo() const { return game_->canUndo(); }
    bool canRedo() const { return game_->canRedo(); }
    bool drawOffered() const { return game_->drawOffered(); }
    bool over() const { return game_->over(); }
    std::string code() const { return game_->code(); }
    std::string movesText() const {
        std::string s;
        for (const Move& m : game_->moves()) s += (s.empty() ? "" : " ") + (m.isPass() ? std::string(kPassText) : formatPoint(m.point));
        return s;
    }
    std::string resultJson() const { return resultToJson(game_->result()); }
    val cells() { return cellBuffer_.view(game_->position().board()); }
    val forbidden() {
        ForbiddenList list;
        game_->forbiddenPoints(list);
        return forbiddenBuffer_.view(list, game_->position().board());
    }
    // The explanation of a stone of the side to move on (x, y), or "" with an error.
    std::string explainJson(int x, int y) {
        if (!onBoard(x, y)) return fail(ErrorCode::OffBoard, "the point is off the board"), "";
        Position pos = game_->position();
        if (!pos.board().empty(Point(x, y))) return fail(ErrorCode::Occupied, "the point is taken"), "";
        return explanationToJson(explain(pos, Point(x, y), pos.toMove()));
    }

private:
    bool onBoard(int x, int y) const { return x >= 0 && y >= 0 && x < size() && y < size(); }
    // The named player, or whoever acts now. Once the game is over nobody does; the first player is
    // then named only so that the core reports GAME_OVER.
    Player actor(int player) const {
        const Player who = playerOf(player);
        if (who != Player::None) return who;
        const Player now = game_->turn().player;
        return now == Player::None ? Player::First : now;
    }
    int fail(ErrorCode c, const std::string& message) {
        error_ = message;
        errorCode_ = static_cast<int>(c);
        return errorCode_;
    }
    int report(const Status& s) { return fail(s.code, s.message); }

    std::optional<Game> game_;
    std::string error_;
    int errorCode_ = 0;
};

class NativePosition {
public:
    int init(int rule, int size, int toMove, const std::string& cells) {
        const auto r = ruleOf(rule);
        if (!r) return fail(ErrorCode::BadArgument, "unknown rule");
        GameOptions o;
        o.rule = *r;
        o.size = size;
        if (Status s = Game::validate(o); !s) return fail(s.code, s.message);
        pos_.emplace(size, *r, toMove == 2 ? Color::White : Color::Black);
        if (!placeCells(*pos_, cells)) return fail(ErrorCode::BadArgument, "the stones do not fit the board");
        return 0;
    }
    // The set-up stones, then a game code's moves alternately, the first by `first` (0: the side the
    // stones imply, core/replay.h); the side to move is then whoever moves next.
    int initFromCode(int rule, int size, int first, const std::string& cells, const std::string& code) {
        if (const int e = init(rule, size, first, cells)) return e;
        if (first == 0) pos_->setToMove(impliedToMove(pos_->board()));
        const ParsedCode parsed = parseCode(code, size);
        if (!parsed.status) return fail(parsed.status.code, parsed.status.message);
        if (Status s = placeMoves(*pos_, parsed.moves); !s) return fail(s.code, s.message);
        return 0;
    }
    int place(int x, int y, int color) {
        if (!onBoard(x, y)) return fail(ErrorCode::OffBoard, "the point is off the board");
        if (colorOf(color) == Color::Empty) return fail(ErrorCode::BadArgument, "a stone is black or white");
        if (!pos_->board().empty(Point(x, y))) return fail(ErrorCode::Occupied, "the point is taken");
        pos_->place(Point(x, y), colorOf(color));
        return 0;
    }
    int remove(int x, int y) {
        if (!onBoard(x, y)) return fail(ErrorCode::OffBoard, "the point is off the board");
        if (pos_->board().empty(Point(x, y))) return fail(ErrorCode::BadArgument, "there is no stone to remove");
        pos_->remove(Point(x, y));
        return 0;
    }
    void setToMove(int color) { pos_->setToMove(color == 2 ? Color::White : Color::Black); }
    int toMove() const { return static_cast<int>(pos_->toMove()); }
    int size() const { return pos_->size(); }
    std::string error() const { return error_; }
    int errorCode() const { return errorCode_; }
    val cells() { return cellBuffer_.view(pos_->board()); }
    val forbidden() {
        ForbiddenList list;
        if (pos_->toMove() == Color::Black) forbiddenPoints(*pos_, list);
        return forbiddenBuffer_.view(list, pos_->board());
    }
    int forbiddenAt(int x, int y) {
        if (!onBoard(x, y)) return 0;
        return static_cast<int>(forbiddenKind(*pos_, Point(x, y)));  // a five is never forbidden: the core says so
    }
    bool makesFive(int x, int y, int color) {
        if (!onBoard(x, y) || colorOf(color) == Color::Empty || !pos_->board().empty(Point(x, y))) return false;
        return pos_->makesFive(Point(x, y), colorOf(color));
    }
    std::string searchJson(int level, int timeMs, double nodes, int depth, double seed, val onProgress, val shouldStop) {
        return ::searchJson(*pos_, limitsOf(level, timeMs, nodes, depth, seed), callbacksOf(onProgress, shouldStop));
    }
    std::string vcfJson(int maxFours, double nodes) { return ::vcfJson(*pos_, maxFours, nodes); }
    std::string analyseJson(int multiPV, int timeMs, double nodes, int depth, val onProgress, val shouldStop) {
        return ::analyseJson(*pos_, multiPV, timeMs, nodes, depth, onProgress, shouldStop);
    }
    std::string threatsJson() { return ::threatsJson(*pos_); }
    std::string balanceJson(int upTo, int candidates, int timeMs, double nodes, int depth, val onProgress, val shouldStop) {
        return ::balanceJson(*pos_, upTo, candidates, timeMs, nodes, depth, onProgress, shouldStop);
    }

    std::string explainJson(int x, int y, int color) {
        if (!onBoard(x, y)) return fail(ErrorCode::OffBoard, "the point is off the board"), "";
        if (!pos_->board().empty(Point(x, y))) return fail(ErrorCode::Occupied, "the point is taken"), "";
        const Color c = colorOf(color) == Color::Empty ? pos_->toMove() : colorOf(color);
        return explanationToJson(explain(*pos_, Point(x, y), c));
    }

private:
    bool onBoard(int x, int y) const { return x >= 0 && y >= 0 && x < size() && y < size(); }
    int fail(ErrorCode c, const std::string& message) {
        error_ = message;
        errorCode_ = static_cast<int>(c);
        return errorCode_;
    }
    std::optional<Position> pos_;
    std::string error_;
    int errorCode_ = 0;
};

// A practice position as one character per point ('.', 'b', 'w'), black to move.
std::string practiceCells(double seed) {
    const Position pos = practicePosition(static_cast<uint64_t>(seed >= 0 && seed < 9007199254740992.0 ? seed : 0)).position;
    std::string cells(225, '.');
    for (int i = 0; i < 225; ++i)
        if (pos.board().at(i) != Color::Empty) cells[i] = pos.board().at(i) == Color::Black ? 'b' : 'w';
    return cells;
}

// Bytes allocated in the module's heap, for the memory tests and the API's memory().
int allocatedBytes() { return static_cast<int>(mallinfo().uordblks); }

// The bot's time manager: numbers checked on the JS side; turnMs < 0 and leftMs < 0 mean none,
// overheadMs < 0 the default.
val planMoveTime(int turnMs, double leftMs, int moveNumber, int emptyPoints, int overheadMs, int spentMs) {
    bot::TimeRules r;
    r.turnMs = turnMs;
    r.leftMs = leftMs < 0 ? -1 : static_cast<long long>(leftMs);
    r.moveNumber = moveNumber;
    r.emptyPoints = emptyPoints;
    if (overheadMs >= 0) r.overheadMs = overheadMs;
    r.spentMs = spentMs;
    const bot::MoveTime t = bot::planMoveTime(r);
    val o = val::object();
    o.set("softMs", t.softMs);
    o.set("hardMs", t.hardMs);
    o.set("timeMs", t.timeMs);
    return o;
}

std::string rulesJson() {
    Json j;
    writeRules(j);
    return j.str();
}

std::string errorName(int code) {
    if (code < 0 || code > static_cast<int>(kLastErrorCode)) return "UNKNOWN";
    return errorCodeName(static_cast<ErrorCode>(code));
}

}  // namespace

EMSCRIPTEN_BINDINGS(renju) {
    function("validateOptions", &validateOptions);
    function("parsePointIndex", &parsePointIndex);
    function("parseCodeJson", &parseCodeJson);
    function("parseMarksJson", &parseMarksJson);
    function("formatMarkText", &formatMarkText);
    function("errorName", &errorName);
    function("rulesJson", &rulesJson);
    function("allocatedBytes", &allocatedBytes);
    function("planMoveTime", &planMoveTime);
    function("hasEngine", &hasEngine);
    function("practiceCells", &practiceCells);

    class_<NativeGame>("NativeGame")
        .constructor<>()
        .function("init", &NativeGame::init)
        .function("restore", &NativeGame::restore)
        .function("snapshot", &NativeGame::snapshot)
        .function("restoreRecord", &NativeGame::restoreRecord)
        .function("record", &NativeGame::record)
        .function("playAs", &NativeGame::playAs)
        .function("passAs", &NativeGame::passAs)
        .function("decideSwap", &NativeGame::decideSwap)
        .function("declare", &NativeGame::declare)
        .function("offerFifth", &NativeGame::offerFifth)
        .function("chooseFifth", &NativeGame::chooseFifth)
        .function("offerLegality", &NativeGame::offerLegality)
        .function("turnJson", &NativeGame::turnJson)
        .function("openingJson", &NativeGame::openingJson)
        .function("actionsJson", &NativeGame::actionsJson)
        .function("apply", &NativeGame::apply)
        .function("searchJson", &NativeGame::searchJson)
        .function("vcfJson", &NativeGame::vcfJson)
        .function("analyseJson", &NativeGame::analyseJson)
        .function("threatsJson", &NativeGame::threatsJson)
        .function("balanceJson", &NativeGame::balanceJson)
        .function("botTurnJson", &NativeGame::botTurnJson)
        .function("play", &NativeGame::play)
        .function("pass", &NativeGame::pass)
        .function("acceptDraw", &NativeGame::acceptDraw)
        .function("declineDraw", &NativeGame::declineDraw)
        .function("resign", &NativeGame::resign)
        .function("timeout", &NativeGame::timeout)
        .function("claimWin", &NativeGame::claimWin)
        .function("claimForbidden", &NativeGame::claimForbidden)
        .function("undo", &NativeGame::undo)
        .function("redo", &NativeGame::redo)
        .function("legality", &NativeGame::legality)
        .function("forbiddenAt", &NativeGame::forbiddenAt)
        .function("error", &NativeGame::error)
        .function("errorCode", &NativeGame::errorCode)
        .function("toMove", &NativeGame::toMove)
        .function("size", &NativeGame::size)
        .function("rule", &NativeGame::rule)
        .function("ruling", &NativeGame::ruling)
        .function("ply", &NativeGame::ply)
        .function("canUndo", &NativeGame::canUndo)
        .function("canRedo", &NativeGame::canRedo)
        .function("drawOffered", &NativeGame::drawOffered)
        .function("over", &NativeGame::over)
        .function("code", &NativeGame::code)
        .function("movesText", &NativeGame::movesText)
        .function("resultJson", &NativeGame::resultJson)
        .function("cells", &NativeGame::cells)
        .function("forbidden", &NativeGame::forbidden)
        .function("explainJson", &NativeGame::explainJson);

    class_<NativePosition>("NativePosition")
        .constructor<>()
        .function("init", &NativePosition::init)
        .function("initFromCode", &NativePosition::initFromCode)
        .function("place", &NativePosition::place)
        .function("remove", &NativePosition::remove)
        .function("setToMove", &NativePosition::setToMove)
        .function("toMove", &NativePosition::toMove)
        .function("size", &NativePosition::size)
        .function("error", &NativePosition::error)
        .function("errorCode", &NativePosition::errorCode)
        .function("cells", &NativePosition::cells)
        .function("forbidden", &NativePosition::forbidden)
        .function("forbiddenAt", &NativePosition::forbiddenAt)
        .function("makesFive", &NativePosition::makesFive)
        .function("explainJson", &NativePosition::explainJson)
        .function("searchJson", &NativePosition::searchJson)
        .function("vcfJson", &NativePosition::vcfJson)
        .function("analyseJson", &NativePosition::analyseJson)
        .function("threatsJson", &NativePosition::threatsJson)
        .function("balanceJson", &NativePosition::balanceJson);
}
