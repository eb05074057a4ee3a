// renju: rule queries from the command line (forbidden points in batch, judging a game, explaining a point,
// replaying a full game record).
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/json.h"
#include "core/json_export.h"
#include "core/explanation.h"
#include "core/forbidden.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/phrases.h"
#include "core/record.h"
#include "core/replay.h"
#include "core/standard_opening.h"

using namespace renju;

namespace {

const char* kUsage =
    "usage:\n"
    "  renju forbidden [--rule R] [--size N]          game codes on stdin, one per line; prints CODE<TAB>POINTS\n"
    "  renju judge [--rule R] [--size N] [--claim] [--json] CODE\n"
    "  renju explain [--rule R] [--size N] [--json] CODE POINT\n"
    "  renju replay [--json] [RECORD-FILE]             a full game record (see core/record.h), stdin if no file\n"
    "rules: renju (default), standard, freestyle. POINTS is '-' or point:kind with kind 6, 44 or 33.\n";

struct Args {
    std::string command;
    Rule rule = Rule::Renju;
    int size = kDefaultSize;
    bool json = false;
    bool claim = false;
    std::vector<std::string> positional;
};

int usageError(const std::string& message) {
    std::cerr << "renju: " << message << "\n" << kUsage;
    return 2;
}

// Editors on Windows start UTF-8 files with a byte-order mark; it is no part of the text.
void skipByteOrderMark(std::string& text) {
    if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
}

std::string upperPoint(Point p) {
    std::string s = formatPoint(p);
    s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

std::string forbiddenField(Position& pos) {
    if (pos.toMove() != Color::Black) return "-";
    ForbiddenList list;
    forbiddenPoints(pos, list);
    std::vector<ForbiddenPoint> items(list.begin(), list.end());
    std::sort(items.begin(), items.end(), [](const ForbiddenPoint& a, const ForbiddenPoint& b) { return a.point < b.point; });
    if (items.empty()) return "-";
    std::string out;
    for (const ForbiddenPoint& f : items) {
        if (!out.empty()) out += ',';
        out += formatPoint(f.point) + ":" + forbiddenKindCode(f.kind);
    }
    return out;
}

int cmdForbidden(const Args& a) {
    std::string line;
    int lineNo = 0, errors = 0;
    while (std::getline(std::cin, line)) {
        ++lineNo;
        if (lineNo == 1) skipByteOrderMark(line);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        // A corpus line may be given whole: only the code before a tab is read.
        const std::string code = line.substr(0, line.find('\t'));
        if (code.find_first_not_of(" \t,;") == std::string::npos || code[0] == '#') continue;
        ParsedCode parsed = parseCode(code, a.size);
        Position pos(a.size, a.rule);
        Status s = parsed.status ? placeMoves(pos, parsed.moves) : parsed.status;
        if (!s) {
            std::cerr << "line " << lineNo << ": " << errorCodeName(s.code) << ": " << s.message << "\n";
            ++errors;
            continue;
        }
        std::cout << formatCode(parsed.moves) << '\t' << forbiddenField(pos) << '\n';
    }
    return errors ? 1 : 0;
}

int cmdJudge(const Args& a) {
    if (a.positional.size() != 1) return usageError("judge takes one game code");
    GameOptions opts;
    opts.rule = a.rule;
    opts.size = a.size;
    opts.ruling = a.claim ? Ruling::Claim : Ruling::Immediate;
    opts.opening = Opening::None;  // judges any code; `replay` follows an opening rule
    if (Status s = Game::validate(opts); !s) return usageError(s.message);
    ParsedCode parsed = parseCode(a.positional[0], a.size);
    Game game(opts);
    Status s = parsed.status ? playMoves(game, parsed.moves) : parsed.status;
    if (!s) {
        std::cerr << "renju: " << errorCodeName(s.code) << ": " << s.message << "\n";
        return 1;
    }
    ForbiddenList list;
    game.forbiddenPoints(list);
    std::vector<ForbiddenPoint> items(list.begin(), list.end());
    std::sort(items.begin(), items.end(), [](const ForbiddenPoint& x, const ForbiddenPoint& y) { return x.point < y.point; });
    const Result& r = game.result();
    if (a.json) {
        Json j;
        j.beginObject();
        j.key("code").value(game.code());
        j.key("rule").value(ruleName(a.rule));
        j.key("size").value(a.size);
        j.key("moves").value(static_cast<int>(parsed.moves.size()));
        if (const auto m = game.standardOpening()) {
            j.key("standardOpening");
            writeStandardOpening(j, m);
        }
        j.key("toMove").value(r.over() ? "none" : colorName(game.toMove()));
        j.key("result");
        writeResult(j, r);
        if (r.over()) j.key("text").value(resultSentence(r));
        j.key("forbidden").beginArray();
        for (const ForbiddenPoint& f : items)
            j.beginObject().key("point").value(formatPoint(f.point)).key("kind").value(forbiddenKindName(f.kind)).endObject();
        j.endArray();
        j.endObject();
        std::cout << j.str() << "\n";
        return 0;
    }
    std::cout << "code: " << (game.code().empty() ? "(empty board)" : game.code()) << " (" << parsed.moves.size() << " moves)\n";
    std::cout << "rule: " << ruleName(a.rule) << ", " << a.size << "x" << a.size << (a.claim ? ", fives and forbidden moves by claim" : "") << "\n";
    if (const auto m = game.standardOpening()) std::cout << "standard opening: " << standardOpeningLabel(*m->opening) << "\n";
    if (r.over()) {
        std::cout << "result: " << resultSentence(r) << "\n";
        if (r.reason == Reason::Five) {
            std::cout << "five:";
            for (int i = 0; i < r.fiveCount; ++i) std::cout << " " << upperPoint(r.fiveStones[i]);
            std::cout << "\n";
        }
        return 0;
    }
    std::cout << "to move: " << colorName(game.toMove()) << (game.drawOffered() ? " (a draw is offered)" : "") << "\n";
    std::cout << "forbidden:";
    if (items.empty()) std::cout << " none";
    for (const ForbiddenPoint& f : items) std::cout << " " << upperPoint(f.point) << " (" << forbiddenKindName(f.kind) << ")";
    std::cout << "\n";
    return 0;
}

std::string pointList(const std::vector<Point>& pts) {
    std::string s;
    for (Point p : pts) s += (s.empty() ? "" : " ") + upperPoint(p);
    return s;
}

void explanationTree(const Explanation& e, int depth) {
    const std::string pad(depth * 2, ' ');
    std::cout << pad << upperPoint(e.point) << " for " << colorName(e.color);
    if (!e.filled.empty()) std::cout << " (with " << pointList(e.filled) << " filled in)";
    std::cout << ": " << verdictPhrase(e.verdict) << "\n";
    for (const LineExplanation& l : e.lines) {
        std::cout << pad << "  " << directionName(l.direction) << ": " << lineKindName(l.kind) << " " << pointList(l.stones);
        if (!l.fivePoints.empty()) std::cout << "; five at " << pointList(l.fivePoints);
        if (l.kind == LineKind::Three && l.checked) std::cout << (l.real ? " (real)" : " (false)");
        std::cout << "\n";
        for (const StraightFourPoint& sf : l.straightFours) {
            std::cout << pad << "    straight four at " << upperPoint(sf.point) << ": " << verdictPhrase(sf.verdict) << "\n";
            // Show the nested check where there was one to make: a forbidden point or a double three.
            if (sf.nested && (sf.verdict != Verdict::Playable || sf.nested->threes >= 2)) explanationTree(*sf.nested, depth + 3);
        }
    }
}

int cmdExplain(const Args& a) {
    if (a.positional.size() != 2) return usageError("explain takes a game code and a point");
    GameOptions opts;
    opts.rule = a.rule;
    opts.size = a.size;
    if (Status s = Game::validate(opts); !s) return usageError(s.message);
    ParsedCode parsed = parseCode(a.positional[0], a.size);
    Position pos(a.size, a.rule);
    Status s = parsed.status ? placeMoves(pos, parsed.moves) : parsed.status;
    if (!s) {
        std::cerr << "renju: " << errorCodeName(s.code) << ": " << s.message << "\n";
        return 1;
    }
    const auto point = parsePoint(a.positional[1], a.size);
    if (!point) return usageError(quoteForMessage(a.positional[1]) + " is not a point on the board");
    if (!pos.board().empty(*point)) {
        std::cerr << "renju: OCCUPIED: " << upperPoint(*point) << " is already taken\n";
        return 1;
    }
    const Explanation e = explain(pos, *point, pos.toMove());
    if (a.json) {
        std::cout << explanationToJson(e) << "\n";
    } else {
        explanationTree(e, 0);
    }
    return 0;
}

int cmdReplay(const Args& a) {
    if (a.positional.size() > 1) return usageError("replay takes at most one record file");
    std::string text;
    if (a.positional.empty() || a.positional[0] == "-") {
        text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
        const std::string& path = a.positional[0];
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec)) {
            std::cerr << "renju: cannot read " << quoteForMessage(path) << ": it is a directory, not a record file\n";
            return 1;
        }
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::cerr << "renju: cannot read " << quoteForMessage(path) << "\n";
            return 1;
        }
        // A read error (a device, a file that went away) throws from the stream buffer in libstdc++.
        try {
            text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        } catch (const std::exception&) {
            in.setstate(std::ios::badbit);
        }
        if (in.bad()) {
            std::cerr << "renju: cannot read " << quoteForMessage(path) << ": a read error\n";
            return 1;
        }
    }
    skipByteOrderMark(text);
    const ParsedRecord parsed = parseRecord(text);
    if (!parsed.game) {
        std::cerr << "renju: " << errorCodeName(parsed.status.code) << ": " << parsed.status.message << "\n";
        return 1;
    }
    const Game& game = *parsed.game;
    const GameOptions& o = game.options();
    const Result& r = game.result();
    const Turn t = game.turn();
    const auto standard = game.standardOpening();
    ForbiddenList list;
    game.forbiddenPoints(list);
    std::vector<ForbiddenPoint> items(list.begin(), list.end());
    std::sort(items.begin(), items.end(), [](const ForbiddenPoint& x, const ForbiddenPoint& y) { return x.point < y.point; });
    std::string chosen;
    for (const Action& act : game.actions())
        if (act.type == ActionType::Choose) chosen = formatPoint(act.point);

    if (a.json) {
        Json j;
        j.beginObject();
        j.key("rule").value(ruleName(o.rule));
        j.key("size").value(o.size);
        j.key("code").value(game.code());
        j.key("moves").value(static_cast<int>(game.moves().size()));
        j.key("opening");
        writeOpeningState(j, game);
        j.key("turn");
        writeTurn(j, t, o.size);
        j.key("result");
        writeResult(j, r);
        if (r.over()) {
            j.key("winner").value(playerName(game.playerOf(r.winner())));
            j.key("text").value(resultSentence(r));
        }
        j.key("forbidden").beginArray();
        for (const ForbiddenPoint& f : items)
            j.beginObject().key("point").value(formatPoint(f.point)).key("kind").value(forbiddenKindName(f.kind)).endObject();
        j.endArray();
        j.key("record").value(formatRecord(game));
        j.endObject();
        std::cout << j.str() << "\n";
        return 0;
    }
    std::cout << "rule: " << ruleName(o.rule) << ", " << o.size << "x" << o.size << ", opening " << openingName(o.opening)
              << (o.ruling == Ruling::Claim ? ", fives and forbidden moves by claim" : "") << "\n";
    std::cout << "code: " << (game.code().empty() ? "(empty board)" : game.code()) << " (" << game.moves().size() << " moves)\n";
    if (standard) std::cout << "standard opening: " << standardOpeningLabel(*standard->opening) << "\n";
    std::cout << "players: first " << colorName(game.colorOf(Player::First)) << ", second "
              << colorName(game.colorOf(Player::Second)) << (game.coloursSettled() ? "" : " (tentative: a swap may follow)") << "\n";
    for (const Action& act : game.actions())
        if (act.type == ActionType::Swap)
            std::cout << "swap decision: " << playerName(act.player) << " player (" << colorName(act.color) << "): " << swapChoiceName(act.choice) << "\n";
    if (game.declared()) std::cout << "declared: " << game.declared() << " fifth moves\n";
    if (!game.offers().empty()) {
        std::cout << "offered fifth moves:";
        for (Point p : game.offers()) std::cout << " " << upperPoint(p);
        if (!chosen.empty()) std::cout << " (kept " << upperPoint(*parsePoint(chosen, o.size)) << ")";
        std::cout << "\n";
    }
    if (r.over()) {
        std::cout << "result: " << resultSentence(r) << " (the " << playerName(game.playerOf(r.winner())) << " player)\n";
        return 0;
    }
    std::cout << "to act: " << describeTurn(t) << "\n";
    if (!t.opening) {
        std::cout << "forbidden:";
        if (items.empty()) std::cout << " none";
        for (const ForbiddenPoint& f : items) std::cout << " " << upperPoint(f.point) << " (" << forbiddenKindName(f.kind) << ")";
        std::cout << "\n";
    }
    return 0;
}

}  // namespace

// The options each command takes; anything else is refused rather than ignored.
struct CommandOptions {
    const char* command;
    bool rule, size, json, claim;
};
constexpr CommandOptions kCommands[] = {
    {"forbidden", true, true, false, false},
    {"judge", true, true, true, true},
    {"explain", true, true, true, false},
    {"replay", false, false, true, false},  // the record names its rule and size
};

int main(int argc, char** argv) {
    Args a;
    std::vector<std::string> given;  // the options used, as written, to check against the command
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::optional<std::string> inlineValue;  // --rule=renju
        if (arg.size() > 2 && arg.compare(0, 2, "--") == 0 && arg.find('=') != std::string::npos) {
            inlineValue = arg.substr(arg.find('=') + 1);
            arg.resize(arg.find('='));
        }
        if (arg == "--rule" || arg == "--size") {
            if (!inlineValue && i + 1 >= argc) return usageError(arg + " needs a value");
            const std::string v = inlineValue ? *inlineValue : argv[++i];
            if (arg == "--rule") {
                const auto r = parseRule(v);
                if (!r) return usageError("unknown rule " + quoteForMessage(v) + " (renju, standard or freestyle)");
                a.rule = *r;
            } else {
                if (v.empty() || v.size() > 3 || v.find_first_not_of("0123456789") != std::string::npos)
                    return usageError("--size needs a number of lines, such as 15, not " + quoteForMessage(v));
                a.size = std::stoi(v);
            }
            given.push_back(arg);
        } else if (inlineValue) {
            return usageError(arg == "--json" || arg == "--claim" ? arg + " takes no value"
                                                                  : "unknown option " + quoteForMessage(arg));
        } else if (arg == "--json" || arg == "--claim") {
            (arg == "--json" ? a.json : a.claim) = true;
            given.push_back(arg);
        } else if (arg == "-h" || arg == "--help") {
            std::cout << kUsage;
            return 0;
        } else if (arg.size() > 1 && arg[0] == '-') {
            return usageError("unknown option " + quoteForMessage(arg));
        } else if (a.command.empty()) {
            a.command = arg;
        } else {
            a.positional.push_back(arg);
        }
    }
    const CommandOptions* command = nullptr;
    for (const CommandOptions& c : kCommands)
        if (a.command == c.command) command = &c;
    if (!command) return usageError(a.command.empty() ? "no command given" : "unknown command " + quoteForMessage(a.command));
    for (const std::string& o : given) {
        const bool takes = o == "--rule" ? command->rule : o == "--size" ? command->size : o == "--json" ? command->json : command->claim;
        if (!takes)
            return usageError(a.command + " does not take " + o +
                              (a.command == "replay" ? " (the record gives the rule and size)" : ""));
    }
    GameOptions opts;
    opts.rule = a.rule;
    opts.size = a.size;
    if (Status s = Game::validate(opts); !s) return usageError(s.message);
    if (a.command == "forbidden") return cmdForbidden(a);
    if (a.command == "judge") return cmdJudge(a);
    if (a.command == "explain") return cmdExplain(a);
    return cmdReplay(a);
}
