#include "core/json_export.h"

#include "core/notation.h"

namespace renju {

namespace {
void writePoints(Json& j, const std::vector<Point>& pts) {
    j.beginArray();
    for (Point p : pts) j.value(formatPoint(p));
    j.endArray();
}
}  // namespace

void writeExplanation(Json& j, const Explanation& e) {
    j.beginObject();
    j.key("point").value(formatPoint(e.point));
    j.key("color").value(colorName(e.color));
    j.key("verdict").value(verdictName(e.verdict));
    j.key("filled");
    writePoints(j, e.filled);
    j.key("fours").value(e.fours);
    j.key("threes").value(e.threes);
    j.key("realThrees").value(e.realThrees);
    j.key("lines").beginArray();
    for (const LineExplanation& l : e.lines) {
        j.beginObject();
        j.key("direction").value(directionName(l.direction));
        j.key("kind").value(lineKindName(l.kind));
        j.key("stones");
        writePoints(j, l.stones);
        j.key("fivePoints");
        writePoints(j, l.fivePoints);
        if (l.kind == LineKind::Three) {
            j.key("checked").value(l.checked);
            if (l.checked) j.key("real").value(l.real);
        }
        j.key("straightFours").beginArray();
        for (const StraightFourPoint& sf : l.straightFours) {
            j.beginObject();
            j.key("point").value(formatPoint(sf.point));
            j.key("verdict").value(verdictName(sf.verdict));
            if (sf.nested) {
                j.key("nested");
                writeExplanation(j, *sf.nested);
            }
            j.endObject();
        }
        j.endArray();
        j.endObject();
    }
    j.endArray();
    j.endObject();
}

void writeResult(Json& j, const Result& r) {
    j.beginObject();
    j.key("outcome").value(outcomeName(r.outcome));
    j.key("reason").value(reasonName(r.reason));
    const Color w = r.winner();
    if (w == Color::Empty) j.key("winner").null();
    else j.key("winner").value(colorName(w));
    if (r.reason == Reason::Five || r.reason == Reason::Forbidden) j.key("point").value(formatPoint(r.point));
    else j.key("point").null();
    if (r.reason == Reason::Forbidden) j.key("kind").value(forbiddenKindName(r.forbidden));
    else j.key("kind").null();
    j.key("line").beginArray();
    for (int i = 0; i < r.fiveCount; ++i) j.value(formatPoint(r.fiveStones[i]));
    j.endArray();
    j.endObject();
}

std::string explanationToJson(const Explanation& e) {
    Json j;
    writeExplanation(j, e);
    return j.str();
}

std::string resultToJson(const Result& r) {
    Json j;
    writeResult(j, r);
    return j.str();
}

}  // namespace renju
