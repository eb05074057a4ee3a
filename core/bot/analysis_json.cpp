#include "core/bot/analysis_json.h"

#include "core/notation.h"

namespace renju::bot {

void writeAnalysis(Json& j, const Analysis& a) {
    j.beginObject();
    j.key("toMove");
    if (a.toMove == Color::Empty) j.null();
    else j.value(colorName(a.toMove));
    j.key("depth").value(a.depth);
    j.key("nodes").value(static_cast<long long>(a.nodes));
    j.key("timeMs").value(static_cast<long long>(a.timeMs + 0.5));
    j.key("stopped").value(a.stopped);
    j.key("candidates").beginArray();
    for (const Candidate& c : a.candidates) {
        j.beginObject();
        j.key("move").value(formatPoint(c.move));
        j.key("eval").value(c.eval);
        j.key("winIn").value(c.winIn);
        j.key("winner");
        if (c.winner == Color::Empty) j.null();
        else j.value(colorName(c.winner));
        j.key("pv").beginArray();
        for (Point p : c.pv) j.value(formatPoint(p));
        j.endArray();
        j.key("depth").value(c.depth);
        j.endObject();
    }
    j.endArray();
    j.endObject();
}

void writeThreats(Json& j, const ThreatPoints& t) {
    auto points = [&](const std::vector<Point>& ps) {
        j.beginArray();
        for (Point p : ps) j.value(formatPoint(p));
        j.endArray();
    };
    j.beginObject();
    for (int side : {0, 1}) {
        j.key(side == 0 ? "black" : "white").beginObject();
        j.key("fives");
        points(t.fives[side]);
        j.key("fours");
        points(t.fours[side]);
        j.endObject();
    }
    j.endObject();
}

void writeBalance(Json& j, const Balance& b) {
    j.beginObject();
    j.key("searched").value(b.searched);
    j.key("total").value(b.total);
    j.key("nodes").value(static_cast<long long>(b.nodes));
    j.key("stopped").value(b.stopped);
    j.key("candidates").beginArray();
    for (const BalanceCandidate& c : b.candidates) {
        j.beginObject();
        j.key("stones").beginArray();
        for (Point p : c.stones) j.value(formatPoint(p));
        j.endArray();
        j.key("blackAdvantage").value(c.blackAdvantage);
        j.key("eval").value(c.eval);
        j.key("winIn").value(c.winIn);
        j.endObject();
    }
    j.endArray();
    j.endObject();
}

}  // namespace renju::bot
