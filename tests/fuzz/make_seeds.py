#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (tests/fuzz/corpus/<target>/seed-*), so fuzzing starts
from inputs that reach the interesting rules: forbidden points from the shared corpus
(tests/data/renju-forbidden.tsv), fives, claims, full boards, draws. Inputs that once crashed a
target (bug-*) are kept next to them by hand. Run from anywhere; it rewrites only seed-* files.

The byte formats are those decoded by fuzz_game.cpp and fuzz_notation.cpp."""
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "fuzz" / "corpus"
SIZES = [5, 6, 7, 8, 9, 10, 11, 13, 15, 19, 20, 22]  # fuzz_game.cpp kSizes
RENJU, STANDARD, FREESTYLE = 2, 1, 0
BLACK, WHITE = 1, 2

# fuzz_game opcodes (op % 28); an op byte with 0x80 set offers a draw with a move or pass.
OPCODES = 28
PLAY, PLAY_NEAR, PLAY_FORBIDDEN, PASS, ACCEPT, DECLINE = 0, 3, 6, 7, 8, 9
RESIGN, TIMEOUT, CLAIM_WIN, CLAIM_FORBIDDEN, UNDO, REDO, UNDO_MANY, QUERY, COPY = 10, 11, 12, 13, 14, 16, 17, 18, 19
PLAY_AS, PASS_AS, SWAP, DECLARE, OFFER, CHOOSE, ACT = 20, 21, 22, 23, 24, 25, 26
# opening byte: (b + 7) % 8 in fuzz_game, so 0 is none
NONE, FREE, RIF, YAMAGUCHI, SOOSORV8, TARAGUCHI10, SWAP1, SWAP2 = 0, 1, 2, 3, 4, 5, 6, 7
FIRST, SECOND, TURN_PLAYER = 1, 2, 3  # readPlayer
STAY, SWAP_COLOURS, PLACE_TWO = 0, 1, 2


def op_byte(code, offer=False, flag40=False):
    """The first byte b with b % OPCODES == code and the offer (0x80) and 0x40 bits as asked."""
    for b in range(256):
        if b % OPCODES == code and bool(b & 0x80) == offer and bool(b & 0x40) == flag40:
            return b
    raise ValueError((code, offer, flag40))


def header(rule, claim=False, refuse=False, start=0, white_first=False, fill=False):
    for h in range(256):
        if (h % 3 == rule and (h >> 2) & 1 == claim and (h >> 3) & 1 == refuse and (h >> 4) & 3 == start
                and (h >> 6) & 1 == white_first and (h >> 7) & 1 == fill):
            return h
    raise ValueError


def point(text):
    """'h8' -> (7, 7)."""
    return ord(text[0]) - ord("a"), int(text[1:]) - 1


def moves_of(code):
    out, i = [], 0
    while i < len(code):
        j = i + 1
        while j < len(code) and code[j].isdigit():
            j += 1
        out.append(point(code[i:j]))
        i = j
    return out


class Seed:
    def __init__(self, rule, size=15, opening=NONE, **kw):
        self.size = size
        self.bytes = bytearray([header(rule, **kw), SIZES.index(size), opening])

    def play(self, p, offer=False):
        self.bytes += bytes([op_byte(PLAY, offer), p[0], p[1]])
        return self

    def op(self, code, *args, offer=False, flag40=False):
        self.bytes += bytes([op_byte(code, offer, flag40), *args])
        return self

    def explain(self, p, other_colour=False):
        return self.op(QUERY, 2 if other_colour else 0, p[0], p[1])

    def forbidden_at(self, p):
        return self.op(QUERY, 1, p[0], p[1])

    def claim_forbidden(self, p):
        return self.op(CLAIM_FORBIDDEN, p[0], p[1], flag40=True)

    def write(self, target, name):
        path = CORPUS / target / f"seed-{name}"
        path.write_bytes(bytes(self.bytes))


def renju_corpus_seeds(rng):
    lines = [l.rstrip("\n").split("\t") for l in (ROOT / "tests/data/renju-forbidden.tsv").open() if not l.startswith("#")]
    by_kind = {"33": [], "44": [], "6": [], "-": []}
    for code, points in lines:
        kinds = {p.split(":")[1] for p in points.split(",")} if points != "-" else {"-"}
        for k in kinds:
            by_kind[k].append((code, points))
    n = 0
    for kind, count in (("33", 10), ("44", 5), ("6", 5), ("-", 3)):
        for code, points in rng.sample(by_kind[kind], min(count, len(by_kind[kind]))):
            moves = moves_of(code)
            forbidden = [] if points == "-" else [point(p.split(":")[0]) for p in points.split(",")]
            # index order, as forbiddenPoints lists them
            forbidden.sort(key=lambda p: (p[1], p[0]))
            for variant in range(3):
                s = Seed(RENJU, claim=variant == 1, refuse=variant == 2)
                for m in moves:
                    s.play(m)
                for f in forbidden[:2]:
                    s.explain(f)
                    s.forbidden_at(f)
                if forbidden:
                    s.op(PLAY_FORBIDDEN, 0)
                    if variant == 1:
                        s.claim_forbidden(forbidden[0])
                        s.op(UNDO)
                        s.op(PLAY_NEAR, 0x09, 0)
                        s.claim_forbidden(forbidden[0])
                s.op(UNDO).op(UNDO).op(REDO).op(UNDO_MANY, 3).op(UNDO_MANY, 3, flag40=True).op(COPY)
                s.write("game", f"renju-{kind if kind != '-' else 'none'}-{n}-{variant}")
            n += 1


def setup_seed(black, white, rule=RENJU, size=15, **kw):
    """A game from set-up stones (start 1: a count, then colour byte, x, y per stone)."""
    s = Seed(rule, size=size, start=1, **kw)
    stones = [(point(p), 0) for p in black.split()] + [(point(p), 0x80) for p in white.split()]
    s.bytes.append(len(stones))
    for (x, y), colour in stones:
        s.bytes += bytes([colour, x, y])
    return s


def game_seeds():
    h = lambda t: point(t)
    # The house rules' nested cases (tests/core/test_house_rules.cpp): explained, then played.
    nested = [
        ("f8 g8 h9 h10 i4 i5 i6 i7", "d8"),
        ("f8 g8 h9 h10 i9 i10 j9 k10", "d8"),
        ("f8 g8 h9 h10 i9 i10 j9 k10", "d8 m12"),
        ("f8 g8 h9 h10 i4 i5 i6 i7 i9", "d8"),
        ("f8 g8 h9 h10 i9 i10 i11", "d8"),
        ("c3 d4 e5 g7 h8", ""),
        ("g8 i8 j8 h9 h10 h11", "f8 h12"),
    ]
    for i, (black, white) in enumerate(nested):
        for claim in (False, True):
            s = setup_seed(black, white, claim=claim)
            for p in ("h8", "i8", "f6", "j8"):
                s.explain(h(p))
            s.play(h("h8")).claim_forbidden(h("h8")).op(UNDO).op(UNDO).op(PLAY_FORBIDDEN, 0)
            s.write("game", f"nested-{i}-{'claim' if claim else 'immediate'}")
    five = ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"]
    # A five, ruled at once and claimed over the board (9.6), and a white five.
    for claim in (False, True):
        s = Seed(RENJU, claim=claim)
        for m in five:
            s.play(h(m))
        s.op(CLAIM_WIN, BLACK).op(UNDO).op(REDO)
        s.write("game", f"five-{'claim' if claim else 'immediate'}")
    s = Seed(FREESTYLE, size=9)
    for m in ["a9", "a1", "b9", "b1", "c9", "c1", "d9", "d1", "i1", "e1"]:
        s.play(h(m))
    s.write("game", "white-five-9x9")
    # 9.7: black plays on past an unclaimed five and makes an overline; white claims it.
    s = Seed(RENJU, claim=True)
    for m in five + ["o15", "m8", "o14", "n9", "o13", "n10", "o12", "n12", "o11", "n11"]:
        s.play(h(m))
    s.op(CLAIM_WIN, BLACK).claim_forbidden(h("n11")).op(UNDO)
    s.write("game", "claim-after-unclaimed-five")
    # Standard gomoku: an overline is nothing.
    s = Seed(STANDARD, size=15)
    for m in ["a1", "o15", "b1", "o14", "c1", "o13", "e1", "o12", "f1", "o10", "d1"]:
        s.play(h(m))
    s.write("game", "standard-overline")
    # Draws: an offer declined, an offer accepted, two passes.
    s = Seed(FREESTYLE, size=11)
    s.play(h("f6")).play(h("g7"), offer=True).op(DECLINE).play(h("e5"), offer=True).op(ACCEPT).op(UNDO).op(PASS).op(PASS, offer=True).op(ACCEPT)
    s.write("game", "draw-offers")
    s = Seed(RENJU)
    s.play(h("h8")).play(h("i9")).play(h("j10")).op(PASS).op(PASS).op(UNDO).op(RESIGN, WHITE).op(UNDO).op(TIMEOUT, BLACK)
    s.write("game", "passes-resign-timeout")
    # Full boards on small boards, by play and by a set-up position filled in.
    for size in (6, 8):
        # colour (x + 2y) mod 4 < 2 is black: no five anywhere, so the board fills up.
        blacks = [(x, y) for y in range(size) for x in range(size) if (x + 2 * y) % 4 < 2]
        whites = [(x, y) for y in range(size) for x in range(size) if (x + 2 * y) % 4 >= 2]
        for claim in (False, True):
            s = Seed(FREESTYLE, size=size, claim=claim)
            for i in range(len(blacks)):
                s.play(blacks[i])
                if i < len(whites):
                    s.play(whites[i])
            s.op(UNDO).op(PASS).op(REDO)
            s.write("game", f"fill-{size}x{size}{'-claim' if claim else ''}")
        # set-up: no scattered stones, then every point filled but the last, which black plays
        s = Seed(STANDARD, size=size, start=1, fill=True)
        s.bytes += bytes([0]) + bytes([1] * (size * size - 1)) + bytes([0])
        s.play((size - 1, size - 1)).op(UNDO).op(PASS)
        s.write("game", f"setup-filled-{size}x{size}")
    # Claim ruling: a five stands unclaimed while the board fills up, so the full board is no draw
    # until the claim is made or the players pass.
    cells = [(x, y) for y in range(6) for x in range(6)]
    rest = sorted((c for c in cells if c[1] > 0), key=lambda c: (c[0] * 7 + c[1] * 3) % 11)
    blacks = [c for c in cells if c[1] == 0] + rest[:12]
    whites = [c for c in cells if c not in blacks]
    s = Seed(FREESTYLE, size=6, claim=True)
    for b, w in zip(blacks, whites):
        s.play(b).play(w)
    s.op(PASS).op(PASS).op(UNDO).op(CLAIM_WIN, BLACK).op(UNDO).op(UNDO).op(CLAIM_WIN, WHITE)
    s.write("game", "claim-full-board")
    # Opening rules, driven by what the game expects (ACT) and by explicit calls, then undone.
    for name, opening in (("free", FREE), ("rif", RIF), ("yamaguchi", YAMAGUCHI), ("soosorv-8", SOOSORV8),
                          ("taraguchi-10", TARAGUCHI10), ("swap", SWAP1), ("swap2", SWAP2)):
        for variant in range(2):
            s = Seed(RENJU if variant == 0 else FREESTYLE, size=15, opening=opening, claim=variant == 1)
            for k in range(14):
                s.op(ACT, (k * 37 + variant * 11) % 256)
            s.op(UNDO_MANY, 7).op(UNDO_MANY, 7, flag40=True).op(COPY)
            s.write("game", f"opening-{name}-{variant}")
    # RIF by hand: h8, i9 (indirect), j10 (within 5x5), stay, white 4, two fifth-move offers, the choice.
    s = Seed(RENJU, opening=RIF)
    s.play(h("h8")).play(h("i9")).play(h("j10"))
    s.op(SWAP, SECOND, STAY).play(h("g7"))
    s.op(OFFER, TURN_PLAYER, *h("k11")).op(OFFER, TURN_PLAYER, *h("g9")).op(CHOOSE, TURN_PLAYER)
    s.bytes.append(1)
    s.play(h("h9")).op(UNDO_MANY, 5).op(REDO)
    s.write("game", "opening-rif-by-hand")
    # Off-board and wild coordinates, and every query on an empty board.
    s = Seed(RENJU)
    s.bytes += bytes([op_byte(PLAY), 0xF1, 0x00, 0x01, 0x07])  # x from a 16-bit value
    s.bytes += bytes([op_byte(PLAY), 0x07, 0xF2, 0x08, 0x01])  # y times 1000
    s.forbidden_at((20, 3)).op(CLAIM_WIN, 7).op(RESIGN, 0).op(ACCEPT).op(REDO).op(UNDO)
    s.write("game", "wild-arguments")


def notation_seeds():
    samples = {
        "game": "h8i9j10passk11",
        "separators": " H8, i9;\tj10\nPASS\r",
        "big-board": "a1v22p16pass",
        "leading-zeros": "h08i009",
        "bad-token": "h8i9x",
        "off-board": "h8i16",
        "long-row": "h8i99999999999",
        "utf8": "h8\u00e9",
        "pass-prefix": "pas",
    }
    for name, text in samples.items():
        size = 22 if name == "big-board" else 15
        (CORPUS / "notation" / f"seed-{name}").write_bytes(bytes([size - 5]) + text.encode("utf-8"))


def snapshot_seeds():
    """Snapshots as saveSnapshot writes them: version;rule;size;ruling;refuse;first;set-up;actions;redo."""
    five = "mbh8,mwa1,mbi8,mwa3,mbj8,mwa5,mbk8,mwa7,mbl8"
    cells9 = "".join("b" if i in (40, 41) else "w" if i in (30, 50) else "." for i in range(81))
    samples = {
        "empty": "1;renju;15;immediate;0;black;-;;",
        "moves": "1;renju;15;immediate;0;black;-;mbh8,mwi9,mbj10;",
        "redo": "1;renju;15;immediate;0;black;-;mbh8,mwi9;mwk11,mbj10",
        "five": f"1;renju;15;immediate;0;black;-;{five};",
        "five-claimed": f"1;renju;15;claim;0;black;-;{five},mwo15,wbl8;",
        "forbidden-claimed": "1;renju;15;claim;0;black;-;mbf8,mwa1,mbg8,mwa3,mbh9,mwa5,mbh10,mwa7,mbh8,fwh8;",
        "learning": "1;renju;15;immediate;1;black;-;mbf8,mwa1,mbg8,mwa3,mbh9,mwa5,mbh10,mwa7;",
        "draw": "1;freestyle;11;immediate;0;black;-;mbf6,mwg7+,db,mbe5+,aw;",
        "passes": "1;standard;19;immediate;0;black;-;mbj10,mwk11,mbl12,pw,pb;",
        "resign": "1;renju;15;immediate;0;black;-;mbh8,rw;",
        "timeout": "1;renju;15;claim;0;black;-;mbh8,mwh9,tb;",
        "set-up": f"1;freestyle;9;immediate;0;white;{cells9};mwa1,mba2;",
    }
    # Version 2 adds the opening rule; version 1 snapshots still restore (with no opening).
    v2 = {f"v2-{name}": "2" + text[1:] + ";none" for name, text in samples.items()}
    v2["v2-rif"] = "2;renju;15;immediate;0;black;-;mbh8,mwi9,mbj10,swstay,mwg7,obk11,obg9,cbg9,mwh9;;rif"
    v2["v2-swap2"] = "2;freestyle;15;claim;0;black;-;mbh8,mwh9,mbh10,swplace-two,mwi9,mbg9,sbswap,mwj9;;swap2"
    v2["v2-yamaguchi"] = "2;renju;15;immediate;0;black;-;mbh8,mwh9,mbh10,nb2,swswap,mwg7;;yamaguchi"
    v2["v2-free"] = "2;standard;19;immediate;0;black;-;mbj10,mwk11;;free"
    samples.update(v2)
    for name, text in samples.items():
        (CORPUS / "snapshot" / f"seed-{name}").write_bytes(text.encode())


def record_seeds():
    samples = {
        "rif": "rule: renju\nsize: 15\nopening: rif\nruling: immediate\nactions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10 k11\n",
        "defaults": "# a comment, then only actions\n\nactions: h8 i9 j10 pass+draw decline-draw\n",
        "set-up": "rule: freestyle\nsize: 9\nopening: none\nblack: e5 f6\nwhite: d4\nto-move: white\nactions: a1 b2 resign:white\n",
        "claim": "ruling: claim\nopening: none\nactions: f8 a1 g8 a3 h9 a5 h10 a7 h8 claim-forbidden:h8\n",
        "yamaguchi": "opening: yamaguchi\nactions: h8 h9 h10 declare:2 stay g7 offer:f8 offer:j9 choose:j9 k11+draw accept-draw\n",
        "swap2": "rule: standard\nopening: swap2\nactions: h8 h9 h10 place-two i9 g9 swap j9 timeout:black\n",
        "taraguchi": "opening: taraguchi-10\nactions: h8 stay i9 swap i10 stay g8 stay h10 stay j11\n",
    }
    for name, text in samples.items():
        (CORPUS / "record" / f"seed-{name}").write_bytes(text.encode())


def bot_limits(level=3, kind=1, nodes=2000, repeat=False, seed=7, extra=()):
    """fuzz_bot decodeLimits: level, the budget's kind (0 tiny nodes, 1 nodes, 4 depth, 5 time ms,
    6 nodes and depth, 7 out of range), the seed, then the kind's own bytes."""
    b = level + 6 * 0  # level = b % 6
    for cand in range(256):
        if cand % 6 == level and (cand >> 3) & 7 == kind and (cand >> 6) & 1 == repeat:
            b = cand
            break
    out = bytes([b, seed])
    if kind == 0:
        out += bytes([nodes - 1])
    elif kind in (1, 2, 3):
        out += (nodes - 1).to_bytes(2, "little")
    return out + bytes(extra)


def bot_header(rule, mode, find_vcf=False, other_side=False, size=15):
    for h in range(256):
        if h % 3 == rule and (h >> 2) & 3 == mode and (h >> 4) & 1 == find_vcf and (h >> 5) & 1 == other_side:
            return bytes([h, SIZES.index(size)])
    raise ValueError


def bot_moves(code):
    """Mode 0: the moves as absolute points (0x80, x, y each), black first."""
    moves = moves_of(code.replace(" ", ""))
    out = bytes([len(moves)])
    for x, y in moves:
        out += bytes([0x80, x, y])
    return out


def bot_setup(black, white, to_move_white=False):
    """Mode 1: stones at absolute points (flag 0x10), either side to move."""
    stones = [(point(p), 0) for p in black.split()] + [(point(p), 0x80) for p in white.split()]
    out = bytes([0x10 | 0x02 | (1 if to_move_white else 0), len(stones)])
    for (x, y), colour in stones:
        out += bytes([colour, x, y])
    return out


def bot_seeds():
    """fuzz_bot: forbidden points around black's move, wins by fours, fives to make and to stop,
    full boards, `only` sets, and every opening rule played through by the bot."""
    d = CORPUS / "bot"
    rule_of = {"renju": RENJU, "standard": STANDARD, "freestyle": FREESTYLE}
    # Positions with forbidden points for black (the shared corpus), black to move.
    lines = [l.rstrip("\n").split("\t") for l in (ROOT / "tests/data/renju-forbidden.tsv").open() if not l.startswith("#")]
    with_forbidden = [(c, f) for c, f in lines if f != "-" and len(moves_of(c)) % 2 == 0 and len(moves_of(c)) < 60]
    for i, (code, _) in enumerate(random.Random(7).sample(with_forbidden, 8)):
        level = (1, 2, 3, 4, 5, 0)[i % 6]
        (d / f"seed-renju-forbidden-{i}").write_bytes(
            bot_header(RENJU, 0, find_vcf=True) + bot_limits(level, 1, 1500 + 300 * i, repeat=i % 2 == 0) +
            bot_moves(code) + bytes([8, 0x10, 0x27]))
    # Wins by continuous fours (tests/data/bot-vcf.tsv), set up with the side to move.
    rows = [l.rstrip("\n").split("\t") for l in (ROOT / "tests/data/bot-vcf.tsv").open() if not l.startswith("#")]
    picked = [r for r in rows if int(r[1]) == 15][::max(1, len(rows) // 12)][:12]
    for i, (rule, size, to_move, black, white, _, _) in enumerate(picked):
        (d / f"seed-vcf-{rule}-{i}").write_bytes(
            bot_header(rule_of[rule], 1, find_vcf=True, other_side=i % 3 == 0) +
            bot_limits((3, 4, 5, 0)[i % 4], 1, 3000, repeat=True) +
            bot_setup(black, white, to_move == "white") + bytes([12, 0x20, 0x4E]))
    # A five to make, a four to stop, a four black can stop only on a forbidden point, two fours.
    cases = [
        ("five", FREESTYLE, "h8 i8 j8 k8", "h9 i9 j9", False),
        ("block", STANDARD, "h8 i8 j8 k8 c3", "h9 i9 j9 a1", True),
        ("two-fours", FREESTYLE, "h8 i8 j8 k8 c3 c4 c5 c6 m13", "h9 i9 j9", True),
        ("overline-is-no-five", RENJU, "c8 d8 e8 f8 h8", "a1 a2 a3 a4", False),
        ("white-four-forbidden-block", RENJU, "e12 j13 j14 k13 l14", "f12 g12 h12 i12 a15", False),
    ]
    for name, rule, black, white, white_to_move in cases:
        for level in (1, 5):
            (d / f"seed-{name}-{level}").write_bytes(
                bot_header(rule, 1, other_side=True) + bot_limits(level, 0, 8) + bot_setup(black, white, white_to_move))
    # Full and nearly full small boards (set-up, filled), and a board with a five on it.
    for size, rule in ((5, FREESTYLE), (6, STANDARD), (8, FREESTYLE)):
        fill = bytes([0x20 | 0x02, 0]) + bytes([1, 0] * (size * size))
        (d / f"seed-fill-{size}x{size}").write_bytes(bot_header(rule, 1, size=size) + bot_limits(2, 1, 500) + fill)
    (d / "seed-five-on-board").write_bytes(
        bot_header(STANDARD, 1, size=9) + bot_limits(3, 1, 500) + bot_setup("a1 b2 c3 d4 e5", "a9 b9"))
    # `only`: some points taken, one off the board.
    (d / "seed-only").write_bytes(
        bot_header(RENJU, 3) + bot_limits(4, 1, 3000) + bot_moves("h8 h9 i9 g7 i7 i8") + bytes([3, 7, 7, 10, 10, 15, 3, 2, 12]))
    # Budgets at and out of their edges: one node, a depth, a time, bad limits.
    for i, (kind, extra) in enumerate(((0, ()), (4, (2,)), (5, (5,)), (6, (0xE8, 0x03, 3)), (7, (1, 9)), (7, (2, 3)), (7, (3, 50)))):
        (d / f"seed-budget-{i}").write_bytes(
            bot_header(RENJU, 0) + bot_limits(i % 6, kind, 1, extra=extra) + bot_moves("h8 h9 i9 g7 i7 i8 j8"))
    # Every opening rule, the bot acting throughout (random stones now and then).
    for name, opening in (("none", 7), ("free", 0), ("rif", 1), ("yamaguchi", 2), ("soosorv-8", 3),
                          ("taraguchi-10", 4), ("swap", 5), ("swap2", 6)):
        for variant, rule in enumerate((RENJU, FREESTYLE, STANDARD)):
            steps = bytes([2, 3, 5, 6, 7, 9, 10, 11, 2, 0, 7, 8, 3, 5, 6, 7]) if variant == 1 else bytes([2] * 16)
            (d / f"seed-opening-{name}-{variant}").write_bytes(
                bot_header(rule, 2) + bot_limits((3, 2, 1)[variant], 1, 200) + bytes([opening, variant == 2]) + steps)


def practice_seeds():
    for seed in (1, 7, 100, 2**63 + 5):
        (CORPUS / "practice" / f"seed-{seed}").write_bytes(seed.to_bytes(8, "little"))


def main():
    for target in ("game", "notation", "snapshot", "record", "practice", "bot"):
        (CORPUS / target).mkdir(parents=True, exist_ok=True)
        for old in (CORPUS / target).glob("seed-*"):
            old.unlink()
    renju_corpus_seeds(random.Random(20251130))
    game_seeds()
    notation_seeds()
    snapshot_seeds()
    record_seeds()
    practice_seeds()
    bot_seeds()


if __name__ == "__main__":
    main()
