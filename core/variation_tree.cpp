#include "core/variation_tree.h"

#include <algorithm>
#include <cctype>

#include "core/action_token.h"
#include "core/notation.h"
#include "core/phrases.h"

namespace renju {

bool sameAction(const Action& a, const Action& b) {
    if (a.type != b.type || a.offerDraw != b.offerDraw) return false;
    switch (a.type) {
        case ActionType::Move:
        case ActionType::Choose:
        case ActionType::Offer:
        case ActionType::ClaimForbidden: return a.point == b.point;
        case ActionType::Resign:
        case ActionType::Timeout:
        case ActionType::ClaimWin: return a.color == b.color;
        case ActionType::Swap: return a.choice == b.choice;
        case ActionType::Declare: return a.number == b.number;
        case ActionType::Place: return a.point == b.point && a.color == b.color;
        case ActionType::Remove: return a.point == b.point;
        default: return true;
    }
}

VariationTree::VariationTree(const GameOptions& options, const Position& start)
    : options_(options), start_(start.size() == options.size && start.rule() == options.rule ? start
                                                                                              : Position(options.size, options.rule, Color::Black)) {
    nodes_.emplace_back();
}

VariationTree VariationTree::board(const Position& start) {
    GameOptions o;
    o.rule = start.rule();
    o.size = start.size();
    VariationTree t(o, start);
    t.analysis_ = true;
    return t;
}

VariationTree VariationTree::fromGame(const Game& game, int* current) {
    Position start(game.options().size, game.options().rule, game.firstToMove());
    for (const Game::Stone& s : game.setup()) start.place(s.point, s.color);
    VariationTree t(game.options(), start);
    int at = kRoot;
    for (const Action& a : game.actions()) at = t.addChild(at, a);
    if (current) *current = at;
    int next = at;
    const std::vector<Action>& redo = game.redoList();
    for (auto it = redo.rbegin(); it != redo.rend(); ++it) next = t.addChild(next, *it);
    return t;
}

int VariationTree::child(int id, const Action& a) const {
    for (int c : nodes_[id].children)
        if (sameAction(nodes_[c].action, a)) return c;
    return -1;
}

int VariationTree::addChild(int id, const Action& a) {
    if (const int c = child(id, a); c >= 0) return c;
    if (alive_ >= kMaxNodes) return -1;
    TreeNode n;
    n.action = a;
    n.parent = id;
    nodes_.push_back(std::move(n));
    const int c = static_cast<int>(nodes_.size()) - 1;
    nodes_[id].children.push_back(c);
    ++alive_;
    return c;
}

std::vector<int> VariationTree::path(int id) const {
    std::vector<int> p;
    for (int n = id; n != kRoot && n >= 0; n = nodes_[n].parent) p.push_back(n);
    std::reverse(p.begin(), p.end());
    return p;
}

std::vector<Action> VariationTree::actionsTo(int id) const {
    std::vector<Action> a;
    for (int n : path(id)) a.push_back(nodes_[n].action);
    return a;
}

int VariationTree::depth(int id) const {
    int d = 0;
    for (int n = id; n != kRoot && n >= 0; n = nodes_[n].parent) ++d;
    return d;
}

std::vector<int> VariationTree::continuation(int id) const {
    std::vector<int> c;
    for (int n = id; !nodes_[n].children.empty();) {
        n = nodes_[n].children.front();
        c.push_back(n);
    }
    return c;
}

int VariationTree::lineEnd(int id) const {
    int n = id;
    while (!nodes_[n].children.empty()) n = nodes_[n].children.front();
    return n;
}

bool VariationTree::onMainLine(int id) const {
    for (int n = id; n != kRoot; n = nodes_[n].parent)
        if (nodes_[nodes_[n].parent].children.front() != n) return false;
    return true;
}

Status VariationTree::promote(int id) {
    if (!valid(id) || id == kRoot) return Status::error(ErrorCode::BadArgument, "no such variation");
    std::vector<int>& siblings = nodes_[nodes_[id].parent].children;
    const auto it = std::find(siblings.begin(), siblings.end(), id);
    if (it == siblings.begin()) return Status::error(ErrorCode::BadArgument, "this variation is the main line already");
    std::iter_swap(it, it - 1);
    return Status::success();
}

Status VariationTree::makeMainLine(int id) {
    if (!valid(id)) return Status::error(ErrorCode::BadArgument, "no such node");
    for (int n = id; n != kRoot; n = nodes_[n].parent) {
        std::vector<int>& siblings = nodes_[nodes_[n].parent].children;
        const auto it = std::find(siblings.begin(), siblings.end(), n);
        std::rotate(siblings.begin(), it, it + 1);
    }
    return Status::success();
}

Status VariationTree::remove(int id) {
    if (!valid(id)) return Status::error(ErrorCode::BadArgument, "no such node");
    if (id == kRoot) return Status::error(ErrorCode::BadArgument, "the start position cannot be deleted");
    std::vector<int>& siblings = nodes_[nodes_[id].parent].children;
    siblings.erase(std::find(siblings.begin(), siblings.end(), id));
    std::vector<int> stack{id};
    while (!stack.empty()) {
        const int n = stack.back();
        stack.pop_back();
        TreeNode& node = nodes_[n];
        node.alive = false;
        --alive_;
        stack.insert(stack.end(), node.children.begin(), node.children.end());
        node = TreeNode{};
        node.alive = false;
    }
    return Status::success();
}

Game VariationTree::newGame() const {
    if (start_.board().stones() == 0 && start_.toMove() == Color::Black) return Game(options_);
    return Game(options_, start_);
}

namespace {
// One analysis board step on `p` (the step's number in `number`, for the message). A removal's
// colour is the stone's; `taken` receives it.
Status boardStep(Position& p, const Action& a, int number, Color* taken) {
    auto refuse = [&](ErrorCode c, const std::string& why) {
        return Status::error(c, "step " + std::to_string(number) + " (" + formatAction(a) + "): " + why);
    };
    std::string at = formatPoint(a.point);
    for (char& ch : at) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (a.type == ActionType::Place) {
        if (!p.board().empty(a.point)) return refuse(ErrorCode::Occupied, at + " is already taken");
        p.place(a.point, a.color);
        return Status::success();
    }
    if (a.type == ActionType::Remove) {
        if (p.board().empty(a.point)) return refuse(ErrorCode::BadArgument, "there is no stone on " + at + " to take off");
        if (taken) *taken = p.board().at(a.point);
        p.remove(a.point);
        return Status::success();
    }
    return refuse(ErrorCode::BadArgument, "a game's action is not a step of the analysis board");
}
}  // namespace

Status VariationTree::positionAt(int id, std::optional<Position>& out) const {
    if (!valid(id)) return Status::error(ErrorCode::BadArgument, "no such node");
    if (!analysis_) return Status::error(ErrorCode::BadArgument, "a game's tree has no analysis board");
    Position p = start_;
    int number = 0;
    for (int n : path(id))
        if (Status s = boardStep(p, nodes_[n].action, ++number, nullptr); !s) return s;
    out.emplace(std::move(p));
    return Status::success();
}

Status VariationTree::gameAt(int id, std::optional<Game>& out) const {
    if (!valid(id)) return Status::error(ErrorCode::BadArgument, "no such node");
    if (analysis_) return Status::error(ErrorCode::BadArgument, "an analysis board's tree has no game");
    Game g = newGame();
    const std::vector<int> line = path(id), after = continuation(id);
    int played = 0;
    for (const std::vector<int>* part : {&line, &after}) {
        for (int n : *part) {
            const Action& a = nodes_[n].action;
            const Status s = g.apply(a);
            if (!s) {
                if (part == &after) break;  // the line beyond the node is only its redo list
                return Status::error(s.code, "move " + std::to_string(played + 1) + " (" + formatAction(a) + "): " + s.message);
            }
            ++played;
        }
    }
    for (size_t k = played - line.size(); k > 0; --k) g.undo();
    out.emplace(std::move(g));
    return Status::success();
}

bool VariationTree::isLineOf(const Game& game) const {
    const std::vector<Action>& acts = game.actions();
    const std::vector<Action>& redo = game.redoList();
    if (alive_ != static_cast<int>(1 + acts.size() + redo.size())) return false;
    int n = kRoot;
    for (size_t i = 0; i < acts.size() + redo.size(); ++i) {
        const TreeNode& node = nodes_[n];
        if (!node.comment.empty() || !node.marks.empty() || node.children.size() != 1) return false;
        n = node.children[0];
        const Action& a = i < acts.size() ? acts[i] : redo[redo.size() - 1 - (i - acts.size())];
        if (!sameAction(nodes_[n].action, a)) return false;
    }
    return nodes_[n].comment.empty() && nodes_[n].marks.empty() && nodes_[n].children.empty();
}

int VariationTree::follow(const Game& game, int from) {
    const std::vector<Action>& acts = game.actions();
    const std::vector<int> line = path(valid(from) ? from : kRoot);
    size_t k = 0;
    while (k < line.size() && k < acts.size() && sameAction(nodes_[line[k]].action, acts[k])) ++k;
    int n = k == 0 ? kRoot : line[k - 1];
    for (; k < acts.size(); ++k) {
        n = addChild(n, acts[k]);
        if (n < 0) return -1;
    }
    return n;
}

Status VariationTree::renumber(const std::vector<int>& idOf) {
    if (idOf.size() != nodes_.size() || idOf.empty() || idOf[0] != kRoot) return Status::error(ErrorCode::BadCode, "the node ids do not fit the tree");
    int top = 0;
    for (int id : idOf) top = std::max(top, id);
    if (top >= kMaxNodes * 2) return Status::error(ErrorCode::BadCode, "node id out of range");
    std::vector<TreeNode> moved(static_cast<size_t>(top) + 1);
    std::vector<bool> taken(moved.size(), false);
    for (TreeNode& n : moved) n.alive = false;
    for (size_t i = 0; i < nodes_.size(); ++i) {
        if (!nodes_[i].alive) return Status::error(ErrorCode::BadCode, "the node ids do not fit the tree");
        const int to = idOf[i];
        if (to < 0 || taken[to]) return Status::error(ErrorCode::BadCode, "node id " + std::to_string(to) + " is given twice");
        taken[to] = true;
        TreeNode n = std::move(nodes_[i]);
        if (n.parent >= 0) n.parent = idOf[n.parent];
        for (int& c : n.children) c = idOf[c];
        moved[to] = std::move(n);
    }
    nodes_ = std::move(moved);
    return Status::success();
}

namespace {
int checkBoardTree(VariationTree& tree, std::vector<TreeError>* errors, int limit) {
    Position p = tree.start();
    std::vector<int> bad;
    std::vector<std::pair<int, size_t>> stack{{VariationTree::kRoot, 0}};
    while (!stack.empty()) {
        auto& [n, i] = stack.back();
        const TreeNode& node = tree.node(n);
        if (i < node.children.size()) {
            const int c = node.children[i++];
            const Action a = tree.node(c).action;
            const int number = static_cast<int>(stack.size());
            Color taken = Color::Empty;
            if (const Status s = boardStep(p, a, number, &taken); !s) {
                bad.push_back(c);
                if (errors && static_cast<int>(errors->size()) < limit) {
                    std::string point = formatPoint(a.point);
                    for (char& ch : point) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
                    errors->push_back(TreeError{c, n, false, s.code, s.message, number, formatAction(a), point, ForbiddenKind::None});
                }
                continue;
            }
            if (a.type == ActionType::Remove) tree.edit(c).action.color = taken;
            stack.emplace_back(c, 0);
        } else {
            if (n != VariationTree::kRoot) {
                const Action& a = node.action;
                if (a.type == ActionType::Place) p.remove(a.point);
                else p.place(a.point, a.color);
            }
            stack.pop_back();
        }
    }
    for (int b : bad) tree.remove(b);
    return static_cast<int>(bad.size());
}
}  // namespace

int checkTree(VariationTree& tree, std::vector<TreeError>* errors, int limit) {
    if (tree.analysis()) return checkBoardTree(tree, errors, limit);
    Game game = tree.newGame();
    std::vector<int> bad;
    std::vector<std::pair<int, size_t>> stack{{VariationTree::kRoot, 0}};
    auto report = [&](int node, bool warning, ErrorCode code, std::string message, int number, const Action& a, ForbiddenKind kind) {
        if (!errors || static_cast<int>(errors->size()) >= limit) return;
        // The point a refusal names: the stone's own (or an offer's) as the message writes it.
        std::string point = placesStone(a) || a.point.onBoard(kMaxSize) ? formatPoint(a.point) : "";
        for (char& ch : point) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        if (!point.empty() && message.find(point) == std::string::npos) point.clear();
        errors->push_back(TreeError{node, tree.node(node).parent, warning, code, std::move(message), number, formatAction(a), point, kind});
    };
    while (!stack.empty()) {
        auto& [n, i] = stack.back();
        const TreeNode& node = tree.node(n);
        if (i < node.children.size()) {
            const int c = node.children[i++];
            const Action& a = tree.node(c).action;
            const int number = static_cast<int>(game.setup().size()) + game.ply() + 1;
            const Status s = game.apply(a);
            if (!s) {
                bad.push_back(c);
                report(c, false, s.code, "move " + std::to_string(number) + " (" + formatAction(a) + "): " + s.message, number, a, ForbiddenKind::None);
                continue;
            }
            const Action& done = game.actions().back();
            tree.edit(c).action = done;  // with what the game filled in: player, colour, forbidden, five
            if (placesStone(done) && done.forbidden != ForbiddenKind::None)
                report(c, true, ErrorCode::Forbidden, "move " + std::to_string(number) + " (" + formatAction(a) + ") is forbidden for black: " +
                                    forbiddenKindPhrase(done.forbidden), number, a, done.forbidden);
            stack.emplace_back(c, 0);
        } else {
            if (n != VariationTree::kRoot) game.undo();
            stack.pop_back();
        }
    }
    for (int b : bad) tree.remove(b);
    return static_cast<int>(bad.size());
}

}  // namespace renju
