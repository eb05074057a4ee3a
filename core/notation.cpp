#include "core/notation.h"

#include <cctype>
#include <cstdint>

namespace renju {

namespace {
bool isSeparator(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';'; }
char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
bool isLetter(char c) { return lower(c) >= 'a' && lower(c) <= 'z'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// The length of the valid UTF-8 sequence for a printable character (U+00A0 and up) at s[i], or 0.
size_t printableSequence(std::string_view s, size_t i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const size_t len = c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3 : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (len == 0 || i + len > s.size()) return 0;
    uint32_t cp = c & (0x7F >> len);
    for (size_t k = 1; k < len; ++k) {
        const unsigned char t = static_cast<unsigned char>(s[i + k]);
        if ((t & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (t & 0x3F);
    }
    const uint32_t least = len == 2 ? 0xA0 : len == 3 ? 0x800 : 0x10000;
    if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return len;
}

}  // namespace

std::string trimSpaces(std::string_view s) {
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
    return std::string(s.substr(a, b - a));
}

std::string quoteForMessage(std::string_view s) {
    static const char hex[] = "0123456789abcdef";
    std::string out = "\"";
    size_t shown = 0;
    for (size_t i = 0; i < s.size(); ++shown) {
        if (shown == kQuoteLimit) {
            out += "\xE2\x80\xA6";  // what follows is left out
            break;
        }
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
            out += s[i++];
        } else if (const size_t len = printableSequence(s, i)) {
            out.append(s.substr(i, len));
            i += len;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xF];
            ++i;
        }
    }
    return out + "\"";
}

namespace {
// A run of non-separator characters from `at`, so an error can show the whole bad token.
std::string_view tokenAt(std::string_view s, size_t at) {
    size_t end = at;
    while (end < s.size() && !isSeparator(s[end]) && end - at < 12) ++end;
    return s.substr(at, std::max<size_t>(end - at, 1));
}
}  // namespace

std::string formatPoint(Point p) {
    std::string s(1, static_cast<char>('a' + p.x));
    s += std::to_string(p.y + 1);
    return s;
}

std::optional<Point> parsePoint(std::string_view text, int size) {
    ParsedCode parsed = parseCode(text, size);
    if (!parsed.status || parsed.moves.size() != 1 || parsed.moves[0].isPass()) return std::nullopt;
    return parsed.moves[0].point;
}

ParsedCode parseCode(std::string_view code, int size) {
    ParsedCode out;
    size_t i = 0;
    auto fail = [&](ErrorCode c, std::string msg) {
        out.moves.clear();
        out.status = Status::error(c, std::move(msg));
        return out;
    };
    while (i < code.size()) {
        if (isSeparator(code[i])) {
            ++i;
            continue;
        }
        const size_t start = i;
        if (code.size() - i >= kPassText.size()) {
            bool isPass = true;
            for (size_t k = 0; k < kPassText.size(); ++k) isPass &= lower(code[i + k]) == kPassText[k];
            if (isPass) {
                out.moves.push_back(Move::pass());
                i += kPassText.size();
                continue;
            }
        }
        // A move number before its move ("1. h8 2. i9", "1.h8", "1) h8"): it must be that move's number.
        if (isDigit(code[i])) {
            size_t end = i;
            long long number = 0;
            while (end < code.size() && isDigit(code[end])) {
                if (number < 100000) number = number * 10 + (code[end] - '0');
                ++end;
            }
            if (end < code.size() && (code[end] == '.' || code[end] == ')')) {
                const long long expected = static_cast<long long>(out.moves.size()) + 1;
                if (number != expected)
                    return fail(ErrorCode::BadCode, "move number " + quoteForMessage(code.substr(i, end - i)) + " at offset " +
                                                        std::to_string(i) + " where " + std::to_string(expected) +
                                                        " was expected");
                i = end + 1;
                continue;
            }
        }
        if (!isLetter(code[i]))
            return fail(ErrorCode::BadCode, "unexpected " + quoteForMessage(tokenAt(code, i)) + " at offset " +
                                                std::to_string(i) + ": a move is a column letter and a row number");
        const int x = lower(code[i]) - 'a';
        ++i;
        const size_t digits = i;
        while (i < code.size() && isDigit(code[i])) ++i;
        const std::string_view text = code.substr(start, i - start);
        if (i == digits)
            return fail(ErrorCode::BadCode, quoteForMessage(tokenAt(code, start)) + " at offset " + std::to_string(start) +
                                                " has no row number");
        int row = 0;
        for (size_t k = digits; k < i && row <= 1000; ++k) row = row * 10 + (code[k] - '0');
        if (row < 1 || row > size || x >= size)
            return fail(ErrorCode::OffBoard, quoteForMessage(text) + " at offset " + std::to_string(start) + " is off the " +
                                                 std::to_string(size) + "x" + std::to_string(size) + " board");
        out.moves.push_back(Move::at(Point(x, row - 1)));
    }
    return out;
}

std::string formatCode(const std::vector<Move>& moves) {
    std::string s;
    for (const Move& m : moves) s += m.isPass() ? std::string(kPassText) : formatPoint(m.point);
    return s;
}

}  // namespace renju
