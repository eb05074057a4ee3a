#include "core/replay.h"

#include "core/notation.h"

namespace renju {

namespace {
std::string moveLabel(size_t i, const Move& m) {
    return "move " + std::to_string(i + 1) + " (" + (m.isPass() ? std::string(kPassText) : formatPoint(m.point)) + ")";
}
}  // namespace

Status placeMoves(Position& pos, const std::vector<Move>& moves) {
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        Status error;
        if (!m.isPass() && !m.point.onBoard(pos.size()))
            error = Status::error(ErrorCode::OffBoard, moveLabel(i, m) + " is off the board");
        else if (!m.isPass() && !pos.board().empty(m.point))
            error = Status::error(ErrorCode::Occupied, moveLabel(i, m) + " is on a stone");
        if (!error) {
            for (size_t k = i; k-- > 0;) {
                pos.setToMove(opponent(pos.toMove()));
                if (!moves[k].isPass()) pos.remove(moves[k].point);
            }
            return error;
        }
        if (!m.isPass()) pos.place(m.point, pos.toMove());
        pos.setToMove(opponent(pos.toMove()));
    }
    return Status::success();
}

Color impliedToMove(const Board& b) {
    int black = 0, white = 0;
    for (int i = 0; i < b.size() * b.size(); ++i) {
        black += b.at(i) == Color::Black;
        white += b.at(i) == Color::White;
    }
    return black > white ? Color::White : Color::Black;
}

Status playMoves(Game& game, const std::vector<Move>& moves) {
    if (moves.empty()) return Status::success();
    Game before = game;  // the redo list too must survive a refused code
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        Status s = m.isPass() ? game.pass() : game.play(m.point);
        if (!s) {
            game = std::move(before);
            return Status::error(s.code, moveLabel(i, m) + ": " + s.message);
        }
    }
    return Status::success();
}

}  // namespace renju
