#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "core/color.h"
#include "core/point.h"

namespace renju {

// Opening rules: how the first stones are placed and the colours settled before normal play.
//   free          black 1 on the centre, then normal play (the house default)
//   rif           RIF 1996: a standard opening, swap, white 4 anywhere, black offers 2 fifth moves,
//                 white keeps one and plays 6
//   yamaguchi     as rif, but the tentative black declares how many fifth moves (1-12) before the swap
//   soosorv-8     standard opening, swap, white 4 and a declared number of fifth moves (1-8), second
//                 swap, black offers that many, white chooses and plays 6
//   taraguchi-10  stones 1-4 in growing central squares (1, 3, 5, 7) each followed by a swap option,
//                 then black 5 within 9x9 and a last swap option, or 10 offered fifth moves
//   swap          the first player places three stones (black, white, black), the second picks a colour
//   swap2         as swap, but the second player may also place moves 4 and 5 and hand the choice back
//   none          no opening: normal play from the first move (analysis, set-up positions)
// New rules go at the end: the numbers are stable.
enum class Opening : uint8_t { Free, Rif, Yamaguchi, Soosorv8, Taraguchi10, Swap, Swap2, None };
constexpr int kOpenings = 8;

const char* openingName(Opening o);
std::optional<Opening> parseOpening(std::string_view name);
constexpr const char* kOpeningNames = "free, rif, yamaguchi, soosorv-8, taraguchi-10, swap, swap2 or none";

// The board size an opening rule needs, or 0 when any size will do. The standard-opening rules are
// defined on the 15x15 board.
int openingBoardSize(Opening o);

// A swap decision. Swap exchanges the players' colours; PlaceTwo is swap2's third choice (the second
// player places moves 4 and 5 and the first player then decides).
enum class SwapChoice : uint8_t { Stay, Swap, PlaceTwo };
const char* swapChoiceName(SwapChoice c);  // "stay", "swap", "place-two"

// Who acts in a step: a fixed player, or whoever holds a colour at that moment.
enum class Actor : uint8_t { First, Second, Black, White };

enum class StepKind : uint8_t {
    Place,    // a stone of `stone` within the central `zone` square
    Swap,     // a swap decision
    Declare,  // a number of fifth moves, 1 to `count`
    Offer,    // fifth moves, one at a time, until `count` (0: the declared number) are offered
    Choose,   // one of the offered fifth moves becomes black's stone
    Play,     // the opening is over: normal play
};

struct OpeningStep {
    StepKind kind = StepKind::Play;
    Actor actor = Actor::Black;
    Color stone = Color::Empty;  // Place
    uint8_t zone = 0;            // Place: side of the central square; 0 = anywhere
    uint8_t count = 0;           // Declare: the largest number; Offer and mayOffer: how many
    bool placeTwo = false;       // Swap: swap2's third choice is open
    bool mayOffer = false;       // Place: `count` fifth moves may be offered instead (taraguchi-10)
    uint8_t next = 0;            // the following step
    uint8_t branch = 0;          // after PlaceTwo, or after the first offer instead of a stone
};

// The steps of a rule, the first at index 0, ending in Play steps. Static storage.
struct OpeningSteps {
    const OpeningStep* steps = nullptr;
    int count = 0;
    const OpeningStep& operator[](int i) const { return steps[i]; }
};
OpeningSteps openingSteps(Opening o);

// Whether a swap decision is still to come from step `step` on, whichever way the players choose.
bool swapAhead(const OpeningSteps& steps, int step);

// The central square of side `side` (0: the whole board), as its corner points, both included. On an
// even board, whose centre falls between points, the smallest centred square at least that wide.
struct PointRect {
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
PointRect centralSquare(int side, int size);
// Whether p lies in centralSquare(side, size).
bool inCentralSquare(Point p, int side, int size);

}  // namespace renju
