#pragma once
#include "core/bot/analysis.h"
#include "core/bot/balance.h"
#include "core/json.h"

namespace renju::bot {

// {toMove, depth, nodes, timeMs, stopped, candidates: [{move, eval, winIn, winner, pv, depth}]}
// Points as in game codes ("h8"); winner null when nothing is proven.
void writeAnalysis(Json& j, const Analysis& a);
// {black: {fives, fours}, white: {fives, fours}} (see ThreatPoints)
void writeThreats(Json& j, const ThreatPoints& t);
// {searched, total, nodes, stopped, candidates: [{stones, blackAdvantage, eval, winIn}]} (see Balance)
void writeBalance(Json& j, const Balance& b);

}  // namespace renju::bot
