#pragma once
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace renju::bot {

// Counts nodes and decides when a search must stop: node budget, hard time limit, a stop flag
// set from another thread, or a polling callback (the only way in a single-threaded Web Worker).
class SearchControl {
public:
    using Clock = std::chrono::steady_clock;

    void start(double hardMs, uint64_t nodeLimit, const std::atomic<bool>* stopFlag,
               const std::function<bool()>* poll) {
        start_ = Clock::now();
        startFake_ = clock_ ? (*clock_)() : 0;
        hardMs_ = hardMs;
        nodeLimit_ = nodeLimit;
        stopFlag_ = stopFlag;
        poll_ = poll && *poll ? poll : nullptr;
        nodes_ = 0;
        stopped_ = false;
        stopRequested_ = false;
        limitReached_ = false;
        lastPollMs_ = -1e9;
        lastCheckMs_ = 0;
        maxGapMs_ = 0;
    }

    // A sub-search (a threat check) under this one: the same stop request and polling, at most
    // `maxMs` (0: no own limit) and never past this search's hard limit, at most `nodeLimit` nodes.
    void startChild(const SearchControl& parent, double maxMs, uint64_t nodeLimit) {
        double hard = maxMs;
        if (parent.hardMs_ > 0) {
            const double left = parent.hardMs_ - parent.elapsedMs();
            hard = hard > 0 ? (hard < left ? hard : left) : left;
            if (hard < 0.01) hard = 0.01;
        }
        clock_ = parent.clock_;
        start(hard, nodeLimit, parent.stopFlag_, parent.poll_);
        maxGapMs_ = parent.maxGapMs_;  // the machine is as loaded as the parent found it
    }

    // One more node; true when the search must unwind now.
    bool tick() {
        ++nodes_;
        if ((nodes_ & 127) == 0 && !stopped_) check();
        return stopped_;
    }
    // A sub-search (startChild) is over: its nodes are charged to this one, and the time it ran,
    // checked by itself, is no gap of this one's (its own gaps are).
    void absorb(const SearchControl& child) {
        nodes_ += child.nodes_;
        if (child.maxGapMs_ > maxGapMs_) maxGapMs_ = child.maxGapMs_;
        lastCheckMs_ = elapsedMs();
        check();
    }
    bool stopped() const { return stopped_; }
    void stop() { stopped_ = stopRequested_ = true; }
    // Moves the hard time and node limits (the search keeps part of its budget for a last check).
    // A search stopped by the old limits alone may go on under later ones.
    void setLimits(double hardMs, uint64_t nodeLimit) {
        hardMs_ = hardMs;
        nodeLimit_ = nodeLimit;
        if (stopped_ && limitReached_ && !stopRequested_) {
            stopped_ = limitReached_ = false;
            check();
        }
    }
    uint64_t nodeLimit() const { return nodeLimit_; }
    uint64_t nodes() const { return nodes_; }
    double elapsedMs() const {
        if (clock_) return (*clock_)() - startFake_;
        return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }
    // The longest time between two looks at the limits so far: the longest the search has been kept
    // from a core (a loaded machine), or its slowest stretch of 128 nodes.
    double maxGapMs() const { return maxGapMs_; }
    // Tests: milliseconds from this function instead of the steady clock (set before start()).
    void useClock(const std::function<double()>* clock) { clock_ = clock; }
    double hardMs() const { return hardMs_; }

    void check() {
        if (nodeLimit_ && nodes_ >= nodeLimit_) stopped_ = limitReached_ = true;
        if (stopFlag_ && stopFlag_->load(std::memory_order_relaxed)) stopped_ = stopRequested_ = true;
        if (hardMs_ > 0 || poll_) {
            const double t = elapsedMs();
            if (t - lastCheckMs_ > maxGapMs_) maxGapMs_ = t - lastCheckMs_;
            lastCheckMs_ = t;
            // The next look may come as late as the longest gap so far (a loaded machine that keeps
            // the engine from a core): stop at the last look before the limit, not the first after.
            if (hardMs_ > 0 && t + maxGapMs_ >= hardMs_) stopped_ = limitReached_ = true;
            if (poll_ && t - lastPollMs_ >= 5) {
                lastPollMs_ = t;
                if ((*poll_)()) stopped_ = stopRequested_ = true;
            }
        }
    }
    // Whether it was its own time or node budget that ran out (rather than a stop request).
    bool timeOrNodesUp() const { return limitReached_; }
    bool stopRequested() const { return stopRequested_; }

private:
    Clock::time_point start_{};
    double hardMs_ = 0;
    uint64_t nodeLimit_ = 0;
    const std::atomic<bool>* stopFlag_ = nullptr;
    const std::function<bool()>* poll_ = nullptr;
    uint64_t nodes_ = 0;
    bool stopped_ = false;
    bool stopRequested_ = false;  // by the caller (flag, poll, stop()), not by a budget
    bool limitReached_ = false;
    double lastPollMs_ = 0;
    double lastCheckMs_ = 0;
    double maxGapMs_ = 0;
    const std::function<double()>* clock_ = nullptr;
    double startFake_ = 0;
};

}  // namespace renju::bot
