#pragma once
#include <string>
#include <string_view>

#include "core/action.h"
#include "core/status.h"

namespace renju {

class Game;

// Action tokens: one action of a game as a word, as the `actions:` line of a full game record
// (core/record.h) writes it and as the WebAssembly API's game.apply(token) takes it:
//   h8                a stone (whose, and which colour, follows from the rules); h8+draw offers a draw with it
//   pass, pass+draw
//   stay, swap, place-two      a swap decision (place-two: swap2's third choice)
//   declare:N       the number of fifth moves to be offered
//   offer:P         one offered fifth move
//   choose:P        the offered fifth move white keeps: black's stone 5
//   accept-draw, decline-draw
//   resign:C, timeout:C, claim-win:C   C is black or white
//   claim-forbidden:P
// and the analysis board's steps, which no game takes (a stone of either colour put down freely, a
// stone taken off):
//   bP, wP          a black or white stone on P (bh8, wi9)
//   xP              the stone on P taken off (xh8)
// A point is one letter and a number, so "b12" is the point B12 and "bb12" a black stone on it.
// Points are read case-insensitively and written lowercase, so writing a read token gives its
// canonical form.
std::string formatAction(const Action& a);

struct ParsedAction {
    Action action;  // a request: player None (whoever's turn it is), as Game::apply takes it
    Status status;  // OFF_BOARD for a point off the board, BAD_ARGUMENT naming what is unreadable
};
ParsedAction parseAction(std::string_view token, int size);

// Reads a token and performs it on the game for whoever's turn it is (Game::apply). A token that
// cannot be read changes nothing and gives parseAction's error; a readable one that the game refuses
// gives the game's error.
Status applyAction(Game& game, std::string_view token);

}  // namespace renju
