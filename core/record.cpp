#include "core/record.h"

#include <vector>

#include "core/notation.h"

namespace renju {

namespace {
std::string trim(std::string_view s) {
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
    return std::string(s.substr(a, b - a));
}

std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) out.emplace_back(s.substr(start, i - start));
    }
    return out;
}

// Text from the record, as messages quote it: valid UTF-8 whatever the record holds.
std::string quote(std::string_view s) { return quoteForMessage(s); }
std::string bare(std::string_view s) {
    const std::string q = quoteForMessage(s);
    return q.substr(1, q.size() - 2);
}

std::optional<Color> parseColor(std::string_view s) {
    if (s == "black") return Color::Black;
    if (s == "white") return Color::White;
    return std::nullopt;
}

std::string actionToken(const Action& a) {
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
    }
    return "?";
}

std::string pointList(const std::vector<Game::Stone>& stones, Color c) {
    std::string s;
    for (const Game::Stone& st : stones)
        if (st.color == c) s += (s.empty() ? "" : " ") + formatPoint(st.point);
    return s;
}

// Performs one action token on the game, for whoever's turn it is. A token that cannot be read gives
// BAD_RECORD; a readable one that the game refuses gives the game's error.
Status perform(Game& game, const std::string& token) {
    const int size = game.position().size();
    // Whoever acts now; once the game is over any player will do, the game refuses with GAME_OVER.
    const Player who = game.turn().player == Player::None ? Player::First : game.turn().player;
    const size_t colon = token.find(':');
    const std::string head = token.substr(0, colon);
    const std::string arg = colon == std::string::npos ? "" : token.substr(colon + 1);
    auto bad = [&](const std::string& why) { return Status::error(ErrorCode::BadRecord, why); };
    auto point = [&]() { return parsePoint(arg, size); };

    if (colon == std::string::npos) {
        std::string body = token;
        bool draw = false;
        if (body.size() > 5 && body.compare(body.size() - 5, 5, "+draw") == 0) {
            draw = true;
            body.resize(body.size() - 5);
        }
        if (body == kPassText) return game.pass(who, draw);
        if (!draw) {
            if (body == "stay") return game.decideSwap(who, SwapChoice::Stay);
            if (body == "swap") return game.decideSwap(who, SwapChoice::Swap);
            if (body == "place-two") return game.decideSwap(who, SwapChoice::PlaceTwo);
            if (body == "accept-draw") return game.acceptDraw();
            if (body == "decline-draw") return game.declineDraw();
        }
        ParsedCode parsed = parseCode(body, size);
        if (parsed.status && parsed.moves.size() == 1 && !parsed.moves[0].isPass()) return game.play(who, parsed.moves[0].point, draw);
        if (parsed.status.code == ErrorCode::OffBoard) return bad("the point is off the " + std::to_string(size) + "x" + std::to_string(size) + " board");
        return bad("unknown action (a point, pass, stay, swap, place-two, accept-draw, decline-draw, or one with a colon)");
    }
    if (head == "declare") {
        if (arg.empty() || arg.size() > 3 || arg.find_first_not_of("0123456789") != std::string::npos)
            return bad("declare needs a number");
        return game.declare(who, std::stoi(arg));
    }
    if (head == "offer" || head == "choose" || head == "claim-forbidden") {
        const auto p = point();
        if (!p) return bad(quote(arg) + " is not a point on the " + std::to_string(size) + "x" + std::to_string(size) + " board");
        if (head == "offer") return game.offerFifth(who, *p);
        if (head == "choose") return game.chooseFifth(who, *p);
        return game.claimForbidden(*p);
    }
    if (head == "resign" || head == "timeout" || head == "claim-win") {
        const auto c = parseColor(arg);
        if (!c) return bad(head + " needs black or white, not " + quote(arg));
        if (head == "resign") return game.resign(*c);
        if (head == "timeout") return game.timeout(*c);
        return game.claimWin(*c);
    }
    return bad("unknown action " + quote(head + ":") + " (declare, offer, choose, resign, timeout, claim-win or claim-forbidden)");
}
}  // namespace

std::string formatRecord(const Game& game) {
    const GameOptions& o = game.options();
    std::string s;
    s += std::string("rule: ") + ruleName(o.rule) + "\n";
    s += "size: " + std::to_string(o.size) + "\n";
    s += std::string("opening: ") + openingName(o.opening) + "\n";
    s += std::string("ruling: ") + (o.ruling == Ruling::Claim ? "claim" : "immediate") + "\n";
    if (const std::string b = pointList(game.setup(), Color::Black); !b.empty()) s += "black: " + b + "\n";
    if (const std::string w = pointList(game.setup(), Color::White); !w.empty()) s += "white: " + w + "\n";
    if (game.firstToMove() != Color::Black) s += std::string("to-move: ") + colorName(game.firstToMove()) + "\n";
    s += "actions:";
    for (const Action& a : game.actions()) s += " " + actionToken(a);
    return s + "\n";
}

ParsedRecord parseRecord(std::string_view text) {
    ParsedRecord out;
    auto fail = [&](ErrorCode c, const std::string& msg) {
        out.status = Status::error(c, msg);
        return out;
    };
    GameOptions options;
    std::string black, white, actions;
    Color toMove = Color::Black;
    std::vector<std::string> seen;
    int lineNo = 0;
    size_t at = 0;
    while (at <= text.size()) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        const std::string line = trim(text.substr(at, end - at));
        at = end + 1;
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        const std::string where = "line " + std::to_string(lineNo) + ": ";
        const size_t colon = line.find(':');
        if (colon == std::string::npos)
            return fail(ErrorCode::BadRecord, where + "expected \"field: value\", not " + quote(line.substr(0, 40)));
        const std::string key = trim(line.substr(0, colon)), value = trim(std::string_view(line).substr(colon + 1));
        for (const std::string& k : seen)
            if (k == key) return fail(ErrorCode::BadRecord, where + quote(key) + " is given twice");
        seen.push_back(key);
        if (key == "rule") {
            const auto r = parseRule(value);
            if (!r) return fail(ErrorCode::BadRecord, where + "unknown rule " + quote(value) + " (renju, standard or freestyle)");
            options.rule = *r;
        } else if (key == "size") {
            if (value.empty() || value.size() > 3 || value.find_first_not_of("0123456789") != std::string::npos)
                return fail(ErrorCode::BadRecord, where + "the size must be a number, not " + quote(value));
            options.size = std::stoi(value);
        } else if (key == "opening") {
            const auto o = parseOpening(value);
            if (!o) return fail(ErrorCode::BadRecord, where + "unknown opening " + quote(value) + " (" + kOpeningNames + ")");
            options.opening = *o;
        } else if (key == "ruling") {
            if (value != "immediate" && value != "claim")
                return fail(ErrorCode::BadRecord, where + "unknown ruling " + quote(value) + " (immediate or claim)");
            options.ruling = value == "claim" ? Ruling::Claim : Ruling::Immediate;
        } else if (key == "black") {
            black = value;
        } else if (key == "white") {
            white = value;
        } else if (key == "to-move") {
            const auto c = parseColor(value);
            if (!c) return fail(ErrorCode::BadRecord, where + "to-move is black or white, not " + quote(value));
            toMove = *c;
        } else if (key == "actions") {
            actions = value;
        } else {
            return fail(ErrorCode::BadRecord, where + "unknown field " + quote(key) +
                                                  " (rule, size, opening, ruling, black, white, to-move, actions)");
        }
    }
    if (Status s = Game::validate(options); !s) return fail(ErrorCode::BadRecord, s.message);

    Position start(options.size, options.rule, toMove);
    for (const auto& [list, color] : {std::pair{black, Color::Black}, std::pair{white, Color::White}}) {
        const ParsedCode stones = parseCode(list, options.size);
        if (!stones.status) return fail(ErrorCode::BadRecord, std::string(colorName(color)) + " set-up stones: " + stones.status.message);
        for (const Move& m : stones.moves) {
            if (m.isPass()) return fail(ErrorCode::BadRecord, std::string(colorName(color)) + " set-up stones: a pass is not a stone");
            if (!start.board().empty(m.point))
                return fail(ErrorCode::BadRecord, std::string(colorName(color)) + " set-up stones: " + formatPoint(m.point) + " is given twice");
            start.place(m.point, color);
        }
    }
    Game game(options, start);
    const std::vector<std::string> tokens = words(actions);
    for (size_t i = 0; i < tokens.size(); ++i) {
        const Status s = perform(game, tokens[i]);
        if (!s) return fail(s.code, "action " + std::to_string(i + 1) + " (" + bare(tokens[i]) + "): " + s.message);
    }
    out.game.emplace(std::move(game));
    return out;
}

}  // namespace renju
