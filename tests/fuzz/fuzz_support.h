#pragma once
// Shared by the libFuzzer targets: checks that abort (so libFuzzer saves the input), a byte reader
// that never runs dry, and random legal games for targets that need a position to start from.
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <string>

#include "core/game.h"
#include "core/status.h"

#define FUZZ_CHECK(cond)                                                                \
    do {                                                                                \
        if (!(cond)) {                                                                  \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            std::abort();                                                               \
        }                                                                               \
    } while (0)

namespace fuzz {

// Reads the fuzz input front to back; past the end every read is 0, so any input decodes.
class Reader {
public:
    Reader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
    bool empty() const { return at_ >= size_; }
    uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    int below(int n) { return n <= 1 ? 0 : byte() % n; }  // 0..n-1
    bool flag() { return byte() & 1; }
    int16_t int16() {
        const int lo = byte();
        return static_cast<int16_t>(lo | (byte() << 8));
    }
    // A point (x first): two reads in a fixed order, unlike two reads as arguments of one call.
    renju::Point point(int n) {
        const int x = below(n);
        return renju::Point(x, below(n));
    }

private:
    const uint8_t* data_;
    size_t size_;
    size_t at_ = 0;
};

// Whether s is valid UTF-8 (RFC 3629: shortest form, no surrogates, nothing above U+10FFFF) with no
// control characters.
inline bool printableUtf8(const std::string& s) {
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7F) return false;
            ++i;
            continue;
        }
        const int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
        if (len == 0 || i + len > s.size()) return false;
        uint32_t cp = c & (0xFF >> (len + 1));
        for (int k = 1; k < len; ++k) {
            const unsigned char t = s[i + k];
            if ((t & 0xC0) != 0x80) return false;
            cp = (cp << 6) | (t & 0x3F);
        }
        const uint32_t least = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
        if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0x80 && cp < 0xA0)) return false;
        i += len;
    }
    return true;
}

// Lines of printable UTF-8.
inline bool printableUtf8Lines(const std::string& s) {
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == '\n') {
            if (!printableUtf8(s.substr(start, i - start))) return false;
            start = i + 1;
        }
    return true;
}

// Whether s is one JSON value (RFC 8259) in printable UTF-8, nothing before or after it.
class JsonChecker {
public:
    explicit JsonChecker(const std::string& s) : s_(s) {}
    bool valid() {
        if (!printableUtf8(s_)) return false;
        return value(0) && (space(), at_ == s_.size());
    }

private:
    bool value(int depth) {
        space();
        if (depth > 64 || at_ >= s_.size()) return false;
        const char c = s_[at_];
        if (c == '{') return members(depth, '}', true);
        if (c == '[') return members(depth, ']', false);
        if (c == '"') return string();
        if (c == '-' || (c >= '0' && c <= '9')) return number();
        for (const char* word : {"true", "false", "null"})
            if (s_.compare(at_, std::strlen(word), word) == 0) return at_ += std::strlen(word), true;
        return false;
    }
    bool members(int depth, char close, bool object) {
        ++at_;
        space();
        if (at_ < s_.size() && s_[at_] == close) return ++at_, true;
        for (;;) {
            if (object) {
                space();
                if (at_ >= s_.size() || s_[at_] != '"' || !string()) return false;
                space();
                if (at_ >= s_.size() || s_[at_++] != ':') return false;
            }
            if (!value(depth + 1)) return false;
            space();
            if (at_ >= s_.size()) return false;
            const char c = s_[at_++];
            if (c == close) return true;
            if (c != ',') return false;
        }
    }
    bool string() {
        ++at_;
        while (at_ < s_.size()) {
            const unsigned char c = s_[at_++];
            if (c == '"') return true;
            if (c < 0x20) return false;
            if (c != '\\') continue;
            if (at_ >= s_.size()) return false;
            const char e = s_[at_++];
            if (e == 'u') {
                for (int k = 0; k < 4; ++k, ++at_)
                    if (at_ >= s_.size() || !std::isxdigit(static_cast<unsigned char>(s_[at_]))) return false;
            } else if (e == '\0' || !std::strchr("\"\\/bfnrt", e)) {
                return false;
            }
        }
        return false;
    }
    bool number() {
        const size_t start = at_;
        if (s_[at_] == '-') ++at_;
        if (at_ >= s_.size() || !std::isdigit(static_cast<unsigned char>(s_[at_]))) return false;
        if (s_[at_] == '0' && at_ + 1 < s_.size() && std::isdigit(static_cast<unsigned char>(s_[at_ + 1]))) return false;
        while (at_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[at_])) || (s_[at_] && std::strchr(".eE+-", s_[at_])))) ++at_;
        return at_ > start;
    }
    void space() {
        while (at_ < s_.size() && std::strchr(" \t\n\r", s_[at_]) && s_[at_]) ++at_;
    }

    const std::string& s_;
    size_t at_ = 0;
};
inline bool isJson(const std::string& s) { return JsonChecker(s).valid(); }

// Error messages go to JavaScript and into JSON: never empty, printable UTF-8.
inline void checkMessage(const renju::Status& s) {
    FUZZ_CHECK(!s.message.empty());
    FUZZ_CHECK(printableUtf8(s.message));
}

// Plays up to `moves` legal moves read from `in` (each near the previous stones, so lines form),
// skipping any that would end the game: the game stays ongoing. For targets that need a real,
// reachable position (the bot's, when it lands).
inline void playRandomMoves(renju::Game& game, Reader& in, int moves) {
    using namespace renju;
    const int n = game.position().size();
    Point last(n / 2, n / 2);
    for (int i = 0; i < moves && !in.empty() && !game.over(); ++i) {
        const uint8_t b = in.byte();
        Point p = (b & 0x80) ? in.point(n)
                             : Point(last.x + (b & 7) - 3, last.y + ((b >> 3) & 7) - 3);
        if (game.legality(p).code != ErrorCode::Ok) continue;
        Game trial = game;
        if (!trial.play(p).ok() || trial.over()) continue;
        game = std::move(trial);
        last = p;
    }
}

}  // namespace fuzz
