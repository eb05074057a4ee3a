#pragma once
#include <array>

#include "core/color.h"
#include "core/forbidden.h"
#include "core/point.h"

namespace renju {

enum class Outcome : uint8_t { Ongoing, BlackWins, WhiteWins, Draw };
enum class Reason : uint8_t { None, Five, Forbidden, Resignation, Timeout, FullBoard, TwoPasses, Agreement };

constexpr const char* outcomeName(Outcome o) {
    return o == Outcome::BlackWins ? "black-wins" : o == Outcome::WhiteWins ? "white-wins"
         : o == Outcome::Draw ? "draw" : "ongoing";
}
constexpr const char* reasonName(Reason r) {
    switch (r) {
        case Reason::Five: return "five";
        case Reason::Forbidden: return "forbidden";
        case Reason::Resignation: return "resignation";
        case Reason::Timeout: return "timeout";
        case Reason::FullBoard: return "full-board";
        case Reason::TwoPasses: return "two-passes";
        case Reason::Agreement: return "agreement";
        default: return "none";
    }
}

constexpr Outcome winFor(Color c) { return c == Color::Black ? Outcome::BlackWins : Outcome::WhiteWins; }

struct Result {
    Outcome outcome = Outcome::Ongoing;
    Reason reason = Reason::None;
    Point point;                                   // the five's or the forbidden move's stone
    ForbiddenKind forbidden = ForbiddenKind::None; // with Reason::Forbidden
    // With Reason::Five: every stone of every winning line through `point`.
    std::array<Point, 4 * kMaxSize> fiveStones{};
    int fiveCount = 0;

    bool over() const { return outcome != Outcome::Ongoing; }
    Color winner() const {
        return outcome == Outcome::BlackWins ? Color::Black : outcome == Outcome::WhiteWins ? Color::White : Color::Empty;
    }
};

}  // namespace renju
