#pragma once
// A slow, plain VCF solver and checker written from the rules with the core's Position only
// (makesFive, forbiddenKind): the independent reference the bot's tactical suite is built from.
#include <set>
#include <vector>

#include "core/forbidden.h"
#include "core/position.h"

namespace reference {

using renju::Color;
using renju::Point;
using renju::Position;

inline bool legalFor(Position& pos, Point p, Color c) {
    if (c != Color::Black || pos.rule() != renju::Rule::Renju) return true;
    return pos.makesFive(p, c) || renju::forbiddenKind(pos, p) == renju::ForbiddenKind::None;
}

// Empty points where `c` makes a five now.
inline std::vector<Point> fivePoints(const Position& pos, Color c) {
    std::vector<Point> out;
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x)
            if (pos.board().empty(Point(x, y)) && pos.makesFive(Point(x, y), c)) out.push_back(Point(x, y));
    return out;
}

// Five points of `c` on the lines through p, within four points of it (p itself holds a stone).
inline int fivePointsNear(const Position& pos, Point p, Color c, Point* first) {
    int n = 0;
    for (int d = 0; d < renju::kDirections; ++d)
        for (int k = -4; k <= 4; ++k) {
            const Point q = renju::step(p, d, k);
            if (k == 0 || !q.onBoard(pos.size()) || !pos.board().empty(q)) continue;
            if (pos.makesFive(q, c)) {
                if (n == 0 && first) *first = q;
                ++n;
            }
        }
    return n;
}

// A four through p needs three more stones of c within four points of p on one line.
inline bool mayMakeFour(const Position& pos, Point p, Color c) {
    for (int d = 0; d < renju::kDirections; ++d) {
        int n = 0;
        for (int k = -4; k <= 4; ++k) {
            const Point q = renju::step(p, d, k);
            if (k != 0 && q.onBoard(pos.size()) && pos.board().at(q) == c) ++n;
        }
        if (n >= 3) return true;
    }
    return false;
}

class Vcf {
public:
    // Shortest win by fours for the side to move with at most maxFours attacker moves (the
    // decisive one included). The line alternates attacker and defender moves.
    bool shortest(Position pos, int maxFours, std::vector<Point>& line) {
        for (int f = 1; f <= maxFours; ++f) {
            failed_.clear();
            line.clear();
            if (search(pos, f, line)) return true;
        }
        return false;
    }

private:
    std::set<std::vector<uint8_t>> failed_;

    static std::vector<uint8_t> key(const Position& pos, int fours) {
        std::vector<uint8_t> k(pos.size() * pos.size() + 1);
        for (int i = 0; i < pos.size() * pos.size(); ++i) k[i] = static_cast<uint8_t>(pos.board().at(i));
        k.back() = static_cast<uint8_t>(fours);
        return k;
    }

    bool search(Position& pos, int fours, std::vector<Point>& line) {
        const Color a = pos.toMove(), d = renju::opponent(a);
        const std::vector<Point> mine = fivePoints(pos, a);
        if (!mine.empty()) {
            line.push_back(mine.front());
            return true;
        }
        if (fours <= 0 || failed_.count(key(pos, fours))) return false;
        const std::vector<Point> theirs = fivePoints(pos, d);
        if (theirs.size() >= 2) return false;
        std::vector<Point> candidates;
        if (theirs.size() == 1) {
            candidates = theirs;
        } else {
            for (int y = 0; y < pos.size(); ++y)
                for (int x = 0; x < pos.size(); ++x)
                    if (pos.board().empty(Point(x, y))) candidates.push_back(Point(x, y));
        }
        for (Point p : candidates) {
            if (!mayMakeFour(pos, p, a) || !legalFor(pos, p, a)) continue;
            pos.place(p, a);
            Point q;
            const int n = fivePointsNear(pos, p, a, &q);
            bool win = false;
            if (n >= 2) {
                line.push_back(p);
                win = true;
            } else if (n == 1) {
                if (!legalFor(pos, q, d)) {  // Renju: black's only defence is forbidden
                    line.push_back(p);
                    win = true;
                } else {
                    pos.place(q, d);
                    pos.setToMove(a);
                    line.push_back(p);
                    line.push_back(q);
                    win = search(pos, fours - 1, line);
                    if (!win) line.resize(line.size() - 2);
                    pos.remove(q);
                }
            }
            pos.remove(p);
            pos.setToMove(a);
            if (win) return true;
        }
        failed_.insert(key(pos, fours));
        return false;
    }
};

// Whether `line` (attacker, defender, ..., attacker) is a win by fours from pos for its side to
// move: every attacker move is legal and makes a four (or five), every defender move is the only
// point that stops the five, and the last attacker move makes a five, or two five points, or one
// that the defender (Renju black) may not play. Returns the attacker's number of moves to its five.
inline int checkVcf(Position pos, const std::vector<Point>& line) {
    const Color a = pos.toMove(), d = renju::opponent(a);
    if (line.empty() || line.size() % 2 == 0) return 0;
    if (!fivePoints(pos, d).empty() && fivePoints(pos, d).size() > 1) return 0;
    for (size_t k = 0; k < line.size(); k += 2) {
        const Point p = line[k];
        if (!p.onBoard(pos.size()) || !pos.board().empty(p) || !legalFor(pos, p, a)) return 0;
        const bool five = pos.makesFive(p, a);
        const std::vector<Point> theirs = fivePoints(pos, d);
        if (!five && !theirs.empty() && (theirs.size() > 1 || theirs.front() != p)) return 0;  // ignored a four
        pos.place(p, a);
        const int moves = static_cast<int>(k / 2) + 1;
        if (five) return k + 1 == line.size() ? moves : 0;
        const std::vector<Point> fives = fivePoints(pos, a);
        if (fives.empty()) return 0;
        if (k + 1 == line.size()) {
            if (fives.size() >= 2) return moves + 1;
            if (!legalFor(pos, fives.front(), d)) return moves + 1;
            return 0;
        }
        if (fives.size() != 1 || line[k + 1] != fives.front() || !legalFor(pos, fives.front(), d)) return 0;
        pos.place(fives.front(), d);
    }
    return 0;
}

}  // namespace reference
