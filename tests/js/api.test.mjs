import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadRenju, renju, RenjuError, throwsCode } from './load.mjs';

test('loadRenju returns one shared instance', async () => {
  assert.equal(await loadRenju(), renju);
  assert.ok(renju.wasmModule instanceof WebAssembly.Module);
});

test('a new game: renju, 15x15, black to move, empty', () => {
  const g = renju.newGame();
  assert.equal(g.rule, 'renju');
  assert.equal(g.size, 15);
  assert.equal(g.ruling, 'immediate');
  assert.equal(g.toMove, 'black');
  assert.deepEqual(g.moves, []);
  assert.equal(g.code, '');
  assert.deepEqual(g.stones, []);
  assert.equal(g.over, false);
  assert.deepEqual(g.result, { outcome: 'ongoing', reason: 'none', winner: null, point: null, kind: null, line: [] });
  assert.equal(g.canUndo, false);
  assert.equal(g.lastMove, null);
});

test('moves as "h8" or {x, y}; stones, moves, code and at()', () => {
  const g = renju.newGame();
  g.play('H8').play({ x: 8, y: 8 }).play('j10');
  assert.equal(g.code, 'h8i9j10');
  assert.deepEqual(g.moves, ['h8', 'i9', 'j10']);
  assert.equal(g.lastMove, 'j10');
  assert.equal(g.ply, 3);
  assert.equal(g.toMove, 'white');
  assert.deepEqual(g.stones, [
    { point: 'h8', x: 7, y: 7, color: 'black' },
    { point: 'i9', x: 8, y: 8, color: 'white' },
    { point: 'j10', x: 9, y: 9, color: 'black' },
  ]);
  assert.equal(g.at('i9'), 'white');
  assert.equal(g.at({ x: 0, y: 0 }), null);
  assert.equal(String(g), 'h8i9j10');
  assert.deepEqual(JSON.parse(JSON.stringify(g)).code, 'h8i9j10');
});

test('five wins, with the winning line', () => {
  const g = renju.importGame('h8a1i8a2j8a3k8a4');
  g.play('l8');
  assert.equal(g.over, true);
  assert.equal(g.toMove, null);
  const r = g.result;
  assert.equal(r.outcome, 'black-wins');
  assert.equal(r.winner, 'black');
  assert.equal(r.reason, 'five');
  assert.equal(r.point, 'l8');
  assert.deepEqual([...r.line].sort(), ['h8', 'i8', 'j8', 'k8', 'l8']);
  throwsCode(assert, () => g.play('a9'), 'GAME_OVER');
});

test('black double three loses at once; in learning mode it is refused with FORBIDDEN', () => {
  const code = 'f8a1g8a2h9a3h10a4';
  const g = renju.importGame(code, { opening: 'none' });
  assert.deepEqual(g.forbiddenPoints(), [{ point: 'h8', x: 7, y: 7, kind: 'double-three' }]);
  assert.equal(g.forbiddenAt('h8'), 'double-three');
  assert.deepEqual(g.legality('h8'), { legal: false, code: 'FORBIDDEN', message: 'H8 is forbidden for black: a double three', kind: 'double-three' });
  g.play('h8');
  assert.equal(g.result.outcome, 'white-wins');
  assert.equal(g.result.reason, 'forbidden');
  assert.equal(g.result.kind, 'double-three');
  assert.equal(g.result.point, 'h8');

  const learning = renju.importGame(code, { refuseForbidden: true, opening: 'none' });
  throwsCode(assert, () => learning.play('h8'), 'FORBIDDEN', 'double three');
  assert.equal(learning.code, code);
  assert.equal(learning.at('h8'), null);
});

test('gomoku rule sets and sizes', () => {
  const free = renju.newGame({ rule: 'freestyle', size: 19, opening: 'none' });
  assert.equal(free.size, 19);
  free.play('s19');
  assert.deepEqual(free.stones, [{ point: 's19', x: 18, y: 18, color: 'black' }]);
  const std = renju.importGame('e8a1f8a3g8a5i8a7j8a9', { rule: 'standard', opening: 'none' });
  std.play('h8'); // overline: nothing in standard gomoku
  assert.equal(std.over, false);
  assert.deepEqual(std.forbiddenPoints(), []);
  const freeOver = renju.importGame('e8a1f8a3g8a5i8a7j8a9', { rule: 'freestyle', opening: 'none' });
  freeOver.play('h8');
  assert.equal(freeOver.result.outcome, 'black-wins');
  assert.equal(freeOver.result.line.length, 6);
});

test('undo and redo', () => {
  const g = renju.importGame('h8i9j10');
  assert.equal(g.undo(), true);
  assert.equal(g.code, 'h8i9');
  assert.equal(g.canRedo, true);
  assert.equal(g.redo(), true);
  assert.equal(g.code, 'h8i9j10');
  assert.equal(g.redo(), false);
  const e = renju.newGame();
  assert.equal(e.undo(), false);
});

test('passes: not in the first three moves, two in succession draw', () => {
  const g = renju.importGame('h8i9');
  throwsCode(assert, () => g.pass(), 'PASS_TOO_EARLY');
  g.play('j10').pass().pass();
  assert.equal(g.result.outcome, 'draw');
  assert.equal(g.result.reason, 'two-passes');
  assert.deepEqual(g.moves, ['h8', 'i9', 'j10', 'pass', 'pass']);
  assert.equal(g.code, 'h8i9j10passpass');
  assert.equal(renju.importGame(g.code).result.reason, 'two-passes');
});

test('draw offers, resignation and time-out', () => {
  const g = renju.newGame();
  throwsCode(assert, () => g.acceptDraw(), 'NO_DRAW_OFFER');
  g.play('h8', { offerDraw: true });
  assert.equal(g.drawOffered, true);
  g.declineDraw();
  assert.equal(g.drawOffered, false);
  g.play('i9', { offerDraw: true }).acceptDraw();
  assert.equal(g.result.reason, 'agreement');
  const r = renju.importGame('h8');
  r.resign();
  assert.deepEqual([r.result.outcome, r.result.reason], ['black-wins', 'resignation']);
  const t = renju.importGame('h8');
  t.timeout('black');
  assert.deepEqual([t.result.outcome, t.result.reason], ['white-wins', 'timeout']);
  throwsCode(assert, () => renju.newGame().resign('grey'), 'BAD_ARGUMENT');
});

test('claim mode (RIF 9.6-9.8)', () => {
  const g = renju.importGame('f8a1g8a2h9a3h10a4', { ruling: 'claim', opening: 'none' });
  assert.equal(g.ruling, 'claim');
  g.play('h8');
  assert.equal(g.over, false);
  throwsCode(assert, () => g.claimWin('black'), 'BAD_CLAIM', 'no five');
  g.claimForbidden('h8');
  assert.equal(g.result.kind, 'double-three');
  const late = renju.importGame('f8a1g8a2h9a3h10a4h8o15', { ruling: 'claim', opening: 'none' });
  throwsCode(assert, () => late.claimForbidden('h8'), 'BAD_CLAIM', 'too late');
  throwsCode(assert, () => renju.newGame().claimWin('black'), 'BAD_CLAIM');
});

test('importGame refuses bad codes and moves, naming the move', () => {
  throwsCode(assert, () => renju.importGame('h8i9x'), 'BAD_CODE', 'offset 4');
  throwsCode(assert, () => renju.importGame('h8i9p1'), 'OFF_BOARD', 'offset 4');
  throwsCode(assert, () => renju.importGame('h8i9h8'), 'OCCUPIED', 'move 3 (h8)');
  throwsCode(assert, () => renju.importGame('h8a1i8a2j8a3k8a4l8a5'), 'GAME_OVER', 'move 10 (a5)');
  throwsCode(assert, () => renju.importGame('h8pass'), 'PASS_TOO_EARLY', 'move 2');
  throwsCode(assert, () => renju.importGame(42), 'BAD_CODE');
});

test('options are checked', () => {
  throwsCode(assert, () => renju.newGame({ rule: 'go' }), 'BAD_ARGUMENT', 'rule');
  throwsCode(assert, () => renju.newGame({ size: 19 }), 'BAD_ARGUMENT', 'renju is played on 15x15 only');
  throwsCode(assert, () => renju.newGame({ rule: 'freestyle', size: 4 }), 'BAD_ARGUMENT', 'outside 5-22');
  throwsCode(assert, () => renju.newGame({ rule: 'freestyle', size: 15.5 }), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.newGame({ ruling: 'referee' }), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.newGame('renju'), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.newGame({ toMove: 'red' }), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.newGame({ black: ['h8'], white: ['h8'] }), 'OCCUPIED', 'given twice');
});

test('a game from a set-up position', () => {
  const g = renju.newGame({ black: ['f8', 'g8', 'h9', 'h10'], white: ['a1', 'a3', 'a5', 'a7'] });
  assert.equal(g.toMove, 'black');
  assert.equal(g.forbiddenAt('h8'), 'double-three');
  const w = renju.newGame({ black: ['h8'], toMove: 'white' });
  assert.equal(w.toMove, 'white');
  w.play('i9');
  assert.equal(w.code, 'i9');
});

test('positions: place, remove, side to move, queries', () => {
  const p = renju.newPosition({ black: ['f8', 'g8', 'h9'], white: ['a1'] });
  assert.equal(p.forbiddenAt('h8'), null);
  p.place('h10', 'black');
  assert.deepEqual(p.forbiddenPoints(), [{ point: 'h8', x: 7, y: 7, kind: 'double-three' }]);
  p.toMove = 'white';
  assert.equal(p.toMove, 'white');
  assert.deepEqual(p.forbiddenPoints(), []);
  assert.equal(p.explain('h8').color, 'white');
  assert.equal(p.explain('h8', 'black').verdict, 'double-three');
  p.remove('h10');
  assert.equal(p.at('h10'), null);
  throwsCode(assert, () => p.remove('h10'), 'BAD_ARGUMENT');
  throwsCode(assert, () => p.place('f8', 'white'), 'OCCUPIED');
  throwsCode(assert, () => p.explain('f8'), 'OCCUPIED');
  throwsCode(assert, () => p.place('h8', 'blue'), 'BAD_ARGUMENT');
  assert.equal(renju.newPosition({ black: ['d8', 'e8', 'f8', 'g8'] }).makesFive('h8', 'black'), true);
  const fromCode = renju.positionFromCode('h8i9j10');
  assert.equal(fromCode.toMove, 'white');
  assert.equal(fromCode.at('i9'), 'white');
  const small = renju.newPosition({ rule: 'freestyle', size: 7, black: ['g7'] });
  assert.equal(small.size, 7);
  throwsCode(assert, () => small.place('h1', 'black'), 'OFF_BOARD');
});

test('parseCode and point', () => {
  assert.deepEqual(renju.parseCode('H8, i9 pass j10'), ['h8', 'i9', 'pass', 'j10']);
  assert.deepEqual(renju.parseCode(''), []);
  throwsCode(assert, () => renju.parseCode('h8 q'), 'BAD_CODE', 'offset 3');
  assert.deepEqual(renju.parseCode('s19', { size: 19 }), ['s19']);
  assert.deepEqual(renju.point('h8'), { point: 'h8', x: 7, y: 7 });
  assert.deepEqual(renju.point({ x: 0, y: 14 }), { point: 'a15', x: 0, y: 14 });
  throwsCode(assert, () => renju.point('p1'), 'OFF_BOARD');
});

test('parseMarks and formatMarks: the one marks reader and writer, a refusal naming its problem and part', () => {
  // Worked out by hand: g8 is x 6, y 7; the later A on k9 replaces its cross; the signs are the symbols.
  assert.deepEqual(renju.parseMarks('A:g8 x:k9 \u25b3:h9 circle:f7,f8 dot:d4 dot-Red:c3 A:k9 \u7532:e5'), [
    { point: 'g8', x: 6, y: 7, type: 'label', text: 'A' },
    { point: 'h9', x: 7, y: 8, type: 'triangle' },
    { point: 'f7', x: 5, y: 6, type: 'circle' },
    { point: 'f8', x: 5, y: 7, type: 'circle' },
    { point: 'd4', x: 3, y: 3, type: 'dot' },
    { point: 'c3', x: 2, y: 2, type: 'dot', text: 'red' },
    { point: 'k9', x: 10, y: 8, type: 'label', text: 'A' },
    { point: 'e5', x: 4, y: 4, type: 'label', text: '\u7532' },
  ]);
  assert.deepEqual(renju.parseMarks(''), []);
  assert.deepEqual(renju.parseMarks('x:s19', { size: 19 }).map((m) => m.point), ['s19']);
  const refused = (text, code, problem, token) => assert.throws(() => renju.parseMarks(text), (e) => e instanceof RenjuError && e.code === code && e.problem === problem && e.token === token);
  refused('A:g8 h8', 'BAD_ARGUMENT', 'form', 'h8');
  refused('ABCD:h8', 'BAD_ARGUMENT', 'name', 'ABCD');
  refused('dot-pink:h8', 'BAD_ARGUMENT', 'name', 'dot-pink');
  refused('x:h8,p16', 'OFF_BOARD', 'point', 'p16');
  throwsCode(assert, () => renju.parseMarks(7), 'BAD_ARGUMENT', 'string');
  // Written one name:point a mark, in the order given; what is written reads back the same.
  const marks = [{ point: 'h8', type: 'label', text: '12' }, { x: 9, y: 9, type: 'x' }, { point: 'c3', type: 'dot', text: 'green' }, { point: 'd4', type: 'dot' }, { point: 'e5', text: 'B' }];
  const text = renju.formatMarks(marks);
  assert.equal(text, '12:h8 x:j10 dot-green:c3 dot:d4 B:e5');
  assert.deepEqual(renju.parseMarks(text).map((m) => `${m.type}/${m.text ?? ''}/${m.point}`), ['label/12/h8', 'x//j10', 'dot/green/c3', 'dot//d4', 'label/B/e5']);
  throwsCode(assert, () => renju.formatMarks([{ point: 'h8', type: 'star' }]), 'BAD_ARGUMENT', 'mark 1');
  throwsCode(assert, () => renju.formatMarks([{ point: 'h8', text: 'ABCD' }]), 'BAD_ARGUMENT', 'mark 1');
  throwsCode(assert, () => renju.formatMarks([{ point: 'h8', type: 'dot', text: 'pink' }]), 'BAD_ARGUMENT', 'mark 1');
  throwsCode(assert, () => renju.formatMarks([{ point: 'p16', type: 'x' }]), 'OFF_BOARD');
  throwsCode(assert, () => renju.formatMarks('A:h8'), 'BAD_ARGUMENT');
});

test('dispose frees a game; using it afterwards throws DISPOSED', () => {
  const g = renju.importGame('h8');
  g.dispose();
  assert.equal(g.disposed, true);
  throwsCode(assert, () => g.play('i9'), 'DISPOSED');
  throwsCode(assert, () => g.code, 'DISPOSED');
  g.dispose(); // twice is harmless
  const p = renju.newPosition();
  p[Symbol.dispose]();
  throwsCode(assert, () => p.stones, 'DISPOSED');
});

test('objects parked out of the pool come back exactly, undo and redo lists included', () => {
  const games = [];
  for (let i = 0; i < 300; i++) {
    const g = renju.newGame({ rule: i % 3 === 0 ? 'freestyle' : 'renju' });
    g.play('h8').play({ x: i % 15, y: 0 }).play('h10');
    if (i % 2) g.undo();
    games.push(g);
  }
  for (let i = 0; i < 300; i++) {
    const g = games[i];
    assert.equal(g.code, i % 2 ? `h8${String.fromCharCode(97 + (i % 15))}1` : `h8${String.fromCharCode(97 + (i % 15))}1h10`);
    assert.equal(g.canRedo, Boolean(i % 2));
    assert.equal(g.rule, i % 3 === 0 ? 'freestyle' : 'renju');
    if (i % 2) {
      assert.equal(g.redo(), true);
      assert.equal(g.ply, 3);
    }
  }
  const positions = [];
  for (let i = 0; i < 200; i++) positions.push(renju.newPosition({ black: [{ x: i % 15, y: 3 }], toMove: i % 2 ? 'white' : 'black' }));
  for (let i = 0; i < 200; i++) {
    assert.deepEqual(positions[i].stones.map((s) => s.point), [`${String.fromCharCode(97 + (i % 15))}4`]);
    assert.equal(positions[i].toMove, i % 2 ? 'white' : 'black');
  }
});

test('every error is a RenjuError with a stable code', () => {
  try {
    renju.newGame().play('h8').play('h8');
    assert.fail('should throw');
  } catch (e) {
    assert.ok(e instanceof RenjuError);
    assert.ok(e instanceof Error);
    assert.equal(e.code, 'OCCUPIED');
    assert.equal(e.message, 'H8 is already taken');
  }
});

test('the package imports by its name through the exports map', async () => {
  const pkg = await import('renju');
  assert.equal(typeof pkg.loadRenju, 'function');
  assert.equal(await pkg.loadRenju(), renju);
});

test('practice positions: made from a seed, black to move, with forbidden points', () => {
  const p = renju.practicePosition(12345);
  assert.equal(p.toMove, 'black');
  assert.ok(p.forbiddenPoints().length >= 1);
  assert.deepEqual(renju.practicePosition(12345).stones, p.stones);
  throwsCode(assert, () => renju.practicePosition(-1), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.practicePosition(1.5), 'BAD_ARGUMENT');
});

test('openings: the house free opening puts black 1 on the centre', () => {
  const g = renju.newGame();
  assert.equal(g.opening.rule, 'free');
  throwsCode(assert, () => g.play('f8'), 'OUTSIDE_ZONE');
  assert.equal(g.code, '');
  g.play('h8');
  assert.equal(renju.newGame({ opening: 'none' }).play('a1').code, 'a1');
  throwsCode(assert, () => renju.newGame({ opening: 'gomoku' }), 'BAD_ARGUMENT', 'opening must be one of');
});

test('openings: RIF 1996 through the JS API, phase by phase', () => {
  const g = renju.newGame({ opening: 'rif' });
  let t = g.turn;
  assert.deepEqual([t.player, t.color, t.actions, t.opening, t.stone], ['first', 'black', ['move'], true, 'black']);
  g.play('h8').play('h9');
  throwsCode(assert, () => g.play('o15'), 'OUTSIDE_ZONE'); // black 3 within the central 5x5
  g.play('i9'); // 4D Kagetsu
  assert.deepEqual(g.opening.standardOpening, { code: '4D', name: 'Kagetsu', kanji: '花月', label: '4D Kagetsu' });
  t = g.turn;
  assert.deepEqual([t.player, t.actions], ['second', ['swap']]);
  throwsCode(assert, () => g.decideSwap('swap', { player: 'first' }), 'NOT_YOUR_TURN');
  g.decideSwap('swap');
  assert.equal(g.opening.blackPlayer, 'second');
  g.play('j10'); // white 4, now played by the first player
  t = g.turn;
  assert.deepEqual([t.player, t.color, t.actions, t.offerCount], ['second', 'black', ['offer'], 2]);
  g.offerFifth('g8');
  assert.equal(g.offerLegality('i8').legal, true);
  g.offerFifth('j8');
  assert.deepEqual(g.opening.offers, ['g8', 'j8']);
  assert.deepEqual(g.turn.actions, ['choose']);
  g.chooseFifth('j8', { player: 'first' });
  assert.equal(g.at('j8'), 'black');
  assert.equal(g.toMove, 'white');
  assert.deepEqual(g.turn.actions.includes('move'), true);
  const again = renju.importRecord(g.record);
  assert.equal(again.record, g.record);
  assert.equal(again.code, g.code);
  assert.equal(g.undo(), true); // undo steps back through the opening too
  assert.deepEqual(g.turn.actions, ['choose']);
});

test('openings: swap2 and symmetric offers', () => {
  const g = renju.newGame({ opening: 'swap2' });
  g.play('h8').play('h9').play('j8');
  assert.equal(g.turn.placeTwo, true);
  g.decideSwap('place-two');
  g.play('g7').play('i7');
  assert.deepEqual([g.turn.player, g.turn.actions], ['first', ['swap']]);
  const rif = renju.importRecord('opening: rif\nactions: h8 h9 h10 stay h7'); // mirror-symmetric about column H
  rif.offerFifth('g10');
  throwsCode(assert, () => rif.offerFifth('i10'), 'SYMMETRIC_OFFER');
  throwsCode(assert, () => renju.importRecord('opening: chess'), 'BAD_RECORD');
  throwsCode(assert, () => renju.importRecord(7), 'BAD_RECORD');
});
