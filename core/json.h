#pragma once
#include <string>
#include <string_view>

namespace renju {

// A minimal JSON writer: values are appended in order, commas handled by the writer.
class Json {
public:
    Json& beginObject() { return open('{'); }
    Json& endObject() { return close('}'); }
    Json& beginArray() { return open('['); }
    Json& endArray() { return close(']'); }
    Json& key(std::string_view k) {
        comma();
        str(k);
        out_ += ':';
        afterKey_ = true;
        return *this;
    }
    Json& value(std::string_view v) {
        comma();
        str(v);
        return *this;
    }
    Json& value(const char* v) { return value(std::string_view(v)); }
    Json& value(const std::string& v) { return value(std::string_view(v)); }
    Json& value(long long v) {
        comma();
        out_ += std::to_string(v);
        return *this;
    }
    Json& value(int v) { return value(static_cast<long long>(v)); }
    Json& value(bool v) {
        comma();
        out_ += v ? "true" : "false";
        return *this;
    }
    Json& null() {
        comma();
        out_ += "null";
        return *this;
    }
    const std::string& str() const { return out_; }

private:
    Json& open(char c) {
        comma();
        out_ += c;
        first_ = true;
        return *this;
    }
    Json& close(char c) {
        out_ += c;
        first_ = false;
        return *this;
    }
    void comma() {
        if (afterKey_) {
            afterKey_ = false;
            return;
        }
        if (!first_ && !out_.empty()) out_ += ',';
        first_ = false;
    }
    void str(std::string_view s) {
        out_ += '"';
        for (char c : s) {
            if (c == '"' || c == '\\') {
                out_ += '\\';
                out_ += c;
            } else if (static_cast<unsigned char>(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out_ += "\\u00";
                out_ += hex[(c >> 4) & 0xF];
                out_ += hex[c & 0xF];
            } else {
                out_ += c;
            }
        }
        out_ += '"';
    }

    std::string out_;
    bool first_ = true;
    bool afterKey_ = false;
};

}  // namespace renju
