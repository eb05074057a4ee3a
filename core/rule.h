#pragma once
#include <optional>
#include <string_view>

#include "core/color.h"

namespace renju {

// freestyle: five or more wins for both. standard: exactly five wins for both, an overline is
// nothing. renju: white wins with five or more; black only with exactly five and has forbidden moves.
enum class Rule : uint8_t { Freestyle, Standard, Renju };

constexpr const char* ruleName(Rule r) {
    return r == Rule::Freestyle ? "freestyle" : r == Rule::Standard ? "standard" : "renju";
}

inline std::optional<Rule> parseRule(std::string_view s) {
    if (s == "freestyle") return Rule::Freestyle;
    if (s == "standard") return Rule::Standard;
    if (s == "renju") return Rule::Renju;
    return std::nullopt;
}

// Whether an unbroken run of `length` stones of colour `c` wins under rule `r`.
constexpr bool winsWithRun(Rule r, Color c, int length) {
    if (length < 5) return false;
    if (r == Rule::Freestyle) return true;
    if (r == Rule::Standard) return length == 5;
    return c == Color::White || length == 5;
}

// Whether colour `c` plays by "exactly five" when forming fours and threes.
constexpr bool needsExactFive(Rule r, Color c) {
    return r == Rule::Standard || (r == Rule::Renju && c == Color::Black);
}

}  // namespace renju
