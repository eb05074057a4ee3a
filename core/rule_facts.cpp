#include "core/rule_facts.h"

#include "core/game.h"

namespace renju {

std::vector<int> boardSizes(Rule r) {
    std::vector<int> sizes;
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        GameOptions o;
        o.rule = r;
        o.size = size;
        o.opening = Opening::None;
        if (Game::validate(o)) sizes.push_back(size);
    }
    return sizes;
}

bool openingAllowed(Rule r, int size, Opening o) {
    GameOptions options;
    options.rule = r;
    options.size = size;
    options.opening = o;
    return static_cast<bool>(Game::validate(options));
}

bool openingMaySwap(Opening o) { return swapAhead(openingSteps(o), 0); }

}  // namespace renju
