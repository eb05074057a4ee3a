#include "core/bot/level.h"

namespace renju::bot {

// Levels 1-5 are spaced about 190-320 Elo apart, measured level against level below it with
// `bot_match levels` from even openings (README, "Levels"): noise and the threat searches mostly
// separate 1 from 2 (same depth), depth and nodes the others.
LevelSettings levelSettings(int level) {
    LevelSettings s{};
    switch (level) {
        case 1:  // two plies, very noisy, no search for wins by fours
            s.params.maxDepth = 2;
            s.params.leafVcfFours = 0;
            s.params.noise = 250;
            s.rootVcfFours = 0;
            s.defaultNodes = 3000;
            break;
        case 2:
            s.params.maxDepth = 2;
            s.params.leafVcfFours = 2;
            s.params.noise = 60;
            s.rootVcfFours = 4;
            s.defaultNodes = 15000;
            break;
        case 3:
            s.params.maxDepth = 3;
            s.params.leafVcfFours = 2;
            s.params.noise = 60;
            s.rootVcfFours = 6;
            s.defaultNodes = 30000;
            break;
        case 4:
            s.params.maxDepth = 6;
            s.params.leafVcfFours = 6;
            s.params.noise = 20;
            s.rootVcfFours = 16;
            s.rootVctDepth = 3;
            s.params.guardDepth = 3;
            s.params.guardNodes = 8000;
            s.defaultNodes = 100000;  // a fraction of level 5's second, even in a phone's browser
            break;
        case kAnalysisLevel:
            s.params.maxDepth = kMaxPly - 20;
            s.params.leafVcfFours = 10;
            s.rootVcfFours = 40;
            s.rootVctDepth = 6;
            s.params.guardDepth = 7;
            break;
        default:  // 5: everything, as deep as the time allows
            s.params.maxDepth = kMaxPly - 20;
            s.params.leafVcfFours = 10;
            s.params.noise = 2;
            s.rootVcfFours = 40;
            s.rootVctDepth = 5;
            s.params.guardDepth = 7;
            s.defaultTimeMs = 1000;
            break;
    }
    return s;
}

}  // namespace renju::bot
