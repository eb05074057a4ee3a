// The house rules' examples and the shared corpus through the JS API. The corpus answers must equal
// both the corpus file and the native CLI's output line for line.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { renju } from './load.mjs';

const root = new URL('../../', import.meta.url);
const corpusPath = new URL('tests/data/renju-forbidden.tsv', root);

function forbiddenField(position) {
  const items = position.forbiddenPoints().sort((a, b) => a.x - b.x || a.y - b.y);
  const code = { overline: '6', 'double-four': '44', 'double-three': '33' };
  return items.length ? items.map((f) => `${f.point}:${code[f.kind]}`).join(',') : '-';
}

test('house rules: double three, double four (also on one line), overline', () => {
  assert.equal(renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10'] }).forbiddenAt('h8'), 'double-three');
  assert.equal(renju.newPosition({ black: ['e8', 'f8', 'g8', 'h9', 'h10', 'h11'], white: ['d8', 'h12'] }).forbiddenAt('h8'), 'double-four');
  assert.equal(renju.newPosition({ black: ['d8', 'f8', 'h8', 'j8'] }).forbiddenAt('g8'), 'double-four');
  assert.equal(renju.newPosition({ black: ['e8', 'f8', 'g8', 'i8', 'j8'] }).forbiddenAt('h8'), 'overline');
});

test('house rules: four-three is allowed; five with a forbidden shape wins', () => {
  assert.equal(renju.newPosition({ black: ['e8', 'f8', 'g8', 'h9', 'h10'], white: ['d8'] }).forbiddenAt('h8'), null);
  const p = renju.newPosition({ black: ['d8', 'e8', 'f8', 'g8', 'h9', 'h10', 'h11', 'i9', 'j10', 'k11'] });
  assert.equal(p.forbiddenAt('h8'), null);
  assert.equal(p.explain('h8').verdict, 'five');
});

test('house rules: the false three whose straight-four point makes five', () => {
  const p = renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10', 'i4', 'i5', 'i6', 'i7'], white: ['d8'] });
  assert.equal(p.forbiddenAt('h8'), null);
  const e = p.explain('h8');
  const across = e.lines.find((l) => l.direction === 'across');
  assert.deepEqual(across.straightFours.map((s) => [s.point, s.verdict]), [['i8', 'five']]);
  assert.equal(across.real, false);
  assert.equal(e.lines.find((l) => l.direction === 'down').real, true);
});

test('house rules: nested, two levels (allowed) and three levels (forbidden)', () => {
  const black = ['f8', 'g8', 'h9', 'h10', 'i9', 'i10', 'j9', 'k10'];
  const two = renju.newPosition({ black, white: ['d8'] });
  assert.equal(two.forbiddenAt('h8'), null);
  const b = two.explain('h8').lines.find((l) => l.direction === 'across').straightFours[0];
  assert.equal(b.point, 'i8');
  assert.equal(b.verdict, 'double-three');
  assert.deepEqual(b.nested.filled, ['h8']);
  const three = renju.newPosition({ black, white: ['d8', 'm12'] });
  assert.equal(three.forbiddenAt('h8'), 'double-three');
  const c = three.explain('h8').lines.find((l) => l.direction === 'across').straightFours[0]
    .nested.lines.find((l) => l.direction === 'diagonal').straightFours[0];
  assert.deepEqual([c.point, c.verdict, c.nested.filled], ['h7', 'double-four', ['h8', 'i8']]);
});

test('corpus: every line agrees with the corpus file and with the native CLI', () => {
  const lines = readFileSync(corpusPath, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  assert.equal(lines.length, 999);
  const cli = execFileSync(new URL('build/native/renju', root).pathname, ['forbidden'], { input: lines.join('\n') + '\n' })
    .toString().trim().split('\n');
  assert.equal(cli.length, lines.length);
  for (let i = 0; i < lines.length; i++) {
    const [code, expected] = lines[i].split('\t');
    const position = renju.positionFromCode(code);
    const got = `${code}\t${forbiddenField(position)}`;
    assert.equal(got, `${code}\t${expected}`, `corpus line ${i + 1}`);
    assert.equal(got, cli[i], `CLI line ${i + 1}`);
    position.dispose();
  }
});
