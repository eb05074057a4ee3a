#include "core/opening.h"

namespace renju {

namespace {
using K = StepKind;
using A = Actor;
constexpr Color B = Color::Black;
constexpr Color W = Color::White;

constexpr OpeningStep place(A actor, Color stone, int zone, int next) {
    OpeningStep s;
    s.kind = K::Place;
    s.actor = actor;
    s.stone = stone;
    s.zone = static_cast<uint8_t>(zone);
    s.next = static_cast<uint8_t>(next);
    return s;
}
constexpr OpeningStep step(K kind, A actor, int next, int count = 0) {
    OpeningStep s;
    s.kind = kind;
    s.actor = actor;
    s.count = static_cast<uint8_t>(count);
    s.next = static_cast<uint8_t>(next);
    return s;
}
constexpr OpeningStep play() { return OpeningStep{}; }
constexpr OpeningStep swap2Choice(int next, int branch) {
    OpeningStep s = step(K::Swap, A::Second, next);
    s.placeTwo = true;
    s.branch = static_cast<uint8_t>(branch);
    return s;
}
constexpr OpeningStep placeOrOffer(A actor, Color stone, int zone, int offers, int next, int branch) {
    OpeningStep s = place(actor, stone, zone, next);
    s.mayOffer = true;
    s.count = static_cast<uint8_t>(offers);
    s.branch = static_cast<uint8_t>(branch);
    return s;
}

// The tentative black (the first player) places a standard opening: black 1 on the centre, white 2
// touching it, black 3 within the central 5x5. Every such placement is one of the 26.
#define STANDARD_OPENING place(A::First, B, 1, 1), place(A::First, W, 3, 2), place(A::First, B, 5, 3)

constexpr OpeningStep kFree[] = {place(A::First, B, 1, 1), play()};
constexpr OpeningStep kNone[] = {play()};
constexpr OpeningStep kRif[] = {
    STANDARD_OPENING,
    step(K::Swap, A::White, 4),
    place(A::White, W, 0, 5),
    step(K::Offer, A::Black, 6, 2),
    step(K::Choose, A::White, 7),
    play(),
};
constexpr OpeningStep kYamaguchi[] = {
    STANDARD_OPENING,
    step(K::Declare, A::Black, 4, 12),
    step(K::Swap, A::White, 5),
    place(A::White, W, 0, 6),
    step(K::Offer, A::Black, 7),
    step(K::Choose, A::White, 8),
    play(),
};
constexpr OpeningStep kSoosorv8[] = {
    STANDARD_OPENING,
    step(K::Swap, A::White, 4),
    place(A::White, W, 0, 5),
    step(K::Declare, A::White, 6, 8),
    step(K::Swap, A::Black, 7),
    step(K::Offer, A::Black, 8),
    step(K::Choose, A::White, 9),
    play(),
};
// Each swap option belongs to the player who did not place the stone before it, that is to the holder
// of the colour to move.
constexpr OpeningStep kTaraguchi10[] = {
    place(A::First, B, 1, 1),
    step(K::Swap, A::White, 2),
    place(A::White, W, 3, 3),
    step(K::Swap, A::Black, 4),
    place(A::Black, B, 5, 5),
    step(K::Swap, A::White, 6),
    place(A::White, W, 7, 7),
    step(K::Swap, A::Black, 8),
    placeOrOffer(A::Black, B, 9, 10, 9, 11),
    step(K::Swap, A::White, 10),
    play(),
    step(K::Offer, A::Black, 12, 10),  // 11: after the first of the ten offers
    step(K::Choose, A::White, 13),
    play(),
};
constexpr OpeningStep kSwap[] = {
    place(A::First, B, 0, 1),
    place(A::First, W, 0, 2),
    place(A::First, B, 0, 3),
    step(K::Swap, A::Second, 4),
    play(),
};
constexpr OpeningStep kSwap2[] = {
    place(A::First, B, 0, 1),
    place(A::First, W, 0, 2),
    place(A::First, B, 0, 3),
    swap2Choice(4, 5),
    play(),                      // 4: whoever is white now plays 4
    place(A::Second, W, 0, 6),   // 5: the second player places 4 and 5
    place(A::Second, B, 0, 7),
    step(K::Swap, A::First, 8),  // 7: the first player picks a colour
    play(),
};
#undef STANDARD_OPENING

template <size_t N>
constexpr OpeningSteps table(const OpeningStep (&steps)[N]) {
    return OpeningSteps{steps, static_cast<int>(N)};
}
}  // namespace

const char* openingName(Opening o) {
    switch (o) {
        case Opening::Free: return "free";
        case Opening::Rif: return "rif";
        case Opening::Yamaguchi: return "yamaguchi";
        case Opening::Soosorv8: return "soosorv-8";
        case Opening::Taraguchi10: return "taraguchi-10";
        case Opening::Swap: return "swap";
        case Opening::Swap2: return "swap2";
        case Opening::None: return "none";
    }
    return "unknown";
}

std::optional<Opening> parseOpening(std::string_view name) {
    for (int i = 0; i < kOpenings; ++i)
        if (name == openingName(static_cast<Opening>(i))) return static_cast<Opening>(i);
    return std::nullopt;
}

int openingBoardSize(Opening o) {
    switch (o) {
        case Opening::Rif:
        case Opening::Yamaguchi:
        case Opening::Soosorv8:
        case Opening::Taraguchi10: return 15;
        default: return 0;
    }
}

const char* swapChoiceName(SwapChoice c) {
    return c == SwapChoice::Swap ? "swap" : c == SwapChoice::PlaceTwo ? "place-two" : "stay";
}

OpeningSteps openingSteps(Opening o) {
    switch (o) {
        case Opening::Free: return table(kFree);
        case Opening::Rif: return table(kRif);
        case Opening::Yamaguchi: return table(kYamaguchi);
        case Opening::Soosorv8: return table(kSoosorv8);
        case Opening::Taraguchi10: return table(kTaraguchi10);
        case Opening::Swap: return table(kSwap);
        case Opening::Swap2: return table(kSwap2);
        case Opening::None: break;
    }
    return table(kNone);
}

bool swapAhead(const OpeningSteps& steps, int step) {
    const OpeningStep& s = steps[step];
    if (s.kind == StepKind::Swap) return true;
    if (s.kind == StepKind::Play) return false;
    // Steps only lead forward, so this ends.
    if ((s.placeTwo || s.mayOffer) && swapAhead(steps, s.branch)) return true;
    return swapAhead(steps, s.next);
}

PointRect centralSquare(int side, int size) {
    if (side <= 0 || side >= size) return PointRect{0, 0, size - 1, size - 1};
    const int lo = (size - side) / 2, hi = (size + side - 1) / 2;
    return PointRect{lo, lo, hi, hi};
}

bool inCentralSquare(Point p, int side, int size) {
    const PointRect r = centralSquare(side, size);
    return p.onBoard(size) && p.x >= r.x0 && p.x <= r.x1 && p.y >= r.y0 && p.y <= r.y1;
}

}  // namespace renju
