#pragma once
// A deliberately simple, literal reading of the Renju forbidden-move rule for black, written apart
// from the core: a plain grid, no line tables, stones tried one by one. It is slow and exists only
// to check the real implementation.
#include <set>
#include <utility>
#include <vector>

namespace reference {

enum Cell { E = 0, B = 1, W = 2 };
enum Kind { None = 0, Overline = 1, DoubleFour = 2, DoubleThree = 3 };

struct Grid {
    int n = 15;
    std::vector<int> cells = std::vector<int>(225, E);
    int at(int x, int y) const { return (x < 0 || y < 0 || x >= n || y >= n) ? W : cells[y * n + x]; }
    void set(int x, int y, int v) { cells[y * n + x] = v; }
};

// Black stones in an unbroken line through (x, y) along (dx, dy), counting (x, y) itself.
int runLength(const Grid& g, int x, int y, int dx, int dy);
bool makesFive(Grid& g, int x, int y);  // a black stone there makes exactly five somewhere
// With (x, y) black, along direction d (0 horizontal, 1 vertical, 2 and 3 diagonals): the fours
// through it (each the set of its four stones' offsets from (x, y)), and the points that make a
// straight four holding it.
std::set<std::vector<int>> foursThrough(Grid& g, int x, int y, int d);
std::vector<std::pair<int, int>> straightFourPoints(Grid& g, int x, int y, int d);
Kind forbidden(Grid& g, int x, int y);  // for an empty point

}  // namespace reference
