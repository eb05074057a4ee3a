#include "core/game.h"

#include <algorithm>

#include "core/notation.h"
#include "core/phrases.h"
#include "core/symmetry.h"

namespace renju {

namespace {
std::string upper(Point p) {
    std::string s = formatPoint(p);
    s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}
Action act(ActionType t, Color c, Point p = Point()) {  // player and step are filled in by record
    Action a;
    a.type = t;
    a.color = c;
    a.point = p;
    return a;
}
std::string kindText(ForbiddenKind k) { return forbiddenKindPhrase(k); }
constexpr uint32_t bit(ActionType t) { return 1u << static_cast<int>(t); }
bool validPlayer(Player p) { return p == Player::First || p == Player::Second; }
std::string centreText(int size) {
    return size % 2 ? "the centre (" + upper(Point(size / 2, size / 2)) + ")" : "one of the four central points";
}
}  // namespace

Status Game::validate(const GameOptions& o) {
    // Options can come from outside as numbers: a value that names no rule or ruling would be played
    // by some other rule and saved under a name it does not have.
    if (static_cast<int>(o.rule) > static_cast<int>(Rule::Renju))
        return Status::error(ErrorCode::BadArgument, "unknown rule number " + std::to_string(static_cast<int>(o.rule)));
    if (static_cast<int>(o.ruling) > static_cast<int>(Ruling::Claim))
        return Status::error(ErrorCode::BadArgument, "unknown ruling number " + std::to_string(static_cast<int>(o.ruling)));
    if (o.rule == Rule::Renju && o.size != kDefaultSize)
        return Status::error(ErrorCode::BadArgument, "renju is played on 15x15 only, not " + std::to_string(o.size) + "x" +
                                                         std::to_string(o.size));
    if (o.size < kMinSize || o.size > kMaxSize)
        return Status::error(ErrorCode::BadArgument, "board size " + std::to_string(o.size) + " is outside " +
                                                         std::to_string(kMinSize) + "-" + std::to_string(kMaxSize));
    if (static_cast<int>(o.opening) >= kOpenings)
        return Status::error(ErrorCode::BadArgument, "unknown opening rule number " + std::to_string(static_cast<int>(o.opening)));
    if (const int n = openingBoardSize(o.opening); n && o.size != n)
        return Status::error(ErrorCode::BadArgument, std::string(openingName(o.opening)) + " is played on " + std::to_string(n) +
                                                         "x" + std::to_string(n) + " only");
    return Status::success();
}

Game::Game(const GameOptions& options) : Game(options, Position(options.size, options.rule, Color::Black)) {}

Game::Game(const GameOptions& options, const Position& start) : options_(options), pos_(start) {
    const Board& b = start.board();
    for (int i = 0; i < b.size() * b.size(); ++i)
        if (b.at(i) != Color::Empty) setup_.push_back(Stone{b.point(i), b.at(i)});
    firstToMove_ = start.toMove();
    const bool fresh = b.stones() == 0 && start.toMove() == Color::Black;
    steps_ = openingSteps(fresh ? options.opening : Opening::None);
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

Status Game::checkTurn(Player who) const {
    if (Status s = checkOngoing(); !s) return s;
    const Turn t = turn();
    if (who != Player::None && who != t.player)
        return Status::error(ErrorCode::NotYourTurn, "it is not the " + std::string(playerName(who)) + " player's turn: " + describeTurn(t));
    return Status::success();
}

Status Game::expect(Player who, ActionType type, const char* what) const {
    if (Status s = checkTurn(who); !s) return s;
    const Turn t = turn();
    if (!t.allows(type)) return Status::error(ErrorCode::WrongPhase, std::string(what) + " is not expected now: " + describeTurn(t));
    return Status::success();
}

// The opening.

Player Game::actor(Actor a) const {
    switch (a) {
        case Actor::First: return Player::First;
        case Actor::Second: return Player::Second;
        case Actor::Black: return black_;
        case Actor::White: return otherPlayer(black_);
    }
    return Player::None;
}

Color Game::colorOf(Player p) const {
    if (!validPlayer(p)) return Color::Empty;
    return p == black_ ? Color::Black : Color::White;
}

Player Game::playerOf(Color c) const {
    return c == Color::Black ? black_ : c == Color::White ? otherPlayer(black_) : Player::None;
}

bool Game::coloursSettled() const { return !swapAhead(steps_, step_); }

bool Game::inOpening() const { return currentStep().kind != StepKind::Play; }

int Game::offerCount() const {
    return currentStep().kind == StepKind::Offer && currentStep().count == 0 ? declared_ : currentStep().count;
}

std::optional<OpeningMatch> Game::standardOpening() const {
    if (!setup_.empty()) return std::nullopt;
    return recognizeOpening(moves(), pos_.size());
}

Turn Game::turn() const {
    Turn t;
    if (over()) return t;
    const OpeningStep& s = currentStep();
    t.opening = s.kind != StepKind::Play;
    t.moveNumber = static_cast<int>(setup_.size()) + ply_ + 1;
    t.offered = static_cast<int>(offers_.size());
    switch (s.kind) {
        case StepKind::Play:
            t.player = playerOf(pos_.toMove());
            t.stone = pos_.toMove();
            t.allowed = bit(ActionType::Move);
            if (t.moveNumber > 3) t.allowed |= bit(ActionType::Pass);
            if (drawOffered()) t.allowed |= bit(ActionType::AcceptDraw) | bit(ActionType::DeclineDraw);
            break;
        case StepKind::Place:
            t.player = actor(s.actor);
            t.stone = s.stone;
            t.zone = s.zone;
            t.allowed = bit(ActionType::Move);
            if (s.mayOffer) {
                t.allowed |= bit(ActionType::Offer);
                t.offerCount = s.count;
            }
            break;
        case StepKind::Swap:
            t.player = actor(s.actor);
            t.allowed = bit(ActionType::Swap);
            t.placeTwo = s.placeTwo;
            break;
        case StepKind::Declare:
            t.player = actor(s.actor);
            t.allowed = bit(ActionType::Declare);
            t.declareMax = s.count;
            break;
        case StepKind::Offer:
            t.player = actor(s.actor);
            t.allowed = bit(ActionType::Offer);
            t.offerCount = offerCount();
            break;
        case StepKind::Choose:
            t.player = actor(s.actor);
            t.allowed = bit(ActionType::Choose);
            break;
    }
    t.color = colorOf(t.player);
    return t;
}

Status Game::decideSwap(Player who, SwapChoice choice) {
    if (!validPlayer(who)) return Status::error(ErrorCode::BadArgument, "name the first or the second player");
    if (choice != SwapChoice::Stay && choice != SwapChoice::Swap && choice != SwapChoice::PlaceTwo)
        return Status::error(ErrorCode::BadArgument, "a swap decision is stay, swap or place-two");
    if (Status s = expect(who, ActionType::Swap, "a swap decision"); !s) return s;
    if (choice == SwapChoice::PlaceTwo && !currentStep().placeTwo)
        return Status::error(ErrorCode::WrongPhase, "place-two is swap2's choice after move 3 only: " + describeTurn(turn()));
    Action a;
    a.type = ActionType::Swap;
    a.color = colorOf(who);
    a.player = who;
    a.choice = choice;
    record(a);
    if (choice == SwapChoice::Swap) black_ = otherPlayer(black_);
    step_ = choice == SwapChoice::PlaceTwo ? currentStep().branch : currentStep().next;
    return Status::success();
}

Status Game::declare(Player who, int number) {
    if (!validPlayer(who)) return Status::error(ErrorCode::BadArgument, "name the first or the second player");
    if (Status s = expect(who, ActionType::Declare, "a declaration"); !s) return s;
    if (number < 1 || number > currentStep().count)
        return Status::error(ErrorCode::BadArgument, std::string(openingName(options_.opening)) + ": declare 1 to " +
                                                         std::to_string(currentStep().count) + " fifth moves, not " + std::to_string(number));
    Action a;
    a.type = ActionType::Declare;
    a.color = colorOf(who);
    a.player = who;
    a.number = number;
    record(a);
    declared_ = number;
    step_ = currentStep().next;
    return Status::success();
}

Status Game::offerLegality(Point p) const {
    if (Status s = expect(Player::None, ActionType::Offer, "an offer"); !s) return s;
    if (!p.onBoard(pos_.size()))
        return Status::error(ErrorCode::OffBoard, "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") is off the board");
    if (!pos_.board().empty(p)) return Status::error(ErrorCode::Occupied, upper(p) + " is already taken");
    if (const ForbiddenKind k = forbiddenAt(p); k != ForbiddenKind::None)
        return Status::error(ErrorCode::Forbidden, upper(p) + " is forbidden for black: " + kindText(k));
    for (Point o : offers_) {
        if (o == p) return Status::error(ErrorCode::SymmetricOffer, upper(p) + " is already offered");
        if (equivalentPoints(pos_.board(), o, p))
            return Status::error(ErrorCode::SymmetricOffer, upper(p) + " is symmetric to " + upper(o) +
                                                                ", already offered: the position is the same");
    }
    return Status::success();
}

Status Game::offerFifth(Player who, Point p) {
    if (!validPlayer(who)) return Status::error(ErrorCode::BadArgument, "name the first or the second player");
    if (Status s = checkTurn(who); !s) return s;
    if (Status s = offerLegality(p); !s) return s;
    Action a;
    a.type = ActionType::Offer;
    a.color = colorOf(who);
    a.player = who;
    a.point = p;
    record(a);
    if (currentStep().mayOffer) step_ = currentStep().branch;  // offering instead of placing: count this one there
    offers_.push_back(p);
    if (static_cast<int>(offers_.size()) >= offerCount()) step_ = currentStep().next;
    return Status::success();
}

Status Game::chooseFifth(Player who, Point p) {
    if (!validPlayer(who)) return Status::error(ErrorCode::BadArgument, "name the first or the second player");
    if (Status s = expect(who, ActionType::Choose, "a choice of fifth move"); !s) return s;
    if (std::find(offers_.begin(), offers_.end(), p) == offers_.end()) {
        std::string list;
        for (Point o : offers_) list += (list.empty() ? "" : ", ") + upper(o);
        return Status::error(ErrorCode::NotOffered, (p.onBoard(pos_.size()) ? upper(p) : std::string("the point")) +
                                                        " is not one of the offered fifth moves (" + list + ")");
    }
    return doPlay(p, false, ActionType::Choose);
}

Status Game::legality(Point p) const {
    if (Status s = expect(Player::None, ActionType::Move, "a stone"); !s) return s;
    if (!p.onBoard(pos_.size()))
        return Status::error(ErrorCode::OffBoard, "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ") is off the " +
                                                      std::to_string(pos_.size()) + "x" + std::to_string(pos_.size()) + " board");
    if (!pos_.board().empty(p)) return Status::error(ErrorCode::Occupied, upper(p) + " is already taken");
    if (currentStep().kind == StepKind::Place && !inCentralSquare(p, currentStep().zone, pos_.size())) {
        const std::string stone = std::string(colorName(currentStep().stone)) + " " + std::to_string(setup_.size() + ply_ + 1);
        std::string why = currentStep().zone == 1 ? upper(p) + " is not " + centreText(pos_.size()) + ", where " + stone + " goes"
                                           : upper(p) + " is outside the central " + std::to_string(currentStep().zone) + "x" +
                                                 std::to_string(currentStep().zone) + ", where " + stone + " goes";
        if (openingBoardSize(options_.opening) && ply_ < 3)
            why += " (" + std::string(openingName(options_.opening)) + ": the first three stones form a standard opening)";
        return Status::error(ErrorCode::OutsideZone, why);
    }
    if (const ForbiddenKind k = forbiddenAt(p); k != ForbiddenKind::None)
        return Status::error(ErrorCode::Forbidden, upper(p) + " is forbidden for black: " + kindText(k));
    return Status::success();
}

ForbiddenKind Game::forbiddenAt(Point p) const {
    // forbiddenKind itself answers None off the board, on a stone, outside Renju and for a five.
    if (pos_.toMove() != Color::Black) return ForbiddenKind::None;
    return forbiddenKind(pos_, p);
}

void Game::forbiddenPoints(ForbiddenList& out) const {
    out.count = 0;
    if (pos_.toMove() == Color::Black && !over()) renju::forbiddenPoints(pos_, out);
}

std::vector<Move> Game::moves() const {
    std::vector<Move> m;
    for (const Action& a : actions_) {
        if (placesStone(a)) m.push_back(Move::at(a.point));
        if (a.type == ActionType::Pass) m.push_back(Move::pass());
    }
    return m;
}

std::string Game::code() const { return formatCode(moves()); }

const Action* Game::lastTurnAction() const {
    for (auto it = actions_.rbegin(); it != actions_.rend(); ++it)
        if (placesStone(*it) || it->type == ActionType::Pass) return &*it;
    return nullptr;
}

bool Game::drawOffered() const {
    return !over() && !actions_.empty() && actions_.back().offerDraw &&
           (actions_.back().type == ActionType::Move || actions_.back().type == ActionType::Pass);
}

// Called before the action changes the opening step, which undo restores from the record.
void Game::record(Action a) {
    a.step = step_;
    // Draw answers, resignations, time-outs and claims name a colour: the player follows from it.
    if (a.player == Player::None) a.player = playerOf(a.color);
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
        if (!placesStone(a)) continue;
        if (a.madeFive || a.forbidden == ForbiddenKind::Overline) return true;
        if (a.forbidden != ForbiddenKind::None && &a == last) return true;
    }
    return false;
}

Status Game::play(Point p, bool offerDraw) { return playAs(Player::None, p, offerDraw); }

Status Game::play(Player who, Point p, bool offerDraw) {
    if (!validPlayer(who)) return Status::error(ErrorCode::BadArgument, "name the first or the second player");
    return playAs(who, p, offerDraw);
}

Status Game::playAs(Player who, Point p, bool offerDraw) {
    if (Status s = expect(who, ActionType::Move, "a stone"); !s) return s;
    if (Status s = legality(p); !s && !(s.code == ErrorCode::Forbidden && !options_.refuseForbidden)) return s;
    if (offerDraw && currentStep().kind == StepKind::Place && steps_[currentStep().next].kind != StepKind::Play)
        return Status::error(ErrorCode::WrongPhase, "a draw can be offered only with a stone that ends the opening or later");
    return doPlay(p, offerDraw);
}

Status Game::doPlay(Point p, bool offerDraw, ActionType type) {
    const Color c = pos_.toMove();
    Action a;
    a.type = type;
    a.color = c;
    a.point = p;
    a.offerDraw = offerDraw;
    a.player = turn().player;
    a.madeFive = pos_.makesFive(p, c);
    if (!a.madeFive && c == Color::Black) a.forbidden = forbiddenKind(pos_, p);
    record(a);
    pos_.place(p, c);
    pos_.setToMove(opponent(c));
    ++ply_;
    if (currentStep().kind != StepKind::Play) step_ = currentStep().next;
    if (options_.ruling == Ruling::Immediate) {
        if (a.madeFive) endWithFive(c, p);
        else if (a.forbidden != ForbiddenKind::None) endWith(Outcome::WhiteWins, Reason::Forbidden, p, a.forbidden);
    }
    if (!over() && pos_.board().full() && !claimPending()) endWith(Outcome::Draw, Reason::FullBoard);
    return Status::success();
}

Status Game::pass(bool offerDraw) { return passAs(Player::None, offerDraw); }

Status Game::pass(Player who, bool offerDraw) {
    if (!validPlayer(who)) return Status::error(ErrorCode::BadArgument, "name the first or the second player");
    return passAs(who, offerDraw);
}

Status Game::passAs(Player who, bool offerDraw) {
    if (Status s = checkTurn(who); !s) return s;
    if (static_cast<int>(setup_.size()) + ply_ < 3)
        return Status::error(ErrorCode::PassTooEarly, "no passing within the first three moves");
    if (Status s = expect(who, ActionType::Pass, "a pass"); !s) return s;
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
    if (who != Color::Black && who != Color::White) return Status::error(ErrorCode::BadArgument, "only black or white can resign");
    record(act(ActionType::Resign, who));
    endWith(winFor(opponent(who)), Reason::Resignation);
    return Status::success();
}

Status Game::timeout(Color who) {
    if (Status s = checkOngoing(); !s) return s;
    if (who != Color::Black && who != Color::White) return Status::error(ErrorCode::BadArgument, "only black or white can run out of time");
    record(act(ActionType::Timeout, who));
    endWith(winFor(opponent(who)), Reason::Timeout);
    return Status::success();
}

Status Game::claimWin(Color who) {
    if (Status s = checkOngoing(); !s) return s;
    if (options_.ruling != Ruling::Claim)
        return Status::error(ErrorCode::BadClaim, "fives are ruled on when they are made; there is nothing to claim");
    if (who != Color::Black && who != Color::White) return Status::error(ErrorCode::BadArgument, "only black or white can claim a win");
    int five = -1;
    for (int i = static_cast<int>(actions_.size()) - 1; i >= 0 && five < 0; --i)
        if (placesStone(actions_[i]) && actions_[i].color == who && actions_[i].madeFive) five = i;
    if (five < 0) return Status::error(ErrorCode::BadClaim, std::string(colorName(who)) + " has no five on the board");
    // RIF 9.7: once black has played on past an unclaimed five, a forbidden move made since then
    // that white may still claim decides the game, not the old five.
    const Action* last = lastTurnAction();
    for (size_t i = five + 1; i < actions_.size(); ++i) {
        const Action& a = actions_[i];
        if (!placesStone(a) || a.color != who || a.forbidden == ForbiddenKind::None) continue;
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
        if (placesStone(a) && a.point == p) move = &a;
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
    if (placesStone(a)) pos_.remove(a.point);
    if (placesStone(a) || a.type == ActionType::Pass) {
        pos_.setToMove(a.color);
        --ply_;
    }
    if (a.type == ActionType::Swap && a.choice == SwapChoice::Swap) black_ = otherPlayer(black_);
    if (a.type == ActionType::Declare) declared_ = 0;
    if (a.type == ActionType::Offer) offers_.pop_back();
    step_ = a.step;
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
    // An action without its player (from an older record) is taken by whoever's turn it is.
    const Player who = a.player != Player::None ? a.player : turn().player != Player::None ? turn().player : Player::First;
    switch (a.type) {
        case ActionType::Move: return play(a.point, a.offerDraw);
        case ActionType::Pass: return pass(a.offerDraw);
        case ActionType::Resign: return resign(a.color);
        case ActionType::Timeout: return timeout(a.color);
        case ActionType::AcceptDraw: return acceptDraw();
        case ActionType::DeclineDraw: return declineDraw();
        case ActionType::ClaimWin: return claimWin(a.color);
        case ActionType::ClaimForbidden: return claimForbidden(a.point);
        case ActionType::Swap: return decideSwap(who, a.choice);
        case ActionType::Declare: return declare(who, a.number);
        case ActionType::Offer: return offerFifth(who, a.point);
        case ActionType::Choose: return chooseFifth(who, a.point);
        case ActionType::Place:
        case ActionType::Remove:
            return Status::error(ErrorCode::BadArgument, "a stone put down or taken off freely is a step of the analysis board, not of a game");
    }
    return Status::error(ErrorCode::BadArgument, "unknown action");
}

}  // namespace renju
