// Creating and dropping many games and positions must not grow the module's memory.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { renju } from './load.mjs';

function churn(n) {
  for (let i = 0; i < n; i++) {
    const g = renju.newGame();
    g.play('h8').play('i9');
    g.forbiddenPoints();
    if (i % 10 === 0) g.explain('j10');
    const p = renju.newPosition({ black: ['h8'] });
    p.forbiddenPoints();
  }
}

test('disposed objects give their memory back at once', () => {
  renju.newGame().play('h8').dispose(); // the first game builds the shared pattern table
  const before = renju.memory().allocatedBytes;
  const games = Array.from({ length: 20 }, () => renju.newGame().play('h8'));
  assert.ok(renju.memory().allocatedBytes > before);
  for (const g of games) g.dispose();
  assert.ok(renju.memory().allocatedBytes <= before);
});

test('100 000 games and positions created and dropped: heap and allocations stay flat', () => {
  churn(2000); // fill the pool
  const before = renju.memory();
  churn(100000);
  const after = renju.memory();
  assert.equal(after.heapBytes, before.heapBytes);
  assert.ok(after.allocatedBytes <= before.allocatedBytes + 4096, `allocated ${before.allocatedBytes} -> ${after.allocatedBytes}`);
});
