#pragma once
#include <cstdint>

namespace renju::bot {

// A set of board cells (padded indices 0..1023) as a bitset, iterated in index order.
class CellSet {
public:
    static constexpr int kWords = 16;
    void set(int i) { w_[i >> 6] |= 1ULL << (i & 63); }
    void reset(int i) { w_[i >> 6] &= ~(1ULL << (i & 63)); }
    bool test(int i) const { return (w_[i >> 6] >> (i & 63)) & 1; }
    void clear() {
        for (uint64_t& w : w_) w = 0;
    }
    bool any() const {
        uint64_t a = 0;
        for (uint64_t w : w_) a |= w;
        return a != 0;
    }
    int count() const {
        int n = 0;
        for (uint64_t w : w_) n += __builtin_popcountll(w);
        return n;
    }
    template <class F>
    void forEach(F&& f) const {
        for (int k = 0; k < kWords; ++k)
            for (uint64_t bits = w_[k]; bits; bits &= bits - 1) f(k * 64 + __builtin_ctzll(bits));
    }
    uint64_t word(int k) const { return w_[k]; }

private:
    uint64_t w_[kWords] = {};
};

}  // namespace renju::bot
