#pragma once
#include <string>
#include <utility>

namespace renju {

// Stable error codes: the WebAssembly API hands these names to JavaScript as `error.code`.
enum class ErrorCode : uint8_t {
    Ok = 0,
    OffBoard,
    Occupied,
    GameOver,
    BadCode,
    Forbidden,
    PassTooEarly,
    NoDrawOffer,
    BadClaim,
    BadArgument,
    NothingToUndo,
    NothingToRedo,
    WrongPhase,
    NotYourTurn,
    OutsideZone,
    SymmetricOffer,
    NotOffered,
    BadRecord,
};
constexpr ErrorCode kLastErrorCode = ErrorCode::BadRecord;  // for range checks on numbers from outside

constexpr const char* errorCodeName(ErrorCode c) {
    switch (c) {
        case ErrorCode::Ok: return "OK";
        case ErrorCode::OffBoard: return "OFF_BOARD";
        case ErrorCode::Occupied: return "OCCUPIED";
        case ErrorCode::GameOver: return "GAME_OVER";
        case ErrorCode::BadCode: return "BAD_CODE";
        case ErrorCode::Forbidden: return "FORBIDDEN";
        case ErrorCode::PassTooEarly: return "PASS_TOO_EARLY";
        case ErrorCode::NoDrawOffer: return "NO_DRAW_OFFER";
        case ErrorCode::BadClaim: return "BAD_CLAIM";
        case ErrorCode::BadArgument: return "BAD_ARGUMENT";
        case ErrorCode::NothingToUndo: return "NOTHING_TO_UNDO";
        case ErrorCode::NothingToRedo: return "NOTHING_TO_REDO";
        case ErrorCode::WrongPhase: return "WRONG_PHASE";
        case ErrorCode::NotYourTurn: return "NOT_YOUR_TURN";
        case ErrorCode::OutsideZone: return "OUTSIDE_ZONE";
        case ErrorCode::SymmetricOffer: return "SYMMETRIC_OFFER";
        case ErrorCode::NotOffered: return "NOT_OFFERED";
        case ErrorCode::BadRecord: return "BAD_RECORD";
    }
    return "UNKNOWN";
}

// The outcome of an operation that can be refused. Errors are values: the core never throws,
// so nothing unwinds across the WebAssembly boundary.
struct Status {
    ErrorCode code = ErrorCode::Ok;
    std::string message;

    bool ok() const { return code == ErrorCode::Ok; }
    explicit operator bool() const { return ok(); }

    static Status success() { return Status{}; }
    static Status error(ErrorCode c, std::string msg) { return Status{c, std::move(msg)}; }
};

}  // namespace renju
