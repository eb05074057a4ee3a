// The analysis board's variation tree (files.boardTree): its steps are stones of either colour put
// down and stones taken off; the expected boards and records are worked out by hand.
import test from 'node:test';
import assert from 'node:assert/strict';
import { renju, throwsCode } from './load.mjs';

const files = await renju.loadFiles();
const tokens = (tree, ids) => ids.map((id) => tree.node(id).token).join(' ');

test('steps from an earlier position make a variation; goTo, steps and after follow the tree', () => {
  const tree = files.boardTree({ rule: 'freestyle' });
  tree.follow(['bh8', 'wi9', 'bj9']);
  assert.deepEqual(tree.steps, ['bh8', 'wi9', 'bj9']);
  assert.deepEqual(tree.after, []);
  // Back to after H8, then a black stone at J10 and H8 taken off: a variation beside wi9.
  tree.follow(['bh8', 'bj10', 'xh8']);
  assert.equal(tree.nodes.length, 6, 'root, h8, i9, j9, j10, x h8');
  const h8 = tree.nodes.find((n) => n.token === 'bh8');
  assert.deepEqual(h8.children.map((id) => tree.node(id).token), ['wi9', 'bj10'], 'the old line stays the main line');
  const cur = tree.currentNode;
  assert.deepEqual([cur.token, cur.point, cur.color, cur.moveNumber], ['xh8', 'h8', null, 3], 'a removal names its point, no colour');
  const j10 = tree.node(cur.parent);
  assert.deepEqual([j10.color, j10.moveNumber], ['black', 2], 'two black steps in a row: no rule of turns');
  // goTo the start: the main line is what comes after.
  tree.goTo(0);
  assert.deepEqual(tree.steps, []);
  assert.deepEqual(tree.after, ['bh8', 'wi9', 'bj9']);
  tree.goTo(h8.id);
  assert.deepEqual(tree.after, ['wi9', 'bj9']);
  // A step already in the tree is followed, not added again.
  tree.follow(['bh8', 'bj10']);
  assert.equal(tree.nodes.length, 6);
  assert.deepEqual(tree.after, ['xh8']);
  tree.dispose();
});

test('promote, make main line and delete reshape the board tree; the board at a deleted node goes to its parent', () => {
  const tree = files.boardTree({});
  tree.follow(['bh8', 'wi9']);
  tree.follow(['bh8', 'wj9', 'bk9']);
  const h8 = tree.line()[0];
  const [i9, j9] = tree.node(h8).children;
  assert.equal(tokens(tree, [i9, j9]), 'wi9 wj9');
  tree.promote(j9);
  assert.deepEqual(tree.node(h8).children, [j9, i9]);
  tree.goTo(0);
  assert.deepEqual(tree.after, ['bh8', 'wj9', 'bk9'], 'the promoted line is the main line');
  tree.makeMainLine(i9);
  assert.deepEqual(tree.after, ['bh8', 'wi9']);
  tree.follow(['bh8', 'wj9', 'bk9']);
  tree.delete(j9);
  assert.deepEqual(tree.steps, ['bh8'], 'standing inside the deleted line: back to its parent');
  assert.equal(tree.nodes.length, 3);
  tree.dispose();
});

test('the record of a board tree: set-up stones, steps, variations, comments and marks; it reads back', () => {
  const tree = files.boardTree({ rule: 'renju', black: ['h8'], white: ['i9'], toMove: 'white' });
  tree.follow(['wj10', 'bk11']);
  tree.setComment('the main try');
  tree.follow(['wj10', 'xh8']);
  tree.setMarks('A:h8');
  const text = tree.record;
  const fields = Object.fromEntries(text.trim().split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
  assert.equal(fields.mode, 'analysis');
  assert.equal(fields.rule, 'renju');
  assert.equal(fields.black, 'h8');
  assert.equal(fields.white, 'i9');
  assert.equal(fields['to-move'], 'white');
  // A variation follows the step it stands beside: xh8 instead of bk11, and the board stands at it.
  assert.equal(fields.actions, 'wj10 bk11 {the main try} (xh8 [A:h8] *)');
  const back = files.boardTree(text);
  assert.deepEqual(back.steps, ['wj10', 'xh8']);
  assert.deepEqual(back.currentNode.marks.map((m) => [m.point, m.type, m.text]), [['h8', 'label', 'A']]);
  back.goTo(back.nodes.find((n) => n.token === 'bk11').id);
  assert.equal(back.currentNode.comment, 'the main try');
  back.goTo(back.nodes.find((n) => n.token === 'xh8').id);
  assert.equal(back.record, text, 'the same tree');
  tree.dispose();
  back.dispose();
});

test('a board tree refuses bad starts and steps by name and changes nothing', () => {
  throwsCode(assert, () => files.boardTree({ rule: 'go' }), 'BAD_ARGUMENT', 'renju, standard or freestyle');
  throwsCode(assert, () => files.boardTree({ size: 3 }), 'BAD_ARGUMENT');
  throwsCode(assert, () => files.boardTree({ black: ['h8'], white: ['h8'] }), 'OCCUPIED', 'h8');
  throwsCode(assert, () => files.boardTree({ black: ['z99'] }), 'BAD_ARGUMENT');
  throwsCode(assert, () => files.boardTree({ toMove: 'red' }), 'BAD_ARGUMENT', 'black or white');
  throwsCode(assert, () => files.boardTree(7), 'BAD_ARGUMENT');
  const tree = files.boardTree({});
  tree.follow(['bh8']);
  const before = tree.record;
  throwsCode(assert, () => tree.follow(['bh8', 'wh8']), 'OCCUPIED', 'H8');
  throwsCode(assert, () => tree.follow(['bh8', 'xi9']), 'BAD_ARGUMENT', 'no stone on I9');
  throwsCode(assert, () => tree.follow(['bh8', 'i9']), 'BAD_ARGUMENT');
  throwsCode(assert, () => tree.follow(['bh8', 'bz99']), 'OFF_BOARD');
  throwsCode(assert, () => tree.follow('bh8'), 'BAD_ARGUMENT');
  throwsCode(assert, () => tree.follow([8]), 'BAD_ARGUMENT');
  throwsCode(assert, () => tree.goTo(99), 'BAD_ARGUMENT', 'no node 99');
  assert.equal(tree.record, before, 'nothing changed');
  assert.equal(tree.nodes.length, 2);
  tree.dispose();
  throwsCode(assert, () => tree.steps, 'DISPOSED');
});

test("a game's record and an analysis board's record each go only to their own reader", () => {
  const game = files.importRecord('rule: renju\nactions: h8 h9 (i9)\n');
  throwsCode(assert, () => files.boardTree(game.record), 'BAD_RECORD', 'importRecord');
  game.game.dispose();
  game.dispose();
  throwsCode(assert, () => files.importRecord('mode: analysis\nactions: bh8 wi9\n'), 'BAD_RECORD', 'boardTree');
  throwsCode(assert, () => files.boardTree('mode: analysis\nactions: bh8 wh8\n'), 'OCCUPIED');
});
