#include "core/game_file.h"

#include "core/mark.h"
#include "core/notation.h"
#include "core/record.h"
#include "core/tree_record.h"

namespace renju {

namespace {
bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

std::string_view skipSpace(std::string_view s) {
    size_t i = 0;
    // A UTF-8 byte order mark, then white space.
    if (startsWith(s, "\xEF\xBB\xBF")) i = 3;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) ++i;
    return s.substr(i);
}

bool looksLikePos(std::string_view b) {
    if (b.empty() || static_cast<unsigned char>(b[0]) + 1u != b.size()) return false;
    for (size_t i = 1; i < b.size(); ++i)
        if (static_cast<unsigned char>(b[i]) >= 225) return false;
    return true;
}

bool looksLikeMoves(std::string_view t) {
    // Digits, dots, letters, spaces and commas only, and at least one point.
    bool letter = false;
    for (char c : t) {
        const bool ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.' || c == ' ' ||
                        c == '\t' || c == '\r' || c == '\n' || c == ',' || c == ';' || c == '-';
        if (!ok) return false;
        letter |= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
    return letter;
}

void readRecord(std::string_view text, FileRead& out) {
    ParsedTreeRecord r = parseTreeRecord(text);
    if (!r.tree) {
        // The record's own message names the line, character or action.
        out.errors.push_back(fileMessage("record", "badRecord", {{"reason", errorCodeName(r.status.code)}, {"token", quotedIn(r.status.message)}}, r.status.message));
        return;
    }
    out.addGame(FileGame{std::move(*r.tree), r.current, {}});
}
}  // namespace

FileMessage fileMessage(std::string where, std::string code, FileParams params, std::string message, bool warning) {
    return FileMessage{std::move(where), std::move(message), warning, std::move(code), std::move(params)};
}

std::string quotedIn(std::string_view m) {
    const size_t a = m.find('"');
    if (a == std::string_view::npos) return "";
    for (size_t i = a + 1; i < m.size(); ++i) {
        if (m[i] == '\\') ++i;
        else if (m[i] == '"') return std::string(m.substr(a, i - a + 1));
    }
    return "";
}

void FileRead::addGame(FileGame&& game) {
    ++gameCount;
    if (onGame) onGame(std::move(game));
    else games.push_back(std::move(game));
}

void FileRead::progress(size_t offset) {
    if (!onProgress || offset < nextReport_) return;
    nextReport_ = offset + std::max<size_t>(total / 100, 1);
    onProgress(std::min(offset, total), total);
}

std::string byteWhere(size_t offset) { return "byte " + std::to_string(offset + 1); }
std::string lineWhere(int line) { return "line " + std::to_string(line); }

std::string utf8From(std::string_view bytes, bool latin1) {
    bool valid = true;
    for (size_t i = 0; i < bytes.size() && valid;) {
        const unsigned char c = static_cast<unsigned char>(bytes[i]);
        const size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + len > bytes.size()) valid = false;
        for (size_t k = 1; valid && k < len; ++k) valid = (static_cast<unsigned char>(bytes[i + k]) & 0xC0) == 0x80;
        i += len ? len : 1;
    }
    std::string out;
    if (valid) {
        out.assign(bytes);
    } else {
        // Windows-1252: ASCII, then the printable range 0x80-0x9F, then Latin-1.
        static const char16_t high[32] = {0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
                                          0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
                                          0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};
        for (char ch : bytes) {
            const unsigned char c = static_cast<unsigned char>(ch);
            const unsigned u = c < 0x80 || latin1 ? c : c < 0xA0 ? high[c - 0x80] : c;
            if (u < 0x80) {
                out += static_cast<char>(u);
            } else if (u < 0x800) {
                out += static_cast<char>(0xC0 | (u >> 6));
                out += static_cast<char>(0x80 | (u & 0x3F));
            } else {
                out += static_cast<char>(0xE0 | (u >> 12));
                out += static_cast<char>(0x80 | ((u >> 6) & 0x3F));
                out += static_cast<char>(0x80 | (u & 0x3F));
            }
        }
    }
    // Line breaks as \n; other control characters left out.
    std::string clean;
    for (size_t i = 0; i < out.size(); ++i) {
        const char c = out[i];
        if (c == '\r') {
            clean += '\n';
            if (i + 1 < out.size() && out[i + 1] == '\n') ++i;
        } else if (static_cast<unsigned char>(c) >= 0x20 || c == '\n' || c == '\t') {
            clean += c;
        }
    }
    return clean;
}

TreeBuilder::TreeBuilder(const GameOptions& options, const Position& start, FileRead& out, std::string prefix)
    : tree_(options, start), out_(out), prefix_(std::move(prefix)), where_(1), marks_(1) {}

int TreeBuilder::add(int parent, const Action& a, const std::string& where) {
    const int before = tree_.slots();
    const int n = tree_.addChild(parent, a);
    if (n < 0) {
        error(where, "tooManyMoves", {{"max", std::to_string(VariationTree::kMaxNodes)}},
              "more than " + std::to_string(VariationTree::kMaxNodes) + " moves: the rest is left out");
        return -1;
    }
    if (n >= before) {
        where_.push_back(where);
        marks_.emplace_back();
    }
    return n;
}

int TreeBuilder::add(int parent, Point p, const std::string& where) {
    Action a;
    if (p.x < 0 && p.y < 0) {
        a.type = ActionType::Pass;
    } else {
        a.point = p;
    }
    return add(parent, a, where);
}

void TreeBuilder::comment(int node, std::string_view text) {
    std::string t = utf8From(text, out_.rawText);
    while (!t.empty() && (t.back() == '\n' || t.back() == ' ')) t.pop_back();
    if (t.empty()) return;
    std::string& c = tree_.edit(node).comment;
    if (c.size() + t.size() > 65536) return;
    c += (c.empty() ? "" : "\n") + t;
}

void TreeBuilder::mark(int node, Point p, std::string_view label) {
    const std::string l = cleanLabel(utf8From(label));
    if (l.empty() || !p.onBoard(tree_.options().size)) return;
    std::string& m = marks_[node];
    m += (m.empty() ? "" : " ") + l + ":" + formatPoint(p);
}

void TreeBuilder::symbol(int node, Point p, const char* name) {
    if (!p.onBoard(tree_.options().size)) return;
    std::string& m = marks_[node];
    m += (m.empty() ? "" : " ") + std::string(name) + ":" + formatPoint(p);
}

void TreeBuilder::error(const std::string& where, std::string code, FileParams params, const std::string& message, bool warning) {
    if (!warning) out_.partial = true;
    if (static_cast<int>(out_.errors.size()) >= kMaxFileErrors) return;
    out_.errors.push_back(fileMessage(prefix_ + where, std::move(code), std::move(params), message, warning));
}

void TreeBuilder::finish(std::vector<std::pair<std::string, std::string>> info, int current) {
    for (int id = 0; id < tree_.slots(); ++id) {
        if (marks_[id].empty()) continue;
        // The marks text in its canonical form: one mark a point, the last one given.
        const ParsedMarks m = parseMarks(marks_[id], tree_.options().size);
        if (m.status) tree_.setMarks(id, formatMarks(m.marks));
    }
    std::vector<TreeError> errors;
    checkTree(tree_, &errors, kMaxFileErrors);
    for (const TreeError& e : errors) {
        FileParams p{{"n", std::to_string(e.number)}, {"move", e.action}};
        if (e.warning) p.emplace_back("kind", forbiddenKindName(e.kind));
        else p.insert(p.end(), {{"reason", errorCodeName(e.code)}, {"point", e.point}});
        error(where_[e.node], e.warning ? "forbiddenKept" : "refused", std::move(p), e.message, e.warning);
    }
    if (out_.gameCount >= kMaxFileGames) {
        error("", "tooManyGames", {{"max", std::to_string(kMaxFileGames)}}, "more than " + std::to_string(kMaxFileGames) + " games: the rest are left out");
        return;
    }
    if (current < 0 || !tree_.valid(current)) current = tree_.lineEnd(VariationTree::kRoot);
    out_.addGame(FileGame{std::move(tree_), current, std::move(info)});
}

std::string detectFileFormat(std::string_view bytes) {
    if (startsWith(bytes, "\xFFRenLib\xFF") || (bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x78 && bytes.size() % 2 == 0 &&
                                                 !looksLikePos(bytes)))
        return "renlib";
    // Before .pos: a short .sav's first digit can pass for a .pos count byte.
    if (looksLikeSav(bytes)) return "sav";
    if (looksLikePos(bytes)) return "pos";
    const std::string_view t = skipSpace(bytes);
    if (startsWith(t, "Piskvorky")) return "psq";
    if (startsWith(t, "(")) return "sgf";
    if (startsWith(t, "<")) return "rif";
    if (startsWith(t, "[")) return "pgn";
    for (const char* field : {"actions:", "rule:", "size:", "opening:", "ruling:"})
        if (startsWith(t, field) || t.find(std::string("\n") + field) != std::string_view::npos) return "record";
    if (looksLikeMoves(t)) return "moves";
    return "";
}

FileRead readGameFile(std::string_view bytes, std::string_view format) {
    FileRead out;
    readGameFileInto(bytes, format, out);
    return out;
}

void readGameFileInto(std::string_view bytes, std::string_view format, FileRead& out) {
    out.total = bytes.size();
    out.format = format.empty() ? detectFileFormat(bytes) : std::string(format);
    const std::string& f = out.format;
    if (f == "renlib") readRenlib(bytes, out);
    else if (f == "psq") readPsq(bytes, out);
    else if (f == "pos") readPos(bytes, out);
    else if (f == "sgf") readSgf(bytes, out);
    else if (f == "pgn") readPgn(bytes, out);
    else if (f == "moves") readMoveList(bytes, out);
    else if (f == "record") readRecord(bytes, out);
    else if (f == "rif") readRif(bytes, out);
    else if (f == "sav") readSav(bytes, out);
    else if (format.empty()) out.errors.push_back(fileMessage("byte 1", "unknownFormat", {}, "not a record file of a known format (renlib, psq, pos, sgf, pgn, moves, record, rif, sav)"));
    else out.errors.push_back(fileMessage("", "badFormatName", {{"token", quoteForMessage(format)}}, "unknown file format " + quoteForMessage(format)));
    if (out.gameCount == 0 && out.errors.empty()) out.errors.push_back(fileMessage("", "noGame", {}, "the file holds no game"));
    if (out.onProgress) out.onProgress(bytes.size(), bytes.size());  // the end, always said
}

FileWrite writeGameFile(const VariationTree& tree, int current, std::string_view format) {
    FileWrite w;
    auto refuse = [&](const std::string& why) {
        w.status = Status::error(ErrorCode::BadArgument, why);
        return w;
    };
    // The other formats hold games: stones played in turn, not put down freely.
    if (tree.analysis() && format != "record") return refuse("an analysis board is saved as a record; " + std::string(format) + " holds games");
    const bool standard = tree.options().size == 15 && tree.start().board().stones() == 0 && tree.start().toMove() == Color::Black;
    if (format == "record") w.bytes = formatTreeRecord(tree, current);
    else if (format == "sgf") w.bytes = writeSgf(tree);
    else if (format == "moves") w.bytes = writeMoveList(tree, current);
    else if (format == "renlib" || format == "pos") {
        if (!standard) return refuse(std::string(format) + " holds games on the empty 15x15 board only");
        w.bytes = format == "renlib" ? writeRenlib(tree) : writePos(tree, current);
    } else if (format == "sav") {
        if (tree.start().board().stones() != 0 || tree.start().toMove() != Color::Black) return refuse("sav holds games from the empty board only");
        for (int id : tree.path(current < 0 || !tree.valid(current) ? tree.lineEnd(VariationTree::kRoot) : current))
            if (tree.node(id).action.type == ActionType::Pass) return refuse("sav holds stones only, not passes");
        w.bytes = writeSav(tree, current);
    } else if (format == "psq") {
        if (tree.start().board().stones() != 0 || tree.start().toMove() != Color::Black) return refuse("psq holds games from the empty board only");
        w.bytes = writePsq(tree, current);
    } else {
        return refuse("unknown file format " + quoteForMessage(format) + " (renlib, psq, pos, sav, sgf, moves, record)");
    }
    return w;
}

}  // namespace renju
