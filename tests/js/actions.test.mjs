// The module's rule facts for front ends: action tokens (game.apply, game.actions), what the rules
// allow (renju.rules, renju.openingRules), the opening zone as a rectangle on game.turn, and diagram
// positions from set-up stones plus a code. Expected values are worked out by hand from the record
// format (core/record.h) and the opening rules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renju, throwsCode } from './load.mjs';

test('game.apply plays a RIF opening token by token; game.actions lists who did what', () => {
  const game = renju.newGame({ opening: 'rif' });
  for (const token of ['h8', 'h9', 'i9', 'swap', 'i8', 'offer:g8', 'offer:J10', 'choose:j10', 'k11']) assert.equal(game.apply(token), game);
  assert.equal(game.code, 'h8h9i9i8j10k11');
  // Stones 1-3 by the first player (black until the swap, white 2 included); the swap by the second
  // (white before it); then the first player holds white: white 4 and the choice are theirs, the
  // offers black's (the second player's).
  assert.deepEqual(game.actions.map((a) => [a.token, a.type, a.player, a.color, a.stone, a.moveNumber, a.opening]), [
    ['h8', 'move', 'first', 'black', 'black', 1, true],
    ['h9', 'move', 'first', 'black', 'white', 2, true],
    ['i9', 'move', 'first', 'black', 'black', 3, true],
    ['swap', 'swap', 'second', 'white', null, 4, true],
    ['i8', 'move', 'first', 'white', 'white', 4, true],
    ['offer:g8', 'offer', 'second', 'black', null, 5, true],
    ['offer:j10', 'offer', 'second', 'black', null, 5, true],
    ['choose:j10', 'choose', 'first', 'white', 'black', 5, true],
    ['k11', 'move', 'first', 'white', 'white', 6, false],
  ]);
  assert.deepEqual(game.actions.map((a) => a.point ?? a.choice ?? null), ['h8', 'h9', 'i9', 'swap', 'i8', 'g8', 'j10', 'j10', 'k11']);
  assert.equal(game.opening.chosen, 'j10');
  assert.match(game.record, /actions: h8 h9 i9 swap i8 offer:g8 offer:j10 choose:j10 k11\n$/);
  game.dispose();
});

test('game.apply: draws, passes, resignation and claims as tokens', () => {
  const game = renju.newGame();
  for (const t of ['h8', 'i9', 'j10', 'pass+draw', 'decline-draw', 'k11+draw', 'accept-draw']) game.apply(t);
  assert.equal(game.result.reason, 'agreement');
  assert.deepEqual(game.actions.map((a) => [a.token, a.moveNumber, a.offerDraw]),
    [['h8', 1, false], ['i9', 2, false], ['j10', 3, false], ['pass+draw', 4, true], ['decline-draw', 5, undefined],
      ['k11+draw', 5, true], ['accept-draw', 6, undefined]]);
  const yam = renju.newGame({ opening: 'yamaguchi' });
  for (const t of ['h8', 'h9', 'i9', 'declare:3']) yam.apply(t);
  assert.equal(yam.actions.at(-1).number, 3);
  const claim = renju.newGame({ ruling: 'claim' });
  for (const t of ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8', 'a5']) claim.apply(t); // black's five stands unclaimed
  claim.apply('claim-win:black');
  assert.equal(claim.result.winner, 'black');
  const resign = renju.newGame();
  resign.apply('h8').apply('resign:white');
  assert.equal(resign.result.reason, 'resignation');
  assert.equal(resign.result.winner, 'black');
});

test('game.apply refuses a bad token or a refused action and changes nothing', () => {
  const game = renju.newGame({ opening: 'rif' });
  game.apply('h8').apply('h9');
  const before = game.record;
  throwsCode(assert, () => game.apply('h8'), 'OCCUPIED');
  throwsCode(assert, () => game.apply('a1'), 'OUTSIDE_ZONE');
  throwsCode(assert, () => game.apply('swap'), 'WRONG_PHASE');
  throwsCode(assert, () => game.apply('yy9'), 'BAD_ARGUMENT', 'unknown action');
  // x takes a stone off on the analysis board: xx9 reads as X9, off a 15x15 board
  throwsCode(assert, () => game.apply('xx9'), 'OFF_BOARD', 'off the 15x15 board');
  throwsCode(assert, () => game.apply('bh10'), 'BAD_ARGUMENT');
  throwsCode(assert, () => game.apply('h99'), 'OFF_BOARD');
  throwsCode(assert, () => game.apply('declare:x'), 'BAD_ARGUMENT', 'declare needs a number');
  throwsCode(assert, () => game.apply('resign:grey'), 'BAD_ARGUMENT', 'black or white');
  for (const v of [undefined, null, 7, {}, ['h8']]) throwsCode(assert, () => game.apply(v), 'BAD_ARGUMENT');
  assert.equal(game.record, before);
  game.apply('resign:black');
  throwsCode(assert, () => game.apply('i9'), 'GAME_OVER');
});

test('the bot answers with a token that game.apply takes', () => {
  const game = renju.newGame({ opening: 'swap2' });
  for (let i = 0; i < 6 && !game.over; i++) {
    const answer = game.botTurn({ level: 1, seed: 3 });
    assert.equal(typeof answer.action.token, 'string');
    const n = game.actions.length;
    game.apply(answer.action.token);
    assert.equal(game.actions.at(-1).token, answer.action.token);
    assert.equal(game.actions.length, n + 1);
  }
  game.dispose();
});

test('game.turn carries the opening zone as a rectangle, as the core judges it (even boards too)', () => {
  const rif = renju.newGame({ opening: 'rif' });
  assert.deepEqual(rif.turn.zoneRect, { x0: 7, y0: 7, x1: 7, y1: 7 }); // black 1 on h8
  rif.apply('h8');
  assert.deepEqual([rif.turn.zone, rif.turn.zoneRect], [3, { x0: 6, y0: 6, x1: 8, y1: 8 }]); // g7-i9
  rif.apply('h9');
  assert.deepEqual(rif.turn.zoneRect, { x0: 5, y0: 5, x1: 9, y1: 9 }); // f6-j10
  rif.apply('i9');
  assert.equal(rif.turn.zoneRect, null); // the swap: no stone
  // 14x14: the centre falls between points, so black 1 goes on one of the four central points g7, g8, h7, h8.
  const even = renju.newGame({ rule: 'freestyle', size: 14 });
  assert.deepEqual(even.turn.zoneRect, { x0: 6, y0: 6, x1: 7, y1: 7 });
  for (const p of ['g7', 'g8', 'h7', 'h8']) assert.equal(even.legality(p).legal, true, p);
  for (const p of ['f7', 'i8', 'g9']) assert.equal(even.legality(p).code, 'OUTSIDE_ZONE', p);
  const swap = renju.newGame({ opening: 'swap' });
  assert.equal(swap.turn.zoneRect, null); // anywhere
});

test('renju.rules: the sizes each rule allows and the opening rules each rule and size allows', () => {
  const gomoku = Array.from({ length: 18 }, (_, i) => i + 5);
  assert.deepEqual(renju.rules.renju.sizes, [15]);
  assert.deepEqual(renju.rules.standard.sizes, gomoku);
  assert.deepEqual(renju.rules.freestyle.sizes, gomoku);
  assert.equal(renju.rules.renju.defaultSize, 15);
  const all = ['free', 'rif', 'yamaguchi', 'soosorv-8', 'taraguchi-10', 'swap', 'swap2', 'none'];
  assert.deepEqual(renju.rules.renju.openings[15], all);
  assert.deepEqual(renju.rules.standard.openings[15], all);
  // The standard-opening rules are played on 15x15 only.
  for (const size of gomoku.filter((n) => n !== 15)) assert.deepEqual(renju.rules.freestyle.openings[size], ['free', 'swap', 'swap2', 'none'], size);
  assert.deepEqual(Object.entries(renju.openingRules).map(([name, o]) => [name, o.maySwap, o.size]), [
    ['free', false, null], ['rif', true, 15], ['yamaguchi', true, 15], ['soosorv-8', true, 15], ['taraguchi-10', true, 15],
    ['swap', true, null], ['swap2', true, null], ['none', false, null]]);
  assert.ok(Object.isFrozen(renju.rules.renju.sizes));
  // Every listed combination is one newGame accepts, and no other size is.
  for (const [rule, facts] of Object.entries(renju.rules)) {
    for (const size of facts.sizes) for (const opening of facts.openings[size]) renju.newGame({ rule, size, opening }).dispose();
    for (const size of [4, 23]) throwsCode(assert, () => renju.newGame({ rule, size }), 'BAD_ARGUMENT');
  }
});

test('positionFromCode: set-up stones, then the moves alternately from the implied or given side', () => {
  const plain = renju.positionFromCode('h8i9j10');
  assert.deepEqual([plain.at('h8'), plain.at('i9'), plain.at('j10'), plain.toMove], ['black', 'white', 'black', 'white']);
  // Black has more set-up stones: white moves first.
  const after = renju.positionFromCode('k11', { black: ['h8', 'h9'], white: ['i9'] });
  assert.deepEqual([after.at('k11'), after.toMove], ['white', 'black']);
  const stonesOnly = renju.positionFromCode('', { black: ['h8'] });
  assert.equal(stonesOnly.toMove, 'white');
  const given = renju.positionFromCode('k11', { black: ['h8', 'h9'], white: ['i9'], toMove: 'black' });
  assert.deepEqual([given.at('k11'), given.toMove], ['black', 'white']);
  const small = renju.positionFromCode('a1b2', { rule: 'freestyle', size: 7 });
  assert.equal(small.at('b2'), 'white');
  throwsCode(assert, () => renju.positionFromCode('h8h8'), 'OCCUPIED');
  throwsCode(assert, () => renju.positionFromCode('k11', { black: ['k11'] }), 'OCCUPIED');
  throwsCode(assert, () => renju.positionFromCode('zz'), 'BAD_CODE');
  throwsCode(assert, () => renju.positionFromCode(5), 'BAD_CODE');
  throwsCode(assert, () => renju.positionFromCode('', { toMove: 'red' }), 'BAD_ARGUMENT');
});

test('a five is never forbidden: the position asks the core, which says so', () => {
  // h8 makes five across (d8-h8) and also a double three: the five wins.
  const p = renju.newPosition({ black: ['d8', 'e8', 'f8', 'g8', 'h9', 'h10', 'i9', 'j10'] });
  assert.equal(p.makesFive('h8', 'black'), true);
  assert.equal(p.forbiddenAt('h8'), null);
});
