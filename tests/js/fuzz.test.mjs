// Fuzzing the JS API: thousands of random calls on the module, its games and positions (the bot
// included), with arguments of every wrong type, NaN, huge numbers, wrong strings, objects whose
// getters throw, and calls on disposed objects; callbacks that throw or call back into the module.
// Every call must either work or throw a RenjuError whose code is one of renju.d.ts's ErrorCode
// (or, for a callback or getter of ours that throws, our own error, unchanged); a refused call
// changes nothing; the module keeps answering; its memory stays flat.
//
// The seed is fixed; RENJU_FUZZ_SEED and RENJU_FUZZ_CALLS (calls per round) run other sequences.
// A failure names the seed, the round and the call, and lists the last calls made.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { OPENINGS } from '../../dist/renju.js';
import { renju, RenjuError } from './load.mjs';

const SEED = Number(process.env.RENJU_FUZZ_SEED ?? 20261130);
const CALLS = Number(process.env.RENJU_FUZZ_CALLS ?? 1500);
const ROUNDS = Number(process.env.RENJU_FUZZ_ROUNDS ?? 4);

// The documented codes, read from the declarations rather than copied.
const dts = readFileSync(new URL('../../wasm/renju.d.ts', import.meta.url), 'utf8');
const CODES = new Set(dts.match(/export type ErrorCode =([^;]*);/)[1].match(/'[A-Z_]+'/g).map((s) => s.slice(1, -1)));

// A small deterministic generator (mulberry32).
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
  return r;
}

/** Thrown by our own hostile getters and callbacks: the API must let it through unchanged. */
class Ours extends Error {}
const ours = () => new Ours('thrown by the test');

const NUMBERS = [NaN, Infinity, -Infinity, -1, 0, -0, 1, 2, 3, 5, 1.5, 7.000001, 2 ** 31, -(2 ** 31) - 1, 2 ** 32 + 7,
  2 ** 52, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER, 65536, 255, 256, 1000];
const STRINGS = ['', ' ', 'h', 'h0', 'h16', 'z1', 'a1', 'o15', 'v22', 'w23', 'pass', 'PASS', 'H8', 'h8i9', 'h08', 'h+8',
  '\u0000', 'h8\u0000', 'ｈ８', '🀄', '\ud800', 'x'.repeat(100000), '1e3', 'black', 'white', 'renju', 'none', 'swap2',
  'stay', 'place-two', 'first', 'second', 'claim', '__proto__', 'constructor', 'toString', '-1', 'NaN'];

function hostile(r) {
  switch (r.int(9)) {
    case 0: return r.pick(NUMBERS);
    case 1: return r.pick(STRINGS);
    case 2: return r.pick([undefined, null, true, false, 7n, -1n, Symbol('h8')]);
    case 3: return r.pick([{}, [], [7, 7], ['h8'], Object.create(null), new Date(0), /h8/, new Uint8Array(4), new Map()]);
    case 4: return { x: r.pick(NUMBERS), y: r.pick(NUMBERS) };
    case 5: return r.pick([{ x: '7', y: '7' }, { x: 7 }, { y: 7 }, { x: 7n, y: 7n }, { x: 7, y: 7, z: 1 }, { toString: () => 'h8' }]);
    case 6: return r.pick([() => 'h8', function named() {}, Math.max, () => { throw ours(); }]);
    case 7: // getters, proxies and conversions that throw
      return r.pick([
        { get x() { throw ours(); }, y: 1 },
        { x: 1, get y() { throw ours(); } },
        { get level() { throw ours(); } },
        { get rule() { throw ours(); } },
        { valueOf() { throw ours(); }, toString() { throw ours(); } },
        new Proxy({}, { get() { throw ours(); }, has() { throw ours(); }, ownKeys() { throw ours(); } }),
        new Proxy({}, { get: () => 3 }),
      ]);
    default: { // random text
      const n = r.int(12);
      let s = '';
      for (let i = 0; i < n; i++) s += String.fromCharCode(r.chance(0.8) ? 32 + r.int(95) : r.int(0x3000));
      return s;
    }
  }
}

const COLUMNS = 'abcdefghijklmnopqrstuv';
function validPoint(r, size) {
  const x = r.int(size);
  const y = r.int(size);
  return r.chance(0.5) ? COLUMNS[x] + (y + 1) : { x, y };
}
function pointNear(r, size, subject) {
  // Near the stones, so lines form and the rules have something to say.
  const stones = subject && !subject.disposed ? safe(() => subject.stones) : null;
  if (!stones || stones.length === 0 || r.chance(0.2)) return validPoint(r, size);
  const s = r.pick(stones);
  const x = Math.min(size - 1, Math.max(0, s.x + r.int(5) - 2));
  const y = Math.min(size - 1, Math.max(0, s.y + r.int(5) - 2));
  return r.chance(0.5) ? COLUMNS[x] + (y + 1) : { x, y };
}
function safe(fn) {
  try {
    return fn();
  } catch {
    return null;
  }
}

// Mostly valid, sometimes not: the state moves on, and every argument is also tried wrong.
const arg = (r, valid, p = 0.25) => (r.chance(p) ? hostile(r) : valid());

function gameOptions(r) {
  const o = {};
  if (r.chance(0.7)) o.rule = arg(r, () => r.pick(['renju', 'standard', 'freestyle']), 0.1);
  if (o.rule !== 'renju' && r.chance(0.6)) o.size = arg(r, () => r.pick([5, 6, 9, 10, 13, 15, 19, 22]), 0.15);
  if (r.chance(0.5)) o.opening = arg(r, () => r.pick(OPENINGS), 0.1);
  if (r.chance(0.3)) o.ruling = arg(r, () => r.pick(['immediate', 'claim']), 0.2);
  if (r.chance(0.3)) o.refuseForbidden = arg(r, () => r.chance(0.5), 0.2);
  if (r.chance(0.2)) {
    const size = Number.isInteger(o.size) ? o.size : 15;
    o.black = arg(r, () => Array.from({ length: r.int(6) }, () => validPoint(r, Math.max(5, Math.min(size, 22)))), 0.2);
    o.white = arg(r, () => Array.from({ length: r.int(6) }, () => validPoint(r, Math.max(5, Math.min(size, 22)))), 0.2);
    o.toMove = arg(r, () => r.pick(['black', 'white']), 0.2);
  }
  return r.chance(0.1) ? hostile(r) : o;
}

// Bot options. Every search is bounded by nodes (or a level's default nodes), never by the clock,
// so the same seed makes the same calls and gets the same answers on any machine; timeMs is given
// only so large that the nodes end the search first. Now and then a key is wrong, and callbacks
// misbehave: they throw, return odd values, or call back into the module.
const MAX_NODES = 3000;
function searchOptions(r, context) {
  const o = { level: r.int(6), seed: r.int(1000), nodes: 1 + r.int(MAX_NODES) };
  if (r.chance(0.3)) o.timeMs = 60000;
  if (r.chance(0.2)) o.depth = r.int(8);
  if (r.chance(0.15)) o.onProgress = (p) => {
    assert.equal(typeof p.depth, 'number');
    assert.ok(Array.isArray(p.pv) && (p.best === null || p.pv[0] === p.best));
  };
  if (r.chance(0.5)) o.shouldStop = () => false;
  if (r.chance(0.1)) context.misbehave(o, r);
  if (r.chance(0.12)) {
    const key = r.pick(['level', 'timeMs', 'nodes', 'depth', 'seed', 'onProgress', 'shouldStop']);
    o[key] = hostile(r);
    // A hostile value that is valid after all must not take the search off its bounds.
    const whole = (v, hi) => Number.isSafeInteger(v) && v >= 0 && v <= hi;
    if (key === 'timeMs' && whole(o.timeMs, 3600000)) o.timeMs = 60000;
    if (key === 'nodes' && (o.nodes === undefined || o.nodes === 0 || (whole(o.nodes, 2 ** 52) && o.nodes > MAX_NODES))) o.nodes = MAX_NODES;
  }
  context.lastOptions = o;
  if (!r.chance(0.04)) return o;
  // Options that are not an object at all. (An object, null or undefined would stand for the
  // defaults: level 5, a one-second search bounded by the clock alone.)
  const h = hostile(r);
  return typeof h === 'object' || h === undefined ? r.pick([3, 'fast', NaN, true, Symbol('o')]) : h;
}

function makeContext(r) {
  const ctx = {
    objects: [], // games and positions, live or disposed
    dropped: 0,
    touched: false, // a callback disposed an object during the current call
    // A callback that misbehaves on its first call (the first progress report comes after depth 1,
    // the first stop poll after the search's first 128 nodes: both independent of the clock) and
    // does nothing after that, so that the run stays the same on any machine.
    misbehave(o, rr) {
      const what = rr.int(6);
      const target = ctx.objects.length ? rr.pick(ctx.objects) : null;
      let first = true;
      const once = (f) => (...a) => {
        if (!first) return false;
        first = false;
        return f(...a);
      };
      // Calls into the module from inside the search: each is refused with BUSY, except dispose(),
      // which takes effect when the search is over.
      const reenter = () => {
        const isGame = target?.constructor.name === 'Game';
        const inner = [ // [call, whether it must be refused]
          [() => renju.newGame().play('h8'), true],
          [() => { target?.dispose(); ctx.touched = true; }, false],
          [() => renju.bestMove(target, { level: 2, nodes: 200 }), true],
          [() => target.play('h8'), isGame],
          [() => target.stones, target !== null],
          [() => renju.parseCode('h8i9'), true],
          [() => renju.findVcf(target, { nodes: 500 }), true],
        ];
        for (const [f, refused] of inner) {
          let threw = null;
          try {
            f();
          } catch (e) {
            threw = e;
          }
          if (!refused) continue;
          assert.ok(threw instanceof RenjuError && ['BUSY', 'DISPOSED', 'BAD_ARGUMENT'].includes(threw.code),
            `a call from inside a search gave ${threw ? threw.code ?? threw : 'no error'}`);
        }
        assert.equal(typeof renju.memory().allocatedBytes, 'number'); // allowed
        return false;
      };
      if (what === 0) o.onProgress = once(() => { throw ours(); });
      else if (what === 1) o.shouldStop = once(() => { throw ours(); });
      else if (what === 2) o.shouldStop = ((v) => () => v)(rr.pick([1, 'yes', null, {}, NaN, undefined, 0, '']));
      else if (what === 3) o.shouldStop = once(reenter);
      else o.onProgress = once(reenter);
    },
  };
  return ctx;
}

// The calls. Each returns a description of the call for the failure report.
function pickSubject(r, ctx, kind) {
  const list = ctx.objects.filter((o) => kind === undefined || o.constructor.name === kind);
  return list.length ? r.pick(list) : null;
}

function addObject(ctx, o) {
  ctx.objects.push(o);
  if (ctx.objects.length > 40) {
    // Drop the oldest: disposed or left to the pool and the garbage collector, by turns.
    const old = ctx.objects.shift();
    if (++ctx.dropped % 2) old.dispose();
  }
}

const MODULE_CALLS = [
  ['newGame', 3, (r, ctx) => addObject(ctx, renju.newGame(gameOptions(r)))],
  ['importGame', (r, ctx) => {
    const g = pickSubject(r, ctx, 'Game');
    const code = arg(r, () => (g && !g.disposed ? g.code : 'h8i9j10') + (r.chance(0.3) ? r.pick(STRINGS) : ''), 0.3);
    addObject(ctx, renju.importGame(code, r.chance(0.5) ? gameOptions(r) : undefined));
  }],
  ['importRecord', (r, ctx) => {
    const g = pickSubject(r, ctx, 'Game');
    let text = g && !g.disposed ? g.record : 'actions: h8 i9';
    if (r.chance(0.5)) { // damage it
      const at = r.int(text.length + 1);
      text = r.chance(0.5) ? text.slice(0, at) + r.pick(STRINGS).slice(0, 20) + text.slice(at) : text.slice(0, at);
    }
    addObject(ctx, renju.importRecord(arg(r, () => text, 0.15)));
  }],
  ['newPosition', (r, ctx) => {
    const rule = arg(r, () => r.pick(['renju', 'standard', 'freestyle']), 0.1);
    const size = rule === 'renju' ? 15 : r.pick([5, 8, 15, 19, 22]);
    const stones = () => Array.from({ length: r.int(12) }, () => validPoint(r, size));
    addObject(ctx, renju.newPosition(r.chance(0.1) ? hostile(r)
      : { rule, size: arg(r, () => size, 0.1), toMove: arg(r, () => r.pick(['black', 'white']), 0.1), black: arg(r, stones, 0.1), white: arg(r, stones, 0.1) }));
  }],
  ['positionFromCode', (r, ctx) => addObject(ctx, renju.positionFromCode(arg(r, () => 'h8i9j10k11'.slice(0, 2 + r.int(9)), 0.4),
    r.chance(0.5) ? { rule: arg(r, () => 'freestyle', 0.3), size: arg(r, () => 15, 0.3) }
      : r.chance(0.5) ? { black: arg(r, () => ['a1', 'b2'], 0.3), white: arg(r, () => ['o15'], 0.3), toMove: arg(r, () => r.pick(['black', 'white']), 0.3) }
        : undefined))],
  ['practicePosition', (r, ctx) => addObject(ctx, renju.practicePosition(arg(r, () => r.int(2 ** 31), 0.3)))],
  ['parseCode', (r) => renju.parseCode(arg(r, () => 'h8 i9,j10;pass K11', 0.5), r.chance(0.3) ? { size: arg(r, () => 19, 0.5) } : undefined)],
  ['point', (r) => renju.point(arg(r, () => validPoint(r, 15), 0.5), r.chance(0.3) ? { size: arg(r, () => 22, 0.5) } : undefined)],
  ['memory', () => renju.memory()],
  ['rules', () => [renju.rules, renju.openingRules]],
  ['bestMove', 3, (r, ctx) => {
    const s = r.chance(0.9) ? pickSubject(r, ctx) : hostile(r);
    const result = renju.bestMove(s, searchOptions(r, ctx));
    // The move is a point the side to move may play.
    if (!ctx.touched && result.best !== null && s && !s.disposed) {
      assert.equal(s.at(result.best), null, `bestMove gave the taken point ${result.best}`);
      if (s.rule === 'renju' && s.toMove === 'black' && !s.makesFive?.(result.best, 'black')) {
        assert.equal(s.forbiddenAt(result.best), null, `bestMove gave the forbidden point ${result.best}`);
      }
    }
  }],
  ['findVcf', (r, ctx) => {
    const s = r.chance(0.9) ? pickSubject(r, ctx) : hostile(r);
    const o = r.chance(0.7) ? { maxFours: arg(r, () => 1 + r.int(12), 0.2), nodes: arg(r, () => 1 + r.int(20000), 0.2) } : undefined;
    if (o && typeof o.nodes === 'number' && o.nodes > 1e6) o.nodes = 1e6; // a valid huge budget is allowed to take its time
    if (o && o.nodes === undefined) o.nodes = 20000;
    renju.findVcf(s, o);
  }],
];

const GAME_CALLS = [
  ['play', 8, (r, g) => g.play(arg(r, () => pointNear(r, g.size, g), 0.2), r.chance(0.2) ? arg(r, () => ({ offerDraw: r.chance(0.3), player: r.pick(['first', 'second', undefined]) })) : undefined)],
  ['pass', (r, g) => g.pass(r.chance(0.3) ? arg(r, () => ({ offerDraw: r.chance(0.5) })) : undefined)],
  ['decideSwap', (r, g) => g.decideSwap(arg(r, () => r.pick(['stay', 'swap', 'place-two'])), r.chance(0.2) ? { player: arg(r, () => 'second') } : undefined)],
  ['declare', (r, g) => g.declare(arg(r, () => 1 + r.int(12)))],
  ['offerFifth', (r, g) => g.offerFifth(arg(r, () => pointNear(r, g.size, g)))],
  ['chooseFifth', (r, g) => g.chooseFifth(arg(r, () => (g.opening.offers.length ? r.pick(g.opening.offers) : pointNear(r, g.size, g))))],
  ['offerLegality', (r, g) => g.offerLegality(arg(r, () => pointNear(r, g.size, g)))],
  ['undo', (r, g) => g.undo()],
  ['redo', (r, g) => g.redo()],
  ['acceptDraw', (r, g) => g.acceptDraw()],
  ['declineDraw', (r, g) => g.declineDraw()],
  ['resign', (r, g) => (r.chance(0.3) ? g.resign() : g.resign(arg(r, () => r.pick(['black', 'white']))))],
  ['timeout', (r, g) => g.timeout(arg(r, () => r.pick(['black', 'white'])))],
  ['claimWin', (r, g) => g.claimWin(arg(r, () => r.pick(['black', 'white'])))],
  ['claimForbidden', (r, g) => g.claimForbidden(arg(r, () => pointNear(r, g.size, g)))],
  ['legality', (r, g) => g.legality(arg(r, () => pointNear(r, g.size, g)))],
  ['forbiddenAt', (r, g) => g.forbiddenAt(arg(r, () => pointNear(r, g.size, g)))],
  ['forbiddenPoints', (r, g) => g.forbiddenPoints()],
  ['explain', (r, g) => g.explain(arg(r, () => pointNear(r, g.size, g)))],
  ['at', (r, g) => g.at(arg(r, () => pointNear(r, g.size, g)))],
  ['getters', (r, g) => [g.turn, g.opening, g.record, g.toMove, g.over, g.result, g.moves, g.lastMove, g.code, g.stones,
    g.drawOffered, g.canUndo, g.canRedo, g.ply, g.toJSON(), String(g), g.actions]],
  // Action tokens: every kind, well formed or not, and anything else.
  ['apply', 6, (r, g) => g.apply(arg(r, () => r.pick([pointNear(r, g.size, g), `${pointNear(r, g.size, g)}+draw`, 'pass', 'pass+draw',
    'stay', 'swap', 'place-two', `declare:${r.int(14)}`, `offer:${pointNear(r, g.size, g)}`, `choose:${pointNear(r, g.size, g)}`,
    'accept-draw', 'decline-draw', `resign:${r.pick(['black', 'white', 'grey'])}`, `timeout:${r.pick(['black', 'white'])}`,
    `claim-win:${r.pick(['black', 'white'])}`, `claim-forbidden:${pointNear(r, g.size, g)}`, 'swap+draw', 'declare:', 'offer:',
    ':', '+draw', 'h8 ', 'H8', 'frob:1', 'declare:9999', 'offer:z99']), 0.2))],
  ['botTurn', 2, (r, g, ctx) => g.botTurn(searchOptions(r, ctx))],
  ['playBotTurn', 3, (r, g, ctx) => g.playBotTurn(searchOptions(r, ctx))],
  ['dispose', (r, g) => g.dispose()],
];

const POSITION_CALLS = [
  ['place', 6, (r, p) => p.place(arg(r, () => pointNear(r, p.size, p), 0.2), arg(r, () => r.pick(['black', 'white']), 0.15))],
  ['remove', (r, p) => p.remove(arg(r, () => pointNear(r, p.size, p)))],
  ['at', (r, p) => p.at(arg(r, () => pointNear(r, p.size, p)))],
  ['forbiddenPoints', (r, p) => p.forbiddenPoints()],
  ['forbiddenAt', (r, p) => p.forbiddenAt(arg(r, () => pointNear(r, p.size, p)))],
  ['makesFive', (r, p) => p.makesFive(arg(r, () => pointNear(r, p.size, p)), arg(r, () => r.pick(['black', 'white'])))],
  ['explain', (r, p) => (r.chance(0.5) ? p.explain(arg(r, () => pointNear(r, p.size, p))) : p.explain(arg(r, () => pointNear(r, p.size, p)), arg(r, () => 'white')))],
  ['toMove', (r, p) => { p.toMove = arg(r, () => r.pick(['black', 'white'])); }],
  ['getters', (r, p) => [p.stones, p.toMove, p.size, p.rule]],
  ['dispose', (r, p) => p.dispose()],
];

// Each call as often as its weight (1 unless given) says.
const weighted = (calls) => calls.flatMap((c) => {
  const [name, weight, fn] = c.length === 3 ? c : [c[0], 1, c[1]];
  return Array(weight).fill([name, fn]);
});
const MODULE_PICKS = weighted(MODULE_CALLS);
const GAME_PICKS = weighted(GAME_CALLS);
const POSITION_PICKS = weighted(POSITION_CALLS);

// What a refused call must leave as it was.
function stateOf(o) {
  if (o.disposed) return 'disposed';
  if (o.constructor.name === 'Game') return `${o.record}|${o.ply}|${o.canRedo}|${JSON.stringify(o.result)}`;
  return `${JSON.stringify(o.stones)}|${o.toMove}`;
}

function checkError(e, label) {
  if (e instanceof Ours) return 'ours';
  assert.ok(e instanceof RenjuError, `${label}: threw ${e && e.constructor && e.constructor.name}: ${e && e.stack}`);
  assert.ok(e instanceof Error);
  assert.equal(e.name, 'RenjuError');
  assert.ok(CODES.has(e.code), `${label}: code ${e.code} is not in renju.d.ts`);
  assert.equal(typeof e.message, 'string');
  assert.ok(e.message.length > 0 && e.message.length < 1000, `${label}: message of ${e.message.length} characters`);
  return e.code;
}

function round(r, calls, ctx, tally) {
  const history = [];
  for (let i = 0; i < calls; i++) {
    const which = r.int(10);
    let label;
    let subject = null;
    let run;
    if (which < 3 || ctx.objects.length === 0) {
      const [name, fn] = r.pick(MODULE_PICKS);
      label = `renju.${name}`;
      run = () => fn(r, ctx);
    } else {
      // Mostly a live object; a disposed one now and then.
      const live = ctx.objects.filter((o) => !o.disposed);
      subject = live.length && r.chance(0.9) ? r.pick(live) : r.pick(ctx.objects);
      const isGame = subject.constructor.name === 'Game';
      const [name, fn] = r.pick(isGame ? GAME_PICKS : POSITION_PICKS);
      label = `${isGame ? 'game' : 'position'}.${name}`;
      run = () => fn(r, subject, ctx);
    }
    history.push(label);
    if (history.length > 12) history.shift();
    const where = `seed ${SEED}, call ${i} (${label}); last calls: ${history.join(', ')}`;
    const before = subject && !subject.disposed ? stateOf(subject) : null;
    ctx.touched = false;
    let outcome;
    const started = Date.now();
    try {
      run();
      outcome = 'ok';
    } catch (e) {
      if (e instanceof assert.AssertionError) throw new assert.AssertionError({ message: `${where}: ${e.message}` });
      outcome = checkError(e, where);
      // A refused call changes nothing (unless a callback of ours changed things meanwhile).
      if (before !== null && !ctx.touched && outcome !== 'ours') assert.equal(stateOf(subject), before, `${where}: refused with ${outcome} but changed the object`);
    }
    // Every search is bounded by a few thousand nodes: no call may take long.
    assert.ok(Date.now() - started < 5000, `${where}: took ${Date.now() - started} ms` +
      (subject?.constructor.name === 'Game' && !subject.disposed ? `; game record:\n${subject.record}\noptions ${Object.entries(ctx.lastOptions ?? {}).map(([k, v]) => `${k}=${typeof v === 'number' ? v : typeof v}`).join(' ')}}` : ''));
    tally.set(`${label} ${outcome}`, (tally.get(`${label} ${outcome}`) ?? 0) + 1);
    // The module still answers: a quick sanity call now and then.
    if (i % 250 === 0) assert.equal(renju.importGame('h8i9').code, 'h8i9', where);
  }
}

// Objects dropped without dispose() keep a native object in the pool (at most 64) until newer ones
// push them out: push them all out, so what is left allocated is what leaked.
function flushPool() {
  const fresh = Array.from({ length: 64 }, () => renju.newGame());
  for (const g of fresh) g.dispose();
}

test(`${ROUNDS} rounds of ${CALLS} random calls: each works or throws a RenjuError with a documented code; memory stays flat`, () => {
  assert.ok(CODES.size >= 15 && CODES.has('DISPOSED') && CODES.has('BAD_ARGUMENT'));
  const r = rng(SEED);
  const tally = new Map();
  const allocated = [];
  const heap = [];
  for (let k = 0; k < ROUNDS; k++) {
    const ctx = makeContext(r);
    round(r, CALLS, ctx, tally);
    for (const o of ctx.objects) o.dispose();
    flushPool();
    allocated.push(renju.memory().allocatedBytes);
    heap.push(renju.memory().heapBytes);
  }
  // The first round allocates what the run needs (the bot's tables); after it every round ends
  // with no more allocated than the first did. The heap (linear memory, which never shrinks) grows
  // to the run's peak need and stays there: a few MB at most, the same after the last two rounds.
  for (let k = 1; k < ROUNDS; k++) {
    assert.ok(allocated[k] <= allocated[0] + 16384, `allocated bytes after each round: ${allocated.join(', ')}`);
    assert.ok(heap[k] <= heap[0] + 4 * 2 ** 20, `heap bytes after each round: ${heap.join(', ')}`);
  }
  assert.equal(heap[ROUNDS - 1], heap[ROUNDS - 2], `heap bytes after each round: ${heap.join(', ')}`);
  // The run reached what it means to reach: errors of many kinds, and the bot's answers.
  const codes = new Set([...tally.keys()].map((k) => k.split(' ')[1]));
  for (const code of ['ok', 'BAD_ARGUMENT', 'OFF_BOARD', 'DISPOSED', 'OCCUPIED', 'WRONG_PHASE', 'BAD_CODE', 'ours']) {
    assert.ok(codes.has(code), `no call ended with ${code}`);
  }
  for (const call of ['renju.bestMove ok', 'game.playBotTurn ok', 'renju.findVcf ok', 'game.play ok', 'position.place ok']) {
    assert.ok(tally.get(call) > 0, `${call}: never`);
  }
  if (process.env.RENJU_FUZZ_TALLY) console.log([...tally].sort().map(([k, v]) => `${k}: ${v}`).join('\n'));
});

test('after the fuzzing the module still plays and judges correctly', () => {
  const g = renju.importGame('f8a1g8a2h9a3h10a4', { opening: 'none' });
  assert.deepEqual(g.forbiddenPoints().map((f) => f.point), ['h8']);
  const r = renju.bestMove(g, { level: 3, nodes: 5000, seed: 1 });
  assert.notEqual(r.best, 'h8');
  g.play('h8');
  assert.equal(g.result.reason, 'forbidden');
});
