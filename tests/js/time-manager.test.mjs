// The bot's time manager through the module (renju.planMoveTime), the same code pbrain-renju plans
// with. Expected plans worked out by hand from core/bot/time_manager.h: reserve = overhead (30) + 5%
// of the turn, at most half; soft = 75% of the hard limit (rounded down), single budget soft / 0.75 rounded; a match clock shared over 25 - moves/4
// moves to go (10 to 25, at most half the empty points), up to three shares or a quarter of it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { renju, throwsCode } from './load.mjs';

test('planMoveTime: a turn limit keeps a reserve for the delays outside the engine', () => {
  assert.deepEqual(renju.planMoveTime({ turnMs: 200 }), { softMs: 120, hardMs: 160, timeMs: 160 });
  assert.deepEqual(renju.planMoveTime({ turnMs: 1000 }), { softMs: 690, hardMs: 920, timeMs: 920 });
  assert.deepEqual(renju.planMoveTime({ turnMs: 200, overheadMs: 0 }), { softMs: 142, hardMs: 190, timeMs: 189 });
  assert.deepEqual(renju.planMoveTime({ turnMs: 200, spentMs: 50 }), { softMs: 70, hardMs: 110, timeMs: 93 });
  // 0 is Gomocup's "as fast as possible".
  assert.deepEqual(renju.planMoveTime({ turnMs: 0 }), { softMs: 7, hardMs: 10, timeMs: 9 });
});

test('planMoveTime: no clock at all leaves the caller\'s own default (all 0)', () => {
  assert.deepEqual(renju.planMoveTime(), { softMs: 0, hardMs: 0, timeMs: 0 });
  assert.deepEqual(renju.planMoveTime({ turnMs: null, leftMs: null }), { softMs: 0, hardMs: 0, timeMs: 0 });
});

test('planMoveTime: a match clock is shared over the moves to come', () => {
  // 100 s: 25 moves, (100000 - 750) / 25 = 3970; hard 3 x 3970 = 11910; single budget 3970 / 0.75 = 5293.
  assert.deepEqual(renju.planMoveTime({ leftMs: 100000 }), { softMs: 3970, hardMs: 11910, timeMs: 5293 });
  // Move 80 (145 empty points by default): 10 moves, (60000 - 300) / 10 = 5970, hard a quarter, 14925; single budget 5970 / 0.75 = 7960.
  assert.deepEqual(renju.planMoveTime({ leftMs: 60000, moveNumber: 80 }), { softMs: 5970, hardMs: 14925, timeMs: 7960 });
  // With a turn limit as well: capped at 5000 - 280 = 4720, soft 75% of that, 3540.
  assert.deepEqual(renju.planMoveTime({ leftMs: 100000, turnMs: 5000 }), { softMs: 3540, hardMs: 4720, timeMs: 4720 });
  assert.deepEqual(renju.planMoveTime({ leftMs: 0 }), { softMs: 1, hardMs: 5, timeMs: 5 });
});

test('planMoveTime: bad options are refused with BAD_ARGUMENT naming the option', () => {
  for (const [options, name] of [[{ turnMs: -1 }, 'turnMs'], [{ turnMs: 1.5 }, 'turnMs'], [{ leftMs: 'soon' }, 'leftMs'],
    [{ leftMs: NaN }, 'leftMs'], [{ moveNumber: 485 }, 'moveNumber'], [{ emptyPoints: -1 }, 'emptyPoints'],
    [{ overheadMs: 1e9 }, 'overheadMs'], [{ spentMs: Infinity }, 'spentMs']]) {
    throwsCode(assert, () => renju.planMoveTime(options), 'BAD_ARGUMENT', name);
  }
  throwsCode(assert, () => renju.planMoveTime(5), 'BAD_ARGUMENT');
  throwsCode(assert, () => renju.planMoveTime([1]), 'BAD_ARGUMENT');
});
