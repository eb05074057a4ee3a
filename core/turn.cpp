#include "core/turn.h"

namespace renju {

namespace {
std::string zoneText(int zone) {
    if (zone == 0) return "anywhere";
    if (zone == 1) return "on the centre";
    return "within the central " + std::to_string(zone) + "x" + std::to_string(zone);
}
}  // namespace

std::string describeTurn(const Turn& t) {
    if (t.player == Player::None) return "the game is over";
    std::string s = std::string(playerName(t.player)) + " player (" + colorName(t.color) + "): ";
    std::string stone = std::string(colorName(t.stone)) + " " + std::to_string(t.moveNumber);
    if (t.allows(ActionType::Move) && t.opening) {
        s += "place " + stone + " " + zoneText(t.zone);
        if (t.allows(ActionType::Offer)) s += ", or offer " + std::to_string(t.offerCount) + " fifth moves";
    } else if (t.allows(ActionType::Move)) {
        s += "play " + stone;
        if (t.allows(ActionType::Pass)) s += " or pass";
        if (t.allows(ActionType::AcceptDraw)) s += ", or answer the draw offer";
    } else if (t.allows(ActionType::Swap)) {
        s += t.placeTwo ? "swap (take black), stay (white, and play 4) or place-two (place moves 4 and 5)"
                        : "swap or stay";
    } else if (t.allows(ActionType::Declare)) {
        s += "declare how many fifth moves will be offered (1-" + std::to_string(t.declareMax) + ")";
    } else if (t.allows(ActionType::Offer)) {
        s += "offer fifth move " + std::to_string(t.offered + 1) + " of " + std::to_string(t.offerCount);
    } else if (t.allows(ActionType::Choose)) {
        s += "choose one of the " + std::to_string(t.offered) + " offered fifth moves";
    }
    return s;
}

}  // namespace renju
