// libFuzzer target: random sequences of calls on a Game, decoded from the input, with every call's
// outcome checked against what the rules say and the game's invariants checked after each call.
//
// Input: a header (rule, ruling, learning mode, board size, opening rule, how the game starts:
// empty, set-up stones or moves played in), then one call per opcode byte with its arguments. See decodeStart
// and step below; tests/fuzz/make_seeds.py writes seeds in this format.
//
// Checked after every call:
// - a refused call returns the error the rules call for and changes nothing (the whole state);
//   queries change nothing;
// - stone counts, turn, ply and code follow the recorded actions; the incremental patterns equal
//   ones built from scratch;
// - the result is set once, by the call that ended the game, and agrees with the board; after the
//   end only undo changes anything;
// - undo restores exactly the state before the undone call, redo exactly the state after it;
// - black's forbidden set (and forbiddenAt, legality) equals the brute-force reference's
//   (tests/core/reference_rules.cpp);
// - explanations agree with forbiddenKind and, for each straight-four point, with the reference;
// - results and explanations written as JSON are valid JSON;
// - a snapshot of the game restores to the same game, redo list included; its record reads back as
//   the same game;
// - in the opening, turn() says who acts and what is accepted, and every call agrees with it.
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/explanation.h"
#include "core/forbidden.h"
#include "core/game.h"
#include "core/notation.h"
#include "fuzz_support.h"
#include "game_checks.h"
#include "reference_rules.h"

using namespace renju;
using namespace fuzz;

namespace {

constexpr int kSizes[] = {5, 6, 7, 8, 9, 10, 11, 13, 15, 19, 20, 22};
constexpr int kMaxCalls = 200;
constexpr int kOpcodes = 28;  // see Fuzzer::step

// ---------------------------------------------------------------- statistics

// Set FUZZ_STATS=1 to count, over a run, how often the interesting cases came up (is the corpus
// reaching forbidden moves, fives, claims, nested explanations?).
struct Stats {
    long calls = 0, ok = 0, refused = 0, fives = 0, forbiddenPlayed = 0, forbiddenRefused = 0, forbiddenSets = 0,
         doubleThrees = 0, nested2 = 0, fullBoards = 0, twoPasses = 0, agreements = 0, claimWins = 0,
         claimForbiddens = 0, undos = 0, redos = 0, explains = 0;
    ~Stats() {
        if (!std::getenv("FUZZ_STATS")) return;
        std::fprintf(stderr,
                     "calls %ld (ok %ld, refused %ld); fives %ld; forbidden moves played %ld, refused %ld; positions with "
                     "forbidden points %ld, double threes %ld; explanations %ld, nested 2+ deep %ld; full boards %ld; "
                     "two passes %ld; agreed draws %ld; claims won: five %ld, forbidden %ld; undos %ld, redos %ld\n",
                     calls, ok, refused, fives, forbiddenPlayed, forbiddenRefused, forbiddenSets, doubleThrees, explains,
                     nested2, fullBoards, twoPasses, agreements, claimWins, claimForbiddens, undos, redos);
    }
} gStats;

// ---------------------------------------------------------------- forbidden points

// The reference's forbidden points of black on a board, remembered per board: within one input, calls
// that change nothing and undo/redo bring the same boards back, and the reference is slow.
using Kinds = std::array<ForbiddenKind, kMaxCells>;
using ReferenceCache = std::unordered_map<std::string, Kinds>;

const Kinds& referenceKinds(const Board& b, ReferenceCache& cache) {
    const int n = b.size();
    std::string key(n * n, '\0');
    for (int i = 0; i < n * n; ++i) key[i] = static_cast<char>(b.at(i));
    auto [it, added] = cache.try_emplace(key);
    if (added) {
        reference::Grid grid = gridOf(b);
        it->second.fill(ForbiddenKind::None);
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                if (b.empty(Point(x, y))) it->second[y * n + x] = referenceKind(grid, x, y);
    }
    return it->second;
}

// Black's forbidden set against the reference, and forbiddenAt and legality against the set.
void checkForbidden(const Game& g, ReferenceCache& cache) {
    const Position& pos = g.position();
    const int n = pos.size();
    const bool applies = pos.rule() == Rule::Renju && g.toMove() == Color::Black;
    ForbiddenList list;
    g.forbiddenPoints(list);
    if (!applies || g.over()) FUZZ_CHECK(list.count == 0);

    static const Kinds kNone{};
    const Kinds& expected = applies ? referenceKinds(pos.board(), cache) : kNone;
    if (!g.over()) {
        int k = 0;
        for (int i = 0; i < n * n; ++i) {
            if (expected[i] == ForbiddenKind::None) continue;
            FUZZ_CHECK(k < list.count && list.items[k].point == pos.board().point(i) && list.items[k].kind == expected[i]);
            ++k;
        }
        FUZZ_CHECK(k == list.count);
        gStats.forbiddenSets += list.count > 0;
        for (const ForbiddenPoint& f : list) gStats.doubleThrees += f.kind == ForbiddenKind::DoubleThree;
    }
    const Turn t = g.turn();
    for (int i = 0; i < n * n; ++i) {
        const Point p = pos.board().point(i);
        FUZZ_CHECK(g.forbiddenAt(p) == expected[i]);
        const ErrorCode want = g.over() ? ErrorCode::GameOver
                             : !t.allows(ActionType::Move) ? ErrorCode::WrongPhase
                             : !pos.board().empty(p) ? ErrorCode::Occupied
                             : t.opening && !inSquare(p.x, p.y, t.zone, n) ? ErrorCode::OutsideZone
                             : expected[i] != ForbiddenKind::None ? ErrorCode::Forbidden : ErrorCode::Ok;
        const Status s = g.legality(p);
        FUZZ_CHECK(s.code == want);
        if (!s.ok()) fuzz::checkMessage(s);
    }
}

// ---------------------------------------------------------------- explanations

ForbiddenKind kindOf(Verdict v) {
    return v == Verdict::Overline ? ForbiddenKind::Overline
         : v == Verdict::DoubleFour ? ForbiddenKind::DoubleFour
         : v == Verdict::DoubleThree ? ForbiddenKind::DoubleThree : ForbiddenKind::None;
}

// `grid` holds the board with e.filled placed; stones of `color` are read from it.
void checkExplanation(const Explanation& e, reference::Grid& grid, Rule rule, Point p, Color color,
                      const std::vector<Point>& filled, int depth) {
    FUZZ_CHECK(depth < 64);
    gStats.nested2 += depth == 2;
    const int n = grid.n;
    const int own = color == Color::Black ? reference::B : reference::W;
    FUZZ_CHECK(e.point == p && e.color == color && e.filled == filled);
    FUZZ_CHECK(grid.at(p.x, p.y) == reference::E);
    int fours = 0, threes = 0, real = 0, fives = 0, overlines = 0;
    bool seen[kDirections] = {};
    for (const LineExplanation& line : e.lines) {
        FUZZ_CHECK(line.direction >= 0 && line.direction < kDirections && !seen[line.direction]);
        seen[line.direction] = true;
        bool hasP = false;
        for (Point q : line.stones) {
            FUZZ_CHECK(q.onBoard(n));
            if (q == p) hasP = true;
            else FUZZ_CHECK(grid.at(q.x, q.y) == own);
        }
        FUZZ_CHECK(hasP);
        for (Point q : line.fivePoints) FUZZ_CHECK(q.onBoard(n) && grid.at(q.x, q.y) == reference::E);
        const bool isFour = line.kind == LineKind::Four || line.kind == LineKind::DoubleFour;
        FUZZ_CHECK(isFour == !line.fivePoints.empty());
        FUZZ_CHECK((line.kind == LineKind::Three) == !line.straightFours.empty());
        FUZZ_CHECK(line.kind != LineKind::None);
        switch (line.kind) {
            case LineKind::Three: ++threes; break;
            case LineKind::Four: ++fours; break;
            case LineKind::DoubleFour: fours += 2; break;
            case LineKind::Five: ++fives; break;
            case LineKind::Overline: ++overlines; break;
            default: break;
        }
        if (!line.checked) {
            FUZZ_CHECK(!line.real);
            for (const StraightFourPoint& sf : line.straightFours) FUZZ_CHECK(sf.verdict == Verdict::Unchecked && !sf.nested);
            continue;
        }
        FUZZ_CHECK(line.kind == LineKind::Three && color == Color::Black && rule == Rule::Renju);
        bool anyPlayable = false;
        grid.set(p.x, p.y, reference::B);
        for (const StraightFourPoint& sf : line.straightFours) {
            const Point q = sf.point;
            FUZZ_CHECK(q.onBoard(n) && grid.at(q.x, q.y) == reference::E);
            const bool five = reference::makesFive(grid, q.x, q.y);
            FUZZ_CHECK((sf.verdict == Verdict::Five) == five);
            FUZZ_CHECK(five == !sf.nested);
            if (five) continue;
            FUZZ_CHECK(sf.nested->verdict == sf.verdict);
            // Each straight-four point's verdict, with the stones above it filled in, is the reference's.
            FUZZ_CHECK(kindOf(sf.verdict) == referenceKind(grid, q.x, q.y));
            FUZZ_CHECK(sf.verdict != Verdict::Unchecked);
            anyPlayable |= sf.verdict == Verdict::Playable;
            std::vector<Point> below = filled;
            below.push_back(p);
            checkExplanation(*sf.nested, grid, rule, q, Color::Black, below, depth + 1);
        }
        grid.set(p.x, p.y, reference::E);
        FUZZ_CHECK(line.real == anyPlayable);
        real += line.real;
    }
    FUZZ_CHECK(e.fours == fours && e.threes == threes && e.realThrees == real);
    const bool renjuBlack = rule == Rule::Renju && color == Color::Black;
    const Verdict want = fives ? Verdict::Five
                       : !renjuBlack ? Verdict::Playable
                       : overlines ? Verdict::Overline
                       : fours >= 2 ? Verdict::DoubleFour
                       : real >= 2 ? Verdict::DoubleThree : Verdict::Playable;
    FUZZ_CHECK(e.verdict == want);
}

void checkExplain(const Game& g, Point p, Color color) {
    Position pos = g.position();
    const Position before = pos;
    const Explanation e = explain(pos, p, color);
    FUZZ_CHECK(samePosition(pos, before));  // the scratchpad is restored
    reference::Grid grid = gridOf(pos.board());
    checkExplanation(e, grid, pos.rule(), p, color, {}, 0);
    FUZZ_CHECK(isJson(explanationToJson(e)));
    ++gStats.explains;
    // The verdict: a five exactly when the stone makes one; for black in Renju, forbiddenKind's.
    FUZZ_CHECK((e.verdict == Verdict::Five) == naiveMakesFive(pos, p, color));
    if (pos.rule() == Rule::Renju && color == Color::Black) {
        FUZZ_CHECK(kindOf(e.verdict) == forbiddenKind(pos, p));
        FUZZ_CHECK(samePosition(pos, before));
    } else {
        FUZZ_CHECK(e.verdict == Verdict::Five || e.verdict == Verdict::Playable);
    }
    // Every top-level three is checked.
    for (const LineExplanation& line : e.lines)
        if (line.kind == LineKind::Three) FUZZ_CHECK(line.checked == (pos.rule() == Rule::Renju && color == Color::Black));
}

// ---------------------------------------------------------------- driving the game

struct Fuzzer {
    fuzz::Reader in;
    Game game;
    // Undo/redo model: for each recorded action the game before and after it.
    struct Step {
        Game before, after;
    };
    std::deque<Step> done, undone;  // a Step is large: no reallocation
    ReferenceCache cache;

    Fuzzer(fuzz::Reader r, Game g) : in(r), game(std::move(g)) {}

    int size() const { return game.position().size(); }

    // A point argument as the two ints a binding would pass: usually on the board, sometimes any int.
    void readPoint(int& x, int& y) {
        const uint8_t a = in.byte(), b = in.byte();
        if (a < 0xF0 && b < 0xF0) {
            x = a % size();
            y = b % size();
            return;
        }
        x = a < 0xF0 ? a % size() : (a & 1 ? in.int16() : in.int16() * 1000);
        y = b < 0xF0 ? b % size() : (b & 1 ? in.int16() : in.int16() * 1000);
    }
    // A point near a stone already on the board, so lines and shapes form.
    void readNearPoint(int& x, int& y) {
        const auto& acts = game.actions();
        std::vector<Point> stones;
        for (const auto& s : game.setup()) stones.push_back(s.point);
        for (const Action& a : acts)
            if (a.type == ActionType::Move) stones.push_back(a.point);
        const uint8_t b = in.byte();
        const Point base = stones.empty() ? Point(size() / 2, size() / 2) : stones[in.below(static_cast<int>(stones.size()))];
        x = base.x + (b & 7) - 3;
        y = base.y + ((b >> 3) & 7) - 3;
    }
    Player readPlayer() {
        const uint8_t b = in.byte();
        switch (b % 5) {
            case 0: return Player::None;
            case 1: return Player::First;
            case 2: return Player::Second;
            case 3: return game.turn().player;  // the one whose turn it is (None once over)
            default: return static_cast<Player>(3 + b / 5);  // not a player at all
        }
    }
    SwapChoice readChoice() {
        const uint8_t b = in.byte();
        return b % 4 == 3 ? static_cast<SwapChoice>(3 + b / 4) : static_cast<SwapChoice>(b % 4);
    }
    Color readColor() {
        const uint8_t b = in.byte();
        switch (b % 8) {
            case 0: return Color::Empty;
            case 7: return static_cast<Color>(3 + b / 8);  // not a colour at all
            default: return b % 2 ? Color::Black : Color::White;
        }
    }

    // On a wrong answer, say what was called on which game before failing.
    const char* call = "";
    void checkCode(const Status& s, ErrorCode want) {
        if (s.code == want) return;
        std::fprintf(stderr, "%s: expected %s, got %s (%s)\nrule %s, ruling %d, refuse %d, size %d, %zu set-up stones, code %s\n",
                     call, errorCodeName(want), errorCodeName(s.code), s.message.c_str(), ruleName(game.options().rule),
                     static_cast<int>(game.options().ruling), game.options().refuseForbidden, size(), game.setup().size(),
                     game.code().c_str());
        FUZZ_CHECK(s.code == want);
    }

    // A refused call changes nothing; a successful recording call is remembered for undo and redo.
    void refused(const Status& s, ErrorCode want, const Game& before) {
        ++gStats.refused;
        checkCode(s, want);
        fuzz::checkMessage(s);
        FUZZ_CHECK(sameGame(game, before, true));
    }
    void recorded(const Game& before) {
        ++gStats.ok;
        const Action& a = game.actions().back();
        gStats.fives += a.type == ActionType::Move && a.madeFive;
        gStats.forbiddenPlayed += a.type == ActionType::Move && a.forbidden != ForbiddenKind::None;
        gStats.claimWins += a.type == ActionType::ClaimWin;
        gStats.claimForbiddens += a.type == ActionType::ClaimForbidden;
        gStats.agreements += a.type == ActionType::AcceptDraw;
        gStats.fullBoards += game.result().reason == Reason::FullBoard;
        gStats.twoPasses += game.result().reason == Reason::TwoPasses;
        FUZZ_CHECK(game.actions().size() == before.actions().size() + 1);
        FUZZ_CHECK(!game.canRedo());
        done.push_back(Step{before, game});
        undone.clear();
    }
    void expect(const Status& s, ErrorCode want, const Game& before) {
        if (want == ErrorCode::Ok) {
            checkCode(s, want);
            recorded(before);
        } else {
            refused(s, want, before);
        }
    }

    // The error the turn rules give before anything else: a player who is not the one to act, an
    // action the game does not expect now (turn() says which).
    ErrorCode turnError(Player who, ActionType type) const {
        if (game.over()) return ErrorCode::GameOver;
        const Turn t = game.turn();
        if (who != Player::None && who != t.player) return ErrorCode::NotYourTurn;
        if (!t.allows(type)) return ErrorCode::WrongPhase;
        return ErrorCode::Ok;
    }

    // A stone, for whoever's turn it is (who = None, Game::play(p)) or for a named player.
    void play(int x, int y, bool offer, Player who = Player::None, bool named = false) {
        call = named ? "play(player)" : "play";
        const Game before = game;
        const Turn t = game.turn();
        const Color c = game.toMove();
        const int n = size();
        ErrorCode want = ErrorCode::Ok;
        bool five = false;
        ForbiddenKind kind = ForbiddenKind::None;
        if (named && !validPlayer(who)) {
            want = ErrorCode::BadArgument;
        } else if ((want = turnError(who, ActionType::Move)) != ErrorCode::Ok) {
        } else if (!naiveOnBoard(x, y, n)) {
            want = ErrorCode::OffBoard;
        } else if (!game.position().board().empty(Point(x, y))) {
            want = ErrorCode::Occupied;
        } else if (t.opening && !inSquare(x, y, t.zone, n)) {
            want = ErrorCode::OutsideZone;
        } else {
            five = naiveMakesFive(game.position(), Point(x, y), c);
            if (!five && c == Color::Black && game.options().rule == Rule::Renju) {
                reference::Grid grid = gridOf(game.position().board());
                kind = referenceKind(grid, x, y);
            }
            if (kind != ForbiddenKind::None && game.options().refuseForbidden) {
                want = ErrorCode::Forbidden;
                ++gStats.forbiddenRefused;
            }
        }
        const Status s = named ? game.play(who, Point(x, y), offer) : game.play(Point(x, y), offer);
        // A draw offer goes only with a stone that ends the opening: refused with WRONG_PHASE
        // otherwise, and then the same stone without the offer is taken and the opening goes on.
        if (want == ErrorCode::Ok && offer && t.opening && s.code == ErrorCode::WrongPhase) {
            Game without = before;
            FUZZ_CHECK((named ? without.play(who, Point(x, y)) : without.play(Point(x, y))).ok());
            FUZZ_CHECK(without.turn().opening || without.over());
            want = ErrorCode::WrongPhase;
        }
        expect(s, want, before);
        if (want != ErrorCode::Ok) return;
        const Action& a = game.actions().back();
        FUZZ_CHECK(a.type == ActionType::Move && a.color == c && a.point == Point(x, y) && a.offerDraw == offer);
        FUZZ_CHECK(a.player == t.player && c == t.stone);
        FUZZ_CHECK(a.madeFive == five && a.forbidden == kind);
        if (offer) FUZZ_CHECK(!game.turn().opening);
        checkStoneOutcome(c, Point(x, y), five, kind);
    }

    // After a stone: a five or (immediate ruling) a forbidden stone ends the game, and so does a full
    // board unless a claim is still open.
    void checkStoneOutcome(Color c, Point p, bool five, ForbiddenKind kind) {
        const Result& r = game.result();
        if (game.options().ruling == Ruling::Immediate && five) {
            FUZZ_CHECK(r.reason == Reason::Five && r.winner() == c);
        } else if (game.options().ruling == Ruling::Immediate && kind != ForbiddenKind::None) {
            FUZZ_CHECK(r.reason == Reason::Forbidden && r.forbidden == kind && r.point == p);
        } else if (game.position().board().full() && !anythingClaimable(game)) {
            FUZZ_CHECK(r.reason == Reason::FullBoard);
        } else {
            FUZZ_CHECK(!game.over());
        }
    }

    void pass(bool offer, Player who = Player::None, bool named = false) {
        call = named ? "pass(player)" : "pass";
        const Game before = game;
        const Action* prev = lastTurn(game);
        const bool second = prev && prev->type == ActionType::Pass;
        ErrorCode want = named && !validPlayer(who) ? ErrorCode::BadArgument : turnError(who, ActionType::Pass);
        // Too early to pass comes before what the turn allows.
        if ((want == ErrorCode::WrongPhase || want == ErrorCode::Ok) && static_cast<int>(game.setup().size()) + game.ply() < 3)
            want = ErrorCode::PassTooEarly;
        expect(named ? game.pass(who, offer) : game.pass(offer), want, before);
        if (want != ErrorCode::Ok) return;
        FUZZ_CHECK(game.toMove() == opponent(before.toMove()));
        FUZZ_CHECK(game.over() == second);
        if (second) FUZZ_CHECK(game.result().reason == Reason::TwoPasses);
    }

    // ---- the opening: swap decisions, declarations, offered and chosen fifth moves

    void decideSwap(Player who, SwapChoice choice) {
        call = "decideSwap";
        const Game before = game;
        const bool validChoice = choice == SwapChoice::Stay || choice == SwapChoice::Swap || choice == SwapChoice::PlaceTwo;
        ErrorCode want = !validPlayer(who) || !validChoice ? ErrorCode::BadArgument : turnError(who, ActionType::Swap);
        if (want == ErrorCode::Ok && choice == SwapChoice::PlaceTwo && !game.turn().placeTwo) want = ErrorCode::WrongPhase;
        expect(game.decideSwap(who, choice), want, before);
        if (want != ErrorCode::Ok) return;
        const Action& a = game.actions().back();
        FUZZ_CHECK(a.type == ActionType::Swap && a.player == who && a.choice == choice);
        FUZZ_CHECK(game.blackPlayer() == (choice == SwapChoice::Swap ? otherPlayer(before.blackPlayer()) : before.blackPlayer()));
        FUZZ_CHECK(sameStones(game, before));
    }

    void declare(Player who, int number) {
        call = "declare";
        const Game before = game;
        ErrorCode want = !validPlayer(who) ? ErrorCode::BadArgument : turnError(who, ActionType::Declare);
        if (want == ErrorCode::Ok && (number < 1 || number > game.turn().declareMax)) want = ErrorCode::BadArgument;
        expect(game.declare(who, number), want, before);
        if (want != ErrorCode::Ok) return;
        FUZZ_CHECK(game.declared() == number && sameStones(game, before));
    }

    void offerFifth(Player who, int x, int y) {
        call = "offerFifth";
        const Game before = game;
        ErrorCode want = !validPlayer(who) ? ErrorCode::BadArgument : turnError(who, ActionType::Offer);
        // offerLegality answers the same for whoever's turn it is.
        const ErrorCode legal = offerError(x, y);
        FUZZ_CHECK(game.offerLegality(Point(x, y)).code == legal);
        if (want == ErrorCode::Ok) want = legal;
        expect(game.offerFifth(who, Point(x, y)), want, before);
        if (want != ErrorCode::Ok) return;
        FUZZ_CHECK(game.offers().size() == before.offers().size() + 1 && game.offers().back() == Point(x, y));
        FUZZ_CHECK(sameStones(game, before));
    }

    // What offerLegality should say, worked out here: the turn, the point, black's forbidden points,
    // and no repeat of an earlier offer or of a point a symmetry of the stones maps one onto.
    ErrorCode offerError(int x, int y) const {
        if (const ErrorCode e = turnError(Player::None, ActionType::Offer); e != ErrorCode::Ok) return e;
        const int n = size();
        if (!naiveOnBoard(x, y, n)) return ErrorCode::OffBoard;
        const Board& b = game.position().board();
        if (!b.empty(Point(x, y))) return ErrorCode::Occupied;
        if (game.toMove() == Color::Black && game.options().rule == Rule::Renju &&
            !naiveMakesFive(game.position(), Point(x, y), Color::Black)) {
            reference::Grid grid = gridOf(b);
            if (referenceKind(grid, x, y) != ForbiddenKind::None) return ErrorCode::Forbidden;
        }
        for (Point o : game.offers())
            for (int sym = 0; sym < 8; ++sym)
                if (symmetryOf(b, sym) && mapPoint(o, sym, n) == Point(x, y)) return ErrorCode::SymmetricOffer;
        return ErrorCode::Ok;
    }

    void chooseFifth(Player who, int x, int y) {
        call = "chooseFifth";
        const Game before = game;
        ErrorCode want = !validPlayer(who) ? ErrorCode::BadArgument : turnError(who, ActionType::Choose);
        bool offered = false;
        for (Point o : game.offers()) offered |= naiveOnBoard(x, y, size()) && o == Point(x, y);
        if (want == ErrorCode::Ok && !offered) want = ErrorCode::NotOffered;
        const Color c = game.toMove();
        const bool five = want == ErrorCode::Ok && naiveMakesFive(game.position(), Point(x, y), c);
        expect(game.chooseFifth(who, Point(x, y)), want, before);
        if (want != ErrorCode::Ok) return;
        const Action& a = game.actions().back();
        FUZZ_CHECK(a.type == ActionType::Choose && a.point == Point(x, y) && a.color == c && c == Color::Black);
        FUZZ_CHECK(game.position().board().at(Point(x, y)) == c && game.offers() == before.offers());
        checkStoneOutcome(c, Point(x, y), five, a.forbidden);
    }

    // What the game expects now, done with arguments that fit, so fuzzing gets through openings: a
    // point in the zone (or near the centre) that the game takes, counted from an input-chosen start.
    void actForTurn(uint8_t arg) {
        if (game.over()) return;
        const Turn t = game.turn();
        const int n = size();
        const int w = t.zone > 0 ? (t.zone % 2 == n % 2 ? t.zone : t.zone + 1) : 7;
        const int lo = (n - w) / 2;
        auto pick = [&](bool offer) {
            for (int k = 0; k < w * w; ++k) {
                const int i = (arg + k) % (w * w);
                const Point p(lo + i % w, lo + i / w);
                if ((offer ? game.offerLegality(p) : game.legality(p)).ok()) return p;
            }
            return Point(lo + arg % w, lo + (arg / 16) % w);
        };
        if (t.allows(ActionType::Swap)) {
            decideSwap(t.player, static_cast<SwapChoice>(arg % (t.placeTwo ? 3 : 2)));
        } else if (t.allows(ActionType::Declare)) {
            declare(t.player, 1 + arg % t.declareMax);
        } else if (t.allows(ActionType::Choose)) {
            const Point p = game.offers().empty() ? Point(n / 2, n / 2) : game.offers()[arg % game.offers().size()];
            chooseFifth(t.player, p.x, p.y);
        } else if (t.allows(ActionType::Offer) && (!t.allows(ActionType::Move) || (arg & 1))) {
            const Point p = pick(true);
            offerFifth(t.player, p.x, p.y);
        } else {
            const Point p = pick(false);
            play(p.x, p.y, false, t.player, true);
        }
    }

    void answerDraw(bool accept) {
        call = "answerDraw";
        const Game before = game;
        const ErrorCode want = game.over() ? ErrorCode::GameOver : !offerPending(game) ? ErrorCode::NoDrawOffer : ErrorCode::Ok;
        expect(accept ? game.acceptDraw() : game.declineDraw(), want, before);
        if (want != ErrorCode::Ok) return;
        FUZZ_CHECK(game.toMove() == before.toMove() && !game.drawOffered());
        FUZZ_CHECK(accept ? game.result().reason == Reason::Agreement : !game.over());
    }

    void resignOrTimeout(bool resign, Color who) {
        call = "resign/timeout";
        const Game before = game;
        const ErrorCode want = game.over() ? ErrorCode::GameOver : !validColor(who) ? ErrorCode::BadArgument : ErrorCode::Ok;
        expect(resign ? game.resign(who) : game.timeout(who), want, before);
        if (want != ErrorCode::Ok) return;
        FUZZ_CHECK(game.result().winner() == opponent(who));
    }

    void claimWin(Color who) {
        call = "claimWin";
        const Game before = game;
        const ErrorCode want = game.over() ? ErrorCode::GameOver
                             : game.options().ruling != Ruling::Claim ? ErrorCode::BadClaim
                             : !validColor(who) ? ErrorCode::BadArgument
                             : !winClaimable(game, who) ? ErrorCode::BadClaim : ErrorCode::Ok;
        expect(game.claimWin(who), want, before);
        if (want == ErrorCode::Ok) FUZZ_CHECK(game.result().reason == Reason::Five && game.result().winner() == who);
    }

    void claimForbidden(int x, int y) {
        call = "claimForbidden";
        const Game before = game;
        const ErrorCode want = game.over() ? ErrorCode::GameOver
                             : game.options().ruling != Ruling::Claim ? ErrorCode::BadClaim
                             : !naiveOnBoard(x, y, size()) ? ErrorCode::OffBoard
                             : !forbiddenClaimable(game, Point(x, y)) ? ErrorCode::BadClaim : ErrorCode::Ok;
        const Action* claimed = want == ErrorCode::Ok ? forbiddenClaimable(game, Point(x, y)) : nullptr;
        const ForbiddenKind kind = claimed ? claimed->forbidden : ForbiddenKind::None;
        expect(game.claimForbidden(Point(x, y)), want, before);
        if (want == ErrorCode::Ok)
            FUZZ_CHECK(game.result().reason == Reason::Forbidden && game.result().forbidden == kind &&
                       game.result().outcome == Outcome::WhiteWins);
    }

    void undo() {
        call = "undo";
        const Game before = game;
        const Status s = game.undo();
        if (done.empty()) return refused(s, ErrorCode::NothingToUndo, before);
        FUZZ_CHECK(s.ok());
        FUZZ_CHECK(sameGame(game, done.back().before, false));
        ++gStats.undos;
        FUZZ_CHECK(game.canRedo());
        undone.push_back(std::move(done.back()));
        done.pop_back();
    }

    void redo() {
        call = "redo";
        const Game before = game;
        const Status s = game.redo();
        if (undone.empty()) return refused(s, ErrorCode::NothingToRedo, before);
        FUZZ_CHECK(s.ok());
        FUZZ_CHECK(sameGame(game, undone.back().after, false));
        ++gStats.redos;
        done.push_back(std::move(undone.back()));
        undone.pop_back();
        FUZZ_CHECK(game.canRedo() == !undone.empty());
    }

    // Queries: answers checked, and the game must not change.
    void query(uint8_t what) {
        const Game before = game;
        int x, y;
        readPoint(x, y);
        const int n = size();
        const Point p(x, y);
        if (what & 1) {
            // forbiddenAt and legality anywhere, off the board included.
            const ForbiddenKind k = game.forbiddenAt(p);
            if (!naiveOnBoard(x, y, n)) {
                FUZZ_CHECK(k == ForbiddenKind::None);
                const Status s = game.legality(p);
                const ErrorCode e = turnError(Player::None, ActionType::Move);
                FUZZ_CHECK(s.code == (e != ErrorCode::Ok ? e : ErrorCode::OffBoard));
                fuzz::checkMessage(s);
            }
        } else if (naiveOnBoard(x, y, n) && game.position().board().empty(p)) {
            checkExplain(game, p, (what & 2) ? opponent(game.toMove()) : game.toMove());
        }
        FUZZ_CHECK(sameGame(game, before, true));
    }

    // A copy is equal and independent.
    void copy() {
        call = "copy";
        Game other = game;
        FUZZ_CHECK(sameGame(other, game, true));
        const Game before = game;
        other.undo();
        other.pass();
        FUZZ_CHECK(sameGame(game, before, true));
    }

    void step() {
        const uint8_t op = in.byte();
        call = "";
        ++gStats.calls;
        const bool offer = op & 0x80;
        int x, y;
        switch (op % kOpcodes) {
            case 0: case 1: case 2: readPoint(x, y); play(x, y, offer); break;
            case 3: case 4: case 5: readNearPoint(x, y); play(x, y, offer); break;
            case 6: {  // a forbidden point, when there is one
                ForbiddenList list;
                game.forbiddenPoints(list);
                if (list.count == 0) break;
                const Point p = list.items[in.below(list.count)].point;
                play(p.x, p.y, offer);
                break;
            }
            case 7: pass(offer); break;
            case 8: answerDraw(true); break;
            case 9: answerDraw(false); break;
            case 10: resignOrTimeout(true, readColor()); break;
            case 11: resignOrTimeout(false, readColor()); break;
            case 12: claimWin(readColor()); break;
            case 13: {  // a claim on a stone played, or on any point
                const auto& acts = game.actions();
                if (!(op & 0x40) && !acts.empty()) {
                    const Point p = acts[in.below(static_cast<int>(acts.size()))].point;
                    claimForbidden(p.x, p.y);
                } else {
                    readPoint(x, y);
                    claimForbidden(x, y);
                }
                break;
            }
            case 14: case 15: undo(); break;
            case 16: redo(); break;
            case 17: for (int k = 1 + in.below(8); k > 0; --k) (op & 0x40) ? redo() : undo(); break;
            case 18: query(in.byte()); break;
            case 19: copy(); break;
            case 20: readPoint(x, y); play(x, y, offer, readPlayer(), true); break;
            case 21: pass(offer, readPlayer(), true); break;
            case 22: decideSwap(readPlayer(), readChoice()); break;
            case 23: declare(readPlayer(), static_cast<int8_t>(in.byte())); break;
            case 24: {
                const Player who = readPlayer();
                readPoint(x, y);
                offerFifth(who, x, y);
                break;
            }
            case 25: {
                const Player who = readPlayer();
                if (!(op & 0x40) && !game.offers().empty()) {
                    const Point p = game.offers()[in.below(static_cast<int>(game.offers().size()))];
                    chooseFifth(who, p.x, p.y);
                } else {
                    readPoint(x, y);
                    chooseFifth(who, x, y);
                }
                break;
            }
            case 26: case 27: actForTurn(in.byte()); break;
        }
        if (gTrace) std::fprintf(stderr, "op %d -> %s, code %s\n", op % kOpcodes, call, game.code().c_str());
        checkAfterCall();
    }

    // The whole-board checks run when the stones, the side to move or the end changed: a call that
    // changed none of them was already compared with the state before it.
    Position checkedPosition;
    bool checkedOver = false, checkedOnce = false;
    // Snapshot and record round trips replay the whole game: after every third call that recorded or
    // undid something, and at the end of the input (roundTrips).
    size_t roundTripActions = 0, roundTripRedo = 0;
    int changes = 0;
    void checkAfterCall() {
        const bool changed = !checkedOnce || !(game.position() == checkedPosition) || game.over() != checkedOver;
        checkState(game, changed);
        if (changed) checkForbidden(game, cache);
        if ((game.actions().size() != roundTripActions || game.redoList().size() != roundTripRedo) && ++changes % 3 == 0)
            roundTrips();
        // The standard-opening rules keep the first three stones in growing central squares, and every
        // such placement is one of the 26 standard openings.
        const Opening o = game.options().opening;
        if ((o == Opening::Rif || o == Opening::Yamaguchi || o == Opening::Soosorv8 || o == Opening::Taraguchi10) &&
            game.setup().empty() && game.firstToMove() == Color::Black && game.moves().size() >= 3)
            FUZZ_CHECK(game.standardOpening().has_value());
        checkedPosition = game.position();
        checkedOver = game.over();
        checkedOnce = true;
    }
    void roundTrips() {
        checkSnapshot(game);
        checkRecord(game);
        roundTripActions = game.actions().size();
        roundTripRedo = game.redoList().size();
    }
};

// ---------------------------------------------------------------- the start of a game

Game decodeStart(fuzz::Reader& in) {
    const uint8_t h = in.byte();
    GameOptions o;
    o.rule = static_cast<Rule>(h % 3);
    o.ruling = (h >> 2) & 1 ? Ruling::Claim : Ruling::Immediate;
    o.refuseForbidden = (h >> 3) & 1;
    const uint8_t sizeByte = in.byte();
    // The opening rule: 0 is none (play from the first move, as before opening rules existed).
    o.opening = static_cast<Opening>((in.byte() + kOpenings - 1) % kOpenings);
    const bool standardOnly = o.opening == Opening::Rif || o.opening == Opening::Yamaguchi ||
                              o.opening == Opening::Soosorv8 || o.opening == Opening::Taraguchi10;
    o.size = o.rule == Rule::Renju || standardOnly ? kDefaultSize : kSizes[sizeByte % (sizeof(kSizes) / sizeof(kSizes[0]))];

    // validate() accepts exactly the three rules, the two rulings and the openings, renju on 15x15,
    // the other rules on 5x5 to 22x22, the standard-opening rules on 15x15.
    auto checkValidate = [](const GameOptions& g, bool valid) {
        const Status st = Game::validate(g);
        FUZZ_CHECK(st.ok() == valid);
        if (!valid) {
            FUZZ_CHECK(st.code == ErrorCode::BadArgument);
            fuzz::checkMessage(st);
        }
    };
    for (int s : {-1, 0, 4, 5, 14, 15, 16, 22, 23, 1000}) {
        GameOptions bad = o;
        bad.size = s;
        checkValidate(bad, s >= kMinSize && s <= kMaxSize && (o.rule != Rule::Renju || s == kDefaultSize) &&
                               (!standardOnly || s == kDefaultSize));
    }
    for (int v : {3, 7, 255}) {
        GameOptions bad = o;
        bad.rule = static_cast<Rule>(v);
        checkValidate(bad, false);
        bad = o;
        bad.ruling = static_cast<Ruling>(v - 1);
        checkValidate(bad, false);
    }
    for (int v : {kOpenings, kOpenings + 4, 255}) {
        GameOptions bad = o;
        bad.opening = static_cast<Opening>(v);
        checkValidate(bad, false);
    }
    FUZZ_CHECK(Game::validate(o).ok());

    switch ((h >> 4) & 3) {
        case 1:
        case 2: {  // set-up stones: clustered or anywhere, either side to move
            const int n = o.size;
            Position start(n, o.rule, (h >> 6) & 1 ? Color::White : Color::Black);
            const int count = in.byte() % (n * n + 1);
            Point last(n / 2, n / 2);
            for (int i = 0; i < count && !in.empty(); ++i) {
                const uint8_t b = in.byte();
                const Point p = ((h >> 4) & 3) == 1 ? in.point(n)
                                                    : Point(last.x + (b & 7) - 3, last.y + ((b >> 3) & 7) - 3);
                if (!p.onBoard(n) || !start.board().empty(p)) continue;
                start.place(p, b & 0x80 ? Color::White : Color::Black);
                last = p;
            }
            if ((h >> 7) & 1) {  // fill the board, to reach full-board endings on small boards
                for (int i = 0; i < n * n; ++i)
                    if (start.board().empty(start.board().point(i)) && in.byte() % 4)
                        start.place(start.board().point(i), i % 3 ? Color::White : Color::Black);
            }
            return Game(o, start);
        }
        case 3: {  // moves played in, ending nowhere
            GameOptions plain = o;
            plain.opening = Opening::None;
            Game g(plain);
            fuzz::playRandomMoves(g, in, in.byte() % 64);
            // Played in, not set up: start the fuzzed calls from a fresh game over that position.
            Position start = g.position();
            return Game(o, start);
        }
        default:
            return Game(o);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t n) {
    fuzz::Reader in(data, n);
    Game start = decodeStart(in);
    Fuzzer f(in, std::move(start));
    if (gTrace) {
        std::fprintf(stderr, "start: rule %s, ruling %d, refuse %d, size %d, opening %s, %s to move, set-up:",
                     ruleName(f.game.options().rule), static_cast<int>(f.game.options().ruling),
                     f.game.options().refuseForbidden, f.size(), openingName(f.game.options().opening),
                     colorName(f.game.toMove()));
        for (const Game::Stone& s : f.game.setup())
            std::fprintf(stderr, " %s%s", s.color == Color::Black ? "b" : "w", formatPoint(s.point).c_str());
        std::fprintf(stderr, "\n");
    }
    f.checkAfterCall();
    for (int i = 0; i < kMaxCalls && !f.in.empty(); ++i) f.step();
    f.roundTrips();
    return 0;
}
