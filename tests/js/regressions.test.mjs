// Regression tests for bugs found by fuzzing the JS API (tests/js/fuzz.test.mjs), each named after
// the bug.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { renju, RenjuError, throwsCode } from './load.mjs';

// Pushes every parked object's native out of the pool, so allocatedBytes shows what is really held.
function flushPool() {
  for (const g of Array.from({ length: 64 }, () => renju.newGame())) g.dispose();
}

test('bug: an exception thrown by onProgress or shouldStop unwound the WebAssembly search and broke the module\'s heap', () => {
  // Found by the JS fuzz test: after a callback threw, every later call failed with "memory access
  // out of bounds" (the search's frames were left without their clean-up).
  const g = renju.importGame('h8i9j10', { opening: 'none' });
  const clean = renju.bestMove(g, { level: 3, nodes: 5000, seed: 4 });
  flushPool();
  const before = renju.memory().allocatedBytes;
  for (let i = 0; i < 40; i++) {
    const mine = new Error(`callback ${i}`);
    const options = i % 2 === 0 ? { onProgress: () => { throw mine; } } : { shouldStop: () => { throw mine; } };
    assert.throws(() => renju.bestMove(g, { level: 3, nodes: 5000, seed: 4, ...options }), (e) => e === mine);
    assert.throws(() => g.botTurn({ level: 3, nodes: 5000, seed: 4, ...options }), (e) => e === mine);
  }
  flushPool();
  assert.ok(renju.memory().allocatedBytes <= before + 1024, `${before} -> ${renju.memory().allocatedBytes}`);
  // The same search as before any of it (limited by nodes, so the same answer).
  const again = renju.bestMove(g, { level: 3, nodes: 5000, seed: 4 });
  assert.deepEqual({ ...again, timeMs: 0 }, { ...clean, timeMs: 0 });
  assert.equal(renju.importGame('h8i9j10k11').code, 'h8i9j10k11');
});

function attempt(call) {
  try {
    call();
    return 'not refused';
  } catch (e) {
    return e instanceof RenjuError ? e.code : String(e);
  }
}

test('bug: a callback could free the game being searched, or push it out of the pool, mid-search', () => {
  // Found by the JS fuzz test: a botTurn whose onProgress created 70 games (pushing the searched
  // game's native object out of the pool, which freed it) answered for the wrong player. Calls into
  // the module from a callback are now refused with BUSY, and dispose() waits for the search's end.
  const code = 'h8i9j10k11h10';
  const clean = renju.importGame(code, { opening: 'none' }).botTurn({ level: 3, nodes: 20000, seed: 2 });
  assert.equal(clean.action.player, 'second'); // white to move, and black is the first player
  const g = renju.importGame(code, { opening: 'none' });
  const refused = [];
  let calls = 0;
  const answer = g.botTurn({
    level: 3, nodes: 20000, seed: 2,
    onProgress: () => {
      if (calls++ > 0) return;
      for (let i = 0; i < 70; i++) refused.push(attempt(() => renju.newGame().play('h8')));
      for (const call of [() => g.code, () => renju.bestMove(g, { nodes: 10 }), () => renju.parseCode('h8')]) refused.push(attempt(call));
      g.dispose();
      assert.equal(typeof renju.memory().heapBytes, 'number'); // allowed
    },
  });
  assert.ok(calls >= 2 && refused.length === 73 && refused.every((c) => c === 'BUSY'), refused.join(' '));
  assert.deepEqual(answer.action, clean.action);
  assert.equal(g.disposed, true);
  throwsCode(assert, () => g.code, 'DISPOSED');
  // The module works on: the pool and the shared bot are as they were.
  assert.deepEqual(renju.importGame(code, { opening: 'none' }).botTurn({ level: 3, nodes: 20000, seed: 2 }).action, clean.action);
});
