#pragma once
#include <cstdint>

#include "core/color.h"
#include "core/forbidden.h"
#include "core/opening.h"
#include "core/player.h"
#include "core/point.h"

namespace renju {

// One thing a player did. Moves, passes and chosen fifth moves change the turn; the rest do not.
// New types go at the end: the numbers are stable.
enum class ActionType : uint8_t {
    Move,            // a stone, in the opening or in normal play
    Pass,
    Resign,
    Timeout,
    AcceptDraw,
    DeclineDraw,
    ClaimWin,
    ClaimForbidden,
    Swap,            // a swap decision: stay, swap or (swap2) place two
    Declare,         // the number of fifth moves to be offered
    Offer,           // one offered fifth move
    Choose,          // the offered fifth move kept: black's stone 5
    Place,           // the analysis board only: a stone of either colour put down freely
    Remove,          // the analysis board only: a stone taken off
};
constexpr int kActionTypes = 14;

constexpr const char* actionTypeName(ActionType t) {
    switch (t) {
        case ActionType::Move: return "move";
        case ActionType::Pass: return "pass";
        case ActionType::Resign: return "resign";
        case ActionType::Timeout: return "timeout";
        case ActionType::AcceptDraw: return "accept-draw";
        case ActionType::DeclineDraw: return "decline-draw";
        case ActionType::ClaimWin: return "claim-win";
        case ActionType::ClaimForbidden: return "claim-forbidden";
        case ActionType::Swap: return "swap";
        case ActionType::Declare: return "declare";
        case ActionType::Offer: return "offer";
        case ActionType::Choose: return "choose";
        case ActionType::Place: return "place";
        case ActionType::Remove: return "remove";
    }
    return "unknown";
}

struct Action {
    ActionType type = ActionType::Move;
    // Move, Choose and Place: the stone's colour; Remove: the colour of the stone taken off. Otherwise the colour the acting player held when acting.
    Color color = Color::Empty;
    Point point;                 // the stone (Move, Choose, ClaimForbidden, Place, Remove), the offered point (Offer)
    bool offerDraw = false;      // a draw offered together with this move or pass
    ForbiddenKind forbidden = ForbiddenKind::None;  // what the stone was when it landed (Move, Choose)
    bool madeFive = false;                          // the stone made a winning five (Move, Choose)
    Player player = Player::None;                   // who acted (None in a request: whoever's turn it is)
    SwapChoice choice = SwapChoice::Stay;           // Swap
    int number = 0;                                 // Declare
    uint8_t step = 0;                               // the opening step before the action (undo restores it)
};

// Whether the action put a stone on the board.
constexpr bool placesStone(const Action& a) { return a.type == ActionType::Move || a.type == ActionType::Choose; }

}  // namespace renju
