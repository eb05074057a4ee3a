#include "core/mark.h"

#include <algorithm>

#include "core/notation.h"

namespace renju {

namespace {
bool forbiddenInLabel(unsigned char c) { return c <= ' ' || c == ':' || c == ',' || c == '[' || c == ']' || c == 0x7F; }

struct Symbol {
    const char* name;
    MarkKind kind;
};
constexpr Symbol kSymbols[] = {{"x", MarkKind::Cross},         {"tri", MarkKind::Triangle}, {"triangle", MarkKind::Triangle},
                               {"circle", MarkKind::Circle},   {"square", MarkKind::Square}, {"dot", MarkKind::Dot},
                               {"\u00d7", MarkKind::Cross},   {"\u25b3", MarkKind::Triangle}, {"\u25cb", MarkKind::Circle},
                               {"\u25a1", MarkKind::Square}};

std::string dotColourList() {
    std::string s;
    for (const char* c : kDotColours) s += (s.empty() ? "" : "/") + std::string(c);
    return s;
}

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

ParsedMarks parseMarks(std::string_view text, int size) {
    ParsedMarks out;
    const auto fail = [&](ErrorCode code, MarkProblem problem, std::string_view token, const std::string& message) {
        out.status = Status::error(code, message);
        out.problem = problem;
        // At most 40 bytes, cut before a character, not inside one.
        size_t n = std::min<size_t>(token.size(), 40);
        while (n < token.size() && n > 0 && (static_cast<unsigned char>(token[n]) & 0xC0) == 0x80) --n;
        out.token = std::string(token.substr(0, n));
        out.marks.clear();
        return out;
    };
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
        const size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r') ++i;
        if (i == start) break;
        const std::string_view token = text.substr(start, i - start);
        const size_t colon = token.rfind(':');
        if (colon == std::string_view::npos || colon == 0)
            return fail(ErrorCode::BadArgument, MarkProblem::Form, token, quoteForMessage(token) + " should be label:point, like A:g8 or x:k9");
        const std::string_view name = token.substr(0, colon);
        Mark m;
        bool symbol = false;
        for (const Symbol& s : kSymbols)
            if (equalsLower(name, s.name)) {
                m.kind = s.kind;
                symbol = true;
            }
        if (!symbol && name.size() > 4 && equalsLower(name.substr(0, 4), "dot-")) {
            std::string colour(name.substr(4));
            for (char& c : colour) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
            bool known = false;
            for (const char* k : kDotColours) known |= colour == k;
            if (!known) return fail(ErrorCode::BadArgument, MarkProblem::Name, name, quoteForMessage(name) + " is neither a label (1-3 characters) nor x, tri, circle, square, dot or dot-" + dotColourList());
            m.kind = MarkKind::Dot;
            m.text = colour;
            symbol = true;
        }
        if (!symbol) {
            const std::string label = cleanLabel(name);
            if (label != name)
                return fail(ErrorCode::BadArgument, MarkProblem::Name, name, quoteForMessage(name) + " is neither a label (1-3 characters) nor x, tri, circle, square, dot or dot-" + dotColourList());
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
                const std::string where = quoteForMessage(one) + " in " + quoteForMessage(token);
                if (parsed.status.code == ErrorCode::OffBoard)
                    return fail(ErrorCode::OffBoard, MarkProblem::Point, one,
                                where + " is off the " + std::to_string(size) + "x" + std::to_string(size) + " board");
                return fail(ErrorCode::BadArgument, MarkProblem::Point, one, where + " is not a point on the board");
            }
            m.point = parsed.moves[0].point;
            setMark(out.marks, m);
            p = comma + 1;
        } while (p <= points.size());
    }
    return out;
}

Status checkMarks(std::string_view text, int size) { return parseMarks(text, size).status; }

}  // namespace renju
