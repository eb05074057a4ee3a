#include "core/action_token.h"

#include "core/game.h"
#include "core/notation.h"

namespace renju {

namespace {
std::optional<Color> parseColor(std::string_view s) {
    if (s == "black") return Color::Black;
    if (s == "white") return Color::White;
    return std::nullopt;
}

std::string boardText(int size) { return std::to_string(size) + "x" + std::to_string(size); }
}  // namespace

std::string formatAction(const Action& a) {
    const std::string draw = a.offerDraw ? "+draw" : "";
    switch (a.type) {
        case ActionType::Move: return formatPoint(a.point) + draw;
        case ActionType::Pass: return std::string(kPassText) + draw;
        case ActionType::Resign: return std::string("resign:") + colorName(a.color);
        case ActionType::Timeout: return std::string("timeout:") + colorName(a.color);
        case ActionType::AcceptDraw: return "accept-draw";
        case ActionType::DeclineDraw: return "decline-draw";
        case ActionType::ClaimWin: return std::string("claim-win:") + colorName(a.color);
        case ActionType::ClaimForbidden: return "claim-forbidden:" + formatPoint(a.point);
        case ActionType::Swap: return swapChoiceName(a.choice);
        case ActionType::Declare: return "declare:" + std::to_string(a.number);
        case ActionType::Offer: return "offer:" + formatPoint(a.point);
        case ActionType::Choose: return "choose:" + formatPoint(a.point);
        case ActionType::Place: return (a.color == Color::White ? "w" : "b") + formatPoint(a.point);
        case ActionType::Remove: return "x" + formatPoint(a.point);
    }
    return "?";
}

ParsedAction parseAction(std::string_view token, int size) {
    ParsedAction out;
    Action& a = out.action;
    auto bad = [&](const std::string& why) {
        out.status = Status::error(ErrorCode::BadArgument, why);
        return out;
    };
    auto of = [&](ActionType t) {
        a.type = t;
        return out;
    };
    const size_t colon = token.find(':');
    if (colon == std::string_view::npos) {
        std::string_view body = token;
        if (body.size() > 5 && body.substr(body.size() - 5) == "+draw") {
            a.offerDraw = true;
            body.remove_suffix(5);
        }
        if (body == kPassText) return of(ActionType::Pass);
        if (!a.offerDraw) {
            for (SwapChoice c : {SwapChoice::Stay, SwapChoice::Swap, SwapChoice::PlaceTwo}) {
                if (body == swapChoiceName(c)) {
                    a.choice = c;
                    return of(ActionType::Swap);
                }
            }
            if (body == "accept-draw") return of(ActionType::AcceptDraw);
            if (body == "decline-draw") return of(ActionType::DeclineDraw);
        }
        const ParsedCode parsed = parseCode(body, size);
        if (parsed.status && parsed.moves.size() == 1 && !parsed.moves[0].isPass()) {
            a.point = parsed.moves[0].point;
            return of(ActionType::Move);
        }
        if (parsed.status.code == ErrorCode::OffBoard) {
            out.status = Status::error(ErrorCode::OffBoard, "the point is off the " + boardText(size) + " board");
            return out;
        }
        // The analysis board's steps: b, w or x and a point.
        const char step = body.empty() || a.offerDraw ? '\0' : body[0];
        if (step == 'b' || step == 'w' || step == 'x') {
            const ParsedCode at = parseCode(body.substr(1), size);
            if (at.status && at.moves.size() == 1 && !at.moves[0].isPass() && body.size() <= 4) {
                a.point = at.moves[0].point;
                a.color = step == 'b' ? Color::Black : step == 'w' ? Color::White : Color::Empty;
                return of(step == 'x' ? ActionType::Remove : ActionType::Place);
            }
            if (at.status.code == ErrorCode::OffBoard) {
                out.status = Status::error(ErrorCode::OffBoard, "the point is off the " + boardText(size) + " board");
                return out;
            }
        }
        return bad("unknown action (a point, pass, stay, swap, place-two, accept-draw, decline-draw, or one with a colon)");
    }
    const std::string_view head = token.substr(0, colon), arg = token.substr(colon + 1);
    if (head == "declare") {
        if (arg.empty() || arg.size() > 3 || arg.find_first_not_of("0123456789") != std::string_view::npos)
            return bad("declare needs a number");
        a.number = std::stoi(std::string(arg));
        return of(ActionType::Declare);
    }
    if (head == "offer" || head == "choose" || head == "claim-forbidden") {
        const auto p = parsePoint(arg, size);
        if (!p) {
            // A well-formed point beyond the board's edge is OFF_BOARD, anything else unreadable.
            const bool off = parseCode(arg, size).status.code == ErrorCode::OffBoard;
            out.status = Status::error(off ? ErrorCode::OffBoard : ErrorCode::BadArgument,
                                       quoteForMessage(arg) + " is not a point on the " + boardText(size) + " board");
            return out;
        }
        a.point = *p;
        return of(head == "offer" ? ActionType::Offer : head == "choose" ? ActionType::Choose : ActionType::ClaimForbidden);
    }
    if (head == "resign" || head == "timeout" || head == "claim-win") {
        const auto c = parseColor(arg);
        if (!c) return bad(std::string(head) + " needs black or white, not " + quoteForMessage(arg));
        a.color = *c;
        return of(head == "resign" ? ActionType::Resign : head == "timeout" ? ActionType::Timeout : ActionType::ClaimWin);
    }
    return bad("unknown action " + quoteForMessage(std::string(head) + ":") +
               " (declare, offer, choose, resign, timeout, claim-win or claim-forbidden)");
}

Status applyAction(Game& game, std::string_view token) {
    const ParsedAction p = parseAction(token, game.position().size());
    if (!p.status) return p.status;
    return game.apply(p.action);
}

}  // namespace renju
