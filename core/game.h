#pragma once
#include <string>
#include <vector>

#include "core/forbidden.h"
#include "core/move.h"
#include "core/position.h"
#include "core/result.h"
#include "core/status.h"

namespace renju {

// How black's forbidden moves and fives are ruled on.
// Immediate: the system rules the moment the stone lands (the house's online play).
// Claim: over the board (RIF 9.6-9.8): a five or a forbidden stone ends the game only when claimed.
enum class Ruling : uint8_t { Immediate, Claim };

struct GameOptions {
    Rule rule = Rule::Renju;
    int size = kDefaultSize;
    Ruling ruling = Ruling::Immediate;
    bool refuseForbidden = false;  // learning mode: a forbidden black move is refused, not lost
};

// One thing a player did. Moves and passes change the turn; the rest do not.
enum class ActionType : uint8_t { Move, Pass, Resign, Timeout, AcceptDraw, DeclineDraw, ClaimWin, ClaimForbidden };

struct Action {
    ActionType type = ActionType::Move;
    Color color = Color::Empty;  // who acted
    Point point;                 // the stone (Move, ClaimForbidden)
    bool offerDraw = false;      // a draw offered together with this move or pass
    ForbiddenKind forbidden = ForbiddenKind::None;  // what the stone was when it landed (Move)
    bool madeFive = false;                          // the stone made a winning five (Move)
};

class Game {
public:
    static Status validate(const GameOptions& options);
    // The options must be valid (see validate); a game starts from the empty board or a set-up position
    // whose size and rule match the options.
    explicit Game(const GameOptions& options = {});
    Game(const GameOptions& options, const Position& start);

    Status play(Point p, bool offerDraw = false);
    Status pass(bool offerDraw = false);
    Status acceptDraw();
    Status declineDraw();
    Status resign(Color who);
    Status timeout(Color who);
    Status claimWin(Color who);
    Status claimForbidden(Point p);
    Status undo();
    Status redo();
    // Performs a recorded action again through the same checks as the call that made it.
    Status apply(const Action& a);

    // Whether the side to move may play p now: OK, or OFF_BOARD, OCCUPIED, GAME_OVER or FORBIDDEN
    // (black in Renju; the message names the kind). A forbidden move can still be played unless the
    // game refuses forbidden moves: it loses, or stands until claimed.
    Status legality(Point p) const;
    ForbiddenKind forbiddenAt(Point p) const;  // None off the board, on a stone and for white
    void forbiddenPoints(ForbiddenList& out) const;  // for the side to move: empty unless black in Renju

    const GameOptions& options() const { return options_; }
    const Position& position() const { return pos_; }
    struct Stone {
        Point point;
        Color color;
    };
    const std::vector<Stone>& setup() const { return setup_; }  // the set-up stones, if any
    Color firstToMove() const { return firstToMove_; }
    Color toMove() const { return pos_.toMove(); }
    const Result& result() const { return result_; }
    bool over() const { return result_.over(); }
    const std::vector<Action>& actions() const { return actions_; }
    std::vector<Move> moves() const;
    std::string code() const;
    bool drawOffered() const;  // the side to move has a draw offer to answer
    bool canUndo() const { return !actions_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    const std::vector<Action>& redoList() const { return redo_; }  // the next redo is the last
    int ply() const { return ply_; }  // moves and passes played since the start position

private:
    Status checkOngoing() const;
    Status doPlay(Point p, bool offerDraw);
    Status doPass(bool offerDraw);
    void record(const Action& a);
    void endWithFive(Color c, Point p);
    void endWith(Outcome o, Reason r, Point p = Point(), ForbiddenKind k = ForbiddenKind::None);
    bool claimPending() const;
    const Action* lastTurnAction() const;

    GameOptions options_;
    std::vector<Stone> setup_;
    Color firstToMove_ = Color::Black;
    mutable Position pos_;  // forbidden checks fill stones in and take them out again
    Result result_;
    std::vector<Action> actions_;
    std::vector<Action> redo_;
    int ply_ = 0;
    bool redoing_ = false;
};

}  // namespace renju
