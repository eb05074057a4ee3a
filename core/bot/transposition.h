#pragma once
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace renju::bot {

enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTHit {
    int score;
    int move;  // cell index, -1 when none
    int depth;
    Bound bound;
};

// Transposition table: buckets of four 16-byte entries, replacing the shallowest or oldest.
// Each search starts a new generation and only reads entries of its own generation, so a search
// never depends on earlier ones (deterministic for its inputs) while nothing needs clearing.
class TranspositionTable {
public:
    explicit TranspositionTable(size_t megabytes = 4) { resize(megabytes); }
    void resize(size_t megabytes);
    size_t megabytes() const { return bytes_ >> 20; }
    void newSearch();
    // Whether entries of earlier searches are used too (faster in a game, but a search then
    // depends on the ones before it).
    void setReuse(bool reuse) { reuse_ = reuse; }
    bool probe(uint64_t key, TTHit& hit) const;
    void store(uint64_t key, int score, int move, int depth, Bound bound);

private:
    struct Entry {
        uint64_t key;
        int16_t score;
        int16_t move;
        int8_t depth;
        uint8_t bound;
        uint8_t generation;
        uint8_t pad;
    };
    static constexpr int kWays = 4;
    struct Free {
        void operator()(Entry* p) const { std::free(p); }
    };
    std::unique_ptr<Entry[], Free> entries_;
    size_t buckets_ = 0;
    size_t bytes_ = 0;
    uint8_t generation_ = 0;
    bool reuse_ = false;
};

}  // namespace renju::bot
