// The rules module (loadRenju({ rulesOnly: true }): renju-rules.wasm, what the play page's own thread
// loads): every rule as the full module has it, and no engine.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadRenju, renju, throwsCode } from './load.mjs';

const root = new URL('../../', import.meta.url);
const rules = await loadRenju({ rulesOnly: true, wasmUrl: new URL('dist/renju-rules.wasm', root) });

function forbiddenField(position) {
  const items = position.forbiddenPoints().sort((a, b) => a.x - b.x || a.y - b.y);
  const code = { overline: '6', 'double-four': '44', 'double-three': '33' };
  return items.length ? items.map((f) => `${f.point}:${code[f.kind]}`).join(',') : '-';
}

test('the rules module is its own instance, without the engine; the full one has it', async () => {
  assert.notEqual(rules, renju);
  assert.equal(await loadRenju({ rulesOnly: true }), rules);
  assert.equal(rules.hasEngine, false);
  assert.equal(renju.hasEngine, true);
  assert.ok(rules.wasmModule instanceof WebAssembly.Module);
});

test('the rules module: every forbidden point of the 999 corpus positions as the corpus file has it', () => {
  const lines = readFileSync(new URL('tests/data/renju-forbidden.tsv', root), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  assert.equal(lines.length, 999);
  for (let i = 0; i < lines.length; i++) {
    const [code, expected] = lines[i].split('\t');
    const position = rules.positionFromCode(code);
    assert.equal(forbiddenField(position), expected, `corpus line ${i + 1}`);
    position.dispose();
  }
});

test('the rules module plays a game to its five, explains a forbidden point, and plans move time', () => {
  const g = rules.newGame();
  g.play('h8').play('h9').play('i8').play('i9').play('j8').play('j9').play('k8').play('k9');
  g.play('l8');
  assert.equal(g.over, true);
  assert.deepEqual(g.result.winner, 'black');
  g.dispose();
  const p = rules.newPosition({ black: ['f8', 'g8', 'h9', 'h10'] });
  assert.equal(p.forbiddenAt('h8'), 'double-three');
  assert.equal(p.explain('h8').verdict, 'double-three');
  assert.equal(p.explain('h8').realThrees, 2);
  p.dispose();
  const plan = rules.planMoveTime({ turnMs: 1000 });
  assert.ok(plan.hardMs > 0 && plan.hardMs <= 1000);
});

test('engine calls on the rules module throw NO_ENGINE and change nothing', () => {
  const g = rules.newGame();
  g.play('h8');
  for (const [name, call] of [
    ['bestMove', () => rules.bestMove(g, { nodes: 100 })],
    ['analyse', () => rules.analyse(g, { nodes: 100 })],
    ['threats', () => rules.threats(g)],
    ['findVcf', () => rules.findVcf(g)],
    ['botTurn', () => g.botTurn({ nodes: 100 })],
    ['botTurn', () => g.playBotTurn({ nodes: 100 })],
  ]) throwsCode(assert, call, 'NO_ENGINE', name);
  assert.deepEqual(g.moves, ['h8']);
  assert.equal(g.toMove, 'white');
  g.dispose();
});

test('loadRenju refuses a rulesOnly that is not a boolean', async () => {
  await assert.rejects(loadRenju({ rulesOnly: 'yes' }), (e) => e.code === 'BAD_ARGUMENT' && /rulesOnly/.test(e.message));
});
