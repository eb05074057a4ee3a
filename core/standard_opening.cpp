#include "core/standard_opening.h"

#include <utility>

#include "core/symmetry.h"

namespace renju {

namespace {
constexpr Point h8(7, 7);
constexpr Point at(char column, int row) { return Point(column - 'a', row - 1); }
constexpr Point kDirect = at('h', 9), kIndirect = at('i', 9);

const std::array<StandardOpening, kStandardOpenings> kTable = {{
    {"1D", "Kansei", "寒星", kDirect, at('h', 10)},
    {"2D", "Keigetsu", "渓月", kDirect, at('i', 10)},
    {"3D", "Sosei", "疎星", kDirect, at('j', 10)},
    {"4D", "Kagetsu", "花月", kDirect, at('i', 9)},
    {"5D", "Zangetsu", "残月", kDirect, at('j', 9)},
    {"6D", "Ugetsu", "雨月", kDirect, at('i', 8)},
    {"7D", "Kinsei", "金星", kDirect, at('j', 8)},
    {"8D", "Shogetsu", "松月", kDirect, at('h', 7)},
    {"9D", "Kyugetsu", "丘月", kDirect, at('i', 7)},
    {"10D", "Shingetsu", "新月", kDirect, at('j', 7)},
    {"11D", "Zuisei", "瑞星", kDirect, at('h', 6)},
    {"12D", "Sangetsu", "山月", kDirect, at('i', 6)},
    {"13D", "Yusei", "遊星", kDirect, at('j', 6)},
    {"1I", "Chosei", "長星", kIndirect, at('j', 10)},
    {"2I", "Kyogetsu", "峡月", kIndirect, at('j', 9)},
    {"3I", "Kosei", "恒星", kIndirect, at('j', 8)},
    {"4I", "Suigetsu", "水月", kIndirect, at('j', 7)},
    {"5I", "Ryusei", "流星", kIndirect, at('j', 6)},
    {"6I", "Ungetsu", "雲月", kIndirect, at('i', 8)},
    {"7I", "Hogetsu", "浦月", kIndirect, at('i', 7)},
    {"8I", "Rangetsu", "嵐月", kIndirect, at('i', 6)},
    {"9I", "Gingetsu", "銀月", kIndirect, at('h', 7)},
    {"10I", "Myojo", "明星", kIndirect, at('h', 6)},
    {"11I", "Shagetsu", "斜月", kIndirect, at('g', 7)},
    {"12I", "Meigetsu", "名月", kIndirect, at('g', 6)},
    {"13I", "Suisei", "彗星", kIndirect, at('f', 6)},
}};
}  // namespace

const std::array<StandardOpening, kStandardOpenings>& standardOpenings() { return kTable; }

std::string standardOpeningLabel(const StandardOpening& o) { return std::string(o.code) + " " + o.name; }

std::optional<OpeningMatch> recognizeOpening(Point black1, Point white2, Point black3, int size) {
    if (size != kDefaultSize) return std::nullopt;
    if (black1 != h8) std::swap(black1, black3);
    if (black1 != h8) return std::nullopt;
    for (const StandardOpening& o : kTable)
        for (int s = 0; s < kSymmetries; ++s)
            if (transform(o.white2, s, size) == white2 && transform(o.black3, s, size) == black3)
                return OpeningMatch{&o, s};
    return std::nullopt;
}

std::optional<OpeningMatch> recognizeOpening(const std::vector<Move>& moves, int size) {
    if (moves.size() < 3 || moves[0].isPass() || moves[1].isPass() || moves[2].isPass()) return std::nullopt;
    return recognizeOpening(moves[0].point, moves[1].point, moves[2].point, size);
}

}  // namespace renju
