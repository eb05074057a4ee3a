// libFuzzer target: the game-code parser and writer.
// Input: one byte for the board size, then the code text. Checks, for any bytes:
// - a parsed code holds only points on the board and passes, and writing it out and reading it
//   back gives the same moves, also with separators and upper case mixed in;
// - a refused code gives no moves, a BAD_CODE or OFF_BOARD error in printable ASCII whose
//   "at offset N" names the start of the offending token: N is inside the input, and the text
//   before N parses on its own;
// - parsePoint agrees with parseCode.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/notation.h"
#include "fuzz_support.h"

using namespace renju;

namespace {

bool isSeparator(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';'; }

// The offset named by "at offset N" in an error message, or -1.
long offsetIn(const std::string& message) {
    const std::string key = "at offset ";
    const size_t at = message.find(key);
    if (at == std::string::npos) return -1;
    return std::strtol(message.c_str() + at + key.size(), nullptr, 10);
}

void checkParsed(std::string_view code, int size) {
    const ParsedCode parsed = parseCode(code, size);
    if (parsed.status.ok()) {
        for (const Move& m : parsed.moves) FUZZ_CHECK(m.isPass() || m.point.onBoard(size));
        FUZZ_CHECK(parsed.moves.size() <= code.size() / 2 + 1);
        const std::string text = formatCode(parsed.moves);
        const ParsedCode again = parseCode(text, size);
        FUZZ_CHECK(again.status.ok());
        FUZZ_CHECK(again.moves == parsed.moves);
        FUZZ_CHECK(formatCode(again.moves) == text);
        return;
    }
    const Status& s = parsed.status;
    FUZZ_CHECK(parsed.moves.empty());
    FUZZ_CHECK(s.code == ErrorCode::BadCode || s.code == ErrorCode::OffBoard);
    fuzz::checkMessage(s);
    const long offset = offsetIn(s.message);
    FUZZ_CHECK(offset >= 0 && offset < static_cast<long>(code.size()));
    FUZZ_CHECK(!isSeparator(code[offset]));
    FUZZ_CHECK(parseCode(code.substr(0, offset), size).status.ok());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t n) {
    if (n == 0) return 0;
    const int size = kMinSize + data[0] % (kMaxSize - kMinSize + 1);
    const std::string_view code(reinterpret_cast<const char*>(data + 1), n - 1);
    checkParsed(code, size);

    const std::optional<Point> p = parsePoint(code, size);
    const ParsedCode parsed = parseCode(code, size);
    const bool onePoint = parsed.status.ok() && parsed.moves.size() == 1 && !parsed.moves[0].isPass();
    FUZZ_CHECK(p.has_value() == onePoint);
    if (p) FUZZ_CHECK(*p == parsed.moves[0].point);

    // The other way round: the bytes as moves, written out with random separators and case.
    fuzz::Reader in(data + 1, n - 1);
    std::vector<Move> moves;
    std::string text;
    while (!in.empty() && moves.size() < 64) {
        const uint8_t b = in.byte();
        if (b % 16 == 0) {
            moves.push_back(Move::pass());
            text += (b & 0x80) ? "PASS" : (b & 0x40) ? "Pass" : "pass";
        } else {
            const Point q = in.point(size);
            moves.push_back(Move::at(q));
            std::string s = formatPoint(q);
            if (b & 0x80) s[0] = static_cast<char>(s[0] - 'a' + 'A');
            text += s;
        }
        static const char kSeparators[] = {' ', '\t', '\n', '\r', ',', ';'};
        for (int k = (b >> 4) & 3; k > 1; --k) text += kSeparators[(b >> 1) % 6];
    }
    FUZZ_CHECK(formatCode(moves).size() <= text.size());
    const ParsedCode back = parseCode(text, size);
    FUZZ_CHECK(back.status.ok());
    FUZZ_CHECK(back.moves == moves);
    checkParsed(text, size);
    return 0;
}
