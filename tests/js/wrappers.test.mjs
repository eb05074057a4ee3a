// Issue 18, API details: games and positions wrapped in a Proxy (Vue's reactive, MobX, a plain
// Proxy) work; async callbacks for the bot and arrays or dates as options are refused with
// BAD_ARGUMENT; methods called on the wrong object throw RenjuError BAD_ARGUMENT, never a raw
// TypeError or embind's BindingError.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { reactive, toRaw } from '@vue/reactivity';
import { observable } from 'mobx';

import { renju, throwsCode } from './load.mjs';

const wrappers = {
  'a plain Proxy': (o) => new Proxy(o, {}),
  "Vue's reactive": (o) => reactive(o),
  "MobX's observable": (o) => observable(o),
  'a MobX store holding it': (o) => observable({ o }).o,
};

for (const [name, wrap] of Object.entries(wrappers)) {
  test(`a game wrapped in ${name} works: play, chain, read, undo, explain, the bot, dispose`, () => {
    const raw = renju.newGame();
    const game = wrap(raw);
    assert.equal(game.play('h8'), game, 'play returns the object it was called on');
    game.play('i9').play('j10');
    assert.equal(game.code, 'h8i9j10');
    assert.equal(game.toMove, 'white');
    assert.equal(game.at('h8'), 'black');
    assert.equal(game.moves.length, 3);
    throwsCode(assert, () => game.play('h8'), 'OCCUPIED');
    assert.equal(game.legality('h8').code, 'OCCUPIED');
    assert.equal(game.undo(), true);
    assert.equal(game.code, 'h8i9');
    assert.equal(game.explain('k11').verdict, 'playable');
    assert.ok(Array.isArray(game.forbiddenPoints()));
    const best = renju.bestMove(game, { level: 1, seed: 1 });
    assert.equal(typeof best.best, 'string');
    assert.equal(typeof renju.findVcf(game).length, 'number');
    assert.equal(raw.code, 'h8i9', 'the wrapper and the game are one game');
    game.dispose();
    assert.equal(game.disposed, true);
    throwsCode(assert, () => game.play('a1'), 'DISPOSED');
  });

  test(`a position wrapped in ${name} works`, () => {
    const position = wrap(renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10'] }));
    assert.equal(position.forbiddenAt('h8'), 'double-three');
    assert.equal(position.place('a1', 'white'), position);
    assert.equal(position.at('a1'), 'white');
    position.remove('a1');
    assert.equal(position.at('a1'), null);
    assert.equal(position.explain('h8').verdict, 'double-three');
    assert.equal(typeof renju.bestMove(position, { level: 1 }).best, 'string');
    position.dispose();
  });
}

test('a reactive game keeps working after its native object was parked and rebuilt (many games)', () => {
  const game = reactive(renju.newGame());
  game.play('h8');
  const others = Array.from({ length: 100 }, () => renju.newGame().play('h8'));
  game.play('i9');
  assert.equal(game.code, 'h8i9');
  assert.equal(toRaw(game).code, 'h8i9');
  for (const o of others) o.dispose();
  game.dispose();
});

test('an async shouldStop or onProgress is refused with BAD_ARGUMENT before the search', () => {
  const game = renju.newGame().play('h8');
  const before = game.code;
  for (const options of [
    { shouldStop: async () => false },
    { onProgress: async () => {} },
    { shouldStop: async function* stop() {} },
  ]) {
    throwsCode(assert, () => renju.bestMove(game, { level: 1, ...options }), 'BAD_ARGUMENT', 'synchronous');
    throwsCode(assert, () => game.botTurn({ level: 1, ...options }), 'BAD_ARGUMENT', 'synchronous');
  }
  assert.equal(game.code, before);
  game.dispose();
});

test('a shouldStop or onProgress that returns a Promise is refused with BAD_ARGUMENT, not taken as "stop"', () => {
  const game = renju.newGame().play('h8');
  // shouldStop is polled every few milliseconds: give the search time to ask.
  const long = { level: 5, timeMs: 300 };
  throwsCode(assert, () => renju.bestMove(game, { ...long, shouldStop: () => Promise.resolve(false) }), 'BAD_ARGUMENT', 'Promise');
  throwsCode(assert, () => renju.bestMove(game, { ...long, onProgress: () => new Promise(() => {}) }), 'BAD_ARGUMENT', 'Promise');
  throwsCode(assert, () => renju.bestMove(game, { ...long, shouldStop: () => ({ then() {} }) }), 'BAD_ARGUMENT', 'Promise');
  throwsCode(assert, () => renju.bestMove(game, { ...long, onProgress: () => Promise.reject(new Error('late')) }), 'BAD_ARGUMENT', 'Promise');
  // The module still works afterwards.
  assert.equal(typeof renju.bestMove(game, { level: 1 }).best, 'string');
  game.dispose();
});

test('arrays and dates passed as options are refused with BAD_ARGUMENT', () => {
  const game = renju.newGame().play('h8');
  for (const bad of [[], ['renju'], new Date(), new Map(), /x/]) {
    throwsCode(assert, () => renju.newGame(bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => renju.newPosition(bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => renju.importGame('h8', bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => renju.parseCode('h8', bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => renju.point('h8', bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => renju.bestMove(game, bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => renju.findVcf(game, bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => game.play('i9', bad), 'BAD_ARGUMENT', 'options');
    throwsCode(assert, () => game.pass(bad), 'BAD_ARGUMENT', 'options');
  }
  assert.equal(game.code, 'h8');
  // A plain object, one without a prototype and a reactive one are options.
  renju.newGame(Object.create(null)).dispose();
  renju.newGame(reactive({ rule: 'standard' })).dispose();
  game.dispose();
});

test('methods called on the wrong object throw RenjuError BAD_ARGUMENT', () => {
  const game = renju.newGame();
  const position = renju.newPosition();
  const Game = game.constructor;
  const Position = position.constructor;
  const Renju = renju.constructor;
  const strangers = [{}, null, undefined, 42, new Proxy({}, {}), Object.create(Game.prototype)];
  const members = (proto) => Object.getOwnPropertyNames(proto).filter((n) => n !== 'constructor' && !n.startsWith('_'))
    .map((n) => [n, Object.getOwnPropertyDescriptor(proto, n)]);
  let checked = 0;
  for (const [Class, others] of [[Game, [position]], [Position, [game]], [Renju, [game, position]]]) {
    for (const [name, d] of members(Class.prototype)) {
      const fns = [d.value, d.get].filter((f) => typeof f === 'function');
      for (const fn of fns) {
        for (const self of [...strangers, ...others]) {
          assert.throws(() => fn.call(self, 'h8'), (e) => {
            assert.equal(e?.name, 'RenjuError', `${Class.name}.${name} on ${String(self?.constructor?.name ?? self)}: ${e}`);
            assert.equal(e.code, 'BAD_ARGUMENT', `${Class.name}.${name}: ${e.code} ${e.message}`);
            return true;
          });
          checked++;
        }
      }
    }
  }
  assert.ok(checked > 100, `${checked} calls checked`);
  // The real objects are untouched.
  assert.equal(game.play('h8').code, 'h8');
  game.dispose();
  position.dispose();
});
