#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/action.h"
#include "core/game.h"
#include "core/position.h"

namespace renju {

// The tree of a game and its variations: the one tree model of the app, the replay widget and the
// record formats that hold variations (the full game record, RenLib, SGF). The root is the start
// position (a game's options and set-up stones); every other node is one action (a stone, a pass, a
// swap decision, ...) played from its parent, with an optional comment and marks. A node's children
// are its continuations, the main line first. Nodes are named by ids that stay the same while the
// node lives; the root is kRoot.
// The analysis board's tree (VariationTree::board) is the same tree of steps instead of actions: a
// stone of either colour put down freely, or one taken off (ActionType::Place and Remove). It has no
// game: positionAt replays a node's steps on the start position, and no rule refuses a step but a
// stone on a taken point or a removal from an empty one.
struct TreeNode {
    Action action;  // the action that leads here (unused at the root)
    int parent = -1;
    std::vector<int> children;  // main line first
    std::string comment;
    std::string marks;  // marks as text (core/mark.h: checkMarks, parseMarks), "" for none
    bool alive = true;
};

// Whether two actions are the same move of a record (the same action token).
bool sameAction(const Action& a, const Action& b);

class VariationTree {
public:
    static constexpr int kRoot = 0;
    // Bounds every tree, whatever a file asks for: a few times the largest real libraries.
    static constexpr int kMaxNodes = 1000000;

    VariationTree(const GameOptions& options = {}, const Position& start = Position());
    // The analysis board's tree from its start position (its rule, size, stones and side to move).
    static VariationTree board(const Position& start);
    // The tree of one line: the game's actions, then its redo list as the main continuation.
    // `current` receives the node of the game's position.
    static VariationTree fromGame(const Game& game, int* current = nullptr);

    const GameOptions& options() const { return options_; }
    const Position& start() const { return start_; }
    bool analysis() const { return analysis_; }
    void setRefuseForbidden(bool on) { options_.refuseForbidden = on; }

    bool valid(int id) const { return id >= 0 && id < static_cast<int>(nodes_.size()) && nodes_[id].alive; }
    const TreeNode& node(int id) const { return nodes_[id]; }
    int slots() const { return static_cast<int>(nodes_.size()); }  // ids are below this
    int count() const { return alive_; }  // live nodes, the root included

    // The child of `id` made by `a`, or -1.
    int child(int id, const Action& a) const;
    // The child of `id` made by `a`: the existing one, else a new last child (the main line when it is
    // the first). -1 when the tree is full (kMaxNodes).
    int addChild(int id, const Action& a);
    // Ids from the root's first child down to `id` (empty for the root).
    std::vector<int> path(int id) const;
    std::vector<Action> actionsTo(int id) const;
    int depth(int id) const;
    // From `id` along first children to the end of its line.
    std::vector<int> continuation(int id) const;
    int lineEnd(int id) const;
    // Whether `id` is on the main line (the first child at every step from the root).
    bool onMainLine(int id) const;

    // Moves `id` one place up among its siblings (in first place it is the main line). BAD_ARGUMENT for
    // the root, an unknown id, or a node that is first already.
    Status promote(int id);
    // Makes `id` and each of its ancestors the first child: its line becomes the main line.
    Status makeMainLine(int id);
    // Deletes `id` and everything after it. Not the root.
    Status remove(int id);
    void setComment(int id, std::string text) { nodes_[id].comment = std::move(text); }
    void setMarks(int id, std::string marks) { nodes_[id].marks = std::move(marks); }
    TreeNode& edit(int id) { return nodes_[id]; }

    // A new game from the tree's start (its options; a set-up position when it has stones).
    Game newGame() const;
    // The game at `id`: the path's actions replayed through the rules, and the line after `id` (first
    // children) as its redo list. Fails with the refused action's error naming its move number.
    Status gameAt(int id, std::optional<Game>& out) const;
    // The analysis board at `id`: the path's steps on the start position. Fails (OCCUPIED, BAD_ARGUMENT)
    // naming the step refused; a game's tree has no such board (BAD_ARGUMENT).
    Status positionAt(int id, std::optional<Position>& out) const;
    // Whether the tree is just `game`'s line (actions then redo list), with no comments or marks: such
    // a tree says nothing a game snapshot does not.
    bool isLineOf(const Game& game) const;
    // Follows the game: the node its actions lead to, adding the nodes missing from `from`'s
    // ancestors' lines. -1 when the tree is full.
    int follow(const Game& game, int from);

    // Gives node i (a tree without deleted nodes) the id idOf[i]; the root stays kRoot. Used to keep
    // ids across a save and a restore.
    Status renumber(const std::vector<int>& idOf);

private:
    GameOptions options_;
    Position start_;
    bool analysis_ = false;
    std::vector<TreeNode> nodes_;
    int alive_ = 1;
};

// Checks every node of the tree against the rules, depth first from the root (an analysis board's
// steps: each stone on an empty point, each removal from a stone, whose colour it fills in). A node whose action the
// game refuses is removed with its subtree, and its error (with the node's move number and action) is
// added to `errors` if given; a forbidden black stone is kept (the rules play it and black loses) and
// reported as a warning. `limit` bounds the errors kept. Returns how many nodes were removed.
struct TreeError {
    int node = -1;         // the node refused (removed now) or warned about
    int parent = -1;       // its parent
    bool warning = false;  // kept: a forbidden black stone, played and lost by the rules
    ErrorCode code = ErrorCode::Ok;  // the game's refusal (Forbidden for a warning)
    std::string message;
    // The same in parts: the move's number and action text, the point the refusal names ("H8" in
    // "H8 is already taken", else ""), a warning's forbidden kind.
    int number = 0;
    std::string action;
    std::string point;
    ForbiddenKind kind = ForbiddenKind::None;
};
int checkTree(VariationTree& tree, std::vector<TreeError>* errors = nullptr, int limit = 100);

}  // namespace renju
