#include "core/record.h"

#include <vector>

#include "core/action_token.h"
#include "core/notation.h"

namespace renju {

namespace {

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

std::string pointList(const std::vector<Game::Stone>& stones, Color c) {
    std::string s;
    for (const Game::Stone& st : stones)
        if (st.color == c) s += (s.empty() ? "" : " ") + formatPoint(st.point);
    return s;
}

// Performs one action token on the game, for whoever's turn it is. A token that cannot be read gives
// BAD_RECORD; a readable one that the game refuses gives the game's error.
Status perform(Game& game, const std::string& token) {
    const ParsedAction p = parseAction(token, game.position().size());
    if (!p.status) return Status::error(ErrorCode::BadRecord, p.status.message);
    return game.apply(p.action);
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
    for (const Action& a : game.actions()) s += " " + formatAction(a);
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
        const std::string line = trimSpaces(text.substr(at, end - at));
        at = end + 1;
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        const std::string where = "line " + std::to_string(lineNo) + ": ";
        const size_t colon = line.find(':');
        if (colon == std::string::npos)
            return fail(ErrorCode::BadRecord, where + "expected \"field: value\", not " + quote(line.substr(0, 40)));
        const std::string key = trimSpaces(line.substr(0, colon)), value = trimSpaces(std::string_view(line).substr(colon + 1));
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
