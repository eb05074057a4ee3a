// Renju .pos (RenLib's Pos.cpp; the xl engine's pos/README in github zhangshun97/AI_Gomocup): a count
// byte, then one byte a move, 15 x (row from the top) + column, both from 0; black first.
#include "core/game_file.h"

namespace renju {

void readPos(std::string_view b, FileRead& out) {
    if (b.empty()) {
        out.errors.push_back(fileMessage("byte 1", "posNoCount", {}, "a .pos file starts with its number of moves"));
        return;
    }
    const size_t count = static_cast<unsigned char>(b[0]);
    GameOptions o;
    o.opening = Opening::None;
    TreeBuilder t(o, Position(15, Rule::Renju, Color::Black), out);
    if (b.size() < count + 1) t.error(byteWhere(b.size()), "countShort", {{"count", std::to_string(count)}, {"have", std::to_string(b.size() - 1)}}, "the file says " + std::to_string(count) + " moves but holds " +
                                                               std::to_string(b.size() - 1) + ": the missing ones are left out");
    else if (b.size() > count + 1) t.error(byteWhere(count + 1), "bytesAfterMoves", {{"n", std::to_string(b.size() - count - 1)}, {"count", std::to_string(count)}}, std::to_string(b.size() - count - 1) + " bytes after the " +
                                                                     std::to_string(count) + " moves are left out");
    int node = VariationTree::kRoot;
    for (size_t i = 1; i < b.size() && i <= count; ++i) {
        const int v = static_cast<unsigned char>(b[i]);
        if (v >= 225) {
            t.error(byteWhere(i), "posOffBoard", {{"n", std::to_string(i)}, {"value", std::to_string(v)}},
                    "move " + std::to_string(i) + ": byte " + std::to_string(v) + " is off the 15x15 board: the moves after it are left out");
            break;
        }
        const int n = t.add(node, Point(v % 15, 14 - v / 15), byteWhere(i));
        if (n < 0) break;
        node = n;
    }
    t.finish({});
}

std::string writePos(const VariationTree& tree, int current) {
    if (current < 0 || !tree.valid(current)) current = tree.lineEnd(VariationTree::kRoot);
    std::string moves;
    for (int id : tree.path(current)) {
        const Action& a = tree.node(id).action;
        if (placesStone(a)) moves += static_cast<char>(15 * (14 - a.point.y) + a.point.x);
        if (moves.size() == 255) break;
    }
    return std::string(1, static_cast<char>(moves.size())) + moves;
}

}  // namespace renju
