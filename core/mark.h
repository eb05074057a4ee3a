#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "core/status.h"

namespace renju {

// A mark drawn on a point of a diagram or a node of a game tree: a label (up to 3 characters) or a
// symbol. A dot carries an optional colour name. Never a forbidden-point marker: the board draws
// those itself.
enum class MarkKind : uint8_t { Label, Cross, Triangle, Circle, Square, Dot };

struct Mark {
    Point point;
    MarkKind kind = MarkKind::Label;
    std::string text;  // Label: the label; Dot: a colour name or empty
    bool operator==(const Mark& o) const { return point == o.point && kind == o.kind && text == o.text; }
};

constexpr const char* markKindName(MarkKind k) {
    switch (k) {
        case MarkKind::Label: return "label";
        case MarkKind::Cross: return "x";
        case MarkKind::Triangle: return "triangle";
        case MarkKind::Circle: return "circle";
        case MarkKind::Square: return "square";
        case MarkKind::Dot: return "dot";
    }
    return "label";
}

// Marks as text, the form <renju-board marks="..."> takes: "A:g8 x:k9 tri:h9 circle:f7,f8 square:e5
// dot:j9 dot-red:j10" (the symbols also as the signs ×, △, ○, □), one mark a point (the last one given
// wins). A label is 1-3 characters, none of them a space, ':', ',', '[' or ']'. Writing gives one
// `name:point` a mark, in the order kept. The one reader and writer of the form: the module binds
// them for the widget, the lessons and the app.
std::string formatMarks(const std::vector<Mark>& marks);
// The colours a dot may be given (dot-red, ...); a plain dot takes the marks' colour.
constexpr const char* kDotColours[] = {"red", "green", "blue", "yellow", "purple", "orange"};
// What was wrong with a marks text: no "name:point" form, a name that is no mark, a point not on the board.
enum class MarkProblem : uint8_t { None, Form, Name, Point };
constexpr const char* markProblemName(MarkProblem p) {
    switch (p) {
        case MarkProblem::None: return "";
        case MarkProblem::Form: return "form";
        case MarkProblem::Name: return "name";
        case MarkProblem::Point: return "point";
    }
    return "";
}
struct ParsedMarks {
    std::vector<Mark> marks;  // none when the text is refused
    Status status;            // BAD_ARGUMENT or OFF_BOARD naming the token
    MarkProblem problem = MarkProblem::None;
    std::string token;  // the part refused (at most 40 bytes)
};
ParsedMarks parseMarks(std::string_view text, int size);
// Whether a marks text reads (as parseMarks would read it), without building the marks: what a game
// tree keeps, as text, on each node. BAD_ARGUMENT or OFF_BOARD naming the token.
Status checkMarks(std::string_view text, int size);
// Adds or replaces the mark on m.point.
void setMark(std::vector<Mark>& marks, Mark m);
// A label cut to at most 3 characters (whole UTF-8 characters), without the characters the text
// form cannot hold; empty when nothing is left.
std::string cleanLabel(std::string_view text);

}  // namespace renju
