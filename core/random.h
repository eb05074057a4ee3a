#pragma once
#include <cstdint>

namespace renju {

// SplitMix64, the one source of pseudo-random bits everywhere (the bot's noise and Zobrist keys,
// practice positions, the match and soak tools): cheap, and the same on every platform.
inline constexpr uint64_t kSplitMixGamma = 0x9E3779B97F4A7C15ULL;

// A seed or a counter, mixed into 64 well-spread bits.
inline constexpr uint64_t mix(uint64_t z) {
    z += kSplitMixGamma;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The next number of the sequence that `state` walks.
inline uint64_t splitmix(uint64_t& state) {
    const uint64_t r = mix(state);
    state += kSplitMixGamma;
    return r;
}

}  // namespace renju
