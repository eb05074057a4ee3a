#include "opening_scripts.h"

using namespace test;

namespace {
std::vector<std::string> tokensOf(const std::string& rec) {
    const std::string line = rec.substr(rec.find("actions:") + 8);
    std::vector<std::string> out;
    std::istringstream in(line);
    for (std::string t; in >> t;) out.push_back(t);
    return out;
}
std::string prefix(const std::string& rec, const std::vector<std::string>& tokens, size_t k) {
    std::string s = rec.substr(0, rec.find("actions:")) + "actions:";
    for (size_t i = 0; i < k; ++i) s += " " + tokens[i];
    return s + "\n";
}
}  // namespace

TEST_CASE("opening undo: stepping back through every phase gives the states play went through; redo replays them",
          "[opening][undo]") {
    for (const std::string& rec : openingScripts()) {
        INFO(rec);
        const std::vector<std::string> tokens = tokensOf(rec);
        // The state after each number of actions, from a fresh replay of that many.
        std::vector<std::string> states;
        std::vector<Position> positions;
        for (size_t k = 0; k <= tokens.size(); ++k) {
            ParsedRecord p = parseRecord(prefix(rec, tokens, k));
            INFO(p.status.message);
            REQUIRE(p.game);
            states.push_back(stateOf(*p.game));
            positions.push_back(p.game->position());
        }
        ParsedRecord full = parseRecord(rec);
        REQUIRE(full.game);
        Game& g = *full.game;
        for (size_t k = tokens.size(); k-- > 0;) {
            REQUIRE_OK(g.undo());
            INFO("after undoing " << tokens[k]);
            REQUIRE(stateOf(g) == states[k]);
            REQUIRE(g.position() == positions[k]);
        }
        CHECK(g.undo().code == ErrorCode::NothingToUndo);
        for (size_t k = 1; k <= tokens.size(); ++k) {
            REQUIRE_OK(g.redo());
            INFO("after redoing " << tokens[k - 1]);
            REQUIRE(stateOf(g) == states[k]);
        }
        CHECK(g.redo().code == ErrorCode::NothingToRedo);
        CHECK(formatRecord(g) == rec);
    }
}

TEST_CASE("opening undo: a new action after undo clears redo; undoing a swap gives the colours back", "[opening][undo]") {
    Game g = openingGame(Opening::Rif);
    placeAll(g, kFirst, "h8 h9 i9");
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Swap));
    CHECK(g.blackPlayer() == kSecond);
    REQUIRE_OK(g.undo());
    CHECK(g.blackPlayer() == kFirst);
    CHECK(g.turn().allows(ActionType::Swap));
    CHECK_FALSE(g.coloursSettled());
    REQUIRE_OK(g.decideSwap(kSecond, SwapChoice::Stay));
    CHECK_FALSE(g.canRedo());
    CHECK(g.blackPlayer() == kFirst);
    REQUIRE_OK(g.play(kSecond, pt("a1")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("g8")));
    REQUIRE_OK(g.undo());
    CHECK(g.offers().empty());
    CHECK(g.turn().offered == 0);
    REQUIRE_OK(g.offerFifth(kFirst, pt("j10")));
    REQUIRE_OK(g.offerFifth(kFirst, pt("g8")));
    REQUIRE_OK(g.chooseFifth(kSecond, pt("g8")));
    REQUIRE_OK(g.undo());  // the chosen stone comes off, the offers stay
    CHECK(g.position().board().empty(pt("g8")));
    CHECK(g.turn().allows(ActionType::Choose));
    CHECK(pointsText(g.offers()) == "j10 g8");
    CHECK(g.code() == "h8h9i9a1");
}
