#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/status.h"
#include "core/variation_tree.h"

namespace renju {

// Reading and writing other programs' record files into and from game trees (core/variation_tree.h).
// Formats (names as the API uses them):
//   renlib   RenLib library .lib (binary): the whole tree, comments, board texts (as labels)
//   psq      Piskvork / Gomocup .psq: "Piskvorky NxN, ..." then x,y,ms lines, then engine names
//   pos      Renju .pos (binary): a count byte, then a byte a move (row from the top x 15 + column)
//   sgf      SGF (GM[1], GM[4], GM[5]): variations, comments (C), labels and marks (LB TR CR SQ MA),
//            several game trees in one file
//   pgn      PlayOK's PGN export: tag pairs, numbered moves, swap2 choices (black/white/--)
//   moves    a numbered move list ("1. h8 i9 2. j10") or a game code ("h8i9j10")
//   record   the project's full game record, with or without variations (core/tree_record.h)
//   rif      the RIF / renju.net game database (XML): many games with players, event, date, result,
//            rule and opening
//   sav      Yixin-Board's .sav: the size, the size again, the number of moves, then "row column" pairs
// Every move is replayed by the rules: a move off the board, on a stone, or after the end of the
// game is reported with its place and what was wrong, and the read goes on without it (a partial
// read); a forbidden black stone under Renju is kept (the rules play it, black loses) and reported
// as a warning. Reading is linear in the input and bounded (kMaxFileGames games, the tree's node
// limit); nothing in the input can make it recurse.

// A problem's parameters, by name: {"n", "12"}, {"token", "\"z9\""}, ...
using FileParams = std::vector<std::pair<std::string, std::string>>;

struct FileMessage {
    std::string where;     // "line 3", "byte 120", "game 2, line 14", ...
    std::string message;   // what was wrong, in English, quoting at most 32 characters of the input
    bool warning = false;  // kept (a forbidden stone), not dropped
    // The same as a code and its parameters, for a page to word in its reader's language: e.g.
    // "countShort" {count, have}; "refused" {n, move, reason (the game's error code), point}.
    // The codes are listed in wasm/renju.d.ts (FileProblemCode).
    std::string code;
    FileParams params;
};
// A problem's message with its code and parameters.
FileMessage fileMessage(std::string where, std::string code, FileParams params, std::string message, bool warning = false);
// The first "quoted" text in a message (as it is quoted there), or "".
std::string quotedIn(std::string_view message);

struct FileGame {
    VariationTree tree;
    int current = VariationTree::kRoot;  // where the file leaves the game (the main line's end by default)
    std::vector<std::pair<std::string, std::string>> info;  // black, white, event, date, result, opening, ...
};

struct FileRead {
    std::string format;  // the format read (detected or given)
    std::vector<FileGame> games;
    std::vector<FileMessage> errors;
    bool partial = false;  // something in the file was left out
    int gameCount = 0;     // games read (kept in `games`, or handed to onGame)
    // Set by the caller: comments whose bytes are not UTF-8 (RenLib's, in the writer's code page:
    // GBK in Chinese libraries) kept byte for byte as U+0000-U+00FF, for the caller to decode, instead
    // of read as Windows-1252.
    bool rawText = false;

    // For big files, both optional: each game handed over as soon as it is read (and not kept in
    // `games`, so that a file of many games does not hold every game's tree at once), and how far the
    // read has got (bytes done, all bytes), called about every 1% of the file.
    std::function<void(FileGame&&)> onGame;
    std::function<void(size_t, size_t)> onProgress;
    void addGame(FileGame&& game);
    void progress(size_t offset);
    size_t total = 0;

private:
    size_t nextReport_ = 0;
};

constexpr int kMaxFileGames = 100000;
constexpr int kMaxFileErrors = 200;

// The format names above, in that order, and the detection: "" when nothing fits.
constexpr const char* kFileFormats[] = {"renlib", "psq", "pos", "sgf", "pgn", "moves", "record", "rif", "sav"};
std::string detectFileFormat(std::string_view bytes);
// Reads a file. An empty `format` detects it; an unknown format or an unreadable file gives no games
// and an error.
FileRead readGameFile(std::string_view bytes, std::string_view format = "");
// The same into `out`, whose onGame and onProgress (if set) are called while it reads.
void readGameFileInto(std::string_view bytes, std::string_view format, FileRead& out);
// Writes the tree (at node `current`) in a format: renlib, sgf and record keep the whole tree; psq,
// pos, sav and moves write the line to `current` (the main line's end when -1). BAD_ARGUMENT for a format
// that cannot hold the game (a set-up position in psq, a board other than 15x15 in renlib or pos).
struct FileWrite {
    std::string bytes;
    Status status;
};
FileWrite writeGameFile(const VariationTree& tree, int current, std::string_view format);

// For the format readers (core/format_*.cpp): builds one game's tree from a file's moves, remembering
// where each move was, then checks it by the rules and reports what was refused by its place.
class TreeBuilder {
public:
    TreeBuilder(const GameOptions& options, const Position& start, FileRead& out, std::string prefix = "");
    VariationTree& tree() { return tree_; }
    // Adds a move (a stone at p, or a pass when p is off every board) as a child of `parent`; `where`
    // names its place in the file. Returns the node, or -1 (reported) when the tree is full.
    int add(int parent, Point p, const std::string& where);
    int add(int parent, const Action& a, const std::string& where);
    void comment(int node, std::string_view text);  // appended on a new line; made valid UTF-8
    void mark(int node, Point p, std::string_view label);  // a label (cut to 3 characters)
    void symbol(int node, Point p, const char* name);      // x, tri, circle, square, dot
    void error(const std::string& where, std::string code, FileParams params, const std::string& message, bool warning = false);
    // Checks the tree by the rules and moves it into `out` as one game.
    void finish(std::vector<std::pair<std::string, std::string>> info, int current = -1);

private:
    VariationTree tree_;
    FileRead& out_;
    std::string prefix_;
    std::vector<std::string> where_;  // node -> its place
    std::vector<std::string> marks_;  // node -> marks text being built
};

// Text helpers shared by the readers.
// Valid UTF-8 as it is, else read as Windows-1252 (or, with latin1, each byte as the character of
// its value, U+0000-U+00FF, for the caller to decode: FileRead::rawText).
std::string utf8From(std::string_view bytes, bool latin1 = false);
std::string byteWhere(size_t offset);          // "byte N" (1-based)
std::string lineWhere(int line);               // "line N"

// The format readers and writers, one file each.
void readRenlib(std::string_view bytes, FileRead& out);
std::string writeRenlib(const VariationTree& tree);
void readPsq(std::string_view text, FileRead& out);
std::string writePsq(const VariationTree& tree, int current);
void readPos(std::string_view bytes, FileRead& out);
std::string writePos(const VariationTree& tree, int current);
void readSgf(std::string_view text, FileRead& out);
std::string writeSgf(const VariationTree& tree);
void readPgn(std::string_view text, FileRead& out);
void readMoveList(std::string_view text, FileRead& out);
std::string writeMoveList(const VariationTree& tree, int current);
void readRif(std::string_view text, FileRead& out);
bool looksLikeSav(std::string_view text);
void readSav(std::string_view text, FileRead& out);
std::string writeSav(const VariationTree& tree, int current);

}  // namespace renju
