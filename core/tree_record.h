#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/variation_tree.h"

namespace renju {

// The full game record (core/record.h) with a game tree: the same fields, and in the actions the
// variations, comments and marks, as PGN writes them:
//   actions: {a comment on the start} h8 {black's first stone} [A:h9 x:j10] h9 (i9 j10 (i10)) i8 *
//   ( ... )   a variation: it replaces the action just before it (here i9 replaces h9; i10 then
//             replaces j10); variations nest, and the main line goes on after the ')'
//   { ... }   a comment on the node before it (at the start: on the start position); inside it \},
//             \\ and \n stand for '}', '\' and a line break
//   [ ... ]   marks on the node before it, as core/mark.h writes them
//   *         the node the game stands at, when it is not the end of the main line
// An analysis board's tree (VariationTree::board) starts with the line "mode: analysis" and its
// actions are the board's steps (bh8 wi9 xh8, core/action_token.h); it has no opening rule.
// A record of one line with no comments or marks is exactly core/record.h's, so every record reads
// here and every tree of one line writes what formatRecord writes.
std::string formatTreeRecord(const VariationTree& tree, int current = -1);
// The same, and the node ids in the order the text gives them (reading makes them in that order).
std::string formatTreeRecord(const VariationTree& tree, int current, std::vector<int>& order);

struct ParsedTreeRecord {
    std::optional<VariationTree> tree;
    int current = VariationTree::kRoot;  // the '*' node, else the end of the main line
    Status status;  // BAD_RECORD naming the line, character or action at fault, or the refused action's error
};
// Every action is checked by the rules (checkTree); a refused one refuses the record.
ParsedTreeRecord parseTreeRecord(std::string_view text);

}  // namespace renju
