#pragma once
#include <cstdint>

#include "core/line_pattern.h"
#include "core/line_shape.h"

namespace renju {

// Everything a stone on the centre of a line makes, for every line key, computed once by one
// classifier for one five rule: "exactly five" (Renju black, standard gomoku) or "five or more".
// One table family serves the rules (kinds and straight-four points: forbidden moves, their
// explanations) and the bot (patterns: threats, move ordering, evaluation).
class PatternTable {
public:
    static const PatternTable& exactFive();   // built on first use, not stored in the binary
    static const PatternTable& fiveOrMore();
    static const PatternTable& of(bool exactFive) { return exactFive ? PatternTable::exactFive() : fiveOrMore(); }

    Pattern pattern(int key) const { return static_cast<Pattern>(patterns_[key]); }
    const uint8_t* patterns() const { return patterns_; }  // indexed by key

    // The rules' entry of a key: the LineKind in bits 0-2 and the straight-four points in bits
    // 8-15, bit 8 + j for window position j + 1 (only positions 2..8 can be one).
    uint16_t entry(int key) const { return entries_[key]; }
    const uint16_t* entries() const { return entries_; }  // indexed by key
    static LineKind kind(uint16_t entry) { return static_cast<LineKind>(entry & 7); }
    // Straight-four points as a window mask (bit i = offset i - 5).
    static uint16_t straightFours(uint16_t entry) { return static_cast<uint16_t>((entry >> 8) << 1); }

private:
    explicit PatternTable(bool exactFive);
    uint8_t patterns_[kKeyCount];
    uint16_t entries_[kKeyCount];
};

}  // namespace renju
