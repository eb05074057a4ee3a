// Whatever JavaScript passes in, each call either works or throws a RenjuError with a stable code;
// nothing traps or aborts, and the module keeps working.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { renju, RenjuError } from './load.mjs';

const CODES = new Set(['OFF_BOARD', 'OCCUPIED', 'GAME_OVER', 'BAD_CODE', 'FORBIDDEN', 'PASS_TOO_EARLY', 'NO_DRAW_OFFER',
  'BAD_CLAIM', 'BAD_ARGUMENT', 'NOTHING_TO_UNDO', 'NOTHING_TO_REDO', 'WRONG_PHASE', 'DISPOSED', 'NOT_YOUR_TURN',
  'OUTSIDE_ZONE', 'SYMMETRIC_OFFER', 'NOT_OFFERED', 'BAD_RECORD']);

const HOSTILE = [undefined, null, NaN, Infinity, -Infinity, -1, 0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -0,
  '', ' ', 'h', 'h0', 'h16', 'z1', 'pass', 'H8', 'h8i9', '\u0000', 'ｈ８', '🀄', 'x'.repeat(100000), '1e3',
  true, false, {}, [], [7, 7], { x: '7', y: '7' }, { x: NaN, y: 0 }, { x: 7 }, { x: 1e9, y: 1e9 }, { x: -1, y: 0 },
  { x: 7.5, y: 7 }, { x: 7n, y: 7n }, 7n, Symbol('h8'), () => 'h8', new Proxy({}, { get: () => 3 }),
  Object.create(null), new Date(), /h8/, new Uint8Array(4), { toString: () => 'h8' }];

function attempt(fn) {
  try {
    fn();
    return 'ok';
  } catch (e) {
    assert.ok(e instanceof RenjuError, `not a RenjuError: ${e && e.stack}`);
    assert.ok(CODES.has(e.code), `unknown code ${e.code}`);
    assert.equal(typeof e.message, 'string');
    assert.ok(e.message.length > 0 && e.message.length < 500);
    return e.code;
  }
}

test('hostile arguments to every game method', () => {
  for (const v of HOSTILE) {
    const g = renju.importGame('h8i9j10');
    for (const call of [
      () => g.decideSwap(v), () => g.declare(v), () => g.offerFifth(v), () => g.chooseFifth(v), () => g.offerLegality(v),
      () => g.play('a1', { player: v }), () => renju.importRecord(v), () => renju.newGame({ opening: v }),
      () => g.play(v), () => g.play('a1', v), () => g.pass(v), () => g.resign(v), () => g.timeout(v),
      () => g.claimWin(v), () => g.claimForbidden(v), () => g.forbiddenAt(v), () => g.explain(v), () => g.at(v),
      () => g.legality(v),
    ]) attempt(call);
    // Whatever was accepted, the game is still one that its own code reproduces.
    assert.equal(renju.importGame(g.code).code, g.code);
    assert.ok(g.code.startsWith('h8i9j10'));
  }
});

test('hostile arguments to the module and positions', () => {
  for (const v of HOSTILE) {
    attempt(() => renju.newGame(v));
    attempt(() => renju.newGame({ rule: v }));
    attempt(() => renju.newGame({ size: v, rule: 'freestyle' }));
    attempt(() => renju.newGame({ black: v }));
    attempt(() => renju.newGame({ black: [v] }));
    attempt(() => renju.importGame(v));
    attempt(() => renju.importGame('h8', v));
    attempt(() => renju.parseCode(v));
    attempt(() => renju.parseCode('h8', { size: v }));
    attempt(() => renju.point(v));
    attempt(() => renju.parseMarks(v));
    attempt(() => renju.parseMarks('A:h8', { size: v }));
    attempt(() => renju.formatMarks(v));
    attempt(() => renju.formatMarks([v]));
    attempt(() => renju.formatMarks([{ point: v, type: 'x' }]));
    attempt(() => renju.formatMarks([{ point: 'h8', type: v, text: v }]));
    attempt(() => renju.newPosition({ white: [v], toMove: v }));
    const p = renju.newPosition({ black: ['h8'] });
    attempt(() => p.place(v, 'black'));
    attempt(() => p.place('a1', v));
    attempt(() => p.remove(v));
    attempt(() => p.explain('a1', v));
    attempt(() => p.makesFive(v, 'black'));
    attempt(() => { p.toMove = v; });
  }
});

test('the module keeps working after all of it', () => {
  const g = renju.importGame('f8a1g8a2h9a3h10a4', { opening: 'none' });
  assert.deepEqual(g.forbiddenPoints().map((f) => f.point), ['h8']);
  g.play('h8');
  assert.equal(g.result.reason, 'forbidden');
});
