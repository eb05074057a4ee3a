// Record files and game trees for the Renju module: `const files = await renju.loadFiles()`.
// Loaded on first use (renju.loadFiles, renju.readGameFile) with its own WebAssembly module,
// renju-files-core.wasm, so that pages that never open a file or a variation do not load it. Every
// rule is still decided by the core: a tree's moves are checked by the same game code as in renju.js.
import { RenjuError, Game } from './renju.js';

function fail(code, message) {
  throw new RenjuError(code, message);
}
function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? value.slice(0, 24) + '…' : value);
  if (typeof value === 'number') return String(value);
  return value === null ? 'null' : typeof value;
}
const isNode = typeof process === 'object' && process !== null && typeof process.versions?.node === 'string';

async function compile(wasmUrl) {
  const url = wasmUrl ?? new URL('./renju-files-core.wasm', import.meta.url);
  const text = String(url);
  try {
    if (isNode && text.startsWith('file:')) {
      const fs = process.getBuiltinModule?.('node:fs/promises');
      if (!fs) fail('LOAD_FAILED', `this Node (${process.version}) cannot read ${text}: use Node 20.16 or later`);
      return await WebAssembly.compile(await fs.readFile(new URL(text)));
    }
    const response = await fetch(url);
    if (!response.ok) fail('LOAD_FAILED', `cannot fetch ${text}: HTTP ${response.status}`);
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (e) {
    if (e instanceof RenjuError) throw e;
    const err = new RenjuError('LOAD_FAILED', `cannot load ${text}: ${e.message}`);
    err.cause = e;
    throw err;
  }
}

async function instantiate(options) {
  const [{ default: create }, module] = await Promise.all([
    import('./renju-files-core.js').catch((e) => fail('LOAD_FAILED', `cannot load renju-files-core.js beside renju-files.js: ${e.message}`)),
    options.wasmModule ?? (options.wasmBinary ? WebAssembly.compile(options.wasmBinary) : compile(options.wasmUrl)),
  ]);
  return new Promise((resolve, reject) => {
    create({
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then((instance) => done(instance, module)).catch(reject);
        return {};
      },
      locateFile: (name) => name,
      onAbort: (what) => reject(new RenjuError('LOAD_FAILED', `the files module aborted (${what})`)),
      print() {},
      printErr() {},
    }).then(resolve, reject);
  });
}

const LOADED = new WeakMap(); // renju -> Promise<Files>
const FILES_OF = new WeakMap(); // renju -> Files, once loaded
const FORMATS = ['renlib', 'psq', 'pos', 'sgf', 'pgn', 'moves', 'record', 'rif', 'sav'];
const TEXT_FORMATS = ['psq', 'sgf', 'pgn', 'moves', 'record', 'rif', 'sav'];
const BINARY_FORMATS = ['renlib', 'pos'];

function bytesOf(input) {
  if (typeof input === 'string') return new TextEncoder().encode(input);
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return fail('BAD_ARGUMENT', `a file is a string, an ArrayBuffer or a typed array, not ${describe(input)}`);
}
function validUtf8(bytes) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
// Text whose bytes are not UTF-8: decoded by the encoding given, else SGF's CA[...], else GB18030 (a
// superset of GBK and GB2312, what Chinese programs write), and handed to the core as UTF-8.
function recode(bytes, encoding, kind) {
  let label = encoding;
  if (!label && kind === 'sgf') {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
    const m = /CA\[([^\]]{1,32})\]/.exec(head);
    if (m && !/^utf-?8$/i.test(m[1].trim())) label = m[1].trim();
  }
  for (const l of [label, 'gb18030']) {
    if (!l) continue;
    try {
      return new TextEncoder().encode(new TextDecoder(l).decode(bytes));
    } catch {
      // an unknown label: the next one
    }
  }
  return bytes;
}

// RenLib's comments are in the writer's Windows code page: GBK in Chinese libraries (GB18030 reads
// it), else Windows-1252. The core hands them back byte for byte (U+0000-U+00FF) inside the record's
// { } comments, escaped (\} \\ \n): each is unescaped, decoded and escaped again, so that a GBK
// trail byte 0x5C or 0x7D stays part of its character.
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
function decodeBytes(bytes, encoding) {
  for (const label of encoding ? [encoding] : ['gb18030']) {
    try {
      const text = new TextDecoder(label, { fatal: true }).decode(bytes);
      if (encoding || CJK.test(text)) return text;
    } catch {
      // not that code page
    }
  }
  return new TextDecoder('windows-1252').decode(bytes);
}
function legacyText(record, encoding) {
  if (!/[\u0080-\u00ff]/.test(record)) return record;
  let out = '';
  for (let i = 0; i < record.length; i++) {
    const c = record[i];
    if (c !== '{') {
      out += c;
      continue;
    }
    let raw = '';
    let j = i + 1;
    for (; j < record.length && record[j] !== '}'; j++) {
      if (record[j] === '\\' && j + 1 < record.length) {
        j++;
        raw += record[j] === 'n' ? '\n' : record[j];
      } else {
        raw += record[j];
      }
    }
    const text = /[^\u0000-\u00ff]/.test(raw) || !/[\u0080-\u00ff]/.test(raw) ? raw : decodeBytes(Uint8Array.from(raw, (ch) => ch.charCodeAt(0)), encoding);
    out += `{${text.replace(/[\\}]/g, '\\$&').replace(/\n/g, '\\n')}}`;
    i = j;
  }
  return out;
}

/** The files API of a loaded module (renju.loadFiles() calls this). Options: wasmUrl, wasmModule, wasmBinary (the .wasm's bytes). */
export function loadFiles(renju, options = {}) {
  let p = LOADED.get(renju);
  if (!p) {
    p = instantiate(options).then((core) => {
      const files = new Files(renju, core);
      FILES_OF.set(renju, files);
      return files;
    });
    LOADED.set(renju, p);
    p.catch(() => LOADED.delete(renju));
  }
  return p;
}

function checkNodeId(id) {
  if (!Number.isSafeInteger(id) || id < 0 || id > 0x7fffffff) fail('BAD_ARGUMENT', `a node id is a whole number from 0, not ${describe(id)}`);
  return id;
}

// Native trees are freed when their GameTree is collected (or disposed).
const natives = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((n) => n.delete()) : null;

// The game's methods that change its actions: on a game with a tree, each is followed by tree.sync().
const ACTIONS = ['play', 'pass', 'apply', 'undo', 'redo', 'decideSwap', 'declare', 'offerFifth', 'chooseFifth', 'acceptDraw',
  'declineDraw', 'resign', 'timeout', 'claimWin', 'claimForbidden', 'playBotTurn'];

// What a game's tree and an analysis board's tree share: the nodes, reshaping, comments, marks and
// the record. Each member first brings the tree up to date (sync).
class Tree {
  #files;
  #native;
  #disposed = false;
  constructor(files, native) {
    this.#files = files;
    this.#native = native;
    natives?.register(this, native, this);
  }
  get _files() { return this.#files; }
  _n() {
    if (this.#disposed) fail('DISPOSED', 'this tree was disposed');
    return this.#native;
  }
  _check(code) {
    if (code !== 0) fail(this.#files._core.errorName(code), this.#native.error());
  }
  sync() {
    this._n();
    return this;
  }
  // After a change to the tree's shape: a game is put back at its node.
  _settle() { return this; }
  /** {current, nodes}: every node in preorder (main line first), the root first. */
  get nodes() { return this.toJSON().nodes; }
  toJSON() { return JSON.parse(this.sync()._n().treeJson()); }
  /** The id of the node the game or board stands at. */
  get current() { return this.sync()._n().current(); }
  get currentNode() { return this.node(this.current); }
  get root() { return this.node(0); }
  /** One node: {id, parent, token, point, color, moveNumber, children, comment, marks}. */
  node(id) {
    const n = this.sync()._n();
    const json = n.nodeJson(checkNodeId(id));
    if (!json) this._check(n.errorCode());
    return JSON.parse(json);
  }
  /** The ids from the root's child down to `id` (by default the current node). */
  line(id = this.current) {
    const out = [];
    for (let n = this.node(id); n.parent !== null; n = this.node(n.parent)) out.unshift(n.id);
    return out;
  }
  /** Moves a variation one place up among its siblings (in first place it is the main line). */
  promote(id) { return this._reshape((n) => n.promote(checkNodeId(id))); }
  /** Makes the line through a node the main line. */
  makeMainLine(id) { return this._reshape((n) => n.makeMainLine(checkNodeId(id))); }
  /** Deletes a node and everything after it; a game or board standing inside goes back to the node's parent. */
  delete(id) { return this._reshape((n) => n.remove(checkNodeId(id))); }
  _reshape(change) {
    this._check(change(this.sync()._n()));
    return this._settle(); // the redo list follows the new main line
  }
  /** A node's comment (by default the current node's); '' removes it. */
  setComment(text, id) {
    if (typeof text !== 'string') fail('BAD_ARGUMENT', `a comment is a string, not ${describe(text)}`);
    const n = this.sync()._n();
    this._check(n.setComment(id === undefined ? n.current() : checkNodeId(id), text));
    return this;
  }
  /**
   * A node's marks (by default the current node's): a text like "A:h8 x:k9 tri:j10 circle:g7
   * square:f6 dot:e5 dot-red:d4", or [{point (or x, y), type, text?}]; '' or [] removes them.
   */
  setMarks(marks, id) {
    const n = this.sync()._n();
    // An array is written by the module's one marks writer; a text is checked by the tree.
    const text = typeof marks === 'string' ? marks : this.#files._renju.formatMarks(marks, { size: n.size() });
    this._check(n.setMarks(id === undefined ? n.current() : checkNodeId(id), text));
    return this;
  }
  /** The full record with the variations, comments and marks (files.importRecord or files.boardTree reads it). */
  get record() { return this.sync()._n().record(); }
  dispose() {
    if (this.#disposed) return;
    this.#disposed = true;
    natives?.unregister(this);
    this.#native.delete();
  }
  get disposed() { return this.#disposed; }
}

/**
 * The variation tree of a game (files.treeOf(game)). The game is played as usual (play, undo, redo,
 * apply ...) and the tree follows each action: a move played from an earlier position becomes a
 * variation beside the line that was there. Node ids stay the same while a node lives; the root (the
 * start position) is 0.
 */
export class GameTree extends Tree {
  #game;
  #quiet = false; // goTo's own steps are not followed one by one
  constructor(files, native, game) {
    super(files, native);
    this.#game = game;
    const tree = this;
    for (const name of ACTIONS) {
      const method = game[name];
      Object.defineProperty(game, name, {
        configurable: true,
        writable: true,
        value(...args) {
          try {
            return method.apply(this, args);
          } finally {
            if (!tree.#quiet && !tree.disposed && !game.disposed) tree.sync();
          }
        },
      });
    }
  }
  /** The game the tree follows. */
  get game() { return this.#game; }
  _n() {
    const n = super._n();
    if (this.#game.disposed) fail('DISPOSED', "this tree's game was disposed");
    return n;
  }
  /** Brings the tree up to the game's actions (every member does this first). */
  sync() {
    const n = this._n();
    this._check(n.follow(this.#game.actions.map((a) => a.token).join(' ')));
    return this;
  }
  /**
   * Puts the game at a node: moves are taken back to where the lines part and the node's line is
   * played on, through the game's own rules; the main line after the node becomes its redo list.
   */
  goTo(id) {
    this.sync();
    return this._goTo(id);
  }
  _settle() { return this._goTo(this._n().current()); }
  _goTo(id) {
    const n = this._n();
    if (!n.valid(checkNodeId(id))) fail('BAD_ARGUMENT', `no node ${id} in the tree`);
    const target = n.tokens(id, false).split(' ').filter(Boolean);
    const after = n.tokens(id, true).split(' ').filter(Boolean);
    const game = this.#game;
    const now = game.actions.map((a) => a.token);
    let k = 0;
    while (k < now.length && k < target.length && now[k] === target[k]) k++;
    this.#quiet = true;
    try {
      for (let i = now.length; i > k; i--) game.undo();
      for (let i = k; i < target.length; i++) game.apply(target[i]);
      let redo = 0;
      for (const token of after) {
        try {
          game.apply(token);
        } catch {
          break;
        }
        redo++;
      }
      for (let i = 0; i < redo; i++) game.undo();
    } finally {
      this.#quiet = false;
    }
    this._check(n.setCurrent(id));
    return this;
  }
  dispose() {
    if (this.disposed) return;
    super.dispose();
    for (const name of ACTIONS) delete this.#game[name];
    this._files._trees.delete(this.#game);
  }
}

/**
 * The variation tree of an analysis board (files.boardTree): its nodes are the board's steps, a stone
 * of either colour put down ('bh8', 'wi9') or one taken off ('xh8'), from its start position. The
 * page keeps the board and tells the tree its steps (follow); a step from an earlier position becomes
 * a variation beside the line that was there. The core checks each step (no stone on a taken point,
 * no removal from an empty one); no other rule refuses one.
 */
export class BoardTree extends Tree {
  /** Follows the board's steps from the start: the node they lead to, adding those missing. */
  follow(steps) {
    if (!Array.isArray(steps) || !steps.every((s) => typeof s === 'string' && /^[a-z0-9]{2,4}$/i.test(s))) {
      fail('BAD_ARGUMENT', `the steps are a list of words like 'bh8', 'wi9', 'xh8', not ${Array.isArray(steps) ? 'that list' : describe(steps)}`);
    }
    this._check(this._n().follow(steps.map((s) => s.toLowerCase()).join(' ')));
    return this;
  }
  /** Puts the board at a node: its steps are then `steps`, and the main line after it `after`. */
  goTo(id) {
    this._check(this._n().setCurrent(checkNodeId(id))); // the tree names an unknown node
    return this;
  }
  /** The steps from the start to the current node. */
  get steps() { return this.#tokens(false); }
  /** The steps after the current node along the main line (its first children). */
  get after() { return this.#tokens(true); }
  #tokens(after) {
    const n = this._n();
    return n.tokens(n.current(), after).split(' ').filter(Boolean);
  }
}

/** The files API: game trees, records with variations, and reading and writing other programs' files. */
export class Files {
  constructor(renju, core) {
    this._renju = renju;
    this._core = core;
    this._trees = new WeakMap(); // game -> GameTree
  }
  _tree(native, game) {
    const tree = new GameTree(this, native, game);
    this._trees.set(game, tree);
    return tree;
  }
  _native(record) {
    const native = new this._core.NativeTree();
    const code = native.load(record);
    if (code !== 0) {
      const message = native.error();
      native.delete();
      fail(this._core.errorName(code), message);
    }
    return native;
  }
  /**
   * An analysis board's tree: from its start ({rule, size, black, white, toMove}: the stones as lists
   * of points) with no steps yet, or from the record an analysis board's tree writes (mode: analysis).
   */
  boardTree(start) {
    if (typeof start === 'string') {
      const native = this._native(start);
      if (!native.analysis()) {
        native.delete();
        fail('BAD_RECORD', "this record is a game's, not an analysis board's (files.importRecord reads it)");
      }
      return new BoardTree(this, native);
    }
    if (start === null || typeof start !== 'object') fail('BAD_ARGUMENT', `an analysis board's start is an object or a record, not ${describe(start)}`);
    const { rule = 'renju', size = 15, black = [], white = [], toMove = 'black' } = start;
    const points = (list, name) => {
      if (!Array.isArray(list) || !list.every((p) => typeof p === 'string' && /^[a-z][0-9]{1,2}$/i.test(p))) fail('BAD_ARGUMENT', `${name} is a list of points like 'h8'`);
      return list.join(' ').toLowerCase();
    };
    if (typeof rule !== 'string' || !Number.isSafeInteger(size) || typeof toMove !== 'string') fail('BAD_ARGUMENT', 'rule and toMove are strings and size a whole number');
    const native = new this._core.NativeTree();
    const code = native.startBoard(rule, size, toMove, points(black, 'black'), points(white, 'white'));
    if (code !== 0) {
      const message = native.error();
      native.delete();
      fail(this._core.errorName(code), message);
    }
    return new BoardTree(this, native);
  }
  /** The variation tree of a game of this module (one per game): it starts as the game's line. */
  treeOf(game) {
    if (!(game instanceof Game)) fail('BAD_ARGUMENT', `treeOf needs a game, not ${describe(game)}`);
    const known = this._trees.get(game);
    if (known && !known.disposed) return known;
    return this._tree(this._native(game.record), game);
  }
  /** The formats readGameFile reads and toFile writes. */
  get fileFormats() { return FORMATS.slice(); }
  /** The format of a file's bytes or text ('renlib', 'psq', 'pos', 'sgf', 'pgn', 'moves', 'record', 'rif', 'sav'), or null. */
  detectFileFormat(input) {
    return this._core.detectFormat(bytesOf(input)) || null;
  }
  /**
   * Reads a record file of another program (or the project's own record): {format, partial, games,
   * errors}. Each game: {info (black, white, event, date, result, opening, notes, ... as the file
   * has them), moves (main line length), nodes, record, tree (made on first use: a GameTree with its
   * new game)}. Each error: {where ('byte 12', 'line 3', 'game 2, line 14'), message, warning};
   * moves the rules refuse are left out and reported (partial: true), forbidden black stones kept
   * and reported as warnings. Options: format (else detected), encoding (of a text file whose bytes
   * are not UTF-8, e.g. 'gbk'; SGF's CA[] is used when given; of a RenLib library's comments, which
   * are in the writer's code page: else GB18030 when they read as Chinese, else Windows-1252), onProgress ({done, total} in bytes,
   * called about every 1% of the file while it is read: a big file's progress bar; in a worker, where
   * the read does not hold up the page).
   */
  readGameFile(input, options = {}) {
    if (options === null || typeof options !== 'object') fail('BAD_ARGUMENT', 'options must be an object');
    const { format, encoding, onProgress } = options;
    if (onProgress !== undefined && typeof onProgress !== 'function') fail('BAD_ARGUMENT', `onProgress must be a function, not ${describe(onProgress)}`);
    if (format !== undefined && !FORMATS.includes(format)) fail('BAD_ARGUMENT', `format must be one of ${FORMATS.join(', ')}, not ${describe(format)}`);
    let bytes = bytesOf(input);
    const kind = format ?? (this._core.detectFormat(bytes) || undefined);
    if (kind !== undefined && TEXT_FORMATS.includes(kind) && !validUtf8(bytes)) bytes = recode(bytes, encoding, kind);
    // The core calls onProgress(done, total) in bytes about every 1% of the file.
    // A binary file's comments in another code page come back byte for byte (U+0000-U+00FF), decoded here.
    const raw = kind !== undefined && BINARY_FORMATS.includes(kind);
    const read = JSON.parse(this._core.readFileJson(bytes, kind ?? '', onProgress ? (done, total) => onProgress({ done, total }) : undefined, raw));
    if (raw) for (const g of read.games) g.record = legacyText(g.record, encoding);
    const files = this;
    read.games = read.games.map((g) => {
      let tree;
      return {
        ...g,
        format: read.format,
        get tree() {
          tree ??= files.importRecord(g.record);
          return tree;
        },
      };
    });
    return read;
  }
  /** A game written in a format: text (sgf, psq, sav, moves, record) or bytes (renlib, pos). */
  toFile(game, format) {
    const writes = FORMATS.filter((f) => f !== 'pgn' && f !== 'rif');
    if (!writes.includes(format)) fail('BAD_ARGUMENT', `toFile writes ${writes.join(', ')}, not ${describe(format)}`);
    const tree = this.treeOf(game).sync();
    const native = tree._n();
    const bytes = native.toFile(format);
    if (bytes === null) fail(this._core.errorName(native.errorCode()), native.error());
    return BINARY_FORMATS.includes(format) ? bytes : new TextDecoder().decode(bytes);
  }
  /**
   * A game and its tree from a full game record, with or without variations, comments and marks
   * (tree.record writes one): the game stands at the record's '*' node, else at the end of the main line.
   */
  importRecord(text) {
    if (typeof text !== 'string') fail('BAD_RECORD', `a game record is a string, not ${describe(text)}`);
    const native = this._native(text);
    if (native.analysis()) {
      native.delete();
      fail('BAD_RECORD', 'this record is an analysis board (mode: analysis), not a game: files.boardTree reads it');
    }
    let game;
    try {
      game = this._renju.importRecord(native.lineRecord(0));
    } catch (e) {
      native.delete();
      throw e;
    }
    const tree = this._tree(native, game);
    return tree._goTo(native.current());
  }
}

// game.toFile(format) on every game once the files module is loaded.
Object.defineProperty(Game.prototype, 'toFile', {
  configurable: true,
  writable: true,
  value(format) {
    const files = FILES_OF.get(this._renju);
    if (!files) fail('BAD_ARGUMENT', 'load the files module first: await renju.loadFiles()');
    return files.toFile(this, format);
  },
});
