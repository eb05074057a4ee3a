#pragma once
#include <vector>

#include "core/game.h"
#include "core/move.h"
#include "core/position.h"

namespace renju {

// Places the moves on the position alternately, starting with its side to move; a pass only
// changes the side to move. No rule is applied: this builds a position, not a game. Refuses a
// move on a stone or off the board, naming the move, and leaves the position as it was.
Status placeMoves(Position& pos, const std::vector<Move>& moves);

// The side to move of set-up stones when nobody says: black, or white when black has more stones (a
// diagram after black's move). Diagrams, lessons and widgets read positions this way.
Color impliedToMove(const Board& b);

// Plays the moves in the game one by one. On the first refused move the game is rolled back to
// where it was and the error names the move.
Status playMoves(Game& game, const std::vector<Move>& moves);

}  // namespace renju
