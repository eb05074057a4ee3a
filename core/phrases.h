#pragma once
#include <string>

#include "core/explanation.h"
#include "core/forbidden.h"
#include "core/result.h"

namespace renju {

// The core's English phrases for shapes and results, one place for its error messages and the CLI.
// (Pages have their own table, web/lib/phrases.js, keyed by the same kind and reason names.)
// "an overline", "a double four", "a double three".
const char* forbiddenKindPhrase(ForbiddenKind k);
// "White wins with five at H8", "White wins: black's double three at H8", "Draw by agreement", ...;
// empty while the game goes on.
std::string resultSentence(const Result& r);
// An explanation's verdict: "playable", "makes a five", "forbidden: double three", "not checked".
const char* verdictPhrase(Verdict v);

}  // namespace renju
