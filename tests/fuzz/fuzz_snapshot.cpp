// libFuzzer target: restoring a game snapshot from any text (core/snapshot.h).
// Checks, for any bytes: a refused snapshot gives BAD_CODE with a printable UTF-8 message and no
// game; an accepted one gives a game whose state holds every invariant (game_checks.h), is written
// back as exactly the same text (nothing in it was ignored or changed on the way in; version 1 comes
// back as version 2), and restores again to the same game.
#include <cstdint>
#include <string>

#include "core/snapshot.h"
#include "fuzz_support.h"
#include "game_checks.h"

using namespace renju;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t n) {
    const std::string text(reinterpret_cast<const char*>(data), n);
    const RestoredGame r = restoreSnapshot(text);
    if (!r.game) {
        FUZZ_CHECK(r.status.code == ErrorCode::BadCode);
        fuzz::checkMessage(r.status);
        return 0;
    }
    FUZZ_CHECK(r.status.ok());
    fuzz::checkState(*r.game, true);
    // Version 1 (before opening rules) is written back as version 2 with no opening.
    const std::string expected = text.compare(0, 2, "1;") == 0 ? "2" + text.substr(1) + ";none" : text;
    const std::string again = saveSnapshot(*r.game);
    if (again != expected && fuzz::gTrace) std::fprintf(stderr, "read:    %s\nwritten: %s\n", text.c_str(), again.c_str());
    FUZZ_CHECK(again == expected);
    fuzz::checkSnapshot(*r.game);
    return 0;
}
