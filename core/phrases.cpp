#include "core/phrases.h"

#include "core/notation.h"

namespace renju {

namespace {
std::string upper(Point p) {
    std::string s = formatPoint(p);
    s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}
const char* winnerName(const Result& r) { return r.winner() == Color::Black ? "Black" : "White"; }
}  // namespace

const char* forbiddenKindPhrase(ForbiddenKind k) {
    return k == ForbiddenKind::Overline ? "an overline" : k == ForbiddenKind::DoubleFour ? "a double four" : "a double three";
}

std::string resultSentence(const Result& r) {
    switch (r.reason) {
        case Reason::Five: return std::string(winnerName(r)) + " wins with five at " + upper(r.point);
        case Reason::Forbidden:
            return std::string("White wins: black's ") +
                   (r.forbidden == ForbiddenKind::Overline ? "overline" : r.forbidden == ForbiddenKind::DoubleFour ? "double four" : "double three") +
                   " at " + upper(r.point);
        case Reason::Resignation: return std::string(winnerName(r)) + " wins: the opponent resigned";
        case Reason::Timeout: return std::string(winnerName(r)) + " wins on time";
        case Reason::FullBoard: return "Draw: the board is full";
        case Reason::TwoPasses: return "Draw: both players passed";
        case Reason::Agreement: return "Draw by agreement";
        default: return "";
    }
}

const char* verdictPhrase(Verdict v) {
    switch (v) {
        case Verdict::Playable: return "playable";
        case Verdict::Five: return "makes a five";
        case Verdict::Overline: return "forbidden: overline";
        case Verdict::DoubleFour: return "forbidden: double four";
        case Verdict::DoubleThree: return "forbidden: double three";
        default: return "not checked";
    }
}

}  // namespace renju
