// Yixin-Board's .sav (github dhbloo/Yixin-Board main.c: show_dialog_save writes it, show_dialog_load
// reads it): text, whole numbers separated by white space. The board's size; a second number (the
// size again in today's Yixin-Board, the engine's rule code in older versions; Yixin's own loader
// skips both); the number of moves; then each move as "row column", both from 0, the row counted
// from the top (Yixin's movepath is row x size + column, and its getpos writes the column as a
// letter and the row as size - row). Black moves first; there are no passes.
#include "core/game_file.h"

namespace renju {

namespace {
struct Number {
    long value;
    int line;
};

// The numbers of the text, or false (with the place) at the first thing that is not one.
bool numbers(std::string_view t, std::vector<Number>& out, std::string& where) {
    int line = 1;
    size_t i = 0;
    while (i < t.size()) {
        const char c = t[i];
        if (c == '\n') ++line;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            ++i;
            continue;
        }
        if (c < '0' || c > '9') {
            where = lineWhere(line);
            return false;
        }
        long v = 0;
        while (i < t.size() && t[i] >= '0' && t[i] <= '9') {
            if (v < 100000000) v = v * 10 + (t[i] - '0');
            ++i;
        }
        out.push_back(Number{v, line});
    }
    return true;
}
}  // namespace

bool looksLikeSav(std::string_view t) {
    std::vector<Number> n;
    std::string where;
    if (!numbers(t, n, where) || n.size() < 3) return false;
    const long size = n[0].value;
    if (size < kMinSize || size > kMaxSize || (n[1].value != size && n[1].value > 4)) return false;
    return static_cast<long>(n.size()) == 3 + 2 * n[2].value;
}

void readSav(std::string_view text, FileRead& out) {
    std::vector<Number> n;
    std::string where;
    if (!numbers(text, n, where)) {
        out.errors.push_back(fileMessage(where, "savNumbers", {}, "a Yixin-Board .sav file holds whole numbers only"));
        return;
    }
    if (n.size() < 3) {
        out.errors.push_back(fileMessage(lineWhere(n.empty() ? 1 : n.back().line), "savHeader", {},
                                         "a .sav file starts with the board's size, the size again and the number of moves"));
        return;
    }
    const long size = n[0].value;
    if (size < kMinSize || size > kMaxSize) {
        out.errors.push_back(fileMessage(lineWhere(n[0].line), "badSize", {{"size", std::to_string(size)}}, "the board's size " + std::to_string(size) + " is not from 5 to 22"));
        return;
    }
    GameOptions o;
    o.size = static_cast<int>(size);
    o.rule = size == 15 ? Rule::Renju : Rule::Freestyle;
    o.opening = Opening::None;
    TreeBuilder t(o, Position(o.size, o.rule, Color::Black), out);
    const long count = n[2].value;
    const long have = static_cast<long>(n.size() - 3) / 2;
    if (have < count) t.error(lineWhere(n.back().line), "countShort", {{"count", std::to_string(count)}, {"have", std::to_string(have)}}, "the file says " + std::to_string(count) + " moves but holds " + std::to_string(have) + ": the missing ones are left out");
    else if (have > count || (n.size() - 3) % 2) t.error(lineWhere(n[3 + 2 * count].line), "savNumbersAfter", {{"count", std::to_string(count)}}, "numbers after the " + std::to_string(count) + " moves are left out");
    int node = VariationTree::kRoot;
    for (long k = 0; k < count && k < have; ++k) {
        const Number& row = n[3 + 2 * k];
        const Number& col = n[4 + 2 * k];
        if (row.value >= size || col.value >= size) {
            t.error(lineWhere(row.line), "savOffBoard", {{"n", std::to_string(k + 1)}, {"row", std::to_string(row.value)}, {"column", std::to_string(col.value)}, {"size", std::to_string(size)}},
                    "move " + std::to_string(k + 1) + " (row " + std::to_string(row.value) + ", column " + std::to_string(col.value) +
                                             ") is off the " + std::to_string(size) + "x" + std::to_string(size) + " board: the moves after it are left out");
            break;
        }
        const int id = t.add(node, Point(static_cast<int>(col.value), static_cast<int>(size - 1 - row.value)), lineWhere(row.line));
        if (id < 0) break;
        node = id;
    }
    t.finish({{"board", std::to_string(size) + "x" + std::to_string(size)}});
}

std::string writeSav(const VariationTree& tree, int current) {
    if (current < 0 || !tree.valid(current)) current = tree.lineEnd(VariationTree::kRoot);
    const int size = tree.options().size;
    std::string moves;
    int count = 0;
    for (int id : tree.path(current)) {
        const Action& a = tree.node(id).action;
        if (!placesStone(a)) continue;
        moves += std::to_string(size - 1 - a.point.y) + " " + std::to_string(a.point.x) + "\n";
        ++count;
    }
    return std::to_string(size) + "\n" + std::to_string(size) + "\n" + std::to_string(count) + "\n" + moves;
}

}  // namespace renju
