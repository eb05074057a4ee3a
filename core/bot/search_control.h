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
        hardMs_ = hardMs;
        nodeLimit_ = nodeLimit;
        stopFlag_ = stopFlag;
        poll_ = poll && *poll ? poll : nullptr;
        nodes_ = 0;
        stopped_ = false;
        stopRequested_ = false;
        limitReached_ = false;
        lastPollMs_ = -1e9;
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
        start(hard, nodeLimit, parent.stopFlag_, parent.poll_);
    }

    // One more node; true when the search must unwind now.
    bool tick() {
        ++nodes_;
        if ((nodes_ & 127) == 0 && !stopped_) check();
        return stopped_;
    }
    // Nodes counted by a sub-search under its own control, charged to this one.
    void addNodes(uint64_t n) {
        nodes_ += n;
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
    double elapsedMs() const { return std::chrono::duration<double, std::milli>(Clock::now() - start_).count(); }
    double hardMs() const { return hardMs_; }

    void check() {
        if (nodeLimit_ && nodes_ >= nodeLimit_) stopped_ = limitReached_ = true;
        if (stopFlag_ && stopFlag_->load(std::memory_order_relaxed)) stopped_ = stopRequested_ = true;
        if (hardMs_ > 0 || poll_) {
            const double t = elapsedMs();
            if (hardMs_ > 0 && t >= hardMs_) stopped_ = limitReached_ = true;
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
};

}  // namespace renju::bot
