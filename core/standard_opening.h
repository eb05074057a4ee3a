#pragma once
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/move.h"

namespace renju {

// The 26 standard openings of the RIF 1996 rule, in their canonical orientation on 15x15: black 1 on
// h8, white 2 on h9 (direct, "D") or i9 (indirect, "I"), black 3 within the central 5x5.
struct StandardOpening {
    const char* code;   // "4D"
    const char* name;   // "Kagetsu"
    const char* kanji;  // UTF-8
    Point white2;       // canonical
    Point black3;       // canonical
};
constexpr int kStandardOpenings = 26;
const std::array<StandardOpening, kStandardOpenings>& standardOpenings();

// "4D Kagetsu".
std::string standardOpeningLabel(const StandardOpening& o);

struct OpeningMatch {
    const StandardOpening* opening = nullptr;
    int symmetry = 0;  // the symmetry (see symmetry.h) taking the canonical placement to this one
};

// The standard opening that two black stones and one white stone form, in any of the 8 orientations,
// on the 15x15 board (nothing on other sizes). Either black stone may be the one on the centre: the
// placement counts, not the order.
std::optional<OpeningMatch> recognizeOpening(Point black1, Point white2, Point black3, int size);

// The same for the first three moves of a game (black, white, black); nothing when there are fewer or
// one is a pass.
std::optional<OpeningMatch> recognizeOpening(const std::vector<Move>& moves, int size);

}  // namespace renju
