// The Renju module for JavaScript: `const renju = await loadRenju()`.
// Works in pages, Web Workers and Node 20. The .wasm is fetched (or read) once per realm and shared
// by every object; pass `renju.wasmModule` to a worker's loadRenju({ wasmModule }) to skip a
// second fetch there. Every rule is decided by the WebAssembly core; this file only maps values.
const RULES = ['freestyle', 'standard', 'renju'];
// In the core's order: the numbers cross the boundary.
export const OPENINGS = ['free', 'rif', 'yamaguchi', 'soosorv-8', 'taraguchi-10', 'swap', 'swap2', 'none'];
const SWAP_CHOICES = ['stay', 'swap', 'place-two'];
const PLAYERS = [undefined, 'first', 'second'];
const COLORS = [null, 'black', 'white'];
const KINDS = [null, 'overline', 'double-four', 'double-three'];

/** An error from the Renju module, with a stable `code` such as 'OCCUPIED' or 'BAD_CODE'. */
export class RenjuError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'RenjuError';
    this.code = code;
  }
}

const isNode = typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';
/** The package's version (tests/js/package.test.mjs checks it against package.json). */
export const VERSION = '0.1.0';
// One instance per realm and version, shared through a registered symbol so that copies of this file
// bundled into different scripts (the widget, the app) still fetch the .wasm once, while another
// version of the package on the same page gets its own instance of its own .wasm.
const SHARED = Symbol.for(`renju.module.instance@${VERSION}`);
const SHARED_RULES = Symbol.for(`renju.rules-module.instance@${VERSION}`);

/**
 * Loads the module once; later calls return the same instance.
 * Options (all optional): wasmUrl, wasmBinary (ArrayBuffer/Uint8Array), wasmModule (WebAssembly.Module),
 * rulesOnly (true: the rules module renju-rules.wasm, without the engine; its engine calls throw NO_ENGINE).
 * Always returns a promise that settles: a failure rejects with LOAD_FAILED naming the cause (or
 * BAD_ARGUMENT for options of the wrong type), and a later call tries again.
 */
export function loadRenju(options) {
  let o;
  try {
    o = checkLoadOptions(options);
  } catch (e) {
    return Promise.reject(e);
  }
  // One instance of each module (the full one and the rules one) per page, worker or process.
  const key = o.rulesOnly ? SHARED_RULES : SHARED;
  if (!globalThis[key]) {
    const loading = instantiate(o).then((core) => new Renju(core.core, core.module));
    globalThis[key] = loading;
    loading.catch(() => { if (globalThis[key] === loading) globalThis[key] = undefined; });
  }
  return globalThis[key];
}

function checkLoadOptions(options) {
  const o = checkOptions(options);
  const { wasmUrl, wasmBinary, wasmModule, rulesOnly = false } = o;
  if (typeof rulesOnly !== 'boolean') fail('BAD_ARGUMENT', `rulesOnly must be true or false, not ${describe(rulesOnly)}`);
  if (wasmUrl !== undefined && typeof wasmUrl !== 'string' && !(wasmUrl instanceof URL)) {
    fail('BAD_ARGUMENT', `wasmUrl must be a string or a URL, not ${describe(wasmUrl)}`);
  }
  if (wasmBinary !== undefined && !(wasmBinary instanceof ArrayBuffer) && !ArrayBuffer.isView(wasmBinary)) {
    fail('BAD_ARGUMENT', `wasmBinary must be an ArrayBuffer or a typed array, not ${describe(wasmBinary)}`);
  }
  if (wasmModule !== undefined && !(wasmModule instanceof WebAssembly.Module)) {
    fail('BAD_ARGUMENT', `wasmModule must be a WebAssembly.Module, not ${describe(wasmModule)}`);
  }
  return { wasmUrl, wasmBinary, wasmModule, rulesOnly };
}

function loadFailed(message, cause) {
  const e = new RenjuError('LOAD_FAILED', message);
  if (cause !== undefined) e.cause = cause;
  return e;
}

async function compileBytes(bytes, what) {
  try {
    return await WebAssembly.compile(bytes);
  } catch (e) {
    throw loadFailed(`${what} is not a valid WebAssembly module (${e.message})`, e);
  }
}

async function compileFrom(options) {
  if (options.wasmModule) return options.wasmModule;
  if (options.wasmBinary) return compileBytes(options.wasmBinary, `the ${options.wasmBinary.byteLength}-byte wasmBinary`);
  let url = options.wasmUrl;
  const file = options.rulesOnly ? 'renju-rules.wasm' : 'renju-core.wasm';
  try {
    url ??= options.rulesOnly ? new URL('./renju-rules.wasm', import.meta.url) : new URL('./renju-core.wasm', import.meta.url);
  } catch (e) {
    // A copy bundled as a classic script has no import.meta.url to find the .wasm beside.
    throw loadFailed(`cannot tell where ${file} is (this copy of renju.js has no module URL): pass loadRenju({ wasmUrl })`, e);
  }
  const text = String(url);
  if (isNode && !/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    throw loadFailed(`wasmUrl ${describe(text)} is relative, and under Node there is no page to resolve it against: pass an absolute URL (file: or http:), or the bytes as wasmBinary`);
  }
  if (isNode && text.startsWith('file:')) {
    // No import of a Node module anywhere in this file, so that bundles for the browser have none to
    // resolve: Node 20.16+ hands out its built-ins through process.getBuiltinModule.
    const fs = process.getBuiltinModule?.('node:fs/promises');
    if (!fs) throw loadFailed(`this Node (${process.version}) cannot read ${text}: use Node 20.16 or later, or pass loadRenju({ wasmBinary })`);
    let bytes;
    try {
      bytes = await fs.readFile(new URL(text));
    } catch (e) {
      throw loadFailed(`cannot read ${text}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`, e);
    }
    return compileBytes(bytes, text);
  }
  let response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw loadFailed(`cannot fetch ${text}: ${e.cause?.message ?? e.message}`, e);
  }
  if (!response.ok) throw loadFailed(`cannot fetch ${text}: HTTP ${response.status}`);
  // compileStreaming needs the application/wasm type; fall back to the bytes when a server lacks it.
  if (WebAssembly.compileStreaming && response.headers.get('content-type')?.startsWith('application/wasm')) {
    try {
      return await WebAssembly.compileStreaming(response);
    } catch (e) {
      throw loadFailed(`${text} is not a valid WebAssembly module (${e.message})`, e);
    }
  }
  let bytes;
  try {
    bytes = await response.arrayBuffer();
  } catch (e) {
    throw loadFailed(`cannot fetch ${text}: ${e.message}`, e);
  }
  return compileBytes(bytes, text);
}

async function instantiate(options) {
  // The Emscripten glue is loaded with the .wasm, not before: pages with boards that never need
  // the rules (plain diagrams) do not pay for it.
  // The rules module (no engine) has its own glue: each glue fits its own .wasm only.
  const glueName = options.rulesOnly ? 'renju-rules.js' : 'renju-core.js';
  const glue = (options.rulesOnly ? import('./renju-rules.js') : import('./renju-core.js')).catch((e) => {
    throw loadFailed(`cannot load the Emscripten glue ${glueName} beside renju.js: ${e.message}`, e);
  });
  const [{ default: createRenjuCore }, module] = await Promise.all([glue, compileFrom(options)]);
  // The glue waits for instantiateWasm's callback: a module that fails to instantiate with these
  // imports (another build, a wrong file), or whose exports the glue cannot use, must reject here
  // rather than leave the glue waiting forever.
  let core;
  try {
    core = await new Promise((resolve, reject) => {
      createRenjuCore({
        instantiateWasm(imports, done) {
          WebAssembly.instantiate(module, imports).then((instance) => done(instance, module)).catch(reject);
          return {};
        },
        // The glue never fetches (instantiateWasm does); without this it would still build the
        // .wasm's URL from import.meta.url, which a classic-script bundle lacks.
        locateFile: (name) => name,
        onAbort: (what) => reject(new Error(`aborted (${what})`)),
        print() {},
        printErr() {},
      }).then(resolve, reject);
    });
    if (typeof core.NativeGame !== 'function') throw new Error('it defines no NativeGame');
  } catch (e) {
    throw loadFailed(`the WebAssembly module does not match ${glueName} of renju ${VERSION} (another version or a wrong file?): ${e?.message ?? e}`, e);
  }
  return { core, module };
}

// ---------------------------------------------------------------------------------------------
// Argument checks: anything JS passes is checked here before it reaches the core.

function fail(code, message) {
  throw new RenjuError(code, message);
}

function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? value.slice(0, 24) + '…' : value);
  if (typeof value === 'number') return String(value);
  if (value === null) return 'null';
  return typeof value;
}

function toPointName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

function checkColor(color, what = 'color') {
  if (color === 'black') return 1;
  if (color === 'white') return 2;
  return fail('BAD_ARGUMENT', `${what} must be "black" or "white", not ${describe(color)}`);
}

function checkRule(rule) {
  if (rule === undefined) return 2;
  const i = RULES.indexOf(rule);
  if (i < 0) fail('BAD_ARGUMENT', `rule must be one of ${RULES.join(', ')}, not ${describe(rule)}`);
  return i;
}

// Which sizes a rule allows is the core's to say; here only the type is checked. `rule` -1 asks
// about the size alone (any Gomoku rule).
function checkSize(core, size, rule) {
  if (size === undefined) return 15;
  if (!Number.isInteger(size)) fail('BAD_ARGUMENT', `size must be a whole number, not ${describe(size)}`);
  const message = Math.abs(size) > 0xffff ? `board size ${size} is not supported` : core.validateOptions(rule < 0 ? 0 : rule, size);
  if (message) fail('BAD_ARGUMENT', message);
  return size;
}

function checkOpening(opening) {
  if (opening === undefined) return 0;
  const i = OPENINGS.indexOf(opening);
  if (i < 0) fail('BAD_ARGUMENT', `opening must be one of ${OPENINGS.join(', ')}, not ${describe(opening)}`);
  return i;
}

// The acting player of an opening action: 'first', 'second', or undefined for whoever's turn it is.
function checkPlayer(player) {
  const i = PLAYERS.indexOf(player);
  if (i < 0) fail('BAD_ARGUMENT', `player must be "first" or "second", not ${describe(player)}`);
  return Math.max(0, i);
}

// Search limits and callbacks for the bot. Levels 1-5, or 0 for analysis without a default budget.
// The callbacks run inside the WebAssembly search, so an exception must not leave them: it would
// unwind the module's frames without their clean-up and leave its heap broken. A callback's
// exception is kept in `trap` and stops the search; Renju#searching throws it once the module has
// returned. Returns {values: the native call's arguments, trap}.
// searchArgs for a call whose progress reports reach the caller's onProgress converted (anything
// else given as onProgress is left for searchArgs to refuse).
function reportingSearchArgs(o, convert) {
  const user = o.onProgress;
  return searchArgs({
    timeMs: o.timeMs, nodes: o.nodes, depth: o.depth, shouldStop: o.shouldStop,
    onProgress: typeof user === 'function' && Object.prototype.toString.call(user) === '[object Function]'
      ? (raw) => user(convert(raw)) : user,
  });
}

function searchArgs(options) {
  const o = checkOptions(options);
  const whole = (name, value, lo, hi, fallback) => {
    if (value === undefined) return fallback;
    if (!Number.isSafeInteger(value) || value < lo || value > hi) fail('BAD_ARGUMENT', `${name} must be a whole number from ${lo} to ${hi}, not ${describe(value)}`);
    return value;
  };
  const fn = (name, value) => {
    if (value !== undefined && typeof value !== 'function') fail('BAD_ARGUMENT', `${name} must be a function`);
    // The search runs synchronously and cannot wait: an async function's Promise would be taken
    // for "stop" (shouldStop) or its work left to run after the search (onProgress).
    const kind = value && Object.prototype.toString.call(value).slice(8, -1);
    if (kind && kind !== 'Function') fail('BAD_ARGUMENT', `${name} must be a synchronous function, not an ${kind}: the search cannot wait for a Promise`);
    return value;
  };
  const synchronous = (name, result) => {
    if (result !== null && (typeof result === 'object' || typeof result === 'function') && typeof result.then === 'function') {
      Promise.resolve(result).catch(() => {}); // its rejection is ours to report, not an unhandled one
      throw new RenjuError('BAD_ARGUMENT', `${name} returned a Promise: it must be synchronous, the search cannot wait for it`);
    }
    return result;
  };
  const onProgress = fn('onProgress', o.onProgress);
  const shouldStop = fn('shouldStop', o.shouldStop);
  const values = [whole('level', o.level, 0, 5, 5), whole('timeMs', o.timeMs, 0, 3600000, 0), whole('nodes', o.nodes, 0, 2 ** 52, 0),
    whole('depth', o.depth, 0, 64, 0), whole('seed', o.seed, 0, 2 ** 52, 0)];
  const trap = { failed: false, error: undefined };
  const guarded = (f, afterFailure) => (arg) => {
    if (trap.failed) return afterFailure;
    try {
      return f(arg);
    } catch (e) {
      trap.failed = true;
      trap.error = e;
      return afterFailure;
    }
  };
  values.push(onProgress ? guarded((json) => { synchronous('onProgress', onProgress(JSON.parse(json))); }, undefined) : undefined);
  // With only onProgress given, a stop request still ends the search once it has thrown.
  values.push(shouldStop ? guarded(() => Boolean(synchronous('shouldStop', shouldStop())), true) : onProgress ? () => trap.failed : undefined);
  return { values, trap };
}

function searchResult(core, json) {
  const r = JSON.parse(json);
  if (r.error) fail(r.error, r.message);
  return r.search;
}

// The module's analysis JSON with each candidate's win probability for the side to move: the curve
// the evaluation was fitted to (core/bot/analysis.h, winProbability), computed here so that the
// module carries no exponential function.
function winProbability(evaluation, winIn) {
  return winIn > 0 ? 1 : winIn < 0 ? 0 : 1 / (1 + Math.exp(-evaluation / 400));
}
// A balance finder's answer with black's chance after each placement (the same curve, from black's side).
function balanceOf(raw) {
  return {
    ...raw,
    candidates: raw.candidates.map((c) => ({ ...c, blackShare: 1 - winProbability(c.eval, c.winIn) })),
  };
}
function analysisOf(raw) {
  return { ...raw, candidates: raw.candidates.map((c) => ({ ...c, winProbability: winProbability(c.eval, c.winIn) })) };
}

function checkOptions(options) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') fail('BAD_ARGUMENT', `options must be an object, not ${describe(options)}`);
  // An array, a date or a map is not a set of named options (its fields would be silently ignored).
  if (Array.isArray(options)) fail('BAD_ARGUMENT', 'options must be a plain object like { level: 3 }, not an array');
  const tag = Object.prototype.toString.call(options);
  if (tag !== '[object Object]') fail('BAD_ARGUMENT', `options must be a plain object like { level: 3 }, not a ${tag.slice(8, -1)}`);
  return options;
}

function pointIndex(core, point, size) {
  if (typeof point === 'string') {
    const i = core.parsePointIndex(point, size);
    if (i === -2) fail('OFF_BOARD', `${describe(point)} is off the ${size}x${size} board`);
    if (i < 0) fail('BAD_ARGUMENT', `${describe(point)} is not a point: write a column letter and a row number, like "h8"`);
    return i;
  }
  if (point !== null && typeof point === 'object') {
    const { x, y } = point;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isInteger(x) || !Number.isInteger(y)) {
      fail('BAD_ARGUMENT', `a point object needs whole numbers x and y, not x=${describe(x)}, y=${describe(y)}`);
    }
    if (x < 0 || y < 0 || x >= size || y >= size) fail('OFF_BOARD', `{x: ${x}, y: ${y}} is off the ${size}x${size} board`);
    return y * size + x;
  }
  return fail('BAD_ARGUMENT', `a point is a string like "h8" or an object {x, y}, not ${describe(point)}`);
}

function pointOf(index, size) {
  const x = index % size;
  const y = Math.floor(index / size);
  return { point: toPointName(x, y), x, y };
}

// ---------------------------------------------------------------------------------------------
// The objects this module made, and the way back to one from a Proxy around it (Vue's reactive, MobX):
// methods run on the object itself, whose private fields a Proxy cannot reach. RAW is a function,
// which such wrappers hand back unwrapped; the symbol is private to this file, so no other object
// can pass for one of ours.
const OWN = new WeakSet();
const RAW = Symbol('renju.raw');

function register(object) {
  OWN.add(object);
  Object.defineProperty(object, RAW, { value: () => object });
}

function ownObject(value, Class, member) {
  if (OWN.has(value) && value instanceof Class) return value;
  let raw;
  try {
    raw = value?.[RAW]?.();
  } catch {
    raw = undefined;
  }
  if (OWN.has(raw) && raw instanceof Class) return raw;
  const what = value === null || value === undefined ? String(value) : OWN.has(raw ?? value) ? `a ${(raw ?? value).constructor.name}` : typeof value === 'object' ? 'another object' : typeof value;
  return fail('BAD_ARGUMENT', `${member} must be called on a ${Class === Base ? 'game or position' : Class.name.toLowerCase()}, not on ${what}`);
}

// Every method and accessor of a class runs on its own object: `this` unwrapped from a Proxy, and
// anything else refused with BAD_ARGUMENT (not a TypeError about private fields, nor embind's
// BindingError). A method that returns its object returns what it was called on, so chains stay on
// the Proxy.
function ownMembers(Class) {
  const proto = Class.prototype;
  const guard = (fn, name) => function guarded(...args) {
    const self = OWN.has(this) && this instanceof Class ? this : ownObject(this, Class, name);
    const result = fn.apply(self, args);
    return result === self ? this : result;
  };
  for (const key of Reflect.ownKeys(proto)) {
    // The module's own `_` members are called on its objects only (Renju#bestMove unwraps its subject).
    if (key === 'constructor' || (typeof key === 'string' && key.startsWith('_'))) continue;
    const d = Object.getOwnPropertyDescriptor(proto, key);
    const name = typeof key === 'symbol' ? key.description : key;
    if (typeof d.value === 'function') d.value = guard(d.value, name);
    if (d.get) d.get = guard(d.get, name);
    if (d.set) d.set = guard(d.set, name);
    Object.defineProperty(proto, key, d);
  }
}

// ---------------------------------------------------------------------------------------------
// Native objects live in a small pool. An object that has not been used for a while is parked as
// a snapshot and rebuilt when used again, so pages that create and drop any number of games keep
// a bounded heap without waiting for the garbage collector.

const POOL_SIZE = 64;

class Pool {
  constructor() {
    this.live = new Map(); // owner -> native, least recently used first
    this.last = null; // the most recent owner, which needs no reordering
    this.lastNative = null;
  }
  acquire(owner) {
    if (owner === this.last) return this.lastNative;
    let native = this.live.get(owner);
    if (native) {
      this.live.delete(owner);
      this.live.set(owner, native);
      this.last = owner;
      this.lastNative = native;
      return native;
    }
    if (this.live.size >= POOL_SIZE) {
      const [oldest, nativeOfOldest] = this.live.entries().next().value;
      if (oldest === this.last) this.last = this.lastNative = null;
      this.live.delete(oldest);
      oldest._park(nativeOfOldest);
      nativeOfOldest.delete();
    }
    native = owner._revive();
    this.live.set(owner, native);
    this.last = owner;
    this.lastNative = native;
    return native;
  }
  release(owner) {
    if (owner === this.last) this.last = this.lastNative = null;
    const native = this.live.get(owner);
    if (native) {
      this.live.delete(owner);
      native.delete();
    }
  }
}

function decodeCells(view, size) {
  const cells = view.slice(); // the view points into the module's memory: copy it at once
  const stones = [];
  for (let i = 0; i < cells.length; i++) {
    if (cells[i]) stones.push({ ...pointOf(i, size), color: COLORS[cells[i]] });
  }
  return stones;
}

function decodeForbidden(view, size) {
  const out = new Array(view.length);
  for (let i = 0; i < view.length; i++) {
    const v = view[i]; // read before anything else can touch the module's memory
    const x = (v >> 2) % size;
    const y = Math.floor((v >> 2) / size);
    out[i] = { point: toPointName(x, y), x, y, kind: KINDS[v & 3] };
  }
  return out;
}

class Base {
  #renju;
  #disposed = false;
  constructor(renju) {
    this.#renju = renju;
    register(this);
  }
  get _renju() {
    return this.#renju;
  }
  _native() {
    if (this.#disposed) fail('DISPOSED', `this ${this.constructor.name.toLowerCase()} was disposed`);
    this.#renju._enter();
    return this.#renju._pool.acquire(this);
  }
  _check(code, native) {
    if (code !== 0) fail(this.#renju._core.errorName(code), native.error());
  }
  _point(point) {
    return pointIndex(this.#renju._core, point, this.size);
  }
  /** The native object and a point's coordinates, checked: [native, x, y]. */
  _at(point) {
    const native = this._native();
    const i = this._point(point);
    return [native, i % this.size, Math.floor(i / this.size)];
  }
  /** As _at, but for the legality queries a bad point is an answer: {legal: false, code, message}. */
  _atOrRefusal(point) {
    this._native(); // a disposed object throws rather than answering
    try {
      return this._at(point);
    } catch (e) {
      if (e instanceof RenjuError) return { legal: false, code: e.code, message: e.message };
      throw e;
    }
  }
  /** Frees the native memory now. The object cannot be used afterwards. */
  dispose() {
    if (this.#disposed) return;
    this.#disposed = true;
    // Inside a search's callback the native object may be the one being searched: freed after it.
    if (this.#renju._busy) this.#renju._deferred.push(this);
    else this.#renju._pool.release(this);
  }
  [Symbol.dispose ?? Symbol.for('Symbol.dispose')]() {
    this.dispose();
  }
  get disposed() {
    return this.#disposed;
  }
}

/** A game played move by move, with its result, undo/redo, draw offers and claims. */
export class Game extends Base {
  #snapshot;
  #size;
  #rule;
  #ruling;
  constructor(renju, start, facts = start) {
    super(renju);
    this.#snapshot = start;
    this.#size = facts.size;
    this.#rule = RULES[facts.rule];
    this.#ruling = facts.ruling === 1 ? 'claim' : 'immediate';
  }
  _park(native) {
    this.#snapshot = { snapshot: native.snapshot() };
  }
  _revive() {
    const core = this._renju._core;
    const native = new core.NativeGame();
    const s = this.#snapshot;
    const code = s.snapshot !== undefined ? native.restore(s.snapshot)
      : s.record !== undefined ? native.restoreRecord(s.record)
        : native.init(s.rule, s.size, s.ruling, s.refuseForbidden, s.toMove, s.cells, s.opening);
    if (code !== 0) {
      const message = native.error();
      native.delete();
      fail(core.errorName(code), message);
    }
    return native;
  }

  get size() { return this.#size; }
  get rule() { return this.#rule; }
  get ruling() { return this.#ruling; }

  /**
   * Plays a stone for the side to move (in the opening: the stone the opening asks for). Options:
   * `offerDraw` offers a draw with the move; `player` ('first' | 'second') names who acts, refused with
   * NOT_YOUR_TURN when it is the other's turn.
   */
  play(point, options) {
    const { offerDraw = false, player } = checkOptions(options);
    const who = checkPlayer(player);
    const [native, x, y] = this._at(point);
    this._check(native.playAs(who, x, y, Boolean(offerDraw)), native);
    return this;
  }
  pass(options) {
    const { offerDraw = false, player } = checkOptions(options);
    const who = checkPlayer(player);
    const native = this._native();
    this._check(native.passAs(who, Boolean(offerDraw)), native);
    return this;
  }
  /** The opening's swap decision: 'stay', 'swap' or (swap2) 'place-two'. */
  decideSwap(choice, options) {
    const c = SWAP_CHOICES.indexOf(choice);
    if (c < 0) fail('BAD_ARGUMENT', `a swap decision is "stay", "swap" or "place-two", not ${describe(choice)}`);
    const who = checkPlayer(checkOptions(options).player);
    const native = this._native();
    this._check(native.decideSwap(who, c), native);
    return this;
  }
  /** Declares how many fifth moves will be offered (Yamaguchi, Soosõrv-8). */
  declare(number, options) {
    if (!Number.isInteger(number)) fail('BAD_ARGUMENT', `the declared number must be a whole number, not ${describe(number)}`);
    const who = checkPlayer(checkOptions(options).player);
    const native = this._native();
    this._check(native.declare(who, Math.max(-1, Math.min(number, 1000))), native);
    return this;
  }
  /** Offers one fifth move; equivalent offers (under the position's symmetries) are refused. */
  offerFifth(point, options) {
    const who = checkPlayer(checkOptions(options).player);
    const [native, x, y] = this._at(point);
    this._check(native.offerFifth(who, x, y), native);
    return this;
  }
  /** Keeps one of the offered fifth moves: it becomes black's stone 5. */
  chooseFifth(point, options) {
    const who = checkPlayer(checkOptions(options).player);
    const [native, x, y] = this._at(point);
    this._check(native.chooseFifth(who, x, y), native);
    return this;
  }
  /** Whether `point` may be offered as a fifth move now: {legal: true} or {legal: false, code, message}. */
  offerLegality(point) {
    const at = this._atOrRefusal(point);
    if (!Array.isArray(at)) return at;
    const [native, x, y] = at;
    const code = native.offerLegality(x, y);
    return code === 0 ? { legal: true } : { legal: false, code: this._renju._core.errorName(code), message: native.error() };
  }
  /**
   * What the game waits for: {player, color, actions, opening, moveNumber, stone, zone, zoneRect,
   * placeTwo, declareMax, offerCount, offered, text}. `actions` lists what is accepted now ('move',
   * 'pass', 'swap', 'declare', 'offer', 'choose', 'accept-draw', 'decline-draw'); resigning and claims
   * are always open. `zone` is the side of the central square the next stone must lie in (0: anywhere)
   * and `zoneRect` that square as {x0, y0, x1, y1} (0-based, corners included), or null.
   */
  get turn() { return JSON.parse(this._native().turnJson()); }
  /** The opening so far: {rule, blackPlayer, coloursSettled, declared, offers, chosen, standardOpening}. */
  get opening() { return JSON.parse(this._native().openingJson()); }
  /** The full game record (options, swap decisions, offers and every action) as text. */
  get record() { return this._native().record(); }

  /**
   * What the bot would do now for whoever's turn it is, in play or in any opening phase:
   * {action: {type: 'move'|'pass'|'swap'|'declare'|'offer'|'choose', player, point?, choice?, number?},
   * search: {...}|null}. Nothing is played: apply it with playBotTurn or the matching method.
   * Options as for renju.bestMove. Runs synchronously: call it from a worker.
   */
  botTurn(options) {
    this._renju._needEngine('botTurn');
    const args = searchArgs(options);
    const native = this._native();
    const r = JSON.parse(this._renju._searching(args, (values) => native.botTurnJson(...values)));
    if (r.error) fail(r.error, r.message);
    return r;
  }

  /** Asks the bot (see botTurn) and plays its answer; returns the answer. */
  playBotTurn(options) {
    const answer = this.botTurn(options);
    this.apply(answer.action.token);
    return answer;
  }
  /**
   * Performs one action token for whoever's turn it is: a stone 'h8' ('h8+draw' offers a draw with
   * it), 'pass', 'stay' | 'swap' | 'place-two', 'declare:3', 'offer:g8', 'choose:g8', 'accept-draw',
   * 'decline-draw', 'resign:black', 'timeout:white', 'claim-win:black', 'claim-forbidden:h8' (the
   * words of a full game record's `actions:` line). An unreadable token throws BAD_ARGUMENT (OFF_BOARD
   * for a point off the board), a refused one the game's error; either way nothing changes.
   */
  apply(token) {
    if (typeof token !== 'string') fail('BAD_ARGUMENT', `an action token is a string like "h8" or "swap", not ${describe(token)}`);
    const native = this._native();
    this._check(native.apply(token), native);
    return this;
  }
  /**
   * Every action so far, in order: [{token, type, player, color, stone, moveNumber, opening, point?,
   * choice?, number?, offerDraw?}]. `color` is the colour the acting player held then, `stone` the
   * stone's colour (null when none was placed); `moveNumber` the number the next stone had when the
   * action was taken (a stone's or a pass's own number); `opening` whether it was part of the opening.
   */
  get actions() { return JSON.parse(this._native().actionsJson()); }
  /** Takes back the last action; false when there is nothing to undo. */
  undo() {
    const native = this._native();
    return native.undo() === 0;
  }
  redo() {
    const native = this._native();
    return native.redo() === 0;
  }
  acceptDraw() {
    const native = this._native();
    this._check(native.acceptDraw(), native);
    return this;
  }
  declineDraw() {
    const native = this._native();
    this._check(native.declineDraw(), native);
    return this;
  }
  /** The player named (by default the side to move) resigns. */
  resign(color = this.toMove) {
    const c = checkColor(color, 'the resigning color');
    const native = this._native();
    this._check(native.resign(c), native);
    return this;
  }
  /** Reports that the player named ran out of time. */
  timeout(color) {
    const c = checkColor(color, 'the color whose time ran out');
    const native = this._native();
    this._check(native.timeout(c), native);
    return this;
  }
  /** Claim mode: the player claims a win by five (RIF 9.6). */
  claimWin(color) {
    const c = checkColor(color, 'the claiming color');
    const native = this._native();
    this._check(native.claimWin(c), native);
    return this;
  }
  /** Claim mode: white claims that black's stone on `point` was forbidden (RIF 9.8). */
  claimForbidden(point) {
    const [native, x, y] = this._at(point);
    this._check(native.claimForbidden(x, y), native);
    return this;
  }

  /** Whether the side to move may play `point`: {legal: true} or {legal: false, code, message, kind}. */
  legality(point) {
    const at = this._atOrRefusal(point);
    if (!Array.isArray(at)) return { ...at, kind: null };
    const [native, x, y] = at;
    const code = native.legality(x, y);
    if (code === 0) return { legal: true };
    const name = this._renju._core.errorName(code);
    return { legal: false, code: name, message: native.error(), kind: name === 'FORBIDDEN' ? KINDS[native.forbiddenAt(x, y)] : null };
  }
  /** The kind of forbidden move `point` would be for black to move, or null. */
  forbiddenAt(point) {
    const [native, x, y] = this._at(point);
    return KINDS[native.forbiddenAt(x, y)];
  }
  /** Black's forbidden points while black is to move (empty otherwise, and outside Renju). */
  forbiddenPoints() {
    return decodeForbidden(this._native().forbidden(), this.#size);
  }
  /** Why a stone of the side to move on `point` is forbidden or not: a plain object tree. */
  explain(point) {
    const [native, x, y] = this._at(point);
    const json = native.explainJson(x, y);
    if (!json) this._check(native.errorCode(), native);
    return JSON.parse(json);
  }

  /** 'black' or 'white', or null once the game is over. */
  get toMove() { return COLORS[this._native().toMove()]; }
  get over() { return this._native().over(); }
  /** {outcome, reason, winner, point, kind, line}. */
  get result() { return JSON.parse(this._native().resultJson()); }
  /** Moves and passes in order: ['h8', 'i9', 'pass', ...]. */
  get moves() {
    const text = this._native().movesText();
    return text ? text.split(' ') : [];
  }
  get lastMove() {
    const moves = this.moves;
    return moves.length ? moves[moves.length - 1] : null;
  }
  /** The game code, canonical lowercase: 'h8i9j10'. */
  get code() { return this._native().code(); }
  /** Every stone on the board: [{point, x, y, color}]. */
  get stones() { return decodeCells(this._native().cells(), this.#size); }
  /** The colour on `point`, or null. */
  at(point) {
    const [native, x, y] = this._at(point);
    return COLORS[native.cells()[y * this.size + x]];
  }
  get drawOffered() { return this._native().drawOffered(); }
  get canUndo() { return this._native().canUndo(); }
  get canRedo() { return this._native().canRedo(); }
  /** Moves and passes played since the start. */
  get ply() { return this._native().ply(); }
  toString() { return this.code; }
  toJSON() { return { code: this.code, result: this.result }; }
}

/** A set-up position (stones of either colour, side to move given) for diagrams, lessons and analysis. */
export class Position extends Base {
  #state;
  #size;
  constructor(renju, state) {
    super(renju);
    this.#state = state;
    this.#size = state.size;
  }
  _park(native) {
    const cells = native.cells().slice();
    this.#state = { ...this.#state, toMove: native.toMove(), cells: Array.from(cells, (c) => '.bw'[c]).join('') };
  }
  _revive() {
    const core = this._renju._core;
    const native = new core.NativePosition();
    const s = this.#state;
    const code = native.init(s.rule, s.size, s.toMove, s.cells);
    if (code !== 0) {
      const message = native.error();
      native.delete();
      fail(core.errorName(code), message);
    }
    return native;
  }
  get size() { return this.#size; }
  get rule() { return RULES[this.#state.rule]; }
  get toMove() { return COLORS[this._native().toMove()]; }
  set toMove(color) {
    const c = checkColor(color, 'toMove');
    this._native().setToMove(c);
  }
  /** Puts a stone on an empty point. */
  place(point, color) {
    const c = checkColor(color);
    const [native, x, y] = this._at(point);
    this._check(native.place(x, y, c), native);
    return this;
  }
  /** Takes the stone off `point`. */
  remove(point) {
    const [native, x, y] = this._at(point);
    this._check(native.remove(x, y), native);
    return this;
  }
  at(point) {
    const [native, x, y] = this._at(point);
    return COLORS[native.cells()[y * this.size + x]];
  }
  get stones() { return decodeCells(this._native().cells(), this.#size); }
  /** Black's forbidden points when black is to move (Renju only). */
  forbiddenPoints() { return decodeForbidden(this._native().forbidden(), this.#size); }
  /** The kind of forbidden move a black stone on `point` would be, or null. */
  forbiddenAt(point) {
    const [native, x, y] = this._at(point);
    return KINDS[native.forbiddenAt(x, y)];
  }
  /** Whether a stone of `color` on `point` makes a winning five under the rule. */
  makesFive(point, color) {
    const c = checkColor(color);
    const [native, x, y] = this._at(point);
    return native.makesFive(x, y, c);
  }
  /** Why a stone (of `color`, by default the side to move) on `point` is forbidden or not. */
  explain(point, color) {
    const c = color === undefined ? 0 : checkColor(color);
    const [native, x, y] = this._at(point);
    const json = native.explainJson(x, y, c);
    if (!json) this._check(native.errorCode(), native);
    return JSON.parse(json);
  }
}

function deepFreeze(value) {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

function cellsFromLists(core, size, black, white) {
  const cells = Array(size * size).fill('.');
  for (const [list, letter, name] of [[black, 'b', 'black'], [white, 'w', 'white']]) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) fail('BAD_ARGUMENT', `${name} must be an array of points, not ${describe(list)}`);
    for (const p of list) {
      const i = pointIndex(core, p, size);
      if (cells[i] !== '.') fail('OCCUPIED', `${toPointName(i % size, Math.floor(i / size))} is given twice`);
      cells[i] = letter;
    }
  }
  return cells.join('');
}

/** The loaded module. Create games and positions from it. */
export class Renju {
  constructor(core, wasmModule) {
    register(this);
    this._core = core;
    this._pool = new Pool();
    this._busy = false; // a search is running: its callbacks may not call into the module
    this._deferred = []; // objects disposed meanwhile, freed when it ends
    /** The compiled WebAssembly.Module: hand it to a worker's loadRenju({ wasmModule }). */
    this.wasmModule = wasmModule;
    /** False for the rules module (loadRenju({ rulesOnly: true })): its engine calls throw NO_ENGINE. */
    this.hasEngine = core.hasEngine();
    // What the rules allow (renju.rules, renju.openingRules), read once: the getters never call the core.
    this._facts = deepFreeze(JSON.parse(core.rulesJson()));
  }

  /** Engine calls on the rules module throw NO_ENGINE before anything is done. */
  _needEngine(what) {
    if (!this.hasEngine) fail('NO_ENGINE', `${what} needs the engine, and this is the rules module (renju-rules.wasm): load the full module (loadRenju() without rulesOnly), e.g. in a worker`);
  }

  _check(code, native) {
    if (code !== 0) fail(this._core.errorName(code), native.error());
  }

  /** Refuses any call into the module while a search runs (from its onProgress or shouldStop). */
  _enter() {
    if (this._busy) fail('BUSY', 'a search is running: its onProgress and shouldStop cannot call into the module');
  }

  /** Runs a native search with searchArgs' values; afterwards frees what was disposed meanwhile and throws a callback's exception. */
  _searching(args, run) {
    this._busy = true;
    let out;
    try {
      out = run(args.values);
    } finally {
      this._busy = false;
      for (const o of this._deferred.splice(0)) this._pool.release(o);
    }
    if (args.trap.failed) throw args.trap.error;
    return out;
  }

  /**
   * A new game. Options: rule ('renju' | 'standard' | 'freestyle'), size (Renju: 15; Gomoku 5-22),
   * ruling ('immediate' | 'claim'), refuseForbidden (learning mode), and for a set-up start:
   * black, white (arrays of points) and toMove.
   */
  newGame(options) {
    this._enter();
    const o = checkOptions(options);
    const rule = checkRule(o.rule);
    const size = checkSize(this._core, o.size, rule);
    if (o.ruling !== undefined && o.ruling !== 'immediate' && o.ruling !== 'claim') {
      fail('BAD_ARGUMENT', `ruling must be "immediate" or "claim", not ${describe(o.ruling)}`);
    }
    const toMove = o.toMove === undefined ? 1 : checkColor(o.toMove, 'toMove');
    const opening = checkOpening(o.opening);
    const cells = o.black || o.white ? cellsFromLists(this._core, size, o.black, o.white) : '';
    const game = new Game(this, {
      rule, size, ruling: o.ruling === 'claim' ? 1 : 0, refuseForbidden: Boolean(o.refuseForbidden), toMove, cells, opening,
    });
    game._native(); // report bad options now rather than at first use
    return game;
  }

  /** A game from a full game record (see game.record): options, swap decisions, offers, every action. */
  importRecord(text) {
    this._enter();
    if (typeof text !== 'string') fail('BAD_RECORD', `a game record is a string, not ${describe(text)}`);
    const native = new this._core.NativeGame();
    const code = native.restoreRecord(text);
    if (code !== 0) {
      const message = native.error();
      native.delete();
      fail(this._core.errorName(code), message);
    }
    const game = new Game(this, { snapshot: native.snapshot() }, { size: native.size(), rule: native.rule(), ruling: native.ruling() });
    native.delete();
    return game;
  }

  /** A game replayed from a game code ('h8i9j10', passes written 'pass'), with the same options as newGame. */
  importGame(code, options) {
    const game = this.newGame(options);
    try {
      const moves = this.parseCode(code, { size: game.size });
      for (let i = 0; i < moves.length; i++) {
        try {
          if (moves[i] === 'pass') game.pass();
          else game.play(moves[i]);
        } catch (e) {
          if (e instanceof RenjuError) fail(e.code, `move ${i + 1} (${moves[i]}): ${e.message}`);
          throw e;
        }
      }
    } catch (e) {
      game.dispose();
      throw e;
    }
    return game;
  }

  /** A set-up position. Options: rule, size, toMove ('black' by default), black and white point lists. */
  newPosition(options) {
    this._enter();
    const o = checkOptions(options);
    const rule = checkRule(o.rule);
    const size = checkSize(this._core, o.size, rule);
    const toMove = o.toMove === undefined ? 1 : checkColor(o.toMove, 'toMove');
    const cells = cellsFromLists(this._core, size, o.black, o.white);
    const position = new Position(this, { rule, size, toMove, cells });
    position._native();
    return position;
  }

  /**
   * A Renju practice position made by the engine from a seed (any whole number): black to move, with
   * forbidden points and, nearly always, a double three that a false three makes allowed.
   */
  practicePosition(seed) {
    this._enter();
    if (!Number.isSafeInteger(seed) || seed < 0) fail('BAD_ARGUMENT', `seed must be a whole number from 0, not ${describe(seed)}`);
    const cells = this._core.practiceCells(seed);
    const position = new Position(this, { rule: 2, size: 15, toMove: 1, cells });
    position._native();
    return position;
  }

  /**
   * A position for a diagram: the set-up stones (options black, white), then a game code's moves
   * alternately with no rule applied to them, the first by `toMove` (by default the side the stones
   * imply: black, or white when black has more stones). The side to move is then whoever moves next.
   */
  positionFromCode(code, options) {
    this._enter();
    if (typeof code !== 'string') fail('BAD_CODE', `a game code is a string, not ${describe(code)}`);
    const o = checkOptions(options);
    const rule = checkRule(o.rule);
    const size = checkSize(this._core, o.size, rule);
    const first = o.toMove === undefined ? 0 : checkColor(o.toMove, 'toMove');
    const cells = cellsFromLists(this._core, size, o.black, o.white);
    const native = new this._core.NativePosition();
    let state;
    try {
      this._check(native.initFromCode(rule, size, first, cells, code), native);
      state = { rule, size, toMove: native.toMove(), cells: Array.from(native.cells().slice(), (c) => '.bw'[c]).join('') };
    } finally {
      native.delete();
    }
    const position = new Position(this, state);
    position._native();
    return position;
  }

  /**
   * What the rules allow, as the core decides: for each rule its board sizes, default size and the
   * opening rules allowed on each size: {renju: {sizes: [15], defaultSize: 15, openings: {15: ['free', ...]}}, ...}.
   */
  get rules() {
    return this._facts.rules;
  }
  /** Each opening rule: {maySwap (a swap decision can change the players' colours), size (its only board size, or null)}. */
  get openingRules() {
    return this._facts.openings;
  }

  /** Splits a game code into moves ('h8', ..., 'pass'); throws BAD_CODE or OFF_BOARD naming the offset. */
  parseCode(code, options) {
    this._enter();
    if (typeof code !== 'string') fail('BAD_CODE', `a game code is a string, not ${describe(code)}`);
    const o = checkOptions(options);
    const size = checkSize(this._core, o.size, -1);
    const parsed = JSON.parse(this._core.parseCodeJson(code, size));
    if (parsed.error) fail(parsed.error, parsed.message);
    return parsed.moves;
  }

  /**
   * The bot's best move for the side to move of a game or position, with its analysis:
   * {best, pv, eval, winIn, winner, vcf, depth, nodes, timeMs, stopped}. `best` is null when there is
   * no move; `winIn` > 0 is a forced win for the side to move in that many of its moves (`winner`
   * says who: "black wins in N"), < 0 a forced loss; `vcf` is a win by continuous fours when found.
   * Options: level (1-5, or 0: analysis), timeMs, nodes, depth, seed, onProgress(progress) after each
   * depth, shouldStop() polled every few milliseconds. Black in Renju never gets a forbidden point.
   * Runs synchronously: call it from a worker to keep a page responsive.
   */
  bestMove(subject, options) {
    if (!(subject instanceof Game) && !(subject instanceof Position)) fail('BAD_ARGUMENT', 'bestMove needs a game or a position');
    this._needEngine('bestMove');
    const args = searchArgs(options);
    const native = ownObject(subject, Base, 'bestMove')._native();
    return searchResult(this._core, this._searching(args, (values) => native.searchJson(...values)));
  }

  /**
   * The best `multiPV` distinct moves for the side to move, best first:
   * {toMove, depth, nodes, timeMs, stopped, candidates: [{move, eval, winIn, winner, pv, depth, winProbability}]}.
   * The first candidate is bestMove's answer at level 0 and the same depth; candidate k the best
   * once the ones before it are taken away; each says its round's `depth`. The work goes in rounds of increasing depth, each
   * searching every candidate; onProgress(analysis) gets every round (and the lines settled
   * mid-round) with all candidates. winIn/winner as in bestMove ("black wins in 3"); winProbability
   * is the side to move's chance, 1 / (1 + e^(-eval/400)), 1 or 0 when proven. Options: multiPV
   * (1-10, default 3), timeMs and nodes (for the whole analysis), depth (deepest round), onProgress,
   * shouldStop. Runs synchronously: call it from a worker.
   */
  analyse(subject, options) {
    if (!(subject instanceof Game) && !(subject instanceof Position)) fail('BAD_ARGUMENT', 'analyse needs a game or a position');
    this._needEngine('analyse');
    const o = checkOptions(options);
    const multiPV = o.multiPV === undefined ? 3 : o.multiPV;
    if (!Number.isSafeInteger(multiPV) || multiPV < 1 || multiPV > 10) fail('BAD_ARGUMENT', `multiPV must be a whole number from 1 to 10, not ${describe(multiPV)}`);
    const args = reportingSearchArgs(o, analysisOf);
    const [, timeMs, nodes, depth, , onProgress, shouldStop] = args.values;
    args.values = [multiPV, timeMs, nodes, depth, onProgress, shouldStop];
    const native = ownObject(subject, Base, 'analyse')._native();
    const r = JSON.parse(this._searching(args, (values) => native.analyseJson(...values)));
    if (r.error) fail(r.error, r.message);
    return analysisOf(r.analysis);
  }

  /**
   * The balance finder of the swap openings (swap, swap2): the placements that leave the position
   * closest to even for the player who then chooses a colour, closest first:
   * {searched, total, nodes, stopped, candidates: [{stones, blackAdvantage, eval, winIn, blackShare}]}.
   * `stones` are the stones still to place, the next first (colours alternate from the board's);
   * `blackAdvantage` > 0 is good for black (proven wins +/-10000); `eval` and `winIn` are the search's
   * for white, to move after the placement; `blackShare` black's chance, 1 - 1/(1 + e^(-eval/400)).
   * Options: upTo (3: the first three stones, weighing every standard shape that holds the stones
   * placed; 5: swap2's moves 4 and 5; default 3 with fewer than three stones on the board, else 5),
   * candidates (1-20, default 5), timeMs and nodes (for the whole finder, shared among its searches),
   * depth (each search's), onProgress (after each placement weighed), shouldStop. Synchronous: call it
   * from a worker.
   */
  findBalance(subject, options) {
    if (!(subject instanceof Game) && !(subject instanceof Position)) fail('BAD_ARGUMENT', 'findBalance needs a game or a position');
    this._needEngine('findBalance');
    const o = checkOptions(options);
    const whole = (name, value, lo, hi, fallback) => {
      if (value === undefined) return fallback;
      if (!Number.isSafeInteger(value) || value < lo || value > hi) fail('BAD_ARGUMENT', `${name} must be a whole number from ${lo} to ${hi}, not ${describe(value)}`);
      return value;
    };
    const base = ownObject(subject, Base, 'findBalance');
    const stones = subject.stones.length;
    const upTo = o.upTo === undefined ? (stones < 3 ? 3 : 5) : o.upTo;
    if (upTo !== 3 && upTo !== 5) fail('BAD_ARGUMENT', `upTo must be 3 or 5, not ${describe(upTo)}`);
    const candidates = whole('candidates', o.candidates, 1, 20, 5);
    const args = reportingSearchArgs(o, balanceOf);
    const [, timeMs, nodes, depth, , onProgress, shouldStop] = args.values;
    args.values = [upTo, candidates, timeMs, nodes, depth, onProgress, shouldStop];
    const native = base._native();
    const r = JSON.parse(this._searching(args, (values) => native.balanceJson(...values)));
    if (r.error) fail(r.error, r.message);
    return balanceOf(r.balance);
  }

  /**
   * Threats for an overlay, from the bot's Renju-aware pattern code: for black and white the points
   * where a stone makes five (`fives`: that side has a four there) and where it makes a straight or
   * double four (`fours`: it has a three there): {black: {fives, fours}, white: {fives, fours}}.
   * Black's forbidden points are never black's threats: forbiddenPoints() gives those.
   */
  threats(subject) {
    if (!(subject instanceof Game) && !(subject instanceof Position)) fail('BAD_ARGUMENT', 'threats needs a game or a position');
    this._needEngine('threats');
    this._enter();
    return JSON.parse(ownObject(subject, Base, 'threats')._native().threatsJson());
  }

  /** "Show me the win": the side to move's shortest win by continuous fours found, as points (fours and replies), or []. */
  findVcf(subject, options) {
    if (!(subject instanceof Game) && !(subject instanceof Position)) fail('BAD_ARGUMENT', 'findVcf needs a game or a position');
    this._needEngine('findVcf');
    const o = checkOptions(options);
    const maxFours = o.maxFours === undefined ? 40 : o.maxFours;
    const nodes = o.nodes === undefined ? 2000000 : o.nodes;
    if (!Number.isSafeInteger(maxFours) || maxFours < 1 || maxFours > 120) fail('BAD_ARGUMENT', 'maxFours must be a whole number from 1 to 120');
    if (!Number.isSafeInteger(nodes) || nodes < 1) fail('BAD_ARGUMENT', 'nodes must be a positive whole number');
    return JSON.parse(ownObject(subject, Base, 'findVcf')._native().vcfJson(maxFours, nodes));
  }

  /**
   * The bot's time manager: how long to think about a move, as {softMs, hardMs, timeMs} (all 0 when no
   * clock limits it). After softMs no new search iteration starts, at hardMs the search stops; timeMs
   * is the single budget to give bestMove or botTurn as their `timeMs`. Options: turnMs (the limit for
   * this move; 0 as fast as possible), leftMs (the match clock's time left), moveNumber (stones on the
   * board), emptyPoints (default: a 15x15 board's less moveNumber), overheadMs (delays outside the
   * search; default 30), spentMs (already gone on this move). pbrain-renju plans with the same code.
   */
  planMoveTime(options) {
    this._enter();
    const o = checkOptions(options);
    const whole = (name, lo, hi, fallback) => {
      const v = o[name];
      if (v === undefined || v === null) return fallback;
      if (!Number.isSafeInteger(v) || v < lo || v > hi) fail('BAD_ARGUMENT', `${name} must be a whole number from ${lo} to ${hi}, not ${describe(v)}`);
      return v;
    };
    const turnMs = whole('turnMs', 0, 2 ** 30, -1);
    const leftMs = whole('leftMs', 0, 2 ** 52, -1);
    const moveNumber = whole('moveNumber', 0, 484, 0);
    const emptyPoints = whole('emptyPoints', 0, 484, Math.max(0, 225 - moveNumber));
    const overheadMs = whole('overheadMs', 0, 60000, -1);
    const spentMs = whole('spentMs', 0, 2 ** 30, 0);
    const t = this._core.planMoveTime(turnMs, leftMs, moveNumber, emptyPoints, overheadMs, spentMs);
    return { softMs: t.softMs, hardMs: t.hardMs, timeMs: t.timeMs };
  }

  /** Game trees and record files, from a second module loaded on first use (see renju-files.js). */
  loadFiles(options) {
    return import('./renju-files.js').then((m) => m.loadFiles(this, options));
  }
  readGameFile(input, options) {
    return this.loadFiles().then((f) => f.readGameFile(input, options));
  }
  detectFileFormat(input) {
    return this.loadFiles().then((f) => f.detectFileFormat(input));
  }
  get fileFormats() { return ['renlib', 'psq', 'pos', 'sgf', 'pgn', 'moves', 'record', 'rif', 'sav']; }

  /** The module's memory: linear memory size and bytes allocated in it. */
  memory() {
    return { heapBytes: this._core.HEAP8.length, allocatedBytes: this._core.allocatedBytes() };
  }

  /**
   * Reads a marks text ("A:g8 x:k9 tri:h9 circle:f7,f8 dot:d4 dot-red:c3", the signs ×, △, ○, □ too):
   * [{point, x, y, type: 'label' | 'x' | 'triangle' | 'circle' | 'square' | 'dot', text?}] (text: a
   * label's, or a dot's colour), one mark a point (the last one given). Throws BAD_ARGUMENT or
   * OFF_BOARD with `problem` ('form' | 'name' | 'point') and `token`, the part refused.
   */
  parseMarks(text, options) {
    this._enter();
    if (typeof text !== 'string') fail('BAD_ARGUMENT', `a marks text is a string, not ${describe(text)}`);
    const size = checkSize(this._core, checkOptions(options).size, -1);
    const parsed = JSON.parse(this._core.parseMarksJson(text, size));
    if (parsed.error) throw Object.assign(new RenjuError(parsed.error, parsed.message), { problem: parsed.problem, token: parsed.token });
    return parsed.marks;
  }

  /** The marks text of marks ({point} or {x, y}, type ('label' when none), text), as parseMarks reads them back. */
  formatMarks(marks, options) {
    this._enter();
    if (!Array.isArray(marks)) fail('BAD_ARGUMENT', `marks are a text like "A:h8 x:k9" or an array of marks, not ${describe(marks)}`);
    const size = checkSize(this._core, checkOptions(options).size, -1);
    return marks.map((m, i) => {
      if (m === null || typeof m !== 'object') fail('BAD_ARGUMENT', `a mark is an object {point, type, text?}, not ${describe(m)}`);
      const at = pointOf(pointIndex(this._core, m.point !== undefined ? m.point : { x: m.x, y: m.y }, size), size);
      const type = m.type ?? 'label';
      if (typeof type !== 'string') fail('BAD_ARGUMENT', `mark ${i + 1}: a type is a string like "x", not ${describe(type)}`);
      if (m.text !== undefined && typeof m.text !== 'string') fail('BAD_ARGUMENT', `mark ${i + 1}: a text is a string, not ${describe(m.text)}`);
      const text = this._core.formatMarkText(type, m.text ?? '', at.x, at.y, size);
      if (!text) fail('BAD_ARGUMENT', `mark ${i + 1} (${describe(type)}${m.text ? ` ${describe(m.text)}` : ''}) is not a mark the marks text can hold`);
      return text;
    }).join(' ');
  }

  /** {x, y, point} for a point given as 'h8' or {x, y}. */
  point(point, options) {
    this._enter();
    const size = checkSize(this._core, checkOptions(options).size, -1);
    return pointOf(pointIndex(this._core, point, size), size);
  }
}

for (const Class of [Base, Game, Position, Renju]) ownMembers(Class);
