// PlayOK's PGN export for gomoku (tag pairs like [Black "name"], then numbered moves "1. h8 i9 2. ..."
// with swap2's choices written as the words black and white and "--" for an empty slot, then the
// result), and plain numbered move lists ("1. h8 2. i9", "1.h8 i9", or a game code "h8i9j10").
// Stones alternate black, white from the first; the choices place no stone.
#include "core/game_file.h"
#include "core/notation.h"

namespace renju {

namespace {
struct Token {
    std::string_view text;
    int line;
};

// Splits text into whitespace-separated tokens with their line numbers.
void tokens(std::string_view text, int firstLine, std::vector<Token>& out) {
    int line = firstLine;
    size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '\n') ++line;
        if (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n') {
            ++i;
            continue;
        }
        const size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r' && text[i] != '\n') ++i;
        out.push_back(Token{text.substr(start, i - start), line});
    }
}

bool isResult(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*" || t == "0.5-0.5"; }

// A move number "12." (or "12..."), possibly glued to the move after it: returns what follows it.
std::string_view stripNumber(std::string_view t) {
    size_t k = 0;
    while (k < t.size() && t[k] >= '0' && t[k] <= '9') ++k;
    if (k == 0 || k >= t.size() || t[k] != '.') return t;
    while (k < t.size() && t[k] == '.') ++k;
    return t.substr(k);
}

// Whether the line to `node` holds swap2's place-two choice.
bool placedTwo(const VariationTree& tree, int node) {
    for (int id : tree.path(node))
        if (tree.node(id).action.type == ActionType::Swap && tree.node(id).action.choice == SwapChoice::PlaceTwo) return true;
    return false;
}

bool isColorWord(std::string_view w) { return w == "black" || w == "white"; }

// Plays the tokens as alternating stones from the root. A game with a colour word (PlayOK's swap2)
// is played under the swap2 opening, its choices as the opening's actions: after stone 3 the second
// player's word (black: swap, white: stay) or, when stones 4 and 5 come first, place-two and then
// the first player's word after stone 5 (black: stay, white: swap). "--" is an empty slot.
void playTokens(const std::vector<Token>& toks, size_t from, size_t to, int size, Rule rule,
                std::vector<std::pair<std::string, std::string>> info, FileRead& out, const std::string& prefix) {
    bool swap2 = false;
    for (size_t k = from; k < to && !swap2; ++k) swap2 = isColorWord(stripNumber(toks[k].text));
    GameOptions o;
    o.size = size;
    o.rule = rule;
    o.opening = swap2 ? Opening::Swap2 : Opening::None;
    TreeBuilder t(o, Position(size, rule, Color::Black), out, prefix);
    int node = VariationTree::kRoot;
    int stones = 0;
    // swap2's decisions: 0 none due, 1 the second player's after stone 3, 2 the first player's after stone 5.
    int due = 0;
    bool exchanged = false;  // the players' colours, after the choices, are the other way round
    auto decide = [&](SwapChoice c, const std::string& where) {
        Action a;
        a.type = ActionType::Swap;
        a.choice = c;
        const int n = t.add(node, a, where);
        if (n >= 0) node = n;
        due = 0;
        if (c == SwapChoice::Swap) exchanged = !exchanged;
        return n >= 0;
    };
    for (size_t k = from; k < to; ++k) {
        std::string_view word = stripNumber(toks[k].text);
        if (word.empty() || isResult(word)) continue;
        const std::string where = lineWhere(toks[k].line);
        if (word == "--") continue;
        if (isColorWord(word)) {
            if (due == 1) {
                if (!decide(word == "black" ? SwapChoice::Swap : SwapChoice::Stay, where)) break;
            } else if (due == 2) {
                if (!decide(word == "black" ? SwapChoice::Stay : SwapChoice::Swap, where)) break;
            } else {
                t.error(where, "noChoiceDue", {{"token", quoteForMessage(word)}}, quoteForMessage(word) + " chosen where swap2 has no choice to make: left out");
            }
            continue;
        }
        const ParsedCode code = parseCode(word, size);
        if (!code.status) {
            t.error(where, "badMoveText", {{"token", quoteForMessage(word)}, {"reason", errorCodeName(code.status.code)}},
                    quoteForMessage(word) + ": " + code.status.message + ": the moves after it are left out");
            break;
        }
        bool stop = false;
        for (const Move& m : code.moves) {
            if (swap2 && due == 1) {
                // Stone 4 with no word before it: the second player placed two.
                if (!decide(SwapChoice::PlaceTwo, where)) {
                    stop = true;
                    break;
                }
            } else if (swap2 && due == 2) {
                t.error(where, "noColourChosen", {}, "no colour was chosen after move 5: taken as the first player keeping black", true);
                if (!decide(SwapChoice::Stay, where)) {
                    stop = true;
                    break;
                }
            }
            const int n = t.add(node, m.point, where);
            if (n < 0) {
                stop = true;
                break;
            }
            node = n;
            ++stones;
            if (swap2 && stones == 3) due = 1;
            if (swap2 && stones == 5 && due == 0 && placedTwo(t.tree(), node)) due = 2;
        }
        if (stop) break;
    }
    if (swap2) {
        // PlayOK's Black and White name the first and the second player and its result is theirs
        // (the sample's first game: White's 0-1 is the five of the black stones, which the second
        // player took): said here by the colours the players ended with.
        std::string black, white;
        for (auto& [k, v] : info) {
            if (k == "black") black = v;
            if (k == "white") white = v;
        }
        info.emplace_back("first", black);
        info.emplace_back("second", white);
        if (exchanged) {
            for (auto& [k, v] : info) {
                if (k == "black") v = white;
                else if (k == "white") v = black;
                else if (k == "result") v = v == "1-0" ? "0-1" : v == "0-1" ? "1-0" : v;
            }
        }
        info.emplace_back("opening", "swap2");
    }
    t.finish(std::move(info));
}
}  // namespace

void readPgn(std::string_view text, FileRead& out) {
    // Games: a block of tag lines, then move text up to the next tag line after it.
    int line = 0;
    size_t at = 0;
    std::vector<std::pair<std::string, std::string>> tags;
    std::vector<Token> moves;
    int number = 0;
    auto flush = [&]() {
        if (tags.empty() && moves.empty()) return;
        ++number;
        int size = 15;
        for (const auto& [k, v] : tags)
            if (k == "gametype") {
                const size_t comma = v.find(',');
                if (comma != std::string::npos) {
                    int n = 0;
                    for (char c : v.substr(comma + 1))
                        if (c >= '0' && c <= '9' && n < 100) n = n * 10 + (c - '0');
                    if (n >= kMinSize && n <= kMaxSize) size = n;
                }
            }
        playTokens(moves, 0, moves.size(), size, Rule::Freestyle, tags, out, "game " + std::to_string(number) + ", ");
        tags.clear();
        moves.clear();
    };
    bool inMoves = false;
    while (at <= text.size()) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view l = text.substr(at, end - at);
        ++line;
        at = end + 1;
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.remove_suffix(1);
        size_t s = 0;
        while (s < l.size() && (l[s] == ' ' || l[s] == '\t')) ++s;
        l.remove_prefix(s);
        if (l.empty()) continue;
        if (l[0] == '[') {
            if (inMoves) {
                flush();
                inMoves = false;
            }
            const size_t sp = l.find(' '), q1 = l.find('"'), q2 = l.rfind('"');
            if (sp == std::string_view::npos || q1 == std::string_view::npos || q2 <= q1 || l.back() != ']') {
                out.errors.push_back(fileMessage(lineWhere(line), "pgnBadTag", {{"token", quoteForMessage(l)}}, "a tag is written [Name \"value\"], not " + quoteForMessage(l)));
                out.partial = true;
                continue;
            }
            std::string key(l.substr(1, sp - 1));
            for (char& c : key) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
            if (tags.size() < 40) tags.emplace_back(key, utf8From(l.substr(q1 + 1, q2 - q1 - 1)));
        } else {
            inMoves = true;
            tokens(l, line, moves);
        }
        if (out.gameCount >= kMaxFileGames) break;
        out.progress(at);
    }
    flush();
}

void readMoveList(std::string_view text, FileRead& out) {
    std::vector<Token> toks;
    tokens(text, 1, toks);
    // The board: 15x15 unless a point beyond it appears.
    int size = 15;
    for (const Token& tk : toks) {
        const ParsedCode c = parseCode(stripNumber(tk.text), kMaxSize);
        if (!c.status) continue;
        for (const Move& m : c.moves)
            if (!m.isPass()) size = std::max(size, std::max(m.point.x, m.point.y) + 1);
    }
    playTokens(toks, 0, toks.size(), size, size == 15 ? Rule::Renju : Rule::Freestyle, {}, out, "");
}

std::string writeMoveList(const VariationTree& tree, int current) {
    if (current < 0 || !tree.valid(current)) current = tree.lineEnd(VariationTree::kRoot);
    std::string s;
    int stones = 0;
    for (int id : tree.path(current)) {
        const Action& a = tree.node(id).action;
        if (!placesStone(a) && a.type != ActionType::Pass) continue;
        if (stones % 2 == 0) s += (s.empty() ? "" : " ") + std::to_string(stones / 2 + 1) + ".";
        s += " " + (a.type == ActionType::Pass ? std::string(kPassText) : formatPoint(a.point));
        ++stones;
    }
    return s + "\n";
}

}  // namespace renju
