#pragma once
#include "core/bot/bot.h"
#include "core/bot/opening_play.h"
#include "core/game.h"
#include "core/json.h"

namespace renju::bot {

// The bot's answers as JSON, one writer for the WebAssembly API (and any tool that wants them):
//   progress: {depth, eval, winIn, nodes, timeMs, best, pv}
//   search:   {best, pv, eval, winIn, winner, vcf, depth, nodes, timeMs, stopped}
//   turn:     {action: {token, type, player, point?, choice?, number?}, search: {...} | null}
// Points as in game codes ("h8"); best is null when there is no move.
void writeProgress(Json& j, const SearchProgress& p);
void writeSearch(Json& j, const SearchResult& r);
// `game` is the game the answer was asked for (it names the acting player).
void writeTurnAnswer(Json& j, const TurnAnswer& answer, const Game& game);

}  // namespace renju::bot
