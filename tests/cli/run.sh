#!/usr/bin/env bash
# Tests for the `renju` command-line tool. Usage: tests/cli/run.sh path/to/renju
set -u
RENJU=${1:?usage: run.sh path/to/renju}
cd "$(dirname "$0")/../.."
fails=0
pass() { :; }
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
expect_eq() { # name expected actual
  if [ "$2" == "$3" ]; then pass; else fail "$1"; echo "  expected: $2"; echo "  actual:   $3"; fi
}
expect_contains() { # name needle haystack
  case "$3" in *"$2"*) pass ;; *) fail "$1"; echo "  missing: $2"; echo "  in: $3" ;; esac
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# forbidden: the whole corpus, fed as whole lines (the points column is ignored on input).
grep -v '^#' tests/data/renju-forbidden.tsv > "$tmp/expected"
"$RENJU" forbidden < tests/data/renju-forbidden.tsv > "$tmp/actual" 2> "$tmp/err"
if cmp -s "$tmp/expected" "$tmp/actual"; then pass; else fail "forbidden: corpus differs"; diff "$tmp/expected" "$tmp/actual" | head; fi
expect_eq "forbidden: corpus has no errors" "" "$(cat "$tmp/err")"

# forbidden: a bad line is reported with its number, and the rest are still answered.
out=$(printf 'f8\nh8i9x\nh8h8\nf8a1g8a2h9a3h10a4\n' | "$RENJU" forbidden 2> "$tmp/err"); rc=$?
expect_eq "forbidden: good lines answered" $'f8\t-\nf8a1g8a2h9a3h10a4\th8:33' "$out"
expect_contains "forbidden: bad code named" "line 2: BAD_CODE" "$(cat "$tmp/err")"
expect_contains "forbidden: stone on stone named" "line 3: OCCUPIED: move 2 (h8)" "$(cat "$tmp/err")"
expect_eq "forbidden: exit status 1 when a line was bad" 1 "$rc"

# forbidden: white to move has none; gomoku rules have none; separators and case accepted.
expect_eq "forbidden: white to move" $'f8a1g8a2h9a3h10\t-' "$(echo 'f8a1g8a2h9a3h10' | "$RENJU" forbidden)"
expect_eq "forbidden: standard" $'f8a1g8a2h9a3h10a4\t-' "$(echo 'f8a1g8a2h9a3h10a4' | "$RENJU" forbidden --rule standard)"
expect_eq "forbidden: separators" $'f8a1g8a2h9a3h10a4\th8:33' "$(echo 'F8, A1, G8 a2 h9;a3 H10 a4' | "$RENJU" forbidden)"

# judge: result sentences and forbidden points.
out=$("$RENJU" judge f8a1g8a2h9a3h10a4)
expect_contains "judge: to move" "to move: black" "$out"
expect_contains "judge: forbidden listed" "H8 (double-three)" "$out"
out=$("$RENJU" judge f8a1g8a2h9a3h10a4h8)
expect_contains "judge: forbidden move loses" "White wins: black's double three at H8" "$out"
out=$("$RENJU" judge h8a1i8a2j8a3k8a4l8)
expect_contains "judge: five" "Black wins with five at L8" "$out"
expect_contains "judge: five stones" "five: H8 I8 J8 K8 L8" "$out"
out=$("$RENJU" judge --json f8a1g8a2h9a3h10a4h8)
expect_eq "judge --json" '{"code":"f8a1g8a2h9a3h10a4h8","rule":"renju","size":15,"moves":9,"toMove":"none","result":{"outcome":"white-wins","reason":"forbidden","winner":"white","point":"h8","kind":"double-three","line":[]},"text":"White wins: black'"'"'s double three at H8","forbidden":[]}' "$out"
out=$("$RENJU" judge --rule freestyle --size 19 s19 2>&1)
expect_contains "judge: freestyle 19x19" "to move: white" "$out"
out=$("$RENJU" judge h8i9h8 2>&1); rc=$?
expect_contains "judge: stone on stone" "OCCUPIED: move 3 (h8)" "$out"
expect_eq "judge: exit status" 1 "$rc"
out=$("$RENJU" judge h8a1i8a2j8a3k8a4l8a5 2>&1)
expect_contains "judge: move after the end" "GAME_OVER: move 10 (a5)" "$out"
out=$("$RENJU" judge --rule renju --size 19 h8 2>&1); rc=$?
expect_contains "judge: renju is 15x15 only" "renju is played on 15x15 only" "$out"
expect_eq "judge: usage error status" 2 "$rc"
out=$("$RENJU" judge --rule gomoku h8 2>&1)
expect_contains "judge: unknown rule" 'unknown rule "gomoku"' "$out"

# judge: the standard opening is named in any orientation, either black stone first.
expect_contains "judge: standard opening" "standard opening: 4D Kagetsu" "$("$RENJU" judge h8h9i9)"
expect_contains "judge: opening mirrored" "standard opening: 13I Suisei" "$("$RENJU" judge h8g9j6)"
expect_contains "judge: black 3 on the centre" "standard opening: 4D Kagetsu" "$("$RENJU" judge i9h9h8a1)"
out=$("$RENJU" judge h8h10i9)
case "$out" in *"standard opening"*) fail "judge: h8h10i9 is no standard opening" ;; esac
expect_contains "judge --json: standard opening" '"standardOpening":{"code":"1I","name":"Chosei","kanji":"長星","label":"1I Chosei"}' "$("$RENJU" judge --json h8g7f6)"

# replay: a full record (opening rule, swap, offered fifth moves) and its state.
cat > "$tmp/rif.txt" <<'REC'
# RIF 1996 opening: black swapped to the second player, two fifth moves offered, j10 kept
rule: renju
opening: rif
actions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10
REC
out=$("$RENJU" replay "$tmp/rif.txt")
expect_contains "replay: code" "code: h8h9i9i8j10 (5 moves)" "$out"
expect_contains "replay: opening rule" "opening rif" "$out"
expect_contains "replay: standard opening" "standard opening: 4D Kagetsu" "$out"
expect_contains "replay: colours" "players: first white, second black" "$out"
expect_contains "replay: swap" "swap decision: second player (white): swap" "$out"
expect_contains "replay: offers" "offered fifth moves: G8 J10 (kept J10)" "$out"
expect_contains "replay: next" "to act: first player (white): play white 6 or pass" "$out"
json=$("$RENJU" replay --json < "$tmp/rif.txt")
fields=$(node -e 'const g=JSON.parse(process.argv[1]); const o=g.opening; console.log(o.rule, g.code, o.blackPlayer, o.offers.join(), o.chosen, g.turn.player, g.turn.actions.join(), o.standardOpening.code, g.turn.zoneRect)' "$json")
expect_eq "replay --json" "rif h8h9i9i8j10 second g8,j10 j10 first move,pass 4D null" "$fields"
# The same writer as game.turn in JavaScript: a RIF game before stone 3 wants it in the central 5x5 (f6-j10).
zjson=$(printf 'opening: rif\nactions: h8 h9\n' | "$RENJU" replay --json)
expect_eq "replay --json: zone" '3 5 {"x0":5,"y0":5,"x1":9,"y1":9} black' "$(node -e 'const t=JSON.parse(process.argv[1]).turn; console.log(t.moveNumber, t.zone, JSON.stringify(t.zoneRect), t.stone)' "$zjson")"
canonical=$'rule: renju\nsize: 15\nopening: rif\nruling: immediate\nactions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10'
expect_eq "replay --json: canonical record" "$canonical" "$(node -e 'process.stdout.write(JSON.parse(process.argv[1]).record)' "$json")"
out=$(printf 'opening: swap2\nrule: freestyle\nactions: h8 i9 g10\n' | "$RENJU" replay)
expect_contains "replay: swap2 choice" "to act: second player (white): swap (take black), stay (white, and play 4) or place-two" "$out"
expect_contains "replay: tentative colours" "(tentative: a swap may follow)" "$out"
out=$(printf 'opening: rif\nactions: h8 h9 i9 swap i8 offer:g8 offer:h7\n' | "$RENJU" replay 2>&1); rc=$?
expect_contains "replay: symmetric offer" "SYMMETRIC_OFFER: action 7 (offer:h7): H7 is symmetric to G8" "$out"
expect_eq "replay: refused record status" 1 "$rc"
out=$(printf 'opening: rif\ncolour: black\n' | "$RENJU" replay 2>&1)
expect_contains "replay: malformed record" 'BAD_RECORD: line 2: unknown field "colour"' "$out"
out=$("$RENJU" replay "$tmp/missing.txt" 2>&1); rc=$?
expect_contains "replay: missing file" "cannot read" "$out"
expect_eq "replay: missing file status" 1 "$rc"

# explain: the house rules' nested example (see tests/core/test_house_rules.cpp).
code=f8d8g8a1h9a2h10a3i9a4i10a5j9a6k10a7
out=$("$RENJU" explain "$code" h8)
expect_contains "explain: verdict" "H8 for black: playable" "$out"
expect_contains "explain: false three" "across: three F8 G8 H8 (false)" "$out"
expect_contains "explain: nested point" "straight four at I8: forbidden: double three" "$out"
expect_contains "explain: nested fill" "I8 for black (with H8 filled in): forbidden: double three" "$out"
json=$("$RENJU" explain --json "$code" h8)
verdict=$(node -e 'const e=JSON.parse(process.argv[1]); const a=e.lines.find(l=>l.direction==="across"); console.log(e.verdict, a.real, a.straightFours[0].point, a.straightFours[0].nested.verdict, a.straightFours[0].nested.filled.join())' "$json")
expect_eq "explain --json" "playable false i8 double-three h8" "$verdict"
out=$("$RENJU" explain "$code" f8 2>&1)
expect_contains "explain: occupied point" "OCCUPIED: F8 is already taken" "$out"
out=$("$RENJU" explain "$code" z99 2>&1)
expect_contains "explain: bad point" 'z99" is not a point on the board' "$out"
out=$("$RENJU" frobnicate 2>&1); rc=$?
expect_contains "unknown command" 'unknown command "frobnicate"' "$out"
expect_eq "unknown command status" 2 "$rc"

# hostile input (the sanitizer tier runs these under ASan/UBSan): every byte value, NULs included, a
# 100 000-move line and a 100 000-letter line; each bad line is reported and the good one answered.
node -e 'const all = Buffer.from([...Array(256).keys()]);
process.stdout.write(Buffer.concat([all, Buffer.from("\n" + "h8".repeat(50000) + "\n" + "a".repeat(100000) + "\nf8a1g8a2h9a3h10a4\n")]))' > "$tmp/hostile"
"$RENJU" forbidden < "$tmp/hostile" > "$tmp/out" 2> "$tmp/err"; rc=$?
expect_eq "hostile input: exit status 1, no crash" 1 "$rc"
expect_eq "hostile input: the good line answered" $'f8a1g8a2h9a3h10a4\th8:33' "$(cat "$tmp/out")"
expect_contains "hostile input: the long line's error" "line 3: OCCUPIED: move 2 (h8)" "$(cat "$tmp/err")"
expect_contains "hostile input: the letters' error" 'line 4: BAD_CODE: "aaaaaaaaaaaa" at offset 0 has no row number' "$(cat "$tmp/err")"
out=$("$RENJU" judge --json "$(printf 'h8\xc3\xa9\xff')" 2>&1); rc=$?
expect_contains "hostile input: bytes that are not UTF-8 are escaped" 'unexpected "é\xff"' "$out"
expect_eq "hostile input: judge exit status" 1 "$rc"

# Issue 18: command-line details.
out=$("$RENJU" replay "$tmp" 2>&1); rc=$?
expect_contains "replay DIRECTORY: refused with a message, no abort" "it is a directory, not a record file" "$out"
expect_eq "replay DIRECTORY: exit status 1" 1 "$rc"
out=$("$RENJU" forbidden --bogus < /dev/null 2>&1); rc=$?
expect_contains "unknown flags are refused: forbidden --bogus" 'unknown option "--bogus"' "$out"
expect_eq "unknown flags are refused: usage status 2" 2 "$rc"
out=$("$RENJU" judge -x h8 2>&1); rc=$?
expect_eq "unknown flags are refused: a short one" 2 "$rc"
out=$("$RENJU" replay --rule standard "$tmp/rif.txt" 2>&1); rc=$?
expect_contains "a flag the command does not take is refused" "replay does not take --rule" "$out"
expect_eq "a flag the command does not take: status 2" 2 "$rc"
out=$("$RENJU" forbidden --claim < /dev/null 2>&1); rc=$?
expect_eq "forbidden does not take --claim" 2 "$rc"
out=$("$RENJU" judge --json=yes h8 2>&1); rc=$?
expect_contains "a switch given a value is refused" "--json takes no value" "$out"
for size in 15x x15 1.5e1 "" -15 0015 +15; do
  out=$("$RENJU" judge --size "$size" h8 2>&1); rc=$?
  expect_eq "--size $size is not read as a number: status 2" 2 "$rc"
done
expect_contains "--size 15x is refused" '--size needs a number of lines, such as 15, not "15x"' "$("$RENJU" judge --size 15x h8 2>&1)"
expect_contains "--size=19 --rule=freestyle" "rule: freestyle, 19x19" "$("$RENJU" judge --size=19 --rule=freestyle s19)"
printf '\xef\xbb\xbfrule: renju\nopening: rif\nactions: h8 h9 i9 swap\n' > "$tmp/bom.txt"
out=$("$RENJU" replay "$tmp/bom.txt" 2>&1); rc=$?
expect_contains "a UTF-8 byte-order mark at the start of a record is accepted" "swap decision: second player (white): swap" "$out"
expect_eq "a byte-order mark: status 0" 0 "$rc"
expect_contains "a byte-order mark on standard input" "code: h8h9i9" "$("$RENJU" replay < "$tmp/bom.txt")"
expect_eq "a byte-order mark before the first code of forbidden's input" $'f8a1g8a2h9a3h10a4\th8:33' \
  "$(printf '\xef\xbb\xbff8a1g8a2h9a3h10a4\n' | "$RENJU" forbidden)"
printf 'rule: renju\n\xef\xbb\xbfopening: rif\n' > "$tmp/bom2.txt"
expect_contains "a byte-order mark elsewhere is still refused" "BAD_RECORD: line 2" "$("$RENJU" replay "$tmp/bom2.txt" 2>&1)"
# No 1 MB lines or raw binary echoed back: messages quote a few dozen characters, bytes escaped.
node -e 'process.stdout.write("x".repeat(1 << 20) + "\nh" + "9".repeat(1 << 20) + "\n" + Buffer.alloc(1 << 20, 0xff).toString("latin1") + "\n")' > "$tmp/mega"
"$RENJU" forbidden < "$tmp/mega" > /dev/null 2> "$tmp/err"
expect_eq "1 MB lines: one short message each" "3 yes" "$(wc -l < "$tmp/err") $([ "$(wc -c < "$tmp/err")" -lt 600 ] && echo yes)"
node -e 'process.stdout.write(Buffer.alloc(1 << 20, 0xff))' > "$tmp/binary"
"$RENJU" replay "$tmp/binary" 2> "$tmp/err"
expect_eq "1 MB of binary as a record: a short message" yes "$([ "$(wc -c < "$tmp/err")" -lt 300 ] && echo yes)"
expect_eq "raw binary is not echoed back" 0 "$(LC_ALL=C grep -c $'\xff' "$tmp/err")"
{ printf 'actions: h8 resign:'; head -c 1000000 /dev/zero | tr '\0' 'x'; } > "$tmp/resign.txt"
expect_eq "a 1 MB resign: token: a short message" yes "$([ "$("$RENJU" replay "$tmp/resign.txt" 2>&1 | wc -c)" -lt 300 ] && echo yes)"
long=$(head -c 100000 /dev/zero | tr '\0' 'q')
expect_eq "a 100 KB code argument: a short message" yes "$([ "$("$RENJU" judge "h8$long" 2>&1 | wc -c)" -lt 300 ] && echo yes)"
expect_eq "a 100 KB point argument: a short message" yes "$([ "$("$RENJU" explain h8 "$long" 2>&1 | wc -c)" -lt 800 ] && echo yes)"
expect_eq "a 100 KB rule: a short message" yes "$([ "$("$RENJU" judge --rule "$long" h8 2>&1 | wc -c)" -lt 800 ] && echo yes)"
expect_eq "a 100 KB command: a short message" yes "$([ "$("$RENJU" "$long" 2>&1 | wc -c)" -lt 800 ] && echo yes)"
expect_eq "a 100 KB option: a short message" yes "$([ "$("$RENJU" "--$long" 2>&1 | wc -c)" -lt 800 ] && echo yes)"

if [ "$fails" -gt 0 ]; then echo "$fails CLI test(s) failed"; exit 1; fi
echo "CLI tests passed"
