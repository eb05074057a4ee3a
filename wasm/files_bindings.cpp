// The embind layer of the record-files module (renju-files-core.wasm), loaded only when a page reads
// or writes files or works with a game's variation tree: the game trees (core/variation_tree.h), the
// full record with variations (core/tree_record.h) and the file formats. It holds no rules: every
// action goes through the core's game. Errors are codes and messages, never exceptions.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <optional>
#include <string>

#include "core/action_token.h"
#include "core/game_file.h"
#include "core/json.h"
#include "core/mark.h"
#include "core/notation.h"
#include "core/record.h"
#include "core/tree_record.h"
#include "core/variation_tree.h"

using namespace emscripten;
using namespace renju;

namespace {

std::string errorName(int code) {
    if (code < 0 || code > static_cast<int>(kLastErrorCode)) return "UNKNOWN";
    return errorCodeName(static_cast<ErrorCode>(code));
}

class NativeTree {
public:
    // From a full game record, with or without variations.
    int load(const std::string& text) {
        ParsedTreeRecord r = parseTreeRecord(text);
        if (!r.tree) return report(r.status);
        tree_ = std::move(*r.tree);
        current_ = r.current;
        return 0;
    }
    // An analysis board's tree, empty, from its start: the rule and side to move by name, the stones
    // as points separated by spaces ("h8 i9").
    int startBoard(const std::string& rule, int size, const std::string& toMove, const std::string& black, const std::string& white) {
        GameOptions o;
        const std::optional<Rule> r = parseRule(rule);
        if (!r) return fail(ErrorCode::BadArgument, "the rule is renju, standard or freestyle");
        o.rule = *r;
        o.size = size;
        if (Status s = Game::validate(o); !s) return report(s);
        if (toMove != "black" && toMove != "white") return fail(ErrorCode::BadArgument, "the side to move is black or white");
        Position start(size, *r, toMove == "white" ? Color::White : Color::Black);
        for (const auto& [points, color] : {std::pair{&black, Color::Black}, std::pair{&white, Color::White}}) {
            size_t i = 0;
            while (i < points->size()) {
                const size_t end = std::min(points->find(' ', i), points->size());
                if (end > i) {
                    const std::string_view word = std::string_view(*points).substr(i, end - i);
                    const std::optional<Point> p = parsePoint(word, size);
                    if (!p) return fail(ErrorCode::BadArgument, quoteForMessage(word) + " is not a point on the board");
                    if (!start.board().empty(*p)) return fail(ErrorCode::Occupied, quoteForMessage(word) + " holds two stones");
                    start.place(*p, color);
                }
                i = end + 1;
            }
        }
        tree_ = VariationTree::board(start);
        current_ = VariationTree::kRoot;
        return 0;
    }
    bool analysis() const { return tree_.analysis(); }
    // Follows the game's actions (space-separated action tokens, as the game took them), or the
    // analysis board's steps: the node they lead to, adding the ones missing (a move from an earlier
    // position starts a variation).
    int follow(const std::string& tokens) {
        std::vector<Action> actions;
        size_t i = 0;
        while (i < tokens.size()) {
            if (tokens[i] == ' ') {
                ++i;
                continue;
            }
            const size_t start = i;
            while (i < tokens.size() && tokens[i] != ' ') ++i;
            const ParsedAction p = parseAction(std::string_view(tokens).substr(start, i - start), tree_.options().size);
            if (!p.status) return report(p.status);
            actions.push_back(p.action);
        }
        const std::vector<int> line = tree_.path(current_);
        size_t k = 0;
        while (k < line.size() && k < actions.size() && sameAction(tree_.node(line[k]).action, actions[k])) ++k;
        if (k == line.size() && k == actions.size()) return 0;
        int n = k == 0 ? VariationTree::kRoot : line[k - 1];
        const int firstNew = tree_.slots();
        for (; k < actions.size(); ++k) {
            n = tree_.addChild(n, actions[k]);
            if (n < 0) return fail(ErrorCode::BadArgument, "the tree is full");
        }
        auto dropNew = [&] {
            for (int id = tree_.slots() - 1; id >= firstNew; --id)
                if (tree_.valid(id)) tree_.remove(id);
        };
        if (tree_.analysis()) {
            std::optional<Position> p;
            if (Status s = tree_.positionAt(n, p); !s) return dropNew(), report(s);
            current_ = n;
            return 0;
        }
        // The new nodes' actions as the game fills them in (the stones' colours): replayed by the rules.
        std::optional<Game> g;
        if (Status s = tree_.gameAt(n, g); !s) {
            dropNew();
            return report(s);
        }
        const std::vector<int> path = tree_.path(n);
        for (size_t j = 0; j < path.size(); ++j) tree_.edit(path[j]).action = g->actions()[j];
        current_ = n;
        return 0;
    }
    int current() const { return current_; }
    int setCurrent(int id) {
        if (!tree_.valid(id)) return noNode(id);
        current_ = id;
        return 0;
    }
    int size() const { return tree_.options().size; }
    std::string tokens(int id, bool after) const {
        std::string s;
        for (int n : after ? tree_.continuation(id) : tree_.path(id)) s += (s.empty() ? "" : " ") + formatAction(tree_.node(n).action);
        return s;
    }
    bool valid(int id) const { return tree_.valid(id); }
    // The record of the game at a node, as one line (the main module's importRecord reads it).
    std::string lineRecord(int id) {
        std::optional<Game> g;
        if (Status s = tree_.gameAt(id, g); !s) return report(s), "";
        return formatRecord(*g);
    }
    std::string record() const { return formatTreeRecord(tree_, current_); }
    // The tree in another file format: its bytes (binary formats as bytes 0-255 in a string), or ""
    // with the error set.
    val toFile(const std::string& format) {
        const FileWrite w = writeGameFile(tree_, current_, format);
        if (!w.status) {
            report(w.status);
            return val::null();
        }
        return val(typed_memory_view(w.bytes.size(), reinterpret_cast<const uint8_t*>(w.bytes.data()))).call<val>("slice");
    }

    std::string treeJson() const {
        Json j;
        j.beginObject().key("current").value(current_).key("nodes").beginArray();
        std::vector<std::pair<int, int>> stack{{VariationTree::kRoot, stonesAtStart()}};
        while (!stack.empty()) {
            const auto [id, stones] = stack.back();
            stack.pop_back();
            writeNode(j, id, stones);
            const TreeNode& n = tree_.node(id);
            for (auto it = n.children.rbegin(); it != n.children.rend(); ++it) stack.emplace_back(*it, stones + counts(id));
        }
        j.endArray().endObject();
        return j.str();
    }
    std::string nodeJson(int id) {
        if (!tree_.valid(id)) return noNode(id), "";
        int stones = stonesAtStart();
        for (int n : tree_.path(id))
            if (n != id) stones += counts(n);
        Json j;
        writeNode(j, id, stones);
        return j.str();
    }
    int promote(int id) { return report(tree_.promote(id)); }
    int makeMainLine(int id) { return report(tree_.makeMainLine(id)); }
    // Deletes a node; when the current node was inside, the current node becomes its parent.
    int remove(int id) {
        if (!tree_.valid(id)) return noNode(id);
        const int parent = tree_.node(id).parent;
        bool inside = false;
        for (int n = current_; n >= 0 && !inside; n = tree_.node(n).parent) inside = n == id;
        const Status s = tree_.remove(id);
        if (s && inside) current_ = parent;
        return report(s);
    }
    int setComment(int id, const std::string& text) {
        if (!tree_.valid(id)) return noNode(id);
        if (text.size() > 65536) return fail(ErrorCode::BadArgument, "a comment is at most 65536 bytes");
        tree_.setComment(id, text);
        return 0;
    }
    int setMarks(int id, const std::string& text) {
        if (!tree_.valid(id)) return noNode(id);
        if (text.size() > 8192) return fail(ErrorCode::BadArgument, "marks are at most 8192 bytes of text");
        const ParsedMarks m = parseMarks(text, tree_.options().size);
        if (!m.status) return report(m.status);
        tree_.setMarks(id, formatMarks(m.marks));
        return 0;
    }
    std::string error() const { return error_; }
    int errorCode() const { return errorCode_; }

private:
    // Move numbers count the set-up stones in a game; an analysis board numbers its steps.
    int stonesAtStart() const { return tree_.analysis() ? 0 : tree_.start().board().stones(); }
    static bool boardStep(const Action& a) { return a.type == ActionType::Place || a.type == ActionType::Remove; }
    int counts(int id) const {
        if (id == VariationTree::kRoot) return 0;
        const Action& a = tree_.node(id).action;
        return placesStone(a) || a.type == ActionType::Pass || boardStep(a) ? 1 : 0;
    }
    void writeNode(Json& j, int id, int stonesBefore) const {
        const TreeNode& n = tree_.node(id);
        const bool root = id == VariationTree::kRoot;
        const bool stone = !root && (placesStone(n.action) || boardStep(n.action));
        j.beginObject().key("id").value(id).key("parent");
        if (root) j.null();
        else j.value(n.parent);
        j.key("token");
        if (root) j.null();
        else j.value(formatAction(n.action));
        j.key("point");
        if (stone) j.value(formatPoint(n.action.point));
        else j.null();
        j.key("color");
        if (stone && n.action.type != ActionType::Remove && n.action.color != Color::Empty) j.value(colorName(n.action.color));
        else j.null();
        j.key("moveNumber");
        if (!root && counts(id)) j.value(stonesBefore + 1);
        else j.null();
        j.key("children").beginArray();
        for (int c : n.children) j.value(c);
        j.endArray().key("comment").value(n.comment).key("marks").beginArray();
        for (const Mark& m : parseMarks(n.marks, tree_.options().size).marks) {
            j.beginObject().key("point").value(formatPoint(m.point)).key("x").value(static_cast<int>(m.point.x));
            j.key("y").value(static_cast<int>(m.point.y)).key("type").value(markKindName(m.kind));
            if (!m.text.empty()) j.key("text").value(m.text);
            j.endObject();
        }
        j.endArray().endObject();
    }
    int noNode(int id) { return fail(ErrorCode::BadArgument, "no node " + std::to_string(id) + " in the tree"); }
    int fail(ErrorCode c, const std::string& message) {
        error_ = message;
        errorCode_ = static_cast<int>(c);
        return errorCode_;
    }
    int report(const Status& s) { return fail(s.code, s.message); }

    VariationTree tree_;
    int current_ = VariationTree::kRoot;
    std::string error_;
    int errorCode_ = 0;
};

// {format, partial, games: [{info: {...}, record, moves}], errors: [{where, message, warning, code, params}]}:
// each game as its full record with the tree (the JS side makes the game from it).
// Each game is written as soon as it is read, so that a file of many games never holds every tree at
// once; `progress` (a JS function, or undefined) is called with (bytes done, all bytes) as the read goes.
std::string readFileJson(const std::string& bytes, const std::string& format, emscripten::val progress, bool rawText) {
    FileRead r;
    r.rawText = rawText;
    Json j;
    j.beginObject().key("games").beginArray();
    r.onGame = [&j](FileGame&& g) {
        j.beginObject().key("info").beginObject();
        for (const auto& [k, v] : g.info) j.key(k).value(v);
        j.endObject().key("record").value(formatTreeRecord(g.tree, g.current));
        j.key("moves").value(static_cast<int>(g.tree.path(g.tree.lineEnd(VariationTree::kRoot)).size()));
        j.key("nodes").value(g.tree.count() - 1).endObject();
    };
    if (progress.typeOf().as<std::string>() == "function")
        r.onProgress = [&progress](size_t done, size_t all) { progress(static_cast<double>(done), static_cast<double>(all)); };
    readGameFileInto(bytes, format, r);
    j.endArray().key("format").value(r.format).key("partial").value(r.partial).key("errors").beginArray();
    for (const FileMessage& e : r.errors) {
        j.beginObject().key("where").value(e.where).key("message").value(e.message).key("warning").value(e.warning);
        j.key("code").value(e.code).key("params").beginObject();
        for (const auto& [k, v] : e.params) j.key(k).value(v);
        j.endObject().endObject();
    }
    j.endArray().endObject();
    return j.str();
}

std::string detectFormat(const std::string& bytes) { return detectFileFormat(bytes); }

}  // namespace

EMSCRIPTEN_BINDINGS(renju_files) {
    function("errorName", &errorName);
    function("readFileJson", &readFileJson);
    function("detectFormat", &detectFormat);
    class_<NativeTree>("NativeTree")
        .constructor<>()
        .function("load", &NativeTree::load)
        .function("startBoard", &NativeTree::startBoard)
        .function("analysis", &NativeTree::analysis)
        .function("follow", &NativeTree::follow)
        .function("current", &NativeTree::current)
        .function("setCurrent", &NativeTree::setCurrent)
        .function("size", &NativeTree::size)
        .function("tokens", &NativeTree::tokens)
        .function("valid", &NativeTree::valid)
        .function("lineRecord", &NativeTree::lineRecord)
        .function("record", &NativeTree::record)
        .function("toFile", &NativeTree::toFile)
        .function("treeJson", &NativeTree::treeJson)
        .function("nodeJson", &NativeTree::nodeJson)
        .function("promote", &NativeTree::promote)
        .function("makeMainLine", &NativeTree::makeMainLine)
        .function("remove", &NativeTree::remove)
        .function("setComment", &NativeTree::setComment)
        .function("setMarks", &NativeTree::setMarks)
        .function("error", &NativeTree::error)
        .function("errorCode", &NativeTree::errorCode);
}
