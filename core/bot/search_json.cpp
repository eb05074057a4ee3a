#include "core/bot/search_json.h"

#include "core/action_token.h"
#include "core/notation.h"

namespace renju::bot {

namespace {
void writePoints(Json& j, const std::vector<Point>& points) {
    j.beginArray();
    for (Point p : points) j.value(formatPoint(p));
    j.endArray();
}
void writeBest(Json& j, Point best) {
    j.key("best");
    if (best.onBoard(kMaxSize)) j.value(formatPoint(best));
    else j.null();
}
long long wholeMs(double ms) { return static_cast<long long>(ms + 0.5); }
}  // namespace

void writeProgress(Json& j, const SearchProgress& p) {
    j.beginObject();
    j.key("depth").value(p.depth);
    j.key("eval").value(p.eval);
    j.key("winIn").value(p.winIn);
    j.key("nodes").value(static_cast<long long>(p.nodes));
    j.key("timeMs").value(wholeMs(p.timeMs));
    writeBest(j, p.best);
    j.key("pv");
    writePoints(j, p.pv);
    j.endObject();
}

void writeSearch(Json& j, const SearchResult& r) {
    j.beginObject();
    writeBest(j, r.best);
    j.key("pv");
    writePoints(j, r.pv);
    j.key("eval").value(r.eval);
    j.key("winIn").value(r.winIn);
    j.key("winner");
    if (r.winner == Color::Empty) j.null();
    else j.value(colorName(r.winner));
    j.key("vcf");
    writePoints(j, r.vcf);
    j.key("depth").value(r.depth);
    j.key("nodes").value(static_cast<long long>(r.nodes));
    j.key("timeMs").value(wholeMs(r.timeMs));
    j.key("stopped").value(r.stopped);
    j.endObject();
}

void writeTurnAnswer(Json& j, const TurnAnswer& answer, const Game& game) {
    const Action& a = answer.action;
    j.beginObject();
    j.key("action").beginObject();
    j.key("token").value(formatAction(a));
    j.key("type").value(actionTypeName(a.type));
    j.key("player").value(playerName(game.turn().player));
    if (a.type == ActionType::Move || a.type == ActionType::Offer || a.type == ActionType::Choose)
        j.key("point").value(formatPoint(a.point));
    if (a.type == ActionType::Swap) j.key("choice").value(swapChoiceName(a.choice));
    if (a.type == ActionType::Declare) j.key("number").value(a.number);
    j.endObject();
    j.key("search");
    if (answer.search.depth > 0 || answer.search.best.onBoard(kMaxSize)) writeSearch(j, answer.search);
    else j.null();
    j.endObject();
}

}  // namespace renju::bot
