#include "core/bot/rules_mirror.h"

namespace renju::bot {

ForbiddenKind RulesMirror::forbidden(Point p, const Point* moves, const Color* colors, int count, int stable) {
    int keep = static_cast<int>(applied_.size());
    if (stable < keep) keep = stable;
    while (static_cast<int>(applied_.size()) > keep) {
        pos_.remove(applied_.back());
        applied_.pop_back();
    }
    for (int i = keep; i < count; ++i) {
        pos_.place(moves[i], colors[i]);
        applied_.push_back(moves[i]);
    }
    return forbiddenKind(pos_, p);
}

}  // namespace renju::bot
