// The saved form of what is on the page: rules, mode and every action, as plain data. Replaying it
// through the module rebuilds the game, so the module judges every action again and a doctored record
// cannot produce an illegal position.
//
// Game actions are the module's own action tokens (core/action_token.h), which only the module reads
// (game.apply) and writes (game.actions): this file stores them as it gets them. Saved games and share
// links carry a game as the module's full record text (game.record, read back with
// renju.importRecord), beside what only the page knows (mode, learning or tournament, the bot's level,
// the clock, the redo stack). Analysis actions: 'bh8', 'wi9' (place), 'xh8' (remove). `undone` is
// the redo stack, the next action to redo last.
//
// Records saved before the opening rules (version 1) used 'h8~', 'accept', 'resign-b' and so on, and
// their share links an `a=` list: both still load, their tokens read as the module's.

export const MODES = ['two', 'bot', 'analysis'];
export const RULES = ['renju', 'standard', 'freestyle'];
export const FORBIDDEN = ['learning', 'tournament'];
export const PLACE = ['alternate', 'black', 'white', 'remove'];
// How black's forbidden moves and fives are ruled on (the module's GameOptions.ruling): at once, or
// over the board when claimed (RIF 9.6-9.8), as a tournament game on this page is.
export const RULINGS = ['immediate', 'claim'];
export const LEVELS = [1, 2, 3, 4, 5];
export const CLOCK_MINUTES = [1, 3, 5, 10, 15, 30, 60];
export const CLOCK_INCREMENTS = [0, 2, 5, 10, 30];
const MAX_ACTIONS = 1000;
const MAX_TREE = 200000;

// An analysis board's record (its tree's, files.boardTree reads it) says so in its mode field.
const isBoardRecord = (text) => /^\s*mode\s*:\s*analysis\b/m.test(text);

/** Whether a full record holds variations, comments or marks, or is a board's (the files module reads those). */
export function hasTree(text) {
  return typeof text === 'string' && (/^\s*actions\s*:.*[(){}[\]*]/m.test(text) || isBoardRecord(text));
}

const P = '[a-v](?:[1-9]|1\\d|2[0-2])';
// A game action is a word the module reads; here only its shape is checked (a short word).
const GAME_ACTION = /^[a-z0-9:+-]{1,24}$/;
const ANALYSIS_ACTION = new RegExp(`^[bwx]${P}$`);
const POINT = new RegExp(`^${P}$`);
// Version 1 tokens, as the module writes them now: a fixed table, not a reading of the grammar.
const LEGACY = { accept: 'accept-draw', decline: 'decline-draw', 'resign-b': 'resign:black', 'resign-w': 'resign:white',
  'timeout-b': 'timeout:black', 'timeout-w': 'timeout:white' };
function upgrade(token) {
  if (LEGACY[token]) return LEGACY[token];
  return token.endsWith('~') ? `${token.slice(0, -1)}+draw` : token;
}

/** A record that cannot be read or replayed; `code` is the module's (BAD_RECORD for the reader's own checks). */
export class RecordError extends Error {
  constructor(message) {
    super(message);
    this.code = 'BAD_RECORD';
  }
}

/** A module error (it has a code) as a RecordError keeping that code; anything else as it is. */
export function asRecordError(e) {
  if (e instanceof RecordError || !e?.code) return e;
  const err = new RecordError(e.message);
  err.code = e.code;
  return err;
}

function bad(message) {
  throw new RecordError(message);
}

export function defaultRecord() {
  return {
    mode: 'two', rule: 'renju', size: 15, opening: 'free', forbidden: 'learning',
    human: 'black', level: 3, clock: null, setup: null, place: 'alternate', actions: [], undone: [], times: null,
  };
}

/** The ruling a new game gets: tournament Renju is ruled on claims (RIF 9.6-9.8), anything else at once. */
export function rulingFor(rule, forbidden) {
  return rule === 'renju' && forbidden === 'tournament' ? 'claim' : 'immediate';
}

function pick(value, allowed, name, fallback) {
  if (value === undefined || value === null || value === '') return fallback;
  if (!allowed.includes(value)) bad(`${name} "${String(value).slice(0, 20)}" is not known`);
  return value;
}

function int(value, name, lo, hi, fallback) {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < lo || n > hi) bad(`${name} must be a whole number from ${lo} to ${hi}`);
  return n;
}

function pointList(list, name) {
  if (!Array.isArray(list)) bad(`${name} must be a list of points`);
  if (list.length > 484) bad(`${name} has too many points`);
  return list.map((p) => {
    const s = String(p).toLowerCase();
    if (!POINT.test(s)) bad(`${name} has "${s.slice(0, 8)}", which is not a point`);
    return s;
  });
}

function actionList(list, mode, name) {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) bad(`${name} must be a list`);
  if (list.length > MAX_ACTIONS) bad(`${name} is too long`);
  const pattern = mode === 'analysis' ? ANALYSIS_ACTION : GAME_ACTION;
  return list.map((a) => {
    const s = mode === 'analysis' ? String(a).toLowerCase() : upgrade(String(a).toLowerCase());
    if (!pattern.test(s)) bad(`"${s.slice(0, 12)}" is not a ${mode === 'analysis' ? 'step' : 'move'}`);
    return s;
  });
}

/** Checks a record's shape (from storage or a link) and fills defaults; throws RecordError. */
export function normalizeRecord(input) {
  if (!input || typeof input !== 'object') bad('no game found');
  const d = defaultRecord();
  const mode = pick(input.mode, MODES, 'mode', d.mode);
  const rule = pick(input.rule, RULES, 'rule', d.rule);
  const out = {
    mode,
    rule,
    size: int(input.size, 'size', 1, 64, d.size), // a loose bound: the module decides which sizes a rule allows
    opening: typeof input.opening === 'string' && /^[a-z0-9-]{1,24}$/.test(input.opening) ? input.opening : d.opening,
    forbidden: pick(input.forbidden, FORBIDDEN, 'forbidden-move handling', d.forbidden),
    human: pick(input.human, ['black', 'white'], 'colour', d.human),
    level: int(input.level, 'level', 1, 5, d.level),
    clock: null,
    setup: null,
    place: pick(input.place, PLACE, 'placement', d.place),
    ruling: pick(input.ruling, RULINGS, 'ruling', rulingFor(rule, input.forbidden)),
    actions: actionList(input.actions, mode, 'moves'),
    tree: typeof input.tree === 'string' && input.tree.length <= MAX_TREE ? input.tree : null,
    undone: actionList(input.undone, mode, 'undone moves'),
    times: null,
    // Marks on the board, as the widget's marks text (read by the marks tool, marks-tool.js).
    marks: typeof input.marks === 'string' ? input.marks.slice(0, 4000) : '',
  };
  // Claims are a tournament game's: a game ruled on claims lets forbidden stones land.
  if (out.ruling === 'claim') out.forbidden = 'tournament';
  if (mode === 'analysis') out.ruling = 'immediate';
  if (input.clock) {
    out.clock = {
      minutes: int(input.clock.minutes, 'clock minutes', 1, 180, 10),
      increment: int(input.clock.increment, 'clock increment', 0, 60, 0),
    };
    if (input.times && typeof input.times === 'object') {
      const ms = (v) => (Number.isFinite(v) ? Math.max(0, Math.min(v, 1e9)) : out.clock.minutes * 60000);
      out.times = { black: ms(input.times.black), white: ms(input.times.white) };
    }
  }
  if (input.setup) {
    out.setup = {
      black: pointList(input.setup.black ?? [], 'black stones'),
      white: pointList(input.setup.white ?? [], 'white stones'),
      toMove: pick(input.setup.toMove, ['black', 'white'], 'side to move', 'black'),
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The module's full game record.

/**
 * Reads a full game record (the module's text format) through the module, which checks every field
 * and replays every action: {rule, size, opening, setup, actions, tree}; an analysis board's record
 * (mode: analysis) gives mode 'analysis' and its steps. Throws RecordError with the module's reason.
 */
export function readGameRecord(renju, text, files = null) {
  if (typeof text !== 'string' || text.length > MAX_TREE) bad('no game record');
  let canonical;
  let tree = null;
  let steps = null;
  try {
    if (isBoardRecord(text)) {
      // An analysis board's tree (files.boardTree checks it): its steps to the current node.
      if (!files) bad('this record is an analysis board, and the module that reads it could not be loaded');
      const board = files.boardTree(text);
      canonical = tree = board.record;
      steps = board.steps;
      board.dispose();
    } else if (hasTree(text)) {
      // Variations: the files module reads the tree; the game is its current line.
      if (!files) bad('this record has variations, and the module that reads them could not be loaded');
      const read = files.importRecord(text);
      const game = read.game;
      canonical = game.record;
      tree = read.record;
      read.dispose();
      game.dispose();
    } else {
      const game = renju.importRecord(text);
      canonical = game.record;
      game.dispose();
    }
  } catch (e) {
    throw asRecordError(e);
  }
  // The module wrote this text itself: one `field: value` per line, each field once.
  const fields = {};
  for (const line of canonical.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  const list = (v) => (v ? v.split(/\s+/).filter(Boolean) : []);
  const setup = fields.black || fields.white
    ? { black: list(fields.black), white: list(fields.white), toMove: fields['to-move'] ?? 'black' }
    : null;
  if (steps) return { mode: 'analysis', rule: fields.rule, size: Number(fields.size), opening: 'free', setup, actions: steps, tree };
  return { rule: fields.rule, size: Number(fields.size), opening: fields.opening, setup, ruling: fields.ruling ?? 'immediate',
    actions: list(fields.actions), tree };
}

/** Whether pasted text is a full game record rather than a game code (it has `field: value` lines). */
export function looksLikeGameRecord(text) {
  return /^\s*[a-z-]+\s*:/im.test(text);
}

// ---------------------------------------------------------------------------------------------
// Storage: a game as the module's record text (`game`) plus the page's fields; analysis as before.

export const STORED_VERSION = 2;

/**
 * What goes to local storage. `gameText` is the live game's record (session.gameText), or the
 * analysis board's tree (session.boardText, '' without one).
 */
export function toStored(record, gameText) {
  const page = { version: STORED_VERSION, mode: record.mode, forbidden: record.forbidden, human: record.human,
    level: record.level, clock: record.clock, times: record.times, place: record.place, undone: record.undone,
    ...(record.marks ? { marks: record.marks } : {}) };
  if (record.mode === 'analysis') {
    return { ...page, rule: record.rule, size: record.size, opening: record.opening, setup: record.setup, actions: record.actions,
      ...(gameText ? { tree: gameText } : {}) };
  }
  return { ...page, opening: record.opening, game: gameText };
}

/** A stored record (either version) back as a record; throws RecordError. */
export function fromStored(renju, stored, files = null) {
  if (!stored || typeof stored !== 'object') bad('no game found');
  if (typeof stored.game === 'string' && stored.mode !== 'analysis') {
    return normalizeRecord({ ...stored, ...readGameRecord(renju, stored.game, files) });
  }
  return checked(renju, normalizeRecord(stored));
}

// A record from before version 2 (a list of tokens) is read by the module now, so that a link or a
// stored game it cannot replay is refused here with its reason rather than later.
function checked(renju, record) {
  replay(renju, record, record.actions.length, true).dispose();
  return record;
}

// ---------------------------------------------------------------------------------------------
// Share links: the record (without the redo stack and the clock's times) in the URL's fragment; a
// game as the module's record text in `game`.

export function recordToParams(record, gameText) {
  const p = new URLSearchParams();
  p.set('mode', record.mode);
  if (record.mode !== 'analysis') p.set('forbidden', record.forbidden);
  if (record.mode === 'bot') {
    p.set('human', record.human);
    p.set('level', String(record.level));
  }
  if (record.clock) p.set('clock', `${record.clock.minutes}+${record.clock.increment}`);
  if (record.marks) p.set('mk', record.marks);
  if (record.mode !== 'analysis') {
    p.set('game', gameText);
    return p.toString();
  }
  p.set('rule', record.rule);
  if (record.size !== 15) p.set('size', String(record.size));
  if (record.setup) {
    p.set('sb', record.setup.black.join('.'));
    p.set('sw', record.setup.white.join('.'));
    p.set('st', record.setup.toMove);
  }
  if (record.place !== 'alternate') p.set('place', record.place);
  p.set('a', record.actions.join('.'));
  // The board's variations: its tree's record (the steps in `a` are its current line).
  if (gameText) p.set('tree', gameText);
  return p.toString();
}

/** Reads a record from a share link's fragment (with or without '#'); throws RecordError. */
export function recordFromParams(renju, text, files = null) {
  const p = new URLSearchParams(String(text).replace(/^#/, ''));
  if (!p.has('a') && !p.has('mode') && !p.has('game')) bad('no game in the link');
  const split = (v) => (v ? v.split('.').filter(Boolean) : []);
  const input = {
    mode: p.get('mode') ?? undefined,
    rule: p.get('rule') ?? undefined,
    size: p.get('size') ?? undefined,
    opening: p.get('opening') ?? undefined,
    forbidden: p.get('forbidden') ?? undefined,
    human: p.get('human') ?? undefined,
    level: p.get('level') ?? undefined,
    place: p.get('place') ?? undefined,
    actions: split(p.get('a')),
    marks: p.get('mk') ?? undefined,
    tree: p.get('tree') ?? undefined,
  };
  const clock = p.get('clock');
  if (clock) {
    const m = /^(\d{1,3})[+ ](\d{1,2})$/.exec(clock); // a "+" typed into a link reads as a space
    if (!m) bad('the clock setting is not readable');
    input.clock = { minutes: Number(m[1]), increment: Number(m[2]) };
  }
  if (p.has('sb') || p.has('sw')) {
    input.setup = { black: split(p.get('sb')), white: split(p.get('sw')), toMove: p.get('st') ?? 'black' };
  }
  if (p.has('game') && input.mode !== 'analysis') {
    Object.assign(input, readGameRecord(renju, p.get('game'), files));
    return normalizeRecord(input);
  }
  return checked(renju, normalizeRecord(input));
}

// ---------------------------------------------------------------------------------------------
// Replaying a record through the module.

export function gameOptions(record) {
  const o = { rule: record.rule, size: record.size, refuseForbidden: record.forbidden === 'learning', ruling: record.ruling ?? 'immediate' };
  if (record.opening && record.opening !== 'free') o.opening = record.opening;
  if (record.setup) Object.assign(o, { black: record.setup.black, white: record.setup.white, toMove: record.setup.toMove });
  return o;
}

export function applyAnalysisAction(position, action) {
  const point = action.slice(1);
  if (action[0] === 'x') return position.remove(point);
  return position.place(point, action[0] === 'b' ? 'black' : 'white');
}

function wrap(e, i, action) {
  const err = new RecordError(`step ${i + 1} (${action}): ${e.message}`);
  err.code = e.code;
  return err;
}

/**
 * A module Game or Position with the first `count` actions of the record applied (all by default).
 * `withRedo` replays the redo stack too and undoes it again, so the game can redo it.
 */
export function replay(renju, record, count = record.actions.length, withRedo = false) {
  const analysis = record.mode === 'analysis';
  const target = analysis
    ? renju.newPosition({ rule: record.rule, size: record.size, ...(record.setup ?? {}) })
    : renju.newGame(gameOptions(record));
  const apply = analysis ? applyAnalysisAction : (game, token) => game.apply(token);
  const redo = withRedo && !analysis; // analysis keeps its redo stack in the record only
  const list = redo ? [...record.actions, ...[...record.undone].reverse()] : record.actions.slice(0, count);
  try {
    list.forEach((action, i) => {
      try {
        apply(target, action);
      } catch (e) {
        throw wrap(e, i, action);
      }
    });
    // The game's own redo stack is rebuilt by undoing the redo part again.
    if (redo) for (let i = 0; i < record.undone.length; i++) target.undo();
  } catch (e) {
    target.dispose();
    throw e;
  }
  return target;
}
