// renju.analyse in Node answers exactly as the native build (build/native/renju-analyse) on fixed
// positions with node budgets; its options are checked; progress carries every candidate; threats.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

import { renju, throwsCode } from './load.mjs';

const root = new URL('../../', import.meta.url);
// code, multiPV, nodes, rule: middlegames, a four-three win (set up as a game of moves), a forced block.
const cases = [
  ['h8i9j10', 3, 20000, 'renju'],
  ['h8h9i9g7j10k11i10i11', 5, 40000, 'renju'],
  ['h8i8j9h7g8g6j7i7', 3, 60000, 'renju'],
  ['h8g9h9h10i8j7g8f8', 2, 30000, 'renju'],
  ['h8h9i9g7j10k11i10i11', 3, 40000, 'freestyle'],
  ['j5j4j6b2j7n13h8b13i8n3', 3, 50000, 'renju'],
];

test('analyse: Node answers as natively on fixed positions with node budgets', () => {
  const input = cases.map(([code, k, nodes, rule]) => `${code}\t${k}\t${nodes}\t${rule}`).join('\n') + '\n';
  const native = execFileSync(new URL('build/native/renju-analyse', root).pathname, { input }).toString().trim().split('\n');
  assert.equal(native.length, cases.length);
  cases.forEach(([code, k, nodes, rule], i) => {
    const game = renju.positionFromCode(code, { rule });
    const a = renju.analyse(game, { multiPV: k, nodes });
    game.dispose();
    const expected = JSON.parse(native[i]);
    for (const c of a.candidates) delete c.winProbability;
    // Time differs between runs; everything else is the same search.
    delete a.timeMs;
    delete expected.timeMs;
    assert.deepEqual(a, expected, `${code} (${rule})`);
    assert.equal(a.candidates.length, k);
  });
});

test('analyse: the four-three is found, "black wins in 3", as findVcf', () => {
  const game = renju.positionFromCode('j5j4j6b2j7n13h8b13i8n3');
  const a = renju.analyse(game, { multiPV: 3, depth: 3 });
  assert.equal(a.toMove, 'black');
  assert.equal(a.candidates[0].move, 'j8');
  assert.equal(a.candidates[0].winIn, 3);
  assert.equal(a.candidates[0].winner, 'black');
  assert.equal(a.candidates[0].winProbability, 1);
  assert.equal(renju.findVcf(game)[0], 'j8');
  game.dispose();
});

test('analyse: the first candidate is bestMove at level 0 and the same depth', () => {
  for (const code of ['h8i9j10', 'h8i8j9h7g8g6j7i7']) {
    const game = renju.importGame(code);
    const a = renju.analyse(game, { multiPV: 3, depth: 4 });
    const b = renju.bestMove(game, { level: 0, depth: 4 });
    assert.equal(a.candidates[0].move, b.best, code);
    assert.equal(a.candidates[0].eval, b.eval, code);
    assert.deepEqual(a.candidates[0].pv, b.pv, code);
    game.dispose();
  }
});

test('analyse: progress carries every candidate; shouldStop stops it; a throwing callback is rethrown', () => {
  const game = renju.importGame('h8h9i9g7j10k11i10i11');
  const seen = [];
  const a = renju.analyse(game, { multiPV: 4, depth: 3, onProgress: (p) => seen.push(p) });
  assert.ok(seen.length >= 3);
  for (const p of seen) assert.equal(p.candidates.length, 4);
  assert.deepEqual([...new Set(seen.map((p) => p.depth))], [1, 2, 3]);
  assert.equal(a.depth, 3);
  let polls = 0;
  const stopped = renju.analyse(game, { shouldStop: () => ++polls > 3 });
  assert.equal(stopped.stopped, true);
  assert.ok(stopped.candidates.length >= 1);
  assert.throws(() => renju.analyse(game, { depth: 3, onProgress: () => { throw new Error('mine'); } }), /mine/);
  game.dispose();
});

test('analyse: win probability is 1 / (1 + e^(-eval/400)) of the side to move, 1 and 0 when proven', () => {
  const position = renju.positionFromCode('h8h9i9g7j10k11i10i11');
  const a = renju.analyse(position, { multiPV: 3, depth: 2 });
  for (const c of a.candidates) assert.equal(c.winProbability, c.winIn ? (c.winIn > 0 ? 1 : 0) : 1 / (1 + Math.exp(-c.eval / 400)));
  position.dispose();
  // Against a four, every move but the block loses at once: probability 0 (worked out: white's five next).
  const blocked = renju.newPosition({ rule: 'freestyle', black: ['c4', 'h8', 'i9'], white: ['d4', 'e4', 'f4', 'g4'], toMove: 'black' });
  const b = renju.analyse(blocked, { multiPV: 3, depth: 2 });
  assert.equal(b.candidates[0].move, 'h4');
  assert.deepEqual(b.candidates.slice(1).map((c) => [c.winIn, c.winner, c.winProbability]), [[-1, 'white', 0], [-1, 'white', 0]]);
  blocked.dispose();
});

test('analyse: bad options and finished games are refused by name', () => {
  const game = renju.importGame('h8i9');
  throwsCode(assert, () => renju.analyse(game, { multiPV: 0 }), 'BAD_ARGUMENT', 'multiPV');
  throwsCode(assert, () => renju.analyse(game, { multiPV: 11 }), 'BAD_ARGUMENT', 'multiPV');
  throwsCode(assert, () => renju.analyse(game, { nodes: -1 }), 'BAD_ARGUMENT', 'nodes');
  throwsCode(assert, () => renju.analyse(game, { onProgress: 3 }), 'BAD_ARGUMENT', 'onProgress');
  throwsCode(assert, () => renju.analyse('h8', {}), 'BAD_ARGUMENT', 'analyse');
  game.dispose();
  const over = renju.importGame('h8a1i8a2j8a3k8a4l8', { rule: 'freestyle' });
  throwsCode(assert, () => renju.analyse(over), 'GAME_OVER');
  over.dispose();
});

test('threats: fives and straight-four points of both sides', () => {
  // Black four h8-k8 blocked at g8 (five at l8), open three h10-j10; white open three c3-e3.
  const p = renju.newPosition({ rule: 'freestyle', black: ['h8', 'i8', 'j8', 'k8', 'h10', 'i10', 'j10'], white: ['g8', 'c3', 'd3', 'e3', 'o15'], toMove: 'white' });
  const t = renju.threats(p);
  assert.deepEqual(t.black.fives, ['l8']);
  assert.deepEqual([...t.black.fours].sort(), ['g10', 'k10']);
  assert.deepEqual(t.white.fives, []);
  assert.deepEqual([...t.white.fours].sort(), ['b3', 'f3']);
  p.dispose();
});

// The rules text: 26 standard openings (13 direct, 13 indirect); symmetric placements are one.
test('findBalance: the 26 standard openings from an empty board, 13 after an indirect second stone, closest to even first', () => {
  const empty = renju.newPosition({});
  const progress = [];
  const all = renju.findBalance(empty, { depth: 1, candidates: 20, onProgress: (b) => progress.push(b.searched) });
  empty.dispose();
  assert.equal(all.total, 26);
  assert.equal(all.searched, 26);
  assert.equal(all.candidates.length, 20);
  assert.deepEqual(progress, Array.from({ length: 25 }, (_, i) => i + 1));
  for (const c of all.candidates) {
    assert.equal(c.stones.length, 3);
    assert.equal(c.stones[0], 'h8');
    // Black's share on the win-probability curve, from white's evaluation (white is to move after).
    const expected = c.winIn ? (c.blackAdvantage > 0 ? 1 : 0) : 1 - 1 / (1 + Math.exp(-c.eval / 400));
    assert.ok(Math.abs(c.blackShare - expected) < 1e-12);
  }
  for (let i = 1; i < all.candidates.length; i++) {
    assert.ok(Math.abs(all.candidates[i - 1].blackAdvantage) <= Math.abs(all.candidates[i].blackAdvantage));
  }
  const game = renju.newGame({ opening: 'swap' });
  game.apply('h8');
  game.apply('i9');
  const indirect = renju.findBalance(game, { depth: 1, candidates: 13 });
  assert.equal(indirect.total, 13);
  assert.ok(indirect.candidates.every((c) => c.stones.length === 1));
  game.dispose();
});

test('findBalance: bad options and positions that are not a placement are refused by name', () => {
  const three = renju.positionFromCode('h8h9h10');
  throwsCode(assert, () => renju.findBalance(three, { upTo: 3 }), 'BAD_ARGUMENT', '3 stones');
  throwsCode(assert, () => renju.findBalance(three, { upTo: 4 }), 'BAD_ARGUMENT', 'upTo');
  throwsCode(assert, () => renju.findBalance(three, { candidates: 0 }), 'BAD_ARGUMENT', 'candidates');
  throwsCode(assert, () => renju.findBalance('h8', {}), 'BAD_ARGUMENT', 'game or a position');
  // swap2's moves 4 and 5 by default with three stones on the board: white, then black.
  const r = renju.findBalance(three, { depth: 1, candidates: 3 });
  assert.ok(r.candidates.length > 0 && r.candidates.every((c) => c.stones.length === 2));
  three.dispose();
});
