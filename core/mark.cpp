#include "core/mark.h"

#include "core/notation.h"

namespace renju {

namespace {
bool forbiddenInLabel(unsigned char c) { return c <= ' ' || c == ':' || c == ',' || c == '[' || c == ']' || c == 0x7F; }

struct Symbol {
    const char* name;
    MarkKind kind;
};
constexpr Symbol kSymbols[] = {{"x", MarkKind::Cross},         {"tri", MarkKind::Triangle}, {"triangle", MarkKind::Triangle},
                               {"circle", MarkKind::Circle},   {"square", MarkKind::Square}, {"dot", MarkKind::Dot}};

bool equalsLower(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        const char c = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
        if (c != b[i]) return false;
    }
    return true;
}
}  // namespace

std::string cleanLabel(std::string_view text) {
    std::string out;
    int chars = 0;
    size_t i = 0;
    while (i < text.size() && chars < 3) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + len > text.size()) {
            ++i;
            continue;
        }
        bool whole = true;
        for (size_t k = 1; k < len; ++k) whole &= (static_cast<unsigned char>(text[i + k]) & 0xC0) == 0x80;
        if (whole && !(len == 1 && forbiddenInLabel(c))) {
            out.append(text.substr(i, len));
            ++chars;
        }
        i += whole ? len : 1;
    }
    return out;
}

void setMark(std::vector<Mark>& marks, Mark m) {
    for (size_t i = 0; i < marks.size(); ++i)
        if (marks[i].point == m.point) {
            marks.erase(marks.begin() + static_cast<long>(i));
            break;
        }
    marks.push_back(std::move(m));
}

std::string formatMarks(const std::vector<Mark>& marks) {
    std::string s;
    for (const Mark& m : marks) {
        if (!s.empty()) s += ' ';
        switch (m.kind) {
            case MarkKind::Label: s += m.text; break;
            case MarkKind::Cross: s += "x"; break;
            case MarkKind::Triangle: s += "tri"; break;
            case MarkKind::Circle: s += "circle"; break;
            case MarkKind::Square: s += "square"; break;
            case MarkKind::Dot: s += m.text.empty() ? "dot" : "dot-" + m.text; break;
        }
        s += ':' + formatPoint(m.point);
    }
    return s;
}

Status checkMarks(std::string_view text, int size) {
    size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
            ++i;
            continue;
        }
        const size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r') ++i;
        const std::string_view token = text.substr(start, i - start);
        const size_t colon = token.rfind(':');
        if (colon == std::string_view::npos || colon == 0)
            return Status::error(ErrorCode::BadArgument, quoteForMessage(token) + " should be label:point, like A:g8 or x:k9");
        const std::string_view name = token.substr(0, colon);
        bool ok = cleanLabel(name) == name;
        for (const Symbol& s : kSymbols) ok |= equalsLower(name, s.name);
        if (!ok && name.size() > 4 && name.size() <= 20 && equalsLower(name.substr(0, 4), "dot-")) {
            ok = true;
            for (char c : name.substr(4)) ok &= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        }
        if (!ok) return Status::error(ErrorCode::BadArgument, quoteForMessage(name) + " is neither a label (1-3 characters) nor x, tri, circle, square or dot");
        std::string_view points = token.substr(colon + 1);
        for (size_t p = 0; p <= points.size();) {
            size_t comma = points.find(',', p);
            if (comma == std::string_view::npos) comma = points.size();
            if (!parsePoint(points.substr(p, comma - p), size))
                return Status::error(ErrorCode::BadArgument, quoteForMessage(points.substr(p, comma - p)) + " in " + quoteForMessage(token) +
                                                                 " is not a point on the board");
            p = comma + 1;
        }
    }
    return Status::success();
}

ParsedMarks parseMarks(std::string_view text, int size) {
    ParsedMarks out;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
        const size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r') ++i;
        if (i == start) break;
        const std::string_view token = text.substr(start, i - start);
        const size_t colon = token.rfind(':');
        if (colon == std::string_view::npos || colon == 0) {
            out.status = Status::error(ErrorCode::BadArgument, quoteForMessage(token) + " should be label:point, like A:g8 or x:k9");
            return out;
        }
        const std::string_view name = token.substr(0, colon);
        Mark m;
        bool symbol = false;
        for (const Symbol& s : kSymbols)
            if (equalsLower(name, s.name)) {
                m.kind = s.kind;
                symbol = true;
            }
        if (!symbol && name.size() > 4 && equalsLower(name.substr(0, 4), "dot-")) {
            const std::string_view colour = name.substr(4);
            bool plain = colour.size() <= 16;
            for (char c : colour) plain &= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            if (!plain) {
                out.status = Status::error(ErrorCode::BadArgument, quoteForMessage(name) + ": a dot's colour is a name of letters, like dot-red");
                return out;
            }
            m.kind = MarkKind::Dot;
            m.text = std::string(colour);
            for (char& c : m.text) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
            symbol = true;
        }
        if (!symbol) {
            const std::string label = cleanLabel(name);
            if (label != name) {
                out.status = Status::error(ErrorCode::BadArgument, quoteForMessage(name) +
                                                                       " is neither a label (1-3 characters) nor x, tri, circle, square or dot");
                return out;
            }
            m.text = label;
        }
        std::string_view points = token.substr(colon + 1);
        size_t p = 0;
        do {
            size_t comma = points.find(',', p);
            if (comma == std::string_view::npos) comma = points.size();
            const std::string_view one = points.substr(p, comma - p);
            const ParsedCode parsed = parseCode(one, size);
            if (!parsed.status || parsed.moves.size() != 1 || parsed.moves[0].isPass()) {
                const ErrorCode code = parsed.status.code == ErrorCode::OffBoard ? ErrorCode::OffBoard : ErrorCode::BadArgument;
                out.status = Status::error(code, quoteForMessage(one) + " in " + quoteForMessage(token) + " is not a point on the board");
                return out;
            }
            m.point = parsed.moves[0].point;
            setMark(out.marks, m);
            p = comma + 1;
        } while (p <= points.size());
    }
    return out;
}

}  // namespace renju
