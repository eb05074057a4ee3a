#include "core/bot/transposition.h"

#include <cstring>

namespace renju::bot {

void TranspositionTable::resize(size_t megabytes) {
    if (megabytes < 1) megabytes = 1;
    size_t buckets = 1;
    while (buckets * 2 * kWays * sizeof(Entry) <= (megabytes << 20)) buckets *= 2;
    // The old table goes first (the peak is one table), and the new one comes from calloc: a large
    // block arrives zeroed from the system and its pages are paid for when first touched, so making
    // even a big table takes no time before a search (pbrain-renju sizes it on a move's clock).
    entries_.reset();
    entries_.reset(static_cast<Entry*>(std::calloc(buckets * kWays, sizeof(Entry))));
    while (!entries_ && buckets > 1024) {  // not enough memory: take what there is
        buckets /= 2;
        entries_.reset(static_cast<Entry*>(std::calloc(buckets * kWays, sizeof(Entry))));
    }
    buckets_ = entries_ ? buckets : 0;
    bytes_ = buckets_ * kWays * sizeof(Entry);
    generation_ = 0;
}

void TranspositionTable::newSearch() {
    if (++generation_ == 0) {  // wrapped: old entries could look current again
        if (entries_) std::memset(entries_.get(), 0, bytes_);
        generation_ = 1;
    }
}

bool TranspositionTable::probe(uint64_t key, TTHit& hit) const {
    if (!buckets_) return false;
    const Entry* bucket = &entries_[(key & (buckets_ - 1)) * kWays];
    for (int w = 0; w < kWays; ++w) {
        const Entry& e = bucket[w];
        if (e.key == key && (reuse_ || e.generation == generation_) && e.bound) {
            hit = TTHit{e.score, e.move, e.depth, static_cast<Bound>(e.bound)};
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(uint64_t key, int score, int move, int depth, Bound bound) {
    if (!buckets_) return;
    Entry* bucket = &entries_[(key & (buckets_ - 1)) * kWays];
    Entry* victim = nullptr;
    int worst = 1 << 30;
    for (int w = 0; w < kWays; ++w) {
        Entry& e = bucket[w];
        if (e.key == key && (reuse_ || e.generation == generation_)) {
            if (depth < e.depth && bound != Bound::Exact && e.generation == generation_) return;  // keep the deeper result
            victim = &e;
            break;
        }
        const int worth = (e.generation == generation_ ? 256 : 0) + e.depth;
        if (worth < worst) {
            worst = worth;
            victim = &e;
        }
    }
    if (move < 0 && victim->key == key && victim->generation == generation_) move = victim->move;
    victim->key = key;
    victim->score = static_cast<int16_t>(score);
    victim->move = static_cast<int16_t>(move);
    victim->depth = static_cast<int8_t>(depth < -100 ? -100 : depth > 100 ? 100 : depth);
    victim->bound = static_cast<uint8_t>(bound);
    victim->generation = generation_;
}

}  // namespace renju::bot
