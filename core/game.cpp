#include "core/game.h"

#include "core/notation.h"

namespace renju {

namespace {
std::string upper(Point p) {
    std::string s = formatPoint(p);
    s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}
Action act(ActionType t, Color c, Point p = Point()) {
    Action a;
    a.type = t;
    a.color = c;
    a.point = p;
    return a;
}
// Only the two players can act; Color is a byte from outside, so anything else is refused.
bool isPlayer(Color c) { return c == Color::Black || c == Color::White; }
std::string kindText(ForbiddenKind k) {
    return k == ForbiddenKind::Overline ? "an overline" : k == ForbiddenKind::DoubleFour ? "a double four" : "a double three";
}
}  // namespace

Status Game::validate(const GameOptions& o) {
    if (o.rule == Rule::Renju && o.size != kDefaultSize)
        return Status::error(ErrorCode::BadArgument, "renju is played on 15x15 only, not " + std::to_string(o.size) + "x" +
                                                         std::to_string(o.size));
    if (o.size < kMinSize || o.size > kMaxSize)
        return Status::error(ErrorCode::BadArgument, "board size " + std::to_string(o.size) + " is outside " +
                                                         std::to_string(kMinSize) + "-" + std::to_string(kMaxSize));
    return Status::success();
}

Game::Game(const GameOptions& options) : Game(options, Position(options.size, options.rule, Color::Black)) {}

Game::Game(const GameOptions& options, const Position& start) : options_(options), pos_(start) {
    const Board& b = start.board();
    for (int i = 0; i < b.size() * b.size(); ++i)
        if (b.at(i) != Color::Empty) setup_.push_back(Stone{b.point(i), b.at(i)});
    firstToMove_ = start.toMove();
    // Every move and pass fits, with room for the few actions that end a game: no allocation per move.
    const size_t room = static_cast<size_t>(2 * b.size() * b.size() + 8);
    actions_.reserve(room);
    redo_.reserve(room);
    if (b.full()) endWith(Outcome::Draw, Reason::FullBoard);
}

Status Game::checkOngoing() const {
    if (!over()) return Status::success();
    return Status::error(ErrorCode::GameOver, "the game is over");
}

Status Game::legality(Point p) const {
    if (Status s = checkOngoing(); !s) return s;
    if (!p.onBoard(pos_.size()))
        return Status::error(ErrorCode::OffBoard, "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") is off the " +
                                                      std::to_string(pos_.size()) + "x" + std::to_string(pos_.size()) + " board");
    if (!pos_.board().empty(p)) return Status::error(ErrorCode::Occupied, upper(p) + " is already taken");
    if (const ForbiddenKind k = forbiddenAt(p); k != ForbiddenKind::None)
        return Status::error(ErrorCode::Forbidden, upper(p) + " is forbidden for black: " + kindText(k));
    return Status::success();
}

ForbiddenKind Game::forbiddenAt(Point p) const {
    // makesFive reads the board's lines at p: only for an empty point on the board.
    if (!p.onBoard(pos_.size()) || !pos_.board().empty(p)) return ForbiddenKind::None;
    if (pos_.toMove() != Color::Black || pos_.makesFive(p, Color::Black)) return ForbiddenKind::None;
    return forbiddenKind(pos_, p);
}

void Game::forbiddenPoints(ForbiddenList& out) const {
    out.count = 0;
    if (pos_.toMove() == Color::Black && !over()) renju::forbiddenPoints(pos_, out);
}

std::vector<Move> Game::moves() const {
    std::vector<Move> m;
    for (const Action& a : actions_) {
        if (a.type == ActionType::Move) m.push_back(Move::at(a.point));
        if (a.type == ActionType::Pass) m.push_back(Move::pass());
    }
    return m;
}

std::string Game::code() const { return formatCode(moves()); }

const Action* Game::lastTurnAction() const {
    for (auto it = actions_.rbegin(); it != actions_.rend(); ++it)
        if (it->type == ActionType::Move || it->type == ActionType::Pass) return &*it;
    return nullptr;
}

bool Game::drawOffered() const {
    return !over() && !actions_.empty() && actions_.back().offerDraw &&
           (actions_.back().type == ActionType::Move || actions_.back().type == ActionType::Pass);
}

void Game::record(const Action& a) {
    actions_.push_back(a);
    if (!redoing_) redo_.clear();
}

void Game::endWith(Outcome o, Reason r, Point p, ForbiddenKind k) {
    result_ = Result{};
    result_.outcome = o;
    result_.reason = r;
    result_.point = p;
    result_.forbidden = k;
}

void Game::endWithFive(Color c, Point p) {
    endWith(winFor(c), Reason::Five, p);
    const Rule rule = pos_.rule();
    for (int d = 0; d < kDirections; ++d) {
        const Board::Run r = pos_.board().run(p, d, c);
        if (!winsWithRun(rule, c, r.length())) continue;
        for (int k = r.lo; k <= r.hi; ++k) {
            const Point q = step(p, d, k);
            bool seen = false;
            for (int i = 0; i < result_.fiveCount; ++i) seen |= result_.fiveStones[i] == q;
            if (!seen) result_.fiveStones[result_.fiveCount++] = q;
        }
    }
}

// In claim mode a full board is a draw only once nothing on it can still be claimed.
bool Game::claimPending() const {
    if (options_.ruling != Ruling::Claim) return false;
    const Action* last = lastTurnAction();
    for (const Action& a : actions_) {
        if (a.type != ActionType::Move) continue;
        if (a.madeFive || a.forbidden == ForbiddenKind::Overline) return true;
        if (a.forbidden != ForbiddenKind::None && &a == last) return true;
    }
    return false;
}

Status Game::play(Point p, bool offerDraw) {
    if (Status s = legality(p); !s && !(s.code == ErrorCode::Forbidden && !options_.refuseForbidden)) return s;
    return doPlay(p, offerDraw);
}

Status Game::doPlay(Point p, bool offerDraw) {
    const Color c = pos_.toMove();
    Action a;
    a.type = ActionType::Move;
    a.color = c;
    a.point = p;
    a.offerDraw = offerDraw;
    a.madeFive = pos_.makesFive(p, c);
    if (!a.madeFive && c == Color::Black) a.forbidden = forbiddenKind(pos_, p);
    pos_.place(p, c);
    pos_.setToMove(opponent(c));
    ++ply_;
    record(a);
    if (options_.ruling == Ruling::Immediate) {
        if (a.madeFive) endWithFive(c, p);
        else if (a.forbidden != ForbiddenKind::None) endWith(Outcome::WhiteWins, Reason::Forbidden, p, a.forbidden);
    }
    if (!over() && pos_.board().full() && !claimPending()) endWith(Outcome::Draw, Reason::FullBoard);
    return Status::success();
}

Status Game::pass(bool offerDraw) {
    if (Status s = checkOngoing(); !s) return s;
    if (static_cast<int>(setup_.size()) + ply_ < 3)
        return Status::error(ErrorCode::PassTooEarly, "no passing within the first three moves");
    return doPass(offerDraw);
}

Status Game::doPass(bool offerDraw) {
    const Action* before = lastTurnAction();
    const bool secondPass = before && before->type == ActionType::Pass;
    Action a;
    a.type = ActionType::Pass;
    a.color = pos_.toMove();
    a.offerDraw = offerDraw;
    pos_.setToMove(opponent(a.color));
    ++ply_;
    record(a);
    if (secondPass) endWith(Outcome::Draw, Reason::TwoPasses);
    return Status::success();
}

Status Game::acceptDraw() {
    if (Status s = checkOngoing(); !s) return s;
    if (!drawOffered()) return Status::error(ErrorCode::NoDrawOffer, "there is no draw offer to accept");
    record(act(ActionType::AcceptDraw, pos_.toMove()));
    endWith(Outcome::Draw, Reason::Agreement);
    return Status::success();
}

Status Game::declineDraw() {
    if (Status s = checkOngoing(); !s) return s;
    if (!drawOffered()) return Status::error(ErrorCode::NoDrawOffer, "there is no draw offer to decline");
    record(act(ActionType::DeclineDraw, pos_.toMove()));
    return Status::success();
}

Status Game::resign(Color who) {
    if (Status s = checkOngoing(); !s) return s;
    if (!isPlayer(who)) return Status::error(ErrorCode::BadArgument, "only black or white can resign");
    record(act(ActionType::Resign, who));
    endWith(winFor(opponent(who)), Reason::Resignation);
    return Status::success();
}

Status Game::timeout(Color who) {
    if (Status s = checkOngoing(); !s) return s;
    if (!isPlayer(who)) return Status::error(ErrorCode::BadArgument, "only black or white can run out of time");
    record(act(ActionType::Timeout, who));
    endWith(winFor(opponent(who)), Reason::Timeout);
    return Status::success();
}

Status Game::claimWin(Color who) {
    if (Status s = checkOngoing(); !s) return s;
    if (options_.ruling != Ruling::Claim)
        return Status::error(ErrorCode::BadClaim, "fives are ruled on when they are made; there is nothing to claim");
    if (!isPlayer(who)) return Status::error(ErrorCode::BadArgument, "only black or white can claim a win");
    int five = -1;
    for (int i = static_cast<int>(actions_.size()) - 1; i >= 0 && five < 0; --i)
        if (actions_[i].type == ActionType::Move && actions_[i].color == who && actions_[i].madeFive) five = i;
    if (five < 0) return Status::error(ErrorCode::BadClaim, std::string(colorName(who)) + " has no five on the board");
    // RIF 9.7: once black has played on past an unclaimed five, a forbidden move made since then
    // that white may still claim decides the game, not the old five.
    const Action* last = lastTurnAction();
    for (size_t i = five + 1; i < actions_.size(); ++i) {
        const Action& a = actions_[i];
        if (a.type != ActionType::Move || a.color != who || a.forbidden == ForbiddenKind::None) continue;
        if (a.forbidden == ForbiddenKind::Overline || &a == last)
            return Status::error(ErrorCode::BadClaim, "black played on after the five and made " + kindText(a.forbidden) +
                                                          " at " + upper(a.point) + ", which white may claim");
    }
    record(act(ActionType::ClaimWin, who, actions_[five].point));
    endWithFive(who, actions_[five].point);
    return Status::success();
}

Status Game::claimForbidden(Point p) {
    if (Status s = checkOngoing(); !s) return s;
    if (options_.ruling != Ruling::Claim)
        return Status::error(ErrorCode::BadClaim, "forbidden moves are ruled on when they are made; there is nothing to claim");
    if (!p.onBoard(pos_.size())) return Status::error(ErrorCode::OffBoard, "the claimed point is off the board");
    const Action* move = nullptr;
    for (const Action& a : actions_)
        if (a.type == ActionType::Move && a.point == p) move = &a;
    if (!move) return Status::error(ErrorCode::BadClaim, upper(p) + " holds no stone played in this game");
    if (move->color != Color::Black) return Status::error(ErrorCode::BadClaim, upper(p) + " is a white stone");
    if (move->forbidden == ForbiddenKind::None)
        return Status::error(ErrorCode::BadClaim, upper(p) + " was not a forbidden move when it was played");
    if (move->forbidden != ForbiddenKind::Overline && move != lastTurnAction())
        return Status::error(ErrorCode::BadClaim, "too late: " + kindText(move->forbidden) + " at " + upper(p) +
                                                      " must be claimed before white's next move (RIF 9.8)");
    record(act(ActionType::ClaimForbidden, Color::White, p));
    endWith(Outcome::WhiteWins, Reason::Forbidden, p, move->forbidden);
    return Status::success();
}

Status Game::undo() {
    if (actions_.empty()) return Status::error(ErrorCode::NothingToUndo, "there is nothing to undo");
    const Action a = actions_.back();
    actions_.pop_back();
    if (a.type == ActionType::Move) pos_.remove(a.point);
    if (a.type == ActionType::Move || a.type == ActionType::Pass) {
        pos_.setToMove(a.color);
        --ply_;
    }
    result_ = Result{};  // whatever ended the game was the last action
    redo_.push_back(a);
    return Status::success();
}

Status Game::redo() {
    if (redo_.empty()) return Status::error(ErrorCode::NothingToRedo, "there is nothing to redo");
    const Action a = redo_.back();
    redo_.pop_back();
    redoing_ = true;
    const Status s = apply(a);
    redoing_ = false;
    return s;
}

Status Game::apply(const Action& a) {
    switch (a.type) {
        case ActionType::Move: return play(a.point, a.offerDraw);
        case ActionType::Pass: return pass(a.offerDraw);
        case ActionType::Resign: return resign(a.color);
        case ActionType::Timeout: return timeout(a.color);
        case ActionType::AcceptDraw: return acceptDraw();
        case ActionType::DeclineDraw: return declineDraw();
        case ActionType::ClaimWin: return claimWin(a.color);
        case ActionType::ClaimForbidden: return claimForbidden(a.point);
    }
    return Status::error(ErrorCode::BadArgument, "unknown action");
}

}  // namespace renju
