#pragma once
#include <cstdint>

namespace renju {

// The two players of a game. The first player starts as (tentative) black; opening rules with a swap
// decide later who holds which colour, so the players, not the colours, are who acts.
enum class Player : uint8_t { None, First, Second };

constexpr Player otherPlayer(Player p) {
    return p == Player::First ? Player::Second : p == Player::Second ? Player::First : Player::None;
}

constexpr const char* playerName(Player p) {
    return p == Player::First ? "first" : p == Player::Second ? "second" : "none";
}

}  // namespace renju
