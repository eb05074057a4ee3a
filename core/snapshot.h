#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"

namespace renju {

// The whole state of a game as one line of text: options (the opening rule included), set-up stones,
// every action and the redo list. Restoring it replays the actions through the game's own checks, so a snapshot can
// only ever produce a state that play could have reached. Used to park games outside memory.
std::string saveSnapshot(const Game& game);

struct RestoredGame {
    std::optional<Game> game;
    Status status;  // BAD_CODE naming the part of the snapshot that is wrong
};
RestoredGame restoreSnapshot(std::string_view text);

}  // namespace renju
