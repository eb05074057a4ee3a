#include "core/snapshot.h"

#include <vector>

#include "core/notation.h"

namespace renju {

namespace {
constexpr char kTypeLetters[] = "mprtadwfsnoclx";  // ActionType order (a game never holds the last two)
static_assert(sizeof(kTypeLetters) - 1 == kActionTypes, "a letter for every action type");

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            out.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    return out;
}

std::string actionToken(const Action& a) {
    std::string t(1, kTypeLetters[static_cast<int>(a.type)]);
    t += a.color == Color::Black ? 'b' : a.color == Color::White ? 'w' : '-';
    if (a.type == ActionType::Move || a.type == ActionType::ClaimForbidden || a.type == ActionType::ClaimWin ||
        a.type == ActionType::Offer || a.type == ActionType::Choose)
        t += formatPoint(a.point);
    if (a.type == ActionType::Swap) t += swapChoiceName(a.choice);
    if (a.type == ActionType::Declare) t += std::to_string(a.number);
    if (a.offerDraw) t += '+';
    return t;
}

std::optional<Action> parseAction(std::string_view t, int size) {
    if (t.size() < 2) return std::nullopt;
    Action a;
    const char* type = std::char_traits<char>::find(kTypeLetters, kActionTypes, t[0]);
    if (!type) return std::nullopt;
    a.type = static_cast<ActionType>(type - kTypeLetters);
    a.color = t[1] == 'b' ? Color::Black : t[1] == 'w' ? Color::White : Color::Empty;
    std::string_view rest = t.substr(2);
    if (!rest.empty() && rest.back() == '+') {
        a.offerDraw = true;
        rest.remove_suffix(1);
    }
    if (a.type == ActionType::Swap) {
        if (rest == "stay" || rest == "swap" || rest == "place-two")
            a.choice = rest == "stay" ? SwapChoice::Stay : rest == "swap" ? SwapChoice::Swap : SwapChoice::PlaceTwo;
        else
            return std::nullopt;
    } else if (a.type == ActionType::Declare) {
        if (rest.empty() || rest.size() > 2 || rest.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
        for (char c : rest) a.number = a.number * 10 + (c - '0');
    } else if (!rest.empty()) {
        const auto p = parsePoint(rest, size);
        if (!p) return std::nullopt;
        a.point = *p;
    }
    return a;
}

Status bad(const std::string& what) { return Status::error(ErrorCode::BadCode, "bad snapshot: " + what); }
}  // namespace

std::string saveSnapshot(const Game& game) {
    const GameOptions& o = game.options();
    const int n = game.position().size();
    std::string s = "2;";
    s += ruleName(o.rule);
    s += ";" + std::to_string(n) + ";";
    s += o.ruling == Ruling::Claim ? "claim" : "immediate";
    s += o.refuseForbidden ? ";1;" : ";0;";
    s += colorName(game.firstToMove());
    s += ";";
    if (game.setup().empty()) {
        s += "-";
    } else {
        std::string cells(static_cast<size_t>(n * n), '.');
        for (const auto& st : game.setup()) cells[static_cast<size_t>(st.point.y * n + st.point.x)] = st.color == Color::Black ? 'b' : 'w';
        s += cells;
    }
    for (const auto* list : {&game.actions(), &game.redoList()}) {
        s += ";";
        for (size_t i = 0; i < list->size(); ++i) s += (i ? "," : "") + actionToken((*list)[i]);
    }
    s += ";";
    s += openingName(o.opening);
    return s;
}

RestoredGame restoreSnapshot(std::string_view text) {
    RestoredGame out;
    const auto f = split(text, ';');
    if (!(f.size() == 9 && f[0] == "1") && !(f.size() == 10 && f[0] == "2")) {
        out.status = bad("expected 9 fields of version 1 or 10 of version 2");
        return out;
    }
    GameOptions o;
    // Version 1 predates opening rules: its games allowed any first move.
    o.opening = Opening::None;
    if (f.size() == 10) {
        const auto opening = parseOpening(f[9]);
        if (!opening) {
            out.status = bad("unknown opening");
            return out;
        }
        o.opening = *opening;
    }
    const auto rule = parseRule(f[1]);
    if (!rule) {
        out.status = bad("unknown rule");
        return out;
    }
    o.rule = *rule;
    // Every field must read exactly as saveSnapshot writes it: a value that is not would otherwise
    // be taken as some default and the game restored with different options.
    o.size = 0;
    for (char c : f[2]) o.size = (c >= '0' && c <= '9' && o.size < 100) ? o.size * 10 + (c - '0') : 1000;
    if (f[2].empty() || f[2][0] == '0' || o.size == 1000) {
        out.status = bad("the board size is a number, not " + quoteForMessage(f[2]));
        return out;
    }
    if (f[3] != "claim" && f[3] != "immediate") {
        out.status = bad("the ruling is claim or immediate, not " + quoteForMessage(f[3]));
        return out;
    }
    o.ruling = f[3] == "claim" ? Ruling::Claim : Ruling::Immediate;
    if (f[4] != "0" && f[4] != "1") {
        out.status = bad("learning mode is 0 or 1, not " + quoteForMessage(f[4]));
        return out;
    }
    o.refuseForbidden = f[4] == "1";
    if (Status s = Game::validate(o); !s) {
        out.status = bad(s.message);
        return out;
    }
    if (f[5] != "black" && f[5] != "white") {
        out.status = bad("the first to move is black or white, not " + quoteForMessage(f[5]));
        return out;
    }
    const Color first = f[5] == "white" ? Color::White : Color::Black;
    Position start(o.size, o.rule, first);
    if (f[6] != "-") {
        if (f[6].size() != static_cast<size_t>(o.size * o.size)) {
            out.status = bad("set-up stones do not fit the board");
            return out;
        }
        for (int i = 0; i < o.size * o.size; ++i) {
            if (f[6][i] == 'b' || f[6][i] == 'w') start.place(start.board().point(i), f[6][i] == 'b' ? Color::Black : Color::White);
            else if (f[6][i] != '.') {
                out.status = bad("set-up point " + std::to_string(i + 1) + " is " + quoteForMessage(f[6].substr(i, 1)) +
                                 ", not b, w or .");
                return out;
            }
        }
        if (start.board().stones() == 0) {
            out.status = bad("a set-up without stones is written -");
            return out;
        }
    }
    Game game(o, start);
    struct Written {
        Action action;
        std::string_view token;
    };
    std::vector<Written> lists[2];
    for (int k = 0; k < 2; ++k) {
        if (f[7 + k].empty()) continue;
        for (std::string_view t : split(f[7 + k], ',')) {
            const auto a = parseAction(t, o.size);
            if (!a) {
                out.status = bad("unreadable action " + quoteForMessage(t));
                return out;
            }
            lists[k].push_back(Written{*a, t});
        }
    }
    // Each action, replayed, must be recorded as written: its colour, point and offer are the
    // game's to decide, and a token that says otherwise is not this game's.
    auto replay = [&](const Written& w, const char* what) {
        const std::string token = quoteForMessage(w.token);
        if (Status s = game.apply(w.action); !s) return bad(std::string(what) + " " + token + " refused: " + s.message);
        const std::string played = actionToken(game.actions().back());
        if (played != w.token)
            return bad(std::string(what) + " " + token + " does not match the game, which records \"" + played + "\"");
        return Status::success();
    };
    for (const Written& a : lists[0])
        if (Status s = replay(a, "action"); !s) {
            out.status = s;
            return out;
        }
    // The redo list is a stack: replay it from its top down, then undo as many.
    for (auto it = lists[1].rbegin(); it != lists[1].rend(); ++it)
        if (Status s = replay(*it, "redo action"); !s) {
            out.status = s;
            return out;
        }
    for (size_t i = 0; i < lists[1].size(); ++i) game.undo();
    out.game.emplace(std::move(game));
    return out;
}

}  // namespace renju
