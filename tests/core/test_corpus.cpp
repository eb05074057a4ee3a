// The shared corpus (tests/data/renju-forbidden.tsv, verified by two independent implementations):
// every line must agree, points and kinds, and the explanation's verdict must agree with the judge.
#include <algorithm>
#include <fstream>
#include <sstream>

#include "helpers.h"

using namespace test;

namespace {
struct CorpusLine {
    std::string code, points;
};

std::vector<CorpusLine> corpus() {
    std::ifstream in(RENJU_SOURCE_DIR "/tests/data/renju-forbidden.tsv");
    REQUIRE(in.good());
    std::vector<CorpusLine> lines;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        const size_t tab = line.find('\t');
        REQUIRE(tab != std::string::npos);
        lines.push_back({line.substr(0, tab), line.substr(tab + 1)});
    }
    return lines;
}

std::string forbiddenText(Position& pos) {
    ForbiddenList list;
    forbiddenPoints(pos, list);
    std::vector<ForbiddenPoint> items(list.begin(), list.end());
    std::sort(items.begin(), items.end(), [](auto& a, auto& b) { return a.point < b.point; });
    std::string s;
    for (const ForbiddenPoint& f : items) s += (s.empty() ? "" : ",") + formatPoint(f.point) + ":" + forbiddenKindCode(f.kind);
    return s.empty() ? "-" : s;
}
}  // namespace

TEST_CASE("corpus: every position's forbidden points and kinds", "[corpus]") {
    const auto lines = corpus();
    CHECK(lines.size() == 999);
    int disagreements = 0;
    for (const CorpusLine& l : lines) {
        Position pos = fromCode(l.code);
        REQUIRE(pos.toMove() == Color::Black);
        const std::string got = forbiddenText(pos);
        if (got != l.points) {
            ++disagreements;
            INFO(l.code);
            CHECK(got == l.points);
        }
    }
    CHECK(disagreements == 0);
}

TEST_CASE("corpus: the explanation's verdict agrees with the judge on every empty point", "[corpus][explain]") {
    const auto lines = corpus();
    for (size_t i = 0; i < lines.size(); i += 3) {
        Position pos = fromCode(lines[i].code);
        const Position before = pos;
        for (int y = 0; y < 15; ++y)
            for (int x = 0; x < 15; ++x) {
                const Point p(x, y);
                if (!pos.board().empty(p)) continue;
                const ForbiddenKind k = forbiddenKind(pos, p);
                const Verdict v = explain(pos, p, Color::Black).verdict;
                const Verdict expected = k == ForbiddenKind::Overline ? Verdict::Overline
                                       : k == ForbiddenKind::DoubleFour ? Verdict::DoubleFour
                                       : k == ForbiddenKind::DoubleThree ? Verdict::DoubleThree
                                       : pos.makesFive(p, Color::Black) ? Verdict::Five : Verdict::Playable;
                if (v != expected) {
                    INFO(lines[i].code << " at " << formatPoint(p));
                    CHECK(verdictName(v) == std::string(verdictName(expected)));
                }
            }
        CHECK(pos == before);  // judging and explaining put every filled-in stone back
    }
}

TEST_CASE("corpus: the brute-force reference itself agrees with the corpus", "[corpus][reference]") {
    const auto lines = corpus();
    for (size_t i = 0; i < lines.size(); i += 7) {
        Position pos = fromCode(lines[i].code);
        std::vector<std::string> items;
        for (int x = 0; x < 15; ++x)
            for (int y = 0; y < 15; ++y)
                if (pos.board().empty(Point(x, y)))
                    if (const ForbiddenKind k = referenceKind(pos, Point(x, y)); k != ForbiddenKind::None)
                        items.push_back(formatPoint(Point(x, y)) + ":" + forbiddenKindCode(k));
        std::string s;
        for (auto& it : items) s += (s.empty() ? "" : ",") + it;
        INFO(lines[i].code);
        CHECK((s.empty() ? "-" : s) == lines[i].points);
    }
}
