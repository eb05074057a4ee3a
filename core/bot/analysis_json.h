#pragma once
#include "core/bot/analysis.h"
#include "core/json.h"

namespace renju::bot {

// {toMove, depth, nodes, timeMs, stopped, candidates: [{move, eval, winIn, winner, pv}]}
// Points as in game codes ("h8"); winner null when nothing is proven.
void writeAnalysis(Json& j, const Analysis& a);
// {black: {fives, fours}, white: {fives, fours}} (see ThreatPoints)
void writeThreats(Json& j, const ThreatPoints& t);

}  // namespace renju::bot
