// libFuzzer target: reading record files of any format from any bytes (core/game_file.h).
// Checks, for any bytes and each format (and detection): reading finishes with games or errors,
// every message is printable UTF-8 and short; every game's tree is legal by the rules (each node
// replays), and its full record reads back as the same tree; the formats that keep the tree (record,
// sgf, renlib for 15x15) write it so that it reads back with the same number of nodes.
#include <cstdint>
#include <string>

#include "core/game_file.h"
#include "core/tree_record.h"
#include "fuzz_support.h"

using namespace renju;

namespace {
bool printable(const std::string& s) {
    for (unsigned char c : s)
        if (c < 0x20) return false;
    return true;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t n) {
    if (n == 0) return 0;
    const char* formats[] = {"", "renlib", "psq", "pos", "sgf", "pgn", "moves", "record", "rif"};
    const std::string bytes(reinterpret_cast<const char*>(data) + 1, n - 1);
    const FileRead r = readGameFile(bytes, formats[data[0] % 9]);
    FUZZ_CHECK(!r.games.empty() || !r.errors.empty());
    FUZZ_CHECK(r.errors.size() <= static_cast<size_t>(kMaxFileErrors) + 1);
    for (const FileMessage& e : r.errors) {
        FUZZ_CHECK(printable(e.message) && e.message.size() < 400);
        fuzz::checkMessage(Status::error(ErrorCode::BadRecord, e.message));
    }
    for (const FileGame& g : r.games) {
        for (int id = 0; id < g.tree.slots(); ++id) {
            if (!g.tree.valid(id) || !g.tree.node(id).children.empty()) continue;
            std::optional<Game> at;
            FUZZ_CHECK(g.tree.gameAt(id, at).ok());
        }
        const std::string text = formatTreeRecord(g.tree, g.current);
        const ParsedTreeRecord back = parseTreeRecord(text);
        FUZZ_CHECK(back.tree.has_value());
        FUZZ_CHECK(back.tree->count() == g.tree.count());
        FUZZ_CHECK(formatTreeRecord(*back.tree, back.current) == text);
        // SGF and RenLib hold stones and passes, not the opening rules' decisions.
        bool stonesOnly = true;
        for (int id = 1; id < g.tree.slots(); ++id)
            if (g.tree.valid(id) && !placesStone(g.tree.node(id).action) && g.tree.node(id).action.type != ActionType::Pass) stonesOnly = false;
        for (const char* f : {"sgf", "renlib"}) {
            if (!stonesOnly) break;
            const FileWrite w = writeGameFile(g.tree, g.current, f);
            if (!w.status) continue;
            const FileRead again = readGameFile(w.bytes, f);
            FUZZ_CHECK(again.games.size() == 1);
            FUZZ_CHECK(again.games[0].tree.count() == g.tree.count());
        }
    }
    return 0;
}
