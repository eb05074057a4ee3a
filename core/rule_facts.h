#pragma once
#include <vector>

#include "core/opening.h"
#include "core/rule.h"

namespace renju {

// What the rules allow, as Game::validate decides it, for front ends that offer the choices: the
// board sizes of each rule, the opening rules each rule allows on each size, and whether an opening
// rule can exchange the players' colours.
std::vector<int> boardSizes(Rule r);
bool openingAllowed(Rule r, int size, Opening o);
bool openingMaySwap(Opening o);

}  // namespace renju
