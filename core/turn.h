#pragma once
#include <cstdint>
#include <string>

#include "core/action.h"

namespace renju {

// What a game waits for now: who acts and which actions it accepts (Game::turn). Anything else is
// refused, with WRONG_PHASE or NOT_YOUR_TURN. Resigning, time-outs and claims are open at any moment
// and are not listed.
struct Turn {
    Player player = Player::None;  // who acts; None once the game is over
    Color color = Color::Empty;    // the colour that player holds now (tentative until colours are settled)
    uint32_t allowed = 0;          // bit (1 << ActionType) for each action accepted now
    bool opening = false;          // the opening is not over
    int moveNumber = 0;            // the number the next stone (or pass) will have in the code
    Color stone = Color::Empty;    // Move: the colour of the stone to place
    int zone = 0;                  // Move: side of the central square the stone must lie in; 0 = anywhere
    bool placeTwo = false;         // Swap: swap2's third choice (place moves 4 and 5) is open too
    int declareMax = 0;            // Declare: a number from 1 to declareMax
    int offerCount = 0;            // Offer: how many fifth moves are to be offered in all
    int offered = 0;               // Offer, Choose: how many have been offered

    bool allows(ActionType t) const { return (allowed >> static_cast<int>(t)) & 1u; }
};

// A short English description: "second player (white): swap or stay".
std::string describeTurn(const Turn& t);

}  // namespace renju
