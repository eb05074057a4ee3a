#pragma once
#include <catch2/catch.hpp>
#include <string>

#include "core/explanation.h"
#include "core/forbidden.h"
#include "core/notation.h"
#include "core/position.h"
#include "core/replay.h"
#include "reference_rules.h"

namespace test {

// Built with AddressSanitizer/UBSan (CMake's RENJU_SANITIZE): the code runs several times slower,
// and the few tests whose cost is a count of generated cases run fewer of them there.
#ifdef RENJU_TEST_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

using namespace renju;

// A set-up position from two lists of points ("f8 g8 h9"), black to move unless told otherwise.
inline Position setUp(const std::string& black, const std::string& white, Color toMove = Color::Black,
                      Rule rule = Rule::Renju, int size = kDefaultSize) {
    Position pos(size, rule, toMove);
    for (const auto& [list, color] : {std::pair{black, Color::Black}, std::pair{white, Color::White}}) {
        ParsedCode parsed = parseCode(list, size);
        REQUIRE(parsed.status.ok());
        for (const Move& m : parsed.moves) {
            REQUIRE(pos.board().empty(m.point));
            pos.place(m.point, color);
        }
    }
    return pos;
}

inline Position fromCode(const std::string& code, Rule rule = Rule::Renju, int size = kDefaultSize) {
    ParsedCode parsed = parseCode(code, size);
    REQUIRE(parsed.status.ok());
    Position pos(size, rule);
    REQUIRE(placeMoves(pos, parsed.moves).ok());
    return pos;
}

inline Point pt(const std::string& s, int size = kDefaultSize) {
    auto p = parsePoint(s, size);
    REQUIRE(p.has_value());
    return *p;
}

inline ForbiddenKind kindAt(Position& pos, const std::string& point) { return forbiddenKind(pos, pt(point)); }

inline reference::Grid gridOf(const Position& pos) {
    reference::Grid g;
    g.n = pos.size();
    g.cells.assign(g.n * g.n, reference::E);
    for (int i = 0; i < g.n * g.n; ++i) {
        const Color c = pos.board().at(i);
        g.cells[i] = c == Color::Black ? reference::B : c == Color::White ? reference::W : reference::E;
    }
    return g;
}

inline ForbiddenKind referenceKind(const Position& pos, Point p) {
    reference::Grid g = gridOf(pos);
    switch (reference::forbidden(g, p.x, p.y)) {
        case reference::Overline: return ForbiddenKind::Overline;
        case reference::DoubleFour: return ForbiddenKind::DoubleFour;
        case reference::DoubleThree: return ForbiddenKind::DoubleThree;
        default: return ForbiddenKind::None;
    }
}

// The explanation's line along `dir`, or nullptr.
inline const LineExplanation* lineAlong(const Explanation& e, int dir) {
    for (const LineExplanation& l : e.lines)
        if (l.direction == dir) return &l;
    return nullptr;
}

inline std::string pointsText(const std::vector<Point>& pts) {
    std::string s;
    for (Point p : pts) s += (s.empty() ? "" : " ") + formatPoint(p);
    return s;
}

constexpr int kAcross = 0, kDown = 1, kDiagonal = 2, kAntiDiagonal = 3;

}  // namespace test
