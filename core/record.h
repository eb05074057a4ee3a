#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"

namespace renju {

// A full game record as text: the game's options and every action in order. A game code holds only
// the moves; the record adds what the opening rules need (swap decisions, declarations, offered fifth
// moves) and draw offers and answers, resignations, time-outs and claims. For example:
//
//   rule: renju
//   size: 15
//   opening: rif
//   ruling: immediate
//   actions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10 k11
//
// One `field: value` per line; blank lines and lines starting with '#' are ignored. Fields, each at
// most once, all optional:
//   rule      renju, standard or freestyle (default renju)
//   size      the board's side (default 15)
//   opening   free, rif, yamaguchi, soosorv-8, taraguchi-10, swap, swap2 or none (default free)
//   ruling    immediate or claim (default immediate)
//   black, white   set-up stones, as points ("f8 g8"); a set-up game has no opening
//   to-move   black or white: who moves first in a set-up position (default black)
//   actions   the actions, separated by spaces, as action tokens (core/action_token.h): h8, h8+draw,
//             pass, stay, swap, place-two, declare:N, offer:P, choose:P, accept-draw, decline-draw,
//             resign:C, timeout:C, claim-win:C, claim-forbidden:P
// Reading replays the actions through the game's own checks, so a record can only describe a game the
// rules allow; formatRecord writes the fields in the order above, and reading then writing gives the same
// text.
std::string formatRecord(const Game& game);

struct ParsedRecord {
    std::optional<Game> game;
    Status status;  // BAD_RECORD naming the line or action at fault, or the refused action's own error
};
ParsedRecord parseRecord(std::string_view text);

}  // namespace renju
