// The RIF / renju.net game database (XML), with the tables and fields github renju-note/renju-note
// (src/database/rif.ts) reads: <players><player id name surname country city/>, <tournaments>
// <tournament id name year month start end rule/>, <rules><rule id name/>, <openings><opening id
// name abbr/>, <games><game id tournament round rule black white bresult btime wtime opening alt
// swap><move>h8 i9 ...</move><info>...</info></game>. One pass over the text, games resolved against
// the tables at the end: linear, whatever the order of the tables.
#include <map>

#include "core/game_file.h"
#include "core/notation.h"

namespace renju {

namespace {
std::string unescape(std::string_view s) {
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '&') {
            out += s[i];
            continue;
        }
        const size_t semi = s.find(';', i);
        if (semi == std::string_view::npos || semi - i > 10) {
            out += '&';
            continue;
        }
        const std::string_view e = s.substr(i + 1, semi - i - 1);
        unsigned code = 0;
        if (e == "amp") code = '&';
        else if (e == "lt") code = '<';
        else if (e == "gt") code = '>';
        else if (e == "quot") code = '"';
        else if (e == "apos") code = '\'';
        else if (e.size() > 1 && e[0] == '#') {
            const bool hex = e[1] == 'x' || e[1] == 'X';
            for (char c : e.substr(hex ? 2 : 1)) {
                const int d = c >= '0' && c <= '9' ? c - '0' : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10 : hex && c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
                if (d < 0 || code > 0x10FFFF) {
                    code = 0;
                    break;
                }
                code = code * (hex ? 16 : 10) + static_cast<unsigned>(d);
            }
        }
        if (code == 0 || code > 0x10FFFF) {
            out += '&';
            continue;
        }
        if (code < 0x80) out += static_cast<char>(code);
        else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
        i = semi;
    }
    return utf8From(out);
}

using Attrs = std::map<std::string, std::string>;

struct RawGame {
    Attrs attrs;
    std::string moves, info;
    int line = 0;
};
}  // namespace

void readRif(std::string_view t, FileRead& out) {
    std::map<std::string, Attrs> players, tournaments, rules, openings;
    std::vector<RawGame> games;
    int line = 1;
    size_t i = 0, lineAt = 0;
    auto lineOf = [&](size_t to) {
        for (; lineAt < to && lineAt < t.size(); ++lineAt)
            if (t[lineAt] == '\n') ++line;
        return line;
    };
    std::string text;  // inside <move> or <info> of a game
    const char* into = nullptr;
    while (i < t.size()) {
        const size_t lt = t.find('<', i);
        if (lt == std::string_view::npos) break;
        if (into) text.append(t.substr(i, lt - i));
        if (t.substr(lt, 4) == "<!--") {
            const size_t end = t.find("-->", lt);
            i = end == std::string_view::npos ? t.size() : end + 3;
            continue;
        }
        const size_t gt = t.find('>', lt);
        if (gt == std::string_view::npos) {
            out.errors.push_back(fileMessage(lineWhere(lineOf(lt)), "rifTagOpen", {}, "a tag \"<\" is not closed by \">\""));
            out.partial = true;
            break;
        }
        std::string_view tag = t.substr(lt + 1, gt - lt - 1);
        i = gt + 1;
        out.progress(i / 2);  // the tags are read in the first half, the games replayed in the second
        if (tag.empty() || tag[0] == '?' || tag[0] == '!') continue;
        const bool closing = tag[0] == '/';
        if (closing) tag.remove_prefix(1);
        size_t k = 0;
        while (k < tag.size() && tag[k] != ' ' && tag[k] != '\t' && tag[k] != '\n' && tag[k] != '\r' && tag[k] != '/') ++k;
        const std::string name(tag.substr(0, k));
        if (closing) {
            if (into && name == into) {
                RawGame& g = games.back();
                (name == "move" ? g.moves : g.info) = unescape(text);
                text.clear();
                into = nullptr;
            }
            continue;
        }
        Attrs a;
        while (k < tag.size()) {
            while (k < tag.size() && (tag[k] == ' ' || tag[k] == '\t' || tag[k] == '\n' || tag[k] == '\r' || tag[k] == '/')) ++k;
            const size_t ks = k;
            while (k < tag.size() && tag[k] != '=' && tag[k] != ' ') ++k;
            const std::string key(tag.substr(ks, k - ks));
            if (k >= tag.size() || tag[k] != '=') break;
            ++k;
            if (k >= tag.size() || (tag[k] != '"' && tag[k] != '\'')) break;
            const char q = tag[k++];
            const size_t vs = k;
            while (k < tag.size() && tag[k] != q) ++k;
            if (a.size() < 32) a[key] = unescape(tag.substr(vs, k - vs));
            ++k;
        }
        const bool empty = !tag.empty() && tag.back() == '/';
        const std::string id = a.count("id") ? a["id"] : "";
        if (name == "player") players[id] = a;
        else if (name == "tournament") tournaments[id] = a;
        else if (name == "rule") rules[id] = a;
        else if (name == "opening") openings[id] = a;
        else if (name == "game") {
            if (static_cast<int>(games.size()) >= kMaxFileGames) {
                out.errors.push_back(fileMessage(lineWhere(lineOf(lt)), "tooManyGames", {{"max", std::to_string(kMaxFileGames)}},
                                                 "more than " + std::to_string(kMaxFileGames) + " games: the rest are left out"));
                out.partial = true;
                break;
            }
            games.push_back(RawGame{a, "", "", lineOf(lt)});
        } else if ((name == "move" || name == "info") && !empty && !games.empty() && !into) {
            into = name == "move" ? "move" : "info";
            text.clear();
        }
    }
    if (games.empty() && out.errors.empty()) {
        out.errors.push_back(fileMessage("", "rifNoGame", {}, "the database holds no <game>"));
        return;
    }
    auto get = [](std::map<std::string, Attrs>& m, const std::string& id, const char* key) {
        const auto it = m.find(id);
        if (it == m.end()) return std::string();
        const auto f = it->second.find(key);
        return f == it->second.end() ? std::string() : f->second;
    };
    int number = 0;
    for (RawGame& g : games) {
        ++number;
        out.progress(t.size() / 2 + t.size() / 2 * number / games.size());
        Attrs& a = g.attrs;
        std::vector<std::pair<std::string, std::string>> info;
        auto player = [&](const std::string& id) {
            std::string n = get(players, id, "name"), s = get(players, id, "surname");
            return s.empty() ? n : n.empty() ? s : n + " " + s;
        };
        info.emplace_back("black", player(a["black"]));
        info.emplace_back("white", player(a["white"]));
        info.emplace_back("event", get(tournaments, a["tournament"], "name"));
        std::string date = get(tournaments, a["tournament"], "start");
        if (date.empty()) date = get(tournaments, a["tournament"], "year");
        info.emplace_back("date", date);
        const std::string r = a["bresult"];
        info.emplace_back("result", r == "1" ? "1-0" : r == "0" ? "0-1" : r == "0.5" ? "1/2-1/2" : "");
        const std::string ruleName = get(rules, a["rule"], "name");
        info.emplace_back("rule", ruleName);
        info.emplace_back("opening", get(openings, a["opening"], "name"));
        if (!a["round"].empty()) info.emplace_back("round", a["round"]);
        if (!a["id"].empty()) info.emplace_back("id", a["id"]);
        if (!g.info.empty()) info.emplace_back("notes", g.info.substr(0, 2000));
        std::string lower;
        for (char c : ruleName) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        GameOptions o;
        o.opening = Opening::None;
        o.rule = lower.find("gomoku") != std::string::npos ? Rule::Freestyle : Rule::Renju;
        TreeBuilder b(o, Position(15, o.rule, Color::Black), out, "game " + std::to_string(number) + " (line " + std::to_string(g.line) + "), ");
        const ParsedCode moves = parseCode(g.moves, 15);
        int node = VariationTree::kRoot;
        if (!moves.status) b.error("moves", "badMoves", {{"token", quotedIn(moves.status.message)}, {"reason", errorCodeName(moves.status.code)}},
                                 moves.status.message + ": the moves after it are left out");
        // parseCode keeps nothing on an error: read the part before the bad text.
        std::vector<Move> list = moves.moves;
        if (!moves.status) {
            std::string_view text = g.moves;
            for (size_t cut = text.size(); cut > 0 && list.empty(); cut = cut * 3 / 4) {
                const ParsedCode part = parseCode(text.substr(0, cut), 15);
                if (part.status) list = part.moves;
            }
        }
        for (size_t m = 0; m < list.size(); ++m) {
            const int n = b.add(node, list[m].point, "move " + std::to_string(m + 1));
            if (n < 0) break;
            node = n;
        }
        b.finish(std::move(info));
    }
}

}  // namespace renju
