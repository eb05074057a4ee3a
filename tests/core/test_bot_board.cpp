// The search board's incremental state against a board built from scratch, and its forbidden
// answers against the rules core.
#include <catch2/catch.hpp>

#include <random>

#include "core/bot/search_board.h"
#include "helpers.h"

using namespace renju;
using namespace renju::bot;

namespace {

// Everything the board keeps for empty cells must equal a fresh board's view of the same stones.
void requireSameState(SearchBoard& a, SearchBoard& b) {
    REQUIRE(a.hash() == b.hash());
    for (int role = 0; role < 2; ++role) {
        REQUIRE(a.evaluator().total(kBlack, role) == b.evaluator().total(kBlack, role));
        REQUIRE(a.evaluator().total(kWhite, role) == b.evaluator().total(kWhite, role));
        REQUIRE(a.evaluator().cross(role) == b.evaluator().cross(role));
    }
    for (int i = 0; i < kGridCells; ++i) {
        REQUIRE(a.at(i) == b.at(i));
        if (!a.empty(i)) continue;
        for (int s = 0; s < 2; ++s) {
            for (int d = 0; d < 4; ++d) REQUIRE(a.pattern(i, s, d) == b.pattern(i, s, d));
            REQUIRE(a.threat(i, s) == b.threat(i, s));
        }
        REQUIRE(a.area().test(i) == b.area().test(i));
        REQUIRE(a.candidates().test(i) == b.candidates().test(i));
    }
    for (int s = 0; s < 2; ++s)
        for (int t = 1; t < kThreatCount; ++t) REQUIRE(a.count(s, static_cast<Threat>(t)) == b.count(s, static_cast<Threat>(t)));
}

}  // namespace

TEST_CASE("search board stays equal to a fresh board through random play and undo", "[bot]") {
    std::mt19937 rng(7);
    for (Rule rule : {Rule::Renju, Rule::Standard, Rule::Freestyle}) {
        for (int size : {15, 7, 22}) {
            if (rule == Rule::Renju && size != 15) continue;
            Position start(size, rule);
            SearchBoard board(start);
            Position mirror(size, rule);
            std::vector<Point> played;
            for (int step = 0; step < 300; ++step) {
                const bool back = !played.empty() && (rng() % 4 == 0 || board.full());
                if (back) {
                    board.undo();
                    mirror.remove(played.back());
                    played.pop_back();
                } else {
                    Point p;
                    do p = Point(static_cast<int>(rng() % size), static_cast<int>(rng() % size));
                    while (!mirror.board().empty(p));
                    const Color c = colorOf(board.sideToMove());
                    board.play(cellIndex(p));
                    mirror.place(p, c);
                    played.push_back(p);
                }
                if (step % 25 == 0) {
                    mirror.setToMove(colorOf(board.sideToMove()));
                    SearchBoard fresh(mirror);
                    requireSameState(board, fresh);
                }
            }
        }
    }
}

TEST_CASE("search board's forbidden points are the rules core's", "[bot]") {
    std::mt19937 rng(11);
    for (int game = 0; game < 30; ++game) {
        Position pos;
        SearchBoard board(pos);
        for (int ply = 0; ply < 60; ++ply) {
            Point p;
            do p = Point(4 + static_cast<int>(rng() % 7), 4 + static_cast<int>(rng() % 7));
            while (!pos.board().empty(p) && pos.board().stones() < 49);
            if (pos.board().stones() >= 49) break;
            const Color c = colorOf(board.sideToMove());
            board.play(cellIndex(p));
            pos.place(p, c);
            for (int y = 0; y < 15; ++y)
                for (int x = 0; x < 15; ++x) {
                    const Point q(x, y);
                    if (!pos.board().empty(q)) continue;
                    const bool core = forbiddenKind(pos, q) != ForbiddenKind::None;
                    REQUIRE(board.forbidden(cellIndex(q)) == core);
                    REQUIRE(board.legal(cellIndex(q), kBlack) == !core);
                }
            if (rng() % 5 == 0) {  // take a few back, so the mirror has to catch up both ways
                for (int k = 0; k < 3 && board.movesPlayed() > 0; ++k) {
                    pos.remove(cellPoint(board.lastMove()));
                    board.undo();
                }
            }
        }
    }
}
