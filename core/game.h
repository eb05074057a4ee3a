#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/forbidden.h"
#include "core/move.h"
#include "core/opening.h"
#include "core/position.h"
#include "core/result.h"
#include "core/standard_opening.h"
#include "core/status.h"
#include "core/turn.h"

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
    Opening opening = Opening::Free;  // applies to a game from the empty board; a set-up position starts in play
};

class Game {
public:
    static Status validate(const GameOptions& options);
    // The options must be valid (see validate); a game starts from the empty board or a set-up position
    // whose size and rule match the options.
    explicit Game(const GameOptions& options = {});
    Game(const GameOptions& options, const Position& start);

    // Actions without a player act for whoever's turn it is (turn().player).
    Status play(Point p, bool offerDraw = false);
    Status pass(bool offerDraw = false);
    Status acceptDraw();
    Status declineDraw();
    Status resign(Color who);
    Status timeout(Color who);
    Status claimWin(Color who);
    Status claimForbidden(Point p);
    Status undo();  // steps back one action, opening actions included
    Status redo();
    // Performs a recorded action again through the same checks as the call that made it.
    Status apply(const Action& a);

    // The opening. turn() says who acts and what is expected; every action below names the acting
    // player and is refused with NOT_YOUR_TURN when it is the other's turn, WRONG_PHASE when the game
    // expects something else.
    Turn turn() const;
    Status play(Player who, Point p, bool offerDraw = false);  // a stone: opening placement or move
    Status pass(Player who, bool offerDraw = false);
    Status decideSwap(Player who, SwapChoice choice);
    Status declare(Player who, int number);  // how many fifth moves will be offered
    Status offerFifth(Player who, Point p);  // one at a time; refuses a point equivalent to an earlier offer
    Status chooseFifth(Player who, Point p);  // one of offers(): it becomes black's stone 5
    // Whether the offering player may offer p now: OK, or GAME_OVER, WRONG_PHASE, OFF_BOARD, OCCUPIED,
    // FORBIDDEN or SYMMETRIC_OFFER.
    Status offerLegality(Point p) const;

    Player blackPlayer() const { return black_; }  // tentative until coloursSettled()
    Color colorOf(Player p) const;
    Player playerOf(Color c) const;
    bool coloursSettled() const;  // no swap decision is left to come
    bool inOpening() const;
    int declared() const { return declared_; }  // the declared number of fifth moves, 0 if none
    const std::vector<Point>& offers() const { return offers_; }  // offered fifth moves, kept after the choice
    // The standard opening the first three stones form, in any orientation, under any opening rule.
    std::optional<OpeningMatch> standardOpening() const;

    // Whether the side to move may play p now: OK, or GAME_OVER, WRONG_PHASE (no stone is expected),
    // OFF_BOARD, OCCUPIED, OUTSIDE_ZONE (an opening stone outside its central square) or FORBIDDEN
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
    // Whether an action of actions() or redoList() was taken during the opening.
    bool inOpeningAt(const Action& a) const { return steps_[a.step].kind != StepKind::Play; }

private:
    Status checkOngoing() const;
    Status checkTurn(Player who) const;  // GAME_OVER, or NOT_YOUR_TURN unless `who` is None or acts now
    // Refuses an action of type t unless `who` (None: whoever's turn it is) may take it now.
    Status expect(Player who, ActionType t, const char* what) const;
    Status playAs(Player who, Point p, bool offerDraw);
    Status passAs(Player who, bool offerDraw);
    Status doPlay(Point p, bool offerDraw, ActionType type = ActionType::Move);
    Status doPass(bool offerDraw);
    const OpeningStep& currentStep() const { return steps_[step_]; }
    Player actor(Actor a) const;
    int offerCount() const;
    void record(Action a);
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
    OpeningSteps steps_;
    uint8_t step_ = 0;
    Player black_ = Player::First;
    int declared_ = 0;
    std::vector<Point> offers_;
};

}  // namespace renju
