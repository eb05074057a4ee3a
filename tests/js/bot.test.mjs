// The bot through the JS API. Positions are built by hand from the rules: wins in one, blocks,
// forbidden points, VCF; and the bot's turn in every opening phase.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { OPENINGS } from '../../dist/renju.js';
import { renju, throwsCode } from './load.mjs';

test('it completes its own five', () => {
  // Black E8 F8 G8 H8, white I8 blocks one end: D8 is the only five.
  const p = renju.newPosition({ black: ['e8', 'f8', 'g8', 'h8'], white: ['i8', 'a1', 'a3'], toMove: 'black' });
  for (const level of [1, 3, 5]) assert.equal(renju.bestMove(p, { level, seed: 3 }).best, 'd8');
});

test('it blocks the opponent four', () => {
  // White threatens five at K11 (G7 H8 I9 J10 with F6 black); black has nothing better.
  const p = renju.newPosition({ black: ['f6', 'a15', 'c15'], white: ['g7', 'h8', 'i9', 'j10'], toMove: 'black' });
  for (const level of [1, 3, 5]) assert.equal(renju.bestMove(p, { level, seed: 5 }).best, 'k11');
});

test('as black in Renju it never plays a forbidden point, even to block', () => {
  // White D4 E5 F6 G7 (C3 black) threatens five at H8, and H8 is a double three for black (F8 G8
  // across, H9 H10 down): black cannot block, and must not play there.
  const p = renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10', 'c3'], white: ['d4', 'e5', 'f6', 'g7', 'm13'], toMove: 'black' });
  assert.equal(p.forbiddenAt('h8'), 'double-three');
  for (const level of [1, 5]) {
    const r = renju.bestMove(p, { level, seed: 1 });
    assert.notEqual(r.best, 'h8');
    assert.ok(r.best);
  }
});

test('as white it sees the win through a forbidden point', () => {
  // White G7 makes D4-G7 a four whose only five point H8 is forbidden for black (see the lesson).
  const p = renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10', 'c3'], white: ['d4', 'e5', 'f6', 'm13'], toMove: 'white' });
  const r = renju.bestMove(p, { level: 5, timeMs: 2000, seed: 2 });
  assert.equal(r.best, 'g7');
  assert.ok(r.winIn > 0);
  assert.equal(r.winner, 'white');
});

test('findVcf shows a win by continuous fours', () => {
  // Black E8 F8 G8 (white D8) and G7 I9 on the diagonal. H8 is a four (five at I8) that also makes
  // G7 H8 I9 a three; after white's forced I8, J10 or F6 makes a straight four: black wins. No single
  // move wins at once, so the shortest win by fours is H8, I8, then J10 or F6.
  const stones = { black: ['e8', 'f8', 'g8', 'g7', 'i9'], white: ['d8', 'a1', 'a3', 'a5'], toMove: 'black' };
  const vcf = renju.findVcf(renju.newPosition(stones));
  assert.deepEqual(vcf.slice(0, 2), ['h8', 'i8']);
  assert.ok(['j10', 'f6'].includes(vcf[2]), vcf.join(' '));
  const after = renju.newPosition(stones);
  vcf.forEach((point, i) => after.place(point, i % 2 === 0 ? 'black' : 'white'));
  const fives = ['e5', 'f6', 'j10', 'k11'].filter((p) => !after.at(p) && after.makesFive(p, 'black'));
  assert.equal(fives.length, 2); // a straight four: two five points
  assert.deepEqual(renju.findVcf(renju.newPosition({ black: ['a1'], white: ['o15'], toMove: 'black' })), []);
  const r = renju.bestMove(renju.newPosition(stones), { level: 3, seed: 1 });
  assert.equal(r.best, 'h8');
  assert.ok(r.winIn > 0);
});

test('progress after each depth; a stop request ends the search with the best move so far', () => {
  const g = renju.newGame().play('h8');
  const progress = [];
  const r = renju.bestMove(g, { level: 4, seed: 9, onProgress: (p) => progress.push(p) });
  assert.ok(progress.length >= 2);
  assert.deepEqual(progress.map((p) => p.depth), progress.map((_, i) => progress[0].depth + i));
  assert.equal(progress.at(-1).best, r.best);
  let polls = 0;
  const stopped = renju.bestMove(g, { level: 0, shouldStop: () => ++polls >= 3 });
  assert.equal(stopped.stopped, true);
  assert.ok(stopped.best);
});

test('the same seed gives the same move; bad options and finished games are refused', () => {
  const g = renju.importGame('h8h9i9');
  assert.equal(renju.bestMove(g, { level: 3, seed: 7 }).best, renju.bestMove(g, { level: 3, seed: 7 }).best);
  throwsCode(assert, () => renju.bestMove(g, { level: 9 }), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.bestMove(g, { timeMs: -1 }), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.bestMove(g, { onProgress: 3 }), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.bestMove('h8'), 'BAD_ARGUMENT');
  const over = renju.importGame('h8a1i8a2j8a3k8a4l8');
  throwsCode(assert, () => over.botTurn({ level: 1 }), 'GAME_OVER');
});

test('the bot takes its turn in every phase of every opening rule, through to normal play', () => {
  for (const opening of OPENINGS) {
    const g = renju.newGame({ opening });
    const kinds = new Set();
    for (let i = 0; i < 40 && (g.turn.opening || g.ply < 8) && !g.over; i++) {
      const answer = g.playBotTurn({ level: 1, seed: i + 1 });
      kinds.add(answer.action.type);
    }
    assert.equal(g.turn.opening, false, `${opening}: still in the opening: ${g.turn.text}`);
    assert.ok(!g.over || g.result.reason !== 'forbidden', `${opening}: the bot played a forbidden move`);
    if (['rif', 'yamaguchi', 'soosorv-8'].includes(opening)) {
      assert.ok(kinds.has('offer') && kinds.has('choose') && kinds.has('swap'), `${opening}: ${[...kinds]}`);
    }
    if (opening === 'yamaguchi' || opening === 'soosorv-8') assert.ok(kinds.has('declare'));
  }
});
