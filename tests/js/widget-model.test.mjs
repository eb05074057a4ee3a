// <renju-board>'s model (web/widget/model.js) in Node, without a DOM: the game a config describes,
// stepping through it, the reader's moves and the engine's answers, undo that takes an answer back
// with the move it answered, editing, and what it gives the renderer. Positions worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renju } from './load.mjs';
import { readConfig, AttributeError } from '../../web/widget/config.js';
import { BoardModel } from '../../web/widget/model.js';

const model = (attrs) => new BoardModel(renju, readConfig(attrs, renju.rules));

test('replay: the moves are numbered from 1 after the set-up stones, and stepping moves through them', () => {
  const m = model({ mode: 'replay', stones: 'black: a1; white: o15', moves: 'h8i9pass j10' });
  assert.equal(m.index, 4);
  let v = m.view();
  const numbers = Object.fromEntries(v.stones.map((s) => [s.point, s.number ?? null]));
  assert.deepEqual(numbers, { a1: null, o15: null, h8: 1, i9: 2, j10: 4 }); // the pass is move 3
  assert.deepEqual(v.lastMove, { point: 'j10', x: 9, y: 9 });
  m.goto(3);
  v = m.view();
  assert.equal(v.stones.length, 4);
  assert.equal(v.lastMove, null, 'the last step was a pass');
  m.goto(-5);
  assert.equal(m.index, 0);
  assert.equal(m.view().stones.length, 2);
  m.goto(99);
  assert.equal(m.index, 4);
  m.dispose();
});

test('the side to move after set-up stones: the attribute, else what the module says the stones imply', () => {
  assert.equal(model({ stones: 'black: h8' }).game.toMove, 'white');
  assert.equal(model({ stones: 'black: h8; white: i9' }).game.toMove, 'black');
  assert.equal(model({ stones: 'black: h8', 'to-move': 'black' }).game.toMove, 'black');
  // The moves follow from there: white's i9 first.
  const m = model({ stones: 'black: h8', moves: 'i9' });
  assert.equal(m.game.at('i9'), 'white');
});

test('play with the engine: its answer is applied by token, and undo takes it back with the reader\'s move', () => {
  const m = model({ mode: 'play', bot: '1', stones: 'black: g8 h8 i8; white: f8 a1 a2', 'to-move': 'black' });
  assert.equal(m.canUndo, false);
  assert.deepEqual(m.legality('h8'), m.game.legality('h8'));
  assert.equal(m.legality('h8').code, 'OCCUPIED');
  const move = m.play('j8'); // a four: only k8 makes five
  assert.deepEqual([move.point, move.color, move.number, move.bot], ['j8', 'black', 1, false]);
  const answer = m.game.botTurn({ level: 1, seed: 1 }).action.token;
  assert.equal(answer, 'k8', 'the engine blocks the four at its only open end');
  const bot = m.playBot(answer);
  assert.deepEqual([bot.point, bot.color, bot.number, bot.bot], ['k8', 'white', 2, true]);
  assert.equal(m.canUndo, true);
  assert.equal(m.undo(), true);
  assert.equal(m.game.code, '', 'the engine\'s answer went with the reader\'s move');
  assert.equal(m.undo(), false, 'nothing of the reader\'s is left to take back');
  assert.equal(m.canReset, false);
});

test('a five ends the game; the view carries the five for the board', () => {
  const m = model({ mode: 'play', rule: 'freestyle', size: '9', stones: 'black: a1 b1 c1 d1; white: a9 b9 c9 d9' });
  m.play('e1');
  assert.equal(m.over, true);
  assert.equal(m.legality('f5').code, 'GAME_OVER');
  const v = m.view();
  assert.deepEqual(v.winLine.map((p) => p.point).sort(), ['a1', 'b1', 'c1', 'd1', 'e1']);
  assert.equal(v.result.winner, 'black');
  assert.equal(v.preview, null, 'no stone to preview once the game is over');
});

test('edit: clicks place, replace and erase stones; the change detail is a stones text', () => {
  const m = model({ mode: 'edit', moves: 'h8i9' });
  assert.equal(m.stonesText(), 'black: h8; white: i9');
  m.edit('j10'); // black by default
  m.editColor = 'white';
  m.edit('h8'); // a black stone becomes white
  m.editColor = 'erase';
  m.edit('i9');
  assert.equal(m.stonesText(), 'black: j10; white: h8');
  assert.deepEqual(m.detail(), { stones: 'black: j10; white: h8', toMove: 'black' });
  assert.equal(m.view().preview, null, 'erasing previews no stone');
  m.clear();
  assert.equal(m.stonesText(), 'black: ; white: ');
});

test('forbidden points are shown when asked and black is to move; a click reports what is on the point', () => {
  const m = model({ stones: 'black: f8 g8 h9 h10', 'to-move': 'black', 'show-forbidden': '' });
  assert.deepEqual(m.view().forbidden.map((f) => [f.point, f.kind]), [['h8', 'double-three']]);
  assert.deepEqual(m.pointInfo('h8'), { color: null, forbidden: 'double-three' });
  assert.deepEqual(m.pointInfo('f8'), { color: 'black', forbidden: null });
  assert.deepEqual(model({ stones: 'black: f8 g8 h9 h10', 'to-move': 'black' }).view().forbidden, []);
});

test('bad moves, stones and marks are refused naming the attribute, with the module\'s reason', () => {
  const refused = (attrs, attribute, pattern) => assert.throws(() => model(attrs), (e) => {
    assert.ok(e instanceof AttributeError, String(e));
    assert.equal(e.attribute, attribute);
    assert.match(e.message, pattern);
    return true;
  });
  refused({ moves: 'h8i9h8' }, 'moves', /moves: move 3 \(h8\): H8 is already taken/);
  refused({ moves: 'h8 zz' }, 'moves', /moves:/);
  refused({ stones: 'black: h8; white: h8' }, 'stones', /stones: h8 is given twice/);
  refused({ marks: 'A:p16' }, 'marks', /marks: "p16"/);
});
