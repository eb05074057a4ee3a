#include "reference_rules.h"

#include <set>

namespace reference {

namespace {
const int DX[4] = {1, 0, 1, 1};
const int DY[4] = {0, 1, 1, -1};

// Exactly five black through (x, y) along the direction, with (x, y) already black.
bool exactFiveThrough(const Grid& g, int x, int y, int d) { return runLength(g, x, y, DX[d], DY[d]) == 5; }

}  // namespace

// The fours through (x, y) (black) along d: each is a set of four black stones in a window of five
// points that holds (x, y), with the fifth point empty and filling it making exactly five.
std::set<std::vector<int>> foursThrough(Grid& g, int x, int y, int d) {
    std::set<std::vector<int>> fours;
    for (int start = -4; start <= 0; ++start) {
        std::vector<int> stones;
        int emptyAt = -100, empties = 0, blocked = 0;
        for (int k = start; k < start + 5; ++k) {
            const int v = g.at(x + k * DX[d], y + k * DY[d]);
            if (v == B) stones.push_back(k);
            else if (v == E) { ++empties; emptyAt = k; }
            else ++blocked;
        }
        if (blocked || empties != 1) continue;
        const int ex = x + emptyAt * DX[d], ey = y + emptyAt * DY[d];
        g.set(ex, ey, B);
        const bool five = exactFiveThrough(g, ex, ey, d);
        g.set(ex, ey, E);
        if (five) fours.insert(stones);
    }
    return fours;
}

// The points that turn the line through (x, y) into a straight four holding (x, y): four black in a
// row including both stones, both ends empty, and each end making exactly five.
std::vector<std::pair<int, int>> straightFourPoints(Grid& g, int x, int y, int d) {
    std::vector<std::pair<int, int>> points;
    for (int k = -4; k <= 4; ++k) {
        const int qx = x + k * DX[d], qy = y + k * DY[d];
        if (k == 0 || g.at(qx, qy) != E) continue;
        g.set(qx, qy, B);
        bool straight = false;
        if (runLength(g, qx, qy, DX[d], DY[d]) < 5) {
            for (int s = -3; s <= 0 && !straight; ++s) {  // four stones s..s+3 relative to (x, y)
                if (!(s <= 0 && 0 <= s + 3 && s <= k && k <= s + 3)) continue;
                bool allBlack = true;
                for (int j = s; j <= s + 3; ++j) allBlack &= g.at(x + j * DX[d], y + j * DY[d]) == B;
                if (!allBlack) continue;
                const int lx = x + (s - 1) * DX[d], ly = y + (s - 1) * DY[d];
                const int rx = x + (s + 4) * DX[d], ry = y + (s + 4) * DY[d];
                if (g.at(lx, ly) != E || g.at(rx, ry) != E) continue;
                g.set(lx, ly, B);
                const bool leftFive = exactFiveThrough(g, lx, ly, d);
                g.set(lx, ly, E);
                g.set(rx, ry, B);
                const bool rightFive = exactFiveThrough(g, rx, ry, d);
                g.set(rx, ry, E);
                straight = leftFive && rightFive;
            }
        }
        g.set(qx, qy, E);
        if (straight) points.push_back({qx, qy});
    }
    return points;
}

int runLength(const Grid& g, int x, int y, int dx, int dy) {
    int n = 1;
    for (int k = 1; g.at(x + k * dx, y + k * dy) == B; ++k) ++n;
    for (int k = 1; g.at(x - k * dx, y - k * dy) == B; ++k) ++n;
    return n;
}

bool makesFive(Grid& g, int x, int y) {
    for (int d = 0; d < 4; ++d)
        if (runLength(g, x, y, DX[d], DY[d]) == 5) return true;
    return false;
}

Kind forbidden(Grid& g, int x, int y) {
    if (makesFive(g, x, y)) return None;
    for (int d = 0; d < 4; ++d)
        if (runLength(g, x, y, DX[d], DY[d]) >= 6) return Overline;
    g.set(x, y, B);
    int fours = 0;
    bool hasFour[4];
    for (int d = 0; d < 4; ++d) {
        const int n = static_cast<int>(foursThrough(g, x, y, d).size());
        hasFour[d] = n > 0;
        fours += n;
    }
    Kind result = None;
    if (fours >= 2) {
        result = DoubleFour;
    } else {
        int realThrees = 0;
        for (int d = 0; d < 4 && realThrees < 2; ++d) {
            if (hasFour[d]) continue;  // a line that holds a four is a four, not a three
            for (auto [qx, qy] : straightFourPoints(g, x, y, d)) {
                if (makesFive(g, qx, qy)) continue;
                if (forbidden(g, qx, qy) == None) {
                    ++realThrees;
                    break;
                }
            }
        }
        if (realThrees >= 2) result = DoubleThree;
    }
    g.set(x, y, E);
    return result;
}

}  // namespace reference
