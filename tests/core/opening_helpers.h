#pragma once
#include <sstream>
#include <string>
#include <vector>

#include "core/game.h"
#include "helpers.h"

namespace test {

constexpr Player kFirst = Player::First, kSecond = Player::Second;

inline Game openingGame(Opening o, Rule rule = Rule::Renju, int size = kDefaultSize) {
    GameOptions opts;
    opts.opening = o;
    opts.rule = rule;
    opts.size = size;
    REQUIRE(Game::validate(opts).ok());
    return Game(opts);
}

// Requires that the action succeeded, showing the game's message when it did not.
#define REQUIRE_OK(expr)                        \
    do {                                        \
        const ::renju::Status s_ = (expr);      \
        INFO(#expr << ": " << s_.message);      \
        REQUIRE(s_.ok());                       \
    } while (0)

// Requires that the action was refused with `code` and changed nothing.
#define REQUIRE_REFUSED(game, expr, errorCode)                                           \
    do {                                                                                 \
        const std::string before_ = ::test::stateOf(game);                               \
        const size_t actions_ = (game).actions().size();                                 \
        const ::renju::Status s_ = (expr);                                               \
        INFO(#expr << ": " << ::renju::errorCodeName(s_.code) << ": " << s_.message);    \
        REQUIRE(s_.code == (errorCode));                                                 \
        REQUIRE_FALSE(s_.message.empty());                                               \
        REQUIRE(::test::stateOf(game) == before_);                                       \
        REQUIRE((game).actions().size() == actions_);                                    \
    } while (0)

// Places stones for `who`, one after another.
inline void placeAll(Game& g, Player who, const std::string& points) {
    const ParsedCode p = parseCode(points, g.position().size());
    REQUIRE(p.status.ok());
    for (const Move& m : p.moves) REQUIRE_OK(g.play(who, m.point));
}

// What a caller can observe of a game between actions, to compare states across undo and redo.
inline std::string stateOf(const Game& g) {
    const Turn t = g.turn();
    std::ostringstream s;
    s << g.code() << " | " << playerName(t.player) << " " << colorName(t.color) << " allowed=" << t.allowed
      << " stone=" << colorName(t.stone) << " zone=" << t.zone << " two=" << t.placeTwo << " max=" << t.declareMax
      << " offers=" << t.offerCount << "/" << t.offered << " | black=" << playerName(g.blackPlayer())
      << " settled=" << g.coloursSettled() << " declared=" << g.declared() << " offered=" << pointsText(g.offers())
      << " | " << outcomeName(g.result().outcome) << " | " << describeTurn(t);
    return s.str();
}

inline bool allowsOnly(const Turn& t, std::initializer_list<ActionType> types) {
    uint32_t mask = 0;
    for (ActionType a : types) mask |= 1u << static_cast<int>(a);
    return t.allowed == mask;
}

}  // namespace test
