#pragma once
#include <cstdint>

namespace renju {

enum class Color : uint8_t { Empty = 0, Black = 1, White = 2 };

constexpr Color opponent(Color c) {
    return c == Color::Black ? Color::White : c == Color::White ? Color::Black : Color::Empty;
}

constexpr const char* colorName(Color c) {
    return c == Color::Black ? "black" : c == Color::White ? "white" : "empty";
}

}  // namespace renju
