// The play page's marks (issue 17): the marks tool's clicks (next letter, next number, symbols,
// coloured points; a click on a mark takes it off), and the marks kept in the record through the
// share link (mk=) and storage, for an analysis board and a game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renju } from './load.mjs';
import { recordMarks, toggleMark } from '../../web/app/marks-tool.js';
import { defaultRecord, fromStored, normalizeRecord, recordFromParams, recordToParams, toStored } from '../../web/app/record.js';
import { Session } from '../../web/app/session.js';

const at = (p) => renju.point(p, { size: 15 });

test('the marks tool: letters and numbers count on, a click on a mark takes it off, symbols and dots', () => {
  let marks = [];
  for (const p of ['h8', 'i9', 'j10']) marks = toggleMark(marks, at(p), 'letter');
  assert.deepEqual(marks.map((m) => m.text), ['A', 'B', 'C']);
  marks = toggleMark(marks, at('i9'), 'letter'); // B off
  marks = toggleMark(marks, at('k11'), 'letter'); // the first free letter again
  assert.deepEqual(marks.map((m) => m.text), ['A', 'C', 'B']);
  marks = toggleMark(marks, at('a1'), 'number');
  marks = toggleMark(marks, at('a2'), 'number');
  marks = toggleMark(marks, at('o15'), 'triangle');
  marks = toggleMark(marks, at('o14'), 'dot-green');
  assert.deepEqual(marks.slice(3), [
    { ...at('a1'), type: 'label', text: '1' }, { ...at('a2'), type: 'label', text: '2' },
    { ...at('o15'), type: 'triangle' }, { ...at('o14'), type: 'dot', color: 'green' },
  ].map(({ point, ...m }) => m));
});

test('marks travel in the share link and in storage, on an analysis board and in a game', () => {
  const marks = 'A:h8 x:k9 dot-green:e5';
  for (const over of [{ mode: 'analysis', actions: ['bh8', 'wi9'] }, { mode: 'two', actions: ['h8', 'i9'] }]) {
    const r = normalizeRecord({ ...defaultRecord(), ...over, marks });
    const s = new Session(renju, r);
    const link = recordToParams(s.record, s.gameText);
    assert.match(link, /(^|&)mk=A%3Ah8\+x%3Ak9\+dot-green%3Ae5(&|$)/);
    const back = recordFromParams(renju, `#${link}`);
    assert.equal(back.marks, marks);
    const stored = fromStored(renju, JSON.parse(JSON.stringify(toStored(s.record, s.gameText))));
    assert.equal(stored.marks, marks);
    assert.deepEqual(recordMarks(renju, back).map((m) => m.type), ['label', 'x', 'dot']);
    s.dispose();
  }
  // No marks: nothing in the link; unreadable marks draw nothing rather than break the board.
  const plain = normalizeRecord(defaultRecord());
  assert.equal(plain.marks, '');
  assert.doesNotMatch(recordToParams(plain, ''), /mk=/);
  assert.deepEqual(recordMarks(renju, { ...plain, marks: 'A:z99' }), []);
});
