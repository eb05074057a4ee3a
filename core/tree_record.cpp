#include "core/tree_record.h"

#include <algorithm>

#include "core/action_token.h"
#include "core/mark.h"
#include "core/notation.h"
#include "core/record.h"

namespace renju {

namespace {
std::string quote(std::string_view s) { return quoteForMessage(s); }
std::string bare(std::string_view s) {
    const std::string q = quoteForMessage(s);
    return q.substr(1, q.size() - 2);
}

bool isSpace(char c) { return c == ' ' || c == '\t'; }

// The actions value: tokens, ( ) variations, { } comments, [ ] marks and the * of the game's node.
Status parseActions(std::string_view v, VariationTree& tree, std::vector<int>& ordinal, std::vector<std::string>& tokens,
                    int& star) {
    const int size = tree.options().size;
    int cur = VariationTree::kRoot, last = -1;
    std::vector<std::pair<int, int>> open;  // (cur, last) at each '('
    std::vector<size_t> openAt;             // and where it is
    size_t i = 0;
    auto bad = [&](size_t at, const std::string& why) {
        return Status::error(ErrorCode::BadRecord, "actions, character " + std::to_string(at + 1) + ": " + why);
    };
    while (i < v.size()) {
        const char c = v[i];
        if (isSpace(c)) {
            ++i;
        } else if (c == '{') {
            std::string text;
            size_t k = i + 1;
            for (; k < v.size() && v[k] != '}'; ++k) {
                if (v[k] == '\\' && k + 1 < v.size()) {
                    ++k;
                    text += v[k] == 'n' ? '\n' : v[k];
                } else {
                    text += v[k];
                }
            }
            if (k >= v.size()) return bad(i, "the comment \"{\" is not closed by \"}\"");
            std::string& comment = tree.edit(cur).comment;
            comment += (comment.empty() ? "" : "\n") + text;
            i = k + 1;
        } else if (c == '[') {
            const size_t k = v.find(']', i);
            if (k == std::string_view::npos) return bad(i, "the marks \"[\" are not closed by \"]\"");
            const std::string_view marks = v.substr(i + 1, k - i - 1);
            if (Status m = checkMarks(marks, size); !m) return bad(i, m.message);
            std::string& kept = tree.edit(cur).marks;
            if (!kept.empty()) kept += ' ';
            kept += trimSpaces(marks);
            i = k + 1;
        } else if (c == '(') {
            if (last < 0) return bad(i, "a variation \"(\" must follow the action it replaces");
            open.emplace_back(cur, last);
            openAt.push_back(i);
            cur = tree.node(last).parent;
            last = -1;
            ++i;
        } else if (c == ')') {
            if (open.empty()) return bad(i, "\")\" closes no variation");
            if (last < 0) return bad(i, "an empty variation \"()\"");
            cur = open.back().first;
            last = open.back().second;
            open.pop_back();
            openAt.pop_back();
            ++i;
        } else if (c == '*') {
            star = cur;
            ++i;
        } else {
            const size_t start = i;
            while (i < v.size() && !isSpace(v[i]) && v[i] != '{' && v[i] != '}' && v[i] != '[' && v[i] != ']' && v[i] != '(' &&
                   v[i] != ')')
                ++i;
            if (i == start) return bad(i, "unexpected " + quote(v.substr(i, 1)));
            const std::string token(v.substr(start, i - start));
            tokens.push_back(token);
            const int number = static_cast<int>(tokens.size()) - 1;
            const ParsedAction p = parseAction(token, size);
            if (!p.status) return Status::error(ErrorCode::BadRecord, "action " + std::to_string(number) + " (" + bare(token) + "): " + p.status.message);
            const int before = tree.slots();
            const int n = tree.addChild(cur, p.action);
            if (n < 0) return bad(start, "more than " + std::to_string(VariationTree::kMaxNodes) + " actions");
            if (n >= before) ordinal.push_back(number);
            cur = last = n;
        }
    }
    if (!open.empty()) return bad(openAt.back(), "this variation \"(\" is not closed by \")\"");
    return Status::success();
}
void writeNotes(std::string& s, const TreeNode& n, bool here) {
    if (!n.comment.empty()) {
        s += " {";
        for (char c : n.comment) {
            if (c == '}' || c == '\\') s += '\\';
            if (c == '\n') s += "\\n";
            else if (c != '\r') s += c;
        }
        s += '}';
    }
    if (!n.marks.empty()) s += " [" + n.marks + "]";
    if (here) s += " *";
}

// The line after node `n`: its first child, that child's siblings as variations, and so on.
void writeLine(std::string& s, const VariationTree& t, int n, int current, std::vector<int>& order) {
    while (!t.node(n).children.empty()) {
        const std::vector<int>& kids = t.node(n).children;
        const int first = kids.front();
        order.push_back(first);
        s += " " + formatAction(t.node(first).action);
        writeNotes(s, t.node(first), first == current);
        for (size_t i = 1; i < kids.size(); ++i) {
            order.push_back(kids[i]);
            s += " (" + formatAction(t.node(kids[i]).action);
            writeNotes(s, t.node(kids[i]), kids[i] == current);
            writeLine(s, t, kids[i], current, order);
            s += ")";
        }
        n = first;
    }
}
}  // namespace

std::string formatTreeRecord(const VariationTree& tree, int current) {
    std::vector<int> order;
    return formatTreeRecord(tree, current, order);
}

std::string formatTreeRecord(const VariationTree& tree, int current, std::vector<int>& order) {
    order.assign(1, VariationTree::kRoot);
    // The fields, and "actions:" last; an analysis board's tree says so first.
    std::string s = (tree.analysis() ? "mode: analysis\n" : "") + formatRecord(tree.newGame());
    s.pop_back();
    if (current == tree.lineEnd(VariationTree::kRoot) || !tree.valid(current)) current = -1;
    writeNotes(s, tree.node(VariationTree::kRoot), current == VariationTree::kRoot);
    writeLine(s, tree, VariationTree::kRoot, current, order);
    return s + "\n";
}

ParsedTreeRecord parseTreeRecord(std::string_view text) {
    ParsedTreeRecord out;
    auto fail = [&](ErrorCode c, const std::string& msg) {
        out.status = Status::error(c, msg);
        return out;
    };
    // The fields by core/record.h's reader, the actions here: find the actions line and read the rest
    // without it.
    std::string fields;
    std::string_view actions;
    std::optional<int> mode;  // 1: an analysis board (mode: analysis)
    size_t at = 0;
    while (at <= text.size()) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        const std::string_view line = text.substr(at, end - at);
        size_t k = 0;
        while (k < line.size() && (line[k] == ' ' || line[k] == '\t')) ++k;
        const std::string_view rest = line.substr(k);
        bool isActions = rest.substr(0, 7) == "actions";
        size_t colon = 7;
        while (isActions && colon < rest.size() && (rest[colon] == ' ' || rest[colon] == '\t')) ++colon;
        isActions = isActions && colon < rest.size() && rest[colon] == ':';
        bool isMode = rest.substr(0, 4) == "mode";
        size_t modeColon = 4;
        while (isMode && modeColon < rest.size() && (rest[modeColon] == ' ' || rest[modeColon] == '\t')) ++modeColon;
        isMode = isMode && modeColon < rest.size() && rest[modeColon] == ':';
        if (isMode) {
            std::string_view value = rest.substr(modeColon + 1);
            if (!value.empty() && value.back() == '\r') value.remove_suffix(1);
            const std::string v = trimSpaces(value);
            const std::string where = "line " + std::to_string(std::count(text.begin(), text.begin() + at, '\n') + 1);
            if (mode) return fail(ErrorCode::BadRecord, where + ": mode is given twice");
            if (v != "analysis" && v != "game") return fail(ErrorCode::BadRecord, where + ": mode is analysis or game, not " + quote(v));
            mode = v == "analysis" ? 1 : 0;
            fields += '\n';  // keeps the line numbers
        } else if (isActions && actions.data() == nullptr) {
            actions = rest.substr(colon + 1);
            if (!actions.empty() && actions.back() == '\r') actions.remove_suffix(1);
            while (!actions.empty() && isSpace(actions.front())) actions.remove_prefix(1);  // characters count from the value
            fields += "actions:\n";  // keeps the line numbers, and a second actions line is still refused
        } else {
            fields.append(line);
            fields += '\n';
        }
        at = end + 1;
    }
    const ParsedRecord head = parseRecord(fields);
    if (!head.game) return fail(head.status.code, head.status.message);
    const bool analysis = mode.value_or(0) == 1;
    if (analysis && head.game->options().opening != Opening::Free)
        return fail(ErrorCode::BadRecord, "an analysis board has no opening rule");
    VariationTree tree = VariationTree::fromGame(*head.game);
    if (analysis) tree = VariationTree::board(tree.start());
    std::vector<int> ordinal(1, 0);  // node -> the number of its action in the text
    std::vector<std::string> tokens(1);
    int star = -1;
    if (Status s = parseActions(actions, tree, ordinal, tokens, star); !s) return fail(s.code, s.message);
    std::vector<TreeError> errors;
    checkTree(tree, &errors, VariationTree::kMaxNodes);
    const TreeError* first = nullptr;
    for (const TreeError& e : errors)
        if (!e.warning && (!first || ordinal[e.node] < ordinal[first->node])) first = &e;
    if (first) {
        // The game's message without checkTree's move label: the record names the action.
        const size_t colon = first->message.find("): ");
        const std::string why = colon == std::string::npos ? first->message : first->message.substr(colon + 3);
        const int k = ordinal[first->node];
        return fail(first->code, "action " + std::to_string(k) + " (" + bare(tokens[k]) + "): " + why);
    }
    out.current = star >= 0 ? star : tree.lineEnd(VariationTree::kRoot);
    out.tree.emplace(std::move(tree));
    return out;
}

}  // namespace renju
