// The game review's verdicts (issue 16, web/app/panels/analysis.js judgeMoves): a move's loss is the
// drop of its player's win chance from the position before it to the one after; 10% lost is an
// inaccuracy, 20% a mistake, 30% a blunder, judged on the whole percent the list shows; the engine's
// own choice loses nothing; a proven win given away is "the win was X". Every expected value below
// is worked out by hand from the made-up review entries (win chances of the side to move).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { THRESHOLDS, judgeMoves } from '../../web/app/panels/analysis.js';

// A review of a game from an empty board: positions alternate black, white, black… to move;
// steps[i] is the move from position i to position i + 1.
function review(entries, moves) {
  const colour = (i) => (i % 2 ? 'white' : 'black');
  return {
    entries,
    positions: entries.map((_, i) => ({ toMove: colour(i) })),
    steps: moves.map((point, i) => ({ kind: 'move', n: i + 1, color: colour(i), point })),
  };
}
const verdicts = (r) => judgeMoves(r).map(({ count, point, color, percent, kind, missed, best }) => ({ count, point, color, percent, kind, missed, best }));

test('review: the documented thresholds', () => {
  assert.deepEqual(THRESHOLDS, { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 });
});

test('review: each move\'s loss for its player, its verdict by the whole percent shown, the engine\'s choice never judged', () => {
  const r = review([
    { winProbability: 0.5, best: 'h8', winIn: 0 }, //    black to move: black 50%
    { winProbability: 0.6, best: 'i9', winIn: 0 }, //    white 60% (black 40%): H8 was the best move, not judged
    { winProbability: 0.65, best: 'j10', winIn: 0 }, //  black 65%: white 60% -> 35%, 25% lost: mistake
    { winProbability: 0.2, best: 'k11', winIn: 0 }, //   white 20%: J10 was the best move
    { winProbability: 0.9955, best: 'l12', winIn: 0 }, // white 20% -> 0.45%: 19.55% lost, shown as 20%: mistake
    { winProbability: 0.5, best: 'm13', winIn: 0 }, //   black 99.55% -> 50%: 49.55%, shown 50%: blunder
    { winProbability: 0.644, best: 'n14', winIn: 0 }, // white 50% -> 35.6%: 14.4%, 14%: inaccuracy
    { winProbability: 0.4095, best: 'o15', winIn: 0 }, // black 64.4% -> 59.05%: 5.35%, 5%: not judged
    { winProbability: 0.3, best: 'a2', winIn: 0 }, //    white 40.95% -> 70%: a gain, not judged
  ], ['H8', 'A1', 'J10', 'B2', 'C3', 'D4', 'E5', 'F6']);
  assert.deepEqual(verdicts(r), [
    { count: 2, point: 'A1', color: 'white', percent: 25, kind: 'mistake', missed: null, best: 'i9' },
    { count: 4, point: 'B2', color: 'white', percent: 20, kind: 'mistake', missed: null, best: 'k11' },
    { count: 5, point: 'C3', color: 'black', percent: 50, kind: 'blunder', missed: null, best: 'l12' },
    { count: 6, point: 'D4', color: 'white', percent: 14, kind: 'inaccuracy', missed: null, best: 'm13' },
  ]);
});

test('review: a proven win given away is "the win was X" with its length; a lost position is not judged again', () => {
  const r = review([
    { winProbability: 1, best: 'h8', winIn: 3 }, //  black to move wins in 3 (by H8)
    { winProbability: 0.4, best: 'i9', winIn: 0 }, // after A1 nothing is proven: black 100% -> 60%, and the win was H8
    { winProbability: 1, best: 'j10', winIn: 2 }, // white 40% -> 0%: a blunder, white had no win to miss
    { winProbability: 0, best: 'k11', winIn: -2 }, // C3 is not J10, but white is still lost in 2: black's win kept
  ], ['A1', 'B2', 'C3']);
  assert.deepEqual(verdicts(r), [
    { count: 1, point: 'A1', color: 'black', percent: 40, kind: 'blunder', missed: { best: 'h8', k: 3 }, best: 'h8' },
    { count: 2, point: 'B2', color: 'white', percent: 40, kind: 'blunder', missed: null, best: 'i9' },
  ]);
});

test('review: positions not yet reviewed and the move after a five are skipped', () => {
  const r = review([
    { winProbability: 0.5, best: 'h8', winIn: 0 },
    null, // not reviewed yet: neither the move into it nor out of it is judged
    { winProbability: 0.9, best: 'j10', winIn: 0 },
    { over: true }, // C3 made black's five (a gain for black: 90% -> 100%)
    { winProbability: 0.1, best: 'e5', winIn: 0 }, // a move after the five (a record may go on): not judged
  ], ['A1', 'B2', 'C3', 'D4']);
  assert.deepEqual(verdicts(r), []);
});
