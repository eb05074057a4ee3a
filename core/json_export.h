#pragma once
#include <string>

#include "core/explanation.h"
#include "core/json.h"
#include "core/result.h"

namespace renju {

// The JSON shapes shared by the CLI's --json output and the WebAssembly API, so both describe
// explanations and results the same way. Points are written as in game codes ("h8").
void writeExplanation(Json& j, const Explanation& e);
void writeResult(Json& j, const Result& r);
std::string explanationToJson(const Explanation& e);
std::string resultToJson(const Result& r);

}  // namespace renju
