#pragma once
#include <optional>
#include <string>

#include "core/explanation.h"
#include "core/json.h"
#include "core/result.h"
#include "core/standard_opening.h"
#include "core/turn.h"

namespace renju {

class Game;

// The JSON shapes shared by the CLI's --json output and the WebAssembly API, so both describe
// explanations, results, turns, openings and actions the same way (one writer each). Points are
// written as in game codes ("h8").
void writeExplanation(Json& j, const Explanation& e);
void writeResult(Json& j, const Result& r);
std::string explanationToJson(const Explanation& e);
std::string resultToJson(const Result& r);

// {code, name, kanji, label} or null.
void writeStandardOpening(Json& j, const std::optional<OpeningMatch>& m);
// What the game waits for: {player, color, actions, opening, moveNumber, stone, zone, zoneRect,
// placeTwo, declareMax, offerCount, offered, text}. player, color and stone are null when they do not
// apply; zone is the side of the central square the stone must lie in (0: anywhere) and zoneRect
// that square as {x0, y0, x1, y1} (0-based, both corners included), null when the stone may go anywhere.
void writeTurn(Json& j, const Turn& t, int size);
// The opening so far: {rule, blackPlayer, coloursSettled, declared, offers, chosen, standardOpening}.
void writeOpeningState(Json& j, const Game& g);
// Every action taken, in order: [{token, type, player, color, stone, moveNumber, opening, point?,
// choice?, number?, offerDraw?}]. color is the colour the acting player held then, stone the stone's
// colour (null for actions that place none); moveNumber is the number the next stone had when the
// action was taken (a stone's or a pass's own number); opening says whether the action was part of
// the opening; point (stones, offers, choices, forbidden claims), choice (swap decisions), number
// (declarations) and offerDraw (stones and passes) as the action has them.
void writeActions(Json& j, const Game& g);
// What the rules allow: {rules: {<rule>: {sizes, defaultSize, openings: {<size>: [opening...]}}},
// openings: {<opening>: {maySwap, size}}} (size: the only board size it is played on, or null).
void writeRules(Json& j);

}  // namespace renju
