#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "core/status.h"

namespace renju {

// Points are written as a column letter (a, b, ... with i included) and a row number counted from
// the bottom: "h8" is the centre of 15x15. Reading is case-insensitive; writing is lowercase.
std::string formatPoint(Point p);
std::optional<Point> parsePoint(std::string_view text, int size);

// Game codes are moves written one after another, "h8i9j10", optionally separated by spaces,
// tabs, newlines, commas or semicolons. A pass is written "pass" ("h8i9j10passk11"). A numbered move
// list reads too: "1. h8 2. i9 3. j10" ("1.h8", "1) h8"), each number that of the move after it.
constexpr std::string_view kPassText = "pass";

struct ParsedCode {
    std::vector<Move> moves;
    Status status;  // BAD_CODE or OFF_BOARD naming the offending text and its offset
};
ParsedCode parseCode(std::string_view code, int size);

// Text from outside, in quotes, for an error message: kept valid UTF-8 (messages reach JavaScript and
// JSON) by writing control characters, quotes, backslashes and bytes that are not whole UTF-8
// characters as \xNN, and kept short: after kQuoteLimit characters the rest is left out, shown by
// an ellipsis (U+2026) inside the quotes, so a megabyte of bad input makes a one-line message.
constexpr size_t kQuoteLimit = 32;
std::string quoteForMessage(std::string_view text);
// A line of a record without its leading and trailing spaces, tabs and carriage returns.
std::string trimSpaces(std::string_view line);
std::string formatCode(const std::vector<Move>& moves);

}  // namespace renju
