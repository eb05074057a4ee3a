// Piskvork / Gomocup .psq (github plastovicka/Piskvork source/game.cpp): a header line
// "Piskvorky WxH, X:Y, N", then one "x,y,ms" line a move (1-based, x the column, y the row from the
// top), then whatever the program adds after the moves: the engines' names, an error code, ...
// (kept, as lines of the game's notes).
#include "core/game_file.h"
#include "core/notation.h"

namespace renju {

namespace {
// Whole non-negative numbers separated by commas; false when the line is anything else.
bool numbers(std::string_view line, std::vector<long>& out) {
    out.clear();
    size_t i = 0;
    while (i < line.size()) {
        long v = 0;
        const size_t start = i;
        while (i < line.size() && line[i] >= '0' && line[i] <= '9' && v < 100000000) v = v * 10 + (line[i++] - '0');
        if (i == start) return false;
        out.push_back(v);
        if (i < line.size()) {
            if (line[i] != ',') return false;
            ++i;
        }
    }
    return !out.empty();
}
}  // namespace

void readPsq(std::string_view text, FileRead& out) {
    std::vector<std::string_view> lines;
    for (size_t at = 0; at <= text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view l = text.substr(at, end - at);
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.remove_suffix(1);
        lines.push_back(l);
        at = end + 1;
    }
    size_t first = 0;
    while (first < lines.size() && lines[first].empty()) ++first;
    if (first == lines.size() || lines[first].substr(0, 9) != "Piskvorky") {
        out.errors.push_back(fileMessage(lineWhere(static_cast<int>(first) + 1), "psqHeader", {}, "a .psq file starts with \"Piskvorky WxH\""));
        return;
    }
    const std::string_view head = lines[first];
    int w = 0, h = 0;
    size_t i = 9;
    while (i < head.size() && head[i] == ' ') ++i;
    while (i < head.size() && head[i] >= '0' && head[i] <= '9' && w < 1000) w = w * 10 + (head[i++] - '0');
    if (i < head.size() && head[i] == 'x') ++i;
    while (i < head.size() && head[i] >= '0' && head[i] <= '9' && h < 1000) h = h * 10 + (head[i++] - '0');
    if (w != h || w < kMinSize || w > kMaxSize) {
        out.errors.push_back(fileMessage(lineWhere(static_cast<int>(first) + 1), "psqBoard", {{"token", quoteForMessage(head.substr(0, 24))}},
                                         "the board " + quoteForMessage(head.substr(0, 24)) + " is not a square of 5 to 22"));
        return;
    }
    GameOptions o;
    o.size = w;
    o.rule = w == 15 ? Rule::Renju : Rule::Freestyle;
    o.opening = Opening::None;
    // Gomocup games are freestyle unless the file says otherwise; a renju engine's game on 15x15 too.
    o.rule = Rule::Freestyle;
    TreeBuilder t(o, Position(w, o.rule, Color::Black), out);
    int node = VariationTree::kRoot;
    std::vector<long> v;
    std::string notes;
    size_t k = first + 1;
    for (; k < lines.size(); ++k) {
        if (!numbers(lines[k], v) || v.size() < 2 || v.size() > 3) break;
        const std::string where = lineWhere(static_cast<int>(k) + 1);
        if (v[0] < 1 || v[0] > w || v[1] < 1 || v[1] > w) {
            t.error(where, "psqOffBoard", {{"x", std::to_string(v[0])}, {"y", std::to_string(v[1])}, {"size", std::to_string(w)}},
                    "move (" + std::to_string(v[0]) + ", " + std::to_string(v[1]) + ") is off the " + std::to_string(w) + "x" +
                               std::to_string(w) + " board: the moves after it are left out");
            k = lines.size();
            break;
        }
        const int n = t.add(node, Point(static_cast<int>(v[0]) - 1, w - static_cast<int>(v[1])), where);
        if (n < 0) break;
        node = n;
    }
    for (; k < lines.size(); ++k)
        if (!lines[k].empty()) notes += (notes.empty() ? "" : "\n") + utf8From(lines[k].substr(0, 200));
    std::vector<std::pair<std::string, std::string>> info;
    info.emplace_back("board", std::to_string(w) + "x" + std::to_string(w));
    if (!notes.empty()) info.emplace_back("notes", notes);
    // The first two lines after the moves are the engines' names when they look like file names.
    t.finish(std::move(info));
}

std::string writePsq(const VariationTree& tree, int current) {
    const int n = tree.options().size;
    std::string s = "Piskvorky " + std::to_string(n) + "x" + std::to_string(n) + ", 11:11, 0\r\n";
    if (current < 0 || !tree.valid(current)) current = tree.lineEnd(VariationTree::kRoot);
    for (int id : tree.path(current)) {
        const Action& a = tree.node(id).action;
        if (!placesStone(a)) continue;
        s += std::to_string(a.point.x + 1) + "," + std::to_string(n - a.point.y) + ",0\r\n";
    }
    return s;
}

}  // namespace renju
