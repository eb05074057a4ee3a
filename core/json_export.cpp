#include "core/json_export.h"

#include "core/action_token.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/rule_facts.h"

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

void writeStandardOpening(Json& j, const std::optional<OpeningMatch>& m) {
    if (!m) {
        j.null();
        return;
    }
    j.beginObject();
    j.key("code").value(m->opening->code);
    j.key("name").value(m->opening->name);
    j.key("kanji").value(m->opening->kanji);
    j.key("label").value(standardOpeningLabel(*m->opening));
    j.endObject();
}

void writeTurn(Json& j, const Turn& t, int size) {
    auto colorOrNull = [&](Color c) {
        if (c == Color::Empty) j.null();
        else j.value(colorName(c));
    };
    j.beginObject();
    j.key("player");
    if (t.player == Player::None) j.null();
    else j.value(playerName(t.player));
    j.key("color");
    colorOrNull(t.color);
    j.key("actions").beginArray();
    for (int a = 0; a < kActionTypes; ++a)
        if (t.allows(static_cast<ActionType>(a))) j.value(actionTypeName(static_cast<ActionType>(a)));
    j.endArray();
    j.key("opening").value(t.opening);
    j.key("moveNumber").value(t.moveNumber);
    j.key("stone");
    colorOrNull(t.stone);
    j.key("zone").value(t.zone);
    j.key("zoneRect");
    if (t.zone > 0 && t.allows(ActionType::Move)) {
        const PointRect r = centralSquare(t.zone, size);
        j.beginObject().key("x0").value(r.x0).key("y0").value(r.y0).key("x1").value(r.x1).key("y1").value(r.y1).endObject();
    } else {
        j.null();
    }
    j.key("placeTwo").value(t.placeTwo);
    j.key("declareMax").value(t.declareMax);
    j.key("offerCount").value(t.offerCount);
    j.key("offered").value(t.offered);
    j.key("text").value(describeTurn(t));
    j.endObject();
}

void writeOpeningState(Json& j, const Game& g) {
    j.beginObject();
    j.key("rule").value(openingName(g.options().opening));
    j.key("blackPlayer").value(playerName(g.blackPlayer()));
    j.key("coloursSettled").value(g.coloursSettled());
    j.key("declared").value(g.declared());
    j.key("offers");
    writePoints(j, g.offers());
    j.key("chosen");
    const Action* chosen = nullptr;
    for (const Action& a : g.actions())
        if (a.type == ActionType::Choose) chosen = &a;
    if (chosen) j.value(formatPoint(chosen->point));
    else j.null();
    j.key("standardOpening");
    writeStandardOpening(j, g.standardOpening());
    j.endObject();
}

void writeActions(Json& j, const Game& g) {
    int number = static_cast<int>(g.setup().size()) + 1;
    Player black = Player::First;  // who holds black as the actions go by: swaps exchange it
    j.beginArray();
    for (const Action& a : g.actions()) {
        j.beginObject();
        j.key("token").value(formatAction(a));
        j.key("type").value(actionTypeName(a.type));
        j.key("player").value(playerName(a.player));
        j.key("color").value(colorName(a.player == black ? Color::Black : Color::White));
        j.key("stone");
        if (placesStone(a)) j.value(colorName(a.color));
        else j.null();
        j.key("moveNumber").value(number);
        j.key("opening").value(g.inOpeningAt(a));
        switch (a.type) {
            case ActionType::Move:
            case ActionType::Offer:
            case ActionType::Choose:
            case ActionType::ClaimForbidden: j.key("point").value(formatPoint(a.point)); break;
            case ActionType::Swap: j.key("choice").value(swapChoiceName(a.choice)); break;
            case ActionType::Declare: j.key("number").value(a.number); break;
            default: break;
        }
        if (a.type == ActionType::Move || a.type == ActionType::Pass) j.key("offerDraw").value(a.offerDraw);
        j.endObject();
        if (placesStone(a) || a.type == ActionType::Pass) ++number;
        if (a.type == ActionType::Swap && a.choice == SwapChoice::Swap) black = otherPlayer(black);
    }
    j.endArray();
}

void writeRules(Json& j) {
    j.beginObject();
    j.key("rules").beginObject();
    for (Rule r : {Rule::Renju, Rule::Standard, Rule::Freestyle}) {
        const std::vector<int> sizes = boardSizes(r);
        j.key(ruleName(r)).beginObject();
        j.key("sizes").beginArray();
        for (int n : sizes) j.value(n);
        j.endArray();
        j.key("defaultSize").value(kDefaultSize);
        j.key("openings").beginObject();
        for (int n : sizes) {
            j.key(std::to_string(n)).beginArray();
            for (int o = 0; o < kOpenings; ++o)
                if (openingAllowed(r, n, static_cast<Opening>(o))) j.value(openingName(static_cast<Opening>(o)));
            j.endArray();
        }
        j.endObject();
        j.endObject();
    }
    j.endObject();
    j.key("openings").beginObject();
    for (int o = 0; o < kOpenings; ++o) {
        const Opening op = static_cast<Opening>(o);
        j.key(openingName(op)).beginObject();
        j.key("maySwap").value(openingMaySwap(op));
        j.key("size");
        if (openingBoardSize(op)) j.value(openingBoardSize(op));
        else j.null();
        j.endObject();
    }
    j.endObject();
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
