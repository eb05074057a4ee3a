// libFuzzer target: reading a game record from any text (core/record.h).
// Checks, for any bytes: a refused record gives an error (BAD_RECORD, or the refused action's own)
// with a printable UTF-8 message and no game; an accepted one gives a game whose state holds every
// invariant (game_checks.h), and whose record, written out, reads back as the same game and is
// written the same again.
#include <cstdint>
#include <string>

#include "core/record.h"
#include "fuzz_support.h"
#include "game_checks.h"

using namespace renju;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t n) {
    const std::string text(reinterpret_cast<const char*>(data), n);
    const ParsedRecord r = parseRecord(text);
    if (!r.game) {
        FUZZ_CHECK(!r.status.ok());
        fuzz::checkMessage(r.status);
        return 0;
    }
    FUZZ_CHECK(r.status.ok() && !r.game->canRedo());
    fuzz::checkState(*r.game, true);
    fuzz::checkRecord(*r.game);
    return 0;
}
