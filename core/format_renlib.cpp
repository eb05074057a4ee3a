// RenLib libraries (.lib), as RenLib 3.x reads and writes them (github gomoku/RenLib: LibraryFile.cpp,
// MoveNode.cpp, RenLibDoc.cpp). A 20-byte header (0xFF "RenLib" 0xFF, major and minor version, then
// 0xFF padding), then the nodes in preorder, two bytes each: the point (16 * (row from the top - 1) +
// column, 1-based; 0 a pass) and flags:
//   0x80  a sibling follows this node's subtree      0x40  no child: the next node is a sibling of
//                                                         the last node flagged 0x80
//   0x20  old-style comment follows                  0x10  mark      0x08  comment follows
//   0x04  start    0x02  not a move (a board text)   0x01  two extension bytes follow (0x00 0x01:
//                                                         a board text follows the comment)
// Comments and board texts are bytes up to a 0, read two at a time; a comment's first 0x08 splits its
// one-line part from its multi-line part. A board text shows on the parent's position at the node's point.
#include <algorithm>

#include "core/game_file.h"
#include "core/mark.h"
#include "core/notation.h"

namespace renju {

namespace {
constexpr unsigned char kHasSibling = 0x80, kNoChild = 0x40, kOldComment = 0x20, kComment = 0x08, kNoMove = 0x02, kExtension = 0x01;

Point pointOf(unsigned char pos) {
    if (pos == 0) return Point();  // a pass
    return Point(pos % 16 - 1, 15 - (pos / 16 + 1));
}
unsigned char posOf(Point p) { return p.x < 0 ? 0 : static_cast<unsigned char>(16 * (15 - p.y - 1) + p.x + 1); }
}  // namespace

void readRenlib(std::string_view b, FileRead& out) {
    size_t i = 0;
    if (b.size() >= 8 && b.substr(0, 8) == "\xFFRenLib\xFF") {
        if (b.size() < 20) {
            out.errors.push_back(fileMessage(byteWhere(b.size()), "renlibShort", {}, "the RenLib header is cut short"));
            return;
        }
        const int major = static_cast<unsigned char>(b[8]), minor = static_cast<unsigned char>(b[9]);
        if (100 * major + minor > 304) {
            out.errors.push_back(fileMessage(byteWhere(8), "renlibVersion", {{"version", std::to_string(major) + "." + std::to_string(minor)}},
                                             "RenLib version " + std::to_string(major) + "." + std::to_string(minor) +
                                                 " is newer than 3.4, the last this reader knows"));
            return;
        }
        i = 20;
    }
    GameOptions o;
    o.opening = Opening::None;
    TreeBuilder t(o, Position(15, Rule::Renju, Color::Black), out);
    std::vector<int> line{VariationTree::kRoot};  // the path: tree nodes (-1: a board text, not a move)
    std::vector<size_t> siblings;                 // depths of nodes flagged 0x80
    bool first = true;
    auto readText = [&](size_t& k, std::string& text) {
        const size_t start = k;
        while (true) {
            if (k + 2 > b.size()) {
                t.error(byteWhere(start), "renlibTextCut", {}, "a text runs past the end of the file");
                return false;
            }
            const char c0 = b[k], c1 = b[k + 1];
            k += 2;
            if (c0 == 0) break;
            text += c0;
            if (c1 == 0) break;
            text += c1;
        }
        return true;
    };
    while (i + 2 <= b.size()) {
        const size_t at = i;
        out.progress(at);
        const unsigned char pos = static_cast<unsigned char>(b[i]), flags = static_cast<unsigned char>(b[i + 1]);
        i += 2;
        bool boardText = false;
        if (flags & kExtension) {
            if (i + 2 > b.size()) {
                t.error(byteWhere(at), "renlibExtensionCut", {}, "a node's extension bytes are cut off");
                break;
            }
            boardText = (static_cast<unsigned char>(b[i + 1]) & 0x01) != 0;
            i += 2;
        }
        const int x = pos % 16, y = pos / 16 + 1;
        if (first && pos == 0) {
            first = false;  // a root node: its comment is the start position's
            if (flags & (kComment | kOldComment)) {
                std::string text;
                if (!readText(i, text)) break;
                const size_t split = text.find('\x08');
                if (split != std::string::npos) text[split] = '\n';
                t.comment(VariationTree::kRoot, text);
            }
            if (boardText) {
                std::string label;
                if (!readText(i, label)) break;
            }
        } else if (pos != 0 && (x < 1 || x > 15 || y < 1 || y > 15)) {
            t.error(byteWhere(at), "renlibOffBoard", {{"value", std::to_string(pos)}},
                    "point byte " + std::to_string(pos) + " is off the 15x15 board: the rest of the library is left out");
            break;
        } else {
            first = false;
            const int parent = line.back();
            int node = -1;
            if (parent < 0) {
                t.error(byteWhere(at), "renlibMoveAfterText", {}, "a move after a board text, not after a move: left out");
            } else if (flags & kNoMove) {
                node = -1;
            } else {
                node = t.add(parent, pointOf(pos), byteWhere(at));
            }
            line.push_back(node);
            std::string text;
            if (flags & (kComment | kOldComment)) {
                if (!readText(i, text)) break;
                if (flags & kOldComment) {
                    for (char& c : text) c = static_cast<char>(c & 0x7F);
                }
                const size_t split = text.find('\x08');
                if (split != std::string::npos) text[split] = '\n';
                if (node >= 0) t.comment(node, text);
            }
            if (boardText) {
                std::string label;
                if (!readText(i, label)) break;
                if (parent >= 0 && pos != 0) t.mark(parent, pointOf(pos), label);
            }
        }
        if (flags & kHasSibling) siblings.push_back(line.size() - 1);
        if (flags & kNoChild) {
            if (siblings.empty()) {
                if (i < b.size()) t.error(byteWhere(i), "renlibBytesAfter", {{"n", std::to_string(b.size() - i)}}, std::to_string(b.size() - i) + " bytes after the end of the tree are left out");
                break;
            }
            line.resize(std::max<size_t>(1, siblings.back()));  // never above the root
            siblings.pop_back();
        }
    }
    t.finish({});
}

std::string writeRenlib(const VariationTree& tree) {
    std::string s("\xFFRenLib\xFF\x03\x00", 10);
    s.append(10, '\xFF');
    auto text = [&](const std::string& t) {
        std::string bytes;
        for (char c : t) {
            if (c == '\0') continue;  // a text ends at a 0: one inside would cut it and the tree after it
            bytes += c == '\n' ? '\x08' : c;  // the first line break splits the comment; later ones stay
        }
        for (size_t k = bytes.find('\x08'); k != std::string::npos && k + 1 < bytes.size();) {
            const size_t next = bytes.find('\x08', k + 1);
            if (next == std::string::npos) break;
            bytes.replace(next, 1, "\r\n");
            k = next + 1;
        }
        s += bytes;
        s += '\0';
        if (bytes.size() % 2 == 0) s += '\0';
    };
    // Preorder, each node's marks written as board-text children before its moves.
    struct Item {
        int node;     // a tree node, or -1 for a mark
        Point point;  // the mark's point
        std::string label;
    };
    std::vector<std::pair<Item, bool>> stack;  // (item, has a later sibling)
    auto children = [&](int n) {
        std::vector<Item> kids;
        for (const Mark& m : parseMarks(tree.node(n).marks, 15).marks) {
            std::string label = m.text;
            if (m.kind == MarkKind::Cross) label = "x";
            else if (m.kind == MarkKind::Triangle) label = "^";
            else if (m.kind == MarkKind::Circle) label = "o";
            else if (m.kind == MarkKind::Square) label = "#";
            else if (m.kind == MarkKind::Dot) label = ".";
            kids.push_back(Item{-1, m.point, label});
        }
        for (int c : tree.node(n).children)
            if (placesStone(tree.node(c).action) || tree.node(c).action.type == ActionType::Pass) kids.push_back(Item{c, Point(), ""});
        return kids;
    };
    auto push = [&](const std::vector<Item>& kids) {
        for (size_t k = kids.size(); k-- > 0;) stack.emplace_back(kids[k], k + 1 < kids.size());
    };
    const std::vector<Item> top = children(VariationTree::kRoot);
    const std::string& rootComment = tree.node(VariationTree::kRoot).comment;
    {
        // A root node, which RenLib skips, carries the start position's comment, and lets a first
        // move that is a pass (also point 0) be read as a move.
        s += '\0';
        s += static_cast<char>((rootComment.empty() ? 0 : kComment) | (top.empty() ? kNoChild : 0));
        if (!rootComment.empty()) text(rootComment);
    }
    push(top);
    while (!stack.empty()) {
        const auto [item, sibling] = stack.back();
        stack.pop_back();
        std::vector<Item> kids;
        unsigned char flags = sibling ? kHasSibling : 0;
        unsigned char pos;
        std::string comment, label;
        if (item.node < 0) {
            pos = posOf(item.point);
            flags |= kNoMove | kNoChild | kExtension;
            label = item.label;
        } else {
            const TreeNode& n = tree.node(item.node);
            pos = posOf(n.action.type == ActionType::Pass ? Point() : n.action.point);
            kids = children(item.node);
            if (kids.empty()) flags |= kNoChild;
            comment = n.comment;
            if (!comment.empty()) flags |= kComment;
        }
        s += static_cast<char>(pos);
        s += static_cast<char>(flags);
        if (flags & kExtension) {
            s += '\0';
            s += '\x01';
        }
        if (!comment.empty()) text(comment);
        if (!label.empty()) text(label);
        push(kids);
    }
    return s;
}

}  // namespace renju
