// SGF (FF[4]; red-bean.com/sgf) as Renju and Gomoku programs write it: GM[1], GM[4] or GM[5], SZ,
// B and W moves ("hh": column, then row from the top; "" or "tt" on boards up to 19: a pass), C
// comments, LB labels, TR CR SQ MA marks, AB AW set-up stones in the first node, PB PW EV DT RE GN RU
// game information; variations in parentheses; several game trees in one file. The reader works
// with an explicit stack: no nesting depth can make it recurse.
#include "core/game_file.h"
#include "core/mark.h"
#include "core/notation.h"

namespace renju {

namespace {
struct Property {
    std::string id;
    std::vector<std::string> values;
};

class Lexer {
public:
    explicit Lexer(std::string_view t) : t_(t) {}
    size_t at() const { return i_; }
    int line() const { return line_; }
    bool done() { return skip() >= t_.size(); }
    char peek() { return skip() < t_.size() ? t_[i_] : '\0'; }
    void next() {
        if (t_[i_] == '\n') ++line_;
        ++i_;
    }
    // The properties of a node, after its ';'. False with `error` set when a value is not closed.
    bool node(std::vector<Property>& props, FileMessage& error) {
        props.clear();
        while (true) {
            const char c = peek();
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) return true;
            Property p;
            while (i_ < t_.size() && ((t_[i_] >= 'A' && t_[i_] <= 'Z') || (t_[i_] >= 'a' && t_[i_] <= 'z'))) {
                if (t_[i_] >= 'A' && t_[i_] <= 'Z' && p.id.size() < 8) p.id += t_[i_];  // FF[3] allowed lowercase letters too
                next();
            }
            while (peek() == '[') {
                const int startLine = line_;
                next();
                std::string v;
                while (i_ < t_.size() && t_[i_] != ']') {
                    if (t_[i_] == '\\' && i_ + 1 < t_.size()) next();
                    if (v.size() < 65536) v += t_[i_];
                    next();
                }
                if (i_ >= t_.size()) {
                    error = fileMessage("", "sgfValueOpen", {{"id", p.id}, {"line", std::to_string(startLine)}},
                                        "the value of " + p.id + " opened on line " + std::to_string(startLine) + " is not closed by \"]\"");
                    return false;
                }
                next();
                p.values.push_back(std::move(v));
            }
            if (p.values.empty()) {
                error = fileMessage("", "sgfNoValue", {{"token", quoteForMessage(p.id)}}, "property " + quoteForMessage(p.id) + " has no value");
                return false;
            }
            props.push_back(std::move(p));
        }
    }

private:
    size_t skip() {
        while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\r' || t_[i_] == '\n')) next();
        return i_;
    }
    std::string_view t_;
    size_t i_ = 0;
    int line_ = 1;
};

// A point "hh" (or a pass), -2 x when unreadable or off the board.
Point sgfPoint(const std::string& v, int size, bool& pass) {
    pass = v.empty() || (v == "tt" && size <= 19);
    if (pass) return Point();
    if (v.size() != 2 || v[0] < 'a' || v[0] > 'z' || v[1] < 'a' || v[1] > 'z') return Point(-2, -2);
    const int x = v[0] - 'a', y = v[1] - 'a';
    if (x >= size || y >= size) return Point(-2, -2);
    return Point(x, size - 1 - y);
}
std::string sgfCoord(Point p, int size) {
    return std::string(1, static_cast<char>('a' + p.x)) + static_cast<char>('a' + (size - 1 - p.y));
}

const char* infoName(const std::string& id) {
    if (id == "PB") return "black";
    if (id == "PW") return "white";
    if (id == "EV") return "event";
    if (id == "DT") return "date";
    if (id == "RE") return "result";
    if (id == "GN") return "name";
    if (id == "RU") return "rule";
    if (id == "PC") return "place";
    if (id == "AP") return "program";
    return nullptr;
}

// One game tree, from its '(' (already read) to the matching ')'.
void readGame(Lexer& lx, FileRead& out, int number) {
    const std::string prefix = "game " + std::to_string(number) + ", ";
    std::vector<Property> props;
    FileMessage err;
    if (lx.peek() != ';') {
        out.errors.push_back(fileMessage(prefix + lineWhere(lx.line()), "sgfNoNode", {}, "a game tree starts with \";\""));
        out.partial = true;
        return;
    }
    lx.next();
    const int rootLine = lx.line();
    if (!lx.node(props, err)) {
        err.where = prefix + lineWhere(lx.line());
        err.params.emplace_back("rest", "no");
        out.errors.push_back(err);
        out.partial = true;
        return;
    }
    int size = 15;
    std::vector<std::pair<std::string, std::string>> info;
    std::string rule;
    for (const Property& p : props) {
        if (p.id == "SZ") {
            int n = 0;
            for (char c : p.values[0]) {
                if (c < '0' || c > '9') break;
                if (n < 1000) n = n * 10 + (c - '0');
            }
            size = n;
        }
        if (p.id == "RU") rule = p.values[0];
        if (const char* name = infoName(p.id)) info.emplace_back(name, utf8From(p.values[0]));
    }
    if (size < kMinSize || size > kMaxSize) {
        out.errors.push_back(fileMessage(prefix + lineWhere(rootLine), "sgfBadSize", {{"size", std::to_string(size)}}, "board size " + std::to_string(size) + " is outside 5-22"));
        out.partial = true;
        size = 15;
    }
    GameOptions o;
    o.size = size;
    o.opening = Opening::None;
    std::string lower;
    for (char c : rule) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    o.rule = size != 15 ? Rule::Freestyle
             : lower.find("free") != std::string::npos || lower.find("gomoku") != std::string::npos ? Rule::Freestyle
             : lower.find("standard") != std::string::npos ? Rule::Standard
                                                             : Rule::Renju;
    Position start(size, o.rule, Color::Black);
    for (const Property& p : props) {
        if (p.id != "AB" && p.id != "AW") continue;
        for (const std::string& v : p.values) {
            bool pass;
            const Point q = sgfPoint(v, size, pass);
            if (pass || q.x < 0 || !start.board().empty(q)) {
                out.errors.push_back(fileMessage(prefix + lineWhere(rootLine), "sgfSetupStone", {{"token", quoteForMessage(v)}},
                                                 "set-up stone " + quoteForMessage(v) + " is off the board or on a stone: left out"));
                out.partial = true;
                continue;
            }
            start.place(q, p.id == "AB" ? Color::Black : Color::White);
        }
    }
    for (const Property& p : props)
        if (p.id == "PL" && !p.values[0].empty()) start.setToMove(p.values[0][0] == 'W' || p.values[0][0] == 'w' ? Color::White : Color::Black);
    TreeBuilder t(o, start, out, prefix);
    std::vector<Color> toMove{start.toMove()};  // tree node -> the side to move after it
    int cur = VariationTree::kRoot;
    bool dead = false;  // the rest of this branch is left out
    std::vector<std::pair<int, bool>> stack;
    auto apply = [&](const std::vector<Property>& ps, int line, bool rootNode) {
        const std::string where = lineWhere(line);
        int node = cur;
        for (const Property& p : ps) {
            if (p.id != "B" && p.id != "W") continue;
            if (dead) return;
            const Color c = p.id == "B" ? Color::Black : Color::White;
            bool pass;
            const Point q = sgfPoint(p.values[0], size, pass);
            if (!pass && q.x < 0) {
                t.error(where, "sgfNotPoint", {{"id", p.id}, {"token", quoteForMessage(p.values[0])}, {"size", std::to_string(size)}},
                        p.id + " " + quoteForMessage(p.values[0]) + " is not a point on the " + std::to_string(size) + "x" +
                                   std::to_string(size) + " board: this line is left out from here");
                dead = true;
                return;
            }
            if (c != toMove[static_cast<size_t>(cur)]) {
                t.error(where, "sgfWrongColour", {{"color", colorName(c)}, {"point", pass ? std::string("pass") : formatPoint(q)}, {"toMove", colorName(toMove[static_cast<size_t>(cur)])}},
                        std::string(colorName(c)) + " moves at " + (pass ? std::string("pass") : formatPoint(q)) + ", but " +
                                   colorName(toMove[static_cast<size_t>(cur)]) + " is to move: this line is left out from here");
                dead = true;
                return;
            }
            node = t.add(cur, pass ? Point() : q, where);
            if (node < 0) {
                dead = true;
                return;
            }
            if (static_cast<size_t>(node) >= toMove.size()) toMove.resize(static_cast<size_t>(node) + 1);
            toMove[static_cast<size_t>(node)] = opponent(c);
            cur = node;
        }
        if (dead) return;
        for (const Property& p : ps) {
            if (p.id == "C" || (p.id == "GC" && rootNode)) t.comment(node, p.values[0]);
            for (const std::string& v : p.values) {
                bool pass;
                if (p.id == "LB") {
                    const size_t colon = v.find(':');
                    const Point q = sgfPoint(v.substr(0, colon), size, pass);
                    if (colon != std::string::npos && q.x >= 0 && !pass) t.mark(node, q, std::string_view(v).substr(colon + 1));
                } else if (p.id == "TR" || p.id == "CR" || p.id == "SQ" || p.id == "MA") {
                    const Point q = sgfPoint(v, size, pass);
                    if (q.x >= 0 && !pass)
                        t.symbol(node, q, p.id == "TR" ? "tri" : p.id == "CR" ? "circle" : p.id == "SQ" ? "square" : "x");
                }
            }
        }
    };
    apply(props, rootLine, true);
    int depth = 0;
    while (true) {
        if (lx.done()) {
            t.error(lineWhere(lx.line()), "sgfUnclosed", {}, "the file ends inside a game tree: \")\" is missing");
            break;
        }
        const char c = lx.peek();
        if (c == ';') {
            lx.next();
            const int line = lx.line();
            if (!lx.node(props, err)) {
                err.params.emplace_back("rest", "yes");
                t.error(lineWhere(lx.line()), err.code, err.params, err.message + ": the rest of the game is left out");
                while (!lx.done()) lx.next();
                break;
            }
            apply(props, line, false);
        } else if (c == '(') {
            lx.next();
            stack.emplace_back(cur, dead);
            ++depth;
        } else if (c == ')') {
            lx.next();
            if (depth == 0) break;
            --depth;
            cur = stack.back().first;
            dead = stack.back().second;
            stack.pop_back();
        } else {
            t.error(lineWhere(lx.line()), "sgfUnexpected", {{"token", quoteForMessage(std::string(1, c))}}, "unexpected " + quoteForMessage(std::string(1, c)) + ": skipped");
            lx.next();
        }
    }
    t.finish(std::move(info));
}
}  // namespace

void readSgf(std::string_view text, FileRead& out) {
    Lexer lx(text);
    int number = 0;
    while (!lx.done()) {
        const char c = lx.peek();
        lx.next();
        if (c != '(') {
            if (number == 0) {
                out.errors.push_back(fileMessage(lineWhere(lx.line()), "sgfStart", {}, "an SGF file starts with \"(;\""));
                return;
            }
            continue;  // text between game trees is ignored, as SGF allows
        }
        readGame(lx, out, ++number);
        if (out.gameCount >= kMaxFileGames) break;
        out.progress(lx.at());
    }
}

std::string writeSgf(const VariationTree& tree) {
    const int n = tree.options().size;
    auto value = [](const std::string& v) {
        std::string s = "[";
        for (char c : v) {
            if (c == ']' || c == '\\') s += '\\';
            s += c;
        }
        return s + "]";
    };
    std::string s = "(;FF[4]GM[4]CA[UTF-8]AP[renju]SZ[" + std::to_string(n) + "]RU[" + ruleName(tree.options().rule) + "]";
    const Board& b = tree.start().board();
    for (Color c : {Color::Black, Color::White}) {
        std::string list;
        for (int i = 0; i < n * n; ++i)
            if (b.at(i) == c) list += "[" + sgfCoord(b.point(i), n) + "]";
        if (!list.empty()) s += (c == Color::Black ? "AB" : "AW") + list;
    }
    if (tree.start().toMove() == Color::White) s += "PL[W]";
    auto props = [&](const TreeNode& node) {
        std::string p;
        if (!node.comment.empty()) p += "C" + value(node.comment);
        for (const Mark& m : parseMarks(node.marks, n).marks) {
            const std::string at = sgfCoord(m.point, n);
            switch (m.kind) {
                case MarkKind::Label: p += "LB[" + at + ":" + value(m.text).substr(1); break;
                case MarkKind::Cross: p += "MA[" + at + "]"; break;
                case MarkKind::Triangle: p += "TR[" + at + "]"; break;
                case MarkKind::Circle: p += "CR[" + at + "]"; break;
                case MarkKind::Square: p += "SQ[" + at + "]"; break;
                case MarkKind::Dot: p += "LB[" + at + ":.]"; break;
            }
        }
        return p;
    };
    s += props(tree.node(VariationTree::kRoot));
    // (node, opens a variation) or a closing ')' (node -1).
    std::vector<std::pair<int, bool>> stack;
    auto pushChildren = [&](int id) {
        const std::vector<int>& kids = tree.node(id).children;
        if (kids.size() == 1) {
            stack.emplace_back(kids[0], false);
            return;
        }
        for (size_t k = kids.size(); k-- > 0;) {
            stack.emplace_back(-1, false);
            stack.emplace_back(kids[k], true);
        }
    };
    pushChildren(VariationTree::kRoot);
    while (!stack.empty()) {
        const auto [id, open] = stack.back();
        stack.pop_back();
        if (id < 0) {
            s += ")";
            continue;
        }
        if (open) s += "(";
        const TreeNode& node = tree.node(id);
        s += ";";
        if (placesStone(node.action)) s += std::string(node.action.color == Color::White ? "W" : "B") + "[" + sgfCoord(node.action.point, n) + "]";
        else if (node.action.type == ActionType::Pass) s += std::string(node.action.color == Color::White ? "W" : "B") + "[]";
        s += props(node);
        pushChildren(id);
    }
    return s + ")\n";
}

}  // namespace renju
