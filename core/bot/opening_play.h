#pragma once
// The bot's decisions in the opening phases of the opening rules (swap, swap2, RIF, Yamaguchi,
// Soosõrv-8, Taraguchi-10), against plain inputs: a position and what is asked. The game's
// opening-rule machinery says which step is due; these say what the bot does in it.
//
// Each function below weighs positions with searches under `limits`, each search its own (decideTurn
// shares one move's budget among them); `callbacks` can stop them (onProgress is not called).
#include <array>
#include <vector>

#include "core/bot/bot.h"
#include "core/game.h"
#include "core/position.h"

namespace renju::bot {

// One turn's budget shared by `searches` searches made one after another: the time and nodes of
// `limits`, or the level's defaults (bot.h, SearchLimits), split evenly (time: shareMs in
// time_manager.h). decideTurn shares each decision's budget so; so does pbrain-renju's swap2.
SearchLimits shareOf(const SearchLimits& limits, int searches);

// Whether the side to move may place a stone on p: an empty point, never forbidden for Renju black.
bool legalOpeningStone(const Position& position, Point p);
// The position after the side to move places a stone on p (the other side to move).
Position afterStone(const Position& position, Point p);
// Up to `count` moves worth looking at for the side to move, best first by the search's own move
// ordering (the centre on an empty board).
std::vector<Point> rankedMoves(const Position& position, int count);
// The first three stones a player opens with (black, white, black): the 26 standard openings
// (standard_opening.h) in all eight orientations, moved to the centre of an n x n board.
std::vector<std::array<Point, 3>> standardPlacements(int n);

// Black's advantage in a position, by a short search: > 0 good for black. Proven wins count as
// +/- kOpeningWin.
constexpr int kOpeningWin = 10000;
int blackAdvantage(Bot& bot, const Position& position, const SearchLimits& limits, const SearchCallbacks& callbacks = {});

// A stone of the position's side to move within the central square of side `zoneSide` (0: anywhere;
// 1 is the centre point), never a forbidden point for Renju black.
Point placeStone(Bot& bot, const Position& position, int zoneSide, const SearchLimits& limits,
                 const SearchCallbacks& callbacks = {});

// Swap and swap2 openers: three stones (black, white, black) within the central square of side
// `zoneSide` (0: anywhere), chosen to be as balanced as the bot can judge, so that neither colour is
// a gift. Varies with the seed. `placed` are stones already placed (they start the three).
// Up to kProposeSearches searches.
constexpr int kProposeSearches = 8;
std::vector<Point> proposeThreeStones(Bot& bot, int size, Rule rule, int zoneSide, const SearchLimits& limits,
                                      const std::vector<Point>& placed = {}, const SearchCallbacks& callbacks = {});

// The stone of the position's side to move that leaves the position most balanced (swap2's moves 4
// and 5 after "place two").
// Up to kBalancingSearches searches.
constexpr int kBalancingSearches = 7;
Point balancingStone(Bot& bot, const Position& position, const SearchLimits& limits, const SearchCallbacks& callbacks = {});

// A swap decision: whether the player now holding `current` keeps it or exchanges colours, in a
// position whose side to move is about to play. With `placeTwoAllowed` (swap2's second player),
// the third answer is to place moves 4 and 5 (`stones`: white, then black) and let the other
// player choose.
enum class SwapDecision { Stay, Swap, PlaceTwo };
struct SwapAnswer {
    SwapDecision decision = SwapDecision::Stay;
    std::vector<Point> stones;  // PlaceTwo only
};
// One search, and up to kPlaceTwoSearches more when placing two is allowed; `limits` is then one
// of 1 + kPlaceTwoSearches shares of the turn, of which the first search, which often decides
// alone, takes kFirstSearchShares and the others the rest.
constexpr int kPlaceTwoSearches = 16;
constexpr int kFirstSearchShares = 6;
SwapAnswer decideSwap(Bot& bot, const Position& position, Color current, bool placeTwoAllowed,
                      const SearchLimits& limits, const SearchCallbacks& callbacks = {});

// Yamaguchi / Soosõrv-8: how many fifth moves (1..maxCount) the player who will be black declares.
// More offers help white, so a stronger position for black earns a larger number.
int declareFifthCount(Bot& bot, const Position& position, int maxCount, const SearchLimits& limits,
                      const SearchCallbacks& callbacks = {});

// Black offers `count` fifth moves, no two equivalent under the position's symmetries nor
// equivalent to one already offered, never forbidden; white will keep one, so black offers its
// best ones.
// Up to 3 * count + 6 searches.
std::vector<Point> offerFifthMoves(Bot& bot, const Position& position, int count,
                                   const std::vector<Point>& alreadyOffered, const SearchLimits& limits,
                                   const SearchCallbacks& callbacks = {});

// White keeps the offered fifth move that is worst for black.
// One search per offer.
Point chooseFifthMove(Bot& bot, const Position& position, const std::vector<Point>& offers,
                      const SearchLimits& limits, const SearchCallbacks& callbacks = {});

// What the bot does when `game` waits on the player whose turn it is (game.turn()): a stone in play
// or in the opening, a swap decision, a declared number, one offered fifth move or the kept one, as
// an action to pass to game.apply(). Never a forbidden point. `status`: GAME_OVER when the game is
// over, BAD_ARGUMENT for bad limits (checkLimits). `limits` are the budget of the whole turn: an
// opening decision that weighs several positions shares it among its searches (the level's default
// budget when none is given), so every turn keeps it. A stop request (callbacks) ends any of them;
// progress is reported for the search behind a stone in normal play.
struct TurnAnswer {
    Status status;
    Action action;
    SearchResult search;  // for stones played in normal play: the analysis behind the move
    uint64_t nodes = 0;   // nodes searched for this answer, every search behind it included
};
TurnAnswer decideTurn(Bot& bot, const Game& game, const SearchLimits& limits, const SearchCallbacks& callbacks = {});

}  // namespace renju::bot
